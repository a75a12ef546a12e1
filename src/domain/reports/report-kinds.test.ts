import { describe, expect, it } from 'vitest';
import { ROLES } from '../auth/roles';
import { addDays } from '../format/ist-calendar';
import { MAX_REPORT_RANGE_DAYS, REPORT_KINDS_BUILT, RESTRICTED_REPORT_KINDS, mayRunReport, reportFileName, reportKindsFor, reportRangeDays } from './report-kinds';

const user = (...keys: (keyof typeof ROLES)[]) => ({ roles: keys.map((k) => ROLES[k].name) });

describe('report kinds', () => {
  it('counts both ends of a range; 366 days is the most', () => {
    expect(reportRangeDays('2026-03-01', '2026-03-01')).toBe(1);
    expect(reportRangeDays('2025-01-01', '2026-01-01')).toBe(366);
    expect(reportRangeDays('2025-01-01', addDays('2025-01-01', MAX_REPORT_RANGE_DAYS - 1))).toBe(MAX_REPORT_RANGE_DAYS);
  });
  it('keeps the restricted four for RCM_USER and Ticketing, Admin included in the refusal', () => {
    for (const kind of RESTRICTED_REPORT_KINDS) {
      expect(mayRunReport(user('RCM_USER'), kind)).toBe(true);
      expect(mayRunReport(user('TICKETING'), kind)).toBe(true);
      expect(mayRunReport(user('HOUSING_SALES_MANAGER', 'ADMIN'), kind)).toBe(false);
      expect(mayRunReport(user('FINANCE'), kind)).toBe(false);
    }
    expect(mayRunReport(user('HOUSING_SALES_MANAGER'), 'invoice')).toBe(false);
    expect(mayRunReport(user('FINANCE'), 'invoice')).toBe(true);
  });
  it('offers only kinds that are built and allowed', () => {
    expect(reportKindsFor(user('HOUSING_SALES_AGENT'))).toEqual([]);
    for (const kind of reportKindsFor(user('RCM_USER'))) expect(REPORT_KINDS_BUILT).toContain(kind);
  });
  it('names the file {kind}-{from}-{to}.csv', () => {
    expect(reportFileName('sales', '2026-03-01', '2026-03-31')).toBe('sales-2026-03-01-2026-03-31.csv');
  });
});

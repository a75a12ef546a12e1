import { describe, expect, it } from 'vitest';
import { financialYearOf, tdsAmount, tdsRatePercent, tdsThresholdCrossed } from './tds';

describe('TDS', () => {
  it('is 1% for an owner (individual), 2% for other client types', () => {
    expect(tdsRatePercent(3)).toBe(1);
    for (const type of [1, 2, 4, 5, null]) expect(tdsRatePercent(type)).toBe(2);
  });
  it('rounds half up to the paisa, exactly', () => {
    expect(tdsAmount(10000, 2)).toBe(200);
    expect(tdsAmount(0.25, 2)).toBe(0.01);
    expect(tdsAmount(0.24, 2)).toBe(0);
    expect(tdsAmount(12345.67, 1)).toBe(123.46);
    expect(tdsAmount(0.1 + 0.2, 2)).toBe(0.01);
  });
  it('knows the financial year and the 194C thresholds', () => {
    expect(financialYearOf('2026-03-31')).toEqual({ label: '2025-26', from: '2025-04-01', to: '2026-03-31' });
    expect(financialYearOf('2026-04-01')).toEqual({ label: '2026-27', from: '2026-04-01', to: '2027-03-31' });
    expect(financialYearOf('2099-12-01').label).toBe('2099-00');
    expect(tdsThresholdCrossed(30000, 30000)).toBe(false);
    expect(tdsThresholdCrossed(30000.01, 30000.01)).toBe(true);
    expect(tdsThresholdCrossed(100, 100000.01)).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import type { SalesRow } from './sales';
import { previousRange, reportTotalsOf, totalsAccumulator } from './totals';

const bucket = (accounts: number, dealValue: number) => ({ accounts, dealValue });
const row = (agentId: number, assigned: number, coldValue: number): SalesRow => ({
  agentId,
  agentName: `Agent ${agentId}`,
  assignedOpportunities: assigned,
  uniqueAccounts: assigned,
  activityDone: 1,
  hot: bucket(0, 0),
  cold: bucket(assigned, coldValue),
  warm: bucket(0, 0),
  closed: bucket(0, 0),
});

describe('report totals', () => {
  it('the previous period has as many days and ends the day before the range', () => {
    expect(previousRange('2026-03-01', '2026-03-31')).toEqual({ from: '2026-01-29', to: '2026-02-28' });
    expect(previousRange('2026-12-06', '2026-12-06')).toEqual({ from: '2026-12-05', to: '2026-12-05' });
    expect(previousRange('2026-01-01', '2026-01-10')).toEqual({ from: '2025-12-22', to: '2025-12-31' });
  });
  it('sums every figure to the paisa over batches, the same as over all rows at once', () => {
    const rows = [row(1, 2, 0.1), row(2, 3, 0.2), row(3, 0, 1234.57)];
    const sum = totalsAccumulator('sales');
    sum.add(rows.slice(0, 1));
    sum.add(rows.slice(1));
    expect(sum.result()).toEqual(reportTotalsOf('sales', rows));
    expect(sum.result().rows).toBe(3);
    expect(sum.result().figures).toMatchObject({ assigned: 5, activity: 3, 'cold-value': 1234.87, 'hot-value': 0 });
  });
  it('counts the rows of a kind with no adding figure, and treats a missing figure as nothing', () => {
    expect(reportTotalsOf('state-movement', [{}, {}])).toEqual({ rows: 2, figures: {} });
    expect(reportTotalsOf('call-detail', [{ durationSeconds: 125 }, { durationSeconds: null }]).figures).toEqual({ duration: 125 });
  });
});

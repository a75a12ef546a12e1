import { describe, expect, it } from 'vitest';
import { childLevelOf, performancePageSize, performanceSelectorSchema, seesPackagesActivated, sumRows } from './performance';

describe('performance rules', () => {
  it('loads children by role (spec 001 §6)', () => {
    expect(childLevelOf({ roles: ['Housing Sales Manager'] })).toBe('processManagers');
    expect(childLevelOf({ roles: ['Admin'] })).toBe('processManagers');
    expect(childLevelOf({ roles: ['TSPO'] })).toBe('teamLeaders');
    expect(childLevelOf({ roles: ['BTPM'] })).toBe('teamLeaders');
    expect(childLevelOf({ roles: ['Housing Sales Agent'], designationId: 32 })).toBe('agents');
    expect(childLevelOf({ roles: ['Housing Owner Agent'] })).toBe('agents');
  });

  it('shows Packages Activated to Admin and owner agents only', () => {
    expect(seesPackagesActivated(['Admin'])).toBe(true);
    expect(seesPackagesActivated(['Housing Owner Agent'])).toBe(true);
    expect(seesPackagesActivated(['Housing Sales Manager'])).toBe(false);
    expect(seesPackagesActivated(['Housing Sales Agent'])).toBe(false);
  });

  it('pages 100 rows for an individual and 1,000 for a team', () => {
    expect(performancePageSize('agent')).toBe(100);
    expect(performancePageSize('team')).toBe(1000);
  });

  it('reads the selector with its defaults and refuses a bad month', () => {
    expect(performanceSelectorSchema.parse({ month: '2026-11' })).toEqual({ view: 'agent', month: '2026-11', months: 1, page: 0 });
    expect(performanceSelectorSchema.safeParse({ month: '2026-13' }).success).toBe(false);
  });

  it('sums members’ rows', () => {
    const row = (n: number) => ({
      assignedOpportunities: n,
      uniqueAccounts: n,
      activityDone: n,
      hot: { accounts: n, dealValue: n * 1.1 },
      cold: { accounts: 0, dealValue: 0 },
      warm: { accounts: 0, dealValue: 0 },
      closed: { accounts: 1, dealValue: 100 },
    });
    expect(sumRows([row(1), row(2)])).toMatchObject({ assignedOpportunities: 3, hot: { accounts: 3, dealValue: 3.3 }, closed: { accounts: 2, dealValue: 200 } });
  });
});

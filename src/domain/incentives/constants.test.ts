import { describe, expect, it } from 'vitest';
import { INCENTIVE_CYCLES_COUNT, INCENTIVE_FREQUENCIES, INCENTIVE_STATUS_GROUPS, isInIncentiveGroup, SIGN_OFF_REMARK } from './constants';

describe('incentive constants', () => {
  it('keeps the spec values', () => {
    expect(INCENTIVE_FREQUENCIES).toEqual(['Monthly', 'Quarterly']);
    expect(INCENTIVE_STATUS_GROUPS).toEqual({ pending: [1, 2], signOff: [3], managerApproved: [3, 4] });
    expect(SIGN_OFF_REMARK).toBe('Signed Off');
    expect(INCENTIVE_CYCLES_COUNT).toBe(3);
  });

  it('tests group membership', () => {
    expect(isInIncentiveGroup('pending', 2)).toBe(true);
    expect(isInIncentiveGroup('managerApproved', 3)).toBe(true);
    expect(isInIncentiveGroup('signOff', 4)).toBe(false);
  });
});

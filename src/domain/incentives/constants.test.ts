import { describe, expect, it } from 'vitest';
import { INCENTIVE_CYCLES_COUNT, INCENTIVE_FREQUENCIES, INCENTIVE_STATUS_GROUPS, SIGN_OFF_REMARK } from './constants';
import { designationText, participantCategoryText } from './participant-labels';

describe('incentive constants', () => {
  it('keeps the spec values', () => {
    expect(INCENTIVE_FREQUENCIES).toEqual(['Monthly', 'Quarterly']);
    expect(INCENTIVE_STATUS_GROUPS).toEqual({ pending: [1, 2], signOff: [3], managerApproved: [3, 4] });
    expect(SIGN_OFF_REMARK).toBe('Signed Off');
    expect(INCENTIVE_CYCLES_COUNT).toBe(3);
  });
});

describe('participant labels (issue 49)', () => {
  it('names designations, departments and client types with their ids', () => {
    expect(designationText(39)).toBe('STM (39)');
    expect(designationText(null)).toBe('-');
    expect(designationText(999)).toBe('999');
    expect(participantCategoryText({ designationId: 31, departmentId: 16, clientTypeId: null })).toBe('Designation Key Accounts (31) · Department Sales (16) · Client type any');
  });
});

import { describe, expect, it } from 'vitest';
import { entityIdsOf, massAssignmentInputSchema } from './rm-migration';

const valid = { departmentId: 16, branchId: 1, domainId: 5, entityName: 'Account', entityIds: '12, 34', fromAgentId: 1, toAgentId: 2 };
const alertOf = (input: object) => {
  const result = massAssignmentInputSchema.safeParse(input);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('rm-migration request', () => {
  it('accepts a complete request and reads its ids once each', () => {
    expect(alertOf(valid)).toBeNull();
    expect(entityIdsOf({ entityIds: '12,34,12' })).toEqual([12, 34]);
  });

  it.each([
    [{ departmentId: null }, 'Please Select Department'],
    [{ branchId: '' }, 'Please Select Branch'],
    [{ domainId: undefined }, 'Please Select Domain'],
    [{ entityName: '' }, 'Please Select Entity Name'],
    [{ entityIds: '' }, 'Please Enter Entity ID'],
    [{ entityIds: '12 34' }, 'Please use comma after value'],
    [{ entityIds: '012' }, 'Please enter digits without leading zeros'],
    [{ entityIds: '12,' }, 'Please remove comma after last value'],
    [{ entityIds: Array.from({ length: 101 }, (_, i) => i + 1).join(',') }, 'Please enter not more than 100 IDs'],
    [{ entityIds: '12,,34' }, 'Please enter not more than 1 consecutive comma'],
    [{ entityIds: '12345678901' }, 'Please enter valid digit with max size 10'],
  ])('%j → %s', (change, alert) => {
    expect(alertOf({ ...valid, ...change })).toBe(alert);
  });

  it('refuses moving accounts to the same manager and an unknown entity name', () => {
    expect(alertOf({ ...valid, toAgentId: 1 })).toBe('Choose a different relationship manager to move the accounts to.');
    expect(alertOf({ ...valid, entityName: 'Opportunity' })).toBe('Please select a valid option.');
  });
});

describe('rm-migration managers', () => {
  it('asks for both managers after the search alerts', () => {
    expect(alertOf({ ...valid, fromAgentId: null })).toBe('Please select the relationship manager to move accounts from.');
    expect(alertOf({ ...valid, toAgentId: undefined })).toBe('Please select the relationship manager to move accounts to.');
    expect(alertOf({ ...valid, fromAgentId: null, entityIds: '1,' })).toBe('Please remove comma after last value');
  });
});

import { describe, expect, it } from 'vitest';
import { parseEntityIds, validateEntityIdSearch, type EntityIdSearchInput } from './entity-id-search';

const filled: EntityIdSearchInput = { departmentId: 1, branchId: 2, domainId: 5, entityName: 'Account', entityIds: '12, 34,56' };

describe('entity-id search', () => {
  it('asks for each select in order, then the ids', () => {
    expect(validateEntityIdSearch({ ...filled, departmentId: null, branchId: null })).toBe('Please Select Department');
    expect(validateEntityIdSearch({ ...filled, branchId: undefined, domainId: null })).toBe('Please Select Branch');
    expect(validateEntityIdSearch({ ...filled, domainId: '' })).toBe('Please Select Domain');
    expect(validateEntityIdSearch({ ...filled, entityName: ' ' })).toBe('Please Select Entity Name');
    expect(validateEntityIdSearch({ ...filled, entityIds: '' })).toBe('Please Enter Entity ID');
    expect(validateEntityIdSearch(filled)).toBeNull();
  });

  it('parses comma-separated ids, spaces around commas allowed', () => {
    expect(parseEntityIds(' 12, 34 ,56 ')).toEqual({ ok: true, ids: [12, 34, 56] });
    expect(parseEntityIds('9999999999')).toEqual({ ok: true, ids: [9999999999] });
  });

  const cases: [string, string][] = [
    ['   ', 'Please Enter Entity ID'],
    ['12,,34', 'Please enter not more than 1 consecutive comma'],
    ['12, ,34', 'Please enter not more than 1 consecutive comma'],
    ['12,34,', 'Please remove comma after last value'],
    ['12 34', 'Please use comma after value'],
    ['12,34 56', 'Please use comma after value'],
    ['012', 'Please enter digits without leading zeros'],
    ['12,0', 'Please enter digits without leading zeros'],
    ['12a', 'Please enter valid digit with max size 10'],
    [',12', 'Please enter valid digit with max size 10'],
    ['-12', 'Please enter valid digit with max size 10'],
    ['12345678901', 'Please enter valid digit with max size 10'],
  ];
  it.each(cases)('%j → %s', (text, message) => {
    expect(parseEntityIds(text)).toEqual({ ok: false, message });
  });

  it('allows 100 ids and refuses 101', () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => String(i + 1)).join(',');
    expect(parseEntityIds(ids(100)).ok).toBe(true);
    expect(parseEntityIds(ids(101))).toEqual({ ok: false, message: 'Please enter not more than 100 IDs' });
  });
});

import { describe, expect, it } from 'vitest';
import { sameRecord } from './same-record';

describe('sameRecord', () => {
  it('is true for equal flat records and arrays of plain values, false for any changed field', () => {
    const row = { accountId: 7, accountName: 'Skyline', phones: ['98', '97'], cityName: null };
    expect(sameRecord(row, { ...row, phones: ['98', '97'] })).toBe(true);
    expect(sameRecord(row, { ...row, accountName: 'Skyline Builders' })).toBe(false);
    expect(sameRecord(row, { ...row, phones: ['98'] })).toBe(false);
    expect(sameRecord(row, { ...row, phones: ['98', '96'] })).toBe(false);
    expect(sameRecord(row, { ...row, extra: 1 })).toBe(false);
    // Same number of keys, another key.
    const { cityName: _dropped, ...rest } = row;
    expect(sameRecord(row, { ...rest, cityId: null })).toBe(false);
    expect(sameRecord({ a: undefined }, { b: undefined })).toBe(false);
  });

  it('counts nested objects as changed unless they are the same object', () => {
    const agent = { id: 1 };
    expect(sameRecord({ agent }, { agent })).toBe(true);
    expect(sameRecord({ agent }, { agent: { id: 1 } })).toBe(false);
    expect(sameRecord([1], [1])).toBe(false);
    expect(sameRecord(null, {})).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { decodeColumns, encodeColumns } from './snapshot-columns';

describe('compact snapshot pages (columns and values)', () => {
  const rows = [
    { id: 1, name: 'Asha', email: null, active: true, amount: 45000.5, address: { line: '12 MG Road', pincode: '560001' }, tags: ['a', 'b'] },
    { id: 2, name: 'Ravi', email: 'ravi@example.in', active: false, amount: 0, address: null, tags: [] },
  ];

  it('round-trips rows exactly, nulls, nested objects and arrays included', () => {
    const page = encodeColumns(rows);
    expect(page.columns).toEqual(['id', 'name', 'email', 'active', 'amount', 'address', 'tags']);
    expect(page.values[0]).toEqual([1, 'Asha', null, true, 45000.5, { line: '12 MG Road', pincode: '560001' }, ['a', 'b']]);
    // Through JSON as on the wire.
    const wire = JSON.parse(JSON.stringify(page)) as typeof page;
    expect(decodeColumns(wire.columns, wire.values)).toEqual(rows);
  });

  it('keeps a null as null (not dropped, not undefined)', () => {
    const [row] = decodeColumns<Record<string, unknown>>(['id', 'email'], [[7, null]]);
    expect(row).toEqual({ id: 7, email: null });
    expect(Object.keys(row ?? {})).toEqual(['id', 'email']);
  });

  it('a column the server adds reaches the row; one it drops is not invented', () => {
    const added = decodeColumns<Record<string, unknown>>(['id', 'name', 'email', 'nickname'], [[1, 'Asha', null, 'Ash']]);
    expect(added).toEqual([{ id: 1, name: 'Asha', email: null, nickname: 'Ash' }]);
    const removed = decodeColumns<Record<string, unknown>>(['id', 'name'], [[1, 'Asha']]);
    expect(removed).toEqual([{ id: 1, name: 'Asha' }]);
    expect('email' in (removed[0] ?? {})).toBe(false);
  });

  it('is much smaller than an object a row', () => {
    const many = Array.from({ length: 100 }, (_, i) => ({ accountId: i, housingProfileId: `hp-${i}`, clientStatusId: 1, updatedAt: '2025-01-01T00:00:00.000Z' }));
    expect(JSON.stringify(encodeColumns(many)).length).toBeLessThan(JSON.stringify(many).length * 0.6);
  });

  it('an empty page has no columns and no rows', () => {
    expect(encodeColumns([])).toEqual({ columns: [], values: [] });
    expect(decodeColumns([], [])).toEqual([]);
  });

  it('refuses a row whose values do not match the columns, and a __proto__ column', () => {
    expect(() => decodeColumns(['id', 'name'], [[1]])).toThrow('Snapshot row 0 has 1 values for 2 columns');
    expect(() => decodeColumns(['__proto__'], [[{ polluted: true }]])).toThrow('__proto__');
  });

  it('a row missing a field the others have gets null for it', () => {
    const page = encodeColumns([{ id: 1, note: 'x' }, { id: 2 }]);
    expect(page).toEqual({ columns: ['id', 'note'], values: [[1, 'x'], [2, null]] });
  });
});

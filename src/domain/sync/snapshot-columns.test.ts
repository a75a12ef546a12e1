import { describe, expect, it } from 'vitest';
import { decodeColumns, encodeColumns } from './snapshot-columns';

describe('compact snapshot pages (columns and values)', () => {
  const rows = [
    { id: 1, name: 'Asha', email: null, active: true, amount: 45000.5, address: { line: '12 MG Road', pincode: '560001' }, tags: ['a', 'b'] },
    { id: 2, name: 'Ravi', email: 'ravi@example.in', active: false, amount: 0, address: null, tags: [] },
  ];

  it('round-trips rows exactly, nulls, nested objects and arrays included', () => {
    const page = encodeColumns(rows);
    expect(page.columns).toEqual(['id', 'name', 'email', 'active', 'amount', { name: 'address', fields: ['line', 'pincode'] }, 'tags']);
    expect(page.values[0]).toEqual([1, 'Asha', null, true, 45000.5, ['12 MG Road', '560001'], ['a', 'b']]);
    expect(page.values[1]).toEqual([2, 'Ravi', 'ravi@example.in', false, 0, null, []]);
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

describe('nested values in compact pages', () => {
  const opportunities = [
    {
      id: 1,
      account: { name: 'Kaveri', statusId: 1 },
      mappings: [
        { id: 10, packageName: 'Premium', pricing: { tier: 1 }, products: [{ id: 100, activation: { quantity: 1 } }, { id: 101, activation: { promotedDays: 30, quantity: 2 } }] },
        { id: 11, packageName: 'Basic', pricing: { tier: 2 }, products: [] },
      ],
      extra: {},
    },
    { id: 2, account: null, mappings: [], extra: { projectIds: [7] } },
    { id: 3, account: { name: 'Skyline', statusId: 2 }, mappings: null, extra: null },
  ];

  it('lists arrays of like objects and like objects as nested columns, and round-trips exactly', () => {
    const page = encodeColumns(opportunities);
    expect(page.columns).toEqual([
      'id',
      { name: 'account', fields: ['name', 'statusId'] },
      {
        name: 'mappings',
        rows: ['id', 'packageName', { name: 'pricing', fields: ['tier'] }, { name: 'products', rows: ['id', 'activation'] }],
      },
      // {} beside { projectIds }: not the same fields, sent as it is.
      'extra',
    ]);
    expect(page.values[0]).toEqual([1, ['Kaveri', 1], [[10, 'Premium', [1], [[100, { quantity: 1 }], [101, { promotedDays: 30, quantity: 2 }]]], [11, 'Basic', [2], []]], {}]);
    expect(page.values[2]).toEqual([3, ['Skyline', 2], null, null]);
    const wire = JSON.parse(JSON.stringify(page)) as typeof page;
    expect(decodeColumns(wire.columns, wire.values)).toEqual(opportunities);
  });

  it('objects that differ in their fields, or mix with other values, are sent as they are', () => {
    const rows = [
      { id: 1, params: { quantity: 1 }, list: [{ a: 1 }, 'x'], mixed: { a: 1 } },
      { id: 2, params: { quantity: 1, promotedDays: 30 }, list: [], mixed: [{ a: 1 }] },
    ];
    const page = encodeColumns(rows);
    expect(page.columns).toEqual(['id', 'params', 'list', 'mixed']);
    expect(decodeColumns(page.columns, page.values)).toEqual(rows);
  });

  it('refuses nested values that do not match their columns', () => {
    const columns = ['id', { name: 'account', fields: ['name', 'statusId'] }];
    expect(() => decodeColumns(columns, [[1, ['Kaveri']]])).toThrow('row 0 account has 1 values for 2 columns');
    expect(() => decodeColumns(['id', { name: 'mappings', rows: ['id'] }], [[1, { id: 2 }]])).toThrow('mappings is not a list');
    expect(() => decodeColumns([{ name: 'x' }], [[1]])).toThrow('no nested column list');
    expect(() => decodeColumns([{ name: 'x', fields: ['__proto__'] }], [[[1]]])).toThrow('__proto__');
  });
});

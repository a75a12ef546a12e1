import { describe, expect, it } from 'vitest';
import { rowsToCsv } from './csv';
import { pageIndexOf, pageNumberOf, urlPageOf } from './page-base';
import { nextSort, sortOfParam, sortParamOf, sortRows } from './sort';

describe('the page base (issue 51: one place)', () => {
  it('turns a URL page into the route page index and back; the first page leaves the URL', () => {
    expect([undefined, 1, 2, 3].map(pageIndexOf)).toEqual([0, 0, 1, 2]);
    expect([0, 1, 2].map(urlPageOf)).toEqual([undefined, 2, 3]);
    expect([0, 1, 2].map(pageNumberOf)).toEqual([1, 2, 3]);
    expect(pageIndexOf(0)).toBe(0);
  });
});

describe('sorting', () => {
  it('reads and writes the URL sort; a malformed one is the list order', () => {
    expect(sortOfParam('startDate.desc')).toEqual({ key: 'startDate', direction: 'desc' });
    expect(sortOfParam('startDate')).toBeNull();
    expect(sortOfParam('1x.asc')).toBeNull();
    expect(sortParamOf({ key: 'status', direction: 'asc' })).toBe('status.asc');
    expect(nextSort({ key: 'a', direction: 'asc' }, 'a')).toEqual({ key: 'a', direction: 'desc' });
    expect(nextSort({ key: 'a', direction: 'desc' }, 'b')).toEqual({ key: 'b', direction: 'asc' });
  });

  it('sorts numbers as numbers and text naturally, keeps ties in order, and puts absent values last both ways', () => {
    const rows = [
      { id: 1, name: 'Flat 10', amount: 900 },
      { id: 2, name: 'Flat 9', amount: null },
      { id: 3, name: 'flat 2', amount: 90 },
      { id: 4, name: 'Flat 9', amount: 1000 },
    ];
    const value = (row: (typeof rows)[number], key: string) => (key === 'name' ? row.name : row.amount);
    expect(sortRows(rows, { key: 'amount', direction: 'asc' }, value).map((r) => r.id)).toEqual([3, 1, 4, 2]);
    expect(sortRows(rows, { key: 'amount', direction: 'desc' }, value).map((r) => r.id)).toEqual([4, 1, 3, 2]);
    expect(sortRows(rows, { key: 'name', direction: 'asc' }, value).map((r) => r.id)).toEqual([3, 2, 4, 1]);
    expect(sortRows(rows, null, value)).toBe(rows);
  });
});

describe('CSV of the rows', () => {
  it('quotes commas, quotes and line breaks, keeps negative numbers, and defuses formulas in text', () => {
    const csv = rowsToCsv(
      [
        { label: 'Name', value: (r: { name: string; amount: number | null }) => r.name },
        { label: 'Amount', value: (r) => r.amount },
      ],
      [
        { name: 'Rao, Vikram', amount: -1500 },
        { name: 'He said "yes"\nthen left', amount: null },
        { name: '=HYPERLINK("x")', amount: 0 },
      ],
    );
    expect(csv).toBe('Name,Amount\r\n"Rao, Vikram",-1500\r\n"He said ""yes""\nthen left",\r\n"\'=HYPERLINK(""x"")",0\r\n');
  });
});

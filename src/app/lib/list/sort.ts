/** A list's order: the column and the direction. In a list's URL it is one `sort` value, `column.asc` / `column.desc`. */
export type SortDirection = 'asc' | 'desc';
export type TableSort = { key: string; direction: SortDirection };

const SORT_PARAM = /^([A-Za-z][A-Za-z0-9_]{0,59})\.(asc|desc)$/;

/** The sort a URL's `sort` holds, or null (absent or malformed: the list's own order). */
export function sortOfParam(param: string | undefined): TableSort | null {
  const match = param === undefined ? null : SORT_PARAM.exec(param);
  return match ? { key: match[1]!, direction: match[2] as SortDirection } : null;
}

/** The `sort` a URL holds for a sort (left out for the list's own order). */
export function sortParamOf(sort: TableSort | null): string | undefined {
  return sort ? `${sort.key}.${sort.direction}` : undefined;
}

/** Next sort when a header is chosen: a new column sorts ascending, the same column flips. */
export function nextSort(current: TableSort | null | undefined, key: string): TableSort {
  if (current?.key === key) return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { key, direction: 'asc' };
}

const collator = new Intl.Collator('en-IN', { numeric: true, sensitivity: 'base' });

/**
 * The rows of a list loaded whole, in the sort's order (a stable sort; absent values last either way). A list
 * paged by the server is sorted by the server instead (its route's `sort` parameter), never a page at a time.
 */
export function sortRows<Row>(rows: readonly Row[], sort: TableSort | null, valueOf: (row: Row, key: string) => string | number | null | undefined): readonly Row[] {
  if (!sort) return rows;
  const sign = sort.direction === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: valueOf(row, sort.key) }))
    .sort((a, b) => {
      const absentA = a.value === null || a.value === undefined || a.value === '';
      const absentB = b.value === null || b.value === undefined || b.value === '';
      if (absentA || absentB) return absentA === absentB ? a.index - b.index : absentA ? 1 : -1;
      const order = typeof a.value === 'number' && typeof b.value === 'number' ? a.value - b.value : collator.compare(String(a.value), String(b.value));
      return order === 0 ? a.index - b.index : sign * order;
    })
    .map((entry) => entry.row);
}

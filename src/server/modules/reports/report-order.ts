// A report page's order (issue 49): the kind's own order, or one of its sortable columns (domain/reports/report-sort.ts)
// followed by the kind's own order, so rows that tie keep one order across pages.
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { ReportSortDirection } from '../../../domain/reports/report-sort';

/** A checked sort: a column key of the kind (reportSortOf refuses any other) and its direction. */
export type ReportSort = { key: string; dir: ReportSortDirection };

/**
 * ORDER BY terms: `columns[sort.key]` in the sort's direction with absent values last, then the kind's own order.
 * The key was checked against the kind's list; an unmapped key falls back to the own order (never request text in SQL).
 */
export function sortedBy(columns: Readonly<Record<string, SQL | AnyColumn>>, sort: ReportSort | undefined, own: readonly SQL[]): SQL[] {
  const expression = sort === undefined || !Object.hasOwn(columns, sort.key) ? undefined : columns[sort.key];
  if (sort === undefined || expression === undefined) return [...own];
  return [sql`${expression} ${sql.raw(sort.dir === 'desc' ? 'desc' : 'asc')} nulls last`, ...own];
}

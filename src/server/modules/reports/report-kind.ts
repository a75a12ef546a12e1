// A report kind declared (issue 53): what each kind's file says about itself, and nothing else. The kind's filters as
// SQL conditions, its row source (a select), its own order and sortable columns, how a stored row becomes the screen's
// row and the CSV's, and the CSV's columns. The page, the count, the totals and the CSV's keyset batches are read the
// same way for every kind (reports.service.ts).
import { sql, type AnyColumn, type SQL, type Table } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import type { CsvColumn } from '../../lib/csv/stream-csv';
import type { Scope } from '../../scope/scope';
import type { ServiceContext } from '../../shared/http/service-context';
import type { ReportWindow } from './report-window';

/** A select's rows, at most `limit` of them (and from `offset` for a page). */
export type RowQuery<Raw> = { limit(limit: number): PromiseLike<Raw[]> & { offset(offset: number): PromiseLike<Raw[]> } };

/** Sortable columns (domain/reports/report-sort.ts keys) and the SQL each sorts by. */
export type SortColumns = Readonly<Record<string, SQL | AnyColumn>>;

/**
 * A kind with one row per stored row (a deal, a call, a payment, an invoice, a status change): paged by offset in
 * its own order or by a sortable column, counted, and downloaded in keyset batches in its own order.
 */
export type RowsKind<Raw, Row, CsvRow, Prep> = {
  shape: 'rows';
  /** The filters (and scope) as conditions on the row source's tables. */
  conditions: (scope: Scope, window: ReportWindow) => SQL;
  /** The count's conditions, where they differ from the rows'. */
  countConditions?: (scope: Scope, window: ReportWindow) => SQL;
  /** The tables the count reads: the row source's inner joins (its left joins add no row). */
  countFrom: SQL;
  /** The kind's own order, newest first; every sort ends with it, and the CSV's keyset follows it. */
  order: readonly SQL[];
  sort?: SortColumns;
  /** The row source in an order: for the page, or (`csv`) for the CSV and the totals when they read more. */
  select: (tx: Db | Tx, where: SQL, order: readonly SQL[], csv: boolean) => RowQuery<Raw>;
  /** The rows after `last` in the own order (the CSV's next batch). */
  after: (last: Raw) => SQL;
  /** What the rows need read once per request (the sales month closures). */
  prepare?: (ctx: ServiceContext) => Promise<Prep>;
  toRow: (raw: Raw, prep: Prep) => Row;
  /** The CSV's (and the totals') row, where it is more than the screen's. */
  toCsvRow?: (raw: Raw, prep: Prep) => CsvRow;
  columns: readonly CsvColumn<CsvRow>[];
  /** Rows per CSV batch, the first (read in the request's transaction) included; REPORT_CSV_BATCH when absent. */
  csvBatch?: number;
};

/**
 * A kind answered from one grouped pass (per agent, per day, per status): bounded by the brand's agents, the range's
 * days or the statuses, so the CSV reads it whole. A page reads it whole too, in one statement, and is cut from it:
 * `paged: 'sql'` sorted in SQL by the page's column (its `rows` maps row by row), `'whole'` in the kind's order.
 */
export type GroupedKind<Raw, Row> = {
  shape: 'grouped';
  /** The grouped rows, unordered. */
  query: (scope: Scope, window: ReportWindow) => SQL;
  /** The kind's own order (none: the rows make their own). */
  order: readonly SQL[];
  sort?: SortColumns;
  paged: 'sql' | 'whole';
  /** The report's rows of the query's (the funnel lists every status, with running figures). */
  rows: (raws: Raw[]) => Row[];
  columns: readonly CsvColumn<Row>[];
};

/** A kind as the generic reading sees it: its record and row types erased (each kind's file keeps them checked). */
export type ReportKindDefinition = RowsKind<unknown, unknown, unknown, unknown> | GroupedKind<unknown, unknown>;

/** Declares a rows kind (its types checked here) for the table of kinds. */
export function rowsKind<Raw, Row, CsvRow = Row, Prep = undefined>(kind: RowsKind<Raw, Row, CsvRow, Prep>): ReportKindDefinition {
  // Erased once here: the generic reading hands each function only what the same kind's select returned.
  return kind as unknown as ReportKindDefinition;
}

/** Declares a grouped kind (its types checked here) for the table of kinds. */
export function groupedKind<Raw, Row>(kind: GroupedKind<Raw, Row>): ReportKindDefinition {
  // Erased once here, as rowsKind.
  return kind as unknown as ReportKindDefinition;
}

/** `a inner join b on …` for a count's tables. */
export function joined(first: Table, ...joins: (readonly [table: Table, on: SQL])[]): SQL {
  return sql.join([sql`${first}`, ...joins.map(([table, on]) => sql`inner join ${table} on ${on}`)], sql` `);
}

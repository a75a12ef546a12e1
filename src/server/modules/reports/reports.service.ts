// Reports (issue 12): the kinds a user may run, a page of a report's rows, and its CSV streamed from the pool.
import type { Readable } from 'node:stream';
import type { Paged } from '../../../domain/paging/paged';
import {
  REPORT_KINDS_BUILT,
  REPORT_MESSAGES,
  isReportKind,
  mayRunReport,
  reportKindView,
  reportKindsFor,
  type ReportFilter,
  type ReportKind,
  type ReportKindView,
} from '../../../domain/reports/report-kinds';
import { SALES_CSV_COLUMNS, type SalesRow } from '../../../domain/reports/sales';
import type { IsoDate } from '../../../domain/format/ist-calendar';
import { SALES_OPPORTUNITY_CSV_COLUMNS, toSalesOpportunityRow, type SalesOpportunityRecord, type SalesOpportunityRow } from '../../../domain/reports/sales-opportunity';
import type { SalesMonthClosure } from '../../../domain/sales-closure/sales-month';
import { sql, type SQL } from 'drizzle-orm';
import { CALL_DETAIL_CSV_COLUMNS, toCallDetailRow, type CallDetailRow } from '../../../domain/reports/call-detail';
import { INVOICE_CSV_COLUMNS, toInvoiceReportRow, type InvoiceReportRow } from '../../../domain/reports/invoice';
import { STATE_MOVEMENT_CSV_COLUMNS, toStateMovementRow, type StateMovementRow, type StateMovementSummaryCell } from '../../../domain/reports/state-movement';
import { istDateOf } from '../../../domain/format/ist-calendar';
import { previousRange, totalsAccumulator, type ReportTotalsView } from '../../../domain/reports/totals';
import {
  COLLECTION_CSV_COLUMNS,
  COLLECTION_TRACKER_CSV_COLUMNS,
  toCollectionTrackerRow,
  type CollectionRow,
  type CollectionTrackerRow,
} from '../../../domain/reports/collections';
import {
  collectionBatches,
  collectionConditions,
  collectionPage,
  collectionTrackerBatches,
  collectionTrackerConditions,
  collectionTrackerPage,
  countCollectionTracker,
  countCollections,
} from './collections.repo';
import {
  CLOSURE_TREND_CSV_COLUMNS,
  OPPORTUNITY_FUNNEL_CSV_COLUMNS,
  type ClosureTrendRow,
  type OpportunityFunnelRow,
} from '../../../domain/reports/trends';
import { closureTrendAll, opportunityFunnelAll } from './trends.repo';
import { REPORT_SORT_MESSAGES, reportSortKeys, type ReportSortQuery } from '../../../domain/reports/report-sort';
import type { ReportSort } from './report-order';
import { callDetailBatches, callDetailConditions, callDetailOrder, callDetailPage, countCallDetails } from './call-detail.repo';
import { countInvoices, invoiceBatches, invoiceConditions, invoiceOrder, invoicePage } from './invoice.repo';
import { countStateMovements, stateMovementBatches, stateMovementConditions, stateMovementOrder, stateMovementPage, stateMovementSummary } from './state-movement.repo';
import type { Db, Tx } from '../../db/client';
import { badRequest, forbidden, notFound, unprocessable } from '../../errors';
import { streamCsv, type CsvColumn } from '../../lib/csv/stream-csv';
import type { ServiceContext } from '../../shared/service-context';
import type { SessionUser } from '../../shared/session-user';
import { salesMonthClosures } from '../sales-closure/sales-closure.service';
import { reportWindowOf, type ReportWindow } from './report-window';
import { countSalesAgents, salesAll, salesConditions, salesPage } from './sales.repo';
import { collectedAmounts, countSalesConnect, salesConnectBatches, salesConnectConditions, salesConnectCsvPage, salesConnectOrder, salesConnectPage, type SalesConnectCsvRecord } from './sales-connect.repo';
import {
  SALES_CONNECT_CSV_COLUMNS,
  toSalesConnectRow,
  withCollected,
  type CollectedAmountRow,
  type SalesConnectRow,
} from '../../../domain/reports/sales-connect';
import { pendingCollectionAmount } from '../../../domain/opportunities/derived-amounts';
import { REPORT_CSV_BATCH, SALES_OPPORTUNITY_STREAM_BATCH, countSalesOpportunities, salesOpportunityBatches, salesOpportunityConditions, salesOpportunityOrder, salesOpportunityPage } from './sales-opportunity.repo';

export type ReportRow = SalesConnectRow | SalesOpportunityRow | SalesRow | StateMovementRow | CallDetailRow | InvoiceReportRow | CollectionRow | CollectionTrackerRow | ClosureTrendRow | OpportunityFunnelRow;

/**
 * A kind read one row per stored row, newest first: the page by offset with its total (in the kind's order, or
 * sorted by a column: `order`), the CSV's first batch in the request's transaction and the rest in keyset batches
 * (id descending) from the pool, always in the kind's own order.
 */
type KeysetKind<Rec, Row> = {
  conditions: (scope: ServiceContext['scope'], window: ReportWindow) => SQL;
  count: (tx: Db | Tx, where: SQL) => Promise<number>;
  page: (tx: Db | Tx, where: SQL, offset: number, limit: number, order?: SQL[]) => Promise<Rec[]>;
  /** The page's order for a sort (a kind with no sortable columns has none: its own order). */
  order?: (sort?: ReportSort) => SQL[];
  batches: (db: Db, where: SQL, afterId: number, batch: number) => AsyncGenerator<Rec[]>;
  idOf: (record: Rec) => number;
  toRow: (record: Rec) => Row;
  columns: readonly CsvColumn<Row>[];
};

function keysetKind<Rec, Row>(kind: KeysetKind<Rec, Row>): KeysetKind<Rec, Row> {
  return kind;
}

const KEYSET_KINDS = {
  'state-movement': keysetKind({
    conditions: stateMovementConditions,
    count: countStateMovements,
    page: stateMovementPage,
    order: stateMovementOrder,
    batches: stateMovementBatches,
    idOf: (r) => r.id,
    toRow: toStateMovementRow,
    columns: STATE_MOVEMENT_CSV_COLUMNS,
  }),
  'call-detail': keysetKind({
    conditions: callDetailConditions,
    count: countCallDetails,
    page: callDetailPage,
    order: callDetailOrder,
    batches: callDetailBatches,
    idOf: (r) => r.commentId,
    toRow: toCallDetailRow,
    columns: CALL_DETAIL_CSV_COLUMNS,
  }),
  collections: keysetKind({
    conditions: collectionConditions,
    count: countCollections,
    page: collectionPage,
    batches: collectionBatches,
    idOf: (r) => r.paymentId,
    toRow: (r) => r,
    columns: COLLECTION_CSV_COLUMNS,
  }),
  'collection-tracker': keysetKind({
    conditions: collectionTrackerConditions,
    count: countCollectionTracker,
    page: collectionTrackerPage,
    batches: collectionTrackerBatches,
    idOf: (r) => r.milestoneId,
    // Overdue is counted against today in Asia/Kolkata, when the report runs.
    toRow: (r) => toCollectionTrackerRow(r, istDateOf(new Date())),
    columns: COLLECTION_TRACKER_CSV_COLUMNS,
  }),
  invoice: keysetKind({
    conditions: invoiceConditions,
    count: countInvoices,
    page: invoicePage,
    order: invoiceOrder,
    batches: invoiceBatches,
    idOf: (r) => r.invoiceId,
    toRow: toInvoiceReportRow,
    columns: INVOICE_CSV_COLUMNS,
  }),
} as const;

type KeysetKindName = keyof typeof KEYSET_KINDS;

/** A kind answered from one grouped pass (bounded by days or statuses): paged by slicing, the CSV in one batch. */
type GroupedKind<Row> = { all: (tx: Db | Tx, scope: ServiceContext['scope'], window: ReportWindow) => Promise<Row[]>; columns: readonly CsvColumn<Row>[] };

function groupedKind<Row>(kind: GroupedKind<Row>): GroupedKind<Row> {
  return kind;
}

const GROUPED_KINDS = {
  'closure-trend': groupedKind({ all: closureTrendAll, columns: CLOSURE_TREND_CSV_COLUMNS }),
  'opportunity-funnel': groupedKind({ all: opportunityFunnelAll, columns: OPPORTUNITY_FUNNEL_CSV_COLUMNS }),
} as const;

function isGroupedKind(kind: ReportKind): kind is keyof typeof GROUPED_KINDS {
  return kind in GROUPED_KINDS;
}

function isKeysetKind(kind: ReportKind): kind is KeysetKindName {
  return kind in KEYSET_KINDS;
}

async function keysetPage<Rec, Row>(
  ctx: ServiceContext,
  def: KeysetKind<Rec, Row>,
  window: ReportWindow,
  page: number,
  size: number,
  pastEnd: (total: number) => void,
  sort: ReportSort | undefined,
): Promise<Paged<Row>> {
  const where = def.conditions(ctx.scope, window);
  const totalCount = await def.count(ctx.tx, where);
  pastEnd(totalCount);
  const records = await def.page(ctx.tx, where, page * size, size, def.order?.(sort));
  return { results: records.map(def.toRow), totalCount, page, size };
}

/** A report's rows as the CSV and the totals read them: the columns, and every row in batches (the first read at once). */
type RowSource = { columns: readonly CsvColumn<ReportRow>[]; rows: (db: Db | Tx) => AsyncGenerator<readonly ReportRow[]> };

async function keysetRows<Rec, Row>(ctx: ServiceContext, def: KeysetKind<Rec, Row>, window: ReportWindow): Promise<(db: Db | Tx) => AsyncGenerator<readonly Row[]>> {
  const where = def.conditions(ctx.scope, window);
  const first = await def.page(ctx.tx, where, 0, REPORT_CSV_BATCH);
  return async function* rows(db: Db | Tx) {
    yield first.map(def.toRow);
    if (first.length < REPORT_CSV_BATCH) return;
    for await (const batch of def.batches(db as Db, where, def.idOf(first[first.length - 1]!), REPORT_CSV_BATCH)) yield batch.map(def.toRow);
  };
}

/** GET /sapna/v1/reports/state-movement/summary: the from × to counts of the same rows as the report. */
export async function stateMovementSummaryOf(ctx: ServiceContext, filter: ReportFilter): Promise<StateMovementSummaryCell[]> {
  const { window } = await reportRequest(ctx, 'state-movement', filter);
  return stateMovementSummary(ctx.tx, stateMovementConditions(ctx.scope, window));
}

/** GET /sapna/v1/reports: the kinds this user may run (built and allowed). */
export function availableReports(user: Pick<SessionUser, 'roles' | 'designationId'>): ReportKindView[] {
  return reportKindsFor(user).map(reportKindView);
}

/**
 * The kind of a request, or the refusal: an unknown kind 404; a restricted kind (spec 000 §6) 403 for anyone but
 * RCM_USER and Ticketing, Admin included; a kind the user's capabilities do not reach 403; a kind not built yet 404.
 */
export function reportKindOf(user: Pick<SessionUser, 'roles' | 'designationId'>, value: string): ReportKind {
  if (!isReportKind(value)) throw notFound(REPORT_MESSAGES.notFound);
  if (!mayRunReport(user, value)) throw forbidden();
  if (!REPORT_KINDS_BUILT.includes(value)) throw notFound(REPORT_MESSAGES.notFound);
  return value;
}

/** Checked before anything runs: kind, access, range and filters. */
export async function reportRequest(ctx: ServiceContext, kindValue: string, filter: ReportFilter): Promise<{ kind: ReportKind; window: ReportWindow }> {
  const kind = reportKindOf(ctx.user, kindValue);
  const window = await reportWindowOf(ctx.tx, ctx.user.domainId, filter);
  return { kind, window };
}

/**
 * The order a page asks for (issue 49): none, or a column its kind sorts by (domain/reports/report-sort.ts) and the
 * direction (ascending by default). Any other column, or any column of a kind not sorted, is 400.
 */
export function reportSortOf(kind: ReportKind, query: ReportSortQuery): ReportSort | undefined {
  if (query.sort === undefined) return undefined;
  if (!reportSortKeys(kind).includes(query.sort)) throw badRequest(REPORT_SORT_MESSAGES.badSort);
  return { key: query.sort, dir: query.dir ?? 'asc' };
}

/**
 * GET /sapna/v1/reports/{kind}: a page of rows with the total, in the kind's order or sorted by one of its columns
 * over the whole report (issue 49). A page past the end is 422.
 */
export async function reportPage(ctx: ServiceContext, kindValue: string, query: ReportFilter & ReportSortQuery & { page: number; size: number }): Promise<Paged<ReportRow>> {
  const { kind, window } = await reportRequest(ctx, kindValue, query);
  const sort = reportSortOf(kind, query);
  const offset = query.page * query.size;
  const pastEnd = (total: number) => {
    if (query.page > 0 && offset >= total) throw unprocessable(REPORT_MESSAGES.pastEnd);
  };
  if (isGroupedKind(kind)) {
    const def = GROUPED_KINDS[kind] as unknown as GroupedKind<ReportRow>;
    const rows = await def.all(ctx.tx, ctx.scope, window);
    pastEnd(rows.length);
    return { results: rows.slice(query.page * query.size, (query.page + 1) * query.size), totalCount: rows.length, page: query.page, size: query.size };
  }
  if (isKeysetKind(kind)) {
    const def: KeysetKind<unknown, ReportRow> = KEYSET_KINDS[kind] as unknown as KeysetKind<unknown, ReportRow>;
    return keysetPage(ctx, def, window, query.page, query.size, pastEnd, sort);
  }
  if (kind === 'sales-connect') return salesConnectRows(ctx, window, query.page, query.size, pastEnd, sort);
  if (kind === 'sales') {
    const q = { where: salesConditions(ctx.scope, window), scope: ctx.scope, window };
    const totalCount = await countSalesAgents(ctx.tx, q);
    pastEnd(totalCount);
    return { results: await salesPage(ctx.tx, q, offset, query.size, sort), totalCount, page: query.page, size: query.size };
  }
  const totalCount = await countSalesOpportunities(ctx.tx, salesOpportunityConditions(ctx.scope, window, false));
  pastEnd(totalCount);
  const closures = await salesMonthClosures(ctx);
  const records = await salesOpportunityPage(ctx.tx, salesOpportunityConditions(ctx.scope, window, true), offset, query.size, salesOpportunityOrder(sort));
  return { results: records.map((r) => toSalesOpportunityRow(r, closures)), totalCount, page: query.page, size: query.size };
}

/**
 * GET /sapna/v1/reports/{kind}/download: checks the request and reads the first batch of rows in the caller's
 * transaction (under the report time limit, so a query too slow for its first row is refused with 422 before any
 * byte is sent); the answer's stream then reads the rest in keyset batches of 5,000 from the pool. The CSV is UTF-8
 * with a byte-order mark, a header row, and formula cells quoted (streamCsv).
 */
export async function prepareReportCsv(
  ctx: ServiceContext,
  kindValue: string,
  filter: ReportFilter,
): Promise<{ kind: ReportKind; window: ReportWindow; stream: (db: Db) => Readable }> {
  const { kind, window } = await reportRequest(ctx, kindValue, filter);
  const source = await reportRowSource(ctx, kind, window);
  return { kind, window, stream: (db) => streamCsv(source.columns, source.rows(db), { bom: true }) };
}

/**
 * Every row of a report (the CSV's rows, in its order): the first batch read now in the caller's transaction, the
 * rest in keyset batches from `db` when the rows are read.
 */
async function reportRowSource(ctx: ServiceContext, kind: ReportKind, window: ReportWindow): Promise<RowSource> {
  if (isGroupedKind(kind)) {
    const def = GROUPED_KINDS[kind] as unknown as GroupedKind<ReportRow>;
    const all = await def.all(ctx.tx, ctx.scope, window);
    return {
      columns: def.columns,
      rows: async function* once() {
        yield all;
      },
    };
  }
  if (isKeysetKind(kind)) {
    const def: KeysetKind<unknown, ReportRow> = KEYSET_KINDS[kind] as unknown as KeysetKind<unknown, ReportRow>;
    return { columns: def.columns, rows: await keysetRows(ctx, def, window) };
  }
  if (kind === 'sales-connect') {
    const where = salesConnectConditions(ctx.scope, window);
    const csvRow = (r: SalesConnectCsvRecord) => withCollected(toSalesConnectRow(r), r.collectedAmount);
    const first = await salesConnectCsvPage(ctx.tx, where, REPORT_CSV_BATCH);
    return {
      columns: SALES_CONNECT_CSV_COLUMNS as unknown as readonly CsvColumn<ReportRow>[],
      rows: async function* rows(db) {
        yield first.map(csvRow);
        if (first.length < REPORT_CSV_BATCH) return;
        for await (const batch of salesConnectBatches(db as Db, where, first[first.length - 1]!.opportunityId, REPORT_CSV_BATCH)) yield batch.map(csvRow);
      },
    };
  }
  if (kind === 'sales') {
    const all = await salesAll(ctx.tx, { where: salesConditions(ctx.scope, window), scope: ctx.scope, window });
    return {
      columns: SALES_CSV_COLUMNS as unknown as readonly CsvColumn<ReportRow>[],
      rows: async function* once() {
        yield all;
      },
    };
  }
  const closures = await salesMonthClosures(ctx);
  const where = salesOpportunityConditions(ctx.scope, window, true);
  let first: SalesOpportunityRecord[] | null = await salesOpportunityPage(ctx.tx, where, 0, SALES_OPPORTUNITY_STREAM_BATCH);
  const more = first.length === SALES_OPPORTUNITY_STREAM_BATCH;
  const afterId = first[first.length - 1]?.opportunityId ?? null;
  /** The first batch's rows, handed over once and then let go (not held for the rest of the download). */
  const takeFirst = (): SalesOpportunityRow[] => {
    const records = first ?? [];
    first = null;
    return records.map((r) => toSalesOpportunityRow(r, closures));
  };
  return {
    columns: SALES_OPPORTUNITY_CSV_COLUMNS as unknown as readonly CsvColumn<ReportRow>[],
    rows: async function* rows(db) {
      yield takeFirst();
      if (!more) return;
      for await (const batch of salesOpportunityBatches(db as Db, where, afterId)) {
        yield batch.map((r) => toSalesOpportunityRow(r, closures));
      }
    },
  };
}

/**
 * GET /sapna/v1/reports/{kind}/totals (issue 49): the sums of the kind's adding figures over every row of the report
 * (the rows its CSV writes, so the file's column sums equal them) and over the previous period of as many days,
 * same filters and definitions. Read in the caller's transaction, under the report time limit.
 */
export async function reportTotals(ctx: ServiceContext, kindValue: string, filter: ReportFilter): Promise<ReportTotalsView> {
  const { kind, window } = await reportRequest(ctx, kindValue, filter);
  const before = previousRange(window.from, window.to);
  const previousWindow = await reportWindowOf(ctx.tx, ctx.user.domainId, { ...filter, ...before });
  const totalsOf = async (w: ReportWindow) => {
    const sum = totalsAccumulator(kind);
    const source = await reportRowSource(ctx, kind, w);
    for await (const batch of source.rows(ctx.tx)) sum.add(batch);
    return sum.result();
  };
  return { from: window.from, to: window.to, totals: await totalsOf(window), previous: { ...before, totals: await totalsOf(previousWindow) } };
}

async function salesConnectRows(
  ctx: ServiceContext,
  window: ReportWindow,
  page: number,
  size: number,
  pastEnd: (total: number) => void,
  sort: ReportSort | undefined,
): Promise<Paged<SalesConnectRow>> {
  const where = salesConnectConditions(ctx.scope, window);
  const totalCount = await countSalesConnect(ctx.tx, where);
  pastEnd(totalCount);
  return { results: (await salesConnectPage(ctx.tx, where, page * size, size, salesConnectOrder(sort))).map(toSalesConnectRow), totalCount, page, size };
}

/** GET /sapna/v1/salesconnect-report: the sales-connect kind's page (the same as GET /sapna/v1/reports/sales-connect). */
export async function salesConnectReport(ctx: ServiceContext, query: ReportFilter & ReportSortQuery & { page: number; size: number }): Promise<Paged<SalesConnectRow>> {
  const { kind, window } = await reportRequest(ctx, 'sales-connect', query);
  const sort = reportSortOf(kind, query);
  return salesConnectRows(
    ctx,
    window,
    query.page,
    query.size,
    (total) => {
      if (query.page > 0 && query.page * query.size >= total) throw unprocessable(REPORT_MESSAGES.pastEnd);
    },
    sort,
  );
}

/**
 * GET /sapna/v1/collected-amount-salesconnect: the collected amount (approved payments, the money issue's
 * definition) and pending collection of each asked opportunity that is a Sales Connect opportunity in the user's
 * scope; ids outside either are left out of the answer (never a 403 that would tell they exist).
 */
export async function salesConnectCollected(ctx: ServiceContext, ids: readonly number[]): Promise<CollectedAmountRow[]> {
  reportKindOf(ctx.user, 'sales-connect');
  const rows = await collectedAmounts(ctx.tx, ctx.scope, [...new Set(ids)]);
  return rows.map((r) => ({ opportunityId: r.opportunityId, collectedAmount: r.collectedAmount, pendingCollectionAmount: pendingCollectionAmount(r.dealValue, r.collectedAmount) }));
}

/** Runs a report's queries under the time limit; a query that passes it answers 'Timeout. Please select a shorter time period.' (422). */
export async function underReportTimeLimit<T>(tx: Tx, timeoutMs: number, run: () => Promise<T>): Promise<T> {
  await tx.execute(sql.raw(`set local statement_timeout = ${Math.max(1, Math.floor(timeoutMs))}`));
  // No JIT for the report's statements: their per-row figures (deal values, closed moves) push the planner's cost past
  // jit_above_cost, and compiling cost more than running (issue 49 bench: the 30-day whole-brand sales report page,
  // 12.5 s with 9.9 s of JIT, 5.0 s without, on a loaded host).
  await tx.execute(sql.raw('set local jit = off'));
  try {
    return await run();
  } catch (error) {
    if (isQueryCancelled(error)) throw unprocessable(REPORT_MESSAGES.timeout);
    throw error;
  }
}

/** PostgreSQL's query_canceled (57014): the statement time limit passed. Drizzle wraps the driver's error as cause. */
function isQueryCancelled(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '57014') return true;
  }
  return false;
}

/** The sales closure dates (sales-closure module) the rows' sales month is counted with. */
export async function salesMonthClosuresFor(ctx: ServiceContext): Promise<SalesMonthClosure[]> {
  return salesMonthClosures(ctx);
}

/**
 * The sales report's rows (spec 002 §3) for these agents' own opportunities created from the start of `from` to the
 * end of `to`, in the user's scope: one row per agent with a deal or activity (performance, issue 13, uses it).
 */
export async function salesRowsOfAgents(ctx: ServiceContext, from: IsoDate, to: IsoDate, agentIds: readonly number[]): Promise<SalesRow[]> {
  if (agentIds.length === 0) return [];
  const window = await reportWindowOf(ctx.tx, ctx.user.domainId, { from, to });
  return salesAll(ctx.tx, { where: salesConditions(ctx.scope, window), scope: ctx.scope, window, onlyAgents: agentIds });
}

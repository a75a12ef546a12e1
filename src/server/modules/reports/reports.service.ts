// Reports (issue 12): the kinds a user may run, a page of a report's rows, its totals, and its CSV streamed from the
// pool. Each kind is declared in its own file (report-kind.ts says what a declaration holds); everything here reads
// any kind the same way.
import type { Readable } from 'node:stream';
import { and, sql, type SQL } from 'drizzle-orm';
import type { Paged } from '../../../domain/paging/paged';
import type { IsoDate } from '../../../domain/format/ist-calendar';
import { pendingCollectionAmount } from '../../../domain/opportunities/derived-amounts';
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
import { REPORT_SORT_MESSAGES, reportSortKeys, type ReportSortQuery } from '../../../domain/reports/report-sort';
import type { CallDetailRow } from '../../../domain/reports/call-detail';
import type { CollectionRow, CollectionTrackerRow } from '../../../domain/reports/collections';
import type { InvoiceReportRow } from '../../../domain/reports/invoice';
import type { SalesRow } from '../../../domain/reports/sales';
import type { CollectedAmountRow, SalesConnectRow } from '../../../domain/reports/sales-connect';
import type { SalesOpportunityRow } from '../../../domain/reports/sales-opportunity';
import type { StateMovementRow, StateMovementSummaryCell } from '../../../domain/reports/state-movement';
import type { ClosureTrendRow, OpportunityFunnelRow } from '../../../domain/reports/trends';
import type { SalesMonthClosure } from '../../../domain/sales-closure/sales-month';
import { previousRange, totalsAccumulator, type ReportTotalsView } from '../../../domain/reports/totals';
import { queryRows, type Db, type Tx } from '../../db/client';
import { badRequest, forbidden, notFound, unprocessable } from '../../errors';
import { streamCsv, type CsvColumn } from '../../lib/csv/stream-csv';
import { keysetBatches } from '../../shared/sql/keyset-batches';
import type { ServiceContext } from '../../shared/http/service-context';
import type { SessionUser } from '../../shared/http/session-user';
import { salesMonthClosures } from '../sales-closure/sales-closure.service';
import { callDetailKind } from './call-detail.repo';
import { collectionTrackerKind, collectionsKind } from './collections.repo';
import { invoiceKind } from './invoice.repo';
import type { GroupedKind, ReportKindDefinition, RowsKind } from './report-kind';
import { sortedBy, type ReportSort } from './report-order';
import { reportWindowOf, type ReportWindow } from './report-window';
import { salesKind, salesRowsOf } from './sales.repo';
import { collectedAmounts, salesConnectKind } from './sales-connect.repo';
import { salesOpportunityKind } from './sales-opportunity.repo';
import { stateMovementKind, stateMovementSummary } from './state-movement.repo';
import { closureTrendKind, opportunityFunnelKind } from './trends.repo';

export type ReportRow = SalesConnectRow | SalesOpportunityRow | SalesRow | StateMovementRow | CallDetailRow | InvoiceReportRow | CollectionRow | CollectionTrackerRow | ClosureTrendRow | OpportunityFunnelRow;

/** Every kind's declaration. */
const KINDS: Record<ReportKind, ReportKindDefinition> = {
  sales: salesKind,
  'sales-opportunity': salesOpportunityKind,
  'call-detail': callDetailKind,
  invoice: invoiceKind,
  'state-movement': stateMovementKind,
  'sales-connect': salesConnectKind,
  'closure-trend': closureTrendKind,
  collections: collectionsKind,
  'opportunity-funnel': opportunityFunnelKind,
  'collection-tracker': collectionTrackerKind,
};

/** Rows per CSV batch (the first read in the request's transaction, the rest from the pool) unless a kind says. */
export const REPORT_CSV_BATCH = 5000;

type AnyRows = RowsKind<unknown, unknown, unknown, unknown>;
type AnyGrouped = GroupedKind<unknown, unknown>;

/** A report's rows as the CSV and the totals read them: the columns, and every row in batches (the first read at once). */
type RowSource = { columns: readonly CsvColumn<unknown>[]; rows: (db: Db | Tx) => AsyncGenerator<readonly unknown[]> };

/** ORDER BY of a grouped query (none when the kind has no order and no sort). */
function orderBy(terms: readonly SQL[]): SQL {
  return terms.length ? sql` order by ${sql.join([...terms], sql`, `)}` : sql``;
}

/** A grouped kind's rows, whole, in its own order. */
async function groupedAll(tx: Db | Tx, def: AnyGrouped, scope: ServiceContext['scope'], window: ReportWindow): Promise<unknown[]> {
  return def.rows(await queryRows(tx, sql`${def.query(scope, window)}${orderBy(def.order)}`));
}

/** A page of a kind (in its order, or sorted by a column over the whole report) with the report's total. */
async function kindPage(ctx: ServiceContext, def: ReportKindDefinition, window: ReportWindow, page: number, size: number, sort: ReportSort | undefined): Promise<Paged<unknown>> {
  const offset = page * size;
  const pastEnd = (total: number) => {
    if (page > 0 && offset >= total) throw unprocessable(REPORT_MESSAGES.pastEnd);
  };
  if (def.shape === 'grouped' && def.paged === 'whole') {
    const rows = await groupedAll(ctx.tx, def, ctx.scope, window);
    pastEnd(rows.length);
    return { results: rows.slice(offset, offset + size), totalCount: rows.length, page, size };
  }
  const order = sortedBy(def.sort ?? {}, sort, def.order);
  if (def.shape === 'grouped') {
    // One pass: the grouped rows are few (one per agent of the brand), so the page is cut from them all, sorted in SQL;
    // a count of the same query beside the page ran the whole report twice (issue 49: the sales report at the large seed).
    const raws = await queryRows(ctx.tx, sql`${def.query(ctx.scope, window)}${orderBy(order)}`);
    pastEnd(raws.length);
    return { results: def.rows(raws.slice(offset, offset + size)), totalCount: raws.length, page, size };
  }
  const [row] = await queryRows<{ n: number | string }>(ctx.tx, sql`select count(*)::int as n from ${def.countFrom} where ${(def.countConditions ?? def.conditions)(ctx.scope, window)}`);
  const totalCount = Number(row?.n ?? 0);
  pastEnd(totalCount);
  const prep = await def.prepare?.(ctx);
  const raws = await def.select(ctx.tx, def.conditions(ctx.scope, window), order, false).limit(size).offset(offset);
  return { results: raws.map((raw) => def.toRow(raw, prep)), totalCount, page, size };
}

/**
 * Every row of a report (the CSV's rows, in its own order): a grouped kind read whole now; a rows kind's first batch
 * read now in the caller's transaction, the rest in keyset batches from `db` when the rows are read.
 */
async function reportRowSource(ctx: ServiceContext, kind: ReportKind, window: ReportWindow): Promise<RowSource> {
  const def = KINDS[kind];
  if (def.shape === 'grouped') {
    const all = await groupedAll(ctx.tx, def, ctx.scope, window);
    return {
      columns: def.columns,
      rows: async function* once() {
        yield all;
      },
    };
  }
  return { columns: def.columns, rows: await keysetRows(ctx, def, window) };
}

async function keysetRows(ctx: ServiceContext, def: AnyRows, window: ReportWindow): Promise<RowSource['rows']> {
  const where = def.conditions(ctx.scope, window);
  const prep = await def.prepare?.(ctx);
  const batch = def.csvBatch ?? REPORT_CSV_BATCH;
  const toCsvRow = def.toCsvRow ?? def.toRow;
  const map = (raw: unknown) => toCsvRow(raw, prep);
  const read = (db: Db | Tx) => (after: unknown, limit: number) => def.select(db, after === null ? where : (and(where, def.after(after)) as SQL), def.order, true).limit(limit);
  let first: unknown[] | null = await read(ctx.tx)(null, batch);
  return async function* rows(db: Db | Tx) {
    // The first batch's rows are handed over once and then let go (not held for the rest of the download).
    const head = first ?? [];
    first = null;
    yield head.map(map);
    if (head.length < batch) return;
    yield* keysetBatches(read(db), { batch, after: head[head.length - 1], map });
  };
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
  // The kind's declaration types its rows (one of ReportRow); the table of kinds holds them erased.
  return (await kindPage(ctx, KINDS[kind], window, query.page, query.size, reportSortOf(kind, query))) as Paged<ReportRow>;
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

/** GET /sapna/v1/reports/state-movement/summary: the from × to counts of the same rows as the report. */
export async function stateMovementSummaryOf(ctx: ServiceContext, filter: ReportFilter): Promise<StateMovementSummaryCell[]> {
  const { window } = await reportRequest(ctx, 'state-movement', filter);
  return stateMovementSummary(ctx.tx, ctx.scope, window);
}

/** GET /sapna/v1/salesconnect-report: the sales-connect kind's page (the same as GET /sapna/v1/reports/sales-connect). */
export async function salesConnectReport(ctx: ServiceContext, query: ReportFilter & ReportSortQuery & { page: number; size: number }): Promise<Paged<SalesConnectRow>> {
  return (await reportPage(ctx, 'sales-connect', query)) as Paged<SalesConnectRow>;
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

/**
 * Runs a report's queries under the time limit; a query that passes it answers 'Timeout. Please select a shorter time
 * period.' (422). JIT is off for them: a page sorted by a computed column (a deal's money, its sales month) is costed
 * far above jit_above_cost for the whole report's rows it orders, and PostgreSQL then spent longer compiling than
 * running (sort by sales month at the large seed: 10.3 s of 18 s in JIT; by deal value 0.3 s; issue 49).
 */
export async function underReportTimeLimit<T>(tx: Tx, timeoutMs: number, run: () => Promise<T>): Promise<T> {
  await tx.execute(sql`select set_config('statement_timeout', ${String(Math.max(1, Math.floor(timeoutMs)))}, true), set_config('jit', 'off', true)`);
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
  return salesRowsOf(ctx.tx, ctx.scope, window, agentIds);
}

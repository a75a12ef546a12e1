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
import { SALES_OPPORTUNITY_CSV_COLUMNS, toSalesOpportunityRow, type SalesOpportunityRow } from '../../../domain/reports/sales-opportunity';
import type { SalesMonthClosure } from '../../../domain/sales-closure/sales-month';
import { and, inArray, sql, type SQL } from 'drizzle-orm';
import { opportunities } from '../../db/schema/index';
import type { Db, Tx } from '../../db/client';
import { forbidden, notFound, unprocessable } from '../../errors';
import { streamCsv } from '../../lib/csv/stream-csv';
import type { ServiceContext } from '../../shared/service-context';
import type { SessionUser } from '../../shared/session-user';
import { salesMonthClosures } from '../sales-closure/sales-closure.service';
import { reportWindowOf, type ReportWindow } from './report-window';
import { countSalesAgents, salesAll, salesConditions, salesPage } from './sales.repo';
import { REPORT_CSV_BATCH, countSalesOpportunities, salesOpportunityBatches, salesOpportunityConditions, salesOpportunityPage } from './sales-opportunity.repo';

export type ReportRow = SalesOpportunityRow | SalesRow;

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

/** GET /sapna/v1/reports/{kind}: a page of rows with the total. A page past the end is 422. */
export async function reportPage(ctx: ServiceContext, kindValue: string, query: ReportFilter & { page: number; size: number }): Promise<Paged<ReportRow>> {
  const { kind, window } = await reportRequest(ctx, kindValue, query);
  const offset = query.page * query.size;
  const pastEnd = (total: number) => {
    if (query.page > 0 && offset >= total) throw unprocessable(REPORT_MESSAGES.pastEnd);
  };
  if (kind === 'sales') {
    const where = salesConditions(ctx.scope, window);
    const totalCount = await countSalesAgents(ctx.tx, where);
    pastEnd(totalCount);
    return { results: await salesPage(ctx.tx, where, window, offset, query.size), totalCount, page: query.page, size: query.size };
  }
  const totalCount = await countSalesOpportunities(ctx.tx, salesOpportunityConditions(ctx.scope, window, false));
  pastEnd(totalCount);
  const closures = await salesMonthClosures(ctx);
  const records = await salesOpportunityPage(ctx.tx, salesOpportunityConditions(ctx.scope, window, true), offset, query.size);
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
  if (kind === 'sales') {
    const rows = await salesAll(ctx.tx, salesConditions(ctx.scope, window), window);
    async function* once() {
      yield rows;
    }
    return { kind, window, stream: () => streamCsv(SALES_CSV_COLUMNS, once(), { bom: true }) };
  }
  const closures = await salesMonthClosures(ctx);
  const where = salesOpportunityConditions(ctx.scope, window, true);
  const first = await salesOpportunityPage(ctx.tx, where, 0, REPORT_CSV_BATCH);
  async function* rows(db: Db) {
    yield first.map((r) => toSalesOpportunityRow(r, closures));
    if (first.length < REPORT_CSV_BATCH) return;
    for await (const batch of salesOpportunityBatches(db, where, first[first.length - 1]!.opportunityId)) {
      yield batch.map((r) => toSalesOpportunityRow(r, closures));
    }
  }
  return { kind, window, stream: (db) => streamCsv(SALES_OPPORTUNITY_CSV_COLUMNS, rows(db), { bom: true }) };
}

/** Runs a report's queries under the time limit; a query that passes it answers 'Timeout. Please select a shorter time period.' (422). */
export async function underReportTimeLimit<T>(tx: Tx, timeoutMs: number, run: () => Promise<T>): Promise<T> {
  await tx.execute(sql.raw(`set local statement_timeout = ${Math.max(1, Math.floor(timeoutMs))}`));
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
 * end of `to`, in the user's scope: one row per agent with opportunities (performance, issue 13, uses it).
 */
export async function salesRowsOfAgents(ctx: ServiceContext, from: IsoDate, to: IsoDate, agentIds: readonly number[]): Promise<SalesRow[]> {
  if (agentIds.length === 0) return [];
  const window = await reportWindowOf(ctx.tx, ctx.user.domainId, { from, to });
  return salesAll(ctx.tx, and(salesConditions(ctx.scope, window), inArray(opportunities.ownerId, [...agentIds])) as SQL, window);
}

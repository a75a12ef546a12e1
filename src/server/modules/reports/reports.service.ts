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
import { SALES_OPPORTUNITY_CSV_COLUMNS, toSalesOpportunityRow, type SalesOpportunityRow } from '../../../domain/reports/sales-opportunity';
import type { SalesMonthClosure } from '../../../domain/sales-closure/sales-month';
import type { Db } from '../../db/client';
import { forbidden, notFound, unprocessable } from '../../errors';
import { streamCsv } from '../../lib/csv/stream-csv';
import type { Scope } from '../../scope/scope';
import type { ServiceContext } from '../../shared/service-context';
import type { SessionUser } from '../../shared/session-user';
import { salesMonthClosures } from '../sales-closure/sales-closure.service';
import { reportWindowOf, type ReportWindow } from './report-window';
import { countSalesAgents, salesBatches, salesConditions, salesPage } from './sales.repo';
import { countSalesOpportunities, salesOpportunityBatches, salesOpportunityConditions, salesOpportunityPage } from './sales-opportunity.repo';

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
 * GET /sapna/v1/reports/{kind}/download: the whole report as CSV (UTF-8 with a byte-order mark, header row,
 * formula cells quoted by streamCsv), streamed in keyset batches of 5,000 from the pool after the caller's
 * transaction checked the request and read the closure dates.
 */
export function reportCsv(db: Db, kind: ReportKind, scope: Scope, window: ReportWindow, closures: readonly SalesMonthClosure[]): Readable {
  if (kind === 'sales') return streamCsv(SALES_CSV_COLUMNS, salesBatches(db, salesConditions(scope, window), window), { bom: true });
  async function* rows() {
    for await (const batch of salesOpportunityBatches(db, salesOpportunityConditions(scope, window, true))) {
      yield batch.map((r) => toSalesOpportunityRow(r, closures));
    }
  }
  return streamCsv(SALES_OPPORTUNITY_CSV_COLUMNS, rows(), { bom: true });
}


/** The sales closure dates (sales-closure module) the rows' sales month is counted with. */
export async function salesMonthClosuresFor(ctx: ServiceContext): Promise<SalesMonthClosure[]> {
  return salesMonthClosures(ctx);
}

// Reports (issue 12; paths ours under the spec's prefix, spec 001 §7 names the calls without paths).
import { z } from 'zod';
import type { AppInstance } from '../../http';
import { userOf } from '../../http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { REPORT_PAGE_SIZE, reportFileName, reportFilterSchema, reportKindViewSchema, type ReportFilter } from '../../../domain/reports/report-kinds';
import { salesRowSchema } from '../../../domain/reports/sales';
import { salesOpportunityRowSchema } from '../../../domain/reports/sales-opportunity';
import { collectedAmountQuerySchema, collectedAmountRowSchema, salesConnectRowSchema } from '../../../domain/reports/sales-connect';
import { callDetailRowSchema } from '../../../domain/reports/call-detail';
import { collectionRowSchema, collectionTrackerRowSchema } from '../../../domain/reports/collections';
import { closureTrendRowSchema, opportunityFunnelRowSchema } from '../../../domain/reports/trends';
import { invoiceReportRowSchema } from '../../../domain/reports/invoice';
import { stateMovementRowSchema, stateMovementSummaryCellSchema } from '../../../domain/reports/state-movement';
import { reportTotalsViewSchema } from '../../../domain/reports/totals';
import { reportSortQuerySchema } from '../../../domain/reports/report-sort';
import { attachmentHeader } from '../../lib/csv/stream-csv';
import { errorResponseSchema } from '../../shared/error-response';
import { listPageSchema, pageQuerySchema } from '../../shared/list-page';
import { errorResponses, security } from '../../shared/route-helpers';
import { requestContext, runService } from '../../shared/service-context';
import { availableReports, prepareReportCsv, reportPage, reportTotals, salesConnectCollected, salesConnectReport, stateMovementSummaryOf, underReportTimeLimit } from './reports.service';

const tags = ['reports'];
const kindParams = z.object({ kind: z.string().max(60) });
const failures = { ...errorResponses, 422: errorResponseSchema };

export async function reportsRoutes(api: AppInstance): Promise<void> {
  api.get(
    '/sapna/v1/reports',
    {
      schema: {
        tags,
        security,
        summary: 'The report kinds this user may run (Closure Trend, Collections, Opportunity Funnel, Collection Tracker: RCM_USER and Ticketing only)',
        response: { 200: z.array(reportKindViewSchema), ...failures },
      },
    },
    async (request) => availableReports(userOf(request)),
  );

  api.get(
    '/sapna/v1/reports/state-movement/summary',
    {
      schema: {
        tags,
        security,
        summary: 'The state-movement report as a matrix: how many status changes per entity, from status and to status, for the same range and filters',
        querystring: reportFilterSchema,
        response: { 200: z.array(stateMovementSummaryCellSchema), ...failures },
      },
    },
    async (request) =>
      runService(api.db, request, (ctx) => underReportTimeLimit(ctx.tx, api.deps.config.reportTimeoutMs, () => stateMovementSummaryOf(ctx, request.query))),
  );

  api.get(
    '/sapna/v1/reports/:kind',
    {
      schema: {
        tags,
        security,
        summary:
          "A page of a report's rows in the user's scope (sales-opportunity: one per opportunity; sales: one per agent, spec 002 §3): from the start of `from` to the end of `to` (Asia/Kolkata, at most 366 days), optional city, agent and client type; in the kind's order, or ordered over the whole report by `sort` (a column of the kind) and `dir` (asc, desc; issue 49). A column the kind does not sort by is 400",
        params: kindParams,
        querystring: reportFilterSchema.extend(reportSortQuerySchema.shape).extend(pageQuerySchema(REPORT_PAGE_SIZE, 100)),
        response: { 200: listPageSchema(z.union([salesConnectRowSchema, salesOpportunityRowSchema, salesRowSchema, stateMovementRowSchema, callDetailRowSchema, invoiceReportRowSchema, collectionRowSchema, collectionTrackerRowSchema, closureTrendRowSchema, opportunityFunnelRowSchema])), ...failures },
      },
    },
    async (request) =>
      runService(api.db, request, (ctx) => underReportTimeLimit(ctx.tx, api.deps.config.reportTimeoutMs, () => reportPage(ctx, request.params.kind, request.query))),
  );

  api.get(
    '/sapna/v1/reports/:kind/totals',
    {
      schema: {
        tags,
        security,
        summary:
          "A report's totals (issue 49): its adding figures summed over every row (the rows of its CSV) and the row count, for the range and for the previous period of as many days ending the day before `from`, same filters",
        params: kindParams,
        querystring: reportFilterSchema,
        response: { 200: reportTotalsViewSchema, ...failures },
      },
    },
    async (request) =>
      runService(api.db, request, (ctx) => underReportTimeLimit(ctx.tx, api.deps.config.reportTimeoutMs, () => reportTotals(ctx, request.params.kind, request.query))),
  );

  api.get(
    '/sapna/v1/reports/:kind/download',
    {
      schema: {
        tags,
        security,
        summary: 'The whole report as CSV (UTF-8 with a byte-order mark, streamed), named {kind}-{from}-{to}.csv',
        params: kindParams,
        querystring: reportFilterSchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => sendReportCsv(request, reply, request.params.kind, request.query),
  );

  // Sales Connect (spec 001 §7 names the calls; the paths are ours, issue 12): the sales-connect kind's rows, its
  // CSV, and the collected amount of its opportunities.
  api.get(
    '/sapna/v1/salesconnect-report',
    {
      schema: {
        tags,
        security,
        summary:
          'A page of the opportunities from the Sales Connect campaigns (direct_partners_page, call_center_number) created from the start of `from` to the end of `to` (Asia/Kolkata), in the user\'s scope, newest first or by `sort` and `dir`; optional campaign, city, agent and client type',
        querystring: reportFilterSchema.extend(reportSortQuerySchema.shape).extend(pageQuerySchema(REPORT_PAGE_SIZE, 100)),
        response: { 200: listPageSchema(salesConnectRowSchema), ...failures },
      },
    },
    async (request) =>
      runService(api.db, request, (ctx) => underReportTimeLimit(ctx.tx, api.deps.config.reportTimeoutMs, () => salesConnectReport(ctx, request.query))),
  );

  api.get(
    '/sapna/v1/salesconnect-report/csv',
    {
      schema: {
        tags,
        security,
        summary: 'The sales-connect report as CSV, with each opportunity\'s collected and pending amounts (UTF-8 with a byte-order mark, streamed), named sales-connect-{from}-{to}.csv',
        querystring: reportFilterSchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => sendReportCsv(request, reply, 'sales-connect', request.query),
  );

  api.get(
    '/sapna/v1/collected-amount-salesconnect',
    {
      schema: {
        tags,
        security,
        summary:
          'The collected amount (approved payments) and pending collection of each asked Sales Connect opportunity in the user\'s scope; other ids are left out. At most 100 ids, comma separated',
        querystring: collectedAmountQuerySchema,
        response: { 200: z.array(collectedAmountRowSchema), ...failures },
      },
    },
    async (request) => runService(api.db, request, (ctx) => salesConnectCollected(ctx, request.query.opportunityIds)),
  );

  /** Kind, access, range, filters and the first batch in a transaction under the time limit; the rest streams from the pool. */
  async function sendReportCsv(request: FastifyRequest, reply: FastifyReply, kind: string, query: ReportFilter) {
    const prepared = await api.db.transaction(async (tx) => {
      const ctx = await requestContext(tx, request);
      return underReportTimeLimit(tx, api.deps.config.reportTimeoutMs, () => prepareReportCsv(ctx, kind, query));
    });
    const stream = prepared.stream(api.db);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', attachmentHeader(reportFileName(prepared.kind, prepared.window.from, prepared.window.to)))
      .send(stream);
  }
}

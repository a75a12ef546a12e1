// Reports (issue 12; paths ours under the spec's prefix, spec 001 §7 names the calls without paths).
import { z } from 'zod';
import type { AppInstance } from '../../http';
import { userOf } from '../../http';
import { REPORT_PAGE_SIZE, reportFileName, reportFilterSchema, reportKindViewSchema } from '../../../domain/reports/report-kinds';
import { salesRowSchema } from '../../../domain/reports/sales';
import { salesOpportunityRowSchema } from '../../../domain/reports/sales-opportunity';
import { callDetailRowSchema } from '../../../domain/reports/call-detail';
import { collectionRowSchema, collectionTrackerRowSchema } from '../../../domain/reports/collections';
import { closureTrendRowSchema, opportunityFunnelRowSchema } from '../../../domain/reports/trends';
import { invoiceReportRowSchema } from '../../../domain/reports/invoice';
import { stateMovementRowSchema, stateMovementSummaryCellSchema } from '../../../domain/reports/state-movement';
import { attachmentHeader } from '../../lib/csv/stream-csv';
import { errorResponseSchema } from '../../shared/error-response';
import { listPageSchema, pageQuerySchema } from '../../shared/list-page';
import { errorResponses, security } from '../../shared/route-helpers';
import { requestContext, runService } from '../../shared/service-context';
import { availableReports, prepareReportCsv, reportPage, stateMovementSummaryOf, underReportTimeLimit } from './reports.service';

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
          "A page of a report's rows in the user's scope (sales-opportunity: one per opportunity; sales: one per agent, spec 002 §3): from the start of `from` to the end of `to` (Asia/Kolkata, at most 366 days), optional city, agent and client type",
        params: kindParams,
        querystring: reportFilterSchema.extend(pageQuerySchema(REPORT_PAGE_SIZE, 100)),
        response: { 200: listPageSchema(z.union([salesOpportunityRowSchema, salesRowSchema, stateMovementRowSchema, callDetailRowSchema, invoiceReportRowSchema, collectionRowSchema, collectionTrackerRowSchema, closureTrendRowSchema, opportunityFunnelRowSchema])), ...failures },
      },
    },
    async (request) =>
      runService(api.db, request, (ctx) => underReportTimeLimit(ctx.tx, api.deps.config.reportTimeoutMs, () => reportPage(ctx, request.params.kind, request.query))),
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
    async (request, reply) => {
      // Kind, access, range, filters and the first batch in a transaction under the time limit; the rest streams from the pool.
      const prepared = await api.db.transaction(async (tx) => {
        const ctx = await requestContext(tx, request);
        return underReportTimeLimit(tx, api.deps.config.reportTimeoutMs, () => prepareReportCsv(ctx, request.params.kind, request.query));
      });
      const stream = prepared.stream(api.db);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', attachmentHeader(reportFileName(prepared.kind, prepared.window.from, prepared.window.to)))
        .send(stream);
    },
  );
}

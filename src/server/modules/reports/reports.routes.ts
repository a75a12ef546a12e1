// Reports (issue 12; domain/reports/reports.endpoints.ts).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { reportFileName, type ReportFilter } from '../../../domain/reports/report-kinds';
import { reportEndpoints as endpoints } from '../../../domain/reports/reports.endpoints';
import { userOf, type AppInstance } from '../../http';
import { attachmentHeader } from '../../lib/csv/stream-csv';
import { route } from '../../shared/http/endpoint-route';
import { requestContext, type ServiceContext } from '../../shared/http/service-context';
import { availableReports, prepareReportCsv, reportPage, reportTotals, salesConnectCollected, salesConnectReport, stateMovementSummaryOf, underReportTimeLimit } from './reports.service';

export async function reportsRoutes(api: AppInstance): Promise<void> {
  const limited = <T>(ctx: ServiceContext, fn: () => Promise<T>) => underReportTimeLimit(ctx.tx, api.deps.config.reportTimeoutMs, fn);

  route(api, endpoints.kinds).handle((request) => availableReports(userOf(request)));
  route(api, endpoints.stateMovementSummary).service((ctx, { query }) => limited(ctx, () => stateMovementSummaryOf(ctx, query)));
  route(api, endpoints.page).service((ctx, { params, query }) => limited(ctx, () => reportPage(ctx, params.kind, query)));
  route(api, endpoints.totals).service((ctx, { params, query }) => limited(ctx, () => reportTotals(ctx, params.kind, query)));
  route(api, endpoints.download).handle((request, reply) => sendReportCsv(request, reply, request.params.kind, request.query));
  route(api, endpoints.salesConnect).service((ctx, { query }) => limited(ctx, () => salesConnectReport(ctx, query)));
  route(api, endpoints.salesConnectCsv).handle((request, reply) => sendReportCsv(request, reply, 'sales-connect', request.query));
  route(api, endpoints.collectedAmount).service((ctx, { query }) => salesConnectCollected(ctx, query.opportunityIds));

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

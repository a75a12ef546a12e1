// Renewal dashboard calls (issue 12; domain/renewals/renewals.endpoints.ts): POSTs that only read.
import { RENEWAL_CSV_COLUMNS, renewalFileName } from '../../../domain/renewals/renewal-rule';
import { renewalEndpoints as endpoints } from '../../../domain/renewals/renewals.endpoints';
import type { AppInstance } from '../../http';
import { attachmentHeader, streamCsv } from '../../lib/csv/stream-csv';
import { route } from '../../shared/http/endpoint-route';
import { requestContext } from '../../shared/http/service-context';
import { prepareRenewalCsv, renewalReport, renewalReportAgentwise, renewalReportChart, renewalReportDetails, renewalReportMonthwise } from './renewals.service';

export async function renewalsRoutes(api: AppInstance): Promise<void> {
  route(api, endpoints.summary).service((ctx, { body }) => renewalReport(ctx, body));
  route(api, endpoints.monthwise).service((ctx, { body }) => renewalReportMonthwise(ctx, body));
  route(api, endpoints.chart).service((ctx, { body }) => renewalReportChart(ctx, body));
  route(api, endpoints.agentwise).service((ctx, { body }) => renewalReportAgentwise(ctx, body));
  route(api, endpoints.details).service((ctx, { body }) => renewalReportDetails(ctx, body));
  route(api, endpoints.download).handle(async (request, reply) => {
    const { today, batches } = await api.db.transaction(async (tx) => prepareRenewalCsv(await requestContext(tx, request), request.body));
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', attachmentHeader(renewalFileName(today)))
      .send(streamCsv(RENEWAL_CSV_COLUMNS, batches(api.db), { bom: true }));
  });
}

// Renewal dashboard calls (issue 12; paths ours under the spec's prefix, spec 001 §7 names them without paths).
// POSTs that only read: the filters travel in the body. Every signed-in user, within scope (spec 000 §6).
import { z } from 'zod';
import { pagedSchema } from '../../../domain/paging/paged';
import {
  RENEWAL_CSV_COLUMNS,
  renewalAgentSchema,
  renewalChartSchema,
  renewalDetailsQuerySchema,
  renewalFileName,
  renewalFilterSchema,
  renewalMonthSchema,
  renewalRowSchema,
  renewalSummarySchema,
} from '../../../domain/renewals/renewal-rule';
import type { AppInstance } from '../../http';
import { attachmentHeader, streamCsv } from '../../lib/csv/stream-csv';
import { errorResponseSchema } from '../../shared/error-response';
import { errorResponses, security } from '../../shared/route-helpers';
import { requestContext, runService } from '../../shared/service-context';
import {
  renewalReport,
  renewalReportAgentwise,
  renewalReportChart,
  renewalReportDetails,
  renewalReportMonthwise,
  prepareRenewalCsv,
} from './renewals.service';

const tags = ['renewals'];
const failures = { ...errorResponses, 422: errorResponseSchema };
const body = renewalFilterSchema.default({});
/** Reads, though POSTs (the filters travel in the body): read-only roles (RCM, Ticketing) read them too (issue 49). */
const readOnly = { allowReadOnly: true };

export async function renewalsRoutes(api: AppInstance): Promise<void> {
  api.post(
    '/sapna/v1/renewal-report',
    { config: readOnly, schema: { tags, security, summary: 'Renewal summary: due, renewed, upcoming, lapsed, values and renewal rate', body, response: { 200: renewalSummarySchema, ...failures } } },
    async (request) => runService(api.db, request, (ctx) => renewalReport(ctx, request.body)),
  );
  api.post(
    '/sapna/v1/renewal-report/summary-monthwise',
    { config: readOnly, schema: { tags, security, summary: 'Renewals by the month they fall due', body, response: { 200: z.array(renewalMonthSchema), ...failures } } },
    async (request) => runService(api.db, request, (ctx) => renewalReportMonthwise(ctx, request.body)),
  );
  api.post(
    '/sapna/v1/renewal-report/chart',
    { config: readOnly, schema: { tags, security, summary: 'Renewed and not renewed per renewal bucket (and lapsed)', body, response: { 200: renewalChartSchema, ...failures } } },
    async (request) => runService(api.db, request, (ctx) => renewalReportChart(ctx, request.body)),
  );
  api.post(
    '/sapna/v1/renewal-report/agentwise',
    { config: readOnly, schema: { tags, security, summary: 'Renewals per agent', body, response: { 200: z.array(renewalAgentSchema), ...failures } } },
    async (request) => runService(api.db, request, (ctx) => renewalReportAgentwise(ctx, request.body)),
  );
  api.post(
    '/sapna/v1/renewal-report/details',
    {
      config: readOnly,
      schema: {
        tags,
        security,
        summary: 'A page of sold packages due for renewal, soonest due first (10 a page)',
        body: renewalDetailsQuerySchema.default({ page: 0, size: 10 }),
        response: { 200: pagedSchema(renewalRowSchema), ...failures },
      },
    },
    async (request) => runService(api.db, request, (ctx) => renewalReportDetails(ctx, request.body)),
  );
  api.post(
    '/sapna/v1/renewal-report/download',
    { config: readOnly, schema: { tags, security, summary: 'The details as CSV (UTF-8 with a byte-order mark, streamed), named renewals-{today}.csv', body, produces: ['text/csv'] } },
    async (request, reply) => {
      const { today, batches } = await api.db.transaction(async (tx) => prepareRenewalCsv(await requestContext(tx, request), request.body));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', attachmentHeader(renewalFileName(today)))
        .send(streamCsv(RENEWAL_CSV_COLUMNS, batches(api.db), { bom: true }));
    },
  );
}

import { z } from 'zod';
import { defineEndpoint, uncheckedAnswer } from '../endpoints/endpoint';
import { pagedSchema } from '../paging/paged';
import { renewalAgentSchema, renewalChartSchema, renewalDetailsQuerySchema, renewalFilterSchema, renewalMonthSchema, renewalRowSchema, renewalSummarySchema } from './renewal-rule';
import { failureAnswers } from '../endpoints/failures';
import { renewalRoutes } from './renewals.paths';

const tags = ['renewals'];
const body = renewalFilterSchema.default({});
/**
 * Every signed-in user, within scope (spec 000 §6). Reads, though POSTs (the filters travel in the body): read-only
 * roles (RCM, Ticketing) read them too (issue 49).
 */
const access = { capability: 'signedIn', allowReadOnly: true, tags, documentFailures: true, failures: failureAnswers(422) } as const;

/** Renewal dashboard calls (issue 12; paths ours under the spec's prefix, spec 001 §7 names them without paths). */
export const renewalEndpoints = {
  summary: defineEndpoint({
    method: 'POST',
    path: '/sapna/v1/renewal-report',
    ...access,
    summary: 'Renewal summary: due, renewed, upcoming, lapsed, values and renewal rate',
    body,
    response: renewalSummarySchema,
  }),
  monthwise: defineEndpoint({
    method: 'POST',
    path: '/sapna/v1/renewal-report/summary-monthwise',
    ...access,
    summary: 'Renewals by the month they fall due',
    body,
    response: z.array(renewalMonthSchema),
  }),
  chart: defineEndpoint({
    method: 'POST',
    path: '/sapna/v1/renewal-report/chart',
    ...access,
    summary: 'Renewed and not renewed per renewal bucket (and lapsed)',
    body,
    response: renewalChartSchema,
  }),
  agentwise: defineEndpoint({
    method: 'POST',
    path: '/sapna/v1/renewal-report/agentwise',
    ...access,
    summary: 'Renewals per agent',
    body,
    response: z.array(renewalAgentSchema),
  }),
  details: defineEndpoint({
    ...renewalRoutes.details,
    ...access,
    summary: 'A page of sold packages due for renewal, soonest due first (10 a page)',
    body: renewalDetailsQuerySchema.default({ page: 0, size: 10 }),
    response: pagedSchema(renewalRowSchema),
  }),
  download: defineEndpoint({
    method: 'POST',
    path: '/sapna/v1/renewal-report/download',
    ...access,
    documentFailures: [],
    failures: {},
    summary: 'The details as CSV (UTF-8 with a byte-order mark, streamed), named renewals-{today}.csv',
    body,
    produces: ['text/csv'],
    response: uncheckedAnswer<string>(),
  }),
};

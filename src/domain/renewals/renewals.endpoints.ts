import { z } from 'zod';
import { defineEndpoints, uncheckedAnswer } from '../endpoints/endpoint';
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
export const renewalEndpoints = defineEndpoints(access, {
  summary: {
    method: 'POST',
    path: '/sapna/v1/renewal-report',
    summary: 'Renewal summary: due, renewed, upcoming, lapsed, values and renewal rate',
    body,
    response: renewalSummarySchema,
  },
  monthwise: {
    method: 'POST',
    path: '/sapna/v1/renewal-report/summary-monthwise',
    summary: 'Renewals by the month they fall due',
    body,
    response: z.array(renewalMonthSchema),
  },
  chart: {
    method: 'POST',
    path: '/sapna/v1/renewal-report/chart',
    summary: 'Renewed and not renewed per renewal bucket (and lapsed)',
    body,
    response: renewalChartSchema,
  },
  agentwise: {
    method: 'POST',
    path: '/sapna/v1/renewal-report/agentwise',
    summary: 'Renewals per agent',
    body,
    response: z.array(renewalAgentSchema),
  },
  details: {
    ...renewalRoutes.details,
    summary: 'A page of sold packages due for renewal, soonest due first (10 a page)',
    body: renewalDetailsQuerySchema.default({ page: 0, size: 10 }),
    response: pagedSchema(renewalRowSchema),
  },
  download: {
    method: 'POST',
    path: '/sapna/v1/renewal-report/download',
    documentFailures: [],
    failures: {},
    summary: 'The details as CSV (UTF-8 with a byte-order mark, streamed), named renewals-{today}.csv',
    body,
    produces: ['text/csv'],
    response: uncheckedAnswer<string>(),
  },
});

import { z } from 'zod';
import { defineEndpoints, uncheckedAnswer } from '../endpoints/endpoint';
import { pagedSchema } from '../paging/paged';
import { pageQueryOf } from '../paging/page-query';
import { callDetailRowSchema } from './call-detail';
import { collectionRowSchema, collectionTrackerRowSchema } from './collections';
import { invoiceReportRowSchema } from './invoice';
import { REPORT_PAGE_SIZE, reportFilterSchema, reportKindViewSchema } from './report-kinds';
import { reportSortQuerySchema } from './report-sort';
import { salesRowSchema } from './sales';
import { collectedAmountQuerySchema, collectedAmountRowSchema, salesConnectRowSchema } from './sales-connect';
import { salesOpportunityRowSchema } from './sales-opportunity';
import { stateMovementRowSchema, stateMovementSummaryCellSchema } from './state-movement';
import { reportTotalsViewSchema } from './totals';
import { closureTrendRowSchema, opportunityFunnelRowSchema } from './trends';
import { failureAnswers } from '../endpoints/failures';

const tags = ['reports'];
/** Reads for the 'reports' roles (PERMISSIONS.md); the service refuses the restricted four to the rest. */
const capability = 'reports';
const access = { capability, tags, documentFailures: true, failures: failureAnswers(422) } as const;
const kindParams = z.object({ kind: z.string().max(60) });
const pageFilterSchema = reportFilterSchema.extend(reportSortQuerySchema.shape).extend(pageQueryOf(REPORT_PAGE_SIZE, 100));
const rowSchema = z.union([
  salesConnectRowSchema,
  salesOpportunityRowSchema,
  salesRowSchema,
  stateMovementRowSchema,
  callDetailRowSchema,
  invoiceReportRowSchema,
  collectionRowSchema,
  collectionTrackerRowSchema,
  closureTrendRowSchema,
  opportunityFunnelRowSchema,
]);

/** Reports (issue 12; paths ours under the spec's prefix, spec 001 §7 names the calls without paths). */
export const reportEndpoints = defineEndpoints(access, {
  kinds: {
    method: 'GET',
    path: '/sapna/v1/reports',
    summary: 'The report kinds this user may run (Closure Trend, Collections, Opportunity Funnel, Collection Tracker: RCM_USER and Ticketing only)',
    response: z.array(reportKindViewSchema),
  },
  stateMovementSummary: {
    method: 'GET',
    path: '/sapna/v1/reports/state-movement/summary',
    summary: 'The state-movement report as a matrix: how many status changes per entity, from status and to status, for the same range and filters',
    query: reportFilterSchema,
    response: z.array(stateMovementSummaryCellSchema),
  },
  page: {
    method: 'GET',
    path: '/sapna/v1/reports/:kind',
    summary:
      "A page of a report's rows in the user's scope (sales-opportunity: one per opportunity; sales: one per agent, spec 002 §3): from the start of `from` to the end of `to` (Asia/Kolkata, at most 366 days), optional city, agent and client type; in the kind's order, or ordered over the whole report by `sort` (a column of the kind) and `dir` (asc, desc; issue 49). A column the kind does not sort by is 400",
    params: kindParams,
    query: pageFilterSchema,
    response: pagedSchema(rowSchema),
  },
  totals: {
    method: 'GET',
    path: '/sapna/v1/reports/:kind/totals',
    summary:
      "A report's totals (issue 49): its adding figures summed over every row (the rows of its CSV) and the row count, for the range and for the previous period of as many days ending the day before `from`, same filters",
    params: kindParams,
    query: reportFilterSchema,
    response: reportTotalsViewSchema,
  },
  download: {
    method: 'GET',
    path: '/sapna/v1/reports/:kind/download',
    documentFailures: [],
    failures: {},
    summary: 'The whole report as CSV (UTF-8 with a byte-order mark, streamed), named {kind}-{from}-{to}.csv',
    params: kindParams,
    query: reportFilterSchema,
    produces: ['text/csv'],
    response: uncheckedAnswer<string>(),
  },
  // Sales Connect (spec 001 §7 names the calls; the paths are ours, issue 12): the sales-connect kind's rows, its
  // CSV, and the collected amount of its opportunities.
  salesConnect: {
    method: 'GET',
    path: '/sapna/v1/salesconnect-report',
    summary:
      "A page of the opportunities from the Sales Connect campaigns (direct_partners_page, call_center_number) created from the start of `from` to the end of `to` (Asia/Kolkata), in the user's scope, newest first or by `sort` and `dir`; optional campaign, city, agent and client type",
    query: pageFilterSchema,
    response: pagedSchema(salesConnectRowSchema),
  },
  salesConnectCsv: {
    method: 'GET',
    path: '/sapna/v1/salesconnect-report/csv',
    documentFailures: [],
    failures: {},
    summary: "The sales-connect report as CSV, with each opportunity's collected and pending amounts (UTF-8 with a byte-order mark, streamed), named sales-connect-{from}-{to}.csv",
    query: reportFilterSchema,
    produces: ['text/csv'],
    response: uncheckedAnswer<string>(),
  },
  collectedAmount: {
    method: 'GET',
    path: '/sapna/v1/collected-amount-salesconnect',
    summary:
      "The collected amount (approved payments) and pending collection of each asked Sales Connect opportunity in the user's scope; other ids are left out. At most 100 ids, comma separated",
    query: collectedAmountQuerySchema,
    response: z.array(collectedAmountRowSchema),
  },
});

import { z } from 'zod';
import { idParam } from '../endpoints/params';
import { defineEndpoints } from '../endpoints/endpoint';
import { pagedSchema } from '../paging/paged';
import { actionCreateSchema, actionUpdateSchema, actionViewSchema, actionsQuerySchema, followUpDoneSchema, followUpViewSchema } from './actions';
import {
  dashboardSchema,
  dashboardTypeQuerySchema,
  keySearchQuerySchema,
  leaderboardSchema,
  paymentLinkAggregateSchema,
  performanceTrendSchema,
  tileListQuerySchema,
  tileRowSchema,
} from './tiles';
import { failureAnswers } from '../endpoints/failures';
import { dashboardRoutes } from './dashboards.paths';

const tags = ['dashboards'];
/** Reads for the 'reports' roles and for sellers, within their own scope (this widens PERMISSIONS.md's table: README). */
const reads = { capability: ['reports', 'sell'], tags, documentFailures: true, failures: failureAnswers(422) } as const;
const typeParams = z.object({ type: z.string().max(40) });

/** Dashboards (issue 12; paths ours under the spec's prefixes, spec 001 §7 names the calls without paths). */
export const dashboardEndpoints = defineEndpoints(reads, {
  dashboard: {
    method: 'GET',
    path: '/sapna/v1/dashboard/:type',
    summary: "Tile counts of a dashboard (type owner, broker, builder, tenant) in the user's scope; a count is null where nothing is recorded",
    params: typeParams,
    response: dashboardSchema,
  },
  tileList: {
    method: 'GET',
    path: '/sapna/v1/dashboard/:type/list/:keyName',
    summary: 'The rows behind one tile (list/{keyName}), by the same definition as its count, newest first, 10 a page with the total; key narrows them',
    params: typeParams.extend({ keyName: z.string().max(60) }),
    query: tileListQuerySchema,
    response: pagedSchema(tileRowSchema),
  },
  termsheetKeySearch: {
    method: 'GET',
    path: '/sapna/v1/termsheet/key-search',
    summary: "Termsheets in the user's scope by key: a termsheet, opportunity or account id, or text in the opportunity or account name",
    query: keySearchQuerySchema,
    response: pagedSchema(tileRowSchema),
  },
  leaderboard: {
    method: 'GET',
    path: '/sapna/v1/leaderboard',
    summary: 'Agents ranked by closed deal value in the current sales month, with accounts closed (in scope, the dashboard type)',
    query: dashboardTypeQuerySchema,
    response: leaderboardSchema,
  },
  performanceTrends: {
    method: 'GET',
    path: '/sapna/v1/performance-trends',
    summary: 'Closed value and collections per sales month, the last 6 (in scope, the dashboard type)',
    query: dashboardTypeQuerySchema,
    response: performanceTrendSchema,
  },
  paymentLinkAggregate: {
    method: 'GET',
    path: '/sapna/v1/payment-link/aggregate',
    summary: 'Payment-link payments (mode 10) recorded in the current sales month: sent, paid, pending (counts and amounts)',
    query: dashboardTypeQuerySchema,
    response: paymentLinkAggregateSchema,
  },
  actions: {
    method: 'GET',
    path: '/mystique/v1/dashboard/actions',
    summary: "The user's actions (calendar) due from the start of `from` to the end of `to` (Asia/Kolkata), soonest first",
    query: actionsQuerySchema,
    response: z.array(actionViewSchema),
  },
  createAction: {
    method: 'POST',
    path: '/mystique/v1/dashboard/actions',
    capability: 'sell',
    summary: 'Plans an action (call, meeting, drop-in, e-mail) on an account in scope',
    body: actionCreateSchema,
    response: actionViewSchema,
  },
  updateAction: {
    method: 'PUT',
    path: '/mystique/v1/dashboard/actions/:id',
    capability: 'sell',
    summary: 'Moves an action (dueAt) and/or marks it done (logs the comment on its opportunity or account)',
    params: z.object({ id: idParam() }),
    body: actionUpdateSchema,
    response: actionViewSchema,
  },
  followUps: {
    ...dashboardRoutes.followUps,
    summary:
      "The user's follow-ups (the followup tile's rows of their own book) on the calendar from `from` to `to` (Asia/Kolkata): due 7 days after the last comment (an opportunity never commented on from its creation); an overdue one shows on today",
    query: actionsQuerySchema,
    response: z.array(followUpViewSchema),
  },
  followUpDone: {
    method: 'POST',
    path: '/mystique/v1/dashboard/followups/:opportunityId/done',
    capability: 'sell',
    summary: "Logs the follow-up of an open opportunity of the user's book (a Call comment on it, with the optional note); the next one falls due 7 days on",
    params: z.object({ opportunityId: z.coerce.number().int().positive().max(2_147_483_647) }),
    body: followUpDoneSchema,
    response: z.object({ opportunityId: z.number().int(), commentId: z.number().int() }),
  },
});

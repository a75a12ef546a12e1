// Dashboards (issue 12; paths ours under the spec's prefixes, spec 001 §7 names the calls without paths). Reads for
// the 'reports' roles and for sellers, within their own scope (this widens PERMISSIONS.md's table: README).
import { z } from 'zod';
import {
  dashboardSchema,
  dashboardTypeQuerySchema,
  keySearchQuerySchema,
  leaderboardSchema,
  paymentLinkAggregateSchema,
  performanceTrendSchema,
  tileListQuerySchema,
  tileRowSchema,
} from '../../../domain/dashboards/tiles';
import { pagedSchema } from '../../../domain/paging/paged';
import type { AppInstance } from '../../http';
import { errorResponseSchema } from '../../shared/error-response';
import { errorResponses, security } from '../../shared/route-helpers';
import { runService } from '../../shared/service-context';
import { actionCreateSchema, actionUpdateSchema, actionViewSchema, actionsQuerySchema, followUpDoneSchema, followUpViewSchema } from '../../../domain/dashboards/actions';
import { createAction, listActions, listFollowUps, logFollowUp, updateAction } from './actions.service';
import { dashboard, leaderboard, paymentLinkAggregate, performanceTrends, termsheetKeySearch, tileList } from './dashboards.service';

const tags = ['dashboards'];
const failures = { ...errorResponses, 422: errorResponseSchema };
const typeParams = z.object({ type: z.string().max(40) });

export async function dashboardsRoutes(api: AppInstance): Promise<void> {
  api.get(
    '/sapna/v1/dashboard/:type',
    {
      schema: {
        tags,
        security,
        summary: "Tile counts of a dashboard (type owner, broker, builder, tenant) in the user's scope; a count is null where nothing is recorded",
        params: typeParams,
        response: { 200: dashboardSchema, ...failures },
      },
    },
    async (request) => runService(api.db, request, (ctx) => dashboard(ctx, request.params.type)),
  );

  api.get(
    '/sapna/v1/dashboard/:type/list/:keyName',
    {
      schema: {
        tags,
        security,
        summary: 'The rows behind one tile (list/{keyName}), by the same definition as its count, newest first, 10 a page with the total; key narrows them',
        params: typeParams.extend({ keyName: z.string().max(60) }),
        querystring: tileListQuerySchema,
        response: { 200: pagedSchema(tileRowSchema), ...failures },
      },
    },
    async (request) => runService(api.db, request, (ctx) => tileList(ctx, request.params.type, request.params.keyName, request.query)),
  );

  api.get(
    '/sapna/v1/termsheet/key-search',
    {
      schema: {
        tags,
        security,
        summary: "Termsheets in the user's scope by key: a termsheet, opportunity or account id, or text in the opportunity or account name",
        querystring: keySearchQuerySchema,
        response: { 200: pagedSchema(tileRowSchema), ...failures },
      },
    },
    async (request) => runService(api.db, request, (ctx) => termsheetKeySearch(ctx, request.query)),
  );

  api.get(
    '/sapna/v1/leaderboard',
    {
      schema: {
        tags,
        security,
        summary: 'Agents ranked by closed deal value in the current sales month, with accounts closed (in scope, the dashboard type)',
        querystring: dashboardTypeQuerySchema,
        response: { 200: leaderboardSchema, ...failures },
      },
    },
    async (request) => runService(api.db, request, (ctx) => leaderboard(ctx, request.query.type)),
  );

  api.get(
    '/sapna/v1/performance-trends',
    {
      schema: {
        tags,
        security,
        summary: 'Closed value and collections per sales month, the last 6 (in scope, the dashboard type)',
        querystring: dashboardTypeQuerySchema,
        response: { 200: performanceTrendSchema, ...failures },
      },
    },
    async (request) => runService(api.db, request, (ctx) => performanceTrends(ctx, request.query.type)),
  );

  api.get(
    '/sapna/v1/payment-link/aggregate',
    {
      schema: {
        tags,
        security,
        summary: 'Payment-link payments (mode 10) recorded in the current sales month: sent, paid, pending (counts and amounts)',
        querystring: dashboardTypeQuerySchema,
        response: { 200: paymentLinkAggregateSchema, ...failures },
      },
    },
    async (request) => runService(api.db, request, (ctx) => paymentLinkAggregate(ctx, request.query.type)),
  );

  api.get(
    '/mystique/v1/dashboard/actions',
    {
      schema: {
        tags,
        security,
        summary: "The user's actions (calendar) due from the start of `from` to the end of `to` (Asia/Kolkata), soonest first",
        querystring: actionsQuerySchema,
        response: { 200: z.array(actionViewSchema), ...failures },
      },
    },
    async (request) => runService(api.db, request, (ctx) => listActions(ctx, request.query)),
  );

  api.post(
    '/mystique/v1/dashboard/actions',
    {
      config: { capability: 'sell' },
      schema: { tags, security, summary: 'Plans an action (call, meeting, drop-in, e-mail) on an account in scope', body: actionCreateSchema, response: { 200: actionViewSchema, ...failures } },
    },
    async (request) => runService(api.db, request, (ctx) => createAction(ctx, request.body)),
  );

  api.put(
    '/mystique/v1/dashboard/actions/:id',
    {
      config: { capability: 'sell' },
      schema: {
        tags,
        security,
        summary: 'Moves an action (dueAt) and/or marks it done (logs the comment on its opportunity or account)',
        params: z.object({ id: z.coerce.number().int().positive() }),
        body: actionUpdateSchema,
        response: { 200: actionViewSchema, ...failures },
      },
    },
    async (request) => runService(api.db, request, (ctx) => updateAction(ctx, request.params.id, request.body)),
  );

  api.get(
    '/mystique/v1/dashboard/followups',
    {
      schema: {
        tags,
        security,
        summary:
          "The user's follow-ups (the followup tile's rows of their own book) on the calendar from `from` to `to` (Asia/Kolkata): due 7 days after the last comment (an opportunity never commented on from its creation); an overdue one shows on today",
        querystring: actionsQuerySchema,
        response: { 200: z.array(followUpViewSchema), ...failures },
      },
    },
    async (request) => runService(api.db, request, (ctx) => listFollowUps(ctx, request.query)),
  );

  api.post(
    '/mystique/v1/dashboard/followups/:opportunityId/done',
    {
      config: { capability: 'sell' },
      schema: {
        tags,
        security,
        summary: 'Logs the follow-up of an open opportunity of the user\'s book (a Call comment on it, with the optional note); the next one falls due 7 days on',
        params: z.object({ opportunityId: z.coerce.number().int().positive().max(2_147_483_647) }),
        body: followUpDoneSchema,
        response: { 200: z.object({ opportunityId: z.number().int(), commentId: z.number().int() }), ...failures },
      },
    },
    async (request) => runService(api.db, request, (ctx) => logFollowUp(ctx, request.params.opportunityId, request.body)),
  );
}

// Dashboards (issue 12; domain/dashboards/dashboards.endpoints.ts): reads for the 'reports' roles and for sellers,
// within their own scope (this widens PERMISSIONS.md's table: README).
import { dashboardEndpoints as endpoints } from '../../../domain/dashboards/dashboards.endpoints';
import type { AppInstance } from '../../http';
import { route } from '../../shared/http/endpoint-route';
import { createAction, listActions, listFollowUps, logFollowUp, updateAction } from './actions.service';
import { dashboard, leaderboard, paymentLinkAggregate, performanceTrends, termsheetKeySearch, tileList } from './dashboards.service';

export async function dashboardsRoutes(api: AppInstance): Promise<void> {
  route(api, endpoints.dashboard).service((ctx, { params }) => dashboard(ctx, params.type));
  route(api, endpoints.tileList).service((ctx, { params, query }) => tileList(ctx, params.type, params.keyName, query));
  route(api, endpoints.termsheetKeySearch).service((ctx, { query }) => termsheetKeySearch(ctx, query));
  route(api, endpoints.leaderboard).service((ctx, { query }) => leaderboard(ctx, query.type));
  route(api, endpoints.performanceTrends).service((ctx, { query }) => performanceTrends(ctx, query.type));
  route(api, endpoints.paymentLinkAggregate).service((ctx, { query }) => paymentLinkAggregate(ctx, query.type));
  route(api, endpoints.actions).service((ctx, { query }) => listActions(ctx, query));
  route(api, endpoints.createAction).service((ctx, { body }) => createAction(ctx, body));
  route(api, endpoints.updateAction).service((ctx, { params, body }) => updateAction(ctx, params.id, body));
  route(api, endpoints.followUps).service((ctx, { query }) => listFollowUps(ctx, query));
  route(api, endpoints.followUpDone).service((ctx, { params, body }) => logFollowUp(ctx, params.opportunityId, body));
}

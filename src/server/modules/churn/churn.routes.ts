import { churnEndpoints as endpoints } from '../../../domain/churn/churn.endpoints';
import type { AppInstance } from '../../http';
import { route } from '../../shared/http/endpoint-route';
import * as service from './churn.service';

/** The manual churn schedule endpoints (domain/churn/churn.endpoints.ts); the scheduler is a background job. */
export async function churnRoutes(api: AppInstance): Promise<void> {
  route(api, endpoints.simulate).service((ctx, { body }) => service.simulateChurnSchedule(ctx, body));
  route(api, endpoints.create).service((ctx, { body }) => service.createChurnSchedule(ctx, body));
  route(api, endpoints.list).service((ctx, { query }) => service.listChurnSchedules(ctx, query));
  route(api, endpoints.stop).service((ctx, { query }) => service.stopChurnSchedule(ctx, query.id));
  route(api, endpoints.pocs).service((ctx, { query }) => service.churnPocs(ctx, query.profile_uuid));
}

import { eventEndpoints as endpoints } from '../../../domain/events/events.endpoints';
import type { AppInstance } from '../../http';
import { route } from '../../shared/http/endpoint-route';
import * as service from './events.service';

/** The marketplace event endpoints (domain/events/events.endpoints.ts). */
export async function eventsRoutes(api: AppInstance): Promise<void> {
  route(api, endpoints.list).service((ctx, { query }) => service.listEvents(ctx, query));
  route(api, endpoints.familyEvents).service((ctx) => service.familyEvents(ctx));
  route(api, endpoints.create).service((ctx, { body }) => service.createEvent(ctx, body));
  route(api, endpoints.update).service((ctx, { params, body }) => service.updateEvent(ctx, params.id, body));
}

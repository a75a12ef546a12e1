import { micrositeEndpoints as endpoints } from '../../../domain/microsites/microsites.endpoints';
import type { AppInstance } from '../../http';
import { route } from '../../shared/http/endpoint-route';
import * as service from './microsites.service';

/** Microsite slots, placeholder 75 (domain/microsites/microsites.endpoints.ts). */
export async function micrositesRoutes(api: AppInstance): Promise<void> {
  route(api, endpoints.list).service((ctx, { query }) => service.listMicrosites(ctx, query));
  route(api, endpoints.get).service((ctx, { params }) => service.getMicrosite(ctx, params.id));
  route(api, endpoints.create).service((ctx, { body }) => service.createMicrosite(ctx, body));
  route(api, endpoints.update).service((ctx, { params, body }) => service.updateMicrosite(ctx, params.id, body));
  route(api, endpoints.cancel).service((ctx, { params, body }) => service.cancelMicrosite(ctx, params.id, body.reason));
  route(api, endpoints.saveContent).service((ctx, { params, body }) => service.saveMicrositeContent(ctx, params.id, body));
}

import { adConfigEndpoints as endpoints } from '../../../domain/ad-config/ad-config.endpoints';
import type { AppInstance } from '../../http';
import { route } from '../../shared/http/endpoint-route';
import { runService } from '../../shared/http/service-context';
import * as service from './ad-config.service';

/**
 * Ad-product configuration (spec 002 §7: GET and POST /housingAP/api/v0/product-configuration-details) and the
 * flat panel (issue 14: GET, PUT /housingAdvert/api/v0/flat-panel). Every signed-in user reads; `catalogue` writes.
 */
export async function adConfigRoutes(api: AppInstance): Promise<void> {
  route(api, endpoints.config).service((ctx, { query }) => service.getAdConfig(ctx, query.section));
  route(api, endpoints.flatPanel).service((ctx, { query }) => service.getFlatPanel(ctx, query.city_id));
  route(api, endpoints.flatPanelProjects).service((ctx, { query }) => service.flatPanelProjectOptions(ctx, query.city_id, query.q || undefined));
  route(api, endpoints.saveConfig).handle(async (request, reply) => {
    const result = await runService(api.db, request, (ctx) => service.saveAdConfig(ctx, request.body));
    if (!result.ok) return reply.status(422).send(result.refusal);
    return result.section;
  });
  route(api, endpoints.saveFlatPanel).service((ctx, { body }) => service.saveFlatPanel(ctx, body));
}

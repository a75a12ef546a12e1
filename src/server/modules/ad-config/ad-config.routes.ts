import { adConfigEndpoints as endpoints, FLAT_PANEL_PATH as FLAT_PANEL } from '../../../domain/ad-config/ad-config.endpoints';
import { adConfigInputSchema, adConfigRefusalSchema, adConfigSectionViewSchema } from '../../../domain/ad-config/ad-product-config';
import { flatPanelInputSchema, flatPanelSchema } from '../../../domain/ad-config/flat-panel';
import type { AppInstance } from '../../http';
import { errorResponses, security } from '../../shared/route-helpers';
import { route } from '../../shared/endpoint-route';
import { runService } from '../../shared/service-context';
import * as service from './ad-config.service';

const tags = ['ad-config'];

/**
 * Ad-product configuration (spec 002 §7: GET and POST /housingAP/api/v0/product-configuration-details) and the
 * flat panel (issue 14: GET, PUT /housingAdvert/api/v0/flat-panel). Every signed-in user reads; `catalogue` writes.
 */
export async function adConfigRoutes(api: AppInstance): Promise<void> {
  route(api, endpoints.config).service((ctx, { query }) => service.getAdConfig(ctx, query.section));
  route(api, endpoints.flatPanel).service((ctx, { query }) => service.getFlatPanel(ctx, query.city_id));
  route(api, endpoints.flatPanelProjects).service((ctx, { query }) => service.flatPanelProjectOptions(ctx, query.city_id, query.q || undefined));
  // The writes stay by hand: each documents a 422 (the save answers it with the refusal), which the table does not express.
  api.post(
    '/housingAP/api/v0/product-configuration-details',
    {
      schema: {
        tags,
        security,
        summary: "Save one section; every field's validator runs and all messages come back together (422, nothing saved)",
        body: adConfigInputSchema,
        response: { 200: adConfigSectionViewSchema, ...errorResponses, 422: adConfigRefusalSchema },
      },
    },
    async (request, reply) => {
      const result = await runService(api.db, request, (ctx) => service.saveAdConfig(ctx, request.body));
      if (!result.ok) return reply.status(422).send(result.refusal);
      return result.section;
    },
  );
  api.put(
    FLAT_PANEL,
    {
      schema: {
        tags,
        security,
        summary: "Replace a city's flat panel: order 1..n distinct and contiguous, start on or before end",
        body: flatPanelInputSchema,
        response: { 200: flatPanelSchema, ...errorResponses, 422: adConfigRefusalSchema.pick({ error: true, api_errors: true }) },
      },
    },
    async (request) => runService(api.db, request, (ctx) => service.saveFlatPanel(ctx, request.body)),
  );
}

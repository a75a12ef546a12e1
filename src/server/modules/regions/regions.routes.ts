import { allInOnePage } from '../../../domain/paging/paged';
import { regionEndpoints as endpoints } from '../../../domain/regions/regions.endpoints';
import type { AppInstance } from '../../http';
import { route } from '../../shared/http/endpoint-route';
import * as service from './regions.service';

/** Regions, locality mappings, city tiers, monetizable cities and agents' localities (domain/regions/regions.endpoints.ts). */
export async function regionsRoutes(api: AppInstance): Promise<void> {
  route(api, endpoints.regions).service(async (ctx, { query }) => allInOnePage(await service.listRegions(ctx, query.cityId)));
  route(api, endpoints.createRegion).service((ctx, { body }) => service.createRegion(ctx, body));
  route(api, endpoints.renameRegion).service((ctx, { params, body }) => service.renameRegion(ctx, params.id, body));
  route(api, endpoints.deleteRegion).service((ctx, { params }) => service.deleteRegion(ctx, params.id));
  route(api, endpoints.mapLocalities).service((ctx, { params, body }) => service.mapRegionLocalities(ctx, params.id, body.localityIds));
  route(api, endpoints.unmapLocality).service((ctx, { params, query }) => service.unmapRegionLocality(ctx, params.id, query.localityId));
  route(api, endpoints.localities).service(async (ctx, { query }) => allInOnePage(await service.listLocalities(ctx, query.cityId)));
  route(api, endpoints.cityTiers).service(async (ctx) => allInOnePage(await service.listCityTiers(ctx)));
  route(api, endpoints.setCityTier).service((ctx, { body }) => service.setCityTier(ctx, body));
  route(api, endpoints.monetizableCities).service(async (ctx) => {
    const { results, totalCount } = await service.listMonetizableCities(ctx);
    return { results, totalCount, page: 0, size: results.length };
  });
  route(api, endpoints.addMonetizableCity).service((ctx, { body }) => service.addMonetizableCity(ctx, body));
  route(api, endpoints.removeMonetizableCity).service((ctx, { params }) => service.removeMonetizableCity(ctx, params.cityId));
  route(api, endpoints.agentLocalities).service(async (ctx, { query }) => allInOnePage(await service.listAgentLocalities(ctx, query)));
  route(api, endpoints.mappableAgents).service(async (ctx) => allInOnePage(await service.listMappableAgents(ctx)));
  route(api, endpoints.addAgentLocality).service((ctx, { body }) => service.addAgentLocality(ctx, body));
  route(api, endpoints.removeAgentLocality).service((ctx, { params }) => service.removeAgentLocality(ctx, params.id));
}

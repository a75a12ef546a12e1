import type { AppInstance } from '../../http';
import { route } from '../../shared/http/endpoint-route';
import { allInOnePage } from '../../../domain/paging/paged';
import { legalEntityEndpoints as endpoints } from '../../../domain/legal-entities/legal-entities.endpoints';
import { createAddress, createLegalEntity, listLegalEntities, updateAddress, updateLegalEntity } from './legal-entities.service';

/** The legal-entity endpoints (domain/legal-entities/legal-entities.endpoints.ts). */
export async function legalEntitiesRoutes(api: AppInstance): Promise<void> {
  route(api, endpoints.ofAccount).service(async (ctx, { params }) => allInOnePage(await listLegalEntities(ctx, params.accountId)));
  route(api, endpoints.create).service((ctx, { body }) => createLegalEntity(ctx, body));
  route(api, endpoints.update).service((ctx, { params, body }) => updateLegalEntity(ctx, params.id, body));
  route(api, endpoints.createAddress).service((ctx, { body }) => createAddress(ctx, body));
  route(api, endpoints.updateAddress).service((ctx, { params, body }) => updateAddress(ctx, params.id, body));
}

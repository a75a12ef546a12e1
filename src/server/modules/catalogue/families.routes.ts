import { catalogueEndpoints as endpoints } from '../../../domain/catalogue/catalogue.endpoints';
import type { AppInstance } from '../../http';
import { route } from '../../shared/http/endpoint-route';
import { copyFamily, createFamily, deleteFamily, listFamilies, updateFamily } from './families.service';

/** product-package-family (spec 001 §7: package families v3 read, v2 CRUD with optional copy). */
export async function familiesRoutes(api: AppInstance): Promise<void> {
  route(api, endpoints.families).service((ctx, { query }) => listFamilies(ctx, query));
  route(api, endpoints.createFamily).service((ctx, { body }) => createFamily(ctx, body));
  route(api, endpoints.updateFamily).service((ctx, { params, body }) => updateFamily(ctx, params.id, body));
  route(api, endpoints.deleteFamily).service((ctx, { params }) => deleteFamily(ctx, params.id));
  route(api, endpoints.copyFamily).service((ctx, { params, body }) => copyFamily(ctx, params.id, body));
}

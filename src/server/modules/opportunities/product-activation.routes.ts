// Product activation and complimentary products of an opportunity (domain/opportunities/product-activation.endpoints.ts).
import type { AppInstance } from '../../http';
import { route } from '../../shared/http/endpoint-route';
import { productActivationEndpoints as endpoints } from '../../../domain/opportunities/product-activation.endpoints';
import { activateProduct, activationDetails, tagActivatedProductListings } from './product-activation.service';
import { addComplimentaryProduct, deactivateComplimentaryProduct, listComplimentaryProducts } from './complimentary-products.service';

export async function productActivationRoutes(api: AppInstance): Promise<void> {
  route(api, endpoints.activate).service((ctx, { body }) => activateProduct(ctx, body));
  route(api, endpoints.forceActivate).service((ctx, { body }) => activateProduct(ctx, body, true));
  route(api, endpoints.details).service((ctx, { query }) => activationDetails(ctx, query.opportunityProductMappingId));
  route(api, endpoints.tagListings).service((ctx, { body }) => tagActivatedProductListings(ctx, body));
  route(api, endpoints.complimentaryProducts).service((ctx, { params }) => listComplimentaryProducts(ctx, params.id));
  route(api, endpoints.addComplimentary).service((ctx, { params, body }) => addComplimentaryProduct(ctx, params.id, body));
  route(api, endpoints.deactivateComplimentary).service((ctx, { params }) => deactivateComplimentaryProduct(ctx, params.id));
}

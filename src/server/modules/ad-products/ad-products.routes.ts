import { adProductEndpoints as endpoints } from '../../../domain/ad-products/ad-products.endpoints';
import type { AppInstance } from '../../http';
import { route } from '../../shared/http/endpoint-route';
import * as reference from './ad-reference.service';
import * as service from './ad-products.service';
import * as availability from './slot-availability.service';

/** The ad services (domain/ad-products/ad-products.endpoints.ts): package slots, reference lists, slot availability. */
export async function adProductsRoutes(api: AppInstance): Promise<void> {
  route(api, endpoints.packageSlots).service((ctx, { query }) => service.listPackageSlots(ctx, query));
  route(api, endpoints.packageSlot).service((ctx, { params }) => service.getPackageSlot(ctx, params.slotId));
  route(api, endpoints.createPackageSlot).service((ctx, { body }) => service.createPackageSlot(ctx, body));
  route(api, endpoints.updatePackageSlot).service((ctx, { body }) => service.updatePackageSlot(ctx, body));
  route(api, endpoints.savePackageSlotCards).service((ctx, { params, body }) => service.savePackageSlotCards(ctx, params.slotId, body.cards));
  route(api, endpoints.cancelPackageSlot).service((ctx, { params, body }) => service.cancelPackageSlot(ctx, params.slotId, body.reason));
  route(api, endpoints.soldAmount).service((ctx, { query }) => service.soldAmount(ctx, query.opportunityId, query.productId, query.opportunityPackageMappingId));
  route(api, endpoints.productsMapping).service((ctx) => reference.productsMapping(ctx));
  route(api, endpoints.helperList).service((ctx, { params, query }) => reference.helperList(ctx, params.n, query));
  route(api, endpoints.slotAvailability).service((ctx, { query }) => availability.slotAvailability(ctx, query));
  route(api, endpoints.slotCapacities).service((ctx) => availability.listCapacities(ctx));
  route(api, endpoints.saveSlotCapacity).service((ctx, { params, body }) => availability.saveCapacity(ctx, params.productId, body.capacity));
}

import { cancelSlotInputSchema } from '../../../domain/ad-products/slot-cancel';
import { z } from 'zod';
import { helperListSchema, productMappingSchema } from '../../../domain/ad-products/ad-reference';
import {
  packageSlotInputSchema,
  packageSlotListQuerySchema,
  packageSlotPageSchema,
  packageSlotViewSchema,
  slotCardsInputSchema,
} from '../../../domain/ad-products/package-slot';
import { slotAvailabilityQuerySchema, slotAvailabilitySchema, slotCapacityInputSchema, slotCapacitySchema } from '../../../domain/ad-products/slot-availability';
import type { AppInstance } from '../../http';
import { idParam } from '../../shared/route-params';
import { errorResponses, security } from '../../shared/route-helpers';
import { runService } from '../../shared/service-context';
import * as reference from './ad-reference.service';
import * as service from './ad-products.service';
import * as availability from './slot-availability.service';

const tags = ['ad-products'];

/**
 * The ad services as modules of our server (issue 14; spec 002 §7): audience maximizer package slots, the
 * products mapping, the housing helper lists and slot availability. Writes: `sell` (register.ts) unless a route
 * says otherwise.
 */
export async function adProductsRoutes(api: AppInstance): Promise<void> {
  api.get(
    '/housingAdvert/products/get-all-packages',
    {
      schema: {
        tags,
        security,
        summary: 'Package slots, newest first, 10 a page; total_pages is the current page plus one when there is a next page',
        querystring: packageSlotListQuerySchema,
        response: { 200: packageSlotPageSchema, ...errorResponses },
      },
    },
    async (request) => runService(api.db, request, (ctx) => service.listPackageSlots(ctx, request.query)),
  );

  api.get(
    '/housingAdvert/products/packages/:slotId',
    {
      schema: { tags, security, summary: 'One package slot with its cards; 404 outside scope', params: z.object({ slotId: idParam() }), response: { 200: packageSlotViewSchema, ...errorResponses } },
    },
    async (request) => runService(api.db, request, (ctx) => service.getPackageSlot(ctx, request.params.slotId)),
  );

  api.post(
    '/housingAdvert/products/create-packages',
    {
      schema: {
        tags,
        security,
        summary: "Create a package slot with up to 6 cards; 409 'Slot is not available for the selected dates' when the place is full",
        body: packageSlotInputSchema,
        response: { 200: packageSlotViewSchema, ...errorResponses },
      },
    },
    async (request) => runService(api.db, request, (ctx) => service.createPackageSlot(ctx, request.body)),
  );

  api.post(
    '/housingAdvert/products/update-packages',
    {
      schema: { tags, security, summary: 'Update a package slot (slot_id) and its cards', body: packageSlotInputSchema, response: { 200: packageSlotViewSchema, ...errorResponses } },
    },
    async (request) => runService(api.db, request, (ctx) => service.updatePackageSlot(ctx, request.body)),
  );

  api.put(
    '/housingAdvert/products/packages/:slotId/cards',
    {
      config: { capability: ['content', 'sell'] },
      schema: {
        tags,
        security,
        summary: 'Replace the cards of a package slot (content roles: any slot; sellers: slots in scope)',
        params: z.object({ slotId: idParam() }),
        body: slotCardsInputSchema,
        response: { 200: packageSlotViewSchema, ...errorResponses },
      },
    },
    async (request) => runService(api.db, request, (ctx) => service.savePackageSlotCards(ctx, request.params.slotId, request.body.cards)),
  );

  api.post(
    '/housingAdvert/products/packages/:slotId/cancel',
    {
      config: { capability: 'sell' },
      schema: {
        tags,
        security,
        summary: 'Cancel a package slot with a reason: final, its booking freed, history kept (sellers, slots in scope)',
        params: z.object({ slotId: idParam() }),
        body: cancelSlotInputSchema,
        response: { 200: packageSlotViewSchema, ...errorResponses },
      },
    },
    async (request) => runService(api.db, request, (ctx) => service.cancelPackageSlot(ctx, request.params.slotId, request.body.reason)),
  );

  api.get(
    '/housingAdvert/products/sold-amount',
    {
      schema: {
        tags,
        security,
        summary: "The amount a slot of the product takes by default: its sold package mapping's on the opportunity (issue 50)",
        querystring: z.object({
          opportunityId: z.coerce.number().int().positive().max(2_147_483_647),
          productId: z.coerce.number().int().positive().max(2_147_483_647),
          opportunityPackageMappingId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
        }),
        response: { 200: z.object({ opportunityPackageMappingId: z.number().int(), amount: z.number() }), ...errorResponses },
      },
    },
    async (request) =>
      runService(api.db, request, (ctx) => service.soldAmount(ctx, request.query.opportunityId, request.query.productId, request.query.opportunityPackageMappingId)),
  );

  api.get(
    '/housingAP/products-mapping',
    { schema: { tags, security, summary: 'The ad products and the screen each belongs to', response: { 200: z.array(productMappingSchema), ...errorResponses } } },
    async (request) => runService(api.db, request, (ctx) => reference.productsMapping(ctx)),
  );

  api.get(
    '/sapna/v1/housing/helper/:n',
    {
      schema: {
        tags,
        security,
        summary: 'Reference list n (1, 2, 5, 7, 8, 10, 11, 12, 18, 20, 21); any other n 404',
        params: z.object({ n: z.coerce.number().int().min(0).max(1_000_000) }),
        querystring: z.object({ cityId: z.coerce.number().int().positive().max(2_147_483_647).optional(), cityUuid: z.string().trim().min(1).max(100).optional() }),
        response: { 200: helperListSchema, ...errorResponses },
      },
    },
    async (request) => runService(api.db, request, (ctx) => reference.helperList(ctx, request.params.n, request.query)),
  );

  api.get(
    '/housingAdvert/products/slot-availability',
    {
      // Up to 5,000 bookings a request, built field by field in the schema's shape: no zod encode in production.
      config: { trustedResponse: true },
      schema: {
        tags,
        security,
        summary: 'Booked and free slots of a product by city or polygon over a date range (at most 366 days)',
        querystring: slotAvailabilityQuerySchema,
        response: { 200: slotAvailabilitySchema, ...errorResponses },
      },
    },
    async (request) => runService(api.db, request, (ctx) => availability.slotAvailability(ctx, request.query)),
  );

  api.get(
    '/housingAdvert/products/slot-capacities',
    { schema: { tags, security, summary: 'Slots per place and day, per product (1 where none is set)', response: { 200: z.array(slotCapacitySchema), ...errorResponses } } },
    async (request) => runService(api.db, request, (ctx) => availability.listCapacities(ctx)),
  );

  api.put(
    '/housingAdvert/products/slot-capacities/:productId',
    {
      config: { capability: 'catalogue' },
      schema: {
        tags,
        security,
        summary: "Set a product's capacity (catalogue roles)",
        params: z.object({ productId: idParam() }),
        body: slotCapacityInputSchema,
        response: { 200: slotCapacitySchema, ...errorResponses },
      },
    },
    async (request) => runService(api.db, request, (ctx) => availability.saveCapacity(ctx, request.params.productId, request.body.capacity)),
  );
}

import { z } from 'zod';
import { defineEndpoints } from '../endpoints/endpoint';
import { idParam } from '../endpoints/params';
import { helperListSchema, productMappingSchema } from './ad-reference';
import { packageSlotInputSchema, packageSlotListQuerySchema, packageSlotPageSchema, packageSlotViewSchema, slotCardsInputSchema } from './package-slot';
import { slotAvailabilityQuerySchema, slotAvailabilitySchema, slotCapacityInputSchema, slotCapacitySchema } from './slot-availability';
import { cancelSlotInputSchema } from './slot-cancel';

/** Reads: sellers' roles, and content (it edits the cards). */
const read = ['readSales', 'content'] as const;
const slotId = z.object({ slotId: idParam() });

/**
 * The ad services as modules of our server (issue 14; spec 002 §7): audience maximizer package slots, the
 * products mapping, the housing helper lists and slot availability. Writes: `sell` unless an endpoint says otherwise.
 */
export const adProductEndpoints = defineEndpoints({ tags: ['ad-products'], documentFailures: true, capability: read }, {
  packageSlots: {
    method: 'GET', path: '/housingAdvert/products/get-all-packages',
    summary: 'Package slots, newest first, 10 a page; total_pages is the current page plus one when there is a next page',
    query: packageSlotListQuerySchema, response: packageSlotPageSchema,
  },
  packageSlot: {
    method: 'GET', path: '/housingAdvert/products/packages/:slotId',
    summary: 'One package slot with its cards; 404 outside scope',
    params: slotId, response: packageSlotViewSchema,
  },
  createPackageSlot: {
    method: 'POST', path: '/housingAdvert/products/create-packages', capability: 'sell',
    summary: "Create a package slot with up to 6 cards; 409 'Slot is not available for the selected dates' when the place is full",
    body: packageSlotInputSchema, response: packageSlotViewSchema,
  },
  updatePackageSlot: {
    method: 'POST', path: '/housingAdvert/products/update-packages', capability: 'sell',
    summary: 'Update a package slot (slot_id) and its cards',
    body: packageSlotInputSchema, response: packageSlotViewSchema,
  },
  savePackageSlotCards: {
    method: 'PUT', path: '/housingAdvert/products/packages/:slotId/cards', capability: ['content', 'sell'],
    summary: 'Replace the cards of a package slot (content roles: any slot; sellers: slots in scope)',
    params: slotId, body: slotCardsInputSchema, response: packageSlotViewSchema,
  },
  cancelPackageSlot: {
    method: 'POST', path: '/housingAdvert/products/packages/:slotId/cancel', capability: 'sell',
    summary: 'Cancel a package slot with a reason: final, its booking freed, history kept (sellers, slots in scope)',
    params: slotId, body: cancelSlotInputSchema, response: packageSlotViewSchema,
  },
  soldAmount: {
    method: 'GET',
    path: '/housingAdvert/products/sold-amount',
    summary: "The amount a slot of the product takes by default: its sold package mapping's on the opportunity (issue 50)",
    query: z.object({
      opportunityId: z.coerce.number().int().positive().max(2_147_483_647),
      productId: z.coerce.number().int().positive().max(2_147_483_647),
      opportunityPackageMappingId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
    }),
    response: z.object({ opportunityPackageMappingId: z.number().int(), amount: z.number() }),
  },
  productsMapping: {
    method: 'GET', path: '/housingAP/products-mapping',
    summary: 'The ad products and the screen each belongs to',
    response: z.array(productMappingSchema),
  },
  helperList: {
    method: 'GET', path: '/sapna/v1/housing/helper/:n',
    summary: 'Reference list n (1, 2, 5, 7, 8, 10, 11, 12, 18, 20, 21); any other n 404',
    params: z.object({ n: z.coerce.number().int().min(0).max(1_000_000) }),
    query: z.object({ cityId: z.coerce.number().int().positive().max(2_147_483_647).optional(), cityUuid: z.string().trim().min(1).max(100).optional() }),
    response: helperListSchema,
  },
  // Up to 5,000 bookings a request, built field by field in the schema's shape: no zod encode in production.
  slotAvailability: {
    method: 'GET', path: '/housingAdvert/products/slot-availability', trustedResponse: true,
    summary: 'Booked and free slots of a product by city or polygon over a date range (at most 366 days)',
    query: slotAvailabilityQuerySchema, response: slotAvailabilitySchema,
  },
  slotCapacities: {
    method: 'GET', path: '/housingAdvert/products/slot-capacities',
    summary: 'Slots per place and day, per product (1 where none is set)',
    response: z.array(slotCapacitySchema),
  },
  saveSlotCapacity: {
    method: 'PUT', path: '/housingAdvert/products/slot-capacities/:productId', capability: 'catalogue',
    summary: "Set a product's capacity (catalogue roles)",
    params: z.object({ productId: idParam() }), body: slotCapacityInputSchema, response: slotCapacitySchema,
  },
});

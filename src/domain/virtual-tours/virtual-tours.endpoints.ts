import { z } from 'zod';
import { defineEndpoints } from '../endpoints/endpoint';
import { idParam, pageParam } from '../endpoints/params';
import { createVirtualTourSlotSchema, updateVirtualTourSlotSchema, virtualTourSlotListSchema, virtualTourSlotSchema } from './virtual-tour';

const id = z.object({ id: idParam() });

/** Virtual-tour (webinar) slots, spec 002 §7: reads for whoever reads sales (scope decides), writes for `sell`. */
export const virtualTourEndpoints = defineEndpoints({ tags: ['virtual-tours'], capability: 'readSales' }, {
  list: {
    method: 'GET',
    path: '/housingAdvert/api/v0/video-tour-slots',
    summary: 'Virtual-tour slots of opportunities in scope, latest webinar first (path ours): { data, totalCount, page, size }',
    query: z.object({
      opportunity_id: idParam().optional(),
      status_id: z.coerce.number().int().min(0).max(99).optional(),
      page: pageParam(),
      size: z.coerce.number().int().min(1).max(100).default(10),
    }),
    response: virtualTourSlotListSchema,
  },
  get: {
    method: 'GET', path: '/housingAdvert/api/v0/video-tour-slots/:id',
    summary: 'One virtual-tour slot (path ours); 404 when unknown or out of scope',
    params: id, response: virtualTourSlotSchema,
  },
  create: {
    method: 'POST', path: '/housingAP/api/v0/create-video-tour-slot', capability: 'sell',
    summary: 'Create a virtual-tour slot: payment_details.amount, products keyed 82 with polygon_uuids, product_details (sell, opportunity in scope)',
    body: createVirtualTourSlotSchema, response: virtualTourSlotSchema,
  },
  update: {
    method: 'PUT', path: '/housingAdvert/api/v0/update-video-tour-slot/:id', capability: 'sell',
    summary: 'Update or cancel a slot: package_details (event_id or status_id), promoted_products keyed 82. Status 4 or 9 cancels (4, or 9 after the start); a final slot (4, 9) is 409',
    params: id, body: updateVirtualTourSlotSchema, response: virtualTourSlotSchema,
  },
});

import { z } from 'zod';
import {
  createVirtualTourSlotSchema,
  updateVirtualTourSlotSchema,
  virtualTourSlotListSchema,
  virtualTourSlotSchema,
} from '../../../domain/virtual-tours/virtual-tour';
import type { AppInstance } from '../../http';
import { idParam, pageParam } from '../../shared/route-params';
import { runService } from '../../shared/service-context';
import * as service from './virtual-tours.service';

const tags = ['virtual-tours'];

/** Virtual-tour (webinar) slots, spec 002 §7. Reads for every signed-in user (scope decides), writes for `sell`. */
export async function virtualToursRoutes(api: AppInstance): Promise<void> {
  api.get(
    '/housingAdvert/api/v0/video-tour-slots',
    {
      schema: {
        tags,
        summary: 'Virtual-tour slots of opportunities in scope, latest webinar first (path ours): { data, totalCount, page, size }',
        querystring: z.object({
          opportunity_id: idParam().optional(),
          status_id: z.coerce.number().int().min(0).max(99).optional(),
          page: pageParam(),
          size: z.coerce.number().int().min(1).max(100).default(10),
        }),
        response: { 200: virtualTourSlotListSchema },
      },
    },
    async (request) => runService(api.db, request, (ctx) => service.listVirtualTourSlots(ctx, request.query)),
  );

  api.get(
    '/housingAdvert/api/v0/video-tour-slots/:id',
    {
      schema: { tags, summary: 'One virtual-tour slot (path ours); 404 when unknown or out of scope', params: z.object({ id: idParam() }), response: { 200: virtualTourSlotSchema } },
    },
    async (request) => runService(api.db, request, (ctx) => service.getVirtualTourSlot(ctx, request.params.id)),
  );

  api.post(
    '/housingAP/api/v0/create-video-tour-slot',
    {
      schema: {
        tags,
        summary: 'Create a virtual-tour slot: payment_details.amount, products keyed 82 with polygon_uuids, product_details (sell, opportunity in scope)',
        body: createVirtualTourSlotSchema,
        response: { 200: virtualTourSlotSchema },
      },
    },
    async (request) => runService(api.db, request, (ctx) => service.createVirtualTourSlot(ctx, request.body)),
  );

  api.put(
    '/housingAdvert/api/v0/update-video-tour-slot/:id',
    {
      schema: {
        tags,
        summary:
          'Update or cancel a slot: package_details (event_id or status_id), promoted_products keyed 82. Status 4 or 9 cancels (4, or 9 after the start); a final slot (4, 9) is 409',
        params: z.object({ id: idParam() }),
        body: updateVirtualTourSlotSchema,
        response: { 200: virtualTourSlotSchema },
      },
    },
    async (request) => runService(api.db, request, (ctx) => service.updateVirtualTourSlot(ctx, request.params.id, request.body)),
  );
}

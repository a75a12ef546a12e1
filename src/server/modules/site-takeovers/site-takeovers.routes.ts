import { z } from 'zod';
import { pagedSchema } from '../../../domain/paging/paged';
import { siteTakeoverCardsSchema, siteTakeoverInputSchema, siteTakeoverSlotSchema } from '../../../domain/slots/site-takeover';
import type { AppInstance } from '../../http';
import { idParam, pageParam } from '../../shared/route-params';
import { runService } from '../../shared/service-context';
import * as service from './site-takeovers.service';

const tags = ['site-takeovers'];
const BASE = '/housingAdvert/api/v0/site-takeover-slots';

/** Site-takeover slots, product 74 (spec 002 §3; paths ours). Reads for every signed-in user, writes for `sell`. */
export async function siteTakeoversRoutes(api: AppInstance): Promise<void> {
  api.get(
    BASE,
    {
      schema: {
        tags,
        summary: 'Site-takeover slots of opportunities in scope, latest start first',
        querystring: z.object({ opportunity_id: idParam().optional(), page: pageParam(), size: z.coerce.number().int().min(1).max(100).default(10) }),
        response: { 200: pagedSchema(siteTakeoverSlotSchema) },
      },
    },
    async (request) => runService(api.db, request, (ctx) => service.listSiteTakeovers(ctx, request.query)),
  );
  api.get(
    `${BASE}/:id`,
    { schema: { tags, summary: 'One site-takeover slot; 404 when unknown or out of scope', params: z.object({ id: idParam() }), response: { 200: siteTakeoverSlotSchema } } },
    async (request) => runService(api.db, request, (ctx) => service.getSiteTakeover(ctx, request.params.id)),
  );
  api.post(
    BASE,
    {
      schema: {
        tags,
        summary: "Book a site takeover; a polygon already booked on any of the dates is 409 'Slot is not available for the selected dates'",
        body: siteTakeoverInputSchema,
        response: { 200: siteTakeoverSlotSchema },
      },
    },
    async (request) => runService(api.db, request, (ctx) => service.createSiteTakeover(ctx, request.body)),
  );
  api.put(
    `${BASE}/:id`,
    {
      schema: {
        tags,
        summary: 'Edit a slot; a past slot (end before today, Asia/Kolkata) is 409; overlapping dates 409',
        params: z.object({ id: idParam() }),
        body: siteTakeoverInputSchema,
        response: { 200: siteTakeoverSlotSchema },
      },
    },
    async (request) => runService(api.db, request, (ctx) => service.updateSiteTakeover(ctx, request.params.id, request.body)),
  );
  api.put(
    `${BASE}/:id/cards`,
    {
      config: { capability: ['content', 'sell'] },
      schema: {
        tags,
        summary: 'Replace the cards (priorities 1-10: banner 1, 6-8; front 2-5; logo 9, 10): content roles and sellers',
        params: z.object({ id: idParam() }),
        body: z.object({ slot_product_cards: siteTakeoverCardsSchema }),
        response: { 200: siteTakeoverSlotSchema },
      },
    },
    async (request) => runService(api.db, request, (ctx) => service.updateSiteTakeoverCards(ctx, request.params.id, request.body.slot_product_cards)),
  );
}

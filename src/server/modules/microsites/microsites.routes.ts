import { z } from 'zod';
import { cancelSlotInputSchema } from '../../../domain/ad-products/slot-cancel';
import { pagedSchema } from '../../../domain/paging/paged';
import { micrositeContentSchema, micrositeListQuerySchema, micrositeSlotInputSchema, micrositeSlotSchema } from '../../../domain/microsites/microsite';
import type { AppInstance } from '../../http';
import { idParam } from '../../shared/route-params';
import { runService } from '../../shared/service-context';
import * as service from './microsites.service';

const tags = ['microsites'];
const BASE = '/housingAdvert/api/v0/microsite-slots';

/** Microsite slots, placeholder 75 (spec 002 §2, §3, §5; paths ours, beside the site-takeover ones). */
export async function micrositesRoutes(api: AppInstance): Promise<void> {
  api.get(
    BASE,
    {
      schema: { tags, summary: 'Microsite slots of opportunities in scope (content roles: the brand), newest first', querystring: micrositeListQuerySchema, response: { 200: pagedSchema(micrositeSlotSchema) } },
    },
    async (request) => runService(api.db, request, (ctx) => service.listMicrosites(ctx, request.query)),
  );
  api.get(
    `${BASE}/:id`,
    {
      schema: { tags, summary: 'One microsite slot with its content; 404 when unknown or out of scope', params: z.object({ id: idParam() }), response: { 200: micrositeSlotSchema } },
    },
    async (request) => runService(api.db, request, (ctx) => service.getMicrosite(ctx, request.params.id)),
  );
  api.post(
    BASE,
    {
      schema: {
        tags,
        summary: "Create a microsite slot (sell): books product 75 for the project and dates; taken dates are 409 'Slot is not available for the selected dates'",
        body: micrositeSlotInputSchema,
        response: { 200: micrositeSlotSchema },
      },
    },
    async (request) => runService(api.db, request, (ctx) => service.createMicrosite(ctx, request.body)),
  );
  api.put(
    `${BASE}/:id`,
    {
      schema: { tags, summary: 'Edit a microsite slot (sell, in scope); moves its booking', params: z.object({ id: idParam() }), body: micrositeSlotInputSchema, response: { 200: micrositeSlotSchema } },
    },
    async (request) => runService(api.db, request, (ctx) => service.updateMicrosite(ctx, request.params.id, request.body)),
  );
  api.post(
    `${BASE}/:id/cancel`,
    {
      config: { capability: 'sell' },
      schema: {
        tags,
        summary: 'Cancel a microsite slot with a reason (sell, in scope): final, its booking freed, history kept',
        params: z.object({ id: idParam() }),
        body: cancelSlotInputSchema,
        response: { 200: micrositeSlotSchema },
      },
    },
    async (request) => runService(api.db, request, (ctx) => service.cancelMicrosite(ctx, request.params.id, request.body.reason)),
  );
  api.put(
    `${BASE}/:id/content`,
    {
      config: { capability: ['content', 'sell'] },
      schema: {
        tags,
        summary: 'Replace the content (theme, carousels, offers, usp, highlights, payment plans, testimonials, digitour): content roles and sellers',
        params: z.object({ id: idParam() }),
        body: micrositeContentSchema,
        response: { 200: micrositeSlotSchema },
      },
    },
    async (request) => runService(api.db, request, (ctx) => service.saveMicrositeContent(ctx, request.params.id, request.body)),
  );
}

import fastifyMultipart from '@fastify/multipart';
import { z } from 'zod';
import { cancelSlotInputSchema } from '../../../domain/ad-products/slot-cancel';
import { pagedSchema } from '../../../domain/paging/paged';
import {
  parseCardImageTags,
  SITE_TAKEOVER_MESSAGES,
  siteTakeoverCardImageAnswerSchema,
  siteTakeoverCardsSchema,
  siteTakeoverInputSchema,
  siteTakeoverSlotSchema,
} from '../../../domain/site-takeovers/site-takeover';
import { ApiError, badRequest } from '../../errors';
import { documentStorageFor } from '../../storage/document-storage';
import { storeUpload } from '../documents/documents.service';
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
  api.post(
    `${BASE}/:id/cancel`,
    {
      config: { capability: 'sell' },
      schema: {
        tags,
        summary: 'Cancel a slot with a reason (sell, in scope): final, its polygons freed, history kept; a past slot is 409',
        params: z.object({ id: idParam() }),
        body: cancelSlotInputSchema,
        response: { 200: siteTakeoverSlotSchema },
      },
    },
    async (request) => runService(api.db, request, (ctx) => service.cancelSiteTakeover(ctx, request.params.id, request.body.reason)),
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

  const storage = documentStorageFor(api.deps.config);
  const maxBytes = api.deps.config.documentMaxBytes;
  api.get(
    '/housingAdvert/api/v0/site-takeover-card-images/:imageId',
    { schema: { tags, summary: 'One card image (streamed with its content type)', params: z.object({ imageId: idParam() }), produces: ['image/*'] } },
    async (request, reply) => {
      const image = await runService(api.db, request, (ctx) => service.cardImage(ctx, request.params.imageId));
      const stream = await storage.get(image.storageKey);
      if (!stream) throw new ApiError(404, SITE_TAKEOVER_MESSAGES.cardNotFound);
      return reply.header('content-type', image.contentType).header('content-length', String(image.sizeBytes)).header('cache-control', 'private, max-age=3600').send(stream);
    },
  );
  await api.register(async (uploads) => {
    await uploads.register(fastifyMultipart, { limits: { fileSize: maxBytes, files: 1, fields: 1, fieldSize: 100, parts: 2 } });
    (uploads as AppInstance).post(
      `${BASE}/:id/cards/:priority/image`,
      {
        config: { capability: ['content', 'sell'] },
        schema: {
          tags,
          summary: "Upload a card's image (multipart: tags, e.g. '1445,1282', then the file; gif, jpeg or png by content). Without tags the image is kept and the answer warns 'Tags Tags are compulsory'",
          consumes: ['multipart/form-data'],
          params: z.object({ id: idParam(), priority: z.coerce.number().int().min(1).max(10) }),
          response: { 200: siteTakeoverCardImageAnswerSchema },
        },
      },
      async (request) => {
        if (!request.isMultipart()) throw new ApiError(415, 'Send the image as multipart/form-data.');
        const { id, priority } = request.params;
        let tagIds: number[] = [];
        try {
          for await (const part of request.parts()) {
            if (part.type === 'field') {
              if (part.fieldname !== 'tags') continue;
              const parsed = parseCardImageTags(String(part.value));
              if (parsed === null) throw badRequest(SITE_TAKEOVER_MESSAGES.unknownTag);
              tagIds = parsed;
              continue;
            }
            try {
              await runService(uploads.db, request, (ctx) => service.checkCardImage(ctx, id, priority));
            } catch (error) {
              part.file.resume();
              throw error;
            }
            const stored = await storeUpload(storage, part.file, maxBytes);
            if (stored.contentType === 'application/pdf') {
              await storage.delete(stored.storageKey).catch(() => undefined);
              throw new ApiError(415, SITE_TAKEOVER_MESSAGES.imageType);
            }
            try {
              return await runService(uploads.db, request, (ctx) => service.recordCardImage(ctx, id, priority, part.filename, stored, tagIds));
            } catch (error) {
              await storage.delete(stored.storageKey).catch(() => undefined);
              throw error;
            }
          }
        } catch (error) {
          if (error instanceof ApiError) throw error;
          const code = (error as { code?: string }).code;
          if (typeof code === 'string' && code.startsWith('FST_')) throw badRequest(error instanceof Error ? error.message : 'Malformed multipart body.');
          throw error;
        }
        throw badRequest(SITE_TAKEOVER_MESSAGES.imageMissing);
      },
    );
  });
}

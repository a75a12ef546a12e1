import fastifyMultipart from '@fastify/multipart';
import { parseCardImageTags, SITE_TAKEOVER_MESSAGES } from '../../../domain/site-takeovers/site-takeover';
import { siteTakeoverEndpoints as endpoints } from '../../../domain/site-takeovers/site-takeovers.endpoints';
import { ApiError, badRequest } from '../../errors';
import { documentStorageFor } from '../../storage/document-storage';
import { storeUpload } from '../documents/documents.service';
import type { AppInstance } from '../../http';
import { route } from '../../shared/http/endpoint-route';
import { runService } from '../../shared/http/service-context';
import * as service from './site-takeovers.service';

/** Site-takeover slots, product 74 (spec 002 §3; paths ours). Reads for every signed-in user, writes for `sell`. */
export async function siteTakeoversRoutes(api: AppInstance): Promise<void> {
  route(api, endpoints.list).service((ctx, { query }) => service.listSiteTakeovers(ctx, query));
  route(api, endpoints.get).service((ctx, { params }) => service.getSiteTakeover(ctx, params.id));
  route(api, endpoints.create).service((ctx, { body }) => service.createSiteTakeover(ctx, body));
  route(api, endpoints.update).service((ctx, { params, body }) => service.updateSiteTakeover(ctx, params.id, body));
  route(api, endpoints.cancel).service((ctx, { params, body }) => service.cancelSiteTakeover(ctx, params.id, body.reason));
  route(api, endpoints.updateCards).service((ctx, { params, body }) => service.updateSiteTakeoverCards(ctx, params.id, body.slot_product_cards));

  // A card's image: streamed out with its own headers, uploaded as multipart (the tags, then the file).
  const storage = documentStorageFor(api.deps.config);
  const maxBytes = api.deps.config.documentMaxBytes;
  route(api, endpoints.cardImage).handle(async (request, reply) => {
    const image = await runService(api.db, request, (ctx) => service.cardImage(ctx, request.params.imageId));
    const stream = await storage.get(image.storageKey);
    if (!stream) throw new ApiError(404, SITE_TAKEOVER_MESSAGES.cardNotFound);
    return reply.header('content-type', image.contentType).header('content-length', String(image.sizeBytes)).header('cache-control', 'private, max-age=3600').send(stream);
  });
  await api.register(async (uploads) => {
    await uploads.register(fastifyMultipart, { limits: { fileSize: maxBytes, files: 1, fields: 1, fieldSize: 100, parts: 2 } });
    route(uploads as AppInstance, endpoints.uploadCardImage).handle(async (request) => {
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
    });
  });
}

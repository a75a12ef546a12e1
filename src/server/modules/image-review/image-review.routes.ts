import fastifyMultipart from '@fastify/multipart';
import { z } from 'zod';
import { IMAGE_REVIEW_MESSAGES, SELF_UPLOAD_MAX_FILES, type SelfUploadResult } from '../../../domain/image-review/image-review';
import { imageReviewEndpoints as endpoints } from '../../../domain/image-review/image-review.endpoints';
import { allInOnePage } from '../../../domain/paging/paged';
import { ApiError, badRequest } from '../../errors';
import type { AppInstance } from '../../http';
import { route } from '../../shared/http/endpoint-route';
import { runService } from '../../shared/http/service-context';
import { documentStorageFor } from '../../storage/document-storage';
import { storeUpload } from '../documents/documents.service';
import * as service from './image-review.service';

/**
 * Image review at the spec's calls (002 §7): GET reject-reasons, POST flat-files (the review queue), PATCH feedback,
 * POST create_multiple_files_self_upload (multipart: listingId, then up to 10 files); GET files/{id} shows one
 * image (ours). Every route is for `content` (Housing Content, Admin): register.ts gives the area that access.
 */
export async function imageReviewRoutes(api: AppInstance): Promise<void> {
  const storage = documentStorageFor(api.deps.config);
  const maxBytes = api.deps.config.documentMaxBytes;

  route(api, endpoints.rejectReasons).service(async (ctx) => allInOnePage(await service.listRejectReasons(ctx)));
  route(api, endpoints.queue).service((ctx, { body }) => service.flatFiles(ctx, body));
  route(api, endpoints.feedback).service((ctx, { body }) => service.giveFeedback(ctx, body));

  route(api, endpoints.file).handle(async (request, reply) => {
    const { row, stream } = await runService(api.db, request, (ctx) => service.imageFile(ctx, storage, request.params.id));
    return reply.header('content-type', row.contentType).header('content-length', String(row.sizeBytes)).header('cache-control', 'private, max-age=3600').send(stream);
  });

  await api.register(async (uploads) => {
    await uploads.register(fastifyMultipart, { limits: { fileSize: maxBytes, files: SELF_UPLOAD_MAX_FILES, fields: 2, fieldSize: 100, parts: SELF_UPLOAD_MAX_FILES + 2 } });
    route(uploads as AppInstance, endpoints.selfUpload).handle(async (request) => {
      if (!request.isMultipart()) throw new ApiError(415, 'Send the images as multipart/form-data.');
      let listingId: number | null = null;
      const results: SelfUploadResult['results'] = [];
      try {
        for await (const part of request.parts()) {
          if (part.type === 'field') {
            if (part.fieldname !== 'listingId') continue;
            const parsed = z.coerce.number().int().positive().max(2_147_483_647).safeParse(part.value);
            if (!parsed.success) throw badRequest('listingId must be a listing id.');
            listingId = parsed.data;
            await runService(uploads.db, request, (ctx) => service.checkListing(ctx, parsed.data));
            continue;
          }
          if (listingId === null) {
            part.file.resume();
            throw badRequest('Send listingId before the files.');
          }
          const forListing = listingId;
          try {
            const stored = await storeUpload(storage, part.file, maxBytes);
            const result = await runService(uploads.db, request, (ctx) => service.recordSelfUpload(ctx, forListing, part.filename, stored));
            if (result.status === 'refused') await storage.delete(stored.storageKey).catch(() => undefined);
            results.push(result);
          } catch (error) {
            // One file's refusal (type, size) is its own result; the others go on.
            if (!(error instanceof ApiError) || error.status >= 500) throw error;
            part.file.resume();
            results.push({ fileName: part.filename, status: 'refused', message: error.message, imageId: null });
          }
        }
      } catch (error) {
        if (error instanceof ApiError) throw error;
        const code = (error as { code?: string }).code;
        if (code === 'FST_FILES_LIMIT') throw badRequest(IMAGE_REVIEW_MESSAGES.tooManyFiles);
        if (typeof code === 'string' && code.startsWith('FST_')) throw badRequest(error instanceof Error ? error.message : 'Malformed multipart body.');
        throw error;
      }
      if (results.length === 0) throw badRequest(IMAGE_REVIEW_MESSAGES.noFiles);
      return { results };
    });
  });
}

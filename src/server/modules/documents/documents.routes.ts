import fastifyMultipart from '@fastify/multipart';
import { DOCUMENT_MESSAGES, documentUploadFieldsSchema, type DocumentEntityTypeId } from '../../../domain/documents/document-schema';
import { documentEndpoints as endpoints } from '../../../domain/documents/documents.endpoints';
import { allInOnePage } from '../../../domain/paging/paged';
import { fieldMessages } from '../../../domain/validation/zod-fields';
import { badRequest } from '../../errors';
import type { AppInstance } from '../../http';
import { attachmentHeader } from '../../lib/csv/stream-csv';
import { route } from '../../shared/http/endpoint-route';
import { runService } from '../../shared/http/service-context';
import { documentStorageFor } from '../../storage/document-storage';
import { receiveDocumentUpload } from './document-upload.service';
import * as service from './documents.service';

/**
 * The document endpoints (domain/documents/documents.endpoints.ts). Upload and delete are for the roles that sell,
 * finance and content (their capability, checked before the body is read); which record, the service decides.
 */
export async function documentsRoutes(api: AppInstance): Promise<void> {
  const storage = documentStorageFor(api.deps.config);
  const maxBytes = api.deps.config.documentMaxBytes;

  route(api, endpoints.list).handle(async (request) =>
    allInOnePage(await runService(api.db, request, (ctx) => service.listDocuments(ctx, request.query.entityTypeId as DocumentEntityTypeId, request.query.entityId))),
  );

  route(api, endpoints.download).handle(async (request, reply) => {
    const { row, stream } = await runService(api.db, request, (ctx) => service.documentFile(ctx, storage, request.params.id));
    return reply.header('content-type', row.contentType).header('content-length', String(row.sizeBytes)).header('content-disposition', attachmentHeader(row.fileName)).send(stream);
  });

  route(api, endpoints.remove).handle(async (request) => {
    const { storageKey } = await runService(api.db, request, (ctx) => service.deleteDocument(ctx, request.params.id));
    if (storageKey) await storage.delete(storageKey).catch((error: unknown) => request.log.warn({ err: error, storageKey }, 'stored document not removed'));
    return { message: DOCUMENT_MESSAGES.deleted, id: request.params.id };
  });

  await api.register(async (uploads) => {
    await uploads.register(fastifyMultipart, { limits: { fileSize: maxBytes, files: 1, fields: 5, fieldSize: 1000, parts: 6 } });
    route(uploads as AppInstance, endpoints.upload).handle((request) =>
      receiveDocumentUpload(uploads.db, request, storage, maxBytes, (raw) => {
        const parsed = documentUploadFieldsSchema.safeParse(raw);
        if (parsed.success) return parsed.data;
        const missing = ['entityTypeId', 'entityId', 'documentType'].some((f) => !(f in raw));
        throw badRequest(missing ? DOCUMENT_MESSAGES.fieldsFirst : Object.values(fieldMessages(parsed.error)).join(' '));
      }),
    );
  });
}

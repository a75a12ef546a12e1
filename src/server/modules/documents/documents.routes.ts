import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { DOCUMENT_MESSAGES, documentListQuerySchema, documentUploadFieldsSchema, documentViewSchema, type DocumentEntityTypeId } from '../../../domain/documents/document-schema';
import { allInOnePage, pagedSchema } from '../../../domain/paging/paged';
import { fieldMessages } from '../../../domain/validation/zod-fields';
import { badRequest, forbidden } from '../../errors';
import { userOf, type AppInstance } from '../../http';
import { attachmentHeader } from '../../lib/csv/stream-csv';
import { errorResponses, security } from '../../shared/route-helpers';
import { idParam } from '../../shared/route-params';
import { runService } from '../../shared/service-context';
import { documentStorageFor } from '../../storage/document-storage';
import { can } from '../../../domain/auth/capabilities';
import { receiveDocumentUpload } from './document-upload.service';
import * as service from './documents.service';

const tags = ['documents'];
const BASE = '/pixie/data/v1/entity/document';

/** Upload and delete: a seller, finance or content user (which record, the service decides); read-only users never. */
async function mayWriteDocuments(request: FastifyRequest): Promise<void> {
  const user = userOf(request);
  if (!(['sell', 'finance', 'content'] as const).some((c) => can(user, c))) throw forbidden();
}

/**
 * Documents at the spec's paths (002 §7): GET (list of a record) and POST (multipart upload) of
 * /pixie/data/v1/entity/document, DELETE by id; GET by id downloads the file (ours). Files are streamed to the
 * document storage (local folder, or S3-compatible by configuration); their type is checked by content.
 */
export async function documentsRoutes(api: AppInstance): Promise<void> {
  const storage = documentStorageFor(api.deps.config);
  const maxBytes = api.deps.config.documentMaxBytes;

  api.get(
    BASE,
    {
      schema: {
        tags,
        security,
        summary: "A record's documents (entityTypeId: opportunity 1, termsheet 2, payment 4), for whoever may read the record",
        querystring: documentListQuerySchema,
        response: { 200: pagedSchema(documentViewSchema), ...errorResponses },
      },
    },
    async (request) => allInOnePage(await runService(api.db, request, (ctx) => service.listDocuments(ctx, request.query.entityTypeId as DocumentEntityTypeId, request.query.entityId))),
  );

  api.get(
    `${BASE}/:id`,
    {
      schema: { tags, security, summary: 'Download a document (streamed, with its content type and Content-Disposition)', params: z.object({ id: idParam() }), produces: ['application/octet-stream'] },
    },
    async (request, reply) => {
      const { row, stream } = await runService(api.db, request, (ctx) => service.documentFile(ctx, storage, request.params.id));
      return reply.header('content-type', row.contentType).header('content-length', String(row.sizeBytes)).header('content-disposition', attachmentHeader(row.fileName)).send(stream);
    },
  );

  api.delete(
    `${BASE}/:id`,
    {
      preValidation: mayWriteDocuments,
      schema: {
        tags,
        security,
        summary: "Delete a document ('Document deleted'): sellers on their deals, finance on payments, content on LookupPackage documents",
        params: z.object({ id: idParam() }),
        response: { 200: z.object({ message: z.string(), id: z.number().int() }), ...errorResponses },
      },
    },
    async (request) => {
      const { storageKey } = await runService(api.db, request, (ctx) => service.deleteDocument(ctx, request.params.id));
      if (storageKey) await storage.delete(storageKey).catch((error: unknown) => request.log.warn({ err: error, storageKey }, 'stored document not removed'));
      return { message: DOCUMENT_MESSAGES.deleted, id: request.params.id };
    },
  );

  await api.register(async (uploads) => {
    await uploads.register(fastifyMultipart, { limits: { fileSize: maxBytes, files: 1, fields: 5, fieldSize: 1000, parts: 6 } });
    (uploads as AppInstance).post(
      BASE,
      {
        preValidation: mayWriteDocuments,
        schema: {
          tags,
          security,
          summary:
            "Upload a document (multipart: entityTypeId, entityId, documentType, then file). gif, jpeg, png or pdf by content (else 415), at most 10 MB (413); the same content of the same type on the record, or a second of a kind on a payment, is 409 'Document Already Exists!'",
          consumes: ['multipart/form-data'],
          response: { 200: z.object({ message: z.string(), document: documentViewSchema }), ...errorResponses },
        },
      },
      async (request) =>
        receiveDocumentUpload(uploads.db, request, storage, maxBytes, (raw) => {
          const parsed = documentUploadFieldsSchema.safeParse(raw);
          if (parsed.success) return parsed.data;
          const missing = ['entityTypeId', 'entityId', 'documentType'].some((f) => !(f in raw));
          throw badRequest(missing ? DOCUMENT_MESSAGES.fieldsFirst : Object.values(fieldMessages(parsed.error)).join(' '));
        }),
    );
  });
}

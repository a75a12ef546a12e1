import { z } from 'zod';
import { defineEndpoints, uncheckedAnswer } from '../endpoints/endpoint';
import { idParam } from '../endpoints/params';
import { pagedSchema } from '../paging/paged';
import { documentListQuerySchema, documentViewSchema } from './document-schema';

const BASE = '/pixie/data/v1/entity/document';
/** Upload and delete: a seller, finance or content user (which record, the service decides); read-only users never. */
const writers = ['sell', 'finance', 'content'] as const;

/**
 * Documents at the spec's paths (002 §7): GET (list of a record) and POST (multipart upload) of
 * /pixie/data/v1/entity/document, DELETE by id; GET by id downloads the file (ours). Files are streamed to the
 * document storage (local folder, or S3-compatible by configuration); their type is checked by content.
 */
export const documentEndpoints = defineEndpoints({ tags: ['documents'], documentFailures: true, capability: 'signedIn' }, {
  list: {
    method: 'GET',
    path: BASE,
    summary: "A record's documents (entityTypeId: opportunity 1, termsheet 2, payment 4), for whoever may read the record",
    query: documentListQuerySchema,
    response: pagedSchema(documentViewSchema),
  },
  /** The file itself, streamed (a link opens it; the app does not call it). */
  download: {
    method: 'GET',
    path: `${BASE}/:id`,
    summary: 'Download a document (streamed, with its content type and Content-Disposition)',
    documentFailures: [],
    produces: ['application/octet-stream'],
    params: z.object({ id: idParam() }),
    response: uncheckedAnswer<unknown>(),
  },
  remove: {
    method: 'DELETE',
    path: `${BASE}/:id`,
    capability: writers,
    summary: "Delete a document ('Document deleted'): sellers on their deals, finance on payments, content on LookupPackage documents",
    params: z.object({ id: idParam() }),
    response: z.object({ message: z.string(), id: z.number().int() }),
  },
  /** Multipart: entityTypeId, entityId, documentType, then the file; the route reads the parts itself. */
  upload: {
    method: 'POST',
    path: BASE,
    capability: writers,
    summary:
      "Upload a document (multipart: entityTypeId, entityId, documentType, then file). gif, jpeg, png or pdf by content (else 415), at most 10 MB (413); the same content of the same type on the record, or a second of a kind on a payment, is 409 'Document Already Exists!'",
    consumes: ['multipart/form-data'],
    response: z.object({ message: z.string(), document: documentViewSchema }),
  },
});

import { z } from 'zod';
import { ENTITY_TYPES } from '../reference/ids';
import { DOCUMENT_TYPES, type DocumentEntityKind } from '../reference/limits';

/**
 * Documents attached to records (spec 002 §3, §7: GET and POST /pixie/data/v1/entity/document, DELETE by id).
 * Document types by the record they belong to: LookupPackage documents on an opportunity (its package), Payment
 * documents on a payment, Termsheet documents on a termsheet. Entity ids: opportunity 1, termsheet 2 (spec);
 * payment 4 is ours (the spec gives it none).
 */
export const DOCUMENT_ENTITY_TYPES = { OPPORTUNITY: ENTITY_TYPES.OPPORTUNITY, TERMSHEET: ENTITY_TYPES.TERMSHEET, PAYMENT: 4 } as const;
export type DocumentEntityTypeId = (typeof DOCUMENT_ENTITY_TYPES)[keyof typeof DOCUMENT_ENTITY_TYPES];

/** The document type group (spec 002 §3) each record takes. */
export const DOCUMENT_GROUP_OF_ENTITY: Record<DocumentEntityTypeId, DocumentEntityKind> = {
  [DOCUMENT_ENTITY_TYPES.OPPORTUNITY]: 'LookupPackage',
  [DOCUMENT_ENTITY_TYPES.TERMSHEET]: 'Termsheet',
  [DOCUMENT_ENTITY_TYPES.PAYMENT]: 'Payment',
};

export function isDocumentEntityTypeId(value: number): value is DocumentEntityTypeId {
  return Object.values(DOCUMENT_ENTITY_TYPES).includes(value as DocumentEntityTypeId);
}

export function documentSubTypesOf(entityTypeId: DocumentEntityTypeId): readonly string[] {
  return DOCUMENT_TYPES[DOCUMENT_GROUP_OF_ENTITY[entityTypeId]];
}

/** Our default limit (spec silent): 10 MB. The server's is configurable (DOCUMENT_MAX_BYTES). */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

export const DOCUMENT_MESSAGES = {
  entityTypeInvalid: 'Documents can be attached to an opportunity (1), a termsheet (2) or a payment (4).',
  subTypeInvalid: (group: string, allowed: readonly string[]) => `A ${group} document is one of: ${allowed.join(', ')}.`,
  fileMissing: 'Please choose a file to upload.',
  tooLarge: 'The file is larger than 10 MB.',
  uploaded: 'Document uploaded',
  deleted: 'Document deleted',
  notFound: 'Document not found.',
  entityNotFound: 'Record not found.',
  offline: 'You are offline: documents can be uploaded only online. The chosen file stays selected.',
  /** The multipart form must send its fields before the file (so the upload is checked before it is stored). */
  fieldsFirst: 'Send entityTypeId, entityId and documentType before the file.',
} as const;

const entityTypeIdSchema = z.coerce
  .number({ error: DOCUMENT_MESSAGES.entityTypeInvalid })
  .int({ error: DOCUMENT_MESSAGES.entityTypeInvalid })
  .refine(isDocumentEntityTypeId, { error: DOCUMENT_MESSAGES.entityTypeInvalid });

const entityIdSchema = z.coerce.number().int().positive().max(2_147_483_647);

/** GET /pixie/data/v1/entity/document?entityTypeId&entityId */
export const documentListQuerySchema = z.object({ entityTypeId: entityTypeIdSchema, entityId: entityIdSchema });

/** The multipart fields of POST /pixie/data/v1/entity/document (before the file part). */
export const documentUploadFieldsSchema = z
  .object({ entityTypeId: entityTypeIdSchema, entityId: entityIdSchema, documentType: z.string().trim().min(1).max(100) })
  .check((ctx) => {
    const { entityTypeId, documentType } = ctx.value;
    if (!isDocumentEntityTypeId(entityTypeId)) return;
    const allowed = documentSubTypesOf(entityTypeId);
    if (!allowed.includes(documentType)) {
      ctx.issues.push({ code: 'custom', path: ['documentType'], message: DOCUMENT_MESSAGES.subTypeInvalid(DOCUMENT_GROUP_OF_ENTITY[entityTypeId], allowed), input: documentType });
    }
  });
export type DocumentUploadFields = z.infer<typeof documentUploadFieldsSchema>;

export const documentViewSchema = z.object({
  id: z.number().int(),
  entityTypeId: z.number().int(),
  entityId: z.number().int(),
  documentGroup: z.string().describe('LookupPackage, Payment or Termsheet'),
  documentType: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  uploadedByName: z.string().nullable(),
  createdAt: z.string(),
});
export type DocumentView = z.infer<typeof documentViewSchema>;

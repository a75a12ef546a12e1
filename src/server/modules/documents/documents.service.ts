import { createHash, randomUUID } from 'node:crypto';
import { Readable, Transform } from 'node:stream';
import { can } from '../../../domain/auth/capabilities';
import {
  DOCUMENT_ENTITY_TYPES,
  DOCUMENT_GROUP_OF_ENTITY,
  DOCUMENT_MESSAGES,
  type DocumentEntityTypeId,
  type DocumentUploadFields,
  type DocumentView,
} from '../../../domain/documents/document-schema';
import { SIGNATURE_BYTES, sniffFileType, type SniffedType } from '../../../domain/documents/file-signature';
import { PAYMENT_ACTION_MESSAGES } from '../../../domain/payments/payment-actions';
import { paymentDocumentsLocked } from '../../../domain/payments/payment-details';
import { WARNING_MESSAGES } from '../../../domain/errors/messages';
import { VALIDATION_MESSAGES } from '../../../domain/validation/messages';
import { ApiError, conflict, forbidden, notFound } from '../../errors';
import { recordChange } from '../../shared/sql/change-log';
import type { ServiceContext } from '../../shared/http/service-context';
import type { DocumentStorage } from '../../storage/document-storage';
import { findOpportunityInScope, findTermsheetInScope } from '../termsheets/termsheet-access.service';
import * as repo from './documents.repo';

/**
 * Documents attached to opportunities (LookupPackage), termsheets and payments (issue 15): the one store of every
 * record's documents (issue 52: the payment page uploads, lists and deletes through these functions too). Whoever
 * may read the record lists and downloads; sellers upload and delete on their deals, finance on payment documents,
 * content users on LookupPackage documents (PERMISSIONS.md). Read-only users write nothing. Every upload path
 * streams through storeUpload, which checks the content (gif, jpeg, png, pdf). A payment carries one document of
 * each kind, and once it is approved its documents can no longer be deleted (nor so replaced).
 */

type Access = 'read' | 'write';

/** The record is in the user's scope (else 404), and the user may do this with its documents (else 403). */
async function checkEntity(ctx: ServiceContext, entityTypeId: DocumentEntityTypeId, entityId: number, access: Access): Promise<void> {
  const mayRead = can(ctx.user, 'readSales') || can(ctx.user, 'content') || can(ctx.user, 'finance');
  if (!mayRead) throw forbidden();
  let exists: boolean;
  if (entityTypeId === DOCUMENT_ENTITY_TYPES.OPPORTUNITY) exists = (await findOpportunityInScope(ctx, entityId)) !== null;
  else if (entityTypeId === DOCUMENT_ENTITY_TYPES.TERMSHEET) exists = (await findTermsheetInScope(ctx, entityId)) !== null;
  else {
    const termsheetId = await repo.termsheetOfPayment(ctx.tx, entityId);
    exists = termsheetId !== undefined && (await findTermsheetInScope(ctx, termsheetId)) !== null;
  }
  if (!exists) throw notFound(DOCUMENT_MESSAGES.entityNotFound);
  if (access === 'write' && !mayWrite(ctx, entityTypeId)) throw forbidden();
}

function mayWrite(ctx: ServiceContext, entityTypeId: DocumentEntityTypeId): boolean {
  if (can(ctx.user, 'sell')) return true;
  if (entityTypeId === DOCUMENT_ENTITY_TYPES.PAYMENT) return can(ctx.user, 'finance');
  if (entityTypeId === DOCUMENT_ENTITY_TYPES.OPPORTUNITY) return can(ctx.user, 'content');
  return false;
}

function present(row: repo.DocumentRow, uploadedByName: string | null): DocumentView {
  return {
    id: row.id,
    entityTypeId: row.entityTypeId,
    entityId: row.entityId,
    documentGroup: DOCUMENT_GROUP_OF_ENTITY[row.entityTypeId as DocumentEntityTypeId] ?? '',
    documentType: row.documentSubType,
    fileName: row.fileName,
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
    uploadedByName,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listDocuments(ctx: ServiceContext, entityTypeId: DocumentEntityTypeId, entityId: number): Promise<DocumentView[]> {
  await checkEntity(ctx, entityTypeId, entityId, 'read');
  return (await repo.documentsOf(ctx.tx, entityTypeId, entityId)).map((r) => present(r.doc, r.uploadedByName));
}

/** Before the file is read: the record exists in scope and the user may upload to it. */
export async function checkUpload(ctx: ServiceContext, fields: DocumentUploadFields): Promise<void> {
  await checkEntity(ctx, fields.entityTypeId as DocumentEntityTypeId, fields.entityId, 'write');
}

export type StoredFile = { storageKey: string; sha256: string; sizeBytes: number; contentType: SniffedType };

/**
 * Streams the file to storage while hashing it and checking its first bytes: 415 when the content is not gif,
 * jpeg, png or pdf, 413 beyond the limit (the multipart parser stops the stream), nothing kept on failure.
 */
export async function storeUpload(storage: DocumentStorage, file: Readable & { truncated?: boolean }, maxBytes: number): Promise<StoredFile> {
  const storageKey = randomUUID();
  const hash = createHash('sha256');
  let size = 0;
  let head = Buffer.alloc(0);
  let sniffed: SniffedType | null = null;
  let refused: ApiError | null = null;
  const check = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > maxBytes) {
        refused = new ApiError(413, DOCUMENT_MESSAGES.tooLarge);
        return done(refused);
      }
      if (sniffed === null) {
        head = Buffer.concat([head, chunk.subarray(0, SIGNATURE_BYTES)]).subarray(0, SIGNATURE_BYTES);
        if (head.length >= SIGNATURE_BYTES) {
          sniffed = sniffFileType(head);
          if (!sniffed) {
            refused = new ApiError(415, VALIDATION_MESSAGES.uploadType);
            return done(refused);
          }
        }
      }
      hash.update(chunk);
      done(null, chunk);
    },
    flush(done) {
      if (sniffed === null) {
        sniffed = sniffFileType(head);
        if (!sniffed) {
          refused = size === 0 ? new ApiError(400, DOCUMENT_MESSAGES.fileMissing) : new ApiError(415, VALIDATION_MESSAGES.uploadType);
          return done(refused);
        }
      }
      done();
    },
  });
  // The storage may start reading later (after creating its folder): the failure is kept on the stream
  // (`errored`) for its pipeline to see, and must not be an unhandled 'error' event meanwhile.
  check.on('error', () => undefined);
  file.on('error', (error) => check.destroy(error));
  file.pipe(check);
  try {
    await storage.put(storageKey, check);
  } catch (error) {
    // Drain what is left of the request so the reply can be sent.
    file.resume();
    await storage.delete(storageKey).catch(() => undefined);
    if (refused) throw refused;
    if (file.truncated || (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new ApiError(413, DOCUMENT_MESSAGES.tooLarge);
    throw error;
  }
  if (file.truncated) {
    await storage.delete(storageKey);
    throw new ApiError(413, DOCUMENT_MESSAGES.tooLarge);
  }
  return { storageKey, sha256: hash.digest('hex'), sizeBytes: size, contentType: sniffed! };
}

/** Records the stored file; a duplicate (same content, type and record) is 409 'Document Already Exists!'. */
export async function recordUpload(ctx: ServiceContext, fields: DocumentUploadFields, fileName: string, stored: StoredFile): Promise<{ message: string; document: DocumentView }> {
  await checkUpload(ctx, fields);
  const row = {
    entityTypeId: fields.entityTypeId,
    entityId: fields.entityId,
    documentType: DOCUMENT_GROUP_OF_ENTITY[fields.entityTypeId as DocumentEntityTypeId],
    documentSubType: fields.documentType,
    fileName: cleanFileName(fileName),
    ...stored,
    uploadedBy: ctx.user.id,
    createdAt: ctx.now,
  };
  if (fields.entityTypeId === DOCUMENT_ENTITY_TYPES.PAYMENT) {
    // One of each kind per payment (replace = delete, then upload): the payment row is locked so two uploads of a
    // kind cannot both pass this check.
    await repo.paymentStatusForUpdate(ctx.tx, fields.entityId);
    if ((await repo.paymentDocumentOfType(ctx.tx, fields.entityId, fields.documentType)) !== undefined) throw conflict(WARNING_MESSAGES.documentAlreadyExists);
  }
  const id = await repo.insertDocument(ctx.tx, row);
  if (id === null) throw conflict(WARNING_MESSAGES.documentAlreadyExists);
  await recordDocumentChange(ctx, fields.entityTypeId, fields.entityId, id, 'upsert');
  const document = (await repo.documentsOf(ctx.tx, fields.entityTypeId, fields.entityId)).find((r) => r.doc.id === id)!;
  return { message: DOCUMENT_MESSAGES.uploaded, document: present(document.doc, document.uploadedByName) };
}

/** A name safe to show and to send back in Content-Disposition: no path, no control characters, at most 200 characters. */
export function cleanFileName(name: string): string {
  // eslint-disable-next-line no-control-regex
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  return (base || 'document').slice(0, 200);
}

export async function documentFile(ctx: ServiceContext, storage: DocumentStorage, id: number): Promise<{ row: repo.DocumentRow; stream: Readable }> {
  const row = await repo.findDocument(ctx.tx, id);
  if (!row) throw notFound(DOCUMENT_MESSAGES.notFound);
  await checkEntity(ctx, row.entityTypeId as DocumentEntityTypeId, row.entityId, 'read').catch((error: unknown) => {
    throw error instanceof ApiError && error.status === 404 ? notFound(DOCUMENT_MESSAGES.notFound) : error;
  });
  // A document moved from the payment page's old table keeps its bytes in the row (migration 0058).
  const inline = row.inline ? await repo.inlineContent(ctx.tx, row.id) : null;
  const stream = inline ? Readable.from([inline]) : await storage.get(row.storageKey);
  if (!stream) throw notFound(DOCUMENT_MESSAGES.notFound);
  return { row, stream };
}

/**
 * Deletes the row in the transaction; the caller removes the stored bytes after it commits (none to remove, null,
 * for a document whose bytes were in its row).
 */
export async function deleteDocument(ctx: ServiceContext, id: number): Promise<{ storageKey: string | null }> {
  const row = await repo.findDocument(ctx.tx, id, true);
  if (!row) throw notFound(DOCUMENT_MESSAGES.notFound);
  await checkEntity(ctx, row.entityTypeId as DocumentEntityTypeId, row.entityId, 'write').catch((error: unknown) => {
    throw error instanceof ApiError && error.status === 404 ? notFound(DOCUMENT_MESSAGES.notFound) : error;
  });
  // A payment's documents are part of it once approved (issue 52): 409, nothing removed. The payment row is
  // locked so an approval cannot land between this check and the delete.
  if (row.entityTypeId === DOCUMENT_ENTITY_TYPES.PAYMENT) {
    const statusId = await repo.paymentStatusForUpdate(ctx.tx, row.entityId);
    if (statusId !== undefined && paymentDocumentsLocked(statusId)) throw conflict(PAYMENT_ACTION_MESSAGES.documentsLocked);
  }
  await repo.deleteDocument(ctx.tx, id);
  await recordDocumentChange(ctx, row.entityTypeId, row.entityId, id, 'delete');
  return { storageKey: row.inline ? null : row.storageKey };
}

/** Devices holding the record's documents (the mirror: SYNC.md) pull the change, recorded in the same transaction. */
async function recordDocumentChange(ctx: ServiceContext, entityTypeId: number, entityId: number, documentId: number, op: 'upsert' | 'delete'): Promise<void> {
  const accountId = await repo.accountOfRecord(ctx.tx, entityTypeId, entityId);
  if (accountId !== undefined) await recordChange(ctx.tx, { entity: 'document', entityId: documentId, accountId, op });
}


/** A record's documents as stored, oldest first, with their uploader's name; the caller has checked the record's scope. */
export function documentRowsOf(ctx: ServiceContext, entityTypeId: DocumentEntityTypeId, entityId: number) {
  return repo.documentsOf(ctx.tx, entityTypeId, entityId);
}

/** The record a document hangs on, or undefined for an unknown document (no scope check: callers check it next). */
export async function documentRecordOf(ctx: ServiceContext, id: number): Promise<{ entityTypeId: number; entityId: number } | undefined> {
  const row = await repo.findDocument(ctx.tx, id);
  return row && { entityTypeId: row.entityTypeId, entityId: row.entityId };
}

import type { FastifyRequest } from 'fastify';
import { DOCUMENT_MESSAGES, type DocumentUploadFields, type DocumentView } from '../../../domain/documents/document-schema';
import type { Db } from '../../db/client';
import { ApiError, badRequest } from '../../errors';
import { runService } from '../../shared/http/service-context';
import type { DocumentStorage } from '../../storage/document-storage';
import * as service from './documents.service';

/**
 * One multipart upload into the document store, for every upload path (the document API, the payment page: issue
 * 52): the fields come first and are checked (`fieldsOf` throws a 400), then who may upload to the record, before a
 * byte is stored; the file is streamed to the storage with its content checked (gif, jpeg, png, pdf, else 415) and
 * its size bounded (413); then the row is recorded, or the stored bytes removed.
 */
export async function receiveDocumentUpload(
  db: Db,
  request: FastifyRequest,
  storage: DocumentStorage,
  maxBytes: number,
  fieldsOf: (raw: Record<string, string>) => DocumentUploadFields,
): Promise<{ message: string; document: DocumentView }> {
  if (!request.isMultipart()) throw new ApiError(415, 'Send the document as multipart/form-data.');
  const part = await request.file().catch((error: unknown) => {
    throw new ApiError(400, error instanceof Error ? error.message : 'Malformed multipart body.');
  });
  if (!part) throw badRequest(DOCUMENT_MESSAGES.fileMissing);
  const raw: Record<string, string> = {};
  for (const [name, value] of Object.entries(part.fields)) {
    if (value && !Array.isArray(value) && value.type === 'field') raw[name] = String(value.value);
  }
  let fields: DocumentUploadFields;
  try {
    fields = fieldsOf(raw);
    // Who may upload where, before a byte is stored.
    await runService(db, request, (ctx) => service.checkUpload(ctx, fields));
  } catch (error) {
    part.file.resume();
    throw error;
  }
  const stored = await service.storeUpload(storage, part.file, maxBytes);
  try {
    return await runService(db, request, (ctx) => service.recordUpload(ctx, fields, part.filename, stored));
  } catch (error) {
    await storage.delete(stored.storageKey).catch(() => undefined);
    throw error;
  }
}

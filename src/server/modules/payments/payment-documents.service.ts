// Documents of a payment (Cheque, Deposit Slip, Demand Draft, Credit Approval: one of each) on the payment page's
// routes. They live in the one document store (entityTypeId 4 of /pixie/data/v1/entity/document, issue 52), and
// every rule is the document service's: these functions only tie a document to the payment in the path.
import { DOCUMENT_ENTITY_TYPES, type DocumentView } from '../../../domain/documents/document-schema';
import { PAYMENT_ACTION_MESSAGES } from '../../../domain/payments/payment-actions';
import { PAYMENT_DOCUMENT_TYPES, type PaymentDocument, type PaymentDocumentType } from '../../../domain/payments/payment-details';
import { ApiError, badRequest, notFound } from '../../errors';
import type { ServiceContext } from '../../shared/http/service-context';
import type { DocumentStorage } from '../../storage/document-storage';
import * as documents from '../documents/documents.service';
import { assertCanRead } from '../termsheets/termsheet-access.service';

export function isPaymentDocumentType(value: string): value is PaymentDocumentType {
  return (PAYMENT_DOCUMENT_TYPES as readonly string[]).includes(value);
}

/** The upload fields for the payment in the path: the document type must be one of a payment's kinds (else 400). */
export function paymentUploadFields(paymentId: number, raw: Record<string, string>) {
  const documentType = raw.documentType?.trim() ?? '';
  if (!isPaymentDocumentType(documentType)) throw badRequest(PAYMENT_ACTION_MESSAGES.documentTypeInvalid);
  return { entityTypeId: DOCUMENT_ENTITY_TYPES.PAYMENT, entityId: paymentId, documentType };
}

export function asPaymentDocument(document: DocumentView): PaymentDocument {
  const { id, documentType, fileName, contentType, sizeBytes, uploadedByName, createdAt } = document;
  return { id, documentType, fileName, contentType, sizeBytes, uploadedByName, createdAt };
}

/** Every document of the payment, oldest first (the caller has checked the payment is in scope). */
export async function paymentDocuments(ctx: ServiceContext, paymentId: number): Promise<PaymentDocument[]> {
  return (await documents.documentRowsOf(ctx, DOCUMENT_ENTITY_TYPES.PAYMENT, paymentId)).map(({ doc, uploadedByName }) => ({
    id: doc.id,
    documentType: doc.documentSubType,
    fileName: doc.fileName,
    contentType: doc.contentType,
    sizeBytes: doc.sizeBytes,
    uploadedByName,
    createdAt: doc.createdAt.toISOString(),
  }));
}

/** 404 'Document not found.' unless the document is one of this payment's. */
async function assertDocumentOfPayment(ctx: ServiceContext, paymentId: number, documentId: number): Promise<void> {
  const row = await documents.documentRecordOf(ctx, documentId);
  if (!row || row.entityTypeId !== DOCUMENT_ENTITY_TYPES.PAYMENT || row.entityId !== paymentId) throw notFound(PAYMENT_ACTION_MESSAGES.documentNotFound);
}

/** GET /sapna/v1/payment/{id}/document/{documentId}: the file, for anyone who may read the payment. */
export async function paymentDocumentFile(ctx: ServiceContext, storage: DocumentStorage, paymentId: number, documentId: number) {
  assertCanRead(ctx);
  await assertDocumentOfPayment(ctx, paymentId, documentId);
  return documents.documentFile(ctx, storage, documentId);
}

/**
 * DELETE /sapna/v1/payment/{id}/document/{documentId} (issue 52): sellers and finance, in scope (else 404), remove a
 * wrong document (replace = delete, then upload the same type) until the payment is approved; after that 409 and
 * nothing changes (the document service's rule, the same on DELETE /pixie/data/v1/entity/document/{id}).
 */
export async function deletePaymentDocument(ctx: ServiceContext, paymentId: number, documentId: number): Promise<{ storageKey: string | null }> {
  await assertDocumentOfPayment(ctx, paymentId, documentId);
  return documents.deleteDocument(ctx, documentId).catch((error: unknown) => {
    throw error instanceof ApiError && error.status === 404 ? notFound(PAYMENT_ACTION_MESSAGES.documentNotFound) : error;
  });
}

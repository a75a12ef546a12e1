// Documents of a payment: Cheque, Deposit Slip, Demand Draft, Credit Approval (one of each), uploaded as multipart.
import { can } from '../../../domain/auth/capabilities';
import { WARNING_MESSAGES } from '../../../domain/errors/messages';
import { PAYMENT_ACTION_MESSAGES } from '../../../domain/payments/payment-actions';
import { PAYMENT_DOCUMENT_TYPES, paymentDocumentsLocked, type PaymentDocument, type PaymentDocumentType } from '../../../domain/payments/payment-details';
import { SIGNATURE_BYTES, sniffFileType } from '../../../domain/documents/file-signature';
import { VALIDATION_MESSAGES } from '../../../domain/validation/messages';
import { validateUpload } from '../../../domain/validation/upload-type';
import { ApiError, badRequest, conflict, forbidden, notFound } from '../../errors';
import type { ServiceContext } from '../../shared/service-context';
import { assertCanRead } from '../termsheets/termsheet-access.service';
import { paymentInScopeOr404 } from './payment-queries';
import { deleteDocument, documentFile, documentsOf, insertDocument } from './payment-records.repo';

export type UploadedFile = { fileName: string; contentType: string; content: Buffer; truncated: boolean };

export function isPaymentDocumentType(value: string): value is PaymentDocumentType {
  return (PAYMENT_DOCUMENT_TYPES as readonly string[]).includes(value);
}

/** POST /sapna/v1/payment/{id}/document: sellers and finance, in scope; 409 'Document Already Exists!' for a second of a type. */
export async function uploadPaymentDocument(
  ctx: ServiceContext,
  paymentId: number,
  upload: { documentType: string | undefined; file: UploadedFile | null },
): Promise<{ message: string; document: PaymentDocument }> {
  if (!can(ctx.user, 'sell') && !can(ctx.user, 'finance')) throw forbidden();
  const { payment } = await paymentInScopeOr404(ctx, paymentId);
  const documentType = upload.documentType?.trim() ?? '';
  if (!isPaymentDocumentType(documentType)) throw badRequest(PAYMENT_ACTION_MESSAGES.documentTypeInvalid);
  const file = upload.file;
  if (!file || file.content.length === 0) throw badRequest(PAYMENT_ACTION_MESSAGES.documentMissing);
  if (file.truncated) throw new ApiError(413, PAYMENT_ACTION_MESSAGES.documentTooLarge);
  const problem = validateUpload({ name: file.fileName, type: file.contentType });
  if (problem) throw badRequest(problem);
  // The content decides, as on the document API (spec 000 §5; issue 52): a text file named .png is refused 415.
  const sniffed = sniffFileType(file.content.subarray(0, SIGNATURE_BYTES));
  if (!sniffed) throw new ApiError(415, VALIDATION_MESSAGES.uploadType);
  const id = await insertDocument(ctx.tx, {
    paymentId: payment.id,
    documentType,
    fileName: file.fileName.slice(0, 200),
    contentType: sniffed,
    content: file.content,
    uploadedById: ctx.user.id,
    createdAt: ctx.now,
  });
  if (id === null) throw conflict(WARNING_MESSAGES.documentAlreadyExists);
  const document = (await documentsOf(ctx.tx, payment.id)).find((d) => d.source === 'payment' && d.id === id);
  if (!document) throw new Error('document not stored');
  return { message: PAYMENT_ACTION_MESSAGES.documentUploaded, document };
}

/** GET /sapna/v1/payment/{id}/document/{documentId}: the file, for anyone who may read the payment. */
export async function paymentDocumentFile(ctx: ServiceContext, paymentId: number, documentId: number) {
  assertCanRead(ctx);
  const { payment } = await paymentInScopeOr404(ctx, paymentId);
  const file = await documentFile(ctx.tx, payment.id, documentId);
  if (!file) throw notFound(PAYMENT_ACTION_MESSAGES.documentNotFound);
  return file;
}

/**
 * DELETE /sapna/v1/payment/{id}/document/{documentId} (issue 52): sellers and finance, in scope (else 404), remove a
 * wrong document (replace = delete, then upload the same type) until the payment is approved; after that 409 and
 * nothing changes. The payment row is locked so an approval cannot slip in between the check and the delete.
 */
export async function deletePaymentDocument(ctx: ServiceContext, paymentId: number, documentId: number): Promise<{ message: string; id: number }> {
  if (!can(ctx.user, 'sell') && !can(ctx.user, 'finance')) throw forbidden();
  const { payment } = await paymentInScopeOr404(ctx, paymentId, { lock: true });
  if (!(await documentFile(ctx.tx, payment.id, documentId))) throw notFound(PAYMENT_ACTION_MESSAGES.documentNotFound);
  if (paymentDocumentsLocked(payment.statusId)) throw conflict(PAYMENT_ACTION_MESSAGES.documentsLocked);
  await deleteDocument(ctx.tx, payment.id, documentId);
  return { message: PAYMENT_ACTION_MESSAGES.documentDeleted, id: documentId };
}

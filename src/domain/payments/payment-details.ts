import { z } from 'zod';
import { refundRequestSchema } from './refund-requests';
import { documentViewSchema } from '../documents/document-schema';

/** Documents a payment may carry (one of each kind). */
export const PAYMENT_DOCUMENT_TYPES = ['Cheque', 'Deposit Slip', 'Demand Draft', 'Credit Approval'] as const;
export type PaymentDocumentType = (typeof PAYMENT_DOCUMENT_TYPES)[number];

export const paymentStatusChangeSchema = z.object({
  id: z.number().int(),
  fromStatusId: z.number().int().nullable(),
  fromStatusName: z.string().nullable(),
  toStatusId: z.number().int(),
  toStatusName: z.string(),
  remark: z.string().nullable(),
  changedById: z.number().int().nullable(),
  changedByName: z.string().nullable(),
  changedAt: z.string(),
});
export type PaymentStatusChange = z.infer<typeof paymentStatusChangeSchema>;

/**
 * Once a payment is approved (6) or refunded (10, 14) its documents are part of the record: they can no longer be
 * deleted or replaced (issue 52). Before that a seller or finance fixes a wrong one.
 */
export const PAYMENT_DOCUMENTS_LOCKED_STATUS_IDS = [6, 10, 14] as const;
export function paymentDocumentsLocked(statusId: number): boolean {
  return (PAYMENT_DOCUMENTS_LOCKED_STATUS_IDS as readonly number[]).includes(statusId);
}

/**
 * A document of a payment: a row of the one document store (entityTypeId 4 of /pixie/data/v1/entity/document,
 * issue 52), whether the payment page or the document API uploaded it; `id` is the document's id there, and its
 * documentType one of PAYMENT_DOCUMENT_TYPES.
 */
export const paymentDocumentSchema = documentViewSchema.omit({ entityTypeId: true, entityId: true, documentGroup: true });
export type PaymentDocument = z.infer<typeof paymentDocumentSchema>;

export const refundSchema = z.object({
  id: z.number().int(),
  paymentId: z.number().int(),
  milestoneId: z.number().int(),
  amount: z.number(),
  remark: z.string().nullable(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
});
export type Refund = z.infer<typeof refundSchema>;

/**
 * GET /sapna/v1/payment-details/{id}: what payment/{paymentId} shows besides the payment itself, and what the
 * signed-in user may do with it now (the server refuses the rest anyway).
 */
export const paymentDetailsSchema = z.object({
  paymentId: z.number().int(),
  statusHistory: z.array(paymentStatusChangeSchema),
  documents: z.array(paymentDocumentSchema),
  refunds: z.array(refundSchema),
  /** Refunds sellers asked for, waiting on (or decided by) a Refund approval. */
  refundRequests: z.array(refundRequestSchema),
  refundedAmount: z.number(),
  /** What the payment counts as collected (the ledger, src/domain/money/ledger.ts): its amount less its refunds when approved (6) or refunded (10, 14), else 0; incl. GST. */
  collectedAmount: z.number(),
  /** What finance may still refund: the approved amount less what was refunded (0 unless approved or partially refunded). */
  refundableAmount: z.number(),
  /** The payment that recollected or represented this one, once done. */
  recollectedByPaymentId: z.number().int().nullable(),
  originalPaymentId: z.number().int().nullable(),
  actions: z.object({
    changeStatus: z.boolean(),
    recollect: z.boolean(),
    refund: z.boolean(),
    /** A seller may ask for a refund (it goes for approval). */
    requestRefund: z.boolean(),
    uploadDocument: z.boolean(),
    /** Delete (or replace) a document: sellers and finance, until the payment is approved. */
    deleteDocument: z.boolean(),
    sendToRcm: z.boolean(),
  }),
});
export type PaymentDetails = z.infer<typeof paymentDetailsSchema>;

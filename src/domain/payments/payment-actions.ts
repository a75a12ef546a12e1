import { z } from 'zod';
import { PAYMENT_TYPES } from './statuses';

/** Ids are PostgreSQL integers. */
const MAX_ID = 2_147_483_647;
const rowId = () => z.number().int().positive().max(MAX_ID);

/** Finance's status changes (spec 001 §7 and issue 9): approve, reject, send back to RAM. */
export const PAYMENT_STATUS_ACTIONS = ['approve', 'reject', 'sendBackToRam'] as const;
export type PaymentStatusAction = (typeof PAYMENT_STATUS_ACTIONS)[number];

/** Where each action takes a payment: 6 Approved, 7 Rejected, 9 Sent Back to RAM. */
export const PAYMENT_ACTION_TARGET_STATUS: Record<PaymentStatusAction, number> = { approve: 6, reject: 7, sendBackToRam: 9 };
/** A payment sent back to RAM that the agent sends again (PUT ?sendToRCM=true) waits for finance again, in 1. */
export const RESENT_STATUS_ID = 1;

export const PAYMENT_ACTION_LABELS: Record<PaymentStatusAction, string> = {
  approve: 'Approve',
  reject: 'Reject',
  sendBackToRam: 'Send back to RAM',
};

/** Our texts where the spec gives none. */
export const PAYMENT_ACTION_MESSAGES = {
  statusChanged: 'Payment status updated',
  notWithFinance: 'Only a pending payment that is with finance can be approved, rejected or sent back to RAM.',
  remarkRequired: 'Please enter a remark.',
  notRejected: 'Only a rejected payment (status 7 or 8) can be recollected or represented.',
  alreadyRecollected: 'This payment was already recollected or represented.',
  refundRecorded: 'Refund recorded',
  refundNotApproved: 'Only an approved payment can be refunded.',
  refundAboveApproved: 'Refund amount exceeds the approved amount not yet refunded.',
  documentUploaded: 'Document uploaded',
  documentDeleted: 'Document deleted',
  documentNotFound: 'Document not found.',
  documentsLocked: 'This payment is approved: its documents can no longer be deleted or replaced.',
  documentMissing: 'Please choose a file to upload.',
  documentTypeInvalid: 'Please select a document type: Cheque, Deposit Slip, Demand Draft or Credit Approval.',
  noContactEmail: 'No contact with an e-mail address for this account.',
} as const;

export const paymentStatusChangeInputSchema = z.object({
  action: z.enum(PAYMENT_STATUS_ACTIONS),
  remark: z.string().trim().max(500).optional(),
  baseVersion: rowId().optional(),
});
export type PaymentStatusChangeInput = z.infer<typeof paymentStatusChangeInputSchema>;

/** POST /sapna/v1/payment/{id}/recollect: a new payment of the rejected one's milestone; PIN as when adding. */
export const paymentRecollectInputSchema = z.object({
  paymentType: z.enum(PAYMENT_TYPES.filter((t) => t !== 'normal') as ['Recollection', 'Representation']),
  /** Defaults to the rejected payment's amount. */
  amount: z.number().optional(),
  /** Defaults to the rejected payment's mode. */
  modeOfPaymentId: rowId().optional(),
  pinCode: z.union([z.string(), z.number()]).transform((v) => String(v)).nullish(),
  referenceNumber: z.string().max(100).nullish(),
  paymentDate: z.string().nullish(),
});
export type PaymentRecollectInput = z.infer<typeof paymentRecollectInputSchema>;

/** POST /sapna/refund. */
export const refundInputSchema = z.object({
  paymentId: rowId(),
  amount: z.number(),
  remark: z.string().trim().max(500).optional(),
});
export type RefundInput = z.infer<typeof refundInputSchema>;

/** POST /sapna/v1/account/share-payment-link. */
export const sharePaymentLinkInputSchema = z.object({
  accountId: rowId(),
  opportunityId: rowId().optional(),
  /** Rupees; defaults to what is still to be collected. */
  amount: z.number().optional(),
  /** Defaults to the account's primary contact. */
  email: z.email().max(200).optional(),
});
export type SharePaymentLinkInput = z.infer<typeof sharePaymentLinkInputSchema>;

/** POST /sapna/v1/opportunity/{id}/pre-payment-link: a link to pay before the termsheet (an advance). */
export const prePaymentLinkInputSchema = z.object({
  amount: z.number(),
  email: z.email().max(200).optional(),
});
export type PrePaymentLinkInput = z.infer<typeof prePaymentLinkInputSchema>;

export const linkSentAnswerSchema = z.object({ message: z.string(), sentTo: z.string(), link: z.string() });

import { z } from 'zod';
import { VALIDATION_MESSAGES } from '../validation/messages';
import { paymentDetailSchema } from '../payments/payment-contract';
import { refundSchema } from '../payments/payment-details';

const required = VALIDATION_MESSAGES.required;

/**
 * Milestone fields (spec 001 §3). Name, amounts and dates are checked by the service with the spec's messages
 * (the offline push calls the same service); here they are only typed.
 */
export const milestoneCreateInputSchema = z.object({
  termsheetId: z.number({ error: required }).int().positive(),
  name: z.string().nullish(),
  amount: z.number({ error: required }),
  /** Defaults to 18% of amount, rounded to the paisa. */
  gst: z.number().nullish(),
  /** 'YYYY-MM-DD'. */
  startDate: z.string().nullish(),
  /** Defaults to the termsheet's legal entity. */
  accountLegalEntityId: z.number().int().positive().nullish(),
  digislateAmount: z.number().nullish(),
  /** Sent as false on create; the server sets it when a payment is recorded. */
  paymentAdded: z.boolean().optional(),
  clientId: z.uuid().nullish(),
});
export type MilestoneCreateInput = z.output<typeof milestoneCreateInputSchema>;

/** PUT: the fields given change; baseVersion is the version the change was made on (required for offline commands). */
export const milestoneUpdateInputSchema = z.object({
  name: z.string().nullish(),
  amount: z.number().nullish(),
  gst: z.number().nullish(),
  startDate: z.string().nullish(),
  accountLegalEntityId: z.number().int().positive().nullish(),
  digislateAmount: z.number().nullish(),
  baseVersion: z.number().int().positive().nullish(),
});
export type MilestoneUpdateInput = z.output<typeof milestoneUpdateInputSchema>;

export const milestoneDetailSchema = z.object({
  id: z.number().int(),
  termsheetId: z.number().int(),
  name: z.string(),
  amount: z.number(),
  digislateAmount: z.number().nullable(),
  gst: z.number(),
  startDate: z.string(),
  action: z.string().nullable(),
  active: z.boolean(),
  accountLegalEntityDetail: z.object({ id: z.number().int(), legalName: z.string() }).nullable(),
  paymentDetails: z.array(paymentDetailSchema),
  /** Refunds of its payments (POST /sapna/refund), oldest first. The device's copy does not mirror refunds yet: offline it shows none. */
  refundDetails: z.array(refundSchema),
  /** Tax and digislate invoices are the money area's later issue: always null for now. */
  invoiceDetails: z.null(),
  paymentAdded: z.boolean(),
  /** Sum of its payments in status 6. */
  approvedPaymentAmount: z.number(),
  /** Sum of its payments in the pending group (1, 2, 3, 4, 5, 9, 12, 13, 20). */
  pendingPaymentAmount: z.number(),
  /** amount + gst − approved − pending: the most a new payment may be. */
  dueAmount: z.number(),
  /** May the signed-in user change it (and record payments on it) now? */
  editable: z.boolean(),
  clientId: z.string().nullable(),
  version: z.number().int(),
});
export type MilestoneDetail = z.infer<typeof milestoneDetailSchema>;

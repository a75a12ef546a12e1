import { z } from 'zod';
import { PAYMENT_TYPES } from './statuses';
import { VALIDATION_MESSAGES } from '../validation/messages';

const required = VALIDATION_MESSAGES.required;
const id = () => z.number({ error: required }).int().positive().max(2_147_483_647);
/** Ids and PINs may arrive as text or numbers; the rules read text. */
const textOrNumber = z.union([z.string(), z.number()]).transform((value) => String(value));

export const paymentEndpointVersions = ['v1', 'v2', 'v3'] as const;

/**
 * POST /sapna/{v1|v2|v3}/payment. PIN, amounts and dates are checked by the service (so the offline push gets
 * the same messages): here they are only typed.
 */
export const paymentInputSchema = z.object({
  milestoneId: id(),
  amount: z.number({ error: required }),
  modeOfPaymentId: z.number({ error: required }).int(),
  yesBankResponseId: textOrNumber.nullish(),
  paymentType: z.enum(PAYMENT_TYPES).default('normal'),
  pinCode: textOrNumber.nullish(),
  referenceNumber: z.string().max(100).nullish(),
  /** 'YYYY-MM-DD'. */
  paymentDate: z.string().nullish(),
  /** Client id of a payment recorded offline: a replay returns the payment already recorded. */
  clientId: z.uuid().nullish(),
});
export type PaymentInput = z.output<typeof paymentInputSchema>;

/** PUT /sapna/v1/payment/{id}?sendToRCM: what an agent may still change while the payment is pending. */
export const paymentUpdateInputSchema = z.object({
  referenceNumber: z.string().max(100).nullish(),
  paymentDate: z.string().nullish(),
  baseVersion: z.number().int().positive().max(2_147_483_647).nullish(),
});
export type PaymentUpdateInput = z.output<typeof paymentUpdateInputSchema> & { sendToRcm?: boolean | undefined };

export const paymentDetailSchema = z.object({
  id: z.number().int(),
  milestoneId: z.number().int(),
  milestoneName: z.string(),
  amount: z.number(),
  modeOfPaymentId: z.number().int(),
  modeOfPaymentName: z.string(),
  yesBankResponseId: z.string().nullable(),
  paymentType: z.string(),
  statusId: z.number().int(),
  statusName: z.string(),
  pinCode: z.string(),
  referenceNumber: z.string().nullable(),
  paymentDate: z.string().nullable(),
  sendToRcm: z.boolean(),
  apiVersion: z.string(),
  clientId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type PaymentDetail = z.infer<typeof paymentDetailSchema>;

/**
 * A payment as the routes answer it, from anything holding its fields: the server's row once amounts, names and
 * times are text as the answer has them, or the device's mirrored row (which also carries termsheet, opportunity
 * and account ids the answer leaves out).
 */
export function presentPaymentDetail(p: PaymentDetail): PaymentDetail {
  return {
    id: p.id,
    milestoneId: p.milestoneId,
    milestoneName: p.milestoneName,
    amount: p.amount,
    modeOfPaymentId: p.modeOfPaymentId,
    modeOfPaymentName: p.modeOfPaymentName,
    yesBankResponseId: p.yesBankResponseId,
    paymentType: p.paymentType,
    statusId: p.statusId,
    statusName: p.statusName,
    pinCode: p.pinCode,
    referenceNumber: p.referenceNumber,
    paymentDate: p.paymentDate,
    sendToRcm: p.sendToRcm,
    apiVersion: p.apiVersion,
    clientId: p.clientId,
    createdAt: p.createdAt,
    updatedAt: p.updatedAt,
    version: p.version,
  };
}

/** GET /sapna/v1/payment-page/{id}: the payment with what its breadcrumbs need (Account# › Opportunity# › Termsheet# › Milestone#). */
export const paymentPageSchema = paymentDetailSchema.extend({
  termsheetId: z.number().int(),
  opportunityId: z.number().int(),
  opportunityName: z.string(),
  opportunityKind: z.string(),
  accountId: z.number().int(),
  accountName: z.string(),
  /** May the signed-in user change it now (pending, and everything above it editable)? */
  editable: z.boolean(),
  breadcrumbs: z.object({
    accountId: z.number().int(),
    opportunityId: z.number().int(),
    termsheetId: z.number().int(),
    milestoneId: z.number().int(),
  }),
});
export type PaymentPage = z.infer<typeof paymentPageSchema>;

export const accountPaymentSchema = paymentDetailSchema.extend({
  termsheetId: z.number().int(),
  opportunityId: z.number().int(),
  accountId: z.number().int(),
});
export type AccountPayment = z.infer<typeof accountPaymentSchema>;

import { z } from 'zod';
import { PAYMENT_STATUS_GROUP_KEYS } from './payment-list';
import { paymentListRowSchema } from './payment-list';
import type { PaymentStatusGroup } from './statuses';

/** Latest wallet payments shown at once: the spec's page size (5). */
export const LATEST_WALLET_PAYMENTS_SIZE = 5;

/** GET /sapna/v1/wallet/{accountId}. */
export const walletAmountSchema = z.object({ accountId: z.number().int(), walletAmount: z.number() });

/** GET /sapna/v1/wallet/{accountId}/latest-payments: the account's latest payments through the online link (mode 10). */
export const latestWalletPaymentsSchema = z.object({ accountId: z.number().int(), results: z.array(paymentListRowSchema) });

/** GET /sapna/v1/payment/threshold-details?accountId: the TDS thresholds against this financial year's collections. */
export const thresholdDetailsSchema = z.object({
  accountId: z.number().int(),
  financialYear: z.string(),
  collectedAmount: z.number(),
  largestPayment: z.number(),
  singlePaymentThreshold: z.number(),
  annualThreshold: z.number(),
  thresholdCrossed: z.boolean(),
});

/** GET /sapna/v1/payment/tds-rate?milestoneId | ?accountId. */
export const tdsRateSchema = z.object({
  accountId: z.number().int(),
  milestoneId: z.number().int().nullable(),
  clientTypeId: z.number().int().nullable(),
  tdsRatePercent: z.number(),
  /** On the milestone's amount excluding GST; null when asked by account. */
  tdsAmount: z.number().nullable(),
});

/** GET /sapna/v1/payment/bucket-info?accountId&type: the account's payments in one status group. */
export const bucketInfoSchema = z.object({
  accountId: z.number().int(),
  type: z.enum(PAYMENT_STATUS_GROUP_KEYS as [PaymentStatusGroup, ...PaymentStatusGroup[]]),
  count: z.number().int(),
  amount: z.number(),
});

/**
 * GET /sapna/v1/payment/unutilized?accountId&modeId: collected money of the account that no live milestone holds any
 * more: its milestone was deleted or its termsheet cancelled (our definition; the spec names the call only). The
 * payments approved (6) or refunded in part (14); `amount` is their collected money (the ledger: net of refunds).
 */
export const unutilizedPaymentsSchema = z.object({
  accountId: z.number().int(),
  modeId: z.number().int().nullable(),
  count: z.number().int(),
  amount: z.number(),
  results: z.array(paymentListRowSchema),
});

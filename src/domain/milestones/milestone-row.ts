import { z } from 'zod';
import { refundSchema } from '../payments/payment-details';
import { day, instant, rowId } from '../sync/row-fields';

/** A milestone as the device mirrors it. Active milestones only (a deleted one is kept inactive on the server). */
export const milestoneRowSchema = z.object({
  id: rowId,
  termsheetId: rowId,
  opportunityId: rowId,
  accountId: rowId,
  name: z.string(),
  amount: z.number(),
  digislateAmount: z.number().nullable(),
  gst: z.number(),
  startDate: day,
  action: z.string().nullable(),
  active: z.boolean(),
  accountLegalEntityDetail: z.object({ id: rowId, legalName: z.string() }).nullable(),
  paymentAdded: z.boolean(),
  /** Sum of its payments in status 6. */
  approvedPaymentAmount: z.number(),
  /** Sum of its payments in the pending group. */
  pendingPaymentAmount: z.number(),
  /** dueAmountOf (./due-amount.ts): amount + gst − approved − pending. */
  dueAmount: z.number(),
  /** Refunds of its payments (POST /sapna/refund), oldest first: the termsheet page shows them offline too. */
  refundDetails: z.array(refundSchema),
  clientId: z.string().nullable(),
  version: rowId,
  createdAt: instant,
  updatedAt: instant,
});

export type MilestoneRow = z.infer<typeof milestoneRowSchema>;

import { z } from 'zod';
import { day, instant, rowId } from '../sync/row-fields';

/** A payment as the device mirrors it. */
export const paymentRowSchema = z.object({
  id: rowId,
  milestoneId: rowId,
  milestoneName: z.string(),
  termsheetId: rowId,
  opportunityId: rowId,
  accountId: rowId,
  amount: z.number(),
  /** Σ of the refunds recorded on the payment (0 when none): the ledger's collected amount is amount − this in 10/14. */
  refundedAmount: z.number(),
  modeOfPaymentId: rowId,
  modeOfPaymentName: z.string(),
  yesBankResponseId: z.string().nullable(),
  paymentType: z.string(),
  statusId: rowId,
  statusName: z.string(),
  pinCode: z.string(),
  referenceNumber: z.string().nullable(),
  paymentDate: day.nullable(),
  sendToRcm: z.boolean(),
  apiVersion: z.string(),
  clientId: z.string().nullable(),
  version: rowId,
  createdAt: instant,
  updatedAt: instant,
});

export type PaymentRow = z.infer<typeof paymentRowSchema>;

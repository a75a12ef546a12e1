import { z } from 'zod';

/**
 * Refunds with approval (issue 9: "refunds (POST /sapna/refund) with approval"; spec 001 §6 "Approvals use reviewer
 * lists for discounts, payments and refunds"). Ours where the spec is silent:
 *   - finance (Finance, Admin) refunds directly, as before;
 *   - a seller's POST /sapna/refund records a refund request and a Refund approval, whose reviewers and approver the
 *     Refund matrix (common-matrices) names; the refund is recorded when the approval is approved, refused when it
 *     is rejected; one pending request per payment;
 *   - a refund (direct or requested) never goes beyond the payment's amount less what was refunded and what pending
 *     requests hold (400, nothing changed); the approval re-checks it when approved (409 if the payment changed).
 */
export const refundRequestSchema = z.object({
  id: z.number().int(),
  paymentId: z.number().int(),
  amount: z.number(),
  remark: z.string().nullable(),
  status: z.string(),
  approvalId: z.number().int().nullable(),
  refundId: z.number().int().nullable(),
  requestedByName: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type RefundRequest = z.infer<typeof refundRequestSchema>;

export const REFUND_REQUEST_MESSAGES = {
  sent: 'Refund sent for approval',
  alreadyPending: 'A refund of this payment is already waiting for approval.',
  notFound: 'Refund request not found.',
  changedSince: 'The payment changed since the refund was requested: the refund no longer fits what remains.',
} as const;

/** Paise a refund may still take: the payment's amount less refunds and pending requests, never below 0. */
export function refundablePaise(amountPaise: number, refundedPaise: number, pendingRequestPaise: number): number {
  return Math.max(0, amountPaise - refundedPaise - pendingRequestPaise);
}

import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id, money } from './columns';

/**
 * A refund asked for by a seller (POST /sapna/refund): it waits on a Refund approval (routed by the Refund matrix)
 * and becomes a refund when the approval is approved. Status: PendingApproval, Approved, Rejected.
 */
export const refundRequests = pgTable(
  'refund_requests',
  {
    id: id(),
    paymentId: integer().notNull(),
    amount: money().notNull(),
    remark: text(),
    status: text().notNull().default('PendingApproval'),
    approvalId: integer(),
    refundId: integer(),
    requestedById: integer().notNull(),
    createdAt: createdAt(),
    decidedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('refund_requests_payment_idx').on(t.paymentId), index('refund_requests_approval_idx').on(t.approvalId)],
);

import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id, money } from './columns';

/** Every status change of a payment (finance's approve, reject, send back to RAM; an agent's re-send): who, when, from, to, remark. */
export const paymentStatusChanges = pgTable(
  'payment_status_changes',
  {
    id: id(),
    paymentId: integer().notNull(),
    /** Null for the row that records the payment's creation. */
    fromStatusId: integer(),
    toStatusId: integer().notNull(),
    remark: text(),
    changedById: integer(),
    changedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_status_changes_payment_idx').on(t.paymentId, t.changedAt)],
);

/** Refunds of an approved payment (POST /sapna/refund), by finance. */
export const refunds = pgTable(
  'refunds',
  {
    id: id(),
    paymentId: integer().notNull(),
    milestoneId: integer().notNull(),
    amount: money().notNull(),
    remark: text(),
    createdById: integer(),
    createdAt: createdAt(),
  },
  (t) => [index('refunds_payment_idx').on(t.paymentId), index('refunds_milestone_idx').on(t.milestoneId)],
);

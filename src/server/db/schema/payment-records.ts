import { customType, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, money } from './columns';

/** File bytes kept in the database (both backends), so a document survives with its payment and needs no data dir. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

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

/** Documents of a payment (Cheque, Deposit Slip, Demand Draft, Credit Approval): one of each kind per payment. */
export const paymentDocuments = pgTable(
  'payment_documents',
  {
    id: id(),
    paymentId: integer().notNull(),
    documentType: text().notNull(),
    fileName: text().notNull(),
    contentType: text().notNull(),
    sizeBytes: integer().notNull(),
    content: bytea().notNull(),
    uploadedById: integer(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('payment_documents_payment_type_idx').on(t.paymentId, t.documentType)],
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

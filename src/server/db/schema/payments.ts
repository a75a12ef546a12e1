import { boolean, date, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, id, money, updatedAt, version } from './columns';

export const payments = pgTable(
  'payments',
  {
    id: id(),
    milestoneId: integer().notNull(),
    amount: money().notNull(),
    modeOfPaymentId: integer().notNull(),
    yesBankResponseId: text(),
    /** normal, Recollection, Representation. */
    paymentType: text().notNull().default('normal'),
    statusId: integer().notNull().default(1),
    pinCode: text().notNull(),
    referenceNumber: text(),
    paymentDate: date(),
    /** Which endpoint version recorded it (v1, v2 for mode 10, v3 with a bank response id). */
    apiVersion: text().notNull().default('v1'),
    sendToRcm: boolean().notNull().default(false),
    createdById: integer(),
    /** The rejected (7, 8) payment this one recollects or represents. */
    originalPaymentId: integer(),
    clientId: uuid().unique(),
    /**
     * The brand and account of the payment's opportunity (milestone → termsheet → opportunity), copied onto the
     * payment so the payment list filters and orders on payments alone. Kept by triggers in the same transaction
     * (migration 0017): set on insert and when the milestone changes, and moved when the opportunity changes brand
     * or account (a merge). Never written by the services.
     */
    domainId: integer(),
    accountId: integer(),
    /**
     * The payment's opportunity (milestone → termsheet → opportunity), copied so an opportunity's collected amount is
     * one index-only range of payments_opportunity_approved_idx (the opportunity lists, issue 10). Kept by the same
     * trigger (migration payments-opportunity): set on insert and when the milestone changes (termsheets and milestones
     * never move to another opportunity). Never written by the services (the seed gives it).
     */
    opportunityId: integer(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    index('payments_milestone_idx').on(t.milestoneId),
    index('payments_status_idx').on(t.statusId),
    // The payment list: a brand's payments newest recorded first, over a date range, optionally by status (group).
    index('payments_domain_created_idx').on(t.domainId, t.createdAt.desc(), t.id.desc()),
    index('payments_domain_status_created_idx').on(t.domainId, t.statusId, t.createdAt.desc(), t.id.desc()),
    index('payments_account_idx').on(t.accountId),
    // An account's collected amount (accountCollectedAmount, deal-value.sql.ts): its approved payments' amounts,
    // index-only, instead of termsheet → milestone → payment for each of its opportunities (issue 10).
    index('payments_account_approved_idx').on(t.accountId, t.amount).where(sql`${t.statusId} = 6`),
    // An opportunity's collected amount (opportunityCollectedAmount): its approved payments' amounts, index-only.
    index('payments_opportunity_approved_idx').on(t.opportunityId, t.amount).where(sql`${t.statusId} = 6`),
    // The few refunded payments (10, 14) of an opportunity or account: collected less their refunds (the ledger,
    // src/domain/money/ledger.ts); an empty range for almost every row of a list.
    index('payments_opportunity_refunded_idx').on(t.opportunityId, t.id, t.amount).where(sql`${t.statusId} in (10, 14)`),
    index('payments_account_refunded_idx').on(t.accountId, t.id, t.amount).where(sql`${t.statusId} in (10, 14)`),
    index('payments_reference_idx').on(t.referenceNumber),
    index('payments_bank_response_idx').on(t.yesBankResponseId),
    index('payments_original_idx').on(t.originalPaymentId),
  ],
);

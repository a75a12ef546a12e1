import { boolean, date, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, money, updatedAt, version } from './columns';

/** A termsheet in its simplest form (DOMAIN.md): the money area adds its lifecycle, PDFs and invoices. */
export const termsheets = pgTable(
  'termsheets',
  {
    id: id(),
    opportunityId: integer().notNull(),
    accountLegalEntityId: integer().notNull(),
    contactId: integer(),
    /** approved 3, cancelled 5, sent-to-RAM 7; 4, 5, 6 not editable. */
    statusId: integer().notNull().default(1),
    /** accepted 5, rejected 6, expired 7. */
    acceptanceStatusId: integer(),
    createdById: integer(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [index('termsheets_opportunity_idx').on(t.opportunityId)],
);

export const termsheetPackageMappings = pgTable(
  'termsheet_package_mappings',
  {
    id: id(),
    termsheetId: integer().notNull(),
    opportunityPackageMappingId: integer().notNull(),
  },
  (t) => [index('tpm_termsheet_idx').on(t.termsheetId)],
);

export const milestones = pgTable(
  'milestones',
  {
    id: id(),
    termsheetId: integer().notNull(),
    name: text().notNull(),
    amount: money().notNull(),
    digislateAmount: money(),
    gst: money().notNull().default('0'),
    startDate: date().notNull(),
    action: text(),
    active: boolean().notNull().default(true),
    accountLegalEntityId: integer(),
    paymentAdded: boolean().notNull().default(false),
    clientId: uuid().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [index('milestones_termsheet_idx').on(t.termsheetId)],
);

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
    clientId: uuid().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [index('payments_milestone_idx').on(t.milestoneId), index('payments_status_idx').on(t.statusId)],
);

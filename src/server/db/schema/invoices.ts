import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, money } from './columns';

/**
 * Tax and digislate invoices. An invoice is a legal document: the supplier, recipient, place of supply and lines
 * are copied in at generation (a later change to the legal entity does not rewrite it), and it is never deleted
 * (a cancelled one keeps its serial, so the series stays gapless).
 */
export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    /** 'tax', 'digislate' or 'credit' (a credit note, CGST Rule 53, against a tax invoice: creditedInvoiceId). */
    kind: text().notNull(),
    series: text().notNull(),
    financialYear: text().notNull(),
    number: integer().notNull(),
    serial: text().notNull(),
    termsheetId: integer().notNull(),
    accountId: integer().notNull(),
    legalEntityId: integer().notNull(),
    supplierName: text().notNull(),
    supplierGstin: text().notNull(),
    supplierStateCode: text().notNull(),
    supplierAddress: text().notNull(),
    recipientName: text().notNull(),
    recipientGstin: text(),
    recipientStateCode: text().notNull(),
    recipientAddress: text().notNull(),
    recipientRegistered: boolean().notNull(),
    placeOfSupplyStateCode: text().notNull(),
    reverseCharge: boolean().notNull().default(false),
    sac: text().notNull(),
    /** JSON text of the lines, amounts in paise as decimal strings. */
    lines: text().notNull(),
    taxableValue: money().notNull(),
    cgst: money().notNull(),
    sgst: money().notNull(),
    igst: money().notNull(),
    total: money().notNull(),
    sentTo: text(),
    sentAt: timestamp({ withTimezone: true }),
    /** A tax invoice: when a credit note credited it (it is no longer live). A digislate invoice: when cancelled. */
    cancelledAt: timestamp({ withTimezone: true }),
    /** A credit note: the tax invoice it credits (its serial and date are printed on the note). */
    creditedInvoiceId: integer(),
    /** A credit note: why it was issued (e.g. 'Termsheet cancelled'). */
    reason: text(),
    createdById: integer(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invoices_series_year_number_uq').on(t.series, t.financialYear, t.number),
    uniqueIndex('invoices_serial_uq').on(t.serial),
    index('invoices_termsheet_idx').on(t.termsheetId),
  ],
);

/**
 * The last number given per series and financial year. The invoice's transaction increments its row (the row
 * lock serialises concurrent invoices), so a rolled-back invoice gives its number back: gapless, unlike a sequence.
 */
export const invoiceSerialCounters = pgTable(
  'invoice_serial_counters',
  {
    series: text().notNull(),
    financialYear: text().notNull(),
    lastNumber: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.financialYear] })],
);

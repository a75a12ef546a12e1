import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt, version } from './columns';

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
    /** When it was last shared with the customer (mail with the PDF). */
    sharedAt: timestamp({ withTimezone: true }),
    /** When it was last sent to RCM for verification (its RCM case); cleared when RCM sends it back (status 7). */
    sentToRcmAt: timestamp({ withTimezone: true }),
    /** Why RCM last sent it back to RAM (status 7), shown on the termsheet page until it goes back to RCM. */
    sentBackReason: text(),
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

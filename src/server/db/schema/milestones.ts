import { boolean, date, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, money, updatedAt, version } from './columns';

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

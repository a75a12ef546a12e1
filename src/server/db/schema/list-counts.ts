import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Row counters for the brand-wide lists (issue 10): how many accounts and opportunities a brand (domain) holds in
 * each status. Kept by the statement-level triggers of migration 0007 in the same transaction as every insert,
 * delete and update of `accounts` and `opportunities` (a trigger, so no write path can forget it), so an
 * unfiltered whole-brand count (a bucket is a set of statuses) is a sum over a few rows: exact and constant time.
 */
export const listCounts = pgTable(
  'list_counts',
  {
    /** 'account' or 'opportunity'. */
    entity: text().$type<'account' | 'opportunity'>().notNull(),
    domainId: integer().notNull(),
    statusId: integer().notNull(),
    n: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.entity, t.domainId, t.statusId] })],
);

import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Row counters for the brand-wide lists (issue 10): how many accounts and opportunities a brand (domain) holds in
 * each status, as deltas. The statement-level triggers of migration 0007 append one row per (entity, brand, status)
 * a statement changes, in the same transaction as every insert, delete and update of `accounts` and `opportunities`
 * (a trigger, so no write path can forget it). Appending never locks a shared row, so concurrent writers (and the
 * seed's parallel transactions) never wait on each other or deadlock; compactListCounts folds the deltas into one
 * row per key every little while. An unfiltered whole-brand count (a bucket is a set of statuses) is the sum of a
 * few rows of this index: exact and constant time.
 */
export const listCounts = pgTable(
  'list_counts',
  {
    /** 'account' or 'opportunity'. */
    entity: text().$type<'account' | 'opportunity'>().notNull(),
    domainId: integer().notNull(),
    statusId: integer().notNull(),
    /** Rows added (positive) or removed (negative) by one statement, or the folded total. */
    n: integer().notNull(),
  },
  (t) => [index('list_counts_key_idx').on(t.entity, t.domainId, t.statusId)],
);

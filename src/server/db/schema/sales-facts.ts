import { sql } from 'drizzle-orm';
import { index, integer, numeric, pgTable, timestamp } from 'drizzle-orm/pg-core';

/**
 * Each opportunity with what the sales report and performance count it by (issue 49): its brand, owner, account and
 * city, when it was created, its closed moment (closedAtSql: its latest move into Closed while it is Closed, else
 * null) and its deal value (opportunityDealValue: Σ money_net of its package mappings). The grouped sales rows read
 * this narrow table by its created and closed indexes instead of every deal of the brand with a deal-value and a
 * status-history subquery per deal (performance: seconds at the large seed). Kept by statement triggers (migration
 * 0066, the rule is the view sales_deal_facts_rule): writes to opportunities, their package mappings and status
 * changes recompute the touched opportunities' rows in the same transaction. The seeds write with the triggers off
 * (app.seeding) and rebuild it at the end (rebuildDashboardFacts). sales-deal-facts.compare.test.ts checks it.
 */
export const salesDealFacts = pgTable(
  'sales_deal_facts',
  {
    opportunityId: integer().primaryKey(),
    domainId: integer().notNull(),
    ownerId: integer(),
    accountId: integer().notNull(),
    cityId: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    /** The deal's latest move into Closed while it is Closed (closed-date.sql.ts closedAtSql), else null. */
    closedAt: timestamp({ withTimezone: true }),
    /** Σ money_net of its package mappings (deal-value.sql.ts opportunityDealValue); 0 without a mapping. */
    deal: numeric({ precision: 14, scale: 2 }).notNull(),
  },
  (t) => [
    // A brand's deals created in a window, and those closed in it: the report's two arms (a BitmapOr).
    index('sales_deal_facts_created_idx').on(t.domainId, t.createdAt),
    index('sales_deal_facts_closed_idx').on(t.domainId, t.closedAt).where(sql`${t.closedAt} is not null`),
    // A team's deals (the scope's owner arm).
    index('sales_deal_facts_owner_idx').on(t.ownerId, t.createdAt),
  ],
);

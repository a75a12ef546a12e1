import { date, index, integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Every sold package (a mapping on a Closed opportunity) with the purchase that renews it under the renewal rule
 * (src/domain/renewals/renewal-rule.ts isRenewedBy, SQL renewedBySql) and what the renewal dashboard filters and counts
 * by: its due day (Kolkata), value, the opportunity's brand and owner, the account's agent and client type, the
 * package's seller type (issue 49: the dashboard read every sold package of the brand and paired it with its renewal
 * on every call, seconds at the large seed). Kept by statement triggers (migration 0065): any write to mappings,
 * opportunities, accounts or packages that can change a row recomputes its accounts' rows in the same transaction.
 * The seeds write with the triggers off (app.seeding) and rebuild it at the end (rebuildDashboardFacts).
 */
export const soldPackageRenewals = pgTable(
  'sold_package_renewals',
  {
    mappingId: integer().primaryKey(),
    accountId: integer().notNull(),
    opportunityId: integer().notNull(),
    domainId: integer().notNull(),
    ownerId: integer(),
    accountAgentId: integer(),
    clientTypeId: integer(),
    /** The package's sales channel: FoS, Telesales or Both. */
    agentType: text(),
    /** The day (Asia/Kolkata) its validity ends. */
    dueDay: date({ mode: 'string' }).notNull(),
    /** (sales price - discount) x quantity. */
    value: numeric({ precision: 14, scale: 2 }).notNull(),
    /** The opportunity whose purchase renews it (the earliest), or null. */
    renewedByOpportunityId: integer(),
  },
  (t) => [
    // A whole brand's rows of the window, read without the table (the dashboard's filters and counts are key columns).
    index('sold_package_renewals_brand_idx').on(t.domainId, t.dueDay, t.clientTypeId, t.agentType, t.ownerId, t.renewedByOpportunityId, t.value),
    // A team's rows: the scope's two arms.
    index('sold_package_renewals_owner_idx').on(t.ownerId, t.dueDay),
    index('sold_package_renewals_account_agent_idx').on(t.accountAgentId, t.dueDay),
    index('sold_package_renewals_account_idx').on(t.accountId),
  ],
);

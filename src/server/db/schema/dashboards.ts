import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';

/** The action calendar (issue 12): an agent's planned activity with a due time; done logs a comment. */
export const dashboardActions = pgTable(
  'dashboard_actions',
  {
    id: id(),
    ownerId: integer().notNull(),
    domainId: integer().notNull(),
    accountId: integer().notNull(),
    opportunityId: integer(),
    /** Call, Meeting, Dropin, Email. */
    activityType: text().notNull(),
    title: text().notNull(),
    dueAt: timestamp({ withTimezone: true }).notNull(),
    doneAt: timestamp({ withTimezone: true }),
    /** The comment marking it done logged. */
    commentId: integer(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('dashboard_actions_owner_due_idx').on(t.ownerId, t.dueAt)],
);

/**
 * What the dashboard tiles count, per opportunity (issue 12 figures: ten brand-wide counts over joins of
 * opportunities, accounts, termsheets, milestones, payments, approvals, package mappings and comments took seconds
 * for a manager). One row per opportunity with the columns the tiles and the scope read, kept by the statement
 * triggers of migration 0043 in the same transaction as every change to those tables (dashboard_facts_refresh
 * recomputes the rows a statement touched), so a dashboard is one scan of this table's rows in
 * scope: exact, and time-dependent tiles (follow-up, renewal) are decided when read from the stored instants.
 * The list behind a tile (`list/{keyName}`) still reads the tables themselves with the tile's definition;
 * dashboard-facts.test.ts checks that every tile's count equals its list's total after random changes.
 * The seeds write with the triggers off (app.seeding) and rebuild the table once at the end.
 */
export const dashboardTileFacts = pgTable(
  'dashboard_tile_facts',
  {
    opportunityId: integer().primaryKey(),
    accountId: integer().notNull(),
    /** The opportunity's brand, owner and status, its account's agent and client type (the scope and the dashboard type). */
    domainId: integer().notNull(),
    ownerId: integer(),
    accountAgentId: integer(),
    clientTypeId: integer(),
    kind: text().notNull(),
    statusId: integer().notNull(),
    campaign: text(),
    /** The latest comment logged on the opportunity (follow-up tile), null when none. */
    lastActivityAt: timestamp({ withTimezone: true }),
    /** A product of its packages is not activated (housing-product tile). */
    housingPending: boolean().notNull(),
    /** Termsheets not yet approved, payments in the approved, rejected and pending groups, open discount approvals. */
    pendingTermsheets: integer().notNull(),
    paymentsApproved: integer().notNull(),
    paymentsRejected: integer().notNull(),
    paymentsPending: integer().notNull(),
    discountApprovals: integer().notNull(),
    /** The days (Asia/Kolkata) its sold packages that no purchase renews fall due (renewal tile), null when none. */
    renewalDueDays: date({ mode: 'string' }).array(),
  },
  (t) => [
    // A team's rows (the scope's two arms); a whole brand's follow-ups by last activity and renewals by due day.
    index('dashboard_tile_facts_owner_idx').on(t.ownerId, t.domainId, t.clientTypeId),
    index('dashboard_tile_facts_account_agent_idx').on(t.accountAgentId, t.domainId, t.clientTypeId),
    index('dashboard_tile_facts_account_idx').on(t.accountId),
    // Open rows (the follow-up tile's statuses) by last activity, read without the table (index-only).
    index('dashboard_tile_facts_activity_idx')
      .on(t.domainId, t.clientTypeId, t.lastActivityAt, t.statusId, t.kind)
      .where(sql`${t.statusId} in (1, 3, 4, 5, 8)`),
  ],
);

/**
 * dashboard_tile_facts.renewal_due_days one row a day, for whole-brand renewal tiles: the rows due in the tile's days
 * are a range of dashboard_renewal_days_brand_idx (read without the table). dashboard_facts_compute rewrites an
 * account's rows with its facts.
 */
export const dashboardRenewalDays = pgTable(
  'dashboard_renewal_days',
  {
    accountId: integer().notNull(),
    opportunityId: integer().notNull(),
    domainId: integer().notNull(),
    clientTypeId: integer(),
    kind: text().notNull(),
    statusId: integer().notNull(),
    dueDay: date({ mode: 'string' }).notNull(),
  },
  (t) => [
    index('dashboard_renewal_days_brand_idx').on(t.domainId, t.clientTypeId, t.dueDay, t.statusId, t.kind, t.opportunityId),
    index('dashboard_renewal_days_account_idx').on(t.accountId),
    index('dashboard_renewal_days_opportunity_idx').on(t.opportunityId),
  ],
);

/**
 * dashboard_tile_facts added up per brand, client type, kind, status and campaign, for whole-brand dashboards
 * (managers): the statement triggers of migration 0043 on dashboard_tile_facts append one delta row per key a
 * statement changes (appends never lock a shared row, as list_counts), and compactDashboardCounts folds them.
 */
export const dashboardBrandCounts = pgTable(
  'dashboard_brand_counts',
  {
    domainId: integer().notNull(),
    clientTypeId: integer(),
    kind: text().notNull(),
    statusId: integer().notNull(),
    campaign: text(),
    /** Opportunities, those with a product not activated, and the sums of the per-opportunity counts. */
    n: integer().notNull(),
    housingPending: integer().notNull(),
    pendingTermsheets: integer().notNull(),
    paymentsApproved: integer().notNull(),
    paymentsRejected: integer().notNull(),
    paymentsPending: integer().notNull(),
    discountApprovals: integer().notNull(),
  },
  (t) => [index('dashboard_brand_counts_key_idx').on(t.domainId, t.clientTypeId, t.kind, t.statusId, t.campaign)],
);

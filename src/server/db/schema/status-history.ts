import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { id } from './columns';

/**
 * Every status change of an opportunity, payment or termsheet (issue 12, state-movement-reports). Written only by
 * database triggers (migration status-history), in the same transaction as the UPDATE that changes status_id, so
 * every path that changes a status (REST routes, offline pushes, approval workflows, merges, the seed) records it.
 * The actor is the transaction's `app.user_id` setting (set by the service context); null when nobody is signed in.
 * `opportunityId` (the entity's own opportunity) and `domainId` let a report apply the opportunity scope.
 */
export const statusChanges = pgTable(
  'status_changes',
  {
    id: id(),
    /** 'opportunity', 'payment' or 'termsheet'. */
    entity: text().notNull(),
    entityId: integer().notNull(),
    opportunityId: integer(),
    domainId: integer(),
    fromStatusId: integer(),
    toStatusId: integer().notNull(),
    changedById: integer(),
    changedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('status_changes_domain_changed_idx').on(t.domainId, t.changedAt.desc(), t.id.desc()),
    index('status_changes_entity_idx').on(t.entity, t.entityId),
    // Deals' moves into Closed by time (issue 49: the closed date; reports read the deals closed in a window).
    index('status_changes_entered_closed_idx').on(t.changedAt, t.entityId).where(sql`${t.entity} = 'opportunity' and ${t.toStatusId} = 2`),
    // A deal's moves into Closed, for "its latest move" (closedBetweenSql's later move; issue 49: the index above
    // answers it only by reading every later move of every deal).
    index('status_changes_closed_entity_idx').on(t.entityId, t.changedAt).where(sql`${t.entity} = 'opportunity' and ${t.toStatusId} = 2`),
  ],
);

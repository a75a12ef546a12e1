import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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

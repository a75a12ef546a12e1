import { date, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { users } from './users';

// Issue 14 (ad products and slots): manual churn schedules (spec 002 §3).

/** A manual churn schedule (spec 002 §3); the scheduler polls active rows whose next run is due (SKIP LOCKED). */
export const churnSchedules = pgTable(
  'churn_schedules',
  {
    id: id(),
    profileUuid: text().notNull(),
    entityType: text().notNull(),
    entityId: integer(),
    churnStartDate: date({ mode: 'string' }).notNull(),
    churnEndDate: date({ mode: 'string' }).notNull(),
    lastNDays: integer(),
    totalLeads: integer().notNull(),
    /** The whole request as sent (search criteria, lead service type, property type, prices, possession...). */
    request: jsonb().$type<Record<string, unknown>>().notNull(),
    /** ACTIVE, STOPPED, COMPLETED. */
    status: text().notNull().default('ACTIVE'),
    leadsChurned: integer().notNull().default(0),
    runCount: integer().notNull().default(0),
    nextRunAt: timestamp({ withTimezone: true }).notNull(),
    lastRunAt: timestamp({ withTimezone: true }),
    createdBy: integer().references(() => users.id),
    stoppedBy: integer().references(() => users.id),
    stoppedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('churn_schedules_due_idx').on(t.status, t.nextRunAt), index('churn_schedules_profile_idx').on(t.profileUuid)],
);

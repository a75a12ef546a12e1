import { date, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, money, updatedAt } from './columns';

/** Incentive rules (spec 001 §3): the one in force for a cycle is the latest effectiveDate on or before its start. */
export const incentiveRules = pgTable('incentive_rules', {
  id: id(),
  allowedMinTarget: money().notNull(),
  allowedMaxTarget: money().notNull(),
  /** Monthly, Quarterly. */
  frequency: text().notNull(),
  incentiveCap: money().notNull(),
  effectiveDate: date().notNull(),
  participantAllowedIncentiveTypes: jsonb().$type<string[]>().notNull().default([]),
  createdById: integer(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Incentive slabs by participant category (designation, department, client type); percentages with 2 decimals. */
export const incentiveSlabs = pgTable(
  'incentive_slabs',
  {
    id: id(),
    targetMinPercentage: numeric({ precision: 10, scale: 2 }).notNull(),
    targetMaxPercentage: numeric({ precision: 10, scale: 2 }).notNull(),
    accountsClosedMin: integer().notNull(),
    accountsClosedMax: integer().notNull(),
    incentivePercentage: numeric({ precision: 10, scale: 2 }).notNull(),
    effectiveDate: date().notNull(),
    designationId: integer(),
    departmentId: integer(),
    clientTypeId: integer(),
    createdById: integer(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('incentive_slabs_category_idx').on(t.designationId, t.departmentId, t.clientTypeId, t.effectiveDate)],
);

/** A cycle's identity (its dates follow the sales month-closure dates, computed when read). */
export const incentiveCycles = pgTable(
  'incentive_cycles',
  {
    id: id(),
    frequency: text().notNull(),
    year: integer().notNull(),
    firstMonth: integer().notNull(),
  },
  (t) => [uniqueIndex('incentive_cycles_uq').on(t.frequency, t.year, t.firstMonth)],
);

export const userTargets = pgTable(
  'user_targets',
  {
    id: id(),
    userId: integer().notNull(),
    cycleId: integer().notNull(),
    individualTarget: money().notNull(),
    teamTarget: money().notNull(),
    setById: integer(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('user_targets_uq').on(t.userId, t.cycleId), index('user_targets_cycle_idx').on(t.cycleId)],
);

/** A computed incentive: the figures, the ids of the payments and opportunities it counted, and its state. */
export const userIncentives = pgTable(
  'user_incentives',
  {
    id: id(),
    userId: integer().notNull(),
    cycleId: integer().notNull(),
    /** Individual, Team. */
    basis: text().notNull(),
    target: money().notNull(),
    achievement: money().notNull(),
    accountsClosed: integer().notNull(),
    targetPercentage: numeric({ precision: 14, scale: 2 }),
    slabId: integer(),
    incentivePercentage: numeric({ precision: 10, scale: 2 }),
    noSlabReason: text(),
    incentiveBeforeCap: money().notNull(),
    incentive: money().notNull(),
    /** pending 1, 2; signed off 3; manager approved 4. */
    statusId: integer().notNull().default(1),
    remark: text(),
    paidIncentive: money(),
    paidAt: timestamp({ withTimezone: true }),
    paymentIds: jsonb().$type<number[]>().notNull().default([]),
    opportunityIds: jsonb().$type<number[]>().notNull().default([]),
    computedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('user_incentives_uq').on(t.userId, t.cycleId), index('user_incentives_cycle_idx').on(t.cycleId)],
);

/** The audit of every incentive step (computed, signed off, approved, paid): who, when, remark. */
export const incentiveEvents = pgTable(
  'incentive_events',
  {
    id: id(),
    userIncentiveId: integer().notNull(),
    action: text().notNull(),
    byUserId: integer().notNull(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    remark: text(),
  },
  (t) => [index('incentive_events_incentive_idx').on(t.userIncentiveId)],
);

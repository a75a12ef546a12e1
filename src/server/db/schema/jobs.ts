import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The background jobs' last claimed tick (server/jobs/scheduler.ts): on PostgreSQL several server processes run
 * each job, and the one whose update moves `tick` forward runs it; the others skip that tick. One row a job.
 */
export const jobTicks = pgTable('job_ticks', {
  name: text().primaryKey(),
  /** The wall-clock tick (milliseconds since the epoch divided by the job's interval) last claimed. */
  tick: bigint({ mode: 'number' }).notNull(),
  claimedAt: timestamp({ withTimezone: true }).notNull(),
});

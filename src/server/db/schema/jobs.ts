import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The background jobs (server/jobs/scheduler.ts), one row a job: on PostgreSQL several server processes run each job,
 * and the one whose update moves `tick` forward runs it; the others skip that tick. Each pass's outcome is recorded
 * on the row too (the embedded database, which claims no ticks, records it as well): the admin's Background jobs
 * screen reads it (issue 51).
 */
export const jobTicks = pgTable('job_ticks', {
  name: text().primaryKey(),
  /** The wall-clock tick (milliseconds since the epoch divided by the job's interval) last claimed. */
  tick: bigint({ mode: 'number' }).notNull(),
  claimedAt: timestamp({ withTimezone: true }).notNull(),
  /** When the last pass began, and when it ended (null while the first pass runs). */
  lastStartedAt: timestamp({ withTimezone: true }),
  lastFinishedAt: timestamp({ withTimezone: true }),
  /** 'ok' or 'failed': how the last finished pass ended. */
  lastOutcome: text(),
  /** The failed pass's error message (null after a pass that went well). */
  lastError: text(),
});

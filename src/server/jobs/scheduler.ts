import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobTicks } from '../db/schema';

/** What a job's pass receives: aborted when the scheduler stops (a long pass checks it between steps). */
export type JobContext = { signal: AbortSignal; log: JobLog };

export type JobLog = { warn: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };

/** A background job, declared once in jobs.ts: its name, how often it runs, and one pass of its work. */
export type Job = {
  name: string;
  everyMs: number;
  /** Also one pass when the scheduler starts (otherwise the first pass is at the first tick). */
  atStart?: boolean;
  run: (ctx: JobContext) => Promise<unknown>;
};

export type SchedulerOptions = {
  /**
   * Several processes share the database (PostgreSQL): each tick is claimed in job_ticks, so one process runs it.
   * Off on the embedded database, which one process owns (and which then writes nothing while idle).
   */
  claimTicks: boolean;
};

/** The wall-clock tick `now` falls in: every process counts the same ticks. */
const tickOf = (now: number, everyMs: number) => Math.floor(now / everyMs);

/** True when this process moved the job's tick forward to `tick` (no other process had claimed it). */
async function claimTick(db: Db, name: string, tick: number): Promise<boolean> {
  const claimed = await db
    .insert(jobTicks)
    .values({ name, tick, claimedAt: new Date() })
    .onConflictDoUpdate({ target: jobTicks.name, set: { tick, claimedAt: new Date() }, setWhere: sql`${jobTicks.tick} < ${tick}` })
    .returning({ name: jobTicks.name });
  return claimed.length > 0;
}

export type Scheduler = { stop: () => Promise<void> };

/**
 * Runs every job at each wall-clock multiple of its interval until stop() (one pass of a job at a time in a process;
 * a failed pass is logged and the next tick runs again). Resolves once the `atStart` passes are done. stop() clears
 * the timers, aborts the passes in flight and waits for them to end.
 */
export async function startScheduler(db: Db, jobs: readonly Job[], log: JobLog, options: SchedulerOptions): Promise<Scheduler> {
  const abort = new AbortController();
  const timers = new Map<string, NodeJS.Timeout>();
  const running = new Map<string, Promise<void>>();

  const pass = async (job: Job) => {
    try {
      if (options.claimTicks && !(await claimTick(db, job.name, tickOf(Date.now(), job.everyMs)))) return;
      await job.run({ signal: abort.signal, log });
    } catch (error) {
      log.warn({ err: error, job: job.name }, `background job ${job.name} failed`);
    }
  };
  const runOnce = (job: Job) => {
    if (abort.signal.aborted || running.has(job.name)) return;
    const done = pass(job).finally(() => running.delete(job.name));
    running.set(job.name, done);
  };
  const schedule = (job: Job) => {
    if (abort.signal.aborted) return;
    const timer = setTimeout(() => {
      runOnce(job);
      schedule(job);
    }, job.everyMs - (Date.now() % job.everyMs));
    timer.unref();
    timers.set(job.name, timer);
  };

  for (const job of jobs) {
    if (job.atStart) runOnce(job);
    schedule(job);
  }
  await Promise.all(running.values());
  return {
    stop: async () => {
      abort.abort();
      for (const timer of timers.values()) clearTimeout(timer);
      await Promise.all(running.values());
    },
  };
}

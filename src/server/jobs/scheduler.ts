import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobTicks } from '../db/schema';

/** What a job's pass receives: aborted when the scheduler stops (a long pass checks it between steps). */
export type JobContext = { signal: AbortSignal; log: JobLog; /** The wall-clock tick this pass runs for (the one it claimed). */ tick: number };

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
   * Off on the embedded database, which one process owns (each pass's start and outcome are still recorded).
   */
  claimTicks: boolean;
};

/** The wall-clock tick `now` falls in: every process counts the same ticks. */
const tickOf = (now: number, everyMs: number) => Math.floor(now / everyMs);

/** When a job's next pass is due after `now`: the next wall-clock multiple of its interval (the timers' and the Background jobs screen's). */
export function nextTickAt(now: number, everyMs: number): number {
  return (tickOf(now, everyMs) + 1) * everyMs;
}

/** The longest error message kept for a failed pass (the screen shows it; a stack is for the log). */
const ERROR_TEXT_MAX = 2000;

/**
 * Marks the start of a pass of the job at `tick`. With `claim` (PostgreSQL, several processes) only when this process
 * moves the job's tick forward (no other process had claimed it): true when it did, and the pass runs. Without it
 * (the embedded database, one process) the row is written whatever its tick, so the outcome is still recorded.
 */
async function startPass(db: Db, name: string, tick: number, claim: boolean): Promise<boolean> {
  const at = new Date();
  const claimed = await db
    .insert(jobTicks)
    .values({ name, tick, claimedAt: at, lastStartedAt: at })
    .onConflictDoUpdate({
      target: jobTicks.name,
      set: { tick, claimedAt: at, lastStartedAt: at },
      ...(claim ? { setWhere: sql`${jobTicks.tick} < ${tick}` } : {}),
    })
    .returning({ name: jobTicks.name });
  return claimed.length > 0;
}

/** How the pass ended: 'ok', or 'failed' with the error's message. */
async function recordOutcome(db: Db, name: string, error: unknown): Promise<void> {
  const lastError = error === undefined ? null : (error instanceof Error ? error.message : String(error)).slice(0, ERROR_TEXT_MAX) || 'Failed';
  await db
    .update(jobTicks)
    .set({ lastFinishedAt: new Date(), lastOutcome: error === undefined ? 'ok' : 'failed', lastError })
    .where(eq(jobTicks.name, name));
}

export type Scheduler = { stop: () => Promise<void> };

/**
 * Runs every job at each wall-clock multiple of its interval until stop() (one pass of a job at a time in a process;
 * a failed pass is logged and the next tick runs again). Each pass's start and outcome ('ok', or 'failed' with the
 * error's message) are recorded in job_ticks. Resolves once the `atStart` passes are done. stop() clears
 * the timers, aborts the passes in flight and waits for them to end.
 */
export async function startScheduler(db: Db, jobs: readonly Job[], log: JobLog, options: SchedulerOptions): Promise<Scheduler> {
  const abort = new AbortController();
  const timers = new Map<string, NodeJS.Timeout>();
  const running = new Map<string, Promise<void>>();

  const pass = async (job: Job) => {
    let failure: unknown;
    try {
      const tick = tickOf(Date.now(), job.everyMs);
      if (!(await startPass(db, job.name, tick, options.claimTicks))) return;
      try {
        await job.run({ signal: abort.signal, log, tick });
      } catch (error) {
        failure = error ?? new Error('Failed');
        log.warn({ err: error, job: job.name }, `background job ${job.name} failed`);
      }
      // A pass cut short by stop() is not an outcome of the job: its row keeps the start without an end.
      if (!abort.signal.aborted || failure === undefined) await recordOutcome(db, job.name, failure);
    } catch (error) {
      log.warn({ err: error, job: job.name }, `background job ${job.name}: its pass could not be recorded`);
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
    }, nextTickAt(Date.now(), job.everyMs) - Date.now());
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

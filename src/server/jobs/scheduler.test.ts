import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { jobTicks } from '../db/schema';
import { describeOnOneBackend, openTestDatabase } from '../testing/harness';
import { startScheduler, type Job } from './scheduler';

describeOnOneBackend('background job scheduler', (backend) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(backend);
  });
  afterAll(async () => database?.close());
  const log = { warn: () => undefined, error: () => undefined };
  const rowOf = async (name: string) => (await database.db.select().from(jobTicks).where(eq(jobTicks.name, name)))[0];

  it('two server processes on one database run a job once a tick, and stop() stops it', async () => {
    const everyMs = 150;
    const runs: number[] = [];
    // Each pass records the tick it claimed (the wall clock at run time can already be in the next tick on a busy host).
    const job: Job = { name: 'test-tick', everyMs, atStart: true, run: async ({ tick }) => void runs.push(tick) };
    // Both schedulers fire at the same wall-clock ticks; the claim in job_ticks lets one of them run each.
    const schedulers = await Promise.all([1, 2].map(() => startScheduler(database.db, [job], log, { claimTicks: true })));
    await expect.poll(() => runs.length, { timeout: 5000 }).toBeGreaterThanOrEqual(5);
    await Promise.all(schedulers.map((s) => s.stop()));
    expect(new Set(runs).size).toBe(runs.length);
    const stoppedAt = runs.length;
    await new Promise((resolve) => setTimeout(resolve, 3 * everyMs));
    expect(runs).toHaveLength(stoppedAt);
  });

  // The embedded database claims no ticks (one process); each pass's outcome is recorded all the same.
  for (const claimTicks of [true, false]) {
    it(`records each pass's outcome: ok, then failed with the error's message, then ok again (claimTicks ${claimTicks})`, async () => {
      const name = `outcome-${claimTicks}`;
      let fail = false;
      const job: Job = {
        name,
        everyMs: 100,
        atStart: true,
        run: async () => {
          if (fail) throw new Error('ERP answered 503');
        },
      };
      const scheduler = await startScheduler(database.db, [job], log, { claimTicks });
      try {
        // The atStart pass is done when startScheduler resolves.
        const first = await rowOf(name);
        expect(first).toMatchObject({ lastOutcome: 'ok', lastError: null });
        expect(first!.lastFinishedAt!.getTime()).toBeGreaterThanOrEqual(first!.lastStartedAt!.getTime());
        fail = true;
        await expect.poll(async () => (await rowOf(name))?.lastOutcome, { timeout: 3000 }).toBe('failed');
        const failed = await rowOf(name);
        expect(failed?.lastError).toBe('ERP answered 503');
        expect(failed!.lastStartedAt!.getTime()).toBeGreaterThan(first!.lastStartedAt!.getTime());
        fail = false;
        await expect.poll(async () => (await rowOf(name))?.lastOutcome, { timeout: 3000 }).toBe('ok');
        expect((await rowOf(name))?.lastError).toBeNull();
      } finally {
        await scheduler.stop();
      }
    });
  }
});

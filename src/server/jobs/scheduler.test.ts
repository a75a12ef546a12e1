import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { describeOnOneBackend, openTestDatabase } from '../testing/harness';
import { startScheduler, type Job } from './scheduler';

describeOnOneBackend('background job scheduler', (backend) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(backend);
  });
  afterAll(async () => database?.close());

  it('two server processes on one database run a job once a tick, and stop() stops it', async () => {
    const everyMs = 150;
    const runs: number[] = [];
    const job: Job = { name: 'test-tick', everyMs, atStart: true, run: async () => void runs.push(Math.floor(Date.now() / everyMs)) };
    const log = { warn: () => undefined, error: () => undefined };
    // Both schedulers fire at the same wall-clock ticks; the claim in job_ticks lets one of them run each.
    const schedulers = await Promise.all([1, 2].map(() => startScheduler(database.db, [job], log, { claimTicks: true })));
    await expect.poll(() => runs.length, { timeout: 5000 }).toBeGreaterThanOrEqual(5);
    await Promise.all(schedulers.map((s) => s.stop()));
    expect(new Set(runs).size).toBe(runs.length);
    const stoppedAt = runs.length;
    await new Promise((resolve) => setTimeout(resolve, 3 * everyMs));
    expect(runs).toHaveLength(stoppedAt);
  });
});

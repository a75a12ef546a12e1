import { defineConfig } from 'vitest/config';

// Unit and server tests. Browser tests are Playwright's (tests/e2e), benchmarks are tests/bench.
const shared = {
  environment: 'node' as const,
  testTimeout: 60_000,
  hookTimeout: 120_000,
  // One migrated template database per backend for the whole run; server tests copy it (src/server/testing/harness.ts).
  globalSetup: ['src/server/testing/global-setup.ts'],
  // fast-check on a fixed seed unless FC_SEED=random (src/server/testing/fast-check-setup.ts).
  setupFiles: ['src/server/testing/fast-check-setup.ts'],
  pool: 'forks' as const,
};

export default defineConfig({
  test: {
    // Server tests each open a database; two cores, so keep parallelism modest.
    maxWorkers: 2,
    projects: [
      {
        test: {
          ...shared,
          name: 'server',
          include: ['src/server/**/*.test.ts'],
          // One module graph per worker process, not one per test file: each server test file imported the whole
          // server again (import was 295 of 681 s of a CI run on the 2-core machine, 2026-11-28; shared, the whole
          // vitest run took 393 s). Server test files keep their state in their own databases (harness.ts) and
          // mock no module, so sharing the graph changes nothing they see.
          isolate: false,
        },
      },
      {
        test: {
          name: 'faults',
          environment: 'node',
          // Issue 54: PostgreSQL clusters, pgbouncer and server processes of their own (tests/faults/cluster.ts);
          // one file at a time, the machine has two cores.
          include: ['tests/faults/**/*.test.ts'],
          testTimeout: 240_000,
          hookTimeout: 180_000,
          pool: 'forks',
          fileParallelism: false,
        },
      },
      {
        test: {
          ...shared,
          name: 'app',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'sw/**/*.test.ts'],
          exclude: ['src/server/**', '**/node_modules/**'],
          // The app's tests mock modules (vi.mock) and globals (fake-indexeddb, timers): each file gets its own graph.
          isolate: true,
          // Worker threads, not processes: the same isolation per file, without starting a process for each
          // (the app project took 101 s instead of 149 s on the 2-core CI machine, 2026-11-29). The server
          // project stays on forks: on threads it took 347 s instead of 334.
          pool: 'threads',
        },
      },
    ],
  },
});

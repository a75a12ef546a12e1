import { defineConfig } from 'vitest/config';

// Unit and server tests. Browser tests are Playwright's (tests/e2e), benchmarks are tests/bench.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'sw/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One migrated template database per backend for the whole run; server tests copy it (src/server/testing/harness.ts).
    globalSetup: ['src/server/testing/global-setup.ts'],
    // fast-check on a fixed seed unless FC_SEED=random (src/server/testing/fast-check-setup.ts).
    setupFiles: ['src/server/testing/fast-check-setup.ts'],
    pool: 'forks',
    // Server tests each open a database; two cores, so keep parallelism modest.
    maxWorkers: 2,
  },
});

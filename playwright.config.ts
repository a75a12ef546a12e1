import { defineConfig, devices } from '@playwright/test';

// Browser tests: Debian's Chromium (never a downloaded browser) against the real built server. global-setup.ts
// seeds one embedded database with the demo data and saves a signed-in session per demo user; each worker
// then runs its own server on a copy of that database (the worker fixture in support.ts sets baseURL).
// Ports: E2E_PORT (the seeding server) and E2E_PORT + 1 + n (worker n) when set, else ports the OS picks.
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Chromium keeps only the last --disable-features switch, so global-setup.ts puts Playwright's own list and ours
  // (chromium-features.ts) into one; workers load this file after it has run.
  ...(process.env.E2E_CHROMIUM_DISABLE_FEATURES ? [`--disable-features=${process.env.E2E_CHROMIUM_DISABLE_FEATURES}`] : []),
];

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  globalSetup: './tests/e2e/global-setup.ts',
  // Workers share no server, so files run in parallel workers. Within a file, tests run in order on the worker's
  // database: many pick demo rows that earlier tests in the file change, so a file runs its tests in parallel only
  // when they share no state (test.describe.configure({ mode: 'parallel' }), e.g. auth.spec.ts). Two workers:
  // one worker's browser, service worker, sync worker and server already keep about 1.7 of the CI machine's two
  // cores busy (sampled from /proc, 2026-11-29), and a third made the whole browser phase slower, not faster
  // (22.7 min with three, 20.2 with two, same machine and build).
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // One retry: CI runs on a shared two-core machine, and a test that passes only on its retry is listed as "flaky"
  // in the log (with the failure report of support.ts) to be fixed, instead of throwing away a whole run.
  retries: 1,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
    // A trace only for a retry: recording every test's (its DOM snapshots and screencast) cost about 14% of the
    // browser phase on a 2-core machine (4 spec files: 2.2 min against 1.9). A first failure still leaves its
    // screenshot and the page's snapshot (support.ts); its retry records the trace.
    trace: 'on-first-retry',
    // The app honours prefers-reduced-motion (styles.css): spinners and transitions then draw no frames, which on the
    // shared 2-core CI machine is compositor work (Chromium's browser and GPU processes) taken from the tests.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
  },
  projects: [
    // The phone specs (*.phone.spec.ts) run here too, on a 360 px phone's context options (PHONE in support.ts, by
    // test.use): a project of their own had workers of its own, so reaching them stopped a worker and started
    // another (its server on a fresh copy of the database, a browser), and they all came last in the run.
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined, viewport: { width: 1280, height: 800 } }, testIgnore: /\.alone\.spec\.ts$/ },
    // Timing-sensitive specs (*.alone.spec.ts: the page's main thread during a prime) run after the others, when
    // the two cores are no longer shared with the other workers' browsers and servers.
    { name: 'alone', use: { ...devices['Desktop Chrome'], channel: undefined, viewport: { width: 1280, height: 800 } }, testMatch: /\.alone\.spec\.ts$/, dependencies: ['desktop'] },
  ],
});

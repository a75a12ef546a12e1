import { defineConfig, devices } from '@playwright/test';

// Browser tests: Debian's Chromium (never a downloaded browser) against the real built server with a fresh
// embedded database seeded with the demo data (tests/e2e/start-server.mjs).
const port = Number(process.env.E2E_PORT ?? 8181);
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined, viewport: { width: 1280, height: 800 } }, testIgnore: /\.phone\.spec\.ts$/ },
    { name: 'phone', use: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 }, testMatch: /\.phone\.spec\.ts$/ },
  ],
  webServer: {
    command: `node tests/e2e/start-server.mjs ${port}`,
    url: `http://localhost:${port}/api/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});

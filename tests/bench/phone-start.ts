// Issue 10 ("fast on a mid-range phone"): a fresh phone opening /my-accounts as the demo agent, measured in the page
// itself, beside Lighthouse's simulation (lighthouse.ts). Headless Chromium at 412 px with its CPU slowed 4x
// (BENCH_PHONE_CPU), a new browser profile each run (so the device downloads the agent's book while the page is
// used), the built server on PGlite with the demo seed. The page's own 'longtask' entries give the time it blocked
// input after its first paint (Lighthouse's total blocking time: the part of each task over 50 ms), observed rather
// than simulated.
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { benchFeatureArgs } from './bench-chromium';
import { DEMO_PASSWORD } from './bench-database';
import { browserCookies, signIn } from './http-session';
import { ensureBuilt, startServer, type RunningServer } from './server-process';
import type { Suite, Table } from './suite';
import { ms } from './table';
import { tempDataDir } from './temp-data';

const PORT = Number(process.env.BENCH_PHONE_PORT) || 8409;
const CHROMIUM = process.env.BENCH_CHROMIUM || '/usr/bin/chromium';
const RUNS = Math.max(1, Number(process.env.BENCH_PHONE_RUNS) || 5);
const CPU_SLOWDOWN = Number(process.env.BENCH_PHONE_CPU) || 4;
/** How long after the first row the page is watched: the agent's first download and the switch to the copy. */
const WATCH_MS = Number(process.env.BENCH_PHONE_WATCH_MS) || 12_000;

type Run = { fcpMs: number; firstRowMs: number; blockingMs: number; longestMs: number; longTasks: number };

async function oneRun(base: string): Promise<Run> {
  const session = await signIn(base, 'agent', DEMO_PASSWORD);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', ...(await benchFeatureArgs())] });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 });
    await context.addCookies(browserCookies(base, session.cookie));
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(() => {
      const tasks: [number, number][] = [];
      (window as unknown as { __benchLongTasks: [number, number][] }).__benchLongTasks = tasks;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push([entry.startTime, entry.duration]);
      }).observe({ type: 'longtask', buffered: true });
      // The first account link in the document, timed in the page (not when Playwright next looks).
      const seen = new MutationObserver(() => {
        if (document.querySelector('a[href^="/account/"]')) {
          performance.mark('bench:first-row');
          seen.disconnect();
        }
      });
      seen.observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${base}/my-accounts`);
    await page.locator('a[href^="/account/"]').first().waitFor({ timeout: 60_000 });
    await page.waitForTimeout(WATCH_MS);
    return await page.evaluate(() => {
      const tasks = (window as unknown as { __benchLongTasks: [number, number][] }).__benchLongTasks;
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      const firstRow = performance.getEntriesByName('bench:first-row')[0]?.startTime ?? NaN;
      const after = tasks.filter(([start]) => start >= fcp);
      return {
        fcpMs: fcp,
        firstRowMs: firstRow,
        blockingMs: after.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0),
        longestMs: Math.max(0, ...tasks.map(([, duration]) => duration)),
        longTasks: tasks.length,
      };
    });
  } finally {
    await browser.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

async function run(log: (line: string) => void) {
  if (!existsSync(CHROMIUM)) return { skipped: `no Chromium at ${CHROMIUM} (apt-get install chromium, or set BENCH_CHROMIUM)` };
  ensureBuilt(log);
  const data = tempDataDir('phone-start');
  let server: RunningServer | null = null;
  const runs: Run[] = [];
  try {
    log('Starting the built server on PGlite with the demo seed...');
    server = await startServer({ port: PORT, dataDir: data.dir, seed: 'demo', readyTimeoutMs: 300_000 });
    for (let i = 0; i < RUNS; i++) {
      const r = await oneRun(server.baseUrl);
      log(`run ${i + 1}/${RUNS}: first paint ${ms(r.fcpMs)}, first row ${ms(r.firstRowMs)}, blocking ${ms(r.blockingMs)}, longest task ${ms(r.longestMs)} (${r.longTasks} long tasks)`);
      runs.push(r);
    }
  } finally {
    await server?.stop();
    data.remove();
  }
  const of = (key: keyof Run) => ms(median(runs.map((r) => r[key])));
  const table: Table = {
    title: `Fresh phone to /my-accounts (demo agent, 412 px, CPU ${CPU_SLOWDOWN}x slower), median of ${RUNS}`,
    columns: ['figure', 'median', 'runs'],
    rows: [
      ['first contentful paint, from navigation', of('fcpMs'), runs.map((r) => ms(r.fcpMs)).join(', ')],
      ['first account row in the document, from navigation', of('firstRowMs'), runs.map((r) => ms(r.firstRowMs)).join(', ')],
      ['blocking time after first paint (each long task beyond 50 ms, summed)', of('blockingMs'), runs.map((r) => ms(r.blockingMs)).join(', ')],
      ['longest task', of('longestMs'), runs.map((r) => ms(r.longestMs)).join(', ')],
    ],
    notes: [
      `Headless Chromium (${CHROMIUM}), a new profile each run, CPU slowed with Emulation.setCPUThrottlingRate; no network throttling. The page is watched for ${WATCH_MS / 1000} s after its first row (the first download and the switch to the device copy).`,
      "Observed in the page (PerformanceObserver 'longtask'), where Lighthouse (lighthouse.ts) simulates from an unthrottled trace.",
    ],
  };
  return { tables: [table] };
}

export const phoneStartSuite: Suite = {
  name: 'phone-start',
  about: 'a fresh phone (4x CPU slowdown) opening /my-accounts: first paint, first row, main-thread blocking (observed)',
  run,
};

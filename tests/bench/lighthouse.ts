// Issue 10 figures: Lighthouse (the `lighthouse` npm package, mobile form factor, simulated throttling) run
// against Debian's Chromium and the built server: the sign-in screen, and /my-accounts for an agent on a fresh
// device (Lighthouse resets the origin's storage before each run, so the app primes the agent's book while it is
// measured). Issue 51 figures: /home (each role's work queue) for the admin and for the agent, with Lighthouse's
// mobile and desktop presets. The last run's full report of each page is written to the temp folder (lighthouse-<page>.json). Each page is measured BENCH_LIGHTHOUSE_RUNS times (3) and the median run is reported.
import { existsSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { screenEmulationMetrics, throttling, userAgents } from 'lighthouse/core/config/constants.js';
import { TEST_DISABLED_FEATURES } from '../e2e/chromium-features';
import { DEMO_PASSWORD } from './bench-database';
import { browserCookies, signIn } from './http-session';
import { ensureOfflineScope } from './offline-data';
import { ensureBuilt, startServer, type RunningServer } from './server-process';
import type { Suite, Table } from './suite';
import { tempDataDir } from './temp-data';

const PORT = Number(process.env.BENCH_LIGHTHOUSE_PORT) || 8406;
const CHROMIUM = process.env.BENCH_CHROMIUM || '/usr/bin/chromium';
const RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS) || 3);
/**
 * Lighthouse's simulated CPU slowdown (BENCH_LIGHTHOUSE_CPU; default its own 4). Its docs (throttling.md, "CPU
 * throttling") tie 4x to a fast desktop host (benchmarkIndex about 1,500) and give a slower host a smaller multiplier
 * for the same mid-tier phone (its calculator: 800 -> 2x, 1,300 -> 3x, 1,533 -> 4x). Each run logs the host's
 * benchmarkIndex; the table's figures are at the multiplier the run used.
 */
const CPU_SLOWDOWN = Number(process.env.BENCH_LIGHTHOUSE_CPU) || throttling.mobileSlow4G.cpuSlowdownMultiplier;
/** Which pages (BENCH_LIGHTHOUSE_PAGES=login,agent,home,scope; default all four). */
const PAGES = new Set((process.env.BENCH_LIGHTHOUSE_PAGES || 'login,agent,home,scope').split(',').map((p) => p.trim()));
/** Lighthouse's presets /home is measured with (BENCH_LIGHTHOUSE_HOME_FORMS=mobile,desktop; default both). */
const HOME_FORMS = (process.env.BENCH_LIGHTHOUSE_HOME_FORMS || 'mobile,desktop').split(',').map((f) => f.trim()).filter((f): f is FormFactor => f === 'mobile' || f === 'desktop');

type FormFactor = 'mobile' | 'desktop';

/**
 * Lighthouse's two presets: mobile (its default: a Moto G Power's screen, slow 4G, the CPU slowdown above) and desktop
 * (its desktop-config.js: a 1350×940 screen, dense 4G, no CPU slowdown).
 */
function presetSettings(form: FormFactor) {
  if (form === 'desktop') return { formFactor: 'desktop' as const, screenEmulation: screenEmulationMetrics.desktop, emulatedUserAgent: userAgents.desktop, throttling: throttling.desktopDense4G };
  return { formFactor: 'mobile' as const, throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: CPU_SLOWDOWN } };
}

/**
 * chrome-launcher's own --disable-features list plus the omnibox popup's (TEST_DISABLED_FEATURES, as bench-chromium.ts
 * does for Playwright's list): headless Chromium loads that WebUI page in a renderer of its own beside the measured
 * page, which a phone does not, and on a 2-core host it took CPU from the page during its load (this host's
 * benchmarkIndex read 1,200-2,200 with it, 2,550-2,770 without). Chromium keeps only the last --disable-features
 * switch, hence the merge. BENCH_KEEP_OMNIBOX_POPUP=1 measures with it, as before 2026-12-01.
 */
function launcherFeatureFlags(): string[] {
  if (process.env.BENCH_KEEP_OMNIBOX_POPUP === '1') return [];
  const prefix = '--disable-features=';
  const own = chromeLauncher.Launcher.defaultFlags().find((flag) => flag.startsWith(prefix));
  const features = [...(own ? own.slice(prefix.length).split(',') : []), ...TEST_DISABLED_FEATURES];
  return [`${prefix}${[...new Set(features)].join(',')}`];
}

type Scores = { performance: number; accessibility: number; bestPractices: number; tbtMs: number; lcpMs: number; fcpMs: number; cls: number; benchmarkIndex: number; failed: string[] };

/** Lighthouse ran but could not measure the page (lhr.runtimeError). */
class LighthouseRuntimeError extends Error {}

async function measure(url: string, cookie: string | null, form: FormFactor, who: string): Promise<Scores> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', ...launcherFeatureFlags()] });
  try {
    // The session cookie goes into the browser's cookie jar (Lighthouse's storage reset keeps cookies), not into
    // extra request headers: those reach the page's requests only, and the sync worker's then answered 401 (the
    // app took it for an ended session and showed sign-in).
    if (cookie) await setCookies(chrome.port, url, cookie);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      throttlingMethod: 'simulate',
      ...presetSettings(form),
    });
    if (!result) throw new Error(`Lighthouse answered nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new LighthouseRuntimeError(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
    const report = path.join(os.tmpdir(), `lighthouse-${new URL(url).pathname.replace(/\W+/g, '') || 'root'}${who ? `-${who}` : ''}${form === 'desktop' ? '-desktop' : ''}.json`);
    writeFileSync(report, typeof result.report === 'string' ? result.report : JSON.stringify(lhr));
    const score = (id: string) => lhr.categories[id]?.score ?? NaN;
    const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    // Audits of the three categories that did not pass (score below 1, and not informative/not applicable).
    const failed = ['accessibility', 'best-practices']
      .flatMap((c) => lhr.categories[c]?.auditRefs ?? [])
      .map((ref) => lhr.audits[ref.id])
      .filter((a) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'notApplicable' && a.scoreDisplayMode !== 'manual')
      .map((a) => a!.id);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      tbtMs: value('total-blocking-time'),
      lcpMs: value('largest-contentful-paint'),
      fcpMs: value('first-contentful-paint'),
      cls: value('cumulative-layout-shift'),
      benchmarkIndex: lhr.environment.benchmarkIndex,
      failed,
    };
  } finally {
    chrome.kill();
  }
}

/** Puts `name=value; name2=value2` into the browser's cookie jar for the URL's origin (over CDP). */
async function setCookies(port: number, url: string, cookie: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('The launched Chromium has no default context');
    await context.addCookies(browserCookies(url, cookie));
  } finally {
    await browser.close();
  }
}

/**
 * One run; a run Lighthouse itself could not record (a runtimeError such as NO_NAVSTART: its trace missed the
 * navigation, which happens now and then on a busy machine) is run again, up to twice, and says so.
 */
async function measureRetrying(log: (line: string) => void, label: string, url: string, cookie: () => Promise<string | null>, form: FormFactor, who: string): Promise<Scores> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measure(url, await cookie(), form, who);
    } catch (error) {
      if (!(error instanceof LighthouseRuntimeError) || attempt >= 3) throw error;
      log(`${label}: ${error.message}; measuring again`);
    }
  }
}

/** `who` names the report file beside the page's path when two users' runs of one page are kept (lighthouse-home-admin.json). */
async function medianRun(log: (line: string) => void, label: string, url: string, cookie: () => Promise<string | null>, form: FormFactor = 'mobile', who = ''): Promise<Scores> {
  const runs: Scores[] = [];
  for (let i = 0; i < RUNS; i++) {
    const s = await measureRetrying(log, label, url, cookie, form, who);
    log(`${label} run ${i + 1}/${RUNS}: performance ${s.performance}, TBT ${s.tbtMs.toFixed(0)} ms, LCP ${(s.lcpMs / 1000).toFixed(2)} s, CLS ${s.cls.toFixed(3)}, a11y ${s.accessibility}, BP ${s.bestPractices} (host benchmarkIndex ${Math.round(s.benchmarkIndex)})`);
    runs.push(s);
  }
  runs.sort((a, b) => a.performance - b.performance);
  return runs[Math.floor(runs.length / 2)]!;
}

function row(label: string, s: Scores, target: string, met: boolean): string[] {
  const detail = `TBT ${s.tbtMs.toFixed(0)} ms, LCP ${(s.lcpMs / 1000).toFixed(2)} s, FCP ${(s.fcpMs / 1000).toFixed(2)} s, CLS ${s.cls.toFixed(3)}; a11y ${s.accessibility}, BP ${s.bestPractices}${s.failed.length ? `; failing: ${s.failed.join(', ')}` : ''}`;
  return [label, s.performance.toFixed(2), detail, target, met ? 'MET' : 'NOT MET'];
}

async function run(log: (line: string) => void) {
  if (!existsSync(CHROMIUM)) return { skipped: `no Chromium at ${CHROMIUM} (apt-get install chromium, or set BENCH_CHROMIUM)` };
  ensureBuilt(log);
  const rows: string[][] = [];
  const notes = [
    `Lighthouse ${RUNS} runs a page (median by performance score), mobile form factor, simulated throttling (Lighthouse's slow 4G, CPU ${CPU_SLOWDOWN}×${CPU_SLOWDOWN === throttling.mobileSlow4G.cpuSlowdownMultiplier ? ', its default' : ', BENCH_LIGHTHOUSE_CPU'}), Chromium ${CHROMIUM} headless; the desktop preset of /home is Lighthouse's desktop-config (1350×940, dense 4G, no CPU slowdown).`,
    'Baselines from the issue (same method on the earlier main): sign-in 0.89 / BP 0.92; /my-accounts agent on a fresh device 0.45, TBT 2,140 ms, LCP 5.1 s.',
  ];
  const data = tempDataDir('lighthouse');
  let server: RunningServer | null = null;
  try {
    log('Starting the built server on PGlite with the demo seed...');
    server = await startServer({ port: PORT, dataDir: data.dir, seed: 'demo', readyTimeoutMs: 300_000 });
    const base = server.baseUrl;
    if (PAGES.has('login')) {
      const login = await medianRun(log, 'sign-in', `${base}/login`, async () => null);
      rows.push(row('Sign-in screen (/login)', login, 'perf ≥ 0.95, BP 1.0, a11y 1.0', login.performance >= 0.95 && login.bestPractices === 1 && login.accessibility === 1));
    }
    if (PAGES.has('agent')) {
      const agent = await medianRun(log, 'my-accounts (demo agent)', `${base}/my-accounts`, async () => (await signIn(base, 'agent', DEMO_PASSWORD)).cookie);
      rows.push(row('/my-accounts, demo agent, fresh device (PGlite demo seed)', agent, 'perf ≥ 0.9, TBT < 200 ms', agent.performance >= 0.9 && agent.tbtMs < 200));
    }
    // Issue 51: the start page of the admin and of the agent (a fresh device: the agent's book primes meanwhile).
    // The issue asks for the figures; the targets are issue 10's for a signed-in page.
    if (PAGES.has('home')) {
      for (const user of ['admin', 'agent']) {
        for (const form of HOME_FORMS) {
          const home = await medianRun(log, `home (${user}, ${form})`, `${base}/home`, async () => (await signIn(base, user, DEMO_PASSWORD)).cookie, form, user);
          rows.push(row(`/home, demo ${user}, fresh device, ${form} preset (PGlite demo seed)`, home, 'perf ≥ 0.9, TBT < 200 ms', home.performance >= 0.9 && home.tbtMs < 200));
        }
      }
    }
  } finally {
    await server?.stop();
    server = null;
    data.remove();
  }
  // The benchmark scope (2,000 accounts, 8,000 opportunities, …) on PostgreSQL, when it can be prepared.
  try {
    if (!PAGES.has('scope')) throw new Error('left out (BENCH_LIGHTHOUSE_PAGES)');
    const scope = await ensureOfflineScope(log, { password: DEMO_PASSWORD });
    server = await startServer({ port: PORT, databaseUrl: scope.url, seed: 'none' });
    const base = server.baseUrl;
    const big = await medianRun(log, `my-accounts (${scope.username})`, `${base}/my-accounts`, async () => (await signIn(base, scope.username, DEMO_PASSWORD)).cookie);
    rows.push(row(`/my-accounts, ${scope.username} (2,000 accounts in scope), fresh device, PostgreSQL`, big, 'perf ≥ 0.9, TBT < 200 ms', big.performance >= 0.9 && big.tbtMs < 200));
  } catch (e) {
    notes.push(`The 2,000-account scope was not measured: ${(e as Error).message.split('\n')[0]}`);
  } finally {
    await server?.stop();
  }
  const table: Table = { title: 'Lighthouse', columns: ['page', 'performance', 'details', 'target', 'verdict'], rows, notes };
  return { tables: [table] };
}

export const lighthouseSuite: Suite = {
  name: 'lighthouse',
  about: 'Lighthouse scores of the sign-in screen, /my-accounts for an agent on a fresh device, and /home for the admin and the agent (mobile and desktop presets)',
  run,
};

// Issue 12's figures at the large seed on PostgreSQL: a report of about 100,000 rows streamed as CSV (time to first
// byte, total, rows a second, and the server's resident memory sampled during the download), the renewal summary
// and agent-wise renewals (p50/p99), and each dashboard's tile counts (p99, target under 200 ms), over HTTP against
// the built server as `npm start` runs it (the CSV also on PGlite, BENCH_REPORTS_PARTS=csv-pglite), with EXPLAIN (ANALYZE, BUFFERS) of the statements the services send.
// Issue 49's figures (BENCH_REPORTS_PARTS=figures): every renewal dashboard call, the sales report (page and totals,
// 30 days) and performance / agent performance as the manager.
import { CONSOLE_REQUEST_HEADERS } from '../../src/domain/auth/console-request';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { testConfig } from '../../src/server/config';
import { openDatabase, queryRows, type Db, type Tx } from '../../src/server/db/client';
import { signIn as signInService } from '../../src/server/modules/auth/login.service';
import { dashboard } from '../../src/server/modules/dashboards/dashboards.service';
import { renewalReport, renewalReportAgentwise, renewalReportChart, renewalReportDetails, renewalReportMonthwise } from '../../src/server/modules/renewals/renewals.service';
import { reportPage, reportTotals } from '../../src/server/modules/reports/reports.service';
import { agentPerformance, performanceCache } from '../../src/server/modules/people/performance.service';
import { REPORT_PAGE_SIZE } from '../../src/domain/reports/report-kinds';
import { addDays, istDateOf, type IsoDate } from '../../src/domain/format/ist-calendar';
import { serviceContext, type ServiceContext } from '../../src/server/shared/http/service-context';
import { DASHBOARD_TYPES } from '../../src/domain/dashboards/dashboard-keys';
import { BENCH_DATABASE_URL, DEMO_PASSWORD, LARGE_SEED_ACCOUNTS, ensurePlannerStatistics, largeSeedMissing } from './bench-database';
import { machine } from './cpu';
import { statementCapture, type Plan } from './explain-capture';
import { signIn } from './http-session';
import { ROOT, ensureBuilt, memoryOf, serverCommand, startServer, type RunningServer } from './server-process';
import { tempDataDir } from './temp-data';
import type { Suite, Table } from './suite';
import { count, ms } from './table';

const PORT = Number(process.env.BENCH_REPORTS_PORT) || 8407;
const TARGET_ROWS = 100_000;
const REQUESTS = Number(process.env.BENCH_REPORTS_REQUESTS || 50);
/**
 * Which parts run: csv (PostgreSQL), csv-pglite, renewals, dashboards (all but figures by default), figures (issue 49:
 * every renewal dashboard call, the sales report and performance), e.g. BENCH_REPORTS_PARTS=csv,csv-pglite.
 */
const PARTS = new Set((process.env.BENCH_REPORTS_PARTS || 'csv,csv-pglite,renewals,dashboards').split(',').map((p) => p.trim()));
/** Requests in flight at once (10; BENCH_REPORTS_IN_FLIGHT=1 gives one person's wait on an idle server). */
const CONCURRENCY = Number(process.env.BENCH_REPORTS_IN_FLIGHT) || 10;

const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const mbOfKb = (kb: number) => `${(kb / 1024).toFixed(0)} MB`;

function planSummary(plans: Plan[]): string {
  const slowest = [...plans].sort((a, b) => b.executionMs - a.executionMs)[0];
  const indexes = [...new Set(plans.flatMap((p) => p.indexes))];
  const seq = [...new Set(plans.flatMap((p) => p.seqScans))];
  return `${plans.length} statements, slowest ${slowest ? slowest.executionMs.toFixed(1) : '?'} ms; indexes ${indexes.join(', ') || 'none'}${seq.length ? `; seq scans ${seq.join(', ')}` : ''}`;
}

/** `requests` requests, `concurrency` in flight: the times of those answered, and how many were shed (503, the server busy). */
async function timedShed(requests: number, send: (i: number) => Promise<Response>, concurrency = CONCURRENCY): Promise<{ times: number[]; shed: number }> {
  const times: number[] = [];
  let shed = 0;
  let started = 0;
  const worker = async () => {
    while (started < requests) {
      const i = started;
      started += 1;
      const t = performance.now();
      const res = await send(i);
      const text = await res.text();
      if (res.status === 503) shed += 1;
      else if (!res.ok) throw new Error(`${res.status} ${text.slice(0, 200)}`);
      else times.push(performance.now() - t);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { times, shed };
}

type ReportRange = { from: string; to: string; n: number };

/** The newest days that hold about 100,000 opportunities of the first brand (the sales-by-opportunity report lists the opportunities created in the range). */
async function reportRange(db: Db): Promise<ReportRange> {
  const [range] = await queryRows<ReportRange>(
    db,
    sql`with days as (
          select (created_at at time zone 'Asia/Kolkata')::date as day, count(*) as n from opportunities where domain_id = 5 group by 1),
        running as (select day, sum(n) over (order by day desc) as total from days)
        select (select min(day) from running where total <= ${TARGET_ROWS})::text as from,
               (select max(day) from days)::text as to,
               (select max(total) from running where total <= ${TARGET_ROWS})::int as n`,
  );
  if (!range?.from || !range.to) throw new Error('no opportunities to report on');
  return range;
}

/** The sales-by-opportunity CSV downloaded once as the manager: first byte, total, rows/s, and the server's RSS sampled every 20 ms. */
async function streamedCsv(backend: string, server: RunningServer, cookie: string, range: ReportRange, log: (line: string) => void): Promise<Table> {
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const idle = memoryOf(server.pid).rssKb;
  let peak = idle;
  const sampler = setInterval(() => (peak = Math.max(peak, memoryOf(server.pid).rssKb)), 20);
  const started = performance.now();
  const res = await fetch(`${server.baseUrl}/api/sapna/v1/reports/sales-opportunity/download?from=${range.from}&to=${range.to}`, { headers: { cookie } });
  if (!res.ok || !res.body) throw new Error(`download answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
  let firstByte = 0;
  let bytes = 0;
  let lines = 0;
  const reader = res.body.getReader();
  for (;;) {
    const { done, value: chunk } = await reader.read();
    if (done) break;
    if (!firstByte) firstByte = performance.now() - started;
    bytes += chunk.byteLength;
    for (const b of chunk) if (b === 10) lines += 1;
  }
  const total = performance.now() - started;
  clearInterval(sampler);
  const rows = lines - 1;
  log(`${backend} CSV ${range.from}..${range.to}: ${count(rows)} rows, first byte ${ms(firstByte)}, total ${ms(total)}, RSS ${mbOfKb(idle)} -> peak ${mbOfKb(peak)}`);
  return {
    title: `Sales-by-opportunity CSV streamed from ${backend} at the large seed (manager, ${range.from} to ${range.to})`,
    columns: ['rows', 'size', 'first byte', 'total', 'rows/s', 'server RSS idle', 'peak during', 'above idle'],
    rows: [[count(rows), `${(bytes / 1024 / 1024).toFixed(1)} MB`, ms(firstByte), ms(total), count(rows / (total / 1000)), mbOfKb(idle), mbOfKb(peak), mbOfKb(peak - idle)]],
    notes: [
      'Target: flat memory, under 50 MB above idle. Sampled every 20 ms from /proc.',
      ...(backend === 'PGlite'
        ? ['PGlite runs inside the server process: its WebAssembly memory (the database\'s buffers and the query\'s work) is part of the RSS.']
        : ['The heap after a full GC stays flat during the download (back-pressure holds one batch); the peak is V8 old-generation slack, which the server flags decide (BENCH_NODE_FLAGS tries others).']),
      `Server: ${serverCommand()}`,
      machine(),
    ],
  };
}

/**
 * The same CSV on PGlite (BENCH_REPORTS_PARTS=csv-pglite): the server on a PGlite folder with the large seed. The
 * folder is BENCH_REPORTS_PGLITE_DIR when given (seeded there if it has no large seed yet, and kept), otherwise a
 * throwaway folder seeded for this run (`npm run seed -- --scale large` with DATA_DIR) and removed after.
 */
async function pgliteCsv(log: (line: string) => void): Promise<Table> {
  const kept = process.env.BENCH_REPORTS_PGLITE_DIR;
  const temp = kept ? null : tempDataDir('reports-pglite');
  const dir = path.resolve(kept ?? temp!.dir);
  try {
    const accountsIn = async () => {
      const database = await openDatabase({ dataDir: dir });
      try {
        await database.migrate();
        const [row] = await queryRows<{ n: number | string }>(database.db, sql`select count(*) as n from accounts`);
        return { n: Number(row?.n ?? 0), range: Number(row?.n ?? 0) >= LARGE_SEED_ACCOUNTS ? await reportRange(database.db) : null };
      } finally {
        await database.close();
      }
    };
    let found = await accountsIn();
    if (!found.range) {
      log(`PGlite: writing the large seed into ${dir} (npm run seed -- --scale large)...`);
      const started = performance.now();
      const seeded = spawnSync(process.execPath, ['scripts/run-ts.mjs', 'src/server/seed/cli.ts', '--scale', 'large'], { cwd: ROOT, env: { ...process.env, DATABASE_URL: '', DATA_DIR: dir }, stdio: 'inherit' });
      if (seeded.status !== 0) throw new Error('the large seed on PGlite failed');
      log(`PGlite: seeded in ${ms(performance.now() - started)}`);
      found = await accountsIn();
      if (!found.range) throw new Error(`the PGlite folder has ${found.n} accounts after the large seed`);
    }
    const server = await startServer({ port: PORT, dataDir: dir, seed: 'none', readyTimeoutMs: 600_000 });
    try {
      const manager = await signIn(server.baseUrl, 'manager', DEMO_PASSWORD);
      return await streamedCsv('PGlite', server, manager.cookie, found.range, log);
    } finally {
      await server.stop();
    }
  } finally {
    temp?.remove();
  }
}

async function run(log: (line: string) => void) {
  ensureBuilt(log);
  const pglite = PARTS.has('csv-pglite') ? await pgliteCsv(log) : null;
  const pgParts = [...PARTS].some((p) => p !== 'csv-pglite');
  if (!pgParts) return { tables: [pglite!] };
  const missing = await largeSeedMissing();
  if (missing) return pglite ? { tables: [pglite] } : { skipped: missing };
  const database = await openDatabase({ databaseUrl: BENCH_DATABASE_URL, poolSize: 2 });
  await database.migrate();
  const analyzed = await ensurePlannerStatistics();
  if (analyzed) log(analyzed);
  const db = database.db;
  const range = await reportRange(db);
  const server = await startServer({ port: PORT, databaseUrl: BENCH_DATABASE_URL, seed: 'none' });
  const tables: Table[] = pglite ? [pglite] : [];
  try {
    const manager = await signIn(server.baseUrl, 'manager', DEMO_PASSWORD);
    const agent = await signIn(server.baseUrl, 'agent', DEMO_PASSWORD);

    // 1. The streamed CSV.
    if (PARTS.has('csv')) tables.push(await streamedCsv('PostgreSQL', server, manager.cookie, range, log));

    // 2. Renewals and dashboards over HTTP, 10 in flight.
    const post = (path: string, cookie: string) => () => fetch(`${server.baseUrl}${path}`, { method: 'POST', headers: { ...CONSOLE_REQUEST_HEADERS, cookie, 'content-type': 'application/json' }, body: '{}' });
    const get = (path: string, cookie: string) => () => fetch(`${server.baseUrl}${path}`, { headers: { cookie } });
    const figures = PARTS.has('figures');
    const salesRange = salesReportRange(range.to as IsoDate);
    const salesQuery = `from=${salesRange.from}&to=${salesRange.to}`;
    // Performance answers are cached per user and selector until the end of the day: each request asks for another
    // month (and one or three months), so every one is computed.
    const selectors = performanceSelectors(istDateOf(new Date()));
    const perf = (view: 'team' | 'agent') => (i: number) =>
      fetch(`${server.baseUrl}/api/mystique/v1/agent-performance?selector=${encodeURIComponent(JSON.stringify({ ...selectors[i % selectors.length]!, view, page: 0 }))}`, { headers: { cookie: manager.cookie } });
    type Case = { label: string; send: (i: number) => Promise<Response>; requests?: number; warm?: boolean; concurrency?: number };
    const cases: Case[] = [
      ...(PARTS.has('renewals') || figures
        ? [
            { label: 'renewal summary (manager)', send: post('/api/sapna/v1/renewal-report', manager.cookie) },
            { label: 'agent-wise renewals (manager)', send: post('/api/sapna/v1/renewal-report/agentwise', manager.cookie) },
            { label: 'renewal details, first page (manager)', send: post('/api/sapna/v1/renewal-report/details', manager.cookie) },
          ]
        : []),
      ...(figures
        ? [
            { label: 'renewals month-wise (manager)', send: post('/api/sapna/v1/renewal-report/summary-monthwise', manager.cookie) },
            { label: 'renewal chart (manager)', send: post('/api/sapna/v1/renewal-report/chart', manager.cookie) },
            { label: 'renewal summary (agent)', send: post('/api/sapna/v1/renewal-report', agent.cookie) },
            { label: 'renewal download, whole CSV (manager, one at a time)', send: post('/api/sapna/v1/renewal-report/download', manager.cookie), requests: 3, warm: false, concurrency: 1 },
            { label: `sales report page (manager, ${salesRange.from} to ${salesRange.to})`, send: get(`/api/sapna/v1/reports/sales?${salesQuery}&page=0&size=${REPORT_PAGE_SIZE}`, manager.cookie) },
            { label: 'sales report totals (manager, same days)', send: get(`/api/sapna/v1/reports/sales/totals?${salesQuery}`, manager.cookie) },
            { label: `performance, team view (manager, ${selectors.length} months uncached)`, send: perf('team'), requests: selectors.length, warm: false },
            { label: `agent/performance (manager, ${selectors.length} months uncached)`, send: perf('agent'), requests: selectors.length, warm: false },
          ]
        : []),
      ...(PARTS.has('dashboards') ? DASHBOARD_TYPES : []).map((t): Case => ({ label: `${t} dashboard tiles (manager, whole brand)`, send: get(`/api/sapna/v1/dashboard/${t}`, manager.cookie) })),
      ...(PARTS.has('dashboards') ? DASHBOARD_TYPES : []).map((t): Case => ({ label: `${t} dashboard tiles (agent)`, send: get(`/api/sapna/v1/dashboard/${t}`, agent.cookie) })),
    ];
    const timings: string[][] = [];
    // The trivial route under the same load, for comparing runs on a busy host.
    const { times: trivial } = await timedShed(REQUESTS, get('/api/healthz', manager.cookie));
    timings.push(['trivial route GET /api/healthz (reference)', count(trivial.length), ms(percentile(trivial, 50)), ms(percentile(trivial, 99)), '0']);
    log(`trivial route: p50 ${ms(percentile(trivial, 50))}, p99 ${ms(percentile(trivial, 99))}`);
    for (const { label, send, requests = REQUESTS, warm = true, concurrency } of cases) {
      if (warm) await timedShed(10, send, concurrency);
      const { times, shed } = await timedShed(requests, send, concurrency);
      timings.push([label, count(times.length), ms(percentile(times, 50)), ms(percentile(times, 99)), count(shed)]);
      log(`${label}: p50 ${ms(percentile(times, 50))}, p99 ${ms(percentile(times, 99))}${shed ? `, ${shed} shed (503)` : ''}`);
    }

    // EXPLAIN of what the services send, as the manager.
    const capture = statementCapture(db);
    const { user } = await signInService(db, testConfig({ loginMaxAttempts: 1000 }), { username: 'manager', password: DEMO_PASSWORD, ip: '127.0.0.1', userAgent: 'bench reports', previousToken: undefined });
    const { user: agentUser } = await signInService(db, testConfig({ loginMaxAttempts: 1000 }), { username: 'agent', password: DEMO_PASSWORD, ip: '127.0.0.1', userAgent: 'bench reports', previousToken: undefined });
    const explainOf = async (fn: (ctx: ServiceContext) => Promise<unknown>, as = user) => {
      const ctx = await serviceContext(db as unknown as Tx, as);
      const statements = (await capture.during(() => fn(ctx))).filter((s) => /^\s*(select|with)\b/i.test(s.text));
      return planSummary(await Promise.all(statements.map((s) => capture.explain(s))));
    };
    const notes = [
      ...(PARTS.has('renewals') || figures
        ? [
            `EXPLAIN renewal summary: ${await explainOf((ctx) => renewalReport(ctx, {}))}`,
            `EXPLAIN agent-wise renewals: ${await explainOf((ctx) => renewalReportAgentwise(ctx, {}))}`,
            `EXPLAIN renewal details: ${await explainOf((ctx) => renewalReportDetails(ctx, { page: 0, size: 10 }))}`,
          ]
        : []),
      ...(figures
        ? [
            `EXPLAIN renewals month-wise: ${await explainOf((ctx) => renewalReportMonthwise(ctx, {}))}`,
            `EXPLAIN renewal chart: ${await explainOf((ctx) => renewalReportChart(ctx, {}))}`,
            `EXPLAIN sales report page: ${await explainOf((ctx) => reportPage(ctx, 'sales', { ...salesRange, page: 0, size: REPORT_PAGE_SIZE }))}`,
            `EXPLAIN sales report totals: ${await explainOf((ctx) => reportTotals(ctx, 'sales', salesRange))}`,
            `EXPLAIN performance, team view: ${await explainOf((ctx) => agentPerformance(ctx, performanceCache(), JSON.stringify({ ...selectors[0]!, view: 'team', page: 0 })))}`,
            `EXPLAIN agent/performance: ${await explainOf((ctx) => agentPerformance(ctx, performanceCache(), JSON.stringify({ ...selectors[0]!, view: 'agent', page: 0 })))}`,
            `Renewals and figures target (issue 49): p99 well under 1 s with ${CONCURRENCY} in flight, nothing shed (503).`,
          ]
        : []),
      // One after another: the statement capture records one service call at a time.
      ...(PARTS.has('dashboards') ? await explainDashboards(explainOf, agentUser) : []),
      'Dashboard tiles target: p99 under 200 ms.',
      machine(),
    ];
    tables.push({ title: `Renewals, figures and dashboards at the large seed (${CONCURRENCY} in flight)`, columns: ['request', 'answered', 'p50', 'p99', 'shed (503)'], rows: timings, notes: [...notes, `Load average at the end: ${loadavg().map((l) => l.toFixed(1)).join(', ')}`] });
    return { tables };
  } finally {
    await server.stop();
    await database.close();
  }
}

/** The sales report's days: the 30 days ending on the newest day with opportunities. */
function salesReportRange(to: IsoDate): { from: IsoDate; to: IsoDate } {
  return { from: addDays(to, -29), to };
}

/** Performance selectors for the 12 sales months up to this one, one and three months each (24 distinct answers). */
function performanceSelectors(today: IsoDate): { month: string; months: 1 | 3 }[] {
  const out: { month: string; months: 1 | 3 }[] = [];
  const [y, m] = today.split('-').map(Number) as [number, number];
  for (let back = 0; back < 12; back += 1) {
    const d = new Date(Date.UTC(y, m - 1 - back, 1));
    const month = `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
    out.push({ month, months: 1 }, { month, months: 3 });
  }
  return out;
}

async function explainDashboards<U>(explainOf: (fn: (ctx: ServiceContext) => Promise<unknown>, as?: U) => Promise<string>, agent: U): Promise<string[]> {
  const notes: string[] = [];
  for (const t of DASHBOARD_TYPES) notes.push(`EXPLAIN ${t} dashboard (manager): ${await explainOf((ctx) => dashboard(ctx, t))}`);
  for (const t of DASHBOARD_TYPES) notes.push(`EXPLAIN ${t} dashboard (agent): ${await explainOf((ctx) => dashboard(ctx, t), agent)}`);
  return notes;
}

export const reportsSuite: Suite = {
  name: 'reports',
  about: 'a 100,000-row report streamed as CSV (first byte, total, server memory), renewal summary, agent-wise renewals and dashboard tiles (p99, EXPLAIN) at the large seed; BENCH_REPORTS_PARTS=figures: every renewal call, the sales report and performance',
  run,
};

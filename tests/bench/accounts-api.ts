// Issue 3 figures: requests per second and latency of the account page, my-accounts search and opportunity
// search against the large seed on PostgreSQL, each beside a trivial route of the same server in the same run.
import { openDatabase, type Db } from '../../src/server/db/client';
import { benchUsers, resolveUsername } from './bench-users';
import { BENCH_DATABASE_URL, DEMO_PASSWORD, ensurePlannerStatistics, largeSeedMissing, redact, tableSizes } from './bench-database';
import { machine, startCpuMeter } from './cpu';
import { getJson, signIn, type HttpSession } from './http-session';
import { loadSettings, measure, type LoadFigures, type LoadTarget } from './load';
import { sampleScope, type ScopeSample } from './scope-sample';
import { ensureBuilt, serverCommand, startServer } from './server-process';
import type { Suite, Table } from './suite';
import { count, ms } from './table';

const PORT = Number(process.env.BENCH_PORT) || 8401;
/** Who the load runs as: the manager sees the whole brand (the heavy case), the agent their book. */
const DEFAULT_USERS = 'manager,agent';

/** BENCH_CASES=<regular expression>: only the routes whose label matches (e.g. "account-page"). */
const CASE_FILTER = process.env.BENCH_CASES ? new RegExp(process.env.BENCH_CASES) : null;

const TARGET = { requestsPerSecond: 2000, p99: 50 };

type Case = { route: string; paths: string[]; who: 'all' | 'owners' };

const q = (path: string, params: Record<string, string | number>) => `${path}?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString()}`;

function casesFor(sample: ScopeSample): Case[] {
  const search = '/api/sapna/v1/account/search';
  const opportunitySearch = '/api/sapna/v1/opportunity/search';
  const contactSearch = '/api/sapna/v1/contact/search';
  return [
    { route: 'GET account-page/{id}', paths: sample.accountIds.map((id) => `/api/sapna/v3/account-page/${id}`), who: 'all' },
    { route: 'my-accounts search: no filter, page 0', paths: [search], who: 'all' },
    { route: 'my-accounts search: name prefix (q=3 letters)', paths: sample.namePrefixes.map((p) => q(search, { q: p })), who: 'all' },
    { route: 'my-accounts search: city filter', paths: sample.cityIds.map((c) => q(search, { cityId: c })), who: 'all' },
    { route: 'opportunity search: no filter, page 0', paths: [opportunitySearch], who: 'all' },
    { route: 'opportunity search: name contains (q=word)', paths: sample.opportunityWords.map((w) => q(opportunitySearch, { q: w })), who: 'all' },
    { route: 'contact search: a word of the name (q=word)', paths: sample.contactWords.map((w) => q(contactSearch, { q: w })), who: 'all' },
    // Issue 55: the record pickers (a form's type-ahead: the best 20, no total).
    { route: 'picker: account (q=3 letters)', paths: sample.namePrefixes.map((p) => `/api/sapna/v1/suggest/account?q=${encodeURIComponent(p)}`), who: 'all' },
    { route: 'picker: opportunity (q=word)', paths: sample.opportunityWords.map((w) => `/api/sapna/v1/suggest/opportunity?q=${encodeURIComponent(w)}`), who: 'all' },
    { route: 'picker: project (q=3 letters)', paths: sample.namePrefixes.map((p) => `/api/sapna/v1/suggest/project?q=${encodeURIComponent(p)}`), who: 'all' },
    { route: 'opportunity search: open bucket', paths: [q(opportunitySearch, { bucket: 'open' })], who: 'all' },
    { route: 'my-opportunities (mine=true)', paths: [q(opportunitySearch, { mine: 'true' })], who: 'owners' },
  ];
}

function row(as: string, route: string, f: LoadFigures, trivial?: LoadFigures): string[] {
  if (f.requests === 0) return [route, as, '0', '0%', 'no answer within the run', '', '', `${f.errors} / ${f.non2xx}`, '', ''];
  const cpu = f.cpu ? `${Math.round(f.cpu.server)} / ${Math.round(f.cpu.postgres)} / ${Math.round(f.cpu.loader)} %` : '';
  // CPU time one request costs the server and PostgreSQL (ms of one core).
  const perRequest = (pct: number) => ((pct / 100) * 1000) / f.requestsPerSecond;
  const cost = f.cpu ? `${perRequest(f.cpu.server).toFixed(2)} / ${perRequest(f.cpu.postgres).toFixed(2)}` : '';
  const ratio = trivial ? `${Math.round((100 * f.requestsPerSecond) / trivial.requestsPerSecond)}%` : '';
  return [route, as, count(f.requestsPerSecond), ratio, ms(f.p50), ms(f.p99), ms(f.max), `${f.errors} / ${f.non2xx}`, cpu, cost];
}

/** One row of the suite: a route asked as a user (paths in turn), or why it is not measured. */
export type AccountLoad = { route: string; as: string; cookie: string; paths: string[] } | { route: string; as: string; unmeasured: string };

/**
 * Signs in the bench users (BENCH_USERS, default manager,agent) through `baseUrl` and answers what the suite
 * measures, in order: GET /api/healthz with the first user's session, then each route of `casesFor` per user
 * (`filter`, by default BENCH_CASES, picks them), each tried once first. The notes say what was sampled.
 */
export async function accountLoads(baseUrl: string, db: Db, log: (line: string) => void, filter: RegExp | null = CASE_FILTER): Promise<{ loads: AccountLoad[]; notes: string[] }> {
  const loads: AccountLoad[] = [];
  const notes: string[] = [];
  const sessions: { session: HttpSession; sample: ScopeSample }[] = [];
  for (const spec of benchUsers(DEFAULT_USERS)) {
    const username = await resolveUsername(db, spec);
    const session = await signIn(baseUrl, username, DEMO_PASSWORD);
    const sample = await sampleScope(db, session.user);
    const scopeText = sample.scope.all ? 'whole brand' : `${sample.scope.agentIds.length} owner(s)`;
    notes.push(
      `${username}: scope ${scopeText}; rotating ${sample.accountIds.length} account ids, ${sample.namePrefixes.length} name prefixes, ${sample.cityIds.length} cities, ${sample.opportunityWords.length} opportunity-name words, ${sample.contactWords.length} contact-name words.`,
    );
    sessions.push({ session, sample });
  }
  const first = sessions[0]?.session;
  if (first) loads.push({ route: 'GET /api/healthz + session cookie', as: first.user.username, cookie: first.cookie, paths: ['/api/healthz'] });
  for (const { session, sample } of sessions) {
    for (const c of casesFor(sample)) {
      if (c.who === 'owners' && sample.scope.all) continue;
      if (filter && !filter.test(c.route)) continue;
      const as = session.user.username;
      if (c.paths.length === 0) {
        loads.push({ route: c.route, as, unmeasured: 'nothing in scope to ask for' });
        continue;
      }
      try {
        await getJson(baseUrl, session, c.paths[0]!);
      } catch (e) {
        loads.push({ route: c.route, as, unmeasured: `not measured: ${(e as Error).message.slice(0, 120)}` });
        log(`  ${c.route} as ${as}: ${(e as Error).message}`);
        continue;
      }
      loads.push({ route: c.route, as, cookie: session.cookie, paths: c.paths });
    }
  }
  return { loads, notes };
}

async function run(log: (line: string) => void) {
  const missing = await largeSeedMissing();
  if (missing) return { skipped: missing };
  ensureBuilt(log);
  const analyzed = await ensurePlannerStatistics();
  if (analyzed) log(analyzed);
  const settings = loadSettings();
  const dbName = new URL(BENCH_DATABASE_URL).pathname.slice(1);
  log(`Starting the server on port ${PORT} against ${redact(BENCH_DATABASE_URL)}...`);
  const server = await startServer({ port: PORT, databaseUrl: BENCH_DATABASE_URL, seed: 'none' });
  const database = await openDatabase({ databaseUrl: BENCH_DATABASE_URL, poolSize: 2 });
  const rows: string[][] = [];
  const notes: string[] = [];
  const verdicts: string[] = [];
  try {
    const meter = () => startCpuMeter(server.pid, dbName);
    const { loads, notes: sampleNotes } = await accountLoads(server.baseUrl, database.db, log);
    notes.push(...sampleNotes);

    const trivialTarget: LoadTarget = { label: 'healthz', baseUrl: server.baseUrl, paths: ['/api/healthz'] };
    log('GET /api/healthz (trivial route, no session)...');
    const trivial = await measure(trivialTarget, settings, meter);
    rows.push(row('anonymous', 'GET /api/healthz (trivial)', trivial));
    if ((trivial.cpu?.loader ?? 0) > 80) notes.push(`The trivial route is limited by the load generator (${Math.round(trivial.cpu!.loader)}% of a core), not by the server.`);
    for (const load of loads) {
      if ('unmeasured' in load) {
        rows.push([load.route, load.as, load.unmeasured, '', '', '', '', '', '', '']);
        continue;
      }
      log(`${load.route} as ${load.as} (${load.paths.length} distinct request(s))...`);
      const figures = await measure({ label: load.route, baseUrl: server.baseUrl, cookie: load.cookie, paths: load.paths }, settings, meter);
      rows.push(row(load.as, load.route, figures, trivial));
      if (load.route.startsWith('GET account-page')) {
        const ok = figures.requestsPerSecond >= TARGET.requestsPerSecond && figures.p99 < TARGET.p99 && figures.errors + figures.non2xx === 0;
        verdicts.push(
          `Account page as ${load.as}: ${count(figures.requestsPerSecond)} req/s, p99 ${ms(figures.p99)} — target ≥ ${count(TARGET.requestsPerSecond)} req/s with p99 < ${TARGET.p99} ms: ${ok ? 'MET' : 'NOT MET'}.`,
        );
      }
    }
    const sizes = await tableSizes();
    notes.unshift(
      ...(analyzed ? [analyzed] : []),
      `Machine: ${machine()}. Load generator, server and PostgreSQL share these cores.`,
      `autocannon: ${settings.connections} connections, ${settings.warmupSeconds} s warm-up (discarded) then ${settings.durationSeconds} s measured, per row; one server process (${serverCommand()}, NODE_ENV=production, ${process.env.DB_POOL_SIZE ? `DB_POOL_SIZE=${process.env.DB_POOL_SIZE}` : 'default DB pool size'}, ${process.env.SESSION_CACHE_SECONDS ? `SESSION_CACHE_SECONDS=${process.env.SESSION_CACHE_SECONDS}` : 'default session memory (5 s)'}).`,
      `Data (${redact(BENCH_DATABASE_URL)}): ${Object.entries(sizes).map(([t, n]) => `${t} ${count(n)}`).join(', ')}.`,
      'CPU columns: server process / PostgreSQL backends of the bench database / load generator in % of one core during the measured run, and the CPU one request costs the server and PostgreSQL.',
      '"vs trivial": req/s as a share of GET /api/healthz measured in the same run.',
    );
  } finally {
    await database.close();
    await server.stop();
  }
  const table: Table = {
    title: 'API throughput and latency (PostgreSQL, large seed)',
    columns: ['Route', 'As', 'req/s', 'vs trivial', 'p50', 'p99', 'max', 'errors / non-2xx', 'CPU server / PG / loader', 'CPU ms per request server / PG'],
    rows,
    notes: [...verdicts, ...notes],
  };
  return { tables: [table] };
}

export const accountsApiSuite: Suite = {
  name: 'accounts',
  about: 'issue 3: account page, my-accounts search, opportunity search vs a trivial route (PostgreSQL, large seed, autocannon)',
  run,
};

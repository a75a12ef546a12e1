// Issue 54: the accounts benchmark through pgbouncer in transaction mode beside the direct connection. One PostgreSQL
// cluster of its own (tests/faults/cluster.ts: initdb into a temporary folder, its own port) with the large seed,
// pgbouncer 1.18 in transaction mode in front of it, and two server processes (the built server, as `npm start` runs
// it) on the same data: one with DATABASE_URL straight to PostgreSQL, one with DATABASE_URL on pgbouncer,
// DATABASE_POOLER=transaction and DATABASE_DIRECT_URL. Each route is measured on the direct one, then at once on the
// pooled one, so both see the same machine.
//
// `npm run bench -- pooler` (not part of the default run: the large seed takes about 10 minutes), or
// `node scripts/run-ts.mjs tests/bench/pooler.ts`. BENCH_CASES picks the routes (default: the account page and the
// two unfiltered searches); BENCH_DURATION / BENCH_WARMUP / BENCH_CONNECTIONS as for the accounts suite.
import { spawn } from 'node:child_process';
import { openDatabase } from '../../src/server/db/client';
import { freePort, ROOT, startCluster, startPgbouncer, type Bouncer, type Cluster } from '../faults/cluster';
import { accountLoads } from './accounts-api';
import { ensurePlannerStatistics, tableSizes } from './bench-database';
import { machine } from './cpu';
import { loadSettings, measure, type LoadFigures } from './load';
import { ensureBuilt, serverCommand, startServer, type RunningServer } from './server-process';
import type { Suite, SuiteOutcome, Table } from './suite';
import { count, ms, runStandalone } from './table';

const DEFAULT_CASES = /account-page|no filter/;

/** The large seed into the cluster (`npm run seed -- --scale large`, as a person would run it). */
function seedLarge(url: string, log: (line: string) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/run-ts.mjs', 'src/server/seed/cli.ts', '--scale', 'large'], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: url, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      if (code === 0) {
        log(output.trim());
        resolve();
      } else reject(new Error(`the large seed failed (${code}):\n${output.slice(-4000)}`));
    });
  });
}

const figures = (f: LoadFigures) => (f.requests === 0 ? ['no answer', '', ''] : [count(f.requestsPerSecond), ms(f.p50), ms(f.p99)]);

async function run(log: (line: string) => void): Promise<SuiteOutcome> {
  ensureBuilt(log);
  const settings = loadSettings();
  const filter = process.env.BENCH_CASES ? new RegExp(process.env.BENCH_CASES) : DEFAULT_CASES;
  let cluster: Cluster | undefined;
  let bouncer: Bouncer | undefined;
  const servers: RunningServer[] = [];
  try {
    cluster = await startCluster();
    bouncer = await startPgbouncer(cluster);
    log(`PostgreSQL 15 cluster of its own on port ${cluster.port}, pgbouncer (transaction mode, default_pool_size 10) on ${bouncer.port}.`);
    const seedStarted = performance.now();
    log('Writing the large seed (npm run seed -- --scale large)...');
    await seedLarge(cluster.url(), log);
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    const analyzed = await ensurePlannerStatistics(cluster.url());
    if (analyzed) log(analyzed);

    const direct = await startServer({ port: await freePort(), databaseUrl: cluster.url(), seed: 'none' });
    servers.push(direct);
    const pooled = await startServer({
      port: await freePort(),
      databaseUrl: bouncer.url(),
      seed: 'none',
      env: { DATABASE_POOLER: 'transaction', DATABASE_DIRECT_URL: cluster.url() },
    });
    servers.push(pooled);

    const database = await openDatabase({ databaseUrl: cluster.url(), poolSize: 2 });
    const rows: string[][] = [];
    const notes: string[] = [];
    let failures = 0;
    try {
      // Sessions live in the database: the cookies of a sign-in on the direct process serve on the pooled one too.
      const { loads, notes: sampleNotes } = await accountLoads(direct.baseUrl, database.db, log, filter);
      notes.push(...sampleNotes);
      for (const load of loads) {
        if ('unmeasured' in load) {
          rows.push([load.route, load.as, load.unmeasured, '', '', '', '', '', '', '']);
          continue;
        }
        log(`${load.route} as ${load.as}: direct...`);
        const d = await measure({ label: load.route, baseUrl: direct.baseUrl, cookie: load.cookie, paths: load.paths }, settings);
        log(`${load.route} as ${load.as}: through pgbouncer...`);
        const p = await measure({ label: load.route, baseUrl: pooled.baseUrl, cookie: load.cookie, paths: load.paths }, settings);
        failures += d.errors + d.non2xx + p.errors + p.non2xx;
        const share = d.requestsPerSecond > 0 ? `${Math.round((100 * p.requestsPerSecond) / d.requestsPerSecond)}%` : '';
        rows.push([load.route, load.as, ...figures(d), ...figures(p), share, `${d.errors + d.non2xx} / ${p.errors + p.non2xx}`]);
      }
      const sizes = await tableSizes(cluster.url());
      notes.unshift(
        `Machine: ${machine()}. Load generator, both server processes, pgbouncer and PostgreSQL share these cores.`,
        `autocannon: ${settings.connections} connections, ${settings.warmupSeconds} s warm-up (discarded) then ${settings.durationSeconds} s measured, per cell; each row measured direct, then through pgbouncer.`,
        `Server processes: ${serverCommand()}, NODE_ENV=production, ${process.env.DB_POOL_SIZE ? `DB_POOL_SIZE=${process.env.DB_POOL_SIZE}` : 'default DB pool size'}; pooled: DATABASE_URL on pgbouncer 1.18 (pool_mode=transaction, default_pool_size=10), DATABASE_POOLER=transaction (no named prepared statements), DATABASE_DIRECT_URL for LISTEN and migrations.`,
        `Data: the large seed (${seedSeconds.toFixed(0)} s to write) in a PostgreSQL 15 cluster of its own (fsync off): ${Object.entries(sizes).map(([t, n]) => `${t} ${count(n)}`).join(', ')}.`,
      );
    } finally {
      await database.close();
    }
    const table: Table = {
      title: 'Accounts API through pgbouncer (transaction mode) vs direct (PostgreSQL, large seed)',
      columns: ['Route', 'As', 'direct req/s', 'direct p50', 'direct p99', 'pgbouncer req/s', 'pgbouncer p50', 'pgbouncer p99', 'pgbouncer vs direct', 'errors + non-2xx direct / pgbouncer'],
      rows,
      notes: [`Errors and non-2xx answers in all: ${failures}.`, ...notes],
    };
    return { tables: [table] };
  } finally {
    for (const s of servers) await s.stop();
    bouncer?.stop();
    cluster?.destroy();
  }
}

export const poolerSuite: Suite = {
  name: 'pooler',
  about: 'issue 54: the accounts benchmark through pgbouncer (transaction mode) beside the direct connection (own cluster, large seed; ~15 min, only when named)',
  run,
};

if (process.argv[1] && import.meta.filename === process.argv[1]) runStandalone(poolerSuite);

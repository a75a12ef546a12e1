// Issue 54: resident memory of each server process over a soak at a steady mixed load (goal: flat after warm-up).
// One PostgreSQL cluster of its own (tests/faults/cluster.ts) with the demo seed and the fault tests' people and book
// (tests/faults/world.ts), pgbouncer 1.18 in transaction mode in front of it, and two server processes (the built
// server, as `npm start` runs it): one straight on PostgreSQL, one through pgbouncer (DATABASE_POOLER=transaction,
// DATABASE_DIRECT_URL). Each process gets list reads at a fixed rate plus the fault tests' writers (a comment through
// the plain route, a contact through the sync push; they take turns between the processes), and its VmRSS is read
// every SOAK_SAMPLE_SECONDS.
//
// `npm run bench -- soak` (not part of the default run) or `node scripts/run-ts.mjs tests/bench/soak.ts`.
// SOAK_SECONDS (600: the whole soak, warm-up included), SOAK_WARMUP_SECONDS (60), SOAK_SAMPLE_SECONDS (10),
// SOAK_READ_RATE (12 reads/s per process), SOAK_WRITE_PAUSE_MS (250: each writer's pause after a write).
import { randomUUID } from 'node:crypto';
import { startCluster, startPgbouncer, freePort, type Bouncer, type Cluster } from '../faults/cluster';
import { makeWorld, startWriters, type World } from '../faults/world';
import { DEMO_PASSWORD } from './bench-database';
import { machine } from './cpu';
import { signIn } from './http-session';
import { ensureBuilt, memoryOf, serverCommand, sleep, startServer, type RunningServer } from './server-process';
import type { Suite, SuiteOutcome, Table } from './suite';
import { count, runStandalone } from './table';

const num = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

type Sample = { atMs: number; rssKb: number };
type Tally = { answered: number; byStatus: Map<number, number> };

const tally = (): Tally => ({ answered: 0, byStatus: new Map() });
function note(t: Tally, status: number): void {
  t.answered += status === 0 ? 0 : 1;
  t.byStatus.set(status, (t.byStatus.get(status) ?? 0) + 1);
}

/** Least-squares slope of RSS over time, MB per minute. */
function slopeMbPerMinute(samples: Sample[]): number {
  if (samples.length < 2) return 0;
  const xs = samples.map((s) => s.atMs / 60_000);
  const ys = samples.map((s) => s.rssKb / 1024);
  const mx = xs.reduce((a, b) => a + b, 0) / xs.length;
  const my = ys.reduce((a, b) => a + b, 0) / ys.length;
  let sxy = 0;
  let sxx = 0;
  for (let i = 0; i < xs.length; i++) {
    sxy += (xs[i]! - mx) * (ys[i]! - my);
    sxx += (xs[i]! - mx) ** 2;
  }
  return sxx === 0 ? 0 : sxy / sxx;
}

const mb = (kb: number) => `${(kb / 1024).toFixed(1)} MB`;

/** The list reads one process gets, in turn: each is asked once first and must answer 200. */
function readPaths(world: World, manager: string, clientId: string): { label: string; path: string; cookie: string }[] {
  return [
    { label: 'account page', path: `/api/sapna/v3/account-page/${world.accountId}`, cookie: world.agent },
    { label: 'my accounts (agent)', path: '/api/sapna/v1/account/search', cookie: world.agent },
    { label: 'my accounts (manager, whole brand)', path: '/api/sapna/v1/account/search', cookie: manager },
    { label: 'opportunity search (manager)', path: '/api/sapna/v1/opportunity/search', cookie: manager },
    { label: 'comments of the account', path: `/api/sapna/v1/comment/search?entityTypeId=3&entityId=${world.accountId}`, cookie: world.agent },
    { label: 'notifications', path: '/api/sapna/v1/notifications', cookie: manager },
    { label: 'sync pull', path: `/api/sync/v1/pull?clientId=${clientId}&limit=1000`, cookie: world.agent },
  ];
}

async function get(url: string, cookie: string): Promise<number> {
  try {
    const res = await fetch(url, { headers: { cookie }, signal: AbortSignal.timeout(20_000) });
    await res.arrayBuffer();
    return res.status;
  } catch {
    return 0;
  }
}

async function run(log: (line: string) => void): Promise<SuiteOutcome> {
  ensureBuilt(log);
  const totalMs = num('SOAK_SECONDS', 600) * 1000;
  const warmupMs = Math.min(num('SOAK_WARMUP_SECONDS', 60) * 1000, totalMs);
  const sampleMs = num('SOAK_SAMPLE_SECONDS', 10) * 1000;
  const readRate = num('SOAK_READ_RATE', 12);
  const writePauseMs = num('SOAK_WRITE_PAUSE_MS', 250);
  let cluster: Cluster | undefined;
  let bouncer: Bouncer | undefined;
  let world: World | undefined;
  const servers: { label: string; server: RunningServer }[] = [];
  try {
    cluster = await startCluster();
    bouncer = await startPgbouncer(cluster);
    log(`PostgreSQL 15 cluster of its own on port ${cluster.port}, pgbouncer (transaction mode) on ${bouncer.port}; first start migrates and writes the demo seed...`);
    servers.push({ label: 'direct', server: await startServer({ port: await freePort(), databaseUrl: cluster.url(), seed: 'demo', readyTimeoutMs: 300_000 }) });
    servers.push({
      label: 'through pgbouncer',
      server: await startServer({ port: await freePort(), databaseUrl: bouncer.url(), seed: 'none', env: { DATABASE_POOLER: 'transaction', DATABASE_DIRECT_URL: cluster.url() } }),
    });
    const bases = servers.map((s) => s.server.baseUrl);
    world = await makeWorld(cluster.url(), bases[0]!);
    const manager = (await signIn(bases[0]!, 'manager', DEMO_PASSWORD)).cookie;
    const reads = readPaths(world, manager, randomUUID());
    for (const base of bases) {
      for (const r of reads) {
        const status = await get(`${base}${r.path}`, r.cookie);
        if (status !== 200) throw new Error(`${r.label} (${r.path}) answered ${status} on ${base} before the soak`);
      }
    }

    const readTallies = servers.map(() => tally());
    const samples: Sample[][] = servers.map(() => []);
    const started = performance.now();
    const elapsed = () => performance.now() - started;
    log(
      `Soak: ${totalMs / 1000} s (first ${warmupMs / 1000} s warm-up), ${readRate} reads/s per process, writers pausing ${writePauseMs} ms; VmRSS every ${sampleMs / 1000} s.`,
    );
    const writers = startWriters(() => bases, world, { pauseMs: writePauseMs });

    // Reads at a fixed rate per process, whatever the answers take (at most 50 in flight each: beyond, a tick is skipped).
    const inFlight = servers.map(() => new Set<Promise<void>>());
    let skipped = 0;
    let tick = 0;
    const readLoop = (async () => {
      const interval = 1000 / readRate;
      while (elapsed() < totalMs) {
        for (let s = 0; s < servers.length; s++) {
          if (inFlight[s]!.size >= 50) {
            skipped++;
            continue;
          }
          const r = reads[(tick + s) % reads.length]!;
          const p = get(`${bases[s]}${r.path}`, r.cookie).then((status) => note(readTallies[s]!, status));
          inFlight[s]!.add(p);
          void p.finally(() => inFlight[s]!.delete(p));
        }
        tick++;
        const next = tick * interval - elapsed();
        if (next > 0) await sleep(next);
      }
      await Promise.all(inFlight.flatMap((set) => [...set]));
    })();

    const sampleLoop = (async () => {
      for (let i = 0; ; i++) {
        const at = i * sampleMs;
        if (at > totalMs) break;
        const wait = at - elapsed();
        if (wait > 0) await sleep(wait);
        const line: string[] = [];
        servers.forEach(({ label, server }, s) => {
          const { rssKb } = memoryOf(server.pid);
          samples[s]!.push({ atMs: elapsed(), rssKb });
          line.push(`${label} ${mb(rssKb)}`);
        });
        log(`${(elapsed() / 1000).toFixed(0).padStart(4)} s: ${line.join(', ')}; reads answered ${readTallies.map((t) => t.answered).join(' / ')}, writes ${writers.answers.length}`);
      }
    })();

    await Promise.all([readLoop, sampleLoop]);
    await writers.stop();

    const rows = servers.map(({ label, server }, s) => {
      const after = samples[s]!.filter((x) => x.atMs >= warmupMs);
      const first = after[0];
      const last = after.at(-1);
      const max = Math.max(...after.map((x) => x.rssKb));
      const { peakKb } = memoryOf(server.pid);
      const statuses = new Map(readTallies[s]!.byStatus);
      for (const a of writers.answers) if (a.server === s) statuses.set(a.status, (statuses.get(a.status) ?? 0) + 1);
      const answered = [...statuses].filter(([status]) => status !== 0).reduce((sum, [, n]) => sum + n, 0);
      const fiveXx = [...statuses].filter(([status]) => status >= 500 && status !== 503).reduce((sum, [, n]) => sum + n, 0);
      const busy = statuses.get(503) ?? 0;
      const unanswered = statuses.get(0) ?? 0;
      const other = [...statuses].filter(([status]) => status !== 200 && status !== 0 && status < 500).map(([status, n]) => `${status}×${n}`);
      return [
        label,
        first ? mb(first.rssKb) : '',
        last ? mb(last.rssKb) : '',
        after.length ? mb(max) : '',
        `${slopeMbPerMinute(after).toFixed(2)} MB/min`,
        mb(peakKb),
        count(answered),
        `${(answered / (totalMs / 1000)).toFixed(1)}`,
        String(fiveXx),
        `${busy} / ${unanswered}${other.length ? `; ${other.join(' ')}` : ''}`,
      ];
    });
    const fiveXxTotal = rows.reduce((sum, r) => sum + Number(r[8]), 0);
    const table: Table = {
      title: 'Server memory over a soak at a steady mixed load (PostgreSQL, direct and through pgbouncer)',
      columns: ['Process', `RSS at ${warmupMs / 1000} s (after warm-up)`, 'RSS last', 'RSS max', 'slope after warm-up', 'peak (VmHWM)', 'answers', 'req/s', 'non-503 5xx', '503 / no answer; other non-200'],
      rows,
      notes: [
        `Non-503 5xx answers in all: ${fiveXxTotal} (goal 0). Comments acknowledged ${count(writers.ackedComments.size)}, contacts pushed and acknowledged ${count(writers.ackedContacts.size)}; ${skipped} read ticks skipped (50 in flight).`,
        `Machine: ${machine()}. Load generator, both server processes, pgbouncer and PostgreSQL share these cores.`,
        `${totalMs / 1000} s in all, VmRSS every ${sampleMs / 1000} s (${samples[0]!.length} samples a process); first / last / max / slope (least squares) over the samples from ${warmupMs / 1000} s on.`,
        `Load per process: ${readRate} list reads/s in turn (${reads.map((r) => r.label).join(', ')}), plus the fault tests' two writers taking turns between the processes (a comment through POST /api/sapna/v1/comment, a contact through POST /api/sync/v1/push; each pausing ${writePauseMs} ms after an answer).`,
        `Server processes: ${serverCommand()}, NODE_ENV=production, ${process.env.DB_POOL_SIZE ? `DB_POOL_SIZE=${process.env.DB_POOL_SIZE}` : 'default DB pool size'}, background workers on (ERP worker, churn scheduler); the pooled one: DATABASE_URL on pgbouncer 1.18 (pool_mode=transaction), DATABASE_POOLER=transaction, DATABASE_DIRECT_URL for LISTEN and migrations. Data: the demo seed plus what the writers add.`,
      ],
    };
    return { tables: [table] };
  } finally {
    for (const { server } of servers) await server.stop();
    await world?.database.close().catch(() => undefined);
    bouncer?.stop();
    cluster?.destroy();
  }
}

export const soakSuite: Suite = {
  name: 'soak',
  about: 'issue 54: RSS of two server processes (direct, through pgbouncer) over a 10-minute soak at a steady mixed load (only when named)',
  run,
};

if (process.argv[1] && import.meta.filename === process.argv[1]) runStandalone(soakSuite);

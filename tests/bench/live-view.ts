// Issue 13's live-view figures: 500 agents changing status at random while 50 viewers hold the live stream open
// (GET /api/sapphire/v1/agents/live): change-to-screen latency p50 / p99 (target p99 under 1 s), server memory and
// open connections; then the same with two server processes on one PostgreSQL database (LISTEN/NOTIFY fans the
// changes out to both). The built server runs as `npm start` runs it, on a throwaway PostgreSQL database. A change is
// an UPDATE of the agent's status from the bench's own connection (the trigger sends the NOTIFY, as the status route's
// update does); its latency runs from just before the UPDATE is sent to the viewer's receipt of the agent's event.
import { readdirSync, readlinkSync } from 'node:fs';
import pg from 'pg';
import { signIn } from './http-session';
import { ensureBuilt, memoryOf, serverCommand, startServer, type RunningServer } from './server-process';
import type { Suite, Table } from './suite';
import { count, ms } from './table';
import { tempPostgresDatabase } from './temp-data';

const PORT = Number(process.env.BENCH_LIVE_PORT) || 8407;
const AGENTS = Number(process.env.BENCH_LIVE_AGENTS || 500);
const VIEWERS = Number(process.env.BENCH_LIVE_VIEWERS || 50);
/** Status changes a second, spread over the agents at random. */
const RATE = Number(process.env.BENCH_LIVE_RATE || 50);
const DURATION_S = Number(process.env.BENCH_DURATION || 15);

const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const sleep = (millis: number) => new Promise((resolve) => setTimeout(resolve, millis));
const mb = (kb: number) => `${(kb / 1024).toFixed(0)} MB`;

/** Open sockets of a process (Linux /proc): the viewers' streams, the pool's and the listener's connections. */
function socketsOf(pid: number): number {
  try {
    return readdirSync(`/proc/${pid}/fd`).filter((fd) => {
      try {
        return /^socket:/.test(readlinkSync(`/proc/${pid}/fd/${fd}`));
      } catch {
        return false;
      }
    }).length;
  } catch {
    return NaN;
  }
}

type Scenario = { label: string; processes: number };

async function scenario(databaseUrl: string, s: Scenario, agentIds: number[], viewerNames: string[], password: string, log: (line: string) => void) {
  const { openSse } = await import('../../src/server/testing/sse-client');
  const servers: RunningServer[] = [];
  const driver = new pg.Pool({ connectionString: databaseUrl, max: 8 });
  const streams: { close: () => void }[] = [];
  try {
    for (let i = 0; i < s.processes; i++) servers.push(await startServer({ port: PORT + i, databaseUrl, seed: 'none' }));
    // Every agent offline to start with.
    await driver.query('update users set agent_status = 0 where id = any($1::int[])', [agentIds]);

    const sent = new Map<string, { t0: number; gen: number }>();
    const latencies: number[] = [];
    let received = 0;
    let snapshots = 0;
    for (const [i, name] of viewerNames.entries()) {
      const server = servers[i % servers.length]!;
      const session = await signIn(server.baseUrl, name, password);
      const got = new Map<string, number>();
      const stream = await openSse(
        `${server.baseUrl}/api/sapphire/v1/agents/live`,
        { cookie: session.cookie },
        {
          keep: false,
          onEvent: (e) => {
            if (e.event === 'snapshot') snapshots++;
            if (e.event !== 'agent') return;
            const now = performance.now();
            const agent = JSON.parse(e.data) as { userId: number; online: boolean };
            const key = `${agent.userId}:${agent.online ? 1 : 0}`;
            const change = sent.get(key);
            if (!change || got.get(key) === change.gen) return;
            got.set(key, change.gen);
            received++;
            latencies.push(now - change.t0);
          },
        },
      );
      if (stream.status !== 200) throw new Error(`${name}: the stream answered ${stream.status}`);
      streams.push(stream);
    }
    while (snapshots < viewerNames.length) await sleep(20);
    log(`${s.label}: ${viewerNames.length} viewers on ${servers.length} process(es); ${RATE} changes/s for ${DURATION_S} s over ${agentIds.length} agents`);

    const status = new Map<number, number>(agentIds.map((id) => [id, 0]));
    let order: number[] = [];
    let changes = 0;
    let gen = 0;
    let peakKb = 0;
    const started = performance.now();
    const writes: Promise<unknown>[] = [];
    while (performance.now() - started < DURATION_S * 1000) {
      if (order.length === 0) order = [...agentIds].sort(() => Math.random() - 0.5);
      const id = order.pop()!;
      const next = status.get(id) === 1 ? 0 : 1;
      status.set(id, next);
      sent.set(`${id}:${next}`, { t0: performance.now(), gen: ++gen });
      writes.push(driver.query('update users set agent_status = $1, agent_status_changed_at = now() where id = $2', [next, id]));
      changes++;
      if (changes % RATE === 0) for (const server of servers) peakKb = Math.max(peakKb, memoryOf(server.pid).rssKb);
      // The schedule: change n is due at n / RATE seconds.
      const due = started + (changes * 1000) / RATE;
      await sleep(Math.max(0, due - performance.now()));
    }
    await Promise.all(writes);
    const expected = changes * viewerNames.length;
    const deadline = performance.now() + 5_000;
    while (received < expected && performance.now() < deadline) await sleep(50);
    const memory = servers.map((server) => memoryOf(server.pid));
    return {
      label: s.label,
      processes: servers.length,
      viewers: viewerNames.length,
      changes,
      expected,
      received,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      max: Math.max(...latencies),
      rss: memory.map((m) => mb(m.rssKb)).join(' + '),
      peak: mb(Math.max(peakKb, ...memory.map((m) => m.peakKb))),
      sockets: servers.map((server) => count(socketsOf(server.pid))).join(' + '),
    };
  } finally {
    for (const stream of streams) stream.close();
    await driver.end();
    for (const server of servers) await server.stop();
  }
}

async function run(log: (line: string) => void) {
  const database = await tempPostgresDatabase('liveview');
  if ('unavailable' in database) return { skipped: database.unavailable };
  ensureBuilt(log);
  const { openDatabase } = await import('../../src/server/db/client');
  const { createUser, TEST_PASSWORD } = await import('../../src/server/testing/fixtures');
  try {
    const db = await openDatabase({ databaseUrl: database.url, poolSize: 4 });
    const agentIds: number[] = [];
    const viewerNames: string[] = [];
    try {
      await db.migrate();
      log(`Creating ${AGENTS} owner agents and ${VIEWERS} admins...`);
      for (let i = 0; i < AGENTS; i++) agentIds.push(await createUser(db.db, { username: `live-agent-${i}`, roles: ['HOUSING_OWNER_AGENT'] }));
      for (let i = 0; i < VIEWERS; i++) {
        await createUser(db.db, { username: `live-viewer-${i}`, roles: ['HOUSING_SALES_MANAGER', 'ADMIN'] });
        viewerNames.push(`live-viewer-${i}`);
      }
    } finally {
      await db.close();
    }
    const results = [];
    for (const s of [
      { label: 'one server process', processes: 1 },
      { label: 'two server processes', processes: 2 },
    ]) {
      const r = await scenario(database.url, s, agentIds, viewerNames, TEST_PASSWORD, log);
      log(`${r.label}: p50 ${ms(r.p50)}, p99 ${ms(r.p99)}, ${r.received}/${r.expected} delivered, RSS ${r.rss}`);
      results.push(r);
    }
    const table: Table = {
      title: `Live view: ${AGENTS} agents changing status (${RATE}/s for ${DURATION_S} s), ${VIEWERS} viewers, PostgreSQL`,
      columns: ['server', 'changes', 'deliveries', 'p50', 'p99', 'max', 'server RSS after', 'peak RSS', 'open sockets (per process)'],
      rows: results.map((r) => [r.label, count(r.changes), `${count(r.received)} / ${count(r.expected)}`, ms(r.p50), ms(r.p99), ms(r.max), r.rss, r.peak, r.sockets]),
      notes: [
        'Latency: from just before the status UPDATE is sent (its trigger NOTIFYs live_view) to the viewer’s receipt of the agent event over SSE. Target p99 under 1 s.',
        'Viewers split evenly over the processes; each process LISTENs on its own connection and re-reads a burst of changed agents with one query.',
        `Open sockets: the viewers' streams plus the database pool and the LISTEN connection. Server: ${serverCommand()}.`,
      ],
    };
    return { tables: [table] };
  } finally {
    await database.remove();
  }
}

export const liveViewSuite: Suite = {
  name: 'liveview',
  about: 'live view: 500 agents changing status, 50 SSE viewers, latency p50/p99, memory, sockets; one and two server processes (PostgreSQL)',
  run,
};

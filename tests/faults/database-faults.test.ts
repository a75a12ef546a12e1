// Issue 54: two server processes on a PostgreSQL of the test's own, writers through a plain route and the sync push,
// and the faults one after another: kill -9 of each process, an immediate restart of PostgreSQL, PostgreSQL stopped
// for 10 s, PostgreSQL paused (SIGSTOP) for 5 s. Both processes stay up through the database's faults, answer 503
// (never another 5xx) while it is away, accept writes within 2 s of its return, every acknowledged write is stored
// exactly once, and the live view's stream carries on.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/client';
import { openSse, type SseStream } from '../../src/server/testing/sse-client';
import { startCluster, startServer, type Cluster, type ServerProcess } from './cluster';
import { makeWorld, startWriters, type Answer, type World } from './world';
import { CONSOLE_REQUEST_HEADERS } from '../../src/domain/auth/console-request';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let cluster: Cluster;
const servers: ServerProcess[] = [];
let world: World;
let env: Record<string, string>;

beforeAll(async () => {
  cluster = await startCluster();
  env = { DATABASE_URL: cluster.url(), DB_POOL_WAIT_MS: '2000' };
  servers.push(await startServer(env));
  servers.push(await startServer(env));
  world = await makeWorld(cluster.url(), servers[0]!.base);
}, 180_000);

afterAll(async () => {
  for (const s of servers) if (!s.exited()) s.child.kill('SIGKILL');
  await world?.database.close().catch(() => undefined);
  cluster?.destroy();
});

/** A live-view viewer that reconnects as EventSource does (1 s after its stream ends), on process `index`. */
function liveViewer(index: number) {
  let stream: SseStream | null = null;
  let stopped = false;
  let connects = 0;
  const loop = (async () => {
    while (!stopped) {
      try {
        const s = await openSse(`${servers[index]!.base}/api/sapphire/v1/agents/live`, { cookie: world.hom });
        if (s.status === 200) {
          stream = s;
          connects++;
          await s.ended;
        } else s.close();
      } catch {
        // No answer (the process restarting): try again.
      }
      if (!stopped) await sleep(1000);
    }
  })();
  return {
    current: () => stream,
    connects: () => connects,
    stop: async () => {
      stopped = true;
      stream?.close();
      await loop;
    },
  };
}

type Fault = { name: string; start: number; back: number };

it('stays up through PostgreSQL restarts, stops and pauses: 503 while it is away, every acknowledged write once', async () => {
  const bases = () => servers.map((s) => s.base);
  const viewer = liveViewer(0);
  const writers = startWriters(bases, world);
  const faults: Fault[] = [];
  const alive = () => servers.every((s) => s.exited() === null);
  const dbFaultsAlive: boolean[] = [];
  try {
    await sleep(2000);
    // kill -9 of each process, started again on its port (the writers and the viewer go to the other meanwhile).
    for (const index of [0, 1]) {
      const port = new URL(servers[index]!.base).port;
      servers[index]!.child.kill('SIGKILL');
      await servers[index]!.ended;
      servers[index] = await startServer(env, Number(port));
      await sleep(1000);
    }

    const guard = setInterval(() => dbFaultsAlive.push(alive()), 100);
    try {
      let start = Date.now();
      await cluster.restartImmediate();
      faults.push({ name: 'restart -m immediate', start, back: Date.now() });
      await sleep(3000);

      start = Date.now();
      await cluster.stop();
      await sleep(10_000);
      await cluster.start();
      faults.push({ name: 'stopped 10 s', start, back: Date.now() });
      await sleep(3000);

      start = Date.now();
      cluster.pause(true);
      await sleep(5000);
      cluster.pause(false);
      faults.push({ name: 'paused 5 s', start, back: Date.now() });
      await sleep(3000);
    } finally {
      clearInterval(guard);
    }
  } finally {
    await writers.stop();
  }

  // Both processes alive all through the database's faults.
  expect(dbFaultsAlive.length).toBeGreaterThan(100);
  expect(dbFaultsAlive.every(Boolean), servers.map((s) => s.output()).join('\n---\n')).toBe(true);

  // Never a 5xx other than 503; each 503 with Retry-After; some 503s while the database was away.
  const answers = writers.answers;
  const otherErrors = answers.filter((a) => a.status >= 500 && a.status !== 503);
  expect(otherErrors, servers.map((s) => s.output()).join('\n---\n')).toEqual([]);
  expect(answers.filter((a) => a.status === 503).every((a) => a.retryAfter === '2')).toBe(true);
  const figures = faults.map((fault) => outageFigures(fault, answers));
  console.log(`database faults (two processes, shared machine):\n${figures.map((f) => `  ${f.name}: ${f.text}`).join('\n')}`);
  for (const f of figures) {
    if (f.name !== 'paused 5 s') expect(f.unavailable, `${f.name}: a 503 while away`).toBeGreaterThan(0);
    // No request went unanswered while the processes were up (a 503 is an answer).
    expect(f.noAnswer, `${f.name}: requests without an answer`).toBe(0);
    // Writes accepted again within 2 s of the database's return, by each process.
    for (const server of [0, 1]) expect(f.firstSuccessAfterBack[server], `${f.name}: process ${server} accepted a write after`).toBeLessThanOrEqual(2000);
  }

  // Every acknowledged write stored exactly once; a plain write never stored twice.
  const db = world.database.db;
  const comments = await queryRows<{ text: string; n: number }>(db, sql`select text, count(*)::int as n from comments where text like 'fault-comment-%' group by text`);
  const stored = new Map(comments.map((c) => [c.text, c.n]));
  for (const text of writers.ackedComments) expect(stored.get(text), text).toBe(1);
  for (const [text, n] of stored) {
    expect(n, text).toBe(1);
    expect(writers.sentComments.has(text)).toBe(true);
  }
  const contacts = await queryRows<{ client_id: string; n: number }>(db, sql`select client_id, count(*)::int as n from contacts where name like 'Fault %' group by client_id`);
  const storedContacts = new Map(contacts.map((c) => [c.client_id, c.n]));
  for (const id of writers.ackedContacts) expect(storedContacts.get(id), id).toBe(1);
  expect([...storedContacts.values()].every((n) => n === 1)).toBe(true);
  expect(writers.ackedComments.size).toBeGreaterThan(50);
  expect(writers.ackedContacts.size).toBeGreaterThan(50);

  // The live view carries on: the viewer's stream (reconnected after the listening connection's loss) hears a change
  // made through the other process.
  await waitFor(() => viewer.current() !== null && viewer.connects() > 1, 15_000);
  const stream = viewer.current()!;
  const put = await fetch(`${servers[1]!.base}/api/sapphire/v1/agents/status`, {
    method: 'PUT',
    headers: { ...CONSOLE_REQUEST_HEADERS, cookie: world.owner, 'content-type': 'application/json' },
    body: JSON.stringify({ status: 1 }),
  });
  expect(put.status).toBe(200);
  await stream.next((e) => e.event === 'agent' && (JSON.parse(e.data) as { userId: number }).userId === world.ownerId, 10_000);
  await viewer.stop();
}, 240_000);

async function waitFor(check: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await sleep(100);
  }
}

/** Per fault: the outage clients saw (first 503 to first success after it), and how soon each process wrote again. */
function outageFigures(fault: Fault, answers: Answer[]) {
  const during = answers.filter((a) => a.at >= fault.start && a.at <= fault.back + 5000);
  const first503 = during.find((a) => a.status === 503);
  const lastBefore = first503 ? answers.filter((a) => a.at > first503.at && a.status === 200)[0] : undefined;
  const firstSuccessAfterBack = [0, 1].map((server) => {
    const ok = answers.find((a) => a.server === server && a.at >= fault.back && a.status === 200);
    return ok ? ok.at - fault.back : Infinity;
  });
  const unavailable = during.filter((a) => a.status === 503).length;
  const noAnswer = during.filter((a) => a.status === 0).length;
  const outageMs = first503 && lastBefore ? lastBefore.at - first503.at : 0;
  return {
    name: fault.name,
    unavailable,
    noAnswer,
    firstSuccessAfterBack,
    text: `database away ${fault.back - fault.start} ms; clients saw ${outageMs} ms from first 503 to first success; ${unavailable} answers 503; first write after return: ${firstSuccessAfterBack.map((ms) => `${ms} ms`).join(' / ')}`,
  };
}

// Issue 54: the server behind pgbouncer in transaction mode (Debian's 1.18: no prepared statements there), with
// DATABASE_POOLER=transaction and LISTEN/NOTIFY (and the migrations) on DATABASE_DIRECT_URL. The smoke path: sign-in,
// readiness, the account page and the opportunity search (both prepared under a name when straight on PostgreSQL),
// a comment through the plain route, the sync push and pull, and the live view hearing a change.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openSse } from '../../src/server/testing/sse-client';
import { startCluster, startPgbouncer, startServer, type Bouncer, type Cluster, type ServerProcess } from './cluster';
import { makeWorld, type World } from './world';
import { CONSOLE_REQUEST_HEADERS } from '../../src/domain/auth/console-request';

let cluster: Cluster;
let bouncer: Bouncer;
const servers: ServerProcess[] = [];
let world: World;

beforeAll(async () => {
  cluster = await startCluster();
  bouncer = await startPgbouncer(cluster);
  const env = { DATABASE_URL: bouncer.url(), DATABASE_POOLER: 'transaction', DATABASE_DIRECT_URL: cluster.url() };
  servers.push(await startServer(env));
  servers.push(await startServer(env));
  world = await makeWorld(cluster.url(), servers[0]!.base);
}, 180_000);

afterAll(async () => {
  for (const s of servers) if (!s.exited()) s.child.kill('SIGKILL');
  await world?.database.close().catch(() => undefined);
  bouncer?.stop();
  cluster?.destroy();
});

it('serves the smoke path and the sync push through pgbouncer in transaction mode, from two processes', async () => {
  const call = async (server: number, method: string, path: string, body?: unknown, cookie = world.agent) => {
    const res = await fetch(`${servers[server]!.base}/api${path}`, {
      method,
      headers: { ...CONSOLE_REQUEST_HEADERS, cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : null, text };
  };

  const viewer = await openSse(`${servers[0]!.base}/api/sapphire/v1/agents/live`, { cookie: world.hom });
  expect(viewer.status).toBe(200);
  await viewer.next((e) => e.event === 'snapshot', 10_000);

  // Each read many times, on both processes: a statement prepared under a name on one server connection would be
  // missing (or already there) on the next one pgbouncer hands out.
  for (let round = 0; round < 12; round++) {
    const server = round % 2;
    expect((await call(server, 'GET', '/readyz')).status).toBe(200);
    const page = await call(server, 'GET', `/sapna/v3/account-page/${world.accountId}`);
    expect(page.status, page.text).toBe(200);
    const search = await call(server, 'GET', `/sapna/v1/opportunity/search?accountId=${world.accountId}`);
    expect(search.status, search.text).toBe(200);
    const comment = await call(server, 'POST', '/sapna/v1/comment', { entityTypeId: 3, entityId: world.accountId, activityType: 'Meeting', text: `through the pooler ${round}` });
    expect(comment.status, comment.text).toBe(200);
  }

  // The sync push: a batch, then the same batch again to the other process (a lost answer): stored once.
  const clientId = randomUUID();
  const commands = [1, 2, 3].map((seq) => ({
    seq,
    mutationId: randomUUID(),
    name: 'createContact',
    args: { accountId: world.accountId, name: `Pooled ${seq}`, phone: '9123456780', contactTypeId: 1, clientId: randomUUID() },
    deviceTime: new Date().toISOString(),
  }));
  const first = await call(0, 'POST', '/sync/v1/push', { clientId, commands });
  expect(first.status, first.text).toBe(200);
  expect((first.body!.results as { outcome: string }[]).map((r) => r.outcome)).toEqual(['applied', 'applied', 'applied']);
  const again = await call(1, 'POST', '/sync/v1/push', { clientId, commands });
  expect((again.body!.results as { outcome: string }[]).map((r) => r.outcome)).toEqual(['duplicate', 'duplicate', 'duplicate']);
  // The pull: a first one (no cursor) answers where to start; a change after it comes in the next pull.
  const start = await call(1, 'GET', `/sync/v1/pull?clientId=${clientId}&limit=1000`);
  expect(start.status, start.text).toBe(200);
  expect(start.body!.lastAppliedSeq).toBe(3);
  const fourth = { ...commands[0]!, seq: 4, mutationId: randomUUID(), args: { ...commands[0]!.args, name: 'Pooled 4', clientId: randomUUID() } };
  expect((await call(1, 'POST', '/sync/v1/push', { clientId, commands: [fourth] })).status).toBe(200);
  const pulled = await call(0, 'GET', `/sync/v1/pull?clientId=${clientId}&limit=1000&cursor=${String(start.body!.cursor)}`);
  expect(pulled.status, pulled.text).toBe(200);
  expect(pulled.text).toContain('Pooled 4');

  // The live view (LISTEN on the direct connection) hears a change made through the other process.
  const put = await call(1, 'PUT', '/sapphire/v1/agents/status', { status: 1 }, world.owner);
  expect(put.status, put.text).toBe(200);
  await viewer.next((e) => e.event === 'agent' && (JSON.parse(e.data) as { userId: number }).userId === world.ownerId, 10_000);
  viewer.close();
  expect(servers.every((s) => s.exited() === null)).toBe(true);
});

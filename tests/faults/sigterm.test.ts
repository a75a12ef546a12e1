// Issue 54: a graceful stop. SIGTERM with a slow request (a write waiting on a lock another session holds) and an
// open live-view stream in flight: the process ends the stream, gives the request its drain time, cuts it, closes
// the database and exits 0, all within 10 s.
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openSse } from '../../src/server/testing/sse-client';
import { startCluster, startServer, type Cluster, type ServerProcess } from './cluster';
import { makeWorld, type World } from './world';
import { CONSOLE_REQUEST_HEADERS } from '../../src/domain/auth/console-request';

let cluster: Cluster;
let server: ServerProcess;
let world: World;
let locker: pg.Client;

beforeAll(async () => {
  cluster = await startCluster();
  server = await startServer({ DATABASE_URL: cluster.url() });
  world = await makeWorld(cluster.url(), server.base);
  locker = new pg.Client({ connectionString: cluster.url() });
  locker.on('error', () => undefined);
  await locker.connect();
}, 180_000);

afterAll(async () => {
  if (!server.exited()) server.child.kill('SIGKILL');
  await locker?.end().catch(() => undefined);
  await world?.database.close().catch(() => undefined);
  cluster?.destroy();
});

it('exits 0 within 10 s of SIGTERM with a slow request and an open live-view stream in flight', async () => {
  const stream = await openSse(`${server.base}/api/sapphire/v1/agents/live`, { cookie: world.hom });
  expect(stream.status).toBe(200);
  await stream.next((e) => e.event === 'snapshot', 10_000);

  // The slow request: a comment whose insert waits for a lock held by another session (no end in sight).
  await locker.query('begin');
  await locker.query('lock table comments in access exclusive mode');
  const slow = fetch(`${server.base}/api/sapna/v1/comment`, {
    method: 'POST',
    headers: { ...CONSOLE_REQUEST_HEADERS, cookie: world.agent, 'content-type': 'application/json' },
    body: JSON.stringify({ entityTypeId: 3, entityId: world.accountId, activityType: 'Meeting', text: 'slow' }),
  }).then(
    (res) => res.status,
    () => 0,
  );
  await new Promise((resolve) => setTimeout(resolve, 500));

  const sent = Date.now();
  server.child.kill('SIGTERM');
  await Promise.race([server.ended, new Promise((resolve) => setTimeout(resolve, 12_000))]);
  const took = Date.now() - sent;
  expect(server.exited(), server.output()).toEqual({ code: 0, signal: null });
  expect(took).toBeLessThanOrEqual(10_000);
  // The stream was ended and the slow request settled (cut, or answered), nothing left hanging.
  await stream.ended;
  expect([0, 503]).toContain(await slow);
  await locker.query('rollback');
  console.log(`SIGTERM with a slow request and a live-view stream: exited 0 after ${took} ms`);
});

import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { LIVE_VIEW_MESSAGES, type LiveAgent, type LiveSnapshot } from '../../../domain/live-view/live-view';
import { cases, sessions } from '../../db/schema/index';
import { testConfig } from '../../config';
import { FORBIDDEN_MESSAGE } from '../../errors';
import { describeEachBackend, startTestServer, type TestServer } from '../../testing/harness';
import { createUser, loginAs } from '../../testing/fixtures';
import { insertAccount, insertOpportunity } from '../../testing/account-fixtures';
import { openSse, type SseStream } from '../../testing/sse-client';
import { liveFeedOf } from './live-view.routes';
import { viewerStillAllowed } from './live-view.repo';

const LIVE = '/api/sapphire/v1/agents/live';
const SUMMARY = '/api/sapphire/v1/agents/summary';

describeEachBackend('live view', (backend) => {
  let server: TestServer;
  let base: string;
  const cookies: Record<string, string> = {};
  const ids: Record<string, number> = {};
  const streams: SseStream[] = [];
  const msg = (res: { json: () => unknown }) => (res.json() as { error: { msg: string } }).error.msg;

  async function open(user: string, headers: Record<string, string> = {}): Promise<SseStream> {
    const stream = await openSse(`${base}${LIVE}`, { cookie: cookies[user]!, ...headers });
    streams.push(stream);
    return stream;
  }
  const agentEvent = (userId: number, check: (a: LiveAgent) => boolean) => (e: { event: string; data: string }) =>
    e.event === 'agent' && (JSON.parse(e.data) as LiveAgent).userId === userId && check(JSON.parse(e.data) as LiveAgent);

  beforeAll(async () => {
    const telephony = testConfig().telephony;
    server = await startTestServer(backend, { telephony: { ...telephony, simDelayMs: -1 } });
    const db = server.database.db;
    for (const [name, roles, domainId] of [
      ['hom', ['HOUSING_SALES_AGENT', 'HOM'], 5],
      ['admin', ['HOUSING_SALES_MANAGER', 'ADMIN'], 5],
      ['manager', ['HOUSING_SALES_MANAGER'], 5],
      ['owner1', ['HOUSING_OWNER_AGENT'], 5],
      ['broker1', ['BROKER_TELE_SALES'], 5],
      ['rcm', ['RCM_USER'], 5],
      ['makaan', ['HOUSING_OWNER_AGENT'], 1],
    ] as const) {
      ids[name] = await createUser(db, { username: `live-${name}`, roles: [...roles], domainId });
      cookies[name] = await loginAs(server.app, `live-${name}`);
    }
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const address = server.app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    base = `http://127.0.0.1:${address.port}`;
  });
  afterAll(async () => {
    for (const s of streams) s.close();
    await server.close();
  });

  it('refuses the roles without live view (403), anonymous callers (401), and a request that does not ask for a stream (406)', async () => {
    for (const user of ['manager', 'owner1', 'rcm'] as const) {
      for (const url of [LIVE, SUMMARY]) {
        const res = await server.app.inject({ method: 'GET', url, headers: { cookie: cookies[user]!, accept: 'text/event-stream' } });
        expect(res.statusCode, `${user} ${url}`).toBe(403);
        expect(msg(res)).toBe(FORBIDDEN_MESSAGE);
      }
    }
    const stream = await openSse(`${base}${LIVE}`, { cookie: cookies.manager! });
    expect(stream.status).toBe(403);
    expect((await server.app.inject({ method: 'GET', url: LIVE, headers: { accept: 'text/event-stream' } })).statusCode).toBe(401);
    const plain = await server.app.inject({ method: 'GET', url: LIVE, headers: { cookie: cookies.hom! } });
    expect(plain.statusCode).toBe(406);
    expect(msg(plain)).toBe(LIVE_VIEW_MESSAGES.notAcceptable);
  });

  it('summary: one row per telesales agent of the brand, and the team summary', async () => {
    const res = await server.app.inject({ method: 'GET', url: SUMMARY, headers: { cookie: cookies.admin! } });
    expect(res.statusCode).toBe(200);
    const body = res.json() as LiveSnapshot;
    const names = body.agents.map((a) => a.userId);
    expect(names).toEqual(expect.arrayContaining([ids.owner1, ids.broker1]));
    expect(names).not.toContain(ids.manager);
    expect(names).not.toContain(ids.makaan);
    const owner = body.agents.find((a) => a.userId === ids.owner1)!;
    expect(owner).toMatchObject({ name: 'live-owner1 Test', email: 'live-owner1@example.test', online: false, callStatus: null, opportunityId: null, campaigns: [] });
    expect(body.summary).toEqual({ total: body.agents.length, online: 0, offline: body.agents.length, onCall: 0, idle: 0 });
  });

  it('streams a snapshot, then the status change and the call as they happen; the other brand’s agents stay out', async () => {
    const stream = await open('hom');
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.headers.get('cache-control')).toBe('no-cache');
    expect(stream.headers.get('x-accel-buffering')).toBe('no');
    expect(stream.headers.get('content-encoding')).toBeNull();
    const snapshot = JSON.parse((await stream.next((e) => e.event === 'snapshot')).data) as LiveSnapshot;
    expect(snapshot.agents.map((a) => a.userId)).toContain(ids.owner1);

    // The other brand's agent goes online: nothing for this viewer. Then owner1 goes online.
    await server.app.inject({ method: 'PUT', url: '/api/sapphire/v1/agents/status', headers: { cookie: cookies.makaan! }, payload: { status: 1 } });
    const put = await server.app.inject({ method: 'PUT', url: '/api/sapphire/v1/agents/status', headers: { cookie: cookies.owner1! }, payload: { status: 1 } });
    expect(put.statusCode).toBe(200);
    const online = await stream.next(agentEvent(ids.owner1!, (a) => a.online));
    expect(online.id).toMatch(/^\d+$/);
    expect(stream.events.some((e) => e.event === 'agent' && (JSON.parse(e.data) as LiveAgent).userId === ids.makaan)).toBe(false);

    // owner1 takes a case and dials it: the call arrives with its case and opportunity.
    const db = server.database.db;
    const account = await insertAccount(db, { agentId: null, clientTypeId: 3, name: 'Owner Live' });
    const opportunity = await insertOpportunity(db, { accountId: account.id });
    const [c] = await db
      .insert(cases)
      .values({ caseTypeId: 'SOCASE', queueKind: 'owner', accountId: account.id, opportunityId: opportunity.id, contactPhone: '9876543210', stageId: 98, domainId: 5, statusId: 2, assignedAgentId: ids.owner1 })
      .returning({ id: cases.id });
    const dial = await server.app.inject({ method: 'POST', url: `/api/mystique/v1/cases/${c!.id}/call`, headers: { cookie: cookies.owner1! }, payload: {} });
    expect(dial.statusCode).toBe(200);
    const onCall = JSON.parse((await stream.next(agentEvent(ids.owner1!, (a) => a.callStatus === 'initiated'))).data) as LiveAgent;
    expect(onCall).toMatchObject({ online: true, caseId: c!.id, opportunityId: opportunity.id });
    expect(onCall.callStartedAt).not.toBeNull();
  });

  it('a reconnect with Last-Event-ID gets the rows changed since, not a new snapshot', async () => {
    const first = await open('admin');
    const snapshot = await first.next((e) => e.event === 'snapshot');
    await server.app.inject({ method: 'PUT', url: '/api/sapphire/v1/agents/status', headers: { cookie: cookies.broker1! }, payload: { status: 1 } });
    const seen = await first.next(agentEvent(ids.broker1!, (a) => a.online));
    first.close();
    await server.app.inject({ method: 'PUT', url: '/api/sapphire/v1/agents/status', headers: { cookie: cookies.broker1! }, payload: { status: 0 } });
    await server.app.inject({ method: 'PUT', url: '/api/user/activity', headers: { cookie: cookies.owner1! }, payload: { activity: 'Dialling' } });

    const resumed = await open('admin', { 'last-event-id': seen.id! });
    await resumed.next(agentEvent(ids.broker1!, (a) => !a.online));
    await resumed.next(agentEvent(ids.owner1!, (a) => a.lastActivityAt !== null));
    expect(resumed.events.some((e) => e.event === 'snapshot')).toBe(false);

    // An id the process does not remember (heard by another process, or too old): a fresh snapshot.
    const unknown = await open('admin', { 'last-event-id': '999999999' });
    await unknown.next((e) => e.event === 'snapshot');
    expect(snapshot.id).toMatch(/^\d+$/);
  });

  it('a closed stream leaves no viewer behind', async () => {
    const feed = liveFeedOf(server.app.deps)!;
    const stream = await open('hom');
    await stream.next((e) => e.event === 'snapshot');
    const before = feed.viewerCount;
    stream.close();
    await expect.poll(() => feed.viewerCount, { timeout: 5_000 }).toBe(before - 1);
  });

  it.runIf(backend.name === 'postgres')('PostgreSQL: a lost listening connection is reopened; open streams end (the browser reconnects) and new ones see changes again', async () => {
    const stream = await open('hom');
    await stream.next((e) => e.event === 'snapshot');
    let ended = false;
    stream.ended.then(() => (ended = true), () => (ended = true));
    await server.database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query = 'listen live_view' and pid <> pg_backend_pid()`,
    );
    await expect.poll(() => ended, { timeout: 10_000 }).toBe(true);
    const again = await open('hom');
    await again.next((e) => e.event === 'snapshot');
    await server.app.inject({ method: 'PUT', url: '/api/sapphire/v1/agents/status', headers: { cookie: cookies.broker1! }, payload: { status: 1 } });
    await again.next(agentEvent(ids.broker1!, (a) => a.online));
  });

  it('a viewer may go on watching while signed in with a live-view role (checked at each heartbeat)', async () => {
    const db = server.database.db;
    const viewer = await createUser(db, { username: 'live-leaver', roles: ['HOUSING_SALES_AGENT', 'HOM'] });
    expect(await viewerStillAllowed(db, viewer, new Date())).toBe(false);
    await loginAs(server.app, 'live-leaver');
    expect(await viewerStillAllowed(db, viewer, new Date())).toBe(true);
    expect(await viewerStillAllowed(db, ids.manager!, new Date())).toBe(false);
    await db.delete(sessions).where(eq(sessions.userId, viewer));
    expect(await viewerStillAllowed(db, viewer, new Date())).toBe(false);
  });
});

// The per-process session memory (session-cache.ts): what this process changes takes effect at once; what
// another process or the database changes takes effect when the memory's entry expires (SESSION_CACHE_SECONDS).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema/index';
import type { LoadedSession, SessionUser } from './session-user';
import { createUser, loginAs } from '../../testing/fixtures';
import { describeEachBackend, startTestServer, type TestServer } from '../../testing/harness';
import { insertAccount } from '../../testing/account-fixtures';
import { SessionCache } from './session-cache';

const at = (ms: number) => new Date(ms);
const loaded = (userId: number, expiresAtMs: number): LoadedSession => ({
  user: { id: userId } as SessionUser,
  lastSeenAt: at(0),
  expiresAt: at(expiresAtMs),
});

describe('SessionCache', () => {
  it('keeps an entry for its lifetime, then reads again', () => {
    const cache = new SessionCache(1000);
    cache.remember('a', loaded(1, 1_000_000), at(10_000));
    expect(cache.get('a', at(10_999))?.user.id).toBe(1);
    expect(cache.get('a', at(11_000))).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('never answers for a session past its own expiry', () => {
    const cache = new SessionCache(60_000);
    cache.remember('a', loaded(1, 10_500), at(10_000));
    expect(cache.get('a', at(10_499))).toBeDefined();
    expect(cache.get('a', at(10_500))).toBeUndefined();
  });

  it('forgets one session, or every session of a user', () => {
    const cache = new SessionCache(60_000);
    cache.remember('a', loaded(1, 1e9), at(0));
    cache.remember('b', loaded(1, 1e9), at(0));
    cache.remember('c', loaded(2, 1e9), at(0));
    cache.forget('a');
    expect(cache.get('a', at(1))).toBeUndefined();
    cache.forgetUser(1);
    expect(cache.get('b', at(1))).toBeUndefined();
    expect(cache.get('c', at(1))?.user.id).toBe(2);
  });

  it('remembers nothing when its lifetime is 0', () => {
    const cache = new SessionCache(0);
    expect(cache.remember('a', loaded(1, 1e9), at(0)).user.id).toBe(1);
    expect(cache.get('a', at(0))).toBeUndefined();
    expect(cache.size).toBe(0);
  });
});

const LIFETIME_MS = 400;
const outlive = () => new Promise((resolve) => setTimeout(resolve, LIFETIME_MS + 100));

describeEachBackend('session memory on a server', (backend) => {
  let server: TestServer;
  const ids: Record<string, number> = {};
  const get = (url: string, cookie: string) => server.app.inject({ method: 'GET', url, headers: { cookie } });
  const details = (cookie: string) => get('/api/user/details', cookie);

  beforeAll(async () => {
    server = await startTestServer(backend, { sessionCacheSeconds: LIFETIME_MS / 1000 });
    const db = server.app.db;
    for (const username of ['leaver', 'signs-out', 'deleted-elsewhere', 'reset']) {
      ids[username] = await createUser(db, { username, roles: ['HOUSING_SALES_AGENT'] });
    }
    ids.lead = await createUser(db, { username: 'lead', roles: ['HOUSING_SALES_AGENT'], designationId: 32 });
    ids.newcomer = await createUser(db, { username: 'newcomer', roles: ['HOUSING_SALES_AGENT'] });
    await insertAccount(db, { agentId: ids.newcomer, name: 'newcomer account' });
  });
  afterAll(() => server.close());

  it('signing out ends the session on this process at once', async () => {
    const cookie = await loginAs(server.app, 'signs-out');
    const before = server.app.sessions.size;
    expect((await details(cookie)).statusCode).toBe(200);
    expect(server.app.sessions.size).toBe(before + 1);
    await server.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
    expect((await details(cookie)).statusCode).toBe(401);
  });

  it('a password reset on this process ends the user’s remembered sessions at once', async () => {
    const cookie = await loginAs(server.app, 'reset');
    expect((await details(cookie)).statusCode).toBe(200);
    server.mailer.sent.length = 0;
    await server.app.inject({ method: 'POST', url: '/api/reset-password', payload: { username: 'reset', domainId: '2' } });
    const token = /token=([A-Za-z0-9_-]+)/.exec(server.mailer.sent[0]?.text ?? '')?.[1];
    expect(token).toBeDefined();
    const done = await server.app.inject({ method: 'POST', url: '/api/reset-password/confirm', payload: { token, password: 'a-new-password' } });
    expect(done.statusCode).toBe(200);
    expect((await details(cookie)).statusCode).toBe(401);
  });

  it('a user made inactive elsewhere is refused once the remembered session expires', async () => {
    const cookie = await loginAs(server.app, 'leaver');
    expect((await details(cookie)).statusCode).toBe(200);
    await server.app.db.update(users).set({ status: 0 }).where(eq(users.id, ids.leaver!));
    await outlive();
    expect((await details(cookie)).statusCode).toBe(401);
  });

  it('a session deleted by another process is refused once the remembered session expires', async () => {
    const cookie = await loginAs(server.app, 'deleted-elsewhere');
    expect((await details(cookie)).statusCode).toBe(200);
    await server.app.db.delete(sessions).where(eq(sessions.userId, ids['deleted-elsewhere']!));
    await outlive();
    expect((await details(cookie)).statusCode).toBe(401);
  });

  it('a team change reaches the remembered scope once it expires', async () => {
    const cookie = await loginAs(server.app, 'lead');
    const holders = async () => ((await get('/api/sapna/v1/account/agents', cookie)).json().results as { id: number }[]).map((a) => a.id);
    expect(await holders()).toEqual([]);
    await server.app.db.update(users).set({ parentId: ids.lead! }).where(eq(users.id, ids.newcomer!));
    await outlive();
    expect(await holders()).toEqual([ids.newcomer]);
  });
});

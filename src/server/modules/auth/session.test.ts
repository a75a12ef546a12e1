// The session on every request: who may reach what (no session, a role that may not sign in, read-only),
// sign-out, expiry, sliding expiry, and a user made inactive while signed in.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema/index';
import { createUser, loginAs } from '../../testing/fixtures';
import { describeEachBackend, startTestServer, type TestServer } from '../../testing/harness';
import { AUTH_MESSAGES } from './auth-messages';
import { hashToken } from './session-token';

describeEachBackend('session and access', (backend) => {
  let server: TestServer;
  const get = (url: string, cookie?: string) => server.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const put = (url: string, payload: object, cookie?: string) =>
    server.app.inject({ method: 'PUT', url, payload, headers: cookie ? { cookie } : {} });
  const tokenOf = (cookie: string) => cookie.replace(/^sid=/, '');

  beforeAll(async () => {
    server = await startTestServer(backend, { sessionTtlHours: 12 });
    const db = server.app.db;
    await createUser(db, { username: 'agent', roles: ['HOUSING_SALES_AGENT'] });
    await createUser(db, { username: 'rcm', roles: ['RCM_USER'] });
    await createUser(db, { username: 'no-access', roles: ['LOOKUP_VIEW'] });
    await createUser(db, { username: 'roleless', roles: [] });
    await createUser(db, { username: 'sliding', roles: ['HOUSING_SALES_AGENT'] });
    await createUser(db, { username: 'expiring', roles: ['HOUSING_SALES_AGENT'] });
    await createUser(db, { username: 'deactivated', roles: ['HOUSING_SALES_AGENT'] });
  });
  afterAll(() => server.close());

  it('answers 401 in the one error shape without a session, or with an unknown one', async () => {
    for (const cookie of [undefined, 'sid=not-a-real-token', 'sid=']) {
      const res = await get('/api/user/details', cookie);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: { msg: 'Please sign in to continue.' } });
    }
  });

  it('refuses an anonymous write before looking at its body', async () => {
    const res = await put('/api/sapphire/v1/agents/status', { status: 'nonsense' });
    expect(res.statusCode).toBe(401);
  });

  it('leaves public routes open, with or without a cookie', async () => {
    expect((await get('/api/healthz')).statusCode).toBe(200);
    expect((await get('/api/healthz', 'sid=garbage')).statusCode).toBe(200);
    expect((await get('/api/no/such/route')).statusCode).toBe(404);
  });

  it('signs in a user without an allowed role, shows them who they are, and refuses everything else', async () => {
    for (const username of ['no-access', 'roleless']) {
      const cookie = await loginAs(server.app, username);
      const details = await get('/api/user/details', cookie);
      expect(details.statusCode).toBe(200);
      expect(details.json()).toMatchObject({ username, allowed: false, capabilities: [] });
      for (const res of [await get('/api/user/activity', cookie), await get('/api/sapphire/v1/agents/status', cookie), await put('/api/user/activity', {}, cookie)]) {
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ error: { msg: AUTH_MESSAGES.notAllowed } });
      }
      const logout = await server.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
      expect(logout.statusCode).toBe(200);
    }
  });

  it('lets a read-only user (RCM_USER) read and record their own activity, but refuses other writes and has no online status', async () => {
    const cookie = await loginAs(server.app, 'rcm');
    const details = await get('/api/user/details', cookie);
    expect(details.json()).toMatchObject({ readOnly: true, allowed: true, roles: ['RCM_USER'] });
    expect((await get('/api/user/activity', cookie)).statusCode).toBe(200);
    // No presence to read: only telesales agents have an online status (PERMISSIONS.md 'telesales').
    expect((await get('/api/sapphire/v1/agents/status', cookie)).statusCode).toBe(403);
    expect((await put('/api/user/activity', { activity: 'Reports' }, cookie)).statusCode).toBe(200);
    const write = await put('/api/sapphire/v1/agents/status', { status: 1 }, cookie);
    expect(write.statusCode).toBe(403);
    expect(write.json()).toEqual({ error: { msg: 'You have read-only access.' } });
  });

  it('signs out: the session is gone, the cookie is cleared, and signing out again is harmless', async () => {
    const cookie = await loginAs(server.app, 'agent');
    expect((await get('/api/user/details', cookie)).statusCode).toBe(200);
    const logout = await server.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({});
    const cleared = logout.cookies.find((c) => c.name === 'sid');
    expect(cleared?.value).toBe('');
    expect((await get('/api/user/details', cookie)).statusCode).toBe(401);
    const rows = await server.app.db.select().from(sessions).where(eq(sessions.tokenHash, hashToken(tokenOf(cookie))));
    expect(rows).toHaveLength(0);
    expect((await server.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } })).statusCode).toBe(200);
    expect((await server.app.inject({ method: 'POST', url: '/api/logout' })).statusCode).toBe(200);
  });

  it('ends an expired session', async () => {
    const cookie = await loginAs(server.app, 'expiring');
    await server.app.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(tokenOf(cookie))));
    expect((await get('/api/user/details', cookie)).statusCode).toBe(401);
  });

  it('slides the expiry of a session in use, at most once a minute', async () => {
    const cookie = await loginAs(server.app, 'sliding');
    const where = eq(sessions.tokenHash, hashToken(tokenOf(cookie)));
    // Fresh session: no write, no new cookie.
    const fresh = await get('/api/user/details', cookie);
    expect(fresh.cookies.find((c) => c.name === 'sid')).toBeUndefined();
    // Last seen five minutes ago and ten minutes from expiry: the request moves the expiry a full TTL ahead.
    const fiveMinutesAgo = new Date(Date.now() - 5 * 60_000);
    await server.app.db.update(sessions).set({ lastSeenAt: fiveMinutesAgo, expiresAt: new Date(Date.now() + 10 * 60_000) }).where(where);
    const slid = await get('/api/user/details', cookie);
    expect(slid.statusCode).toBe(200);
    expect(slid.cookies.find((c) => c.name === 'sid')).toMatchObject({ value: tokenOf(cookie), httpOnly: true, maxAge: 12 * 3600 });
    const [row] = await server.app.db.select().from(sessions).where(where);
    expect(row?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 11.9 * 3_600_000);
    expect(row?.lastSeenAt.getTime()).toBeGreaterThan(fiveMinutesAgo.getTime());
  });

  it('ends the sessions of a user made inactive', async () => {
    const cookie = await loginAs(server.app, 'deactivated');
    await server.app.db.update(users).set({ status: 0 }).where(eq(users.username, 'deactivated'));
    expect((await get('/api/user/details', cookie)).statusCode).toBe(401);
  });

  it('lists the sign-in and people routes in the OpenAPI document', async () => {
    const doc = (await get('/api/openapi.json')).json() as { paths: Record<string, Record<string, { tags?: string[] }>> };
    const tagOf = (path: string, method: string) => doc.paths[path]?.[method]?.tags;
    expect(tagOf('/api/login', 'post')).toEqual(['auth']);
    expect(tagOf('/api/logout', 'post')).toEqual(['auth']);
    expect(tagOf('/api/user/details', 'get')).toEqual(['auth']);
    expect(tagOf('/api/reset-password', 'post')).toEqual(['auth']);
    expect(tagOf('/api/reset-password/confirm', 'post')).toEqual(['auth']);
    expect(tagOf('/api/user/activity', 'get')).toEqual(['users']);
    expect(tagOf('/api/user/activity', 'put')).toEqual(['users']);
    expect(tagOf('/api/sapphire/v1/agents/status', 'get')).toEqual(['users']);
    expect(tagOf('/api/sapphire/v1/agents/status', 'put')).toEqual(['users']);
  });

  it('deletes expired sessions when someone signs in', async () => {
    const cookie = await loginAs(server.app, 'agent');
    await server.app.db.execute(sql`update sessions set expires_at = now() - interval '1 hour' where token_hash = ${hashToken(tokenOf(cookie))}`);
    await loginAs(server.app, 'agent');
    const rows = await server.app.db.select().from(sessions).where(eq(sessions.tokenHash, hashToken(tokenOf(cookie))));
    expect(rows).toHaveLength(0);
  });
});

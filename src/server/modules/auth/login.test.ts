// POST /api/login: required fields, wrong and inactive accounts, the session cookie, and throttling per
// username and per address (loginMaxAttempts 3 here, so an address is held back after 12 failures).
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { users } from '../../db/schema/index';
import { createUser, loginAs, TEST_PASSWORD } from '../../testing/fixtures';
import { describeOnBothBackends, startTestServer, type TestServer } from '../../testing/harness';
import { ADDRESS_ATTEMPTS_FACTOR } from './attempt-ledger';
import { AUTH_MESSAGES } from './auth-messages';
import { loginErrorOf } from './login-errors';
import { ROLE_NOT_ALLOWED_MESSAGE } from '../../../domain/auth/roles';

const MAX = 3;

describeOnBothBackends('POST /api/login', (backend) => {
  let server: TestServer;

  function login(fields: Record<string, string>, remoteAddress = '127.0.0.1', cookie?: string) {
    return server.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
      payload: new URLSearchParams(fields).toString(),
    });
  }

  beforeAll(async () => {
    server = await startTestServer(backend, { loginMaxAttempts: MAX, loginWindowMinutes: 15 });
    const db = server.app.db;
    await createUser(db, { username: 'agent', roles: ['HOUSING_SALES_AGENT'], designationId: 29 });
    await createUser(db, { username: 'victim', roles: ['HOUSING_SALES_AGENT'] });
    await createUser(db, { username: 'typo', roles: ['HOUSING_SALES_AGENT'] });
    await createUser(db, { username: 'office', roles: ['HOUSING_SALES_AGENT'] });
    await createUser(db, { username: 'attacker', roles: ['HOUSING_SALES_AGENT'] });
    await createUser(db, { username: 'leaver', roles: ['HOUSING_SALES_AGENT'] });
    await createUser(db, { username: 'burst', roles: ['HOUSING_SALES_AGENT'] });
    await createUser(db, { username: 'browser', roles: ['HOUSING_SALES_AGENT'] });
    await createUser(db, { username: 'no-access', roles: ['LOOKUP_VIEW'] });
    await createUser(db, { username: 'locked-out', roles: ['HOUSING_SALES_AGENT'] });
    await createUser(db, { username: 'unlocker', roles: ['HOUSING_SALES_AGENT', 'ADMIN'] });
    await createUser(db, { username: 'makaan-one', roles: ['MAKAAN_SALES_AGENT'], domainId: 1 });
    await db.update(users).set({ status: 0 }).where(eq(users.username, 'leaver'));
  });
  afterAll(() => server.close());

  it("a browser's plain form post (the sign-in screen before its JavaScript) is redirected, not answered with JSON", async () => {
    const plain = (fields: Record<string, string>) =>
      server.app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: '10.9.9.9',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
        payload: new URLSearchParams(fields).toString(),
      });
    const wrong = await plain({ username: 'browser', password: 'not-it' });
    expect(wrong.statusCode).toBe(303);
    expect(wrong.headers.location).toBe('/login?error=invalid');
    expect(wrong.cookies.find((c) => c.name === 'sid')).toBeUndefined();
    const right = await plain({ username: 'browser', password: TEST_PASSWORD });
    expect(right.statusCode).toBe(303);
    expect(right.headers.location).toBe('/home');
    expect(right.cookies.find((c) => c.name === 'sid')?.value.length).toBeGreaterThanOrEqual(40);

    // A user without an allowed role comes back to the sign-in page with the app's message, and no session.
    const noAccess = await plain({ username: 'no-access', password: TEST_PASSWORD });
    expect(noAccess.statusCode).toBe(303);
    expect(noAccess.headers.location).toBe('/login?error=notAllowed');
    expect(noAccess.cookies.find((c) => c.name === 'sid')).toBeUndefined();
    expect(loginErrorOf(noAccess.headers.location as string)).toBe(ROLE_NOT_ALLOWED_MESSAGE);
    const [sessions] = await queryRows<{ n: number }>(server.database.db, sql`select count(*)::int as n from sessions s join users u on u.id = s.user_id where u.username = 'no-access'`);
    expect(Number(sessions?.n)).toBe(0);
  });

  it('signs in with a form body, sets an httpOnly SameSite session cookie and answers the user details', async () => {
    const res = await login({ username: 'agent', password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === 'sid');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.value.length).toBeGreaterThanOrEqual(40);
    expect(res.json()).toMatchObject({
      username: 'agent',
      email: 'agent@example.test',
      roles: ['Housing Sales Agent'],
      roleIds: [101],
      firstName: 'agent',
      lastName: 'Test',
      name: 'agent Test',
      domainId: 5,
      countryId: 1,
      designationId: 29,
      readOnly: false,
      allowed: true,
    });
    expect(res.json().capabilities).toContain('sell');
    // The same details as GET user/details with that cookie.
    const details = await server.app.inject({ url: '/api/user/details', headers: { cookie: `sid=${cookie?.value}` } });
    expect(details.json()).toEqual(res.json());
  });

  it('stores only a hash of the session token', async () => {
    const res = await login({ username: 'agent', password: TEST_PASSWORD });
    const token = res.cookies.find((c) => c.name === 'sid')?.value ?? '';
    const rows = await server.app.db.execute(sql`select token_hash from sessions`);
    const hashes = (rows as unknown as { rows: { token_hash: string }[] }).rows.map((r) => r.token_hash);
    expect(hashes).not.toContain(token);
    expect(hashes.every((h) => /^[0-9a-f]{64}$/.test(h))).toBe(true);
  });

  it('matches the username in any case (phones capitalise the first letter)', async () => {
    const res = await login({ username: 'Agent', password: TEST_PASSWORD }, '10.8.0.1');
    expect(res.statusCode).toBe(200);
    expect(res.json().username).toBe('agent');
  });

  it('accepts a JSON body too', async () => {
    const res = await server.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'agent', password: TEST_PASSWORD } });
    expect(res.statusCode).toBe(200);
  });

  it('requires both username and password with the spec message', async () => {
    const cases: Record<string, string>[] = [{ password: TEST_PASSWORD }, { username: 'agent' }, { username: '', password: TEST_PASSWORD }, { username: '  ', password: 'x' }, { username: 'agent', password: '' }];
    for (const fields of cases) {
      const res = await login(fields, '10.9.0.1');
      expect(res.statusCode).toBe(400);
      expect(res.json().error.msg).toBe('This field is required.');
    }
    const empty = await server.app.inject({ method: 'POST', url: '/api/login' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.msg).toBe('This field is required.');
  });

  it('refuses a wrong password and an unknown user with the same 401 message', async () => {
    const wrong = await login({ username: 'agent', password: 'not-the-password' }, '10.1.0.1');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: { msg: AUTH_MESSAGES.invalidCredentials } });
    expect(wrong.cookies.find((c) => c.name === 'sid')).toBeUndefined();
    const unknown = await login({ username: 'nobody-here', password: 'whatever' }, '10.1.0.1');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ error: { msg: AUTH_MESSAGES.invalidCredentials } });
  });

  it('refuses an inactive user, even with the right password', async () => {
    const res = await login({ username: 'leaver', password: TEST_PASSWORD }, '10.1.0.2');
    expect(res.statusCode).toBe(401);
    expect(res.json().error.msg).toBe(AUTH_MESSAGES.inactiveAccount);
    expect(res.cookies.find((c) => c.name === 'sid')).toBeUndefined();
  });

  it('replaces the session the browser already had', async () => {
    const first = await login({ username: 'agent', password: TEST_PASSWORD });
    const oldCookie = `sid=${first.cookies.find((c) => c.name === 'sid')?.value}`;
    const second = await login({ username: 'agent', password: TEST_PASSWORD }, '127.0.0.1', oldCookie);
    expect(second.statusCode).toBe(200);
    const stale = await server.app.inject({ url: '/api/user/details', headers: { cookie: oldCookie } });
    expect(stale.statusCode).toBe(401);
  });

  it(`holds a username back after ${MAX} failures, from any address, until the failures leave the window`, async () => {
    for (let i = 0; i < MAX; i++) expect((await login({ username: 'victim', password: `guess-${i}` }, '10.2.0.1')).statusCode).toBe(401);
    const held = await login({ username: 'victim', password: TEST_PASSWORD }, '10.2.0.1');
    expect(held.statusCode).toBe(429);
    expect(held.json()).toEqual({ error: { msg: 'Too many sign-in attempts. Please try again later.' } });
    const retryAfter = Number(held.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // Another address does not help, and case or spaces do not make another username.
    expect((await login({ username: 'victim', password: TEST_PASSWORD }, '10.2.0.2')).statusCode).toBe(429);
    expect((await login({ username: ' VICTIM ', password: TEST_PASSWORD }, '10.2.0.3')).statusCode).toBe(429);
    // Other users from the same address are not affected.
    expect((await login({ username: 'agent', password: TEST_PASSWORD }, '10.2.0.1')).statusCode).toBe(200);
    // Once the failures are older than the window, the owner signs in.
    await server.app.db.execute(sql`update login_attempts set at = at - interval '16 minutes' where username = 'victim'`);
    expect((await login({ username: 'victim', password: TEST_PASSWORD }, '10.2.0.1')).statusCode).toBe(200);
  });

  it('holds back a burst of simultaneous guesses as well as one after another', async () => {
    const burst = await Promise.all(Array.from({ length: 10 }, (_, i) => login({ username: 'burst', password: `guess-${i}` }, `10.6.0.${i}`)));
    const codes = burst.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401).length).toBeLessThanOrEqual(MAX);
    expect(codes.filter((c) => c === 429).length).toBeGreaterThanOrEqual(10 - MAX);
  });

  it("clears a username's count when its owner signs in", async () => {
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < MAX - 1; i++) expect((await login({ username: 'typo', password: 'typo' }, '10.3.0.1')).statusCode).toBe(401);
      expect((await login({ username: 'typo', password: TEST_PASSWORD }, '10.3.0.1')).statusCode).toBe(200);
    }
  });

  it(`holds an address back after ${MAX * ADDRESS_ATTEMPTS_FACTOR} failures, whatever usernames it tried`, async () => {
    const ip = '10.4.0.1';
    for (let i = 0; i < MAX * ADDRESS_ATTEMPTS_FACTOR; i++) {
      expect((await login({ username: `spray-${i}`, password: 'x' }, ip)).statusCode).toBe(401);
    }
    const held = await login({ username: 'office', password: TEST_PASSWORD }, ip);
    expect(held.statusCode).toBe(429);
    expect(held.json().error.msg).toBe(AUTH_MESSAGES.tooManySignIns);
    // The same user from elsewhere is fine: it is the address that is held back.
    expect((await login({ username: 'office', password: TEST_PASSWORD }, '10.4.0.2')).statusCode).toBe(200);
  });

  it("does not clear an address's count when someone there signs in to their own account", async () => {
    const ip = '10.5.0.1';
    const limit = MAX * ADDRESS_ATTEMPTS_FACTOR;
    for (let i = 0; i < limit - 1; i++) expect((await login({ username: `probe-${i}`, password: 'x' }, ip)).statusCode).toBe(401);
    expect((await login({ username: 'attacker', password: TEST_PASSWORD }, ip)).statusCode).toBe(200);
    expect((await login({ username: 'probe-last', password: 'x' }, ip)).statusCode).toBe(401);
    expect((await login({ username: 'attacker', password: TEST_PASSWORD }, ip)).statusCode).toBe(429);
  });

  it('an administrator unlocks a held-back username at once (User Management, Unlock sign-in); nobody else may', async () => {
    for (let i = 0; i < MAX; i++) expect((await login({ username: 'locked-out', password: `guess-${i}` }, '10.7.0.1')).statusCode).toBe(401);
    expect((await login({ username: 'locked-out', password: TEST_PASSWORD }, '10.7.0.2')).statusCode).toBe(429);
    const [user] = await server.app.db.select({ id: users.id }).from(users).where(eq(users.username, 'locked-out'));
    const [otherBrand] = await server.app.db.select({ id: users.id }).from(users).where(eq(users.username, 'makaan-one'));
    const unlock = (cookie: string, id: number) => server.app.inject({ method: 'DELETE', url: `/api/mystique/v1/company-users/${id}/sign-in-lock`, headers: { cookie } });
    expect((await unlock(await loginAs(server.app, 'agent'), user!.id)).statusCode).toBe(403);
    const admin = await loginAs(server.app, 'unlocker');
    expect((await unlock(admin, otherBrand!.id)).statusCode).toBe(404);
    const unlocked = await unlock(admin, user!.id);
    expect(unlocked.statusCode).toBe(200);
    expect(unlocked.json()).toEqual({ message: 'Sign-in unlocked', cleared: MAX });
    expect((await login({ username: 'locked-out', password: TEST_PASSWORD }, '10.7.0.1')).statusCode).toBe(200);
  });
});

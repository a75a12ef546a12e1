// Reset password: one e-mail with a working link, the same answer for unknown accounts, a link that works
// once and for an hour, the new password replacing the old, and throttling of requests.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { passwordResets, users } from '../../db/schema/index';
import { createUser, loginAs, TEST_PASSWORD } from '../../testing/fixtures';
import { describeEachBackend, startTestServer, type TestServer } from '../../testing/harness';
import { ADDRESS_ATTEMPTS_FACTOR } from './attempt-ledger';
import { AUTH_MESSAGES } from './auth-messages';

const MAX = 3;
const SENT = { message: 'If the account exists, a reset link has been sent to its e-mail address.' };

describeEachBackend('reset password', (backend) => {
  let server: TestServer;
  let ipCounter = 0;
  // Each test asks from its own address unless it is testing the address limit.
  let ip = '';
  beforeEach(() => {
    ipCounter += 1;
    ip = `10.20.0.${ipCounter}`;
    server.mailer.sent.length = 0;
  });

  const requestReset = (fields: Record<string, string>, remoteAddress = ip) =>
    server.app.inject({
      method: 'POST',
      url: '/api/reset-password',
      remoteAddress,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });
  const confirm = (payload: Record<string, string>) =>
    server.app.inject({ method: 'POST', url: '/api/reset-password/confirm', remoteAddress: ip, payload });
  const login = (username: string, password: string) =>
    server.app.inject({ method: 'POST', url: '/api/login', remoteAddress: ip, payload: { username, password } });

  function tokenFromMail(index = 0): string {
    const mail = server.mailer.sent[index];
    const match = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '');
    if (!match?.[1]) throw new Error(`no reset link in ${mail?.text}`);
    return match[1];
  }

  beforeAll(async () => {
    server = await startTestServer(backend, { loginMaxAttempts: MAX, publicUrl: 'https://console.example.test/' });
    const db = server.app.db;
    for (const username of ['forgetful', 'by-email', 'once', 'stale', 'locked-out', 'brief', 'flooded', 'mail-down']) {
      await createUser(db, { username, roles: ['HOUSING_SALES_AGENT'], email: `${username}@example.test` });
    }
    await createUser(db, { username: 'gone', roles: ['HOUSING_SALES_AGENT'] });
    await db.update(users).set({ status: 0 }).where(eq(users.username, 'gone'));
  });
  afterAll(() => server.close());

  it('mails one working link; the new password replaces the old and open sessions end', async () => {
    const before = await loginAs(server.app, 'forgetful');
    const res = await requestReset({ username: 'forgetful', domainId: '2' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(SENT);
    expect(server.mailer.sent).toHaveLength(1);
    expect(server.mailer.sent[0]).toMatchObject({ to: 'forgetful@example.test' });
    expect(server.mailer.sent[0]?.text).toContain('https://console.example.test/reset-password?token=');

    const done = await confirm({ token: tokenFromMail(), password: 'a-new-password' });
    expect(done.statusCode).toBe(200);
    expect((await login('forgetful', TEST_PASSWORD)).statusCode).toBe(401);
    expect((await login('forgetful', 'a-new-password')).statusCode).toBe(200);
    expect((await server.app.inject({ url: '/api/user/details', headers: { cookie: before } })).statusCode).toBe(401);
  });

  it('finds the account by e-mail address, in any case', async () => {
    const res = await requestReset({ username: 'BY-EMAIL@example.test' });
    expect(res.json()).toEqual(SENT);
    expect(server.mailer.sent.map((m) => m.to)).toEqual(['by-email@example.test']);
    const alsoEmailField = await requestReset({ email: 'by-email@example.test' });
    expect(alsoEmailField.statusCode).toBe(200);
    expect(server.mailer.sent).toHaveLength(2);
  });

  it('answers the same for an unknown or inactive account, and sends nothing', async () => {
    for (const username of ['nobody-at-all', 'gone']) {
      const res = await requestReset({ username });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(SENT);
    }
    expect(server.mailer.sent).toHaveLength(0);
  });

  it('requires a username or e-mail address', async () => {
    const res = await requestReset({ domainId: '2' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.msg).toBe('This field is required.');
  });

  it('accepts a link once only, and a link sent earlier dies with it', async () => {
    await requestReset({ username: 'once' });
    await requestReset({ username: 'once' });
    const [first, second] = [tokenFromMail(0), tokenFromMail(1)];
    expect((await confirm({ token: second, password: 'first-change' })).statusCode).toBe(200);
    for (const token of [second, first]) {
      const again = await confirm({ token, password: 'second-change' });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({ error: { msg: 'This reset link is invalid or has expired.' } });
    }
    expect((await login('once', 'first-change')).statusCode).toBe(200);
  });

  it('refuses an expired or made-up link', async () => {
    await requestReset({ username: 'stale' });
    const [user] = await server.app.db.select({ id: users.id }).from(users).where(eq(users.username, 'stale'));
    await server.app.db.update(passwordResets).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(passwordResets.userId, user?.id ?? 0));
    expect((await confirm({ token: tokenFromMail(), password: 'long-enough' })).json().error.msg).toBe(AUTH_MESSAGES.resetInvalid);
    expect((await confirm({ token: 'made-up', password: 'long-enough' })).statusCode).toBe(400);
  });

  it('makes the link last one hour', async () => {
    await requestReset({ username: 'brief' });
    const [row] = await server.app.db.execute(sql`select extract(epoch from expires_at - created_at) as seconds from password_resets order by created_at desc limit 1`).then(
      (r) => (r as unknown as { rows: { seconds: string }[] }).rows,
    );
    expect(Number(row?.seconds)).toBe(3600);
  });

  it('requires a new password of at least 8 characters', async () => {
    await requestReset({ username: 'brief' });
    const token = tokenFromMail();
    const short = await confirm({ token, password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.msg).toBe('Password must be at least 8 characters.');
    expect((await confirm({ token, password: '' })).json().error.msg).toBe('This field is required.');
    expect((await confirm({ password: 'long-enough' })).json().error.msg).toBe('This field is required.');
    // The refused attempts did not use the link up.
    expect((await confirm({ token, password: 'long-enough' })).statusCode).toBe(200);
  });

  it('lets a locked-out owner sign in as soon as they reset', async () => {
    for (let i = 0; i < MAX; i++) await login('locked-out', `guess-${i}`);
    expect((await login('locked-out', TEST_PASSWORD)).statusCode).toBe(429);
    await requestReset({ username: 'locked-out' });
    expect((await confirm({ token: tokenFromMail(), password: 'fresh-password' })).statusCode).toBe(200);
    expect((await login('locked-out', 'fresh-password')).statusCode).toBe(200);
  });

  it(`throttles requests per account (${MAX}) and per address (${MAX * ADDRESS_ATTEMPTS_FACTOR}), known account or not`, async () => {
    for (let i = 0; i < MAX; i++) expect((await requestReset({ username: 'flooded' }, `10.30.0.${i}`)).statusCode).toBe(200);
    const held = await requestReset({ username: 'flooded' }, '10.30.1.1');
    expect(held.statusCode).toBe(429);
    expect(held.json()).toEqual({ error: { msg: AUTH_MESSAGES.tooManyResets } });
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(0);
    expect(server.mailer.sent).toHaveLength(MAX);
    // An unknown account is held back the same way, so the answer never tells them apart.
    for (let i = 0; i < MAX; i++) await requestReset({ username: 'no-such-person' }, `10.31.0.${i}`);
    expect((await requestReset({ username: 'no-such-person' }, '10.31.1.1')).statusCode).toBe(429);

    const address = '10.32.0.1';
    for (let i = 0; i < MAX * ADDRESS_ATTEMPTS_FACTOR; i++) expect((await requestReset({ username: `someone-${i}` }, address)).statusCode).toBe(200);
    expect((await requestReset({ username: 'brief' }, address)).statusCode).toBe(429);
    // Reset requests do not count against the address's sign-ins.
    expect((await server.app.inject({ method: 'POST', url: '/api/login', remoteAddress: address, payload: { username: 'brief', password: 'long-enough' } })).statusCode).toBe(200);
  });

  it('answers the same when the mail cannot be sent', async () => {
    const send = server.mailer.send;
    let tried = 0;
    server.mailer.send = async () => {
      tried += 1;
      throw new Error('SMTP down');
    };
    try {
      const res = await requestReset({ username: 'mail-down' });
      expect(tried).toBe(1);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(SENT);
    } finally {
      server.mailer.send = send;
    }
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CONSOLE_REQUEST_HEADERS } from '../domain/auth/console-request';
import { queryRows } from './db/client';
import type { RouteEntry } from './http';
import { CROSS_SITE_MESSAGE } from './shared/http/request-defence';
import { createUser, loginAs, TEST_PASSWORD } from './testing/fixtures';
import { describeOnOneBackend, injectFromElsewhere, startTestServer, type TestServer } from './testing/harness';
import { insertAccount, insertContact, insertOpportunity, insertPackage, insertPackageMapping } from './testing/opportunity-fixtures';

/**
 * The cross-site walk (issue 56): every route that changes state, and every GET marked as having a side effect,
 * called with a valid session the way another site's page could (a foreign Origin, `Sec-Fetch-Site: cross-site`,
 * or no browser headers at all) and without the console's header, is refused 403 before anything is read: no table
 * changes, no mail goes. The console's own requests (its header, or the browser's same-origin marks) still work.
 * One declared exception: sign-in (`scriptedSignIn`) accepts a request with no browser headers at all, a script's.
 */
const FOREIGN = 'http://attacker.example';
const MISSING_ID = '987654';

type Headers = Record<string, string>;
const ATTEMPTS: readonly { name: string; headers: Headers; form: boolean }[] = [
  { name: 'a foreign Origin, JSON', headers: { origin: FOREIGN }, form: false },
  { name: 'Sec-Fetch-Site cross-site, a form', headers: { 'sec-fetch-site': 'cross-site', origin: FOREIGN }, form: true },
  { name: 'a same-site sub-domain', headers: { 'sec-fetch-site': 'same-site', origin: 'http://evil.localhost' }, form: true },
  { name: 'no browser headers at all', headers: {}, form: false },
];

const urlOf = (route: RouteEntry) => route.url.replace(/:[A-Za-z]+/g, MISSING_ID).replace(/\*$/, 'walk');

describeOnOneBackend('cross-site request defence', (backend) => {
  let server: TestServer;
  let admin: string;
  let agent: string;
  let agentId: number;
  const raw = () => injectFromElsewhere(server.app);

  /** Every table's rows, hashed: equal before and after means nothing changed anywhere. */
  async function fingerprint(): Promise<Map<string, string>> {
    const db = server.database.db;
    const tables = await queryRows<{ name: string }>(
      db,
      // job_ticks moves with the clock (the background jobs' ticks, server/jobs), not with requests.
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'job_ticks' order by 1`,
    );
    const out = new Map<string, string>();
    for (const { name } of tables) {
      const [row] = await queryRows<{ h: string | null }>(db, sql.raw(`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from "${name}" t`));
      out.set(name, row?.h ?? '');
    }
    return out;
  }
  const changedTables = (before: Map<string, string>, after: Map<string, string>) => [...after].filter(([name, h]) => before.get(name) !== h).map(([name]) => name);

  beforeAll(async () => {
    server = await startTestServer(backend);
    const db = server.database.db;
    await createUser(db, { username: 'csrf-admin', roles: ['ADMIN', 'HOUSING_SALES_AGENT', 'FINANCE'] });
    agentId = await createUser(db, { username: 'csrf-agent', roles: ['HOUSING_SALES_AGENT'] });
    admin = await loginAs(server.app, 'csrf-admin');
    agent = await loginAs(server.app, 'csrf-agent');
  });
  afterAll(() => server.close());

  it('refuses every state-changing route and side-effect GET from elsewhere: 403, no table changed, no mail', async () => {
    const routes = server.app.routeCatalog.filter((r) => r.url.startsWith('/api/') && !r.config.serverToServer);
    const guarded = routes.filter((r) => r.method !== 'GET' || r.config.sideEffect);
    // The spec's side-effect GET stays guarded; the walk covers the writes and those GETs, whatever is added later.
    expect(guarded.map((r) => `${r.method} ${r.url}`)).toContain('GET /api/sapna/v2/opportunity/reshare-payment-link');
    expect(guarded.length).toBeGreaterThan(150);
    const before = await fingerprint();
    const mails = server.mailer.sent.length;
    const accepted: string[] = [];
    // The one exception, declared on its route: sign-in accepts a script (no browser provenance at all).
    expect(guarded.filter((r) => r.config.scriptedSignIn).map((r) => `${r.method} ${r.url}`)).toEqual(['POST /api/login']);
    for (const route of guarded) {
      for (const attempt of ATTEMPTS) {
        if (route.config.scriptedSignIn && Object.keys(attempt.headers).length === 0) continue;
        const write = route.method !== 'GET';
        const res = await raw()({
          method: route.method as 'POST',
          url: urlOf(route),
          headers: { cookie: admin, ...attempt.headers, ...(attempt.form && write ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
          ...(write ? { payload: attempt.form ? 'accountId=1&dndMarked=true' : {} } : {}),
        });
        const msg = res.statusCode === 403 ? (res.json() as { error?: { msg?: string } }).error?.msg : undefined;
        if (msg !== CROSS_SITE_MESSAGE) accepted.push(`${route.method} ${route.url} with ${attempt.name}: ${res.statusCode}`);
      }
    }
    expect(accepted).toEqual([]);
    expect(changedTables(before, await fingerprint())).toEqual([]);
    expect(server.mailer.sent.length).toBe(mails);
  }, 240_000);

  it('a link on another page cannot mail the customer; the console’s own request does', async () => {
    const db = server.database.db;
    // Account-link sharing is an owner agent's on the allow-list, with the dynamic property on (spec 000 §6).
    const ownerId = await createUser(db, { username: 'csrf-owner', roles: ['HOUSING_OWNER_AGENT'] });
    const owner = await loginAs(server.app, 'csrf-owner');
    await db.execute(sql`update dynamic_properties set value = 'true' where key = 'accountLinkSharing.enabled'`);
    await db.execute(sql`update dynamic_properties set value = '["csrf-owner@example.test"]' where key = 'accountLinkSharing.allowList'`);
    const account = await insertAccount(db, { agentId: ownerId });
    const deal = await insertOpportunity(db, { accountId: account.id, ownerId });
    await insertPackageMapping(db, { opportunityId: deal.id, packageId: await insertPackage(db), salesPrice: '50000' });
    await insertContact(db, { accountId: account.id, name: 'Deal POC', email: 'poc@example.test', opportunityId: deal.id });
    const url = `/api/sapna/v2/opportunity/reshare-payment-link?opportunityId=${deal.id}`;
    const mails = server.mailer.sent.length;
    // A top-level navigation from another site: SameSite=Lax sends the cookie, the browser says cross-site.
    const navigated = await raw()({ method: 'GET', url, headers: { cookie: owner, 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate', accept: 'text/html' } });
    expect(navigated.statusCode).toBe(403);
    expect(navigated.json()).toEqual({ error: { msg: CROSS_SITE_MESSAGE } });
    expect(server.mailer.sent.length).toBe(mails);
    const own = await raw()({ method: 'GET', url, headers: { cookie: owner, ...CONSOLE_REQUEST_HEADERS } });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ message: 'Link shared successfully', sentTo: 'poc@example.test' });
    expect(server.mailer.sent.length).toBe(mails + 1);
  });

  it('a foreign form cannot flip a mark; the console (its header, or a same-origin browser) can', async () => {
    const account = await insertAccount(server.database.db, { agentId });
    const status = async () => (await server.app.inject({ method: 'GET', url: `/api/sapna/v1/account/mark/get-dnd-status?accountId=${account.id}`, headers: { cookie: agent } })).json() as { dndMarked: boolean };
    const mark = (value: boolean, headers: Headers) =>
      raw()({
        method: 'POST',
        url: `/api/sapna/v1/account/mark/dnd?accountId=${account.id}&dndMarked=${value}`,
        headers: { cookie: agent, 'content-type': 'application/x-www-form-urlencoded', ...headers },
        payload: '',
      });
    expect((await mark(true, { origin: FOREIGN })).statusCode).toBe(403);
    expect(await status()).toMatchObject({ dndMarked: false });
    // Form bodies are no longer read outside sign-in: even the console's own header gets 415 for one.
    expect((await mark(true, CONSOLE_REQUEST_HEADERS)).statusCode).toBe(415);
    expect(await status()).toMatchObject({ dndMarked: false });
    const json = (value: boolean, headers: Headers) =>
      raw()({ method: 'POST', url: `/api/sapna/v1/account/mark/dnd?accountId=${account.id}&dndMarked=${value}`, headers: { cookie: agent, ...headers } });
    expect((await json(true, { 'sec-fetch-site': 'same-origin', origin: 'http://localhost' })).statusCode).toBe(200);
    expect(await status()).toMatchObject({ dndMarked: true });
    // A browser without Fetch metadata: its Origin must be the console's own.
    expect((await json(false, { origin: 'http://localhost' })).statusCode).toBe(200);
    expect(await status()).toMatchObject({ dndMarked: false });
    expect((await json(true, CONSOLE_REQUEST_HEADERS)).statusCode).toBe(200);
    expect(await status()).toMatchObject({ dndMarked: true });
  });

  it('the sign-in form rendered at build time signs in from the same origin; another site cannot sign anyone in', async () => {
    const form = (headers: Headers) =>
      raw()({
        method: 'POST',
        url: '/api/login',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html', ...headers },
        payload: new URLSearchParams({ username: 'csrf-agent', password: TEST_PASSWORD }).toString(),
      });
    const own = await form({ 'sec-fetch-site': 'same-origin', origin: 'http://localhost' });
    expect(own.statusCode).toBe(303);
    expect(own.headers.location).toBe('/home');
    const foreign = await form({ 'sec-fetch-site': 'cross-site', origin: FOREIGN });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.cookies.find((c) => c.name === 'sid')).toBeUndefined();
    // A browser without Fetch metadata is judged by its Origin: a foreign one is refused too.
    const foreignOrigin = await form({ origin: FOREIGN });
    expect(foreignOrigin.statusCode).toBe(403);
    expect(foreignOrigin.cookies.find((c) => c.name === 'sid')).toBeUndefined();
  });

  it('a script signs in with a plain form body (no browser provenance at all), as the sign-in contract says; only sign-in accepts that', async () => {
    const scripted = await raw()({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username: 'csrf-agent', password: TEST_PASSWORD }).toString(),
    });
    expect(scripted.statusCode, scripted.body).toBe(200);
    const sid = scripted.cookies.find((c) => c.name === 'sid');
    expect(sid).toBeDefined();
    // The same script's session changes nothing without the console's header: every other write keeps the rule.
    const write = await raw()({ method: 'POST', url: '/api/logout', headers: { cookie: `sid=${sid!.value}` } });
    expect(write.statusCode).toBe(403);
    expect(write.json()).toEqual({ error: { msg: 'This request did not come from the console.' } });
  });
});

// Renewal dashboard (issue 12): the rule on real rows (due, renewed by a same-family purchase within 30 days, lapsed),
// buckets at their edges, summary, month-wise, chart, agent-wise and details agreeing, filters, scope, the CSV, and
// bad input refused.
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { istDateOf } from '../../../domain/format/ist-calendar';
import type { RenewalChart, RenewalRow, RenewalSummary } from '../../../domain/renewals/renewal-rule';
import { opportunityPackageMappings, packageFamilies, packages } from '../../db/schema/index';
import { insertAccount, insertOpportunity, insertPackageMapping } from '../../testing/account-fixtures';
import { createUser, loginAs } from '../../testing/fixtures';
import { describeEachBackend, startTestServer, type TestServer } from '../../testing/harness';

const DAY = 86_400_000;
type Page = { results: RenewalRow[]; totalCount: number };

describeEachBackend('renewals', (backend) => {
  let server: TestServer;
  const cookie: Record<string, string> = {};
  const at: Record<string, number> = {};

  const post = (who: string, path: string, payload: object = {}) =>
    server.app.inject({ method: 'POST', url: `/api/sapna/v1/renewal-report${path}`, headers: { cookie: cookie[who]! }, payload });

  beforeAll(async () => {
    server = await startTestServer(backend);
    const db = server.database.db;
    const agentId = await createUser(db, { username: 'ren-agent', roles: ['HOUSING_SALES_AGENT'] });
    await createUser(db, { username: 'ren-other', roles: ['HOUSING_SALES_AGENT'] });
    await createUser(db, { username: 'ren-content', roles: ['HOUSING_CONTENT'] });
    await createUser(db, { username: 'ren-rcm', roles: ['RCM_USER'] });
    await createUser(db, { username: 'ren-ticketing', roles: ['TICKETING'] });
    for (const name of ['agent', 'other', 'content', 'rcm', 'ticketing']) cookie[name] = await loginAs(server.app, `ren-${name}`);

    const [family] = await db.insert(packageFamilies).values({ name: 'Listing Plans' }).returning({ id: packageFamilies.id });
    const [otherFamily] = await db.insert(packageFamilies).values({ name: 'Ads' }).returning({ id: packageFamilies.id });
    const pkg = async (name: string, familyId: number, agentType: string) =>
      (await db.insert(packages).values({ name, familyId, agentType, ratePrice: '1000', salesPrice: '1000', validityDays: 30 }).returning({ id: packages.id }))[0]!.id;
    const listing = await pkg('Listing Gold', family!.id, 'FoS');
    const ads = await pkg('Ad Banner', otherFamily!.id, 'Telesales');
    // One account per sale (a later same-family sale on the account would renew it), but the renewed pair's.
    const ownerAccount = async () => (await insertAccount(db, { agentId, name: 'Renewal Owner', clientTypeId: 3 })).id;
    const brokerAccount = async () => (await insertAccount(db, { agentId, name: 'Renewal Broker', clientTypeId: 2 })).id;
    const renewedAccount = await ownerAccount();

    const now = Date.now();
    // A sold package added `soldDaysAgo` ago with a validity ending in `dueIn` days (negative: passed).
    const sell = async (name: string, account: number, packageId: number, soldDaysAgo: number, dueIn: number, statusId = 2) => {
      const opp = await insertOpportunity(db, { accountId: account, ownerId: agentId, statusId, name });
      const id = await insertPackageMapping(db, { opportunityId: opp.id, salesPrice: '1000' });
      await db
        .update(opportunityPackageMappings)
        .set({ packageId, validityDays: soldDaysAgo + dueIn, createdAt: new Date(now - soldDaysAgo * DAY) })
        .where(eq(opportunityPackageMappings.id, id));
      at[name] = opp.id;
    };
    await sell('due30', await ownerAccount(), listing, 10, 30);
    await sell('due31', await brokerAccount(), ads, 10, 31);
    await sell('lapsed7', await brokerAccount(), ads, 40, -7);
    await sell('lapsed8', await brokerAccount(), ads, 40, -8);
    // Lapsed 20 days, then renewed by a same-family purchase 5 days ago (15 days after the end: within 30).
    await sell('renewedOld', renewedAccount, listing, 100, -20);
    await sell('renewal', renewedAccount, listing, 5, 360);
    // An open opportunity's package is not sold: not on the dashboard.
    await sell('open', await ownerAccount(), listing, 10, 5, 1);
  });

  afterAll(async () => {
    await server.close();
  });

  it('classifies sold packages: buckets at their edges, lapsed days, renewed by the same family within 30 days', async () => {
    const res = await post('agent', '/details', { size: 100 });
    expect(res.statusCode, res.body).toBe(200);
    const byOpp = new Map((res.json() as Page).results.map((r) => [r.opportunityId, r]));
    expect(byOpp.get(at.due30!)).toMatchObject({ daysToDue: 30, state: 'upcoming', renewalBucket: '30D', dayBucket: '16-30' });
    expect(byOpp.get(at.due31!)).toMatchObject({ daysToDue: 31, renewalBucket: '30-45D', dayBucket: '31-60' });
    expect(byOpp.get(at.lapsed7!)).toMatchObject({ state: 'lapsed', dayBucket: '7', renewalBucket: null });
    expect(byOpp.get(at.lapsed8!)).toMatchObject({ state: 'lapsed', dayBucket: '8-15' });
    expect(byOpp.get(at.renewedOld!)).toMatchObject({ state: 'renewed', renewedByOpportunityId: at.renewal });
    expect(byOpp.has(at.open!)).toBe(false);
    expect(byOpp.get(at.renewal!)).toMatchObject({ renewalBucket: '>90D', state: 'upcoming' });
  });

  it('agrees across summary, month-wise, chart, agent-wise and details for a bucket filter', async () => {
    const filter = { lapsedBucket: '8-15' };
    const summary = (await post('agent', '', filter)).json() as RenewalSummary;
    expect(summary).toMatchObject({ due: 1, lapsed: 1, renewed: 0, upcoming: 0, dueValue: 1000 });
    const months = (await post('agent', '/summary-monthwise', filter)).json() as { due: number }[];
    expect(months.reduce((n, m) => n + m.due, 0)).toBe(1);
    const chart = (await post('agent', '/chart', filter)).json() as RenewalChart;
    expect(chart.series.flatMap((s) => s.values).reduce((a, b) => a + b, 0)).toBe(1);
    const agents = (await post('agent', '/agentwise', filter)).json() as { agentName: string; due: number }[];
    expect(agents).toMatchObject([{ agentName: 'ren-agent Test', due: 1 }]);
    const details = (await post('agent', '/details', filter)).json() as Page;
    expect(details.results.map((r) => r.opportunityId)).toEqual([at.lapsed8]);
    const all = (await post('agent', '')).json() as RenewalSummary;
    expect(all).toMatchObject({ due: 6, renewed: 1, lapsed: 2, upcoming: 3, renewalRate: 16.7 });
  });

  it('filters by profile type and seller type', async () => {
    expect(((await post('agent', '', { profileType: 2 })).json() as RenewalSummary).due).toBe(3);
    expect(((await post('agent', '', { sellerType: 'FoS' })).json() as RenewalSummary).due).toBe(3);
    expect(((await post('agent', '', { renewalBucket: '30D' })).json() as RenewalSummary).due).toBe(1);
    expect(((await post('agent', '', { upcomingBucket: '16-30' })).json() as RenewalSummary).due).toBe(1);
  });

  it('downloads the details as CSV with a byte-order mark', async () => {
    const res = await post('agent', '/download', { profileType: 2 });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="renewals-${istDateOf(new Date())}.csv"`);
    expect(res.body.charCodeAt(0)).toBe(0xfeff);
    const rows = parse(res.body.slice(1), { columns: true }) as Record<string, string>[];
    expect(rows.map((r) => r['Account'])).toEqual(['Renewal Broker', 'Renewal Broker', 'Renewal Broker']);
    expect(rows.map((r) => r['State']).sort()).toEqual(['Lapsed', 'Lapsed', 'Upcoming']);
    // Issue 49: an empty value is an empty cell, never '-' (which the formula guard turned into '-).
    for (const row of rows) for (const value of Object.values(row)) expect(value).not.toMatch(/^'?-$/);
    expect(rows.filter((r) => r['State'] === 'Lapsed').map((r) => r['Renewal Bucket'])).toEqual(['', '']);
  });

  it('counts only the scope, is open to every signed-in user, and refuses bad input', async () => {
    expect(((await post('other', '')).json() as RenewalSummary).due).toBe(0);
    expect((await post('content', '')).statusCode).toBe(200);
    // Issue 49 (spec 000 §6: every signed-in user): read-only roles read it too, though its reads are POSTs.
    for (const who of ['rcm', 'ticketing']) {
      for (const path of ['', '/summary-monthwise', '/chart', '/agentwise', '/details', '/download']) {
        const res = await post(who, path);
        expect(res.statusCode, `${who} ${path} ${res.body.slice(0, 200)}`).toBe(200);
      }
    }
    expect((await server.app.inject({ method: 'POST', url: '/api/sapna/v1/renewal-report', payload: {} })).statusCode).toBe(401);
    expect((await post('agent', '', { renewalBucket: '20D' })).statusCode).toBe(400);
    expect((await post('agent', '', { profileType: 9 })).statusCode).toBe(400);
    expect((await post('agent', '', { colour: 'red' })).statusCode).toBe(400);
    expect((await post('agent', '/details', { page: 9 })).statusCode).toBe(422);
  });
});

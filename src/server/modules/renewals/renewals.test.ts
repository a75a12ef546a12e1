// Renewal dashboard (issue 12): the rule on real rows (due, renewed by a same-family purchase within 30 days, lapsed),
// buckets at their edges, summary, month-wise, chart, agent-wise and details agreeing, filters, scope, the CSV, and
// bad input refused.
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DAY_MS, istDateOf } from '../../../domain/format/ist-calendar';
import type { RenewalChart, RenewalRow, RenewalSummary } from '../../../domain/renewals/renewal-rule';
import { opportunityPackageMappings, packageFamilies, packages } from '../../db/schema/index';
import { insertAccount, insertOpportunity, insertPackageMapping } from '../../testing/account-fixtures';
import { createUser, loginAs } from '../../testing/fixtures';
import { describeEachBackend, startTestServer, type TestServer } from '../../testing/harness';
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
    const edgeAgentId = await createUser(db, { username: 'ren-edge', roles: ['HOUSING_SALES_AGENT'] });
    await createUser(db, { username: 'ren-other', roles: ['HOUSING_SALES_AGENT'] });
    await createUser(db, { username: 'ren-content', roles: ['HOUSING_CONTENT'] });
    await createUser(db, { username: 'ren-rcm', roles: ['RCM_USER'] });
    await createUser(db, { username: 'ren-ticketing', roles: ['TICKETING'] });
    for (const name of ['agent', 'edge', 'other', 'content', 'rcm', 'ticketing']) cookie[name] = await loginAs(server.app, `ren-${name}`);

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
    // A package added `soldDaysAgo` ago (in whole days and hours) with a validity ending `dueIn` days on (negative:
    // passed), on a new opportunity or on `onto` (an opportunity's second package).
    const addPackage = async (opportunityId: number, packageId: number, soldDaysAgo: number, dueIn: number) => {
      const id = await insertPackageMapping(db, { opportunityId, salesPrice: '1000' });
      await db
        .update(opportunityPackageMappings)
        .set({ packageId, validityDays: soldDaysAgo + dueIn, createdAt: new Date(now - soldDaysAgo * DAY_MS) })
        .where(eq(opportunityPackageMappings.id, id));
    };
    const sell = async (name: string, account: number, packageId: number, soldDaysAgo: number, dueIn: number, statusId = 2, ownerId = agentId) => {
      const opp = await insertOpportunity(db, { accountId: account, ownerId, statusId, name });
      await addPackage(opp.id, packageId, soldDaysAgo, dueIn);
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

    // The edges (issue 49), on another agent's book: due today and yesterday; renewed by a sale 30 days after the
    // end but not 31; never by a second same-family package of its own deal.
    const edgeAccount = async () => (await insertAccount(db, { agentId: edgeAgentId, name: 'Renewal Edge', clientTypeId: 3 })).id;
    const edge = (name: string, account: number, packageId: number, soldDaysAgo: number, dueIn: number) => sell(name, account, packageId, soldDaysAgo, dueIn, 2, edgeAgentId);
    await edge('dueToday', await edgeAccount(), listing, 10, 0);
    await edge('dueYesterday', await edgeAccount(), listing, 10, -1);
    const grace30 = await edgeAccount();
    await edge('grace30', grace30, listing, 100, -40);
    await edge('grace30Renewal', grace30, listing, 10, 500);
    const grace31 = await edgeAccount();
    await edge('grace31', grace31, listing, 100, -40);
    await edge('grace31Renewal', grace31, listing, 9, 500);
    await edge('ownDeal', await edgeAccount(), listing, 40, -10);
    await addPackage(at.ownDeal!, listing, 20, 200);
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

  it('puts the edges in their buckets: due today upcoming, yesterday lapsed, grace of 30 days, never its own deal', async () => {
    const res = await post('edge', '/details', { size: 100 });
    expect(res.statusCode, res.body).toBe(200);
    const byOpp = new Map<number, RenewalRow[]>();
    for (const r of (res.json() as Page).results) byOpp.set(r.opportunityId, [...(byOpp.get(r.opportunityId) ?? []), r]);
    const one = (name: string) => byOpp.get(at[name]!)![0]!;
    expect(one('dueToday')).toMatchObject({ daysToDue: 0, state: 'upcoming', renewalBucket: '30D', dayBucket: '7' });
    expect(one('dueYesterday')).toMatchObject({ daysToDue: -1, state: 'lapsed', renewalBucket: null, dayBucket: '7' });
    expect(one('grace30')).toMatchObject({ daysToDue: -40, state: 'renewed', renewedByOpportunityId: at.grace30Renewal });
    expect(one('grace31')).toMatchObject({ daysToDue: -40, state: 'lapsed', renewedByOpportunityId: null, dayBucket: '31-60' });
    // Its second package (added 20 days after the first, same family) does not renew the first: lapsed 10 days.
    const own = byOpp.get(at.ownDeal!)!.sort((a, b) => a.daysToDue - b.daysToDue);
    expect(own.map((r) => [r.daysToDue, r.state, r.renewedByOpportunityId])).toEqual([
      [-10, 'lapsed', null],
      [200, 'upcoming', null],
    ]);
    // The counts and the rate read the same states: 1 renewed of 4 due and past (3 lapsed); 2 upcoming left out (the renewing sales fall due beyond the window).
    const summary = (await post('edge', '')).json() as RenewalSummary;
    expect(summary).toMatchObject({ total: 6, due: 4, renewed: 1, lapsed: 3, upcoming: 2, renewalRate: 25 });
    const chart = (await post('edge', '/chart')).json() as RenewalChart;
    const past = chart.categories.indexOf('Past due');
    expect(chart.series.map((s) => [s.name, s.values[past]])).toEqual([
      ['Renewed', 1],
      ['Upcoming', 0],
      ['Lapsed', 3],
    ]);
  });

  it('agrees across summary, month-wise, chart, agent-wise and details for a bucket filter', async () => {
    const filter = { lapsedBucket: '8-15' };
    const summary = (await post('agent', '', filter)).json() as RenewalSummary;
    expect(summary).toMatchObject({ total: 1, due: 1, lapsed: 1, renewed: 0, upcoming: 0, dueValue: 1000 });
    const months = (await post('agent', '/summary-monthwise', filter)).json() as { due: number }[];
    expect(months.reduce((n, m) => n + m.due, 0)).toBe(1);
    const chart = (await post('agent', '/chart', filter)).json() as RenewalChart;
    expect(chart.series.flatMap((s) => s.values).reduce((a, b) => a + b, 0)).toBe(1);
    const agents = (await post('agent', '/agentwise', filter)).json() as { agentName: string; due: number }[];
    expect(agents).toMatchObject([{ agentName: 'ren-agent Test', due: 1 }]);
    const details = (await post('agent', '/details', filter)).json() as Page;
    expect(details.results.map((r) => r.opportunityId)).toEqual([at.lapsed8]);
    const all = (await post('agent', '')).json() as RenewalSummary;
    // The rate is renewed ÷ due and past (renewed + lapsed): the 3 upcoming packages are not in it (issue 49).
    expect(all).toMatchObject({ total: 6, due: 3, renewed: 1, lapsed: 2, upcoming: 3, dueValue: 3000, renewedValue: 1000, renewalRate: 33.3 });
  });

  it('filters by profile type and seller type', async () => {
    expect(((await post('agent', '', { profileType: 2 })).json() as RenewalSummary).total).toBe(3);
    expect(((await post('agent', '', { sellerType: 'FoS' })).json() as RenewalSummary).total).toBe(3);
    expect(((await post('agent', '', { renewalBucket: '30D' })).json() as RenewalSummary).total).toBe(1);
    expect(((await post('agent', '', { upcomingBucket: '16-30' })).json() as RenewalSummary).total).toBe(1);
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

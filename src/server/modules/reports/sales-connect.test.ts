// Sales Connect (issue 12, screen sales-connect-opp; spec 001 §9): the opportunities from the campaigns
// direct_partners_page and call_center_number in the range (Kolkata days), their collected amounts
// (collected-amount-salesconnect) equal to their approved payments, the CSV parsed back against the screen's rows,
// the campaign recorded on create, access for the reports roles (the read-only ones included) and refusals.
import { parse } from 'csv-parse/sync';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { istDateOf } from '../../../domain/format/ist-calendar';
import { REPORT_MESSAGES } from '../../../domain/reports/report-kinds';
import { SALES_CONNECT_CSV_COLUMNS, SALES_CONNECT_MESSAGES, withCollected, type CollectedAmountRow, type SalesConnectRow } from '../../../domain/reports/sales-connect';
import { milestones, opportunities, payments, termsheets } from '../../db/schema/index';
import { insertAccount, insertCity, insertOpportunity, insertPackageMapping, insertPayments } from '../../testing/account-fixtures';
import { createUser, loginAs, signInCast } from '../../testing/fixtures';
import { describeEachBackend, startTestServer, type TestServer } from '../../testing/harness';

type Page = { results: SalesConnectRow[]; totalCount: number; page: number; size: number };

describeEachBackend('sales connect', (backend) => {
  let server: TestServer;
  const cookie: Record<string, string> = {};
  let agentId = 0;
  let otherAgentId = 0;
  let cityId = 0;
  let accountId = 0;
  const ids = { partners: 0, callCenter: 0, plain: 0, early: 0, late: 0, makaan: 0 };

  beforeAll(async () => {
    server = await startTestServer(backend);
    const db = server.database.db;
    Object.assign(
      cookie,
      await signInCast(db, server.app, 'sc', {
        manager: ['HOUSING_SALES_MANAGER'],
        finance: ['FINANCE'],
        admin: ['HOUSING_SALES_AGENT', 'ADMIN'],
        rcm: ['RCM_USER'],
        ticketing: ['TICKETING'],
        agent: ['HOUSING_SALES_AGENT'],
        content: ['HOUSING_CONTENT'],
      }),
    );
    await createUser(db, { username: 'sc-makaan-manager', roles: ['MAKAAN_SALES_MANAGER'], domainId: 1 });
    cookie.makaanManager = await loginAs(server.app, 'sc-makaan-manager');

    agentId = await createUser(db, { username: 'sc-owner', roles: ['HOUSING_SALES_AGENT'] });
    otherAgentId = await createUser(db, { username: 'sc-owner2', roles: ['HOUSING_SALES_AGENT'] });
    cookie.owner = await loginAs(server.app, 'sc-owner');
    cityId = await insertCity(db, 'Nagpur');
    const account = await insertAccount(db, { agentId, name: 'Kulkarni Realty', clientTypeId: 2 });
    accountId = account.id;
    const ownerAccount = await insertAccount(db, { agentId: otherAgentId, name: 'Joshi Homes', clientTypeId: 3 });

    // From the partners page at 00:00 on 1 March, Kolkata: (1000 − 100) × 2 + 500 = 2,300; approved 1,000 and 250,
    // pending 500 and rejected 300 (not collected).
    ids.partners = (
      await insertOpportunity(db, {
        accountId: account.id,
        name: '=SUM(A1)',
        ownerId: agentId,
        cityId,
        statusId: 2,
        campaign: 'direct_partners_page',
        createdAt: new Date('2026-02-28T18:30:00.000Z'),
      })
    ).id;
    await insertPackageMapping(db, { opportunityId: ids.partners, salesPrice: '1000', discount: '100', quantity: 2 });
    await insertPackageMapping(db, { opportunityId: ids.partners, salesPrice: '500' });
    await insertPayments(db, ids.partners, account.id, [
      { amount: '1000', statusId: 6 },
      { amount: '250', statusId: 6 },
      { amount: '500', statusId: 1 },
      { amount: '300', statusId: 7 },
    ]);
    // From the call center number at the last millisecond of 31 March, Kolkata: the other agent's, no money.
    ids.callCenter = (
      await insertOpportunity(db, {
        accountId: ownerAccount.id,
        name: 'Joshi call-in',
        ownerId: otherAgentId,
        statusId: 3,
        campaign: 'call_center_number',
        createdAt: new Date('2026-03-31T18:29:59.999Z'),
      })
    ).id;
    await insertPackageMapping(db, { opportunityId: ids.callCenter, salesPrice: '800' });
    // Not Sales Connect: no campaign, in the range.
    ids.plain = (await insertOpportunity(db, { accountId: account.id, name: 'Walk-in', ownerId: agentId, createdAt: new Date('2026-03-10T06:00:00Z') })).id;
    await insertPayments(db, ids.plain, account.id, [{ amount: '700', statusId: 6 }]);
    // Outside the range: a millisecond before 1 March and the first instant of 1 April, Kolkata.
    ids.early = (await insertOpportunity(db, { accountId: account.id, name: 'Too early', ownerId: agentId, campaign: 'call_center_number', createdAt: new Date('2026-02-28T18:29:59.999Z') })).id;
    ids.late = (await insertOpportunity(db, { accountId: account.id, name: 'Too late', ownerId: agentId, campaign: 'direct_partners_page', createdAt: new Date('2026-03-31T18:30:00.000Z') })).id;
    // The other brand's campaign opportunity in the range.
    const makaan = await insertAccount(db, { agentId: null, name: 'Makaan Partners', domainId: 1 });
    ids.makaan = (await insertOpportunity(db, { accountId: makaan.id, name: 'Makaan call-in', domainId: 1, campaign: 'call_center_number', createdAt: new Date('2026-03-12T06:00:00Z') })).id;
  });
  afterAll(async () => server?.close());

  const get = (who: string, url: string) => server.app.inject({ method: 'GET', url: `/api/sapna/v1${url}`, headers: cookie[who] ? { cookie: cookie[who] } : {} });
  const RANGE = 'from=2026-03-01&to=2026-03-31';
  const page = async (who: string, query = RANGE) => {
    const res = await get(who, `/salesconnect-report?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Page;
  };

  /** The approved payments (status 6) of an opportunity, read straight from the tables. */
  async function approvedPaymentsOf(opportunityId: number): Promise<number> {
    const [row] = await server.database.db
      .select({ total: sql<string>`coalesce(sum(${payments.amount}), 0)::text` })
      .from(payments)
      .innerJoin(milestones, eq(milestones.id, payments.milestoneId))
      .innerJoin(termsheets, eq(termsheets.id, milestones.termsheetId))
      .where(and(eq(termsheets.opportunityId, opportunityId), eq(payments.statusId, 6)));
    return Number(row?.total ?? 0);
  }

  it('lists the Sales Connect opportunities created from the start of the first day to the end of the last, Kolkata time, newest first', async () => {
    const report = await page('manager');
    expect(report.totalCount).toBe(2);
    expect(report.results.map((r) => r.opportunityId)).toEqual([ids.callCenter, ids.partners]);
    expect(report.results[1]).toEqual({
      opportunityId: ids.partners,
      opportunityName: '=SUM(A1)',
      // Its kind names its page (issue 49: report links open each deal's own kind of page).
      opportunityKind: 'general',
      accountId,
      accountName: 'Kulkarni Realty',
      campaign: 'direct_partners_page',
      agentId,
      agentName: 'sc-owner Test',
      cityName: 'Nagpur',
      dealValue: 2300,
      statusId: 2,
      statusName: 'Closed',
      createdAt: '2026-02-28T18:30:00.000Z',
    });
    expect(report.results[0]).toMatchObject({ campaign: 'call_center_number', agentId: otherAgentId, cityName: null, dealValue: 800, statusName: 'Follow-up' });
    // The same kind through the reports route.
    expect((await get('manager', `/reports/sales-connect?${RANGE}`)).json()).toEqual(report);
    // One day either side takes in the early and the late one (newest first is by id).
    const wider = await page('manager', 'from=2026-02-28&to=2026-04-01');
    expect(wider.results.map((r) => r.opportunityId)).toEqual([ids.late, ids.early, ids.callCenter, ids.partners]);
  });

  it('filters by campaign, city, agent and client type, and pages with the total', async () => {
    expect((await page('manager', `${RANGE}&campaign=call_center_number`)).results.map((r) => r.opportunityId)).toEqual([ids.callCenter]);
    expect((await page('manager', `${RANGE}&campaign=direct_partners_page`)).results.map((r) => r.opportunityId)).toEqual([ids.partners]);
    expect((await page('manager', `${RANGE}&cityId=${cityId}`)).results.map((r) => r.opportunityId)).toEqual([ids.partners]);
    expect((await page('manager', `${RANGE}&agentId=${otherAgentId}`)).results.map((r) => r.opportunityId)).toEqual([ids.callCenter]);
    expect((await page('manager', `${RANGE}&clientTypeId=2`)).results.map((r) => r.opportunityId)).toEqual([ids.partners]);
    const first = await page('manager', `${RANGE}&size=1`);
    const second = await page('manager', `${RANGE}&size=1&page=1`);
    expect([first.totalCount, second.totalCount]).toEqual([2, 2]);
    expect([...first.results, ...second.results].map((r) => r.opportunityId)).toEqual([ids.callCenter, ids.partners]);
  });

  it('answers the collected amount of each Sales Connect opportunity: its approved payments, and the pending collection', async () => {
    const asked = [ids.partners, ids.callCenter, ids.plain, ids.makaan, 999_999];
    const res = await get('manager', `/collected-amount-salesconnect?opportunityIds=${asked.join(',')}`);
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json() as CollectedAmountRow[];
    // Not Sales Connect, the other brand's, and unknown ids are left out.
    expect(rows.map((r) => r.opportunityId).sort((a, b) => a - b)).toEqual([ids.partners, ids.callCenter].sort((a, b) => a - b));
    for (const row of rows) expect(row.collectedAmount, `${row.opportunityId}`).toBe(await approvedPaymentsOf(row.opportunityId));
    expect(rows.find((r) => r.opportunityId === ids.partners)).toEqual({ opportunityId: ids.partners, collectedAmount: 1250, pendingCollectionAmount: 1464 }); // 2300 + 18% GST − 1250
    expect(rows.find((r) => r.opportunityId === ids.callCenter)).toEqual({ opportunityId: ids.callCenter, collectedAmount: 0, pendingCollectionAmount: 944 });
    // A new approved payment counts at once (no copy is kept); a pending one does not.
    const { paymentIds } = await insertPayments(server.database.db, ids.callCenter, accountId, [
      { amount: '300.50', statusId: 6 },
      { amount: '99', statusId: 2 },
    ]);
    const after = (await get('manager', `/collected-amount-salesconnect?opportunityIds=${ids.callCenter}`)).json() as CollectedAmountRow[];
    expect(after).toEqual([{ opportunityId: ids.callCenter, collectedAmount: 300.5, pendingCollectionAmount: 643.5 }]);
    expect(after[0]!.collectedAmount).toBe(await approvedPaymentsOf(ids.callCenter));
    await server.database.db.delete(payments).where(inArray(payments.id, paymentIds));
  });

  it("streams the sales-connect CSV: byte-order mark, file name, header, the screen's rows with their collected amounts, quoted formulas", async () => {
    const res = await get('manager', `/salesconnect-report/csv?${RANGE}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="sales-connect-2026-03-01-2026-03-31.csv"');
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const records = parse(res.rawPayload.toString('utf8').slice(1)) as string[][];
    expect(records[0]).toEqual(SALES_CONNECT_CSV_COLUMNS.map(([header]) => header));
    const screen = (await page('manager')).results;
    const collected = (await get('manager', `/collected-amount-salesconnect?opportunityIds=${screen.map((r) => r.opportunityId).join(',')}`)).json() as CollectedAmountRow[];
    const expected = screen.map((row) =>
      SALES_CONNECT_CSV_COLUMNS.map(([, value]) => {
        const v = value(withCollected(row, collected.find((c) => c.opportunityId === row.opportunityId)!.collectedAmount));
        const text = v === null || v === undefined ? '' : String(v);
        return /^[=+\-@]/.test(text) ? `'${text}` : text;
      }),
    );
    expect(records.slice(1)).toEqual(expected);
    // Hand-checked: the partners-page deal, created on 1 March in Kolkata.
    expect(records[2]).toEqual([String(ids.partners), "'=SUM(A1)", String(accountId), 'Kulkarni Realty', 'direct_partners_page', 'sc-owner Test', 'Nagpur', 'Closed', '2300.00', '1250.00', '1464.00', '2026-03-01']);
    // The reports route's download is the same file.
    const viaReports = await get('manager', `/reports/sales-connect/download?${RANGE}`);
    expect(viaReports.rawPayload.equals(res.rawPayload)).toBe(true);
    expect(viaReports.headers['content-disposition']).toBe(res.headers['content-disposition']);
  });

  it('is for managers, Admin, Finance and the read-only RCM_USER and Ticketing; sellers and content are refused (403), strangers 401', async () => {
    for (const who of ['manager', 'finance', 'admin', 'rcm', 'ticketing']) {
      expect((await page(who)).totalCount, who).toBe(2);
      expect((await get(who, `/salesconnect-report/csv?${RANGE}`)).statusCode, who).toBe(200);
      expect((await get(who, `/collected-amount-salesconnect?opportunityIds=${ids.partners}`)).statusCode, who).toBe(200);
      const kinds = (await get(who, '/reports')).json() as { kind: string }[];
      expect(kinds.map((k) => k.kind), who).toContain('sales-connect');
    }
    for (const who of ['agent', 'owner', 'content']) {
      for (const url of [`/salesconnect-report?${RANGE}`, `/salesconnect-report/csv?${RANGE}`, `/collected-amount-salesconnect?opportunityIds=${ids.partners}`, `/reports/sales-connect?${RANGE}`]) {
        expect((await get(who, url)).statusCode, `${who} ${url}`).toBe(403);
      }
    }
    for (const url of [`/salesconnect-report?${RANGE}`, `/salesconnect-report/csv?${RANGE}`, `/collected-amount-salesconnect?opportunityIds=1`]) {
      expect((await get('nobody', url)).statusCode, url).toBe(401);
    }
    // The other brand's manager sees only that brand's Sales Connect opportunity.
    expect((await page('makaanManager')).results.map((r) => r.opportunityId)).toEqual([ids.makaan]);
  });

  it('refuses bad input before running: dates, order, a range over 366 days, an unknown campaign, bad ids, a page past the end', async () => {
    const cases: [string, number, string?][] = [
      [`/salesconnect-report?from=2026-02-30&to=2026-03-01`, 400],
      [`/salesconnect-report?from=2026-03-02&to=2026-03-01`, 422, REPORT_MESSAGES.fromAfterTo],
      [`/salesconnect-report?from=2025-01-01&to=2026-01-02`, 422, REPORT_MESSAGES.timeout],
      [`/salesconnect-report/csv?from=2025-01-01&to=2026-01-02`, 422, REPORT_MESSAGES.timeout],
      [`/salesconnect-report?${RANGE}&campaign=facebook`, 400, SALES_CONNECT_MESSAGES.unknownCampaign],
      [`/salesconnect-report?${RANGE}&page=1`, 422, REPORT_MESSAGES.pastEnd],
      [`/salesconnect-report?${RANGE}&agentId=987654`, 422, REPORT_MESSAGES.unknownAgent],
      ['/collected-amount-salesconnect', 400],
      ['/collected-amount-salesconnect?opportunityIds=1,x', 400, SALES_CONNECT_MESSAGES.badIds],
      ['/collected-amount-salesconnect?opportunityIds=0', 400, SALES_CONNECT_MESSAGES.badIds],
      [`/collected-amount-salesconnect?opportunityIds=${Array.from({ length: 101 }, (_, i) => i + 1).join(',')}`, 400, SALES_CONNECT_MESSAGES.tooManyIds],
    ];
    for (const [url, status, msg] of cases) {
      const res = await get('manager', url);
      expect(res.statusCode, url).toBe(status);
      if (msg) expect(res.json().error.msg, url).toBe(msg);
    }
  });

  it('records the campaign given on creation; an unknown campaign is refused and nothing is created', async () => {
    const db = server.database.db;
    const before = await db.select({ id: opportunities.id }).from(opportunities);
    const refused = await server.app.inject({
      method: 'POST',
      url: '/api/sapna/v1/opportunity',
      headers: { cookie: cookie.owner! },
      payload: { name: 'Inbound', typeId: 1, accountId, cityId, campaign: 'billboard' },
    });
    expect(refused.statusCode).toBe(400);
    expect(JSON.stringify(refused.json())).toContain(SALES_CONNECT_MESSAGES.unknownCampaign);
    expect(await db.select({ id: opportunities.id }).from(opportunities)).toHaveLength(before.length);

    const created = await server.app.inject({
      method: 'POST',
      url: '/api/sapna/v1/opportunity',
      headers: { cookie: cookie.owner! },
      payload: { name: 'Inbound call', typeId: 1, accountId, cityId, campaign: 'call_center_number' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = (created.json() as { id: number }).id;
    const [row] = await db.select({ campaign: opportunities.campaign }).from(opportunities).where(eq(opportunities.id, id));
    expect(row?.campaign).toBe('call_center_number');
    // Without a campaign an opportunity is not Sales Connect.
    const plain = await server.app.inject({ method: 'POST', url: '/api/sapna/v1/opportunity', headers: { cookie: cookie.owner! }, payload: { name: 'Referral', typeId: 1, accountId, cityId } });
    const plainId = (plain.json() as { id: number }).id;
    const today = istDateOf(new Date());
    const report = await page('manager', `from=${today}&to=${today}`);
    expect(report.results.map((r) => r.opportunityId)).toContain(id);
    expect(report.results.map((r) => r.opportunityId)).not.toContain(plainId);
  });

  it('lists the Sales Connect routes in the OpenAPI document', async () => {
    const doc = (await server.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as { paths: Record<string, Record<string, unknown>> };
    for (const path of ['/api/sapna/v1/salesconnect-report', '/api/sapna/v1/salesconnect-report/csv', '/api/sapna/v1/collected-amount-salesconnect']) {
      expect(doc.paths[path]?.get, path).toBeDefined();
    }
  });
});

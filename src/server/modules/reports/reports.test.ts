// Reports (issue 12): kinds per role, the restricted four, the range rules in Kolkata time, the sales-opportunity
// rows against hand-computed figures, scope, filters, paging, and the CSV (byte-order mark, header, file name,
// formula cells) parsed back and compared with the screen's rows.
import { parse } from 'csv-parse/sync';
import fc from 'fast-check';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { REPORT_KINDS, REPORT_MESSAGES } from '../../../domain/reports/report-kinds';
import { REPORT_SORT_KEYS, REPORT_SORT_MESSAGES } from '../../../domain/reports/report-sort';
import { SALES_CSV_COLUMNS, type SalesRow } from '../../../domain/reports/sales';
import { SALES_OPPORTUNITY_CSV_COLUMNS, type SalesOpportunityRow } from '../../../domain/reports/sales-opportunity';
import { accounts, comments, opportunities, opportunityPackageMappings, packages, payments, salesMonthClosures, statusChanges } from '../../db/schema/index';
import { insertAccount, insertCity, insertOpportunity, insertPackageMapping, insertPayments } from '../../testing/account-fixtures';
import { createUser, loginAs } from '../../testing/fixtures';
import { describeEachBackend, startTestServer, type TestServer } from '../../testing/harness';
import { SALES_OPPORTUNITY_STREAM_BATCH } from './sales-opportunity.repo';

type Page = { results: SalesOpportunityRow[]; totalCount: number; page: number; size: number };

describeEachBackend('reports', (backend) => {
  const postgres = backend.name === 'postgres';
  let server: TestServer;
  const cookie: Record<string, string> = {};
  let agentId = 0;
  let otherAgentId = 0;
  let callerId = 0;
  let cityId = 0;
  let closedId = 0;
  let openId = 0;
  let lateId = 0;

  beforeAll(async () => {
    server = await startTestServer(backend);
    const db = server.database.db;
    const cast = {
      manager: ['HOUSING_SALES_MANAGER'],
      finance: ['FINANCE'],
      admin: ['HOUSING_SALES_AGENT', 'ADMIN'],
      rcm: ['RCM_USER'],
      ticketing: ['TICKETING'],
      agent: ['HOUSING_SALES_AGENT'],
    } as const;
    for (const [name, roles] of Object.entries(cast)) {
      await createUser(db, { username: `rep-${name}`, roles: [...roles] });
      cookie[name] = await loginAs(server.app, `rep-${name}`);
    }
    // A manager of the other brand sees none of brand 5's rows.
    await createUser(db, { username: 'rep-makaan-manager', roles: ['MAKAAN_SALES_MANAGER'], domainId: 1 });
    cookie.makaanManager = await loginAs(server.app, 'rep-makaan-manager');

    agentId = await createUser(db, { username: 'rep-owner', roles: ['HOUSING_SALES_AGENT'] });
    otherAgentId = await createUser(db, { username: 'rep-owner2', roles: ['HOUSING_SALES_AGENT'] });
    cityId = await insertCity(db, 'Pune');
    const [pkg] = await db
      .insert(packages)
      .values({ name: 'Gold Listing', ratePrice: '1000', salesPrice: '1000', validityDays: 30 })
      .returning({ id: packages.id });
    const account = await insertAccount(db, { agentId, name: 'Rao Estates', clientTypeId: 2 });
    const ownerAccount = await insertAccount(db, { agentId: otherAgentId, name: 'Iyer Homes', clientTypeId: 3 });

    // March 2026 closes on 5 April (so a payment on 3 April counts in March).
    await db.insert(salesMonthClosures).values({ year: 2026, monthNumber: 3, closureDate: '2026-04-05' });

    // Created at 00:00 on 1 March, Kolkata (18:30 UTC the day before): inside a range starting 1 March.
    const closed = await insertOpportunity(db, {
      accountId: account.id,
      name: '=HYPERLINK("x")',
      ownerId: agentId,
      cityId,
      statusId: 2,
      createdAt: new Date('2026-02-28T18:30:00.000Z'),
    });
    closedId = closed.id;
    await insertPackageMapping(db, { opportunityId: closedId, salesPrice: '1000', discount: '100', quantity: 2 });
    await insertPackageMapping(db, { opportunityId: closedId, salesPrice: '500' });
    const { paymentIds } = await insertPayments(db, closedId, account.id, [
      { amount: '1000', statusId: 6 },
      { amount: '500', statusId: 1 },
    ]);
    await db.update(payments).set({ paymentDate: '2026-04-03' }).where(eq(payments.id, paymentIds[0]!));
    // It entered Closed on 3 April, Kolkata (its closed date, issue 49; inserted Closed, its move is dated now).
    await db
      .update(statusChanges)
      .set({ changedAt: new Date('2026-04-03T06:00:00Z') })
      .where(and(eq(statusChanges.entity, 'opportunity'), eq(statusChanges.entityId, closedId), eq(statusChanges.toStatusId, 2)));
    // Package names come from the catalogue.
    await db.update(opportunityPackageMappings).set({ packageId: pkg!.id }).where(eq(opportunityPackageMappings.opportunityId, closedId));

    // Open, the other agent's, an owner account; created at the last millisecond of 31 March, Kolkata.
    const open = await insertOpportunity(db, {
      accountId: ownerAccount.id,
      name: 'Iyer renewal',
      ownerId: otherAgentId,
      statusId: 3,
      createdAt: new Date('2026-03-31T18:29:59.999Z'),
    });
    openId = open.id;
    await db.update(accounts).set({ clientStatusId: 1 }).where(eq(accounts.id, ownerAccount.id));
    // Activity: the first agent logs one call inside the range and one after it.
    for (const happenedAt of [new Date('2026-03-15T06:00:00Z'), new Date('2026-04-02T06:00:00Z')]) {
      await db.insert(comments).values({ entityTypeId: 3, entityId: account.id, accountId: account.id, activityType: 'Call', text: 'Called', happenedAt, authorId: agentId });
    }
    // An agent who owns no deal but logged two meetings in March: one on the Pune deal (a Broker's), one on an Owner's account.
    callerId = await createUser(db, { username: 'rep-caller', roles: ['HOUSING_SALES_AGENT'] });
    const meeting = { activityType: 'Meeting', text: 'Met', happenedAt: new Date('2026-03-20T06:00:00Z'), authorId: callerId };
    await db.insert(comments).values([
      { ...meeting, entityTypeId: 1, entityId: closedId, accountId: account.id },
      { ...meeting, entityTypeId: 3, entityId: ownerAccount.id, accountId: ownerAccount.id },
    ]);
    // Outside: a millisecond before 1 March and the first instant of 1 April, Kolkata.
    await insertOpportunity(db, { accountId: account.id, name: 'Too early', ownerId: agentId, createdAt: new Date('2026-02-28T18:29:59.999Z') });
    lateId = (await insertOpportunity(db, { accountId: account.id, name: 'Too late', ownerId: agentId, createdAt: new Date('2026-03-31T18:30:00.000Z') })).id;
    // Another brand's opportunity in the range.
    const makaanAccount = await insertAccount(db, { agentId: null, name: 'Makaan Co', domainId: 1 });
    await insertOpportunity(db, { accountId: makaanAccount.id, name: 'Makaan deal', domainId: 1, createdAt: new Date('2026-03-10T06:00:00Z') });
  });
  afterAll(async () => server?.close());

  const get = (who: string, url: string) => server.app.inject({ method: 'GET', url: `/api/sapna/v1${url}`, headers: { cookie: cookie[who]! } });
  const RANGE = 'from=2026-03-01&to=2026-03-31';

  it('lists only the kinds the user may run, and refuses the list to those without reports', async () => {
    for (const who of ['manager', 'finance', 'admin', 'rcm', 'ticketing']) {
      const res = await get(who, '/reports');
      expect(res.statusCode, who).toBe(200);
      const finance = who === 'finance' || who === 'admin';
      expect(res.json(), who).toEqual([
        { kind: 'sales', label: 'Sales', restricted: false },
        { kind: 'sales-opportunity', label: 'Sales by Opportunity', restricted: false },
        { kind: 'call-detail', label: 'Call Detail', restricted: false },
        ...(finance ? [{ kind: 'invoice', label: 'Invoice', restricted: false }] : []),
        { kind: 'state-movement', label: 'State Movement', restricted: false },
        { kind: 'sales-connect', label: 'Sales Connect', restricted: false },
        ...(who === 'rcm' || who === 'ticketing'
          ? [
              { kind: 'closure-trend', label: 'Closure Trend', restricted: true },
              { kind: 'collections', label: 'Collections', restricted: true },
              { kind: 'opportunity-funnel', label: 'Opportunity Funnel', restricted: true },
              { kind: 'collection-tracker', label: 'Collection Tracker', restricted: true },
            ]
          : []),
      ]);
    }
    expect((await get('agent', '/reports')).statusCode).toBe(403);
    expect((await server.app.inject({ method: 'GET', url: '/api/sapna/v1/reports' })).statusCode).toBe(401);
  });

  it('refuses the restricted four to everyone but RCM_USER and Ticketing (Admin included), and unknown kinds 404', async () => {
    for (const kind of ['closure-trend', 'collections', 'opportunity-funnel', 'collection-tracker']) {
      for (const who of ['manager', 'finance', 'admin']) {
        expect((await get(who, `/reports/${kind}?${RANGE}`)).statusCode, `${kind} ${who}`).toBe(403);
        expect((await get(who, `/reports/${kind}/download?${RANGE}`)).statusCode, `${kind} ${who} csv`).toBe(403);
      }
      for (const who of ['rcm', 'ticketing']) expect((await get(who, `/reports/${kind}?${RANGE}`)).statusCode, `${kind} ${who}`).toBe(200);
    }
    const unknown = await get('manager', `/reports/no-such-report?${RANGE}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.msg).toBe(REPORT_MESSAGES.notFound);
    expect((await get('manager', `/reports/no-such-report/download?${RANGE}`)).statusCode).toBe(404);
    expect((await get('agent', `/reports/sales-opportunity?${RANGE}`)).statusCode).toBe(403);
  });

  it('runs from the start of the first day to the end of the last day, Kolkata time, with the hand-computed figures', async () => {
    const res = await get('manager', `/reports/sales-opportunity?${RANGE}`);
    expect(res.statusCode).toBe(200);
    const page = res.json() as Page;
    expect(page.totalCount).toBe(2);
    expect(page.results.map((r) => r.opportunityId)).toEqual([openId, closedId]);
    const closed = page.results[1]!;
    expect(closed).toMatchObject({
      opportunityName: '=HYPERLINK("x")',
      accountName: 'Rao Estates',
      agentId,
      agentName: 'rep-owner Test',
      cityName: 'Pune',
      packages: 'Gold Listing, Gold Listing',
      // (1000 − 100) × 2 + 500; only the approved payment (6) is collected; pending: 2300 + 18% GST − 1000.
      dealValue: 2300,
      collectedAmount: 1000,
      pendingCollectionAmount: 1714,
      statusName: 'Closed',
      closedDate: '2026-04-03',
      salesMonth: 'March 2026',
    });
    expect(page.results[0]).toMatchObject({ statusName: 'Follow-up', closedDate: null, salesMonth: null, dealValue: 0, collectedAmount: 0, pendingCollectionAmount: 0, cityName: null, packages: '' });
    // One day further takes in the one created at 00:00 on 1 April.
    const wider = (await get('manager', '/reports/sales-opportunity?from=2026-03-01&to=2026-04-01')).json() as Page;
    expect(wider.results.map((r) => r.opportunityId)).toContain(lateId);
  });

  it('sales: per agent, assigned opportunities, unique accounts, activity, and accounts and deal value by hot, cold, warm and closed', async () => {
    const res = await get('manager', `/reports/sales?${RANGE}`);
    expect(res.statusCode).toBe(200);
    const page = res.json() as { results: SalesRow[]; totalCount: number };
    expect(page.totalCount).toBe(3);
    const none = { accounts: 0, dealValue: 0 };
    // Issue 49: an agent with activity but no deal in the range is a row.
    expect(page.results.find((r) => r.agentId === callerId)).toEqual({ agentId: callerId, agentName: 'rep-caller Test', assignedOpportunities: 0, uniqueAccounts: 0, activityDone: 2, hot: none, cold: none, warm: none, closed: none });
    expect(page.results.filter((r) => r.agentId !== callerId).sort((a, b) => a.agentId - b.agentId)).toEqual(
      [
        // Rao Estates is Cold (the default client status); its opportunity (worth 2,300) closed on 3 April: not
        // closed in March (issue 49: closed by its closed date, not its creation).
        { agentId, agentName: 'rep-owner Test', assignedOpportunities: 1, uniqueAccounts: 1, activityDone: 1, hot: none, cold: { accounts: 1, dealValue: 2300 }, warm: none, closed: none },
        // Iyer Homes is Hot; its open opportunity has no package yet.
        { agentId: otherAgentId, agentName: 'rep-owner2 Test', assignedOpportunities: 1, uniqueAccounts: 1, activityDone: 0, hot: { accounts: 1, dealValue: 0 }, cold: none, warm: none, closed: none },
      ].sort((a, b) => a.agentId - b.agentId),
    );
    const csv = await get('manager', `/reports/sales/download?${RANGE}&agentId=${agentId}`);
    expect(csv.headers['content-disposition']).toBe('attachment; filename="sales-2026-03-01-2026-03-31.csv"');
    const records = parse(csv.rawPayload.toString('utf8').slice(1)) as string[][];
    expect(records[0]).toEqual(SALES_CSV_COLUMNS.map(([h]) => h));
    expect(records.slice(1)).toEqual([[ 'rep-owner Test', String(agentId), '1', '1', '1', '1', '2300.00', '0', '0.00', '0', '0.00', '0', '0.00']]);
    // Every column under every filter (issue 49), Activity Done included: the city is the deal's (an account's
    // comment, the account's), the client type the account's; an agent with nothing left under the filters is no row.
    const activity = async (filter: string) =>
      Object.fromEntries(((await get('manager', `/reports/sales?${RANGE}&${filter}`)).json() as { results: SalesRow[] }).results.map((r) => [r.agentId, [r.assignedOpportunities, r.activityDone]]));
    expect(await activity(`cityId=${cityId}`)).toEqual({ [agentId]: [1, 0], [callerId]: [0, 1] });
    expect(await activity('clientTypeId=3')).toEqual({ [otherAgentId]: [1, 0], [callerId]: [0, 1] });
    expect(await activity(`agentId=${callerId}`)).toEqual({ [callerId]: [0, 2] });
    // Early April: it is closed there (created in March), beside the one created on 1 April.
    const april = (await get('manager', `/reports/sales?from=2026-04-01&to=2026-04-05&agentId=${agentId}`)).json() as { results: SalesRow[] };
    expect(april.results).toMatchObject([{ agentId, assignedOpportunities: 1, closed: { accounts: 1, dealValue: 2300 } }]);
  });

  it('totals (issue 49): every row summed (not one page), equal to the CSV column sums, with the previous period beside them', async () => {
    type Totals = { from: string; to: string; totals: { rows: number; figures: Record<string, number> }; previous: { from: string; to: string; totals: { rows: number; figures: Record<string, number> } } };
    const res = await get('manager', `/reports/sales/totals?${RANGE}`);
    expect(res.statusCode, res.body).toBe(200);
    const sales = res.json() as Totals;
    // Three agents: 2 assigned (one each), 3 activities (1 + 2 of the caller), Cold 2,300, Hot one account.
    expect(sales.totals.rows).toBe(3);
    expect(sales.totals.figures).toMatchObject({ assigned: 2, unique: 2, activity: 3, 'cold-value': 2300, 'hot-accounts': 1, 'closed-value': 0 });
    // The previous 31 days (29 January to 28 February): 'Too early', created at 23:59:59.999 on 28 February.
    expect(sales.previous).toMatchObject({ from: '2026-01-29', to: '2026-02-28', totals: { rows: 1, figures: { assigned: 1, activity: 0 } } });
    // The CSV's columns add up to the same figures (one row source for both).
    const records = parse((await get('manager', `/reports/sales/download?${RANGE}`)).rawPayload.toString('utf8').slice(1)) as string[][];
    const sumOf = (header: string) => records.slice(1).reduce((n, r) => n + Number(r[records[0]!.indexOf(header)]), 0);
    expect([sumOf('Assigned Opportunities'), sumOf('Activity Done'), sumOf('Cold Deal Value')]).toEqual([2, 3, 2300]);
    // An agent's assigned opportunities are the rows of Sales by Opportunity for that agent (the screen's click-through),
    // its unique accounts their accounts, and its Activity Done the rows of Call Detail with every activity
    // (activity=all), under each filter too; the totals row's Activity Done is every such row.
    for (const filter of ['', `&cityId=${cityId}`, '&clientTypeId=3']) {
      for (const row of ((await get('manager', `/reports/sales?${RANGE}${filter}`)).json() as { results: SalesRow[] }).results) {
        const deals = (await get('manager', `/reports/sales-opportunity?${RANGE}${filter}&size=100&agentId=${row.agentId}`)).json() as Page;
        expect([deals.totalCount, new Set(deals.results.map((r) => r.accountId)).size], `${row.agentName}${filter}`).toEqual([row.assignedOpportunities, row.uniqueAccounts]);
        const activities = await get('manager', `/reports/call-detail?${RANGE}${filter}&activity=all&agentId=${row.agentId}`);
        expect(activities.json().totalCount, `${row.agentName}${filter} activity`).toBe(row.activityDone);
      }
      const all = (await get('manager', `/reports/sales/totals?${RANGE}${filter}`)).json() as Totals;
      expect((await get('manager', `/reports/call-detail/totals?${RANGE}${filter}&activity=all`)).json().totals.rows, `activity${filter}`).toBe(all.totals.figures.activity);
    }
    // Meetings are listed too (the caller's two), where Call Detail alone lists calls only.
    const callerRows = (await get('manager', `/reports/call-detail?${RANGE}&activity=all&agentId=${callerId}`)).json() as { results: { activityType: string }[] };
    expect(callerRows.results.map((r) => r.activityType)).toEqual(['Meeting', 'Meeting']);
    expect((await get('manager', `/reports/call-detail?${RANGE}&agentId=${callerId}`)).json().totalCount).toBe(0);
    // The totals row's Assigned opens the owned deals created in the range: as many rows as the figure.
    expect((await get('manager', `/reports/sales-opportunity/totals?${RANGE}&owned=yes`)).json().totals.rows).toBe(sales.totals.figures.assigned);
    // Hot, Cold and Warm open the deals created in the range for accounts of that client status: per agent their
    // accounts and deal values are the figures; from the totals row, every owned one adds up to the total.
    let compared = 0;
    for (const row of ((await get('manager', `/reports/sales?${RANGE}`)).json() as { results: SalesRow[] }).results) {
      for (const [bucket, clientStatusId] of [['hot', 1], ['cold', 2], ['warm', 3]] as const) {
        const rows = ((await get('manager', `/reports/sales-opportunity?${RANGE}&size=100&agentId=${row.agentId}&clientStatusId=${clientStatusId}`)).json() as Page).results;
        expect([new Set(rows.map((r) => r.accountId)).size, rows.reduce((n, r) => n + r.dealValue, 0)], `${row.agentName} ${bucket}`).toEqual([row[bucket].accounts, row[bucket].dealValue]);
        compared += rows.length;
      }
    }
    expect(compared).toBe(2);
    for (const [bucket, clientStatusId] of [['hot', 1], ['cold', 2], ['warm', 3]] as const) {
      const list = (await get('manager', `/reports/sales-opportunity/totals?${RANGE}&owned=yes&clientStatusId=${clientStatusId}`)).json() as Totals;
      expect(list.totals.figures.dealValue, bucket).toBe(sales.totals.figures[`${bucket}-value`]);
    }
    // Sales by Opportunity, paged at one row a page: the totals are still the whole report's.
    expect((await get('manager', `/reports/sales-opportunity?${RANGE}&size=1`)).json().results).toHaveLength(1);
    const opp = (await get('manager', `/reports/sales-opportunity/totals?${RANGE}`)).json() as Totals;
    expect(opp.totals).toEqual({ rows: 2, figures: { dealValue: 2300, collected: 1000, pending: 1714 } });
    // Early April: the deal closed on 3 April; the previous five days hold the one created on 31 March.
    const april = (await get('manager', `/reports/sales/totals?from=2026-04-01&to=2026-04-05&agentId=${agentId}`)).json() as Totals;
    expect(april.totals.figures).toMatchObject({ 'closed-value': 2300, 'closed-accounts': 1, assigned: 1 });
    // The Closed figures open the deals closed in the range by their closed date (dated=closed), an agent's or, from
    // the totals row, every owned one: their accounts (per agent) are the Closed accounts and their deal values add
    // up to the Closed deal value. A deal created in March counts; one created in April but not closed does not.
    const APRIL = 'from=2026-04-01&to=2026-04-05';
    const closedRows = async (filter: string) => ((await get('manager', `/reports/sales-opportunity?${APRIL}&dated=closed&size=100&${filter}`)).json() as Page).results;
    let closedAccounts = 0;
    for (const row of ((await get('manager', `/reports/sales?${APRIL}`)).json() as { results: SalesRow[] }).results) {
      const rows = await closedRows(`agentId=${row.agentId}`);
      expect(new Set(rows.map((r) => r.accountId)).size, row.agentName).toBe(row.closed.accounts);
      expect(rows.reduce((n, r) => n + r.dealValue, 0), row.agentName).toBe(row.closed.dealValue);
      expect(rows.every((r) => r.statusName === 'Closed' && r.closedDate !== null && r.closedDate >= '2026-04-01' && r.closedDate <= '2026-04-05')).toBe(true);
      closedAccounts += row.closed.accounts;
    }
    expect((await closedRows('owned=yes')).map((r) => r.opportunityId)).toEqual([closedId]);
    const aprilAll = (await get('manager', `/reports/sales/totals?${APRIL}`)).json() as Totals;
    const closedList = (await get('manager', `/reports/sales-opportunity/totals?${APRIL}&dated=closed&owned=yes`)).json() as Totals;
    expect([closedList.totals.figures.dealValue, closedAccounts]).toEqual([aprilAll.totals.figures['closed-value'], aprilAll.totals.figures['closed-accounts']]);
    expect(closedList.totals.figures.dealValue).toBe(2300);
    expect(april.previous).toMatchObject({ from: '2026-03-27', to: '2026-03-31', totals: { rows: 0 } });
    // The same refusals as the report: sellers, restricted kinds, bad ranges.
    expect((await get('agent', `/reports/sales/totals?${RANGE}`)).statusCode).toBe(403);
    expect((await get('manager', `/reports/collections/totals?${RANGE}`)).statusCode).toBe(403);
    expect((await get('manager', '/reports/sales/totals?from=2026-03-31&to=2026-03-01')).statusCode).toBe(422);
  });

  it('team leaders run reports for their team only (issue 49)', async () => {
    const db = server.database.db;
    const lead = await createUser(db, { username: 'rep-lead', roles: ['HOUSING_SALES_AGENT'], designationId: 32 });
    await db.execute(sql`update users set parent_id = ${lead} where id = ${agentId}`);
    cookie.lead = await loginAs(server.app, 'rep-lead');
    try {
      expect(((await get('lead', '/reports')).json() as { kind: string }[]).map((k) => k.kind)).toEqual(['sales', 'sales-opportunity', 'call-detail', 'state-movement', 'sales-connect']);
      const rows = (await get('lead', `/reports/sales?${RANGE}`)).json() as { results: SalesRow[] };
      expect(rows.results.map((r) => r.agentId)).toEqual([agentId]);
      expect(((await get('lead', `/reports/sales-opportunity?${RANGE}`)).json() as Page).results.map((r) => r.opportunityId)).toEqual([closedId]);
      expect((await get('lead', `/reports/sales/totals?${RANGE}`)).json().totals.figures).toMatchObject({ assigned: 1, 'cold-value': 2300, 'hot-accounts': 0 });
      expect((await get('lead', `/reports/closure-trend?${RANGE}`)).statusCode).toBe(403);
    } finally {
      await db.execute(sql`update users set parent_id = null where id = ${agentId}`);
    }
  });

  it.runIf(postgres)("a query that passes the report time limit before its first row: 'Timeout. Please select a shorter time period.' (422)", async () => {
    const limited = await startTestServer(backend, { reportTimeoutMs: 300 });
    try {
      await createUser(limited.database.db, { username: 'rep-limited', roles: ['HOUSING_SALES_MANAGER'] });
      const session = await loginAs(limited.app, 'rep-limited');
      // Another transaction holds the opportunities table and their kept sales rows (sales_deal_facts, which the sales
      // report reads), so the report's first query waits until the limit passes.
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let locked!: () => void;
      const isLocked = new Promise<void>((resolve) => (locked = resolve));
      const holder = limited.database.db.transaction(async (tx) => {
        await tx.execute(sql`lock table opportunities, sales_deal_facts in access exclusive mode`);
        locked();
        await released;
      });
      await isLocked;
      try {
        for (const url of [`/api/sapna/v1/reports/sales-opportunity?${RANGE}`, `/api/sapna/v1/reports/sales-opportunity/download?${RANGE}`, `/api/sapna/v1/reports/sales/download?${RANGE}`]) {
          const res = await limited.app.inject({ method: 'GET', url, headers: { cookie: session } });
          expect(res.statusCode, url).toBe(422);
          expect(res.json().error.msg, url).toBe('Timeout. Please select a shorter time period.');
        }
      } finally {
        release();
        await holder;
      }
      expect((await limited.app.inject({ method: 'GET', url: `/api/sapna/v1/reports/sales-opportunity?${RANGE}`, headers: { cookie: session } })).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('lists the report routes in the OpenAPI document', async () => {
    const doc = (await server.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as { paths: Record<string, Record<string, unknown>> };
    for (const path of ['/api/sapna/v1/reports', '/api/sapna/v1/reports/{kind}', '/api/sapna/v1/reports/{kind}/download']) expect(doc.paths[path]?.get, path).toBeDefined();
  });

  it("counts only the user's brand", async () => {
    const page = (await get('makaanManager', `/reports/sales-opportunity?${RANGE}`)).json() as Page;
    expect(page.results.map((r) => r.opportunityName)).toEqual(['Makaan deal']);
    for (const who of ['finance', 'rcm', 'admin']) expect(((await get(who, `/reports/sales-opportunity?${RANGE}`)).json() as Page).totalCount, who).toBe(2);
  });

  it('filters by city, agent and client type', async () => {
    const byCity = (await get('manager', `/reports/sales-opportunity?${RANGE}&cityId=${cityId}`)).json() as Page;
    expect(byCity.results.map((r) => r.opportunityId)).toEqual([closedId]);
    const byAgent = (await get('manager', `/reports/sales-opportunity?${RANGE}&agentId=${otherAgentId}`)).json() as Page;
    expect(byAgent.results.map((r) => r.opportunityId)).toEqual([openId]);
    const owners = (await get('manager', `/reports/sales-opportunity?${RANGE}&clientTypeId=3`)).json() as Page;
    expect(owners.results.map((r) => r.opportunityId)).toEqual([openId]);
  });

  it('refuses bad input before running: dates, order, range over 366 days, unknown filter values, a page past the end', async () => {
    const cases: [string, number, string?][] = [
      ['from=2026-02-30&to=2026-03-01', 400],
      ['from=yesterday&to=2026-03-01', 400],
      ['to=2026-03-01', 400],
      ['from=2026-03-02&to=2026-03-01', 422, REPORT_MESSAGES.fromAfterTo],
      ['from=2025-01-01&to=2026-01-02', 422, REPORT_MESSAGES.timeout],
      [`${RANGE}&cityId=987654`, 422, REPORT_MESSAGES.unknownCity],
      [`${RANGE}&agentId=987654`, 422, REPORT_MESSAGES.unknownAgent],
      [`${RANGE}&clientTypeId=9`, 400],
      [`${RANGE}&page=1`, 422, REPORT_MESSAGES.pastEnd],
      [`${RANGE}&size=0`, 400],
    ];
    for (const [query, status, msg] of cases) {
      const res = await get('manager', `/reports/sales-opportunity?${query}`);
      expect(res.statusCode, query).toBe(status);
      if (msg) expect(res.json().error.msg, query).toBe(msg);
    }
    const csv = await get('manager', '/reports/sales-opportunity/download?from=2025-01-01&to=2026-01-02');
    expect(csv.statusCode).toBe(422);
    expect(csv.json().error.msg).toBe('Timeout. Please select a shorter time period.');
    // 366 days, both ends counted, is allowed.
    expect((await get('manager', '/reports/sales-opportunity?from=2025-01-01&to=2026-01-01')).statusCode).toBe(200);
  });

  it('sorts a page by a column over the whole report (issue 49), refuses other columns, and leaves the CSV and totals as they are', async () => {
    // One row a page: the pages together are the whole report in the column's order (ties in the report's own order).
    const walk = async (kind: string, query: string, pages: number) => {
      const ids: number[] = [];
      for (let page = 0; page < pages; page++) {
        const res = await get('manager', `/reports/${kind}?${RANGE}&size=1&page=${page}&${query}`);
        expect(res.statusCode, res.body).toBe(200);
        ids.push(...(res.json() as { results: { opportunityId?: number; agentId?: number }[] }).results.map((r) => r.opportunityId ?? r.agentId ?? 0));
      }
      return ids;
    };
    // Deal values 2,300 and 0; names '=HYPERLINK("x")' and 'Iyer renewal'; own order newest first (open, closed).
    expect(await walk('sales-opportunity', 'sort=dealValue&dir=asc', 2)).toEqual([openId, closedId]);
    expect(await walk('sales-opportunity', 'sort=dealValue&dir=desc', 2)).toEqual([closedId, openId]);
    expect(await walk('sales-opportunity', 'sort=opportunity', 2)).toEqual([closedId, openId]);
    // Closed date: the open deal has none, so it comes last either way.
    expect(await walk('sales-opportunity', 'sort=closed&dir=desc', 2)).toEqual([closedId, openId]);
    // Pending collection 1,714 and 0; packages 'Gold Listing, Gold Listing' and none (last either way).
    expect(await walk('sales-opportunity', 'sort=pending&dir=asc', 2)).toEqual([openId, closedId]);
    expect(await walk('sales-opportunity', 'sort=pending&dir=desc', 2)).toEqual([closedId, openId]);
    expect(await walk('sales-opportunity', 'sort=packages&dir=desc', 2)).toEqual([closedId, openId]);
    // Sales: activity 0, 1 and 2 (the own order, by name, is caller, owner, owner2).
    expect(await walk('sales', 'sort=activity&dir=asc', 3)).toEqual([otherAgentId, agentId, callerId]);
    expect(await walk('sales', 'sort=cold-value&dir=desc', 3)).toEqual([agentId, callerId, otherAgentId]);
    // Every sortable column of every kind runs, both ways, on this backend.
    for (const [kind, keys] of Object.entries(REPORT_SORT_KEYS)) {
      for (const key of keys) {
        for (const dir of ['asc', 'desc']) {
          const res = await get('admin', `/reports/${kind}?${RANGE}&sort=${key}&dir=${dir}`);
          expect(res.statusCode, `${kind} ${key} ${dir}: ${res.body.slice(0, 200)}`).toBe(200);
        }
      }
    }
    expect((await get('manager', `/salesconnect-report?${RANGE}&sort=created&dir=desc`)).statusCode).toBe(200);
    // Any other column, a kind that does not sort, or a bad direction: 400 with the message.
    for (const [who, url, msg] of [
      ['manager', `/reports/sales-opportunity?${RANGE}&sort=createdAt`, REPORT_SORT_MESSAGES.badSort],
      ['manager', `/reports/sales-opportunity?${RANGE}&sort=constructor`, REPORT_SORT_MESSAGES.badSort],
      ['manager', `/reports/sales?${RANGE}&sort=${encodeURIComponent('agent_name; drop table users')}`, REPORT_SORT_MESSAGES.badSort],
      ['manager', `/salesconnect-report?${RANGE}&sort=closed`, REPORT_SORT_MESSAGES.badSort],
      ['rcm', `/reports/collections?${RANGE}&sort=amount`, REPORT_SORT_MESSAGES.badSort],
      ['manager', `/reports/sales-opportunity?${RANGE}&sort=dealValue&dir=up`, undefined],
    ] as const) {
      const res = await get(who, url);
      expect(res.statusCode, url).toBe(400);
      if (msg) expect(res.json().error.msg, url).toBe(msg);
    }
    // The CSV and the totals are the report's, whatever the page's order.
    for (const kind of ['sales', 'sales-opportunity']) {
      const sorted = await get('manager', `/reports/${kind}/download?${RANGE}&sort=dealValue&dir=asc`);
      expect(sorted.rawPayload.equals((await get('manager', `/reports/${kind}/download?${RANGE}`)).rawPayload), kind).toBe(true);
      expect((await get('manager', `/reports/${kind}/totals?${RANGE}&sort=agent&dir=desc`)).json(), kind).toEqual((await get('manager', `/reports/${kind}/totals?${RANGE}`)).json());
    }
  });

  it('sorts Sales by Opportunity by sales month: deals of one sales month tie, under the closure dates (issue 49)', async () => {
    const db = server.database.db;
    const seller = await createUser(db, { username: 'rep-month-seller', roles: ['HOUSING_SALES_AGENT'] });
    const account = await insertAccount(db, { agentId: seller, name: 'Month Estates' });
    // A year before the other rows, so their figures stay as they are; March 2025 closes on 5 April.
    await db.insert(salesMonthClosures).values({ year: 2025, monthNumber: 3, closureDate: '2025-04-05' });
    // Closed on 20 March and 4 April (both March: it closes on 5 April) and on 6 April (April), created in that order.
    const ids: number[] = [];
    for (const day of ['2025-03-20', '2025-04-04', '2025-04-06']) {
      const { id } = await insertOpportunity(db, { accountId: account.id, name: `Closed ${day}`, ownerId: seller, statusId: 2, createdAt: new Date('2025-03-01T06:00:00Z') });
      await db
        .update(statusChanges)
        .set({ changedAt: new Date(`${day}T06:00:00Z`) })
        .where(and(eq(statusChanges.entity, 'opportunity'), eq(statusChanges.entityId, id), eq(statusChanges.toStatusId, 2)));
      ids.push(id);
    }
    const [march20, april4, april6] = ids as [number, number, number];
    const order = async (query: string) =>
      ((await get('manager', `/reports/sales-opportunity?from=2025-03-15&to=2025-04-10&dated=closed&agentId=${seller}&${query}`)).json() as Page).results.map((r) => [r.opportunityId, r.salesMonth]);
    // March's two tie and keep the own order (newest first); by closed date they would not.
    expect(await order('sort=salesMonth')).toEqual([[april4, 'March 2025'], [march20, 'March 2025'], [april6, 'April 2025']]);
    expect(await order('sort=salesMonth&dir=desc')).toEqual([[april6, 'April 2025'], [april4, 'March 2025'], [march20, 'March 2025']]);
    expect((await order('sort=closed')).map(([id]) => id)).toEqual([march20, april4, april6]);
  });

  it('pages with the total', async () => {
    const first = (await get('manager', `/reports/sales-opportunity?${RANGE}&size=1`)).json() as Page;
    const second = (await get('manager', `/reports/sales-opportunity?${RANGE}&size=1&page=1`)).json() as Page;
    expect([first.totalCount, second.totalCount]).toEqual([2, 2]);
    expect([...first.results, ...second.results].map((r) => r.opportunityId)).toEqual([openId, closedId]);
  });

  it("streams the CSV with a byte-order mark, header, the file name, quoted formulas, and the screen's rows", async () => {
    const res = await get('manager', `/reports/sales-opportunity/download?${RANGE}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="sales-opportunity-2026-03-01-2026-03-31.csv"');
    const body = res.rawPayload;
    expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const records = parse(body.toString('utf8').slice(1)) as string[][];
    expect(records[0]).toEqual(SALES_OPPORTUNITY_CSV_COLUMNS.map(([header]) => header));
    const screen = ((await get('manager', `/reports/sales-opportunity?${RANGE}`)).json() as Page).results;
    const expected = screen.map((row) =>
      SALES_OPPORTUNITY_CSV_COLUMNS.map(([, value]) => {
        const v = value(row);
        const text = v === null || v === undefined ? '' : String(v);
        return /^[=+\-@]/.test(text) ? `'${text}` : text;
      }),
    );
    expect(records.slice(1)).toEqual(expected);
    expect(records[2]![1]).toBe(`'=HYPERLINK("x")`);
  });

  it('streams a CSV of several read batches with every row once, newest first, and the total the screen gives', async () => {
    // The download reads SALES_OPPORTUNITY_STREAM_BATCH rows at a time by keyset (id descending): 1,201 rows in June
    // cross two batch boundaries and end one row into a third batch.
    const db = server.database.db;
    const account = await insertAccount(db, { agentId, name: 'Batch Realty', clientTypeId: 2 });
    const wanted = SALES_OPPORTUNITY_STREAM_BATCH * 2 + 201;
    const inserted = await db
      .insert(opportunities)
      .values(Array.from({ length: wanted }, (_, i) => ({ accountId: account.id, name: `Batch ${i}`, typeId: 1, domainId: 5, ownerId: agentId, createdAt: new Date(Date.UTC(2026, 5, 1 + (i % 28), 6)) })))
      .returning({ id: opportunities.id });
    const JUNE = 'from=2026-06-01&to=2026-06-30';
    const res = await get('manager', `/reports/sales-opportunity/download?${JUNE}`);
    expect(res.statusCode).toBe(200);
    const records = parse(res.rawPayload.toString('utf8').slice(1)) as string[][];
    const idColumn = SALES_OPPORTUNITY_CSV_COLUMNS.findIndex(([header]) => /opportunity id/i.test(header));
    expect(idColumn).toBeGreaterThanOrEqual(0);
    const ids = records.slice(1).map((record) => Number(record[idColumn]));
    expect(ids).toEqual(inserted.map((row) => row.id).sort((a, b) => b - a));
    expect(((await get('manager', `/reports/sales-opportunity?${JUNE}&size=1`)).json() as Page).totalCount).toBe(wanted);
  });

  it('answers random query strings on every report route with less than 500 (bad input is 400/403/404/422)', async () => {
    const day = fc.oneof(
      fc.date({ min: new Date('1900-01-01'), max: new Date('2200-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
      fc.constantFrom('2026-02-30', '2026-13-01', '0000-00-00', '', 'today', '2026-3-1', '99999-01-01'),
      fc.string({ maxLength: 12 }),
    );
    const number = fc.oneof(fc.integer({ min: -5, max: 1e6 }).map(String), fc.constantFrom('1e9', '1.5', 'abc', '99999999999999999999', ''), fc.string({ maxLength: 6 }));
    const query = fc.record(
      { from: day, to: day, cityId: number, agentId: number, clientTypeId: number, page: number, size: number, junk: fc.string({ maxLength: 6 }) },
      { requiredKeys: [] },
    );
    const kind = fc.oneof(fc.constantFrom(...REPORT_KINDS), fc.string({ maxLength: 10 }).map(encodeURIComponent));
    const path = fc.oneof(
      fc.constant('/reports'),
      kind.map((k) => `/reports/${k}`),
      kind.map((k) => `/reports/${k}/download`),
    );
    await fc.assert(
      fc.asyncProperty(path, query, fc.constantFrom('manager', 'rcm', 'agent', 'finance'), async (p, q, who) => {
        const url = `${p}?${new URLSearchParams(q as Record<string, string>).toString()}`;
        const res = await get(who, url);
        expect(res.statusCode, `${who} ${url}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
        if (res.statusCode >= 400) expect([400, 403, 404, 422], url).toContain(res.statusCode);
      }),
      { numRuns: 200 },
    );
  });
});

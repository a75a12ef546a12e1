// Reports (issue 12), the activity and money kinds: state-movement (status history written by triggers in the same
// transaction as the change, with the actor), call-detail (logged calls, masked numbers, agent and outcome filters),
// invoice (finance only), collections and the collection tracker (RCM_USER and Ticketing): rows against the stored data,
// scope, refusals and the CSV (ranges and random query strings: report-kinds-ranges.test.ts; closure trend and
// funnel: report-kinds-trends.test.ts).
import { parse } from 'csv-parse/sync';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { istDateOf } from '../../../domain/format/ist-calendar';
import { CALL_DETAIL_CSV_COLUMNS, type CallDetailRow } from '../../../domain/reports/call-detail';
import { INVOICE_CSV_COLUMNS, type InvoiceReportRow } from '../../../domain/reports/invoice';
import { STATE_MOVEMENT_CSV_COLUMNS, type StateMovementRow, type StateMovementSummaryCell } from '../../../domain/reports/state-movement';
import { comments, invoices, milestones, opportunities, payments, statusChanges, termsheets } from '../../db/schema/index';
import { COLLECTION_TRACKER_CSV_COLUMNS, type CollectionRow, type CollectionTrackerRow } from '../../../domain/reports/collections';
import { insertAccount, insertContact, insertOpportunity, insertPayments } from '../../testing/account-fixtures';
import { createUser, loginAs, signInCast } from '../../testing/fixtures';
import { describeEachBackend, startTestServer, type TestServer } from '../../testing/harness';
import { csvCell, type CsvValue } from '../../lib/csv/stream-csv';
import { callDetailBatches } from './call-detail.repo';

/** A cell as the CSV writes it (the CSV helper: empty cells empty, instants as 'yyyy-mm-dd HH:mm', formulas quoted). */
const csvText = (v: CsvValue) => String(csvCell(v));
/** Every cell of a parsed CSV: none is a placeholder ('-', "'-") and every date-time is 'yyyy-mm-dd HH:mm'. */
const DATE_TIME_CELL = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/;

type Page<T> = { results: T[]; totalCount: number; page: number; size: number };

describeEachBackend('report kinds: state movement, call detail, invoice', (backend) => {
  let server: TestServer;
  const cookie: Record<string, string> = {};
  let agentId = 0;
  let otherAgentId = 0;
  let opportunityId = 0;
  let otherOpportunityId = 0;
  let paymentId = 0;
  let termsheetId = 0;
  let accountId = 0;
  let otherAccountId = 0;
  const calls: Record<string, number> = {};
  const invoiceIds: Record<string, number> = {};
  const today = istDateOf(new Date());
  const RANGE = `from=${today}&to=${today}`;
  /**
   * A moment in today's first IST minutes, for the rows this file dates itself: "now" from beforeAll was the next IST
   * day when the file started a minute before IST midnight (18:30 UTC), and the call-detail test found no calls.
   */
  const IN_TODAY = Date.parse(`${today}T00:02:00+05:30`);

  beforeAll(async () => {
    server = await startTestServer(backend);
    const db = server.database.db;
    const cast = { finance: ['FINANCE'], admin: ['HOUSING_SALES_AGENT', 'ADMIN'], rcm: ['RCM_USER'], ticketing: ['TICKETING'], manager: ['HOUSING_SALES_MANAGER'] } as const;
    Object.assign(cookie, await signInCast(db, server.app, 'rk', cast));
    agentId = await createUser(db, { username: 'rk-agent', roles: ['HOUSING_SALES_AGENT'] });
    cookie.agent = await loginAs(server.app, 'rk-agent');
    otherAgentId = await createUser(db, { username: 'rk-agent2', roles: ['HOUSING_SALES_AGENT'] });
    cookie.agent2 = await loginAs(server.app, 'rk-agent2');
    await createUser(db, { username: 'rk-makaan', roles: ['MAKAAN_SALES_MANAGER'], domainId: 1 });
    cookie.makaan = await loginAs(server.app, 'rk-makaan');

    const account = await insertAccount(db, { agentId, name: 'Rao Estates', clientTypeId: 2 });
    accountId = account.id;
    await insertContact(db, { accountId, phone: '+91 98765 43210' });
    const other = await insertAccount(db, { agentId: otherAgentId, name: 'Iyer Homes', clientTypeId: 3 });
    otherAccountId = other.id;
    opportunityId = (await insertOpportunity(db, { accountId, name: 'Rao deal', ownerId: agentId, statusId: 1 })).id;
    otherOpportunityId = (await insertOpportunity(db, { accountId: other.id, name: 'Iyer deal', ownerId: otherAgentId, statusId: 1 })).id;
    const money = await insertPayments(db, opportunityId, accountId, [{ amount: '1000', statusId: 1 }]);
    paymentId = money.paymentIds[0]!;
    termsheetId = money.termsheetId;

    // Calls: the agent's connected call on the account, a not-connected call on the opportunity; the other agent's redial;
    // one call yesterday (outside today's range) and a Meeting (not a call).
    const now = IN_TODAY;
    const call = async (name: string, values: Partial<typeof comments.$inferInsert>) => {
      const [row] = await db
        .insert(comments)
        .values({ entityTypeId: 3, entityId: accountId, accountId, activityType: 'Call', text: 'Called', happenedAt: new Date(now - 60_000), authorId: agentId, ...values })
        .returning({ id: comments.id });
      calls[name] = row!.id;
    };
    // The connected call is the first record but the latest call (the report orders by call time, not record id).
    await call('connected', { callStatusId: 12, callDurationSeconds: 125, happenedAt: new Date(now - 30_000) });
    await call('notConnected', { callStatusId: 13, entityTypeId: 1, entityId: opportunityId });
    await call('redial', { callStatusId: 279, authorId: otherAgentId, accountId: other.id, entityId: other.id });
    await call('yesterday', { callStatusId: 12, happenedAt: new Date(now - 12 * 3_600_000) });
    await call('meeting', { activityType: 'Meeting', callStatusId: null });

    // Invoices: one tax invoice sent, one digislate cancelled, one of the other agent's account.
    const invoice = async (name: string, values: Partial<typeof invoices.$inferInsert>) => {
      const [row] = await db
        .insert(invoices)
        .values({
          kind: 'tax',
          series: 'HT',
          financialYear: '2026-27',
          number: Object.keys(invoiceIds).length + 1,
          serial: `HT/2026-27/${Object.keys(invoiceIds).length + 1}`,
          termsheetId,
          accountId,
          legalEntityId: 1,
          supplierName: 'Housing',
          supplierGstin: '27AAAAA0000A1Z5',
          supplierStateCode: '27',
          supplierAddress: 'Mumbai',
          recipientName: 'Rao Estates LLP',
          recipientGstin: '29ABCDE1234F1Z5',
          recipientStateCode: '29',
          recipientAddress: 'Bengaluru',
          recipientRegistered: true,
          placeOfSupplyStateCode: '29',
          sac: '998365',
          lines: '[]',
          taxableValue: '1000.00',
          cgst: '0',
          sgst: '0',
          igst: '180.00',
          total: '1180.00',
          ...values,
        })
        .returning({ id: invoices.id });
      invoiceIds[name] = row!.id;
    };
    await invoice('sent', { sentAt: new Date(IN_TODAY) });
    await invoice('cancelled', { kind: 'digislate', series: 'HD', serial: 'HD/2026-27/2', cancelledAt: new Date(IN_TODAY), placeOfSupplyStateCode: '27', cgst: '90.00', sgst: '90.00', igst: '0' });
    await invoice('other', { accountId: other.id, recipientName: '=Iyer', recipientGstin: null });
  });
  afterAll(async () => server?.close());

  const get = (who: string, url: string) => server.app.inject({ method: 'GET', url: `/api/sapna/v1${url}`, headers: { cookie: cookie[who]! } });

  it('lists the new kinds for the reports roles, invoice only for finance', async () => {
    const kinds = async (who: string) => ((await get(who, '/reports')).json() as { kind: string }[]).map((k) => k.kind);
    expect(await kinds('manager')).toEqual(['sales', 'sales-opportunity', 'call-detail', 'state-movement', 'sales-connect']);
    expect(await kinds('finance')).toEqual(['sales', 'sales-opportunity', 'call-detail', 'invoice', 'state-movement', 'sales-connect']);
    expect(await kinds('rcm')).toEqual(['sales', 'sales-opportunity', 'call-detail', 'state-movement', 'sales-connect', 'closure-trend', 'collections', 'opportunity-funnel', 'collection-tracker']);
  });

  it('state-movement: a status change made through the API is recorded in its transaction, with who and when', async () => {
    const page = await server.app.inject({ method: 'GET', url: `/api/sapna/v3/opportunity-page/${opportunityId}`, headers: { cookie: cookie.agent! } });
    const version = (page.json() as { version?: number; opportunity?: { version: number } }).opportunity?.version ?? (page.json() as { version: number }).version;
    const put = await server.app.inject({ method: 'PUT', url: `/api/sapna/v1/opportunity/${opportunityId}`, headers: { cookie: cookie.agent! }, payload: { statusId: 4, baseVersion: version } });
    expect(put.statusCode, put.body).toBe(200);
    const db = server.database.db;
    // A change outside any request (no actor), payments and termsheets through their own rows.
    await db.update(payments).set({ statusId: 6 }).where(eq(payments.id, paymentId));
    await db.update(termsheets).set({ statusId: 3 }).where(eq(termsheets.id, termsheetId));
    await db.update(opportunities).set({ statusId: 3 }).where(eq(opportunities.id, otherOpportunityId));
    // Setting the same status again is not a change; a rolled-back change leaves no history.
    await db.update(opportunities).set({ statusId: 3 }).where(eq(opportunities.id, otherOpportunityId));
    await expect(
      db.transaction(async (tx) => {
        await tx.update(opportunities).set({ statusId: 7 }).where(eq(opportunities.id, opportunityId));
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');

    const res = await get('manager', `/reports/state-movement?${RANGE}`);
    expect(res.statusCode).toBe(200);
    const rows = (res.json() as Page<StateMovementRow>).results;
    expect(rows.map((r) => [r.entity, r.entityId, r.fromStatusName, r.toStatusName, r.changedById])).toEqual([
      ['opportunity', otherOpportunityId, 'New', 'Follow-up', null],
      ['termsheet', termsheetId, 'Created', 'Approved', null],
      ['payment', paymentId, 'Pending', 'Approved', null],
      ['opportunity', opportunityId, 'New', 'Negotiation', agentId],
    ]);
    expect(rows[3]!.changedByName).toBe('rk-agent Test');
    expect(rows.every((r) => r.opportunityId !== null)).toBe(true);
    const stored = await db.select({ n: sql<number>`count(*)::int` }).from(statusChanges);
    expect(Number(stored[0]!.n)).toBe(4);

    // Scope: every reports role sees its whole brand (DOMAIN.md), never another brand's; sellers have no reports.
    expect((await get('agent', `/reports/state-movement?${RANGE}`)).statusCode).toBe(403);
    for (const who of ['finance', 'rcm', 'ticketing', 'admin']) expect((await get(who, `/reports/state-movement?${RANGE}`)).json().totalCount, who).toBe(4);
    expect((await get('makaan', `/reports/state-movement?${RANGE}`)).json().totalCount).toBe(0);
    // Filters: entity, who made it.
    expect(((await get('manager', `/reports/state-movement?${RANGE}&entity=payment`)).json() as Page<StateMovementRow>).results.map((r) => r.entityId)).toEqual([paymentId]);
    expect(((await get('manager', `/reports/state-movement?${RANGE}&agentId=${agentId}`)).json() as Page<StateMovementRow>).results.map((r) => r.entityId)).toEqual([opportunityId]);
    expect((await get('manager', `/reports/state-movement?${RANGE}&entity=lead`)).statusCode).toBe(400);
    // The deal's owner (issue 49), whoever made the change: the other agent's deal, or the agent's deal and its payment and termsheet.
    const owned = async (query: string) => ((await get('manager', `/reports/state-movement?${RANGE}${query}`)).json() as Page<StateMovementRow>).results.map((r) => r.entityId);
    expect(await owned(`&ownerId=${otherAgentId}`)).toEqual([otherOpportunityId]);
    expect(await owned(`&ownerId=${agentId}`)).toEqual([termsheetId, paymentId, opportunityId]);
    expect(await owned(`&ownerId=${otherAgentId}&agentId=${agentId}`)).toEqual([]);
    expect((await get('manager', `/reports/state-movement?${RANGE}&ownerId=999999`)).statusCode).toBe(422);
    // Yesterday's range has none of today's changes.
    const yesterday = istDateOf(new Date(Date.now() - 86_400_000));
    expect((await get('manager', `/reports/state-movement?from=${yesterday}&to=${yesterday}`)).json().totalCount).toBe(0);

    // Summary matrix: from × to counts of the same rows.
    const summary = (await get('manager', `/reports/state-movement/summary?${RANGE}`)).json() as StateMovementSummaryCell[];
    expect(summary.map((c) => [c.entity, c.fromStatusId, c.toStatusId, c.count])).toEqual([
      ['opportunity', 1, 3, 1],
      ['opportunity', 1, 4, 1],
      ['payment', 1, 6, 1],
      ['termsheet', 1, 3, 1],
    ]);
    expect((await get('agent', `/reports/state-movement/summary?${RANGE}`)).statusCode).toBe(403);

    // The CSV: BOM, header, file name, the screen's rows.
    const csv = await get('manager', `/reports/state-movement/download?${RANGE}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="state-movement-${today}-${today}.csv"`);
    expect([...csv.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const records = parse(csv.rawPayload.toString('utf8').slice(1)) as string[][];
    expect(records[0]).toEqual(STATE_MOVEMENT_CSV_COLUMNS.map(([h]) => h));
    expect(records.slice(1)).toEqual(rows.map((row) => STATE_MOVEMENT_CSV_COLUMNS.map(([, v]) => csvText(v(row)))));
    // A change with no actor has an empty Changed By cell (not '-' or "'-"); Changed At is 'yyyy-mm-dd HH:mm' (IST).
    const changedBy = records[0]!.indexOf('Changed By');
    const changedAt = records[0]!.indexOf('Changed At');
    expect(records[1]![changedBy]).toBe('');
    expect(records[4]![changedBy]).toBe('rk-agent Test');
    expect(records.slice(1).map((r) => r[changedAt]).every((c) => DATE_TIME_CELL.test(c!) && c!.startsWith(today))).toBe(true);
    expect(records.flat().filter((c) => c === '-' || c === "'-")).toEqual([]);
  });

  it('call-detail: calls in the range with masked numbers, outcome names, filters by agent and outcome, in scope', async () => {
    const res = await get('manager', `/reports/call-detail?${RANGE}`);
    expect(res.statusCode).toBe(200);
    const rows = (res.json() as Page<CallDetailRow>).results;
    // Newest call time first (the connected call happened last though it was recorded first); same time, newest record first.
    expect(rows.map((r) => r.commentId)).toEqual([calls.connected, calls.redial, calls.notConnected]);
    expect(rows[0]).toMatchObject({ agentId, agentName: 'rk-agent Test', accountName: 'Rao Estates', opportunityName: null, numberDialled: '********3210', durationSeconds: 125, outcomeId: 12, outcomeName: 'Connected' });
    expect(rows[2]).toMatchObject({ opportunityId, opportunityName: 'Rao deal', outcomeName: 'Not connected', durationSeconds: null });
    expect(rows[1]).toMatchObject({ agentId: otherAgentId, numberDialled: '-', outcomeName: 'Redial' });
    expect(JSON.stringify(rows)).not.toContain('98765');

    const ids = async (who: string, query: string) => ((await get(who, `/reports/call-detail?${RANGE}${query}`)).json() as Page<CallDetailRow>).results.map((r) => r.commentId);
    expect(await ids('manager', `&agentId=${agentId}`)).toEqual([calls.connected, calls.notConnected]);
    expect(await ids('manager', '&outcomeId=279')).toEqual([calls.redial]);
    expect(await ids('manager', `&outcomeId=12&agentId=${agentId}`)).toEqual([calls.connected]);
    const bad = await get('manager', `/reports/call-detail?${RANGE}&outcomeId=99`);
    expect(bad.statusCode).toBe(400);
    // Sellers have no reports; another brand's manager sees none of these calls.
    expect((await get('agent', `/reports/call-detail?${RANGE}`)).statusCode).toBe(403);
    expect((await get('makaan', `/reports/call-detail?${RANGE}`)).json().totalCount).toBe(0);

    const csv = await get('manager', `/reports/call-detail/download?${RANGE}`);
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="call-detail-${today}-${today}.csv"`);
    const records = parse(csv.rawPayload.toString('utf8').slice(1)) as string[][];
    expect(records[0]).toEqual(CALL_DETAIL_CSV_COLUMNS.map(([h]) => h));
    expect(records.slice(1)).toEqual(rows.map((row) => CALL_DETAIL_CSV_COLUMNS.map(([, v]) => csvText(v(row)))));
    expect(csv.rawPayload.toString('utf8')).not.toContain('43210');
    // Empty cells are empty: the redial has no number and no opportunity, the not-connected call no duration.
    const col = (name: string) => records[0]!.indexOf(name);
    expect([records[2]![col('Number Dialled')], records[2]![col('Opportunity')], records[3]![col('Duration (s)')]]).toEqual(['', '', '']);
    expect(records[1]![col('Number Dialled')]).toBe('********3210');
    // The CSV's later batches keep the screen's order: batches of one after the first call.
    const mine = inArray(comments.id, [calls.connected!, calls.redial!, calls.notConnected!]);
    const later: number[] = [];
    for await (const batch of callDetailBatches(server.database.db, mine, calls.connected!, 1)) later.push(...batch.map((r) => r.commentId));
    expect(later).toEqual([calls.redial, calls.notConnected]);
    expect(records.slice(1).every((r) => DATE_TIME_CELL.test(r[col('Start')]!))).toBe(true);
    expect(records.flat().filter((c) => c === '-' || c === "'-")).toEqual([]);
  });

  it('invoice: finance only; tax and digislate invoices with GST, status and cancellation; formulas quoted in the CSV', async () => {
    for (const who of ['manager', 'rcm', 'ticketing', 'agent']) expect((await get(who, `/reports/invoice?${RANGE}`)).statusCode, who).toBe(403);
    expect((await get('admin', `/reports/invoice?${RANGE}`)).statusCode).toBe(200);
    expect((await get('manager', `/reports/invoice/download?${RANGE}`)).statusCode).toBe(403);
    const res = await get('finance', `/reports/invoice?${RANGE}`);
    expect(res.statusCode).toBe(200);
    const rows = (res.json() as Page<InvoiceReportRow>).results;
    expect(rows.map((r) => r.invoiceId)).toEqual([invoiceIds.other, invoiceIds.cancelled, invoiceIds.sent]);
    expect(rows[2]).toEqual({
      invoiceId: invoiceIds.sent,
      kind: 'tax',
      number: 'HT/2026-27/1',
      date: today,
      accountId,
      legalEntity: 'Rao Estates LLP',
      gstin: '29ABCDE1234F1Z5',
      placeOfSupply: 'Karnataka (29)',
      taxableValue: 1000,
      cgst: 0,
      sgst: 0,
      igst: 180,
      total: 1180,
      status: 'Sent',
      cancelledDate: null,
    });
    expect(rows[1]).toMatchObject({ kind: 'digislate', status: 'Cancelled', cancelledDate: today, cgst: 90, sgst: 90, placeOfSupply: 'Maharashtra (27)' });
    expect(rows[0]).toMatchObject({ status: 'Issued', gstin: null });
    // Sorted by the status and the place of supply as shown (issue 49); ties keep the own order (newest first).
    const sorted = async (query: string) => ((await get('finance', `/reports/invoice?${RANGE}&${query}`)).json() as Page<InvoiceReportRow>).results.map((r) => r.invoiceId);
    expect(await sorted('sort=status')).toEqual([invoiceIds.cancelled, invoiceIds.other, invoiceIds.sent]);
    expect(await sorted('sort=status&dir=desc')).toEqual([invoiceIds.sent, invoiceIds.other, invoiceIds.cancelled]);
    expect(await sorted('sort=pos')).toEqual([invoiceIds.other, invoiceIds.sent, invoiceIds.cancelled]);
    expect(await sorted('sort=pos&dir=desc')).toEqual([invoiceIds.cancelled, invoiceIds.other, invoiceIds.sent]);
    const yesterday = istDateOf(new Date(Date.now() - 86_400_000));
    expect((await get('finance', `/reports/invoice?from=${yesterday}&to=${yesterday}`)).json().totalCount).toBe(0);

    const csv = await get('finance', `/reports/invoice/download?${RANGE}`);
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="invoice-${today}-${today}.csv"`);
    const records = parse(csv.rawPayload.toString('utf8').slice(1)) as string[][];
    expect(records[0]).toEqual(INVOICE_CSV_COLUMNS.map(([h]) => h));
    expect(records[1]![3]).toBe("'=Iyer");
    // The GSTIN the other invoice lacks and the cancellation the sent one lacks are empty cells.
    expect(records[1]![records[0]!.indexOf('GSTIN')]).toBe('');
    expect(records[3]![records[0]!.indexOf('Cancelled')]).toBe('');
    expect(records.flat().filter((c) => c === '-' || c === "'-")).toEqual([]);
    expect(records.slice(2)).toEqual(rows.slice(1).map((row) => INVOICE_CSV_COLUMNS.map(([, v]) => csvText(v(row)))));
  });

  it('collections and collection-tracker: RCM_USER and Ticketing only; approved payments collected, milestones due with what is pending', async () => {
    const db = server.database.db;
    const money = await insertPayments(db, otherOpportunityId, otherAccountId, [
      { amount: '400', statusId: 6 },
      { amount: '100', statusId: 1 },
    ]);
    await db.update(payments).set({ paymentDate: today, modeOfPaymentId: 1, referenceNumber: '+REF1' }).where(eq(payments.id, money.paymentIds[0]!));
    const yesterday = istDateOf(new Date(Date.now() - 86_400_000));
    await db.update(milestones).set({ amount: '500', gst: '90', startDate: yesterday }).where(eq(milestones.id, money.milestoneId));

    for (const kind of ['collections', 'collection-tracker']) {
      for (const who of ['manager', 'finance', 'admin', 'agent']) expect((await get(who, `/reports/${kind}?${RANGE}`)).statusCode, `${kind} ${who}`).toBe(403);
    }
    const collections = (await get('rcm', `/reports/collections?${RANGE}&agentId=${otherAgentId}`)).json() as Page<CollectionRow>;
    expect(collections.results).toEqual([
      {
        paymentId: money.paymentIds[0],
        collectedOn: today,
        accountId: otherAccountId,
        accountName: 'Iyer Homes',
        opportunityId: otherOpportunityId,
        opportunityName: 'Iyer deal',
        agentName: 'rk-agent2 Test',
        amount: 400,
        refunded: 0,
        collected: 400,
        mode: expect.any(String) as unknown as string,
        referenceNumber: '+REF1',
      },
    ]);
    // A payment dated yesterday is outside today's range.
    expect((await get('ticketing', `/reports/collections?from=${yesterday}&to=${yesterday}&agentId=${otherAgentId}`)).json().totalCount).toBe(0);

    const tracker = (await get('ticketing', `/reports/collection-tracker?from=${yesterday}&to=${today}&agentId=${otherAgentId}`)).json() as Page<CollectionTrackerRow>;
    expect(tracker.results).toEqual([
      {
        milestoneId: money.milestoneId,
        milestoneName: 'Advance',
        dueDate: yesterday,
        termsheetId: money.termsheetId,
        opportunityId: otherOpportunityId,
        opportunityName: 'Iyer deal',
        accountName: 'Iyer Homes',
        agentName: 'rk-agent2 Test',
        amountDue: 590, // 500 + 90 GST: incl. GST, as collected is (the ledger)
        collected: 400,
        pending: 190,
        trackerStatus: 'Overdue',
      },
    ]);
    expect((await get('rcm', `/reports/collection-tracker?${RANGE}&agentId=${otherAgentId}`)).json().totalCount).toBe(0);
    expect((await get('makaan', `/reports/collection-tracker?from=${yesterday}&to=${today}`)).statusCode).toBe(403);

    const csv = await get('rcm', `/reports/collection-tracker/download?from=${yesterday}&to=${today}&agentId=${otherAgentId}`);
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="collection-tracker-${yesterday}-${today}.csv"`);
    const records = parse(csv.rawPayload.toString('utf8').slice(1)) as string[][];
    expect(records[0]).toEqual(COLLECTION_TRACKER_CSV_COLUMNS.map(([h]) => h));
    expect(records.slice(1)).toEqual(tracker.results.map((row) => COLLECTION_TRACKER_CSV_COLUMNS.map(([, v]) => csvText(v(row)))));
    const paid = await get('rcm', `/reports/collections/download?${RANGE}&agentId=${otherAgentId}`);
    expect(paid.rawPayload.toString('utf8')).toContain("'+REF1");
    // A reference that is a negative number is written plainly (no formula guard), a missing one as an empty cell.
    const referenceCell = async (referenceNumber: string | null) => {
      await db.update(payments).set({ referenceNumber }).where(eq(payments.id, money.paymentIds[0]!));
      const file = parse((await get('rcm', `/reports/collections/download?${RANGE}&agentId=${otherAgentId}`)).rawPayload.toString('utf8').slice(1)) as string[][];
      return [file[1]![file[0]!.indexOf('Reference')], file[1]![file[0]!.indexOf('Amount')]];
    };
    expect(await referenceCell('-500')).toEqual(['-500', '400.00']);
    expect(await referenceCell(null)).toEqual(['', '400.00']);
  });
});

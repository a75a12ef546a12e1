// Reports (issues 12, 49, 53): every kind's CSV pinned byte for byte over one fixed month of data, so a change to
// how the kinds are declared (report-kind.ts) or read (keyset batches) cannot change a file a user downloads.
// The records' ids start at fixed values (their sequences set first), so the bytes do not depend on the seed.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { REPORT_KINDS } from '../../../domain/reports/report-kinds';
import { comments, invoices, milestones, opportunityPackageMappings, packages, payments, statusChanges } from '../../db/schema/index';
import { insertAccount, insertCity, insertContact, insertOpportunity, insertPackageMapping, insertPayments } from '../../testing/account-fixtures';
import { createUser, loginAs } from '../../testing/fixtures';
import { describeEachBackend, startTestServer, type TestServer } from '../../testing/harness';

describeEachBackend('report CSVs pinned', (backend) => {
  let server: TestServer;
  const cookie: Record<string, string> = {};
  /** The records' ids. */
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    server = await startTestServer(backend);
    const db = server.database.db;
    for (const [table, start] of Object.entries({ users: 7100, accounts: 7200, opportunities: 7300, termsheets: 7400, milestones: 7500, payments: 7600, comments: 7700, invoices: 7800 })) {
      await db.execute(sql`select setval(pg_get_serial_sequence(${table}, 'id'), ${start})`);
    }
    for (const [name, role] of [['manager', 'HOUSING_SALES_MANAGER'], ['finance', 'FINANCE'], ['rcm', 'RCM_USER']] as const) {
      await createUser(db, { username: `pin-${name}`, roles: [role] });
      cookie[name] = await loginAs(server.app, `pin-${name}`);
    }
    ids.agent = await createUser(db, { username: 'pin-agent', roles: ['HOUSING_SALES_AGENT'] });
    ids.agent2 = await createUser(db, { username: 'pin-agent2', roles: ['HOUSING_SALES_AGENT'] });
    const cityId = await insertCity(db, 'Nashik');
    const [pkg] = await db.insert(packages).values({ name: 'Pin Listing', ratePrice: '1000', salesPrice: '1000', validityDays: 30 }).returning({ id: packages.id });
    const account = await insertAccount(db, { agentId: ids.agent, name: 'Pinned, "Realty"', clientTypeId: 2 });
    ids.account = account.id;
    await insertContact(db, { accountId: account.id, phone: '9876500000' });
    const other = await insertAccount(db, { agentId: ids.agent2, name: '-Minus Homes', clientTypeId: 3 });
    ids.account2 = other.id;

    // A closed deal with packages and money, created 2 March, closed 10 March; an open one on the other account from a
    // Sales Connect campaign; one on 31 March in the last Kolkata minute.
    const closed = await insertOpportunity(db, { accountId: account.id, name: 'Pinned deal', ownerId: ids.agent, cityId, statusId: 2, createdAt: new Date('2026-03-02T05:00:00Z') });
    ids.closed = closed.id;
    await insertPackageMapping(db, { opportunityId: closed.id, salesPrice: '1200.50', discount: '200', quantity: 2 });
    await db.update(opportunityPackageMappings).set({ packageId: pkg!.id }).where(eq(opportunityPackageMappings.opportunityId, closed.id));
    const money = await insertPayments(db, closed.id, account.id, [
      { amount: '1500', statusId: 6 },
      { amount: '-250', statusId: 6 },
      { amount: '700', statusId: 1 },
    ]);
    ids.termsheet = money.termsheetId;
    ids.milestone = money.milestoneId;
    [ids.payment, ids.payment2] = money.paymentIds as [number, number];
    await db.update(milestones).set({ startDate: '2026-03-20', gst: '18000' }).where(eq(milestones.id, money.milestoneId));
    await db.update(payments).set({ paymentDate: '2026-03-12', referenceNumber: '=REF' }).where(eq(payments.id, ids.payment));
    await db.update(payments).set({ paymentDate: '2026-03-13' }).where(eq(payments.id, ids.payment2));
    await db
      .update(statusChanges)
      .set({ changedAt: new Date('2026-03-10T08:15:00Z'), changedById: ids.agent })
      .where(and(eq(statusChanges.entity, 'opportunity'), eq(statusChanges.entityId, closed.id)));
    const open = await insertOpportunity(db, { accountId: other.id, name: '+Open deal', ownerId: ids.agent2, statusId: 3, campaign: 'call_center_number', createdAt: new Date('2026-03-05T10:00:00Z') });
    ids.open = open.id;
    await db.update(statusChanges).set({ changedAt: new Date('2026-03-05T10:00:00Z') }).where(and(eq(statusChanges.entity, 'opportunity'), eq(statusChanges.entityId, open.id)));
    ids.late = (await insertOpportunity(db, { accountId: account.id, name: 'Late deal', createdAt: new Date('2026-03-31T18:29:00Z') })).id;
    await db.update(statusChanges).set({ changedAt: new Date('2026-03-31T18:29:00Z') }).where(and(eq(statusChanges.entity, 'opportunity'), eq(statusChanges.entityId, ids.late)));

    // Calls and a meeting.
    const logged = await db
      .insert(comments)
      .values([
        { entityTypeId: 1, entityId: closed.id, accountId: account.id, activityType: 'Call', text: 'Called', callStatusId: 12, callDurationSeconds: 95, happenedAt: new Date('2026-03-03T04:30:00Z'), authorId: ids.agent },
        { entityTypeId: 3, entityId: other.id, accountId: other.id, activityType: 'Call', text: 'Called', callStatusId: 279, happenedAt: new Date('2026-03-04T11:00:00Z'), authorId: ids.agent2 },
        { entityTypeId: 3, entityId: account.id, accountId: account.id, activityType: 'Meeting', text: 'Met', happenedAt: new Date('2026-03-06T06:00:00Z'), authorId: ids.agent },
      ])
      .returning({ id: comments.id });
    [ids.call, ids.call2] = logged.map((c) => c.id) as [number, number];

    const [invoice] = await db
      .insert(invoices)
      .values({
        kind: 'tax',
        series: 'HT',
        financialYear: '2025-26',
        number: 7,
        serial: 'HT/2025-26/7',
        termsheetId: ids.termsheet,
        accountId: account.id,
        legalEntityId: 1,
        supplierName: 'Housing',
        supplierGstin: '27AAAAA0000A1Z5',
        supplierStateCode: '27',
        supplierAddress: 'Mumbai',
        recipientName: 'Pinned Realty LLP',
        recipientGstin: '27ABCDE1234F1Z5',
        recipientStateCode: '27',
        recipientAddress: 'Pune',
        recipientRegistered: true,
        placeOfSupplyStateCode: '27',
        sac: '998365',
        lines: '[]',
        taxableValue: '1000.00',
        cgst: '90.00',
        sgst: '90.00',
        igst: '0',
        total: '1180.00',
        createdAt: new Date('2026-03-15T07:00:00Z'),
        cancelledAt: new Date('2026-03-16T07:00:00Z'),
      })
      .returning({ id: invoices.id });
    ids.invoice = invoice!.id;
  });
  afterAll(async () => server?.close());

  const download = async (who: string, kind: string) => {
    const res = await server.app.inject({ method: 'GET', url: `/api/sapna/v1/reports/${kind}/download?from=2026-03-01&to=2026-03-31`, headers: { cookie: cookie[who]! } });
    expect(res.statusCode, `${kind}: ${res.body.slice(0, 200)}`).toBe(200);
    return res.rawPayload.toString('utf8');
  };

  it('writes every kind exactly as pinned', async () => {
    const files: Record<string, string> = {};
    for (const kind of REPORT_KINDS) files[kind] = await download(kind === 'invoice' ? 'finance' : ['closure-trend', 'collections', 'opportunity-funnel', 'collection-tracker'].includes(kind) ? 'rcm' : 'manager', kind);
    expect(files).toEqual(PINNED);
  });
});

/** The files as main wrote them before the kinds were declared (issue 53), byte for byte: BOM, header, CRLF. */
const PINNED: Record<string, string> = {
  sales: "\ufeffAgent Name,Agent Id,Assigned Opportunities,Unique Accounts,Activity Done,Cold Accounts,Cold Deal Value,Hot Accounts,Hot Deal Value,Warm Accounts,Warm Deal Value,Closed Accounts,Closed Deal Value\r\npin-agent Test,7104,1,1,2,1,2001.00,0,0.00,0,0.00,1,2001.00\r\npin-agent2 Test,7105,1,1,1,1,0.00,0,0.00,0,0.00,0,0.00\r\n",
  'sales-opportunity': "\ufeffOpportunity Id,Opportunity,Account Id,Account,Agent,City,Packages,Deal Value,Collected,Pending Collection,Status,Closed Date,Sales Month\r\n7303,Late deal,7201,\"Pinned, \"\"Realty\"\"\",,,,0.00,0.00,0.00,New,,\r\n7302,'+Open deal,7202,'-Minus Homes,pin-agent2 Test,,,0.00,0.00,0.00,Follow-up,,\r\n7301,Pinned deal,7201,\"Pinned, \"\"Realty\"\"\",pin-agent Test,Nashik,Pin Listing,2001.00,1250.00,1111.18,Closed,2026-03-10,March 2026\r\n",
  'call-detail': "\ufeffAgent,Agent Id,Account Id,Account,Opportunity,Number Dialled,Start,Duration (s),Outcome\r\npin-agent2 Test,7105,7202,'-Minus Homes,,,2026-03-04 16:30,,Redial\r\npin-agent Test,7104,7201,\"Pinned, \"\"Realty\"\"\",Pinned deal,******0000,2026-03-03 10:00,95,Connected\r\n",
  invoice: "\ufeffInvoice Number,Type,Date,Legal Entity,GSTIN,Place of Supply,Taxable Value,CGST,SGST,IGST,Total,Status,Cancelled\r\nHT/2025-26/7,Tax,2026-03-15,Pinned Realty LLP,27ABCDE1234F1Z5,Maharashtra (27),1000.00,90.00,90.00,0.00,1180.00,Cancelled,2026-03-16\r\n",
  'state-movement': "\ufeffEntity,Entity Id,Opportunity Id,From,To,Changed By,Changed At\r\nOpportunity,7301,7301,,Closed,pin-agent Test,2026-03-10 13:45\r\n",
  'sales-connect': "\ufeffOpportunity Id,Opportunity,Account Id,Account,Campaign,Agent,City,Status,Deal Value,Collected,Pending Collection,Created Date\r\n7302,'+Open deal,7202,'-Minus Homes,call_center_number,pin-agent2 Test,,Follow-up,0.00,0.00,0.00,2026-03-05\r\n",
  'closure-trend': "\ufeffDay,Closed Opportunities,Deal Value\r\n2026-03-10,1,2001.00\r\n",
  collections: "\ufeffPayment Id,Collected On,Account,Opportunity,Agent,Amount,Refunded,Collected,Mode,Reference\r\n7602,2026-03-13,\"Pinned, \"\"Realty\"\"\",Pinned deal,pin-agent Test,-250.00,0.00,-250.00,Cheque,\r\n7601,2026-03-12,\"Pinned, \"\"Realty\"\"\",Pinned deal,pin-agent Test,1500.00,0.00,1500.00,Cheque,'=REF\r\n",
  'opportunity-funnel': "\ufeffStatus,Opportunities,Accounts,Deal Value\r\nNew,1,1,0.00\r\nFollow-up,1,1,0.00\r\nClosed,1,1,2001.00\r\n",
  'collection-tracker': "\ufeffMilestone Id,Milestone,Due Date,Termsheet Id,Opportunity,Account,Agent,Amount Due,Collected,Pending,Status\r\n7501,Advance,2026-03-20,7401,Pinned deal,\"Pinned, \"\"Realty\"\"\",pin-agent Test,118000.00,1250.00,116750.00,Overdue\r\n",
};

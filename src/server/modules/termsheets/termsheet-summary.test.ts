// The termsheet's summary band (issue 48): GET /sapna/v1/termsheet/{id}/summary equals the rows behind it — its package
// mappings at approved prices, the payments of its live milestones with their refunds (10/14), its live tax invoices.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { invoices, milestones, opportunityPackageMappings, refunds, termsheetPackageMappings } from '../../db/schema/index';
import { describeEachBackend, startTestServer, type TestServer } from '../../testing/harness';
import { createDeal, createStaff, insertMilestone, insertPayment, insertTermsheet, type Deal } from '../../testing/money-fixtures';
import { caller, insertPackage, insertPackageMapping } from '../../testing/opportunity-fixtures';

type Summary = Record<string, number>;
type Page = { payments: { id: number; statusId: number; amount: number }[]; refunds: { paymentId: number; amount: number }[] };

describeEachBackend('termsheet summary band', (backend) => {
  let server: TestServer;
  let staff: Awaited<ReturnType<typeof createStaff>>;
  let deal: Deal;
  let termsheetId = 0;
  const call = caller(() => server.app);
  const db = () => server.database.db;
  let serial = 0;

  const invoice = async (values: Partial<typeof invoices.$inferInsert> & { total: string }) => {
    serial += 1;
    await db()
      .insert(invoices)
      .values({
        kind: 'tax',
        series: 'HT',
        financialYear: '2026-27',
        number: serial,
        serial: `HT/2026-27/${serial}`,
        termsheetId,
        accountId: deal.accountId,
        legalEntityId: deal.legalEntityId,
        supplierName: 'Housing',
        supplierGstin: '27AAAAA0000A1Z5',
        supplierStateCode: '27',
        supplierAddress: 'Mumbai',
        recipientName: 'Skyline Builders Pvt Ltd',
        recipientGstin: null,
        recipientStateCode: '29',
        recipientAddress: 'Bengaluru',
        recipientRegistered: false,
        placeOfSupplyStateCode: '29',
        sac: '998365',
        lines: '[]',
        taxableValue: '0',
        cgst: '0',
        sgst: '0',
        igst: '0',
        ...values,
      });
  };
  const refund = async (paymentId: number, milestoneId: number, amount: string) => db().insert(refunds).values({ paymentId, milestoneId, amount });

  beforeAll(async () => {
    server = await startTestServer(backend);
    staff = await createStaff(server.app, db(), 'band');
    deal = await createDeal(db(), { agentId: staff.agentId });
    termsheetId = await insertTermsheet(db(), deal);
    // Premium: 45,000 less an approved discount of 5,000. Extra listings: 3 × 1,000, a discount of 100 each awaiting approval.
    await db().update(opportunityPackageMappings).set({ discount: '5000', discountApproved: 'Approved' }).where(eq(opportunityPackageMappings.id, deal.packageMappingId));
    const packageId = await insertPackage(db());
    const extra = await insertPackageMapping(db(), { opportunityId: deal.opportunityId, packageId, salesPrice: '1000', quantity: 3, discount: '100', discountApproved: 'PendingApproval' });
    await db().insert(termsheetPackageMappings).values({ termsheetId, opportunityPackageMappingId: extra });

    const live = await insertMilestone(db(), termsheetId, { amount: '30000', gst: '5400' });
    await insertPayment(db(), live, '10000', 6); // approved
    const partly = await insertPayment(db(), live, '8000', 14); // partially refunded: 3,000 back
    await refund(partly, live, '1000');
    await refund(partly, live, '2000');
    const wholly = await insertPayment(db(), live, '5000', 10); // refunded in full
    await refund(wholly, live, '5000');
    await insertPayment(db(), live, '7000', 1); // pending: not collected
    await insertPayment(db(), live, '2000', 7); // rejected: not collected
    // A deleted milestone's approved payment is unutilized money, not this termsheet's collection.
    const deleted = await insertMilestone(db(), termsheetId, { amount: '9999', gst: '0', name: 'Dropped' });
    await insertPayment(db(), deleted, '9999', 6);
    await db().update(milestones).set({ active: false }).where(eq(milestones.id, deleted));

    await invoice({ total: '11800.00' }); // live tax invoice
    await invoice({ total: '5900.00', cancelledAt: new Date() }); // credited: no longer billed
    await invoice({ kind: 'digislate', series: 'HD', total: '2000.00' }); // not a tax invoice
  });
  afterAll(() => server.close());

  const summary = async (cookie: string, id = termsheetId) => call(cookie, 'GET', `/api/sapna/v1/termsheet/${id}/summary`);

  it('answers each figure from the ledger: list price, discount as approved, GST on the net, collected less refunds, due', async () => {
    const response = await summary(staff.agent);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      termsheetId,
      orderValue: 48000, // 45,000 + 3 × 1,000, excl. GST
      discountApproved: 5000,
      discountPending: 300, // awaiting approval: shown, not subtracted
      netValue: 43000,
      gst: 7740, // 18% of 43,000
      receivable: 50740,
      invoiced: 11800, // the live tax invoice only
      collected: 15000, // 10,000 + (8,000 − 3,000) + (5,000 − 5,000)
      refunded: 8000,
      pendingCollection: 35740,
      overCollected: 0,
    });
  });

  it('equals the rows the termsheet page lists: its payments by status and the refunds under its milestones', async () => {
    const band = (await summary(staff.agent)).json() as Summary;
    const page = (await call(staff.agent, 'GET', `/api/sapna/v3/termsheet-page/${termsheetId}`)).json() as Page;
    const refundedOf = (paymentId: number) => page.refunds.filter((r) => r.paymentId === paymentId).reduce((sum, r) => sum + r.amount, 0);
    const collected = page.payments.filter((p) => [6, 10, 14].includes(p.statusId)).reduce((sum, p) => sum + p.amount - ([10, 14].includes(p.statusId) ? refundedOf(p.id) : 0), 0);
    const refunded = page.payments.filter((p) => [10, 14].includes(p.statusId)).reduce((sum, p) => sum + refundedOf(p.id), 0);
    expect(band.collected).toBe(collected);
    expect(band.refunded).toBe(refunded);
    expect(band.pendingCollection).toBe(band.receivable! - collected);
  });

  it('says over-collected, never a negative due, when more came in than is receivable', async () => {
    const other = await createDeal(db(), { agentId: staff.agentId });
    const id = await insertTermsheet(db(), other);
    const milestone = await insertMilestone(db(), id, { amount: '45000', gst: '8100' });
    await insertPayment(db(), milestone, '60000', 6);
    const band = (await summary(staff.agent, id)).json() as Summary;
    expect(band).toMatchObject({ orderValue: 45000, discountApproved: 0, netValue: 45000, gst: 8100, receivable: 53100, collected: 60000, pendingCollection: 0, overCollected: 6900, invoiced: 0 });
  });

  it('is the termsheet page’s: out of scope or missing is 404, content-only users are refused', async () => {
    expect((await summary(staff.other)).statusCode).toBe(404);
    expect((await summary(staff.agent, 987654)).statusCode).toBe(404);
    expect((await summary(staff.rcm)).statusCode).toBe(200);
    expect((await summary(staff.content)).statusCode).toBe(403);
  });
});

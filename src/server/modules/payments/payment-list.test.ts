import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, milestones, opportunities, payments, refunds, termsheets } from '../../db/schema/index';
import { createUser, loginAs } from '../../testing/fixtures';
import { describeEachBackend, startTestServer, type TestServer } from '../../testing/harness';
import { createDeal, createStaff, insertMilestone, insertTermsheet } from '../../testing/money-fixtures';

describeEachBackend('payment list', (backend) => {
  let server: TestServer;
  let staff: Awaited<ReturnType<typeof createStaff>> & { finance: string; ticketing: string };
  const ids: Record<string, number> = {};
  let deal: Awaited<ReturnType<typeof createDeal>> & { milestoneId: number; termsheetId: number };

  const db = () => server.database.db;
  async function pay(values: { amount: string; statusId: number; modeOfPaymentId?: number; createdAt: string; referenceNumber?: string }, milestoneId = deal.milestoneId) {
    const [row] = await db()
      .insert(payments)
      .values({ milestoneId, pinCode: '560001', modeOfPaymentId: 1, ...values, createdAt: new Date(values.createdAt), updatedAt: new Date(values.createdAt) })
      .returning({ id: payments.id });
    return row?.id as number;
  }

  beforeAll(async () => {
    server = await startTestServer(backend);
    const base = await createStaff(server.app, db(), 'plist');
    await createUser(db(), { username: 'plist-finance', roles: ['FINANCE'] });
    await createUser(db(), { username: 'plist-ticketing', roles: ['TICKETING'] });
    staff = { ...base, finance: await loginAs(server.app, 'plist-finance'), ticketing: await loginAs(server.app, 'plist-ticketing') };
    const d = await createDeal(db(), { agentId: staff.agentId });
    const termsheetId = await insertTermsheet(db(), d, 1);
    const milestoneId = await insertMilestone(db(), termsheetId, { amount: '100000.00', gst: '18000.00' });
    deal = { ...d, termsheetId, milestoneId };
    // Kolkata days: 2026-01-10 00:00 IST is 2026-01-09T18:30Z; 2026-01-10 23:59:59.999 IST is 2026-01-10T18:29:59.999Z.
    ids.beforeRange = await pay({ amount: '10.00', statusId: 6, createdAt: '2026-01-09T18:29:59.999Z' });
    ids.startOfDay = await pay({ amount: '20.00', statusId: 6, createdAt: '2026-01-09T18:30:00.000Z', referenceNumber: 'UTR-777' });
    ids.pending = await pay({ amount: '30.00', statusId: 9, modeOfPaymentId: 10, createdAt: '2026-01-10T06:00:00.000Z' });
    ids.revoked = await pay({ amount: '40.00', statusId: 15, createdAt: '2026-01-10T12:00:00.000Z' });
    ids.endOfDay = await pay({ amount: '50.00', statusId: 7, createdAt: '2026-01-10T18:29:59.999Z' });
    ids.afterRange = await pay({ amount: '60.00', statusId: 10, createdAt: '2026-01-10T18:30:00.000Z' });
    // Another agent's book: never in the agent's list.
    const otherDeal = await createDeal(db(), { agentId: staff.otherAgentId });
    const otherMilestone = await insertMilestone(db(), await insertTermsheet(db(), otherDeal, 1), { amount: '100.00', gst: '0.00' });
    ids.other = await pay({ amount: '70.00', statusId: 6, createdAt: '2026-01-10T07:00:00.000Z' }, otherMilestone);
  });
  afterAll(async () => server?.close());

  async function list(cookie: string, query: string) {
    const res = await server.app.inject({ method: 'GET', url: `/api/sapna/v1/payment/key-search?${query}`, headers: { cookie } });
    return { status: res.statusCode, body: res.json() };
  }
  const idsOf = (body: { results: { id: number }[] }) => body.results.map((r) => r.id);

  it('lists the payments in scope, newest recorded first, with account and milestone', async () => {
    const { body } = await list(staff.agent, '');
    expect(idsOf(body)).toEqual([ids.afterRange, ids.endOfDay, ids.revoked, ids.pending, ids.startOfDay, ids.beforeRange]);
    expect(body).toMatchObject({ totalCount: 6, page: 0, size: 10 });
    expect(body.results[3]).toMatchObject({
      amount: 30,
      statusId: 9,
      statusName: 'Sent Back to RAM',
      modeOfPaymentName: 'Online payment link',
      milestoneId: deal.milestoneId,
      milestoneName: 'Advance',
      accountId: deal.accountId,
      accountName: 'Skyline Builders',
      opportunityId: deal.opportunityId,
      termsheetId: deal.termsheetId,
    });
    expect((await list(staff.finance, '')).body.totalCount).toBe(7);
    expect((await list(staff.rcm, '')).body.totalCount).toBe(7);
    expect(idsOf((await list(staff.other, '')).body)).toEqual([ids.other]);
  });

  it('filters by status group exactly as spec 001 §4 (15 is both approved and rejected; 9 both pending and sent back to RAM)', async () => {
    const group = async (g: string) => idsOf((await list(staff.agent, `statusGroup=${g}`)).body);
    expect(await group('approved')).toEqual([ids.revoked, ids.startOfDay, ids.beforeRange]);
    expect(await group('rejected')).toEqual([ids.endOfDay, ids.revoked]);
    expect(await group('pending')).toEqual([ids.pending]);
    expect(await group('sentBackToRam')).toEqual([ids.pending]);
    expect(await group('reviveOrRecollect')).toEqual([ids.endOfDay]);
    expect(await group('refunded')).toEqual([ids.afterRange]);
    expect(await group('rejectedAfterApproval')).toEqual([]);
    expect((await list(staff.agent, 'statusGroup=paid')).status).toBe(400);
  });

  it('filters a date range from the start of the first day to the end of the last (Asia/Kolkata)', async () => {
    expect(idsOf((await list(staff.agent, 'from=2026-01-10&to=2026-01-10')).body)).toEqual([ids.endOfDay, ids.revoked, ids.pending, ids.startOfDay]);
    expect(idsOf((await list(staff.agent, 'from=2026-01-11')).body)).toEqual([ids.afterRange]);
    expect(idsOf((await list(staff.agent, 'to=2026-01-09')).body)).toEqual([ids.beforeRange]);
    expect(idsOf((await list(staff.agent, 'from=2026-01-10&to=2026-01-10&statusGroup=approved')).body)).toEqual([ids.revoked, ids.startOfDay]);
    expect(await list(staff.agent, 'from=2026-01-11&to=2026-01-10')).toMatchObject({ status: 400, body: { error: { msg: 'The start date must not be after the end date.' } } });
    expect(await list(staff.agent, 'from=2026-02-30')).toMatchObject({ status: 400, body: { error: { msg: 'Please enter a valid date.' } } });
  });

  it('searches by key and filters by mode; pages', async () => {
    expect(idsOf((await list(staff.agent, 'q=UTR-777')).body)).toEqual([ids.startOfDay]);
    expect(idsOf((await list(staff.agent, `q=${ids.pending}`)).body)).toEqual([ids.pending]);
    expect((await list(staff.agent, `q=${deal.accountId}`)).body.totalCount).toBeGreaterThanOrEqual(6);
    expect((await list(staff.agent, `q=${deal.opportunityId}`)).body.totalCount).toBeGreaterThanOrEqual(6);
    expect(idsOf((await list(staff.agent, `q=${ids.other}`)).body)).toEqual([]);
    expect(idsOf((await list(staff.agent, 'modeId=10')).body)).toEqual([ids.pending]);
    expect((await list(staff.agent, 'size=2&page=1')).body).toMatchObject({ totalCount: 6, page: 1, size: 2, results: [{ id: ids.revoked }, { id: ids.pending }] });
    // The one page query of every list (shared/paged.ts), with its messages.
    expect(await list(staff.agent, 'size=1000')).toMatchObject({ status: 400, body: { error: { msg: 'Size must be between 1 and 100.' } } });
    expect(await list(staff.agent, 'page=-1')).toMatchObject({ status: 400, body: { error: { msg: 'Page must be a whole number from 0.' } } });
  });

  it("carries each payment's brand and account (kept by trigger: on insert, and when the opportunity moves to another account)", async () => {
    const brandAndAccount = async (id: number) => (await db().select({ domainId: payments.domainId, accountId: payments.accountId }).from(payments).where(eq(payments.id, id)))[0];
    expect(await brandAndAccount(ids.pending!)).toEqual({ domainId: 5, accountId: deal.accountId });
    // A merge moves the opportunity to another account: its payments follow, and finance's list still shows them.
    const moved = await createDeal(db(), { agentId: staff.otherAgentId });
    const movedMilestone = await insertMilestone(db(), await insertTermsheet(db(), moved, 1), { amount: '100.00', gst: '0.00' });
    const movedPayment = await pay({ amount: '80.00', statusId: 6, createdAt: '2026-01-11T07:00:00.000Z', referenceNumber: 'UTR-MOVE-1' }, movedMilestone);
    expect(await brandAndAccount(movedPayment)).toEqual({ domainId: 5, accountId: moved.accountId });
    await db().update(opportunities).set({ accountId: deal.accountId }).where(eq(opportunities.id, moved.opportunityId));
    expect(await brandAndAccount(movedPayment)).toEqual({ domainId: 5, accountId: deal.accountId });
    expect(idsOf((await list(staff.finance, 'q=UTR-MOVE-1')).body)).toEqual([movedPayment]);
    expect((await list(staff.finance, 'q=UTR-MOVE-1')).body.results[0]).toMatchObject({ accountId: deal.accountId });
    // Back to its account: a deal of the other agent on this account would put it in their book (issue 52).
    await db().update(opportunities).set({ accountId: moved.accountId }).where(eq(opportunities.id, moved.opportunityId));
    await db().delete(payments).where(eq(payments.id, movedPayment));
  });

  it('exports the filtered list as CSV (streamed, with a download name); read-only roles may export, in scope', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/sapna/v1/payment/key-search/csv?statusGroup=approved&from=2026-01-10&to=2026-01-10', headers: { cookie: staff.ticketing } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="payments-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe('paymentId,amount,status,statusId,modeOfPayment,paymentType,referenceNumber,paymentDate,milestoneId,milestoneName,termsheetId,opportunityId,accountId,accountName,recordedAt');
    expect(lines.slice(1).map((l) => Number(l.split(',')[0]))).toEqual([ids.revoked, ids.other, ids.startOfDay]);
    expect(lines[3]).toContain('20.00,Approved,6,Cheque,normal,UTR-777');
    const mine = await server.app.inject({ method: 'GET', url: '/api/sapna/v1/payment/key-search/csv', headers: { cookie: staff.other } });
    expect(mine.body.trim().split('\r\n')).toHaveLength(2);
    expect((await server.app.inject({ method: 'GET', url: '/api/sapna/v1/payment/key-search/csv' })).statusCode).toBe(401);
  });

  describe('account lookups', () => {
    async function get(cookie: string, url: string) {
      const res = await server.app.inject({ method: 'GET', url: `/api${url}`, headers: { cookie } });
      return { status: res.statusCode, body: res.json() };
    }
    it('wallet amount and latest wallet payments (mode 10)', async () => {
      await db().update(accounts).set({ walletAmount: '1234.56' }).where(eq(accounts.id, deal.accountId));
      expect((await get(staff.agent, `/sapna/v1/wallet/${deal.accountId}`)).body).toEqual({ accountId: deal.accountId, walletAmount: 1234.56 });
      expect(idsOf((await get(staff.rcm, `/sapna/v1/wallet/${deal.accountId}/latest-payments`)).body)).toEqual([ids.pending]);
      expect((await get(staff.other, `/sapna/v1/wallet/${deal.accountId}`)).status).toBe(404);
      expect((await get(staff.other, `/sapna/v1/wallet/${deal.accountId}/latest-payments`)).status).toBe(404);
    });
    it('bucket info per account and status group', async () => {
      expect((await get(staff.agent, `/sapna/v1/payment/bucket-info?accountId=${deal.accountId}&type=approved`)).body).toEqual({ accountId: deal.accountId, type: 'approved', count: 3, amount: 70 });
      // The refunded bucket's amount is what was refunded (the ledger), not the amounts refunded from.
      expect((await get(staff.agent, `/sapna/v1/payment/bucket-info?accountId=${deal.accountId}&type=refunded`)).body).toMatchObject({ count: 1, amount: 0 });
      await db().insert(refunds).values({ paymentId: ids.afterRange!, milestoneId: deal.milestoneId, amount: '60.00' });
      expect((await get(staff.agent, `/sapna/v1/payment/bucket-info?accountId=${deal.accountId}&type=refunded`)).body).toMatchObject({ count: 1, amount: 60 });
      expect((await get(staff.agent, `/sapna/v1/payment/bucket-info?accountId=${deal.accountId}&type=nope`)).status).toBe(400);
      expect((await get(staff.other, `/sapna/v1/payment/bucket-info?accountId=${deal.accountId}&type=approved`)).status).toBe(404);
    });
    it('TDS rate by milestone (on its amount) or by account; thresholds of the financial year', async () => {
      expect((await get(staff.agent, `/sapna/v1/payment/tds-rate?milestoneId=${deal.milestoneId}`)).body).toEqual({
        accountId: deal.accountId,
        milestoneId: deal.milestoneId,
        clientTypeId: 1,
        tdsRatePercent: 2,
        tdsAmount: 2000,
      });
      await db().update(accounts).set({ clientTypeId: 3 }).where(eq(accounts.id, deal.accountId));
      expect((await get(staff.agent, `/sapna/v1/payment/tds-rate?accountId=${deal.accountId}`)).body).toMatchObject({ tdsRatePercent: 1, tdsAmount: null });
      await db().update(accounts).set({ clientTypeId: 1 }).where(eq(accounts.id, deal.accountId));
      expect((await get(staff.agent, '/sapna/v1/payment/tds-rate')).body.error.msg).toBe('Please give either a milestoneId or an accountId.');
      expect((await get(staff.other, `/sapna/v1/payment/tds-rate?milestoneId=${deal.milestoneId}`)).status).toBe(404);
      const threshold = await get(staff.agent, `/sapna/v1/payment/threshold-details?accountId=${deal.accountId}`);
      expect(threshold.body).toMatchObject({ accountId: deal.accountId, singlePaymentThreshold: 30000, annualThreshold: 100000, thresholdCrossed: false });
      expect(threshold.body.financialYear).toMatch(/^\d{4}-\d{2}$/);
    });
    it('unutilized payments: approved money on a deleted milestone or a cancelled termsheet, by mode', async () => {
      expect((await get(staff.agent, `/sapna/v1/payment/unutilized?accountId=${deal.accountId}`)).body).toMatchObject({ count: 0, amount: 0, results: [] });
      const spare = await insertMilestone(db(), deal.termsheetId, { amount: '500.00', gst: '0.00', name: 'Spare' });
      const spareId = await pay({ amount: '500.00', statusId: 6, modeOfPaymentId: 3, createdAt: '2026-01-01T00:00:00.000Z' }, spare);
      await db().update(milestones).set({ active: false }).where(eq(milestones.id, spare));
      expect((await get(staff.agent, `/sapna/v1/payment/unutilized?accountId=${deal.accountId}`)).body).toMatchObject({ count: 1, amount: 500, results: [{ id: spareId }] });
      expect((await get(staff.agent, `/sapna/v1/payment/unutilized?accountId=${deal.accountId}&modeId=1`)).body.count).toBe(0);
      await db().update(termsheets).set({ statusId: 5 }).where(eq(termsheets.id, deal.termsheetId));
      expect((await get(staff.agent, `/sapna/v1/payment/unutilized?accountId=${deal.accountId}&modeId=1`)).body).toMatchObject({ count: 2, amount: 30 });
      // Refunded in part (14), a payment still holds what its refunds left; refunded in full (10, afterRange), nothing.
      await db().insert(refunds).values({ paymentId: ids.startOfDay!, milestoneId: deal.milestoneId, amount: '5.25' });
      await db().update(payments).set({ statusId: 14 }).where(eq(payments.id, ids.startOfDay!));
      expect((await get(staff.agent, `/sapna/v1/payment/unutilized?accountId=${deal.accountId}&modeId=1`)).body).toMatchObject({ count: 2, amount: 24.75 });
      await db().update(payments).set({ statusId: 6 }).where(eq(payments.id, ids.startOfDay!));
      await db().delete(refunds).where(eq(refunds.paymentId, ids.startOfDay!));
      await db().update(termsheets).set({ statusId: 1 }).where(eq(termsheets.id, deal.termsheetId));
      await db().delete(payments).where(eq(payments.id, spareId));
      expect((await get(staff.other, `/sapna/v1/payment/unutilized?accountId=${deal.accountId}`)).status).toBe(404);
    });
  });
});

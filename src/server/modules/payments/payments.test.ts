import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { changeLog, milestones, payments } from '../../db/schema/index';
import { istDateOf } from '../../../domain/format/ist-calendar';
import { describeOnBothBackends, startTestServer, type TestServer } from '../../testing/harness';
import { createDeal, createStaff, insertMilestone, insertPayment, insertTermsheet, type Deal } from '../../testing/money-fixtures';

describeOnBothBackends('payments', (backend) => {
  let server: TestServer;
  let staff: Awaited<ReturnType<typeof createStaff>>;

  beforeAll(async () => {
    server = await startTestServer(backend);
    staff = await createStaff(server.app, server.database.db, 'pay');
  });
  afterAll(async () => server?.close());

  async function call(method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: object) {
    const res = await server.app.inject({ method, url: `/api${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });
    return { status: res.statusCode, body: res.json() };
  }
  const db = () => server.database.db;
  async function dealWithMilestone(
    opts: { termsheetStatusId?: number; amount?: string; gst?: string } = {},
  ): Promise<Deal & { termsheetId: number; milestoneId: number }> {
    const deal = await createDeal(db(), { agentId: staff.agentId });
    const termsheetId = await insertTermsheet(db(), deal, opts.termsheetStatusId ?? 1);
    const milestoneId = await insertMilestone(db(), termsheetId, { amount: opts.amount ?? '10000.00', gst: opts.gst ?? '1800.00' });
    return { ...deal, termsheetId, milestoneId };
  }
  const paymentBody = (milestoneId: number) => ({ milestoneId, amount: 5000, modeOfPaymentId: 1, paymentType: 'normal', pinCode: '560001' });

  it('records a v1 payment in status 1, marks the milestone paymentAdded, and logs both rows', async () => {
    const deal = await dealWithMilestone();
    const { status, body } = await call('POST', '/sapna/v1/payment', staff.agent, { ...paymentBody(deal.milestoneId), referenceNumber: 'CHQ-1' });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      milestoneId: deal.milestoneId,
      milestoneName: 'Advance',
      amount: 5000,
      modeOfPaymentId: 1,
      modeOfPaymentName: 'Cheque',
      paymentType: 'normal',
      statusId: 1,
      statusName: 'Pending',
      pinCode: '560001',
      referenceNumber: 'CHQ-1',
      apiVersion: 'v1',
      termsheetId: deal.termsheetId,
      opportunityId: deal.opportunityId,
      opportunityName: 'Q1 listings',
      accountId: deal.accountId,
      accountName: 'Skyline Builders',
      editable: true,
      breadcrumbs: { accountId: deal.accountId, opportunityId: deal.opportunityId, termsheetId: deal.termsheetId, milestoneId: deal.milestoneId },
    });
    const [milestone] = await db().select().from(milestones).where(eq(milestones.id, deal.milestoneId));
    expect(milestone).toMatchObject({ paymentAdded: true, version: 2 });
    const logged = await db().select().from(changeLog).where(eq(changeLog.accountId, deal.accountId));
    expect(logged.map((c) => [c.entity, c.entityId])).toEqual(expect.arrayContaining([['payment', body.id], ['milestone', deal.milestoneId]]));
    const listed = await call('GET', `/sapna/v1/milestone?opportunityId=${deal.opportunityId}`, staff.agent);
    expect(listed.body.results[0]).toMatchObject({ paymentAdded: true, pendingPaymentAmount: 5000, approvedPaymentAmount: 0, dueAmount: 6800 });
  });

  it('requires a valid PIN: mandatory first, then 6 digits not starting with 0', async () => {
    const deal = await dealWithMilestone();
    const cases: [unknown, string][] = [
      [undefined, 'PIN Code is mandatory for adding Payment'],
      [null, 'PIN Code is mandatory for adding Payment'],
      ['  ', 'PIN Code is mandatory for adding Payment'],
      ['012345', 'PIN is not valid'],
      ['56001', 'PIN is not valid'],
      ['56000a', 'PIN is not valid'],
    ];
    for (const [pinCode, msg] of cases) {
      const res = await call('POST', '/sapna/v1/payment', staff.agent, { ...paymentBody(deal.milestoneId), pinCode });
      expect(res, String(pinCode)).toEqual({ status: 400, body: { error: { msg } } });
    }
    expect(await db().select().from(payments).where(eq(payments.milestoneId, deal.milestoneId))).toEqual([]);
    const numeric = await call('POST', '/sapna/v1/payment', staff.agent, { ...paymentBody(deal.milestoneId), pinCode: 110001 });
    expect(numeric.body.pinCode).toBe('110001');
  });

  it('checks that the endpoint version matches the body: v2 for mode 10, v3 with a bank response id', async () => {
    const deal = await dealWithMilestone();
    const base = paymentBody(deal.milestoneId);
    const refusals: [string, object, string][] = [
      ['v1', { modeOfPaymentId: 10 }, 'Payments with mode of payment 10 must be recorded through v2.'],
      ['v2', { modeOfPaymentId: 1 }, 'Only payments with mode of payment 10 may be recorded through v2.'],
      ['v3', { modeOfPaymentId: 3 }, 'A bank response id is required to record a payment through v3.'],
      ['v1', { yesBankResponseId: 'YB-1' }, 'Payments with a bank response id must be recorded through v3.'],
      ['v2', { modeOfPaymentId: 10, yesBankResponseId: 'YB-1' }, 'Payments with a bank response id must be recorded through v3.'],
    ];
    for (const [version, change, msg] of refusals) {
      expect(await call('POST', `/sapna/${version}/payment`, staff.agent, { ...base, ...change }), msg).toEqual({ status: 400, body: { error: { msg } } });
    }
    const v2 = await call('POST', '/sapna/v2/payment', staff.agent, { ...base, amount: 100, modeOfPaymentId: 10 });
    expect(v2.body).toMatchObject({ apiVersion: 'v2', modeOfPaymentName: 'Online payment link' });
    const v3 = await call('POST', '/sapna/v3/payment', staff.agent, { ...base, amount: 100, modeOfPaymentId: 3, yesBankResponseId: 7781 });
    expect(v3.body).toMatchObject({ apiVersion: 'v3', yesBankResponseId: '7781', modeOfPaymentName: 'NEFT/RTGS' });
    expect((await call('POST', '/sapna/v1/payment', staff.agent, { ...base, modeOfPaymentId: 99 })).body.error.msg).toBe(
      'Please select a valid mode of payment.',
    );
  });

  it('refuses amounts that are not positive or exceed what is due, summing exactly', async () => {
    const deal = await dealWithMilestone({ amount: '0.20', gst: '0.10' });
    const base = paymentBody(deal.milestoneId);
    expect((await call('POST', '/sapna/v1/payment', staff.agent, { ...base, amount: 0 })).body.error.msg).toBe('Please enter an amount greater than 0');
    expect((await call('POST', '/sapna/v1/payment', staff.agent, { ...base, amount: 0.001 })).body.error.msg).toBe(
      'Amount can have at most 2 decimal places.',
    );
    expect((await call('POST', '/sapna/v1/payment', staff.agent, { ...base, amount: 0.1 })).status).toBe(200);
    expect((await call('POST', '/sapna/v1/payment', staff.agent, { ...base, amount: 0.2 })).status).toBe(200);
    expect(await call('POST', '/sapna/v1/payment', staff.agent, { ...base, amount: 0.01 })).toEqual({
      status: 400,
      body: { error: { msg: 'Payment amount exceeds the amount due on this milestone.' } },
    });
    const listed = await call('GET', `/sapna/v1/milestone?opportunityId=${deal.opportunityId}`, staff.agent);
    expect(listed.body.results[0]).toMatchObject({ pendingPaymentAmount: 0.3, dueAmount: 0 });
  });

  it('allows Recollection and Representation only after a rejected (7, 8) payment', async () => {
    const deal = await dealWithMilestone();
    const recollect = { ...paymentBody(deal.milestoneId), paymentType: 'Recollection' };
    expect(await call('POST', '/sapna/v1/payment', staff.agent, recollect)).toEqual({
      status: 409,
      body: { error: { msg: 'Recollection and Representation are allowed only after a payment of this milestone was rejected.' } },
    });
    await insertPayment(db(), deal.milestoneId, '5000.00', 8);
    expect((await call('POST', '/sapna/v1/payment', staff.agent, recollect)).body).toMatchObject({ paymentType: 'Recollection', statusId: 1 });
    expect((await call('POST', '/sapna/v1/payment', staff.agent, { ...recollect, paymentType: 'Representation', amount: 1 })).status).toBe(200);
  });

  it('records once per clientId: a replay returns the same payment', async () => {
    const deal = await dealWithMilestone();
    const clientId = randomUUID();
    const first = await call('POST', '/sapna/v1/payment', staff.agent, { ...paymentBody(deal.milestoneId), clientId });
    const replay = await call('POST', '/sapna/v1/payment', staff.agent, { ...paymentBody(deal.milestoneId), clientId });
    expect(first.status).toBe(200);
    expect(replay).toEqual(first);
    expect(await db().select().from(payments).where(eq(payments.milestoneId, deal.milestoneId))).toHaveLength(1);
  });

  it('never lets concurrent payments exceed what is due, and records a concurrently replayed clientId once', async () => {
    const deal = await dealWithMilestone({ amount: '100.00', gst: '0.00' });
    const twice = await Promise.all([60, 60].map((amount) => call('POST', '/sapna/v1/payment', staff.agent, { ...paymentBody(deal.milestoneId), amount })));
    expect(twice.map((r) => r.status).sort()).toEqual([200, 400]);

    const clientId = randomUUID();
    const replays = await Promise.all(
      [1, 2, 3].map(() => call('POST', '/sapna/v1/payment', staff.agent, { ...paymentBody(deal.milestoneId), amount: 40, clientId })),
    );
    expect(replays.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(new Set(replays.map((r) => r.body.id)).size).toBe(1);
    expect(await db().select().from(payments).where(eq(payments.milestoneId, deal.milestoneId))).toHaveLength(2);
  });

  // Needs a second connection holding a transaction open, so real PostgreSQL only.
  it.runIf(backend.name === 'postgres')('waits for a payment being recorded on the same milestone before checking what is due', async () => {
    const deal = await dealWithMilestone({ amount: '100.00', gst: '0.00' });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let signalLocked = () => {};
    const locked = new Promise<void>((resolve) => (signalLocked = resolve));
    const first = db().transaction(async (tx) => {
      await tx.select().from(milestones).where(eq(milestones.id, deal.milestoneId)).for('update');
      await tx.insert(payments).values({ milestoneId: deal.milestoneId, amount: '60.00', statusId: 1, modeOfPaymentId: 1, pinCode: '560001' });
      signalLocked();
      await held;
    });
    await locked;
    const second = call('POST', '/sapna/v1/payment', staff.agent, { ...paymentBody(deal.milestoneId), amount: 60 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    release();
    await first;
    expect(await second).toEqual({ status: 400, body: { error: { msg: 'Payment amount exceeds the amount due on this milestone.' } } });
  });

  it('refuses read-only and non-selling users (403), other books and deleted milestones (404), finished termsheets (409)', async () => {
    const deal = await dealWithMilestone();
    expect((await call('POST', '/sapna/v1/payment', staff.rcm, paymentBody(deal.milestoneId))).status).toBe(403);
    expect((await call('POST', '/sapna/v1/payment', staff.content, paymentBody(deal.milestoneId))).status).toBe(403);
    expect(await call('POST', '/sapna/v1/payment', staff.other, paymentBody(deal.milestoneId))).toEqual({
      status: 404,
      body: { error: { msg: 'Milestone not found.' } },
    });
    await db().update(milestones).set({ active: false }).where(eq(milestones.id, deal.milestoneId));
    expect((await call('POST', '/sapna/v1/payment', staff.agent, paymentBody(deal.milestoneId))).status).toBe(404);
    const cancelled = await dealWithMilestone({ termsheetStatusId: 5 });
    expect(await call('POST', '/sapna/v1/payment', staff.agent, paymentBody(cancelled.milestoneId))).toEqual({
      status: 409,
      body: { error: { msg: 'This termsheet is Cancelled and can no longer be edited.' } },
    });
  });

  it('shows the payment page in scope (read-only users without edit rights), 404 otherwise', async () => {
    const deal = await dealWithMilestone();
    const approved = await insertPayment(db(), deal.milestoneId, '100.00', 6);
    const page = await call('GET', `/sapna/v1/payment-page/${approved}`, staff.agent);
    expect(page.body).toMatchObject({ id: approved, statusId: 6, statusName: 'Approved', editable: false, accountName: 'Skyline Builders' });
    const pending = await insertPayment(db(), deal.milestoneId, '100.00', 1);
    expect((await call('GET', `/sapna/v1/payment-page/${pending}`, staff.agent)).body.editable).toBe(true);
    expect((await call('GET', `/sapna/v1/payment-page/${pending}`, staff.rcm)).body).toMatchObject({ id: pending, editable: false });
    expect(await call('GET', `/sapna/v1/payment-page/${pending}`, staff.other)).toEqual({ status: 404, body: { error: { msg: 'Payment not found.' } } });
    expect((await call('GET', '/sapna/v1/payment-page/999999', staff.agent)).status).toBe(404);
  });

  it('updates a pending payment (reference, date, send to RCM); refuses settled ones, stale versions, read-only users, other books', async () => {
    const deal = await dealWithMilestone();
    const id = (await call('POST', '/sapna/v1/payment', staff.agent, paymentBody(deal.milestoneId))).body.id as number;
    const updated = await call('PUT', `/sapna/v1/payment/${id}?sendToRCM=true`, staff.agent, {
      referenceNumber: 'UTR-99',
      paymentDate: istDateOf(new Date()),
      baseVersion: 1,
    });
    expect(updated.body).toMatchObject({ referenceNumber: 'UTR-99', paymentDate: istDateOf(new Date()), sendToRcm: true, statusId: 1, version: 2 });
    const logged = await db().select().from(changeLog).where(and(eq(changeLog.entity, 'payment'), eq(changeLog.entityId, id)));
    expect(logged).toHaveLength(2);
    expect(await call('PUT', `/sapna/v1/payment/${id}`, staff.agent, { referenceNumber: 'late', baseVersion: 1 })).toEqual({
      status: 409,
      body: { error: { msg: 'This payment was changed by someone else. Please review and try again.' } },
    });
    expect((await call('PUT', `/sapna/v1/payment/${id}`, staff.agent, { paymentDate: '2025-02-30' })).body.error.msg).toBe('Please enter a valid date.');
    expect((await call('PUT', `/sapna/v1/payment/${id}`, staff.rcm, { referenceNumber: 'x' })).status).toBe(403);
    expect((await call('PUT', `/sapna/v1/payment/${id}`, staff.content, { referenceNumber: 'x' })).status).toBe(403);
    expect((await call('PUT', `/sapna/v1/payment/${id}`, staff.other, { referenceNumber: 'x' })).status).toBe(404);
    await db().update(payments).set({ statusId: 6 }).where(eq(payments.id, id));
    expect(await call('PUT', `/sapna/v1/payment/${id}`, staff.agent, { referenceNumber: 'x' })).toEqual({
      status: 409,
      body: { error: { msg: 'This payment is no longer pending and can no longer be edited.' } },
    });
  });

  it('lists the payments of an account, newest first, optionally by mode, within scope', async () => {
    const deal = await dealWithMilestone();
    const cheque = await insertPayment(db(), deal.milestoneId, '10.00', 1);
    const link = (await call('POST', '/sapna/v2/payment', staff.agent, { ...paymentBody(deal.milestoneId), modeOfPaymentId: 10, amount: 20 })).body.id;
    const all = await call('GET', `/sapna/v3/payment/${deal.accountId}`, staff.agent);
    expect(all.body).toMatchObject({ totalCount: 2, page: 0, size: 10 });
    expect(all.body.results.map((p: { id: number }) => p.id)).toEqual([link, cheque]);
    expect(all.body.results[0]).toMatchObject({ accountId: deal.accountId, opportunityId: deal.opportunityId, termsheetId: deal.termsheetId, amount: 20 });
    const byMode = await call('GET', `/sapna/v3/payment/${deal.accountId}?modeId=10`, staff.agent);
    expect(byMode.body.results.map((p: { id: number }) => p.id)).toEqual([link]);
    const paged = await call('GET', `/sapna/v3/payment/${deal.accountId}?size=1&page=1`, staff.agent);
    expect(paged.body).toMatchObject({ totalCount: 2, page: 1, size: 1, results: [{ id: cheque }] });
    expect((await call('GET', `/sapna/v3/payment/${deal.accountId}`, staff.rcm)).body.totalCount).toBe(2);
    expect(await call('GET', `/sapna/v3/payment/${deal.accountId}`, staff.other)).toEqual({ status: 404, body: { error: { msg: 'Account not found.' } } });
  });
});

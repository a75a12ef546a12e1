import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { addDays, addDaysToInstant, istDateOf } from '../../../domain/format/ist-calendar';
import { PAYMENT_DATE_MESSAGES } from '../../../domain/payments/payment-date';
import { firstDayOf, monthName, shiftMonth, calendarMonthOf } from '../../../domain/sales-closure/sales-month';
import { milestones, opportunities, payments } from '../../db/schema/index';
import { describeEachBackend, startTestServer, type TestServer } from '../../testing/harness';
import { createDeal, createStaff, insertTermsheet } from '../../testing/money-fixtures';
import { command, pushAs } from '../../testing/sync-fixtures';

/**
 * Issue 48's bounds, online and through the offline push: a termsheet's milestones within its receivable (net +
 * 18% GST), a payment dated neither in the future, nor before its opportunity, nor in a closed sales month. Each
 * refusal is a 400 with its reason and changes nothing.
 */
describeEachBackend('money bounds', (backend) => {
  let server: TestServer;
  let staff: Awaited<ReturnType<typeof createStaff>>;

  beforeAll(async () => {
    server = await startTestServer(backend);
    staff = await createStaff(server.app, server.database.db, 'bounds');
  });
  afterAll(async () => server?.close());

  const db = () => server.database.db;
  async function call(method: 'POST' | 'PUT', url: string, payload: object) {
    const res = await server.app.inject({ method, url: `/api${url}`, headers: { cookie: staff.agent }, payload });
    return { status: res.statusCode, body: res.json() };
  }
  /** The fixture deal: one package at 45,000 excl. GST, so its termsheet's receivable is 53,100 incl. GST. */
  async function termsheet(): Promise<{ termsheetId: number; opportunityId: number }> {
    const deal = await createDeal(db(), { agentId: staff.agentId });
    return { termsheetId: await insertTermsheet(db(), deal), opportunityId: deal.opportunityId };
  }
  const milestone = (termsheetId: number, amount: number) => ({ termsheetId, name: `M ${amount}`, amount, startDate: istDateOf(new Date()) });
  const liveMilestones = async (termsheetId: number) => db().select().from(milestones).where(eq(milestones.termsheetId, termsheetId));

  it('keeps the milestones of a termsheet within its receivable (net + GST), on create and on update', async () => {
    const { termsheetId } = await termsheet();
    const first = await call('POST', '/sapna/v1/milestone', milestone(termsheetId, 40000)); // 47,200 with GST
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect((await call('POST', '/sapna/v1/milestone', milestone(termsheetId, 5000))).status).toBe(200); // 53,100 in all: exactly the receivable
    const over = await call('POST', '/sapna/v1/milestone', milestone(termsheetId, 1));
    expect(over).toEqual({
      status: 400,
      body: { error: { msg: 'Milestones of this termsheet would total ₹53,101.18 (incl. GST), above its receivable of ₹53,100 (incl. GST).' } },
    });
    expect(await liveMilestones(termsheetId)).toHaveLength(2);
    const raised = await call('PUT', `/sapna/v1/milestone/${first.body.id}`, { amount: 40001 });
    expect(raised.status).toBe(400);
    expect(raised.body.error.msg).toMatch(/^Milestones of this termsheet would total ₹53,101\.18/);
    expect((await liveMilestones(termsheetId)).find((m) => m.id === first.body.id)).toMatchObject({ amount: '40000.00', version: 1 });
  });

  it('refuses a payment dated in the future, before its opportunity, or in a closed sales month; today passes', async () => {
    const { termsheetId, opportunityId } = await termsheet();
    const created = await call('POST', '/sapna/v1/milestone', milestone(termsheetId, 10000));
    const milestoneId = created.body.id as number;
    const today = istDateOf(new Date());
    const pay = (paymentDate: string) =>
      call('POST', '/sapna/v1/payment', { milestoneId, amount: 100, modeOfPaymentId: 1, paymentType: 'normal', pinCode: '560001', paymentDate });

    expect(await pay(addDays(today, 1))).toEqual({ status: 400, body: { error: { msg: PAYMENT_DATE_MESSAGES.inFuture } } });
    // The opportunity was created today: yesterday is before it.
    expect(await pay(addDays(today, -1))).toEqual({ status: 400, body: { error: { msg: PAYMENT_DATE_MESSAGES.beforeOpportunity } } });
    // Created a year ago, a day two months back lies in a month whose closure (its last day, none set) has passed.
    await db().update(opportunities).set({ createdAt: addDaysToInstant(new Date(), -365) }).where(eq(opportunities.id, opportunityId));
    const closed = shiftMonth(calendarMonthOf(today), -2);
    expect(await pay(addDays(firstDayOf(closed), 3))).toEqual({
      status: 400,
      body: { error: { msg: PAYMENT_DATE_MESSAGES.closedMonth(`${monthName(closed.monthNumber)} ${closed.year}`) } },
    });
    expect(await db().select().from(payments).where(eq(payments.milestoneId, milestoneId))).toEqual([]);
    const ok = await pay(today);
    expect([ok.status, ok.body.paymentDate]).toEqual([200, today]);
    // Editing a pending payment's date follows the same rule.
    const moved = await call('PUT', `/sapna/v1/payment/${ok.body.id}`, { paymentDate: addDays(today, 2) });
    expect(moved).toEqual({ status: 400, body: { error: { msg: PAYMENT_DATE_MESSAGES.inFuture } } });
    expect((await db().select().from(payments).where(eq(payments.id, ok.body.id)))[0]).toMatchObject({ paymentDate: today, version: 1 });
  });

  it('refuses the same through the offline push: the rejected commands carry the reason, nothing is recorded', async () => {
    const { termsheetId } = await termsheet();
    const milestoneClientId = randomUUID();
    const today = istDateOf(new Date());
    const res = await pushAs(server.app, staff.agent, randomUUID(), [
      command(1, 'createMilestone', { ...milestone(termsheetId, 60000), clientId: randomUUID() }),
      command(2, 'createMilestone', { ...milestone(termsheetId, 10000), clientId: milestoneClientId }),
      command(3, 'recordPayment', { milestoneClientId, amount: 100, modeOfPaymentId: 1, pinCode: '560001', paymentDate: addDays(today, 3), clientId: randomUUID() }),
    ]);
    expect(res.status).toBe(200);
    expect(res.body.results).toMatchObject([
      { seq: 1, outcome: 'rejected', error: { status: 400, msg: expect.stringMatching(/^Milestones of this termsheet would total ₹70,800 /) } },
      { seq: 2, outcome: 'applied' },
      { seq: 3, outcome: 'rejected', error: { status: 400, msg: PAYMENT_DATE_MESSAGES.inFuture } },
    ]);
    const rows = await liveMilestones(termsheetId);
    expect(rows.map((m) => m.amount)).toEqual(['10000.00']);
    expect(await db().select().from(payments).where(eq(payments.milestoneId, rows[0]!.id))).toEqual([]);
  });
});

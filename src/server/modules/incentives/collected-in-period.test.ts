// Money collected over a period is the ledger's one definition (src/domain/money/ledger.ts, collectedInPeriodPaise:
// approved payments dated in the period, net of refunds) on every screen that shows it: the Collections report, the
// dashboards' collections trend and incentives' achievement; and the Collection Tracker counts a milestone's GST as
// due. The seeded book has a partially refunded payment (14, through the refund route), a fully refunded one (10), a
// pending one and one dated outside the period: counting status 6 alone, or amounts without their refunds, fails.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { addDays, istDateOf } from '../../../domain/format/ist-calendar';
import { collectedInPeriodPaise, type DatedLedgerPayment } from '../../../domain/money/ledger';
import { fromPaise } from '../../../domain/money/paise';
import { financialYearOf } from '../../../domain/payments/tds';
import type { PerformanceTrend } from '../../../domain/dashboards/tiles';
import type { CollectionRow, CollectionTrackerRow } from '../../../domain/reports/collections';
import { milestones, payments } from '../../db/schema/index';
import { insertAccount, insertOpportunity, insertPayments } from '../../testing/account-fixtures';
import { createUser, loginAs } from '../../testing/fixtures';
import { describeEachBackend, startTestServer, type TestServer } from '../../testing/harness';
import { achievementInSql } from './incentives.repo';

type Page<T> = { results: T[]; totalCount: number };

describeEachBackend('collected in a period: every screen equals the ledger', (backend) => {
  let server: TestServer;
  const cookie: Record<string, string> = {};
  let agentId = 0;
  let milestoneId = 0;
  const today = istDateOf(new Date());
  const yesterday = addDays(today, -1);
  /** The model of the seeded payments: what the ledger computes from. */
  const model: (DatedLedgerPayment & { id: number })[] = [];

  async function call(who: string, method: 'GET' | 'POST', url: string, payload?: unknown) {
    const res = await server.app.inject({ method, url: `/api${url}`, headers: { cookie: cookie[who]! }, ...(payload === undefined ? {} : { payload: payload as object }) });
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
    return res.json();
  }

  beforeAll(async () => {
    server = await startTestServer(backend);
    const db = server.database.db;
    agentId = await createUser(db, { username: 'cip-agent', roles: ['HOUSING_SALES_AGENT'] });
    await createUser(db, { username: 'cip-finance', roles: ['FINANCE'] });
    await createUser(db, { username: 'cip-rcm', roles: ['RCM_USER'] });
    for (const who of ['agent', 'finance', 'rcm']) cookie[who] = await loginAs(server.app, `cip-${who}`);
    // An owner account (the owner dashboard's client type 3) of the agent's.
    const account = await insertAccount(db, { agentId, clientTypeId: 3, name: 'Period Realty' });
    const opp = await insertOpportunity(db, { accountId: account.id, ownerId: agentId, name: 'Period deal' });
    const seeded = [
      { amount: '10000.00', statusId: 6, day: today },
      { amount: '20000.00', statusId: 6, day: today }, // refunded 2,000 + 5,000 below: 14
      { amount: '3000.00', statusId: 6, day: today }, // refunded in full below: 10
      { amount: '4000.00', statusId: 1, day: today }, // pending: not collected
      { amount: '8000.00', statusId: 6, day: '2019-01-01' }, // outside the period
    ];
    const money = await insertPayments(db, opp.id, account.id, seeded.map(({ amount, statusId }) => ({ amount, statusId })));
    milestoneId = money.milestoneId;
    for (const [i, s] of seeded.entries()) {
      const id = money.paymentIds[i]!;
      await db.update(payments).set({ paymentDate: s.day }).where(eq(payments.id, id));
      model.push({ id, statusId: s.statusId, amount: Number(s.amount), refunded: 0, day: s.day });
    }
    const refund = async (i: number, amount: number, statusId: number) => {
      await call('finance', 'POST', '/sapna/refund', { paymentId: model[i]!.id, amount });
      model[i]!.refunded += amount;
      model[i]!.statusId = statusId;
    };
    await refund(1, 2000, 14);
    await refund(1, 5000, 14);
    await refund(2, 3000, 10);
    const [p1, p2] = await db.select({ id: payments.id, statusId: payments.statusId }).from(payments).where(eq(payments.milestoneId, milestoneId)).orderBy(payments.id).offset(1).limit(2);
    expect([p1!.statusId, p2!.statusId]).toEqual([14, 10]);
    // The milestone: ₹10,000 + ₹1,800 GST, due yesterday.
    await db.update(milestones).set({ amount: '10000', gst: '1800', startDate: yesterday }).where(eq(milestones.id, milestoneId));
  });
  afterAll(() => server?.close());

  /** The ledger's figure for today: 10,000 + (20,000 − 7,000) + 0 = 23,000 (status 6 alone: 10,000). */
  const ledgerToday = () => fromPaise(collectedInPeriodPaise(model, today, today));

  it('the ledger itself: 23,000 collected today, where status 6 alone would be 10,000', () => {
    expect(ledgerToday()).toBe(23000);
  });

  it('Collections report: its rows are the payments collected in the range, net of refunds, and add up to the ledger', async () => {
    const page = (await call('rcm', 'GET', `/sapna/v1/reports/collections?from=${today}&to=${today}&agentId=${agentId}`)) as Page<CollectionRow>;
    expect(page.results.map((r) => [r.paymentId, r.amount, r.refunded, r.collected])).toEqual([
      [model[2]!.id, 3000, 3000, 0],
      [model[1]!.id, 20000, 7000, 13000],
      [model[0]!.id, 10000, 0, 10000],
    ]);
    expect(fromPaise(page.results.reduce((s, r) => s + Math.round(r.collected * 100), 0))).toBe(ledgerToday());
    // The CSV carries the same figures.
    const csv = await server.app.inject({ method: 'GET', url: `/api/sapna/v1/reports/collections/download?from=${today}&to=${today}&agentId=${agentId}`, headers: { cookie: cookie.rcm! } });
    expect(csv.statusCode).toBe(200);
    const text = csv.rawPayload.toString('utf8');
    expect(text).toContain('Refunded,Collected');
    expect(text).toContain('20000.00,7000.00,13000.00');
  });

  it('the dashboard collections trend: this sales month collects the ledger figure', async () => {
    const trend = (await call('agent', 'GET', '/sapna/v1/performance-trends?type=owner')) as PerformanceTrend;
    expect(trend.months[trend.months.length - 1]!.collections).toBe(ledgerToday());
  });

  it("incentives' achievement: what the owner's payments collected in the cycle, net of refunds", async () => {
    const achievement = await achievementInSql(server.database.db, [agentId], today, today);
    expect(fromPaise(achievement.achievementPaise)).toBe(ledgerToday());
    expect(achievement.paymentIds).toEqual(model.slice(0, 3).map((p) => p.id).sort((a, b) => a - b));
  });

  it("the account's TDS threshold figures: this financial year's collections, net of refunds", async () => {
    const year = financialYearOf(today);
    const accountId = Number((await server.database.db.select({ accountId: payments.accountId }).from(payments).where(eq(payments.id, model[0]!.id)))[0]!.accountId);
    const threshold = await call('agent', 'GET', `/sapna/v1/payment/threshold-details?accountId=${accountId}`);
    expect(threshold).toMatchObject({ collectedAmount: fromPaise(collectedInPeriodPaise(model, year.from, year.to)), largestPayment: 13000 });
  });

  it('Collection Tracker: the milestone is due with its GST: ₹11,800 due, ₹31,000 collected on it, nothing pending', async () => {
    const page = (await call('rcm', 'GET', `/sapna/v1/reports/collection-tracker?from=${yesterday}&to=${today}&agentId=${agentId}`)) as Page<CollectionTrackerRow>;
    expect(page.results).toHaveLength(1);
    expect(page.results[0]).toMatchObject({ milestoneId, amountDue: 11800, collected: 31000, pending: 0, trackerStatus: 'Collected' });
    // Refund all but ₹10,000 of what was collected: the GST (₹1,800) is still pending, not "Pending 0 · Collected".
    await call('finance', 'POST', '/sapna/refund', { paymentId: model[1]!.id, amount: 13000 });
    await call('finance', 'POST', '/sapna/refund', { paymentId: model[4]!.id, amount: 8000 });
    const after = (await call('rcm', 'GET', `/sapna/v1/reports/collection-tracker?from=${yesterday}&to=${today}&agentId=${agentId}`)) as Page<CollectionTrackerRow>;
    expect(after.results[0]).toMatchObject({ amountDue: 11800, collected: 10000, pending: 1800, trackerStatus: 'Overdue' });
  });
});

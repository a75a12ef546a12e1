// Issue 49, closed months are frozen: the closed-business figures of a sales month whose closure date has passed
// (its closed deals in Sales by Opportunity, Closure Trend, the Closed columns of the sales report and performance,
// the performance trend's closed value, the Collections report, and each agent's incentive achievement and accounts
// closed in the month's cycle, recomputed) are snapshotted, then random later activity runs (later instalments recorded and approved,
// pending ones approved, deals moved and closed now, open deals reassigned, a closed deal's reassignment refused),
// and every snapshot is read again unchanged. Before issue 49 a deal's closed day was its latest approved payment's
// day, so approving a later instalment moved it out of the closed month.
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { istDateOf } from '../../../domain/format/ist-calendar';
import { firstDayOf, lastDayOf, shiftMonth, calendarMonthOf } from '../../../domain/sales-closure/sales-month';
import { incentiveRules, opportunities, opportunityPackageMappings, packages, payments, statusChanges, userTargets } from '../../db/schema/index';
import { insertAccount, insertOpportunity, insertPackageMapping, insertPayments } from '../../testing/account-fixtures';
import { createUser, loginAs } from '../../testing/fixtures';
import { describeEachBackend, startTestServer, type TestServer } from '../../testing/harness';
import { mulberry32 } from '../../shared/mulberry32';

const DAY = 86_400_000;

describeEachBackend('a closed sales month is frozen', (backend) => {
  let server: TestServer;
  const cookie: Record<string, string> = {};
  const agents: number[] = [];
  const closedIds: number[] = [];
  const openIds: number[] = [];
  const accountOf = new Map<number, number>();
  const pendingPayments: number[] = [];
  let cycleId = 0;
  // The sales month two calendar months back: no closure date set, so it closed on its last day (long passed).
  const month = shiftMonth(calendarMonthOf(istDateOf(new Date())), -2);
  const from = firstDayOf(month);
  const to = lastDayOf(month);
  const key = from.slice(0, 7);

  const get = (who: string, url: string) => server.app.inject({ method: 'GET', url: `/api${url}`, headers: { cookie: cookie[who]! } });

  beforeAll(async () => {
    server = await startTestServer(backend);
    const db = server.database.db;
    const admin = await createUser(db, { username: 'frz-admin', roles: ['HOUSING_SALES_AGENT', 'ADMIN'] });
    await createUser(db, { username: 'frz-rcm', roles: ['RCM_USER'] });
    await createUser(db, { username: 'frz-manager', roles: ['HOUSING_SALES_MANAGER'] });
    for (let i = 0; i < 3; i += 1) agents.push(await createUser(db, { username: `frz-agent${i}`, roles: ['HOUSING_SALES_AGENT'], parentId: admin }));
    for (const who of ['admin', 'rcm', 'manager']) cookie[who] = await loginAs(server.app, `frz-${who}`);
    const [pkg] = await db.insert(packages).values({ name: 'Frozen Gold', ratePrice: '1000', salesPrice: '1000', validityDays: 90 }).returning({ id: packages.id });

    const rnd = mulberry32(49);
    const monthStart = Date.parse(`${from}T00:00:00+05:30`);
    for (let i = 0; i < 12; i += 1) {
      const ownerId = agents[i % agents.length]!;
      const account = await insertAccount(db, { agentId: ownerId, name: `Frozen ${i}`, clientTypeId: 2 });
      // Created in the month (Sales by Opportunity lists deals by creation) and closed (moved into Closed) later in it.
      const createdDay = Math.floor(rnd() * 10);
      const createdAt = new Date(monthStart + createdDay * DAY);
      const opp = await insertOpportunity(db, { accountId: account.id, ownerId, statusId: 2, name: `Frozen closed ${i}`, createdAt });
      await insertPackageMapping(db, { opportunityId: opp.id, salesPrice: String(1000 + i * 250) });
      await db.update(opportunityPackageMappings).set({ packageId: pkg!.id }).where(eq(opportunityPackageMappings.opportunityId, opp.id));
      const closedAt = new Date(monthStart + (createdDay + 1 + Math.floor(rnd() * 17)) * DAY + Math.floor(rnd() * DAY));
      await db
        .update(statusChanges)
        .set({ changedAt: closedAt })
        .where(and(eq(statusChanges.entity, 'opportunity'), eq(statusChanges.entityId, opp.id), eq(statusChanges.toStatusId, 2)));
      // The first instalment approved in the month, the next one pending.
      const money = await insertPayments(db, opp.id, account.id, [
        { amount: '500', statusId: 6 },
        { amount: '700', statusId: 1 },
      ]);
      await db.update(payments).set({ paymentDate: istDateOf(closedAt) }).where(eq(payments.id, money.paymentIds[0]!));
      pendingPayments.push(money.paymentIds[1]!);
      closedIds.push(opp.id);
      accountOf.set(opp.id, account.id);
      const open = await insertOpportunity(db, { accountId: account.id, ownerId, statusId: 3, name: `Frozen open ${i}`, createdAt });
      await insertPackageMapping(db, { opportunityId: open.id, salesPrice: '900' });
      openIds.push(open.id);
      accountOf.set(open.id, account.id);
    }
  });

  beforeAll(async () => {
    // The month's incentive cycle (monthly rule), with a target for each agent, so the snapshot reads their achievement.
    const db = server.database.db;
    await db.insert(incentiveRules).values({ allowedMinTarget: '1', allowedMaxTarget: '10000000', frequency: 'Monthly', incentiveCap: '100000', effectiveDate: '2020-01-01', participantAllowedIncentiveTypes: ['Individual'] });
    const cycles = (await get('admin', '/sapna/v1/incentive-cycles?count=3')).json() as { id: number; startDate: string }[];
    cycleId = cycles.find((c) => c.startDate === from)!.id;
    await db.insert(userTargets).values(agents.map((userId) => ({ userId, cycleId, individualTarget: '100000', teamTarget: '0' })));
  });

  afterAll(async () => {
    await server?.close();
  });

  /** Every figure of the closed month, as the screens read them. */
  async function snapshot() {
    const read = async (who: string, url: string) => {
      const res = await get(who, url);
      expect(res.statusCode, `${url} ${res.body.slice(0, 200)}`).toBe(200);
      return res.json() as unknown;
    };
    const range = `from=${from}&to=${to}`;
    const deals = (await read('manager', `/sapna/v1/reports/sales-opportunity?${range}&size=100`)) as { results: { opportunityId: number; closedDate: string | null; salesMonth: string | null; ownerName?: string; agentId: number | null; dealValue: number }[] };
    const trends = (await read('admin', '/sapna/v1/performance-trends?type=broker')) as { months: { salesMonth: string; closedValue: number }[] };
    // The Closed columns per agent (the others count the month's created pipeline by its current owner: not closed
    // business, and a reassignment of an open deal moves them).
    const closedColumns = (rows: { agentId: number; closed: unknown }[]) => rows.map((r) => [r.agentId, r.closed]).filter(([, c]) => JSON.stringify(c) !== JSON.stringify({ accounts: 0, dealValue: 0 }));
    const sales = (await read('manager', `/sapna/v1/reports/sales?${range}&size=100`)) as { results: { agentId: number; closed: unknown }[] };
    const performance = (await read('admin', `/mystique/v1/agent-performance?selector=${encodeURIComponent(JSON.stringify({ month: key }))}`)) as { results: { agentId: number; closed: unknown }[] };
    // Incentive achievement: recomputed now (every incentive still pending), as the calculation screen would.
    expect((await server.app.inject({ method: 'POST', url: `/api/sapna/v1/user-incentives/calculate/${cycleId}`, headers: { cookie: cookie.admin! } })).statusCode).toBe(200);
    const incentives = (await read('admin', `/sapna/v1/user-incentives/by-cycle/${cycleId}`)) as { userId: number; achievement: number; accountsClosed: number }[];
    const monthName = deals.results.find((r) => r.closedDate !== null && r.closedDate <= to)?.salesMonth;
    return {
      closedDeals: deals.results.filter((r) => r.closedDate !== null && r.salesMonth === monthName).map((r) => [r.opportunityId, r.closedDate, r.salesMonth, r.agentId, r.dealValue]),
      closureTrend: await read('rcm', `/sapna/v1/reports/closure-trend?${range}&size=100`),
      salesClosed: closedColumns(sales.results),
      performanceClosed: closedColumns(performance.results),
      trendClosedValue: trends.months.find((m) => m.salesMonth === key)?.closedValue,
      collections: await read('rcm', `/sapna/v1/reports/collections?${range}&size=100`),
      incentiveAchievement: incentives.map((r) => [r.userId, r.achievement, r.accountsClosed]).sort(),
    };
  }

  it('keeps every figure of the closed month through random later activity', async () => {
    const db = server.database.db;
    const before = await snapshot();
    // Not vacuous: the month has its closed deals, each in it, credited to the agents.
    expect(before.closedDeals).toHaveLength(closedIds.length);
    expect(before.salesClosed).toHaveLength(agents.length);
    expect(before.performanceClosed).toHaveLength(agents.length);
    expect(before.trendClosedValue).toBeGreaterThan(0);
    expect((before.collections as { totalCount: number }).totalCount).toBe(closedIds.length);
    expect(before.incentiveAchievement).toHaveLength(agents.length);
    expect(before.incentiveAchievement.every(([, achievement, accounts]) => Number(achievement) > 0 && Number(accounts) > 0)).toBe(true);

    const rnd = mulberry32(2026);
    const pick = <T,>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
    const today = istDateOf(new Date());
    for (let step = 0; step < 40; step += 1) {
      const action = Math.floor(rnd() * 5);
      if (action === 0 && pendingPayments.length > 0) {
        // A pending instalment approved today.
        const id = pendingPayments.splice(Math.floor(rnd() * pendingPayments.length), 1)[0]!;
        await db.update(payments).set({ statusId: 6, paymentDate: today }).where(eq(payments.id, id));
      } else if (action === 1) {
        // A later instalment on a closed deal, recorded and approved today.
        const opp = pick(closedIds);
        const money = await insertPayments(db, opp, accountOf.get(opp)!, [{ amount: String(100 + Math.floor(rnd() * 900)), statusId: 6 }]);
        await db.update(payments).set({ paymentDate: today }).where(inArray(payments.id, money.paymentIds));
      } else if (action === 2 && openIds.length > 0) {
        // An open deal moves on, or closes now.
        const id = pick(openIds);
        const statusId = pick([4, 5, 8, 2]);
        await db.update(opportunities).set({ statusId }).where(eq(opportunities.id, id));
        if (statusId === 2) openIds.splice(openIds.indexOf(id), 1);
      } else if (action === 3 && openIds.length > 0) {
        // An open deal reassigned to another agent.
        const res = await server.app.inject({ method: 'PUT', url: `/api/sapna/v1/opportunity/reassign/${pick(openIds)}`, headers: { cookie: cookie.manager! }, payload: { ownerId: pick(agents) } });
        expect(res.statusCode, res.body).toBe(200);
      } else {
        // A closed deal cannot be reassigned (not editable): its credit stays where it closed.
        const res = await server.app.inject({ method: 'PUT', url: `/api/sapna/v1/opportunity/reassign/${pick(closedIds)}`, headers: { cookie: cookie.manager! }, payload: { ownerId: pick(agents) } });
        expect(res.statusCode).toBe(409);
      }
    }
    expect(await snapshot()).toEqual(before);
  }, 120_000);
});

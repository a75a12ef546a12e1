// Incentives (issue 13): rules, slabs, cycles, targets, the computation from approved payments, the states and
// their audit, the CSV, and who may do what. Through HTTP against the real server and database.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { istDateOf } from '../../../domain/format/ist-calendar';
import { incentiveEvents, incentiveRules, incentiveSlabs, payments, userIncentives, userTargets, users } from '../../db/schema/index';
import { callerOf } from '../../testing/admin-config-fixtures';
import { insertAccount, insertOpportunity, insertPayments } from '../../testing/account-fixtures';
import { createUser, loginAs } from '../../testing/fixtures';
import { describeEachBackend, startTestServer, type TestServer } from '../../testing/harness';

describeEachBackend('incentives', (backend) => {
  let server: TestServer;
  const call = callerOf(() => server);
  const cookies: Record<string, string> = {};
  const ids: Record<string, number> = {};
  const msg = (res: { json: () => unknown }) => (res.json() as { error: { msg: string } }).error.msg;
  let cycleId = 0;
  let cycle: { startDate: string; endDate: string };

  beforeAll(async () => {
    server = await startTestServer(backend);
    const db = server.database.db;
    ids.admin = await createUser(db, { username: 'inc-admin', roles: ['HOUSING_SALES_MANAGER', 'ADMIN'] });
    ids.manager = await createUser(db, { username: 'inc-manager', roles: ['HOUSING_SALES_MANAGER'], designationId: 38 });
    ids.otherManager = await createUser(db, { username: 'inc-manager2', roles: ['HOUSING_SALES_MANAGER'], designationId: 38 });
    ids.lead = await createUser(db, { username: 'inc-lead', roles: ['HOUSING_SALES_AGENT'], designationId: 32, parentId: ids.manager });
    ids.agent = await createUser(db, { username: 'inc-agent', roles: ['HOUSING_SALES_AGENT'], designationId: 29, parentId: ids.lead });
    ids.keyAccounts = await createUser(db, { username: 'inc-ka', roles: ['HOUSING_SALES_AGENT'], designationId: 31, parentId: ids.manager });
    ids.stranger = await createUser(db, { username: 'inc-stranger', roles: ['HOUSING_SALES_AGENT'], designationId: 29, parentId: ids.otherManager });
    ids.finance = await createUser(db, { username: 'inc-finance', roles: ['FINANCE'] });
    ids.rcm = await createUser(db, { username: 'inc-rcm', roles: ['RCM_USER'] });
    await db.update(users).set({ departmentId: 16 });
    for (const who of ['admin', 'manager', 'otherManager', 'lead', 'agent', 'finance', 'rcm']) cookies[who] = await loginAs(server.app, `inc-${who === 'otherManager' ? 'manager2' : who}`);
  });
  afterAll(() => server.close());

  const rule = { allowedMinTarget: 10000, allowedMaxTarget: 500000, frequency: 'Monthly', incentiveCap: 5000, effectiveDate: '2020-01-01', participantAllowedIncentiveTypes: ['Individual', 'Team'] };
  const slab = { targetMinPercentage: 0, targetMaxPercentage: 100, accountsClosedMin: 0, accountsClosedMax: 100, incentivePercentage: 5, effectiveDate: '2020-01-01', designationId: 29, departmentId: 16 };

  it('Admin writes rules; managers and finance read them; everyone else is refused', async () => {
    const created = await call(cookies.admin!, 'POST', '/api/sapna/v1/incentive-rules', rule);
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ ...rule, id: expect.any(Number) });
    expect((await call(cookies.manager!, 'GET', '/api/sapna/v1/incentive-rules')).json()).toHaveLength(1);
    expect((await call(cookies.finance!, 'GET', '/api/sapna/v1/incentive-rules')).statusCode).toBe(200);
    expect((await call(cookies.agent!, 'GET', '/api/sapna/v1/incentive-rules')).statusCode).toBe(403);
    for (const who of ['manager', 'finance', 'agent', 'rcm']) expect((await call(cookies[who]!, 'POST', '/api/sapna/v1/incentive-rules', rule)).statusCode, who).toBe(403);
    expect(msg(await call(cookies.rcm!, 'POST', '/api/sapna/v1/incentive-rules', rule))).toBe('You have read-only access.');
    const bad = await call(cookies.admin!, 'POST', '/api/sapna/v1/incentive-rules', { ...rule, allowedMinTarget: 600000 });
    expect(bad.statusCode).toBe(400);
    expect(msg(bad)).toBe('Minimum cannot exceed maximum');
    expect((await call(cookies.admin!, 'POST', '/api/sapna/v1/incentive-rules', { ...rule, frequency: 'Weekly' })).statusCode).toBe(400);
    expect((await call(cookies.admin!, 'PUT', '/api/sapna/v1/incentive-rules/999999', rule)).statusCode).toBe(404);
    const updated = await call(cookies.admin!, 'PUT', `/api/sapna/v1/incentive-rules/${created.json().id}`, { ...rule, incentiveCap: 4000 });
    expect(updated.json().incentiveCap).toBe(4000);
    expect(await server.database.db.select().from(incentiveRules)).toHaveLength(1);
  });

  it('Admin writes slabs; min above max 422, an overlap 409, nothing changed', async () => {
    const url = '/api/sapna/v1/incentive-slabs';
    const low = await call(cookies.admin!, 'POST', url, slab);
    expect(low.statusCode).toBe(200);
    expect(low.json()).toMatchObject({ ...slab, clientTypeId: null });
    const high = await call(cookies.admin!, 'POST', url, { ...slab, targetMinPercentage: 100, targetMaxPercentage: 1000, incentivePercentage: 10 });
    expect(high.statusCode).toBe(200);
    const overlap = await call(cookies.admin!, 'POST', url, { ...slab, targetMinPercentage: 99.99, targetMaxPercentage: 150 });
    expect(overlap.statusCode).toBe(409);
    expect(msg(overlap)).toBe('This slab overlaps another slab of the same participant category and effective date');
    // Another date or another category does not overlap.
    expect((await call(cookies.admin!, 'POST', url, { ...slab, clientTypeId: 3 })).statusCode).toBe(200);
    const minAboveMax = await call(cookies.admin!, 'POST', url, { ...slab, effectiveDate: '2021-01-01', targetMinPercentage: 50, targetMaxPercentage: 40 });
    expect(minAboveMax.statusCode).toBe(422);
    expect(msg(minAboveMax)).toBe('Target min % (50) cannot exceed target max % (40)');
    expect((await call(cookies.admin!, 'POST', url, { ...slab, effectiveDate: '2021-01-01', accountsClosedMin: 5, accountsClosedMax: 4 })).statusCode).toBe(422);
    expect((await call(cookies.manager!, 'POST', url, slab)).statusCode).toBe(403);
    expect((await call(cookies.admin!, 'PUT', `${url}/999999`, slab)).statusCode).toBe(404);
    // Updating a slab onto its neighbour's range is an overlap too.
    expect((await call(cookies.admin!, 'PUT', `${url}/${high.json().id}`, { ...slab, targetMinPercentage: 50 })).statusCode).toBe(409);
    expect(await server.database.db.select().from(incentiveSlabs)).toHaveLength(3);
    const categories = (await call(cookies.manager!, 'GET', '/api/sapna/v1/incentive/participant-categories')).json() as unknown[];
    expect(categories).toContainEqual({ designationId: 29, departmentId: 16, clientTypeId: null });
    expect(categories).toContainEqual({ designationId: 29, departmentId: 16, clientTypeId: 3 });
  });

  it('lists the last 3 cycles, newest first, bounded by the closure dates', async () => {
    const res = await call(cookies.manager!, 'GET', '/api/sapna/v1/incentive-cycles?count=3');
    expect(res.statusCode).toBe(200);
    const cycles = res.json() as { id: number; startDate: string; endDate: string; frequency: string }[];
    expect(cycles).toHaveLength(3);
    expect(cycles[0]!.frequency).toBe('Monthly');
    const today = istDateOf(new Date());
    expect(cycles[0]!.startDate <= today && today <= cycles[0]!.endDate).toBe(true);
    expect(cycles[1]!.endDate < cycles[0]!.startDate).toBe(true);
    // Same ids on a second read.
    expect(((await call(cookies.admin!, 'GET', '/api/sapna/v1/incentive-cycles')).json() as { id: number }[]).map((c) => c.id)).toEqual(cycles.map((c) => c.id));
    cycleId = cycles[0]!.id;
    cycle = cycles[0]!;
  });

  it("a manager sets targets for their own team within the rule's bounds ('Target Updated successfully' on the screen)", async () => {
    const url = '/api/sapna/v1/user-targets';
    const list = (await call(cookies.manager!, 'GET', `${url}?cycleId=${cycleId}`)).json() as { userId: number; id: number | null }[];
    expect(list.map((t) => t.userId).sort()).toEqual([ids.lead, ids.agent, ids.keyAccounts].sort());
    expect(list.every((t) => t.id === null)).toBe(true);
    const set = await call(cookies.manager!, 'POST', url, { userId: ids.agent, cycleId, individualTarget: 100000, teamTarget: 0 });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ userId: ids.agent, individualTarget: 100000, teamTarget: 0 });
    const low = await call(cookies.manager!, 'POST', url, { userId: ids.agent, cycleId, individualTarget: 9999.99, teamTarget: 0 });
    expect(low.statusCode).toBe(422);
    expect(msg(low)).toBe('Individual target must be at least ₹10,000');
    const high = await call(cookies.manager!, 'PUT', `${url}/${set.json().id}`, { individualTarget: 100000, teamTarget: 500001 });
    expect(high.statusCode).toBe(422);
    expect(msg(high)).toBe('Team target must be at most ₹5,00,000');
    // Designation 31 is relaxed.
    expect((await call(cookies.manager!, 'POST', url, { userId: ids.keyAccounts, cycleId, individualTarget: 1, teamTarget: 9_000_000 })).statusCode).toBe(200);
    // Not their team; unknown user or cycle; read-only and finance.
    expect(msg(await call(cookies.manager!, 'POST', url, { userId: ids.stranger, cycleId, individualTarget: 20000, teamTarget: 0 }))).toBe('You can set targets only for your own team');
    expect((await call(cookies.manager!, 'POST', url, { userId: 999999, cycleId, individualTarget: 20000, teamTarget: 0 })).statusCode).toBe(404);
    expect((await call(cookies.manager!, 'POST', url, { userId: ids.agent, cycleId: 999999, individualTarget: 20000, teamTarget: 0 })).statusCode).toBe(404);
    expect((await call(cookies.finance!, 'POST', url, { userId: ids.agent, cycleId, individualTarget: 20000, teamTarget: 0 })).statusCode).toBe(403);
    expect((await call(cookies.rcm!, 'POST', url, { userId: ids.agent, cycleId, individualTarget: 20000, teamTarget: 0 })).statusCode).toBe(403);
    expect((await call(cookies.manager!, 'PUT', `${url}/999999`, { individualTarget: 20000, teamTarget: 0 })).statusCode).toBe(404);
    const [row] = await server.database.db.select().from(userTargets).where(eq(userTargets.userId, ids.agent!));
    expect(row).toMatchObject({ individualTarget: '100000.00', teamTarget: '0.00' });
  });

  it('computes from approved payments in the cycle, keeps the ids, caps, and walks the states with an audit', async () => {
    const db = server.database.db;
    const account = await insertAccount(db, { agentId: ids.agent! });
    const opp = await insertOpportunity(db, { accountId: account.id, ownerId: ids.agent!, statusId: 2 });
    const { paymentIds } = await insertPayments(db, opp.id, account.id, [
      { amount: '30000.50', statusId: 6 },
      { amount: '20000.00', statusId: 6 },
      { amount: '99999.00', statusId: 5 },
    ]);
    const outside = await insertPayments(db, opp.id, account.id, [{ amount: '70000.00', statusId: 6 }]);
    for (const id of paymentIds) await db.update(payments).set({ paymentDate: cycle.startDate }).where(eq(payments.id, id));
    await db.update(payments).set({ paymentDate: '2019-01-01' }).where(eq(payments.id, outside.paymentIds[0]!));
    // The closed date is the latest approved payment's day: move the older one back so the closed date is in the cycle.
    const calc = await call(cookies.manager!, 'POST', `/api/sapna/v1/user-incentives/calculate/${cycleId}`);
    expect(calc.statusCode).toBe(200);
    expect(calc.json()).toEqual({ cycleId, computed: 2, kept: 0, message: 'Incentives calculated' });
    const list = (await call(cookies.manager!, 'GET', `/api/sapna/v1/user-incentives/by-cycle/${cycleId}`)).json() as { id: number; userId: number }[];
    const mine = list.find((r) => r.userId === ids.agent)!;
    // 50,000.50 of 1,00,000 = 50.00%; slab 0-100% at 5% = 2,500.025 → ₹2,500; cap 4,000.
    expect(mine).toMatchObject({ basis: 'Individual', target: 100000, achievement: 50000.5, accountsClosed: 1, targetPercentage: 50, incentivePercentage: 5, incentiveBeforeCap: 2500, incentive: 2500, statusId: 1, noSlabReason: null });
    const ka = list.find((r) => r.userId === ids.keyAccounts)!;
    expect(ka).toMatchObject({ basis: 'Team', incentive: 0, noSlabReason: 'No slab for this participant category effective on or before the cycle start' });
    const details = (await call(cookies.manager!, 'GET', `/api/sapna/v1/user-incentives/get-details/${mine.id}`)).json();
    expect(details.paymentIds).toEqual(paymentIds.slice(0, 2));
    expect(details.opportunityIds).toEqual([opp.id]);
    expect(details.events).toMatchObject([{ action: 'Computed', byUserId: ids.manager }]);
    // A recompute while pending rewrites the same row (same id, figures from the payments now) and says so.
    await db.update(payments).set({ paymentDate: '2019-01-01' }).where(eq(payments.id, paymentIds[1]!));
    expect((await call(cookies.manager!, 'POST', `/api/sapna/v1/user-incentives/calculate/${cycleId}`)).statusCode).toBe(200);
    const recomputed = (await call(cookies.manager!, 'GET', `/api/sapna/v1/user-incentives/get-details/${mine.id}`)).json();
    expect(recomputed).toMatchObject({ id: mine.id, achievement: 30000.5, paymentIds: [paymentIds[0]] });
    expect(recomputed.events.map((e: { action: string }) => e.action)).toEqual(['Computed', 'Recomputed']);
    await db.update(payments).set({ paymentDate: cycle.startDate }).where(eq(payments.id, paymentIds[1]!));
    expect((await call(cookies.manager!, 'POST', `/api/sapna/v1/user-incentives/calculate/${cycleId}`)).statusCode).toBe(200);
    expect((await call(cookies.otherManager!, 'GET', `/api/sapna/v1/user-incentives/get-details/${mine.id}`)).statusCode).toBe(404);

    const update = (who: string, body: unknown) => call(cookies[who]!, 'PUT', `/api/sapna/v1/user-incentives/update/${mine.id}`, body);
    expect(msg(await update('manager', { statusId: 4 }))).toBe('Only a signed off incentive can be approved');
    expect(msg(await update('finance', { paidIncentive: 2500 }))).toBe('Only a manager approved incentive can be marked paid');
    expect((await update('otherManager', { statusId: 3 })).statusCode).toBe(404);
    expect((await update('finance', { statusId: 3 })).statusCode).toBe(403);
    expect((await update('rcm', { statusId: 3 })).statusCode).toBe(403);
    expect((await update('manager', {})).statusCode).toBe(400);
    const signed = await update('manager', { statusId: 3 });
    expect(signed.statusCode).toBe(200);
    expect(signed.json()).toMatchObject({ statusId: 3, remark: 'Signed Off', statusName: 'Signed Off' });
    // Per person (issue 49): a recompute after one sign-off recomputes everyone else and keeps the signed-off figures,
    // even when the payments behind them move.
    await db.update(payments).set({ paymentDate: '2019-01-01' }).where(eq(payments.id, paymentIds[1]!));
    const again = await call(cookies.manager!, 'POST', `/api/sapna/v1/user-incentives/calculate/${cycleId}`);
    expect(again.json()).toEqual({ cycleId, computed: 1, kept: 1, message: 'Incentives calculated' });
    expect((await call(cookies.manager!, 'GET', `/api/sapna/v1/user-incentives/get-details/${mine.id}`)).json()).toMatchObject({ statusId: 3, achievement: 50000.5, incentive: 2500 });
    const kaEvents = (await call(cookies.manager!, 'GET', `/api/sapna/v1/user-incentives/get-details/${ka.id}`)).json().events as { action: string }[];
    expect(kaEvents.at(-1)?.action).toBe('Recomputed');
    await db.update(payments).set({ paymentDate: cycle.startDate }).where(eq(payments.id, paymentIds[1]!));
    expect(msg(await update('manager', { statusId: 3 }))).toBe('Only a pending incentive can be signed off');
    expect((await update('manager', { statusId: 4 })).json()).toMatchObject({ statusId: 4, statusName: 'Manager Approved' });
    expect((await update('manager', { paidIncentive: 2500 })).statusCode).toBe(403);
    const tooMuch = await update('finance', { paidIncentive: 2500.01 });
    expect(tooMuch.statusCode).toBe(422);
    expect(msg(tooMuch)).toBe('Paid incentive cannot exceed the incentive after cap');
    const paid = await update('finance', { paidIncentive: 2500 });
    expect(paid.json()).toMatchObject({ paidIncentive: 2500, statusName: 'Paid' });
    expect(msg(await update('finance', { paidIncentive: 2500 }))).toBe('This incentive is already paid');
    const events = await db.select().from(incentiveEvents).where(eq(incentiveEvents.userIncentiveId, mine.id));
    expect(events.map((e) => [e.action, e.byUserId, e.remark])).toEqual([
      ['Computed', ids.manager, null],
      ['Recomputed', ids.manager, null],
      ['Recomputed', ids.manager, null],
      ['Signed Off', ids.manager, 'Signed Off'],
      ['Manager Approved', ids.manager, 'Manager Approved'],
      ['Paid', ids.finance, null],
    ]);

    // Bulk steps, all or none: one refusal (named by its person) leaves the others as they were.
    const bulk = (who: string, action: string, list: number[]) => call(cookies[who]!, 'POST', '/api/sapna/v1/user-incentives/bulk-update', { cycleId, ids: list, action });
    const mixed = await bulk('manager', 'signOff', [ka.id, mine.id]);
    expect(mixed.statusCode).toBe(409);
    expect(msg(mixed)).toBe('inc-agent Test: This incentive is already paid');
    expect((await call(cookies.manager!, 'GET', `/api/sapna/v1/user-incentives/get-details/${ka.id}`)).json()).toMatchObject({ statusId: 1 });
    expect((await bulk('finance', 'signOff', [ka.id])).statusCode).toBe(403);
    expect((await bulk('otherManager', 'signOff', [ka.id])).statusCode).toBe(404);
    expect((await bulk('manager', 'signOff', [ka.id])).json()).toMatchObject({ updated: [{ id: ka.id, statusId: 3 }], payout: 0 });
    // Everyone signed off: nothing is left to recompute.
    const locked = await call(cookies.manager!, 'POST', `/api/sapna/v1/user-incentives/calculate/${cycleId}`);
    expect(locked.statusCode).toBe(409);
    expect(msg(locked)).toBe('Incentives of this cycle are already signed off and cannot be recomputed');
    expect((await bulk('manager', 'approve', [ka.id])).json()).toMatchObject({ updated: [{ statusId: 4 }] });
    expect((await bulk('manager', 'pay', [ka.id])).statusCode).toBe(403);
    expect((await bulk('finance', 'pay', [ka.id])).json()).toMatchObject({ updated: [{ id: ka.id, statusName: 'Paid', paidIncentive: 0 }], payout: 0 });

    const csv = await call(cookies.finance!, 'GET', `/api/sapna/v1/user-incentives/csv?cycleId=${cycleId}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('User Id,Name,Basis,Target,Achievement,Target %,Accounts Closed,Slab,Incentive %,Incentive Before Cap,Incentive,Status,Remark,Paid Incentive');
    expect(lines.find((l) => l.startsWith(`${ids.agent},`))).toContain('100000.00,50000.50,50.00,1,');
    expect(lines.find((l) => l.startsWith(`${ids.agent},`))).toContain(',2500.00,2500.00,Paid,Manager Approved,2500.00');
    expect((await call(cookies.agent!, 'GET', `/api/sapna/v1/user-incentives/csv?cycleId=${cycleId}`)).statusCode).toBe(403);
    expect((await call(cookies.manager!, 'GET', '/api/sapna/v1/user-incentives/by-cycle/999999')).statusCode).toBe(404);
    expect(await db.select().from(userIncentives)).toHaveLength(2);
  });

  it('a cycle with no rule in force cannot be computed', async () => {
    await server.database.db.update(incentiveRules).set({ effectiveDate: '2999-01-01' });
    const cycles = (await call(cookies.manager!, 'GET', '/api/sapna/v1/incentive-cycles?count=3')).json() as { id: number }[];
    await call(cookies.manager!, 'POST', '/api/sapna/v1/user-targets', { userId: ids.agent, cycleId: cycles[2]!.id, individualTarget: 1, teamTarget: 0 });
    const res = await call(cookies.manager!, 'POST', `/api/sapna/v1/user-incentives/calculate/${cycles[2]!.id}`);
    expect(res.statusCode).toBe(422);
    expect(msg(res)).toBe('No incentive rule is in force for this cycle');
    await server.database.db.update(incentiveRules).set({ effectiveDate: '2020-01-01' });
  });
  it('a newer rule, or a category\'s newer slabs, retire the older the day before; lists show the current, history on demand (issue 49)', async () => {
    const rules = async (query = '') => (await call(cookies.manager!, 'GET', `/api/sapna/v1/incentive-rules${query}`)).json() as { id: number; effectiveDate: string; endDate: string | null }[];
    const [first] = await rules();
    expect(first).toMatchObject({ effectiveDate: '2020-01-01', endDate: null });
    const next = await call(cookies.admin!, 'POST', '/api/sapna/v1/incentive-rules', { ...rule, effectiveDate: '2025-06-01' });
    expect(next.json()).toMatchObject({ effectiveDate: '2025-06-01', endDate: null });
    expect((await rules()).map((r) => r.id)).toEqual([next.json().id]);
    expect((await rules('?history=true')).map((r) => [r.id, r.endDate])).toEqual([[next.json().id, null], [first!.id, '2025-05-31']]);
    // A version set for later keeps the one in force today on the list, ended the day before it starts.
    const later = await call(cookies.admin!, 'POST', '/api/sapna/v1/incentive-rules', { ...rule, effectiveDate: '2999-01-01' });
    expect((await rules()).map((r) => [r.id, r.endDate])).toEqual([[later.json().id, null], [next.json().id, '2998-12-31']]);
    expect((await call(cookies.manager!, 'GET', '/api/sapna/v1/incentive-rules?history=maybe')).statusCode).toBe(400);

    const slabs = async (query = '') => (await call(cookies.manager!, 'GET', `/api/sapna/v1/incentive-slabs${query}`)).json() as { id: number; clientTypeId: number | null; effectiveDate: string; endDate: string | null }[];
    const before = await slabs();
    expect(before.length).toBeGreaterThan(1);
    const renewed = await call(cookies.admin!, 'POST', '/api/sapna/v1/incentive-slabs', { ...slab, effectiveDate: '2025-06-01', incentivePercentage: 7 });
    expect(renewed.json()).toMatchObject({ effectiveDate: '2025-06-01', endDate: null });
    // The category's 2020 slabs retire together; another category's (client type 3) stays current.
    const current = await slabs();
    expect(current.filter((s) => s.clientTypeId === null).map((s) => s.id)).toEqual([renewed.json().id]);
    expect(current.filter((s) => s.clientTypeId === 3).map((s) => s.endDate)).toEqual([null]);
    const history = await slabs('?history=true');
    expect(history.filter((s) => s.clientTypeId === null && s.effectiveDate === '2020-01-01').map((s) => s.endDate)).toEqual(before.filter((s) => s.clientTypeId === null).map(() => '2025-05-31'));
    expect(history).toHaveLength(before.length + 1);
  });
});

import { afterAll, beforeAll, expect, it } from 'vitest';
import { actingAs } from '../seed/demo/approvals-demo';
import { requestSlotSwap } from '../modules/approvals/slot-swaps.service';
import { describeOnBothBackends, startTestServer, type TestServer } from '../testing/harness';
import { createDeal, insertMilestone, insertPayment, insertTermsheet, type Deal } from '../testing/money-fixtures';
import { createCast } from '../testing/opportunity-fixtures';
import { pullAs, snapshotAll } from '../testing/sync-fixtures';

// Issue 9 (Offline): the approvals a field agent raised are readable offline. A Refund approval is about a payment
// (entityTypeId 20), an NP slot swap approval about a swap (19): the device mirrors each under the opportunity of
// its payment or swap, so it reaches the raising agent (and whoever has that opportunity in scope) and never an
// agent outside scope.

describeOnBothBackends('sync: approvals about a payment', (backend) => {
  let server: TestServer;
  let agent: string;
  let outsider: string;
  let deal: Deal;
  let paymentId: number;
  let agentId: number;

  beforeAll(async () => {
    server = await startTestServer(backend);
    const db = server.database.db;
    // The cast: the Refund matrix routes the agent's request (CH reviews, NSH approves); `outsider` is in no team.
    const cast = await createCast(server);
    deal = await createDeal(db, { agentId: cast.ids.agent });
    await createDeal(db, { agentId: cast.ids.outsider });
    const milestoneId = await insertMilestone(db, await insertTermsheet(db, deal, 3), { amount: '1000.00', gst: '0.00' });
    paymentId = await insertPayment(db, milestoneId, '1000.00', 6);
    agentId = cast.ids.agent;
    agent = cast.cookies.agent;
    outsider = cast.cookies.outsider;
  });
  afterAll(async () => server?.close());

  const cursorOf = async (cookie: string) => (await pullAs(server.app, cookie)).body.cursor;

  it('pulls the Refund approval an agent raised to that agent, under the payment’s opportunity, and not to an agent outside scope', async () => {
    const [mine, theirs] = [await cursorOf(agent), await cursorOf(outsider)];
    const res = await server.app.inject({ method: 'POST', url: '/api/sapna/refund', headers: { cookie: agent }, payload: { paymentId: paymentId, amount: 250, remark: 'Double charged' } });
    expect(res.statusCode, res.body).toBe(200);
    const approvalId = (res.json() as { refundRequest: { approvalId: number } }).refundRequest.approvalId;

    const pulled = (await pullAs(server.app, agent, { cursor: mine })).body.changes.filter((c) => c.entity === 'approval');
    expect(pulled).toEqual([
      expect.objectContaining({
        op: 'upsert',
        id: approvalId,
        accountId: deal.accountId,
        row: expect.objectContaining({ id: approvalId, entityTypeId: 20, entityId: paymentId, approvalType: 'Refund', status: 'PendingApproval', opportunity: null, opportunityId: deal.opportunityId, accountId: deal.accountId }),
      }),
    ]);
    // The row is what raised-approvals answers (the device reads it as the online screens do).
    const raised = (await server.app.inject({ method: 'GET', url: '/api/sapna/v1/approval/raised-approvals', headers: { cookie: agent } })).json() as { results: Array<{ id: number }> };
    expect(pulled[0]?.row).toEqual({ ...raised.results.find((a) => a.id === approvalId), opportunityId: deal.opportunityId, accountId: deal.accountId });
    // A snapshot (a device primed afresh) holds it too.
    expect((await snapshotAll(server.app, agent, 'approval')).rows.map((r) => r.id)).toContain(approvalId);

    expect((await pullAs(server.app, outsider, { cursor: theirs })).body.changes.filter((c) => c.entity === 'approval')).toEqual([]);
    expect((await snapshotAll(server.app, outsider, 'approval')).rows.map((r) => r.id)).not.toContain(approvalId);
  });

  it('pulls an NP slot swap approval the agent raised under the swap’s opportunity, with its swapId, and not to an agent outside scope', async () => {
    const [mine, theirs] = [await cursorOf(agent), await cursorOf(outsider)];
    // No route asks for a swap (the demo seed raises them): the service, as the agent.
    const { swapId, approvalId } = await server.database.db.transaction(async (tx) =>
      requestSlotSwap(await actingAs(tx, agentId), {
        opportunityId: deal.opportunityId,
        opportunityPackageMappingId: deal.packageMappingId,
        projectName: 'Lodha Palava City',
        fromSlotId: 9100,
        fromStartDate: '2026-01-03',
        fromEndDate: '2026-02-02',
        toSlotId: 9101,
        toStartDate: '2026-01-10',
        toEndDate: '2026-02-09',
        remark: 'Customer prefers the later slot',
      }),
    );
    const pulled = (await pullAs(server.app, agent, { cursor: mine })).body.changes.filter((c) => c.entity === 'approval');
    expect(pulled).toEqual([
      expect.objectContaining({
        op: 'upsert',
        id: approvalId,
        accountId: deal.accountId,
        row: expect.objectContaining({ entityTypeId: 19, entityId: swapId, swapId, approvalType: 'SlotSwap', opportunity: null, opportunityId: deal.opportunityId }),
      }),
    ]);
    const raised = (await server.app.inject({ method: 'GET', url: '/api/sapna/v1/approval/raised-approvals', headers: { cookie: agent } })).json() as { results: Array<{ id: number }> };
    expect(pulled[0]?.row).toEqual({ ...raised.results.find((a) => a.id === approvalId), opportunityId: deal.opportunityId, accountId: deal.accountId });
    expect((await pullAs(server.app, outsider, { cursor: theirs })).body.changes.filter((c) => c.entity === 'approval')).toEqual([]);
    expect((await snapshotAll(server.app, outsider, 'approval')).rows.map((r) => r.id)).not.toContain(approvalId);
  });
});

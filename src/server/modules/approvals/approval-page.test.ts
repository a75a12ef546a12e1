import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvalActions, approvals, refundRequests, refunds, slotSwaps } from '../../db/schema/index';
import { createUser, loginAs } from '../../testing/fixtures';
import { describeEachBackend, startTestServer, type TestServer } from '../../testing/harness';
import { createDeal, insertMilestone, insertPayment, insertTermsheet } from '../../testing/money-fixtures';
import { caller, createCast, insertPackage, insertPackageMapping } from '../../testing/opportunity-fixtures';
import { command, pushAs } from '../../testing/sync-fixtures';
import { seedDemoApprovals } from '../../seed/demo/approvals-demo';

const VIEW_DENIED = 'You are not authorized to view Approval Details.';
const ACT_DENIED = 'You are not authorized to approve/reject this approval.';

type Listed = { id: number; approvalType: string; version: number; swapId: number | null };

describeEachBackend('approval-page, approval details, tasks and swaps', (backend) => {
  let server: TestServer;
  let cast: Awaited<ReturnType<typeof createCast>>;
  const call = caller(() => server.app);
  const db = () => server.database.db;
  let mine: Listed[];
  const byKind = (kind: string) => {
    const found = mine.find((a) => a.approvalType === kind);
    if (!found) throw new Error(`no ${kind} approval`);
    return found;
  };

  beforeAll(async () => {
    server = await startTestServer(backend);
    cast = await createCast(server);
    const deal = await createDeal(db(), { agentId: cast.ids.agent });
    const termsheetId = await insertTermsheet(db(), deal);
    const milestoneId = await insertMilestone(db(), termsheetId, { amount: '100000', gst: '18000' });
    // One approved payment (the demo's refund is asked for on it) and two waiting ones.
    for (const [amount, statusId] of [['10000', 1], ['20000', 6], ['30000', 1]] as const) await insertPayment(db(), milestoneId, amount, statusId);
    const packageId = await insertPackage(db());
    await insertPackageMapping(db(), { opportunityId: deal.opportunityId, packageId, discount: '100', discountApproved: 'Required' });
    await db().transaction((tx) => seedDemoApprovals(tx, cast.ids.agent));
    expect((await call(cast.cookies.agent, 'POST', `/api/sapna/v2/opportunity/${deal.opportunityId}/send-for-discount-approval`, { remark: 'Festive offer' })).statusCode).toBe(200);
    mine = (await call(cast.cookies.agent, 'GET', '/api/sapna/v1/approval/raised-approvals?size=50')).json().results;
  });
  afterAll(() => server.close());

  const details = (cookie: string, id: number) => call(cookie, 'GET', `/api/sapna/v1/approval-page-details/${id}`);
  const kindsOf = (results: Listed[]) => [...new Set(results.map((r) => r.approvalType))].sort();

  describe('GET /sapna/v1/approval/all-approvals (approval-page)', () => {
    it('lists every kind to the approving authority, the reviewed kinds to a reviewer, nothing to the agent', async () => {
      const approver = (await call(cast.cookies.nsh, 'GET', '/api/sapna/v1/approval/all-approvals?size=50')).json();
      expect(kindsOf(approver.results)).toEqual(['Discount', 'ExtendSlotDate', 'LateCheckDeposition', 'Payment', 'PriceRestoration', 'Refund', 'SlotSwap']);
      const reviewer = (await call(cast.cookies.ch1, 'GET', '/api/sapna/v1/approval/all-approvals?size=50')).json();
      expect(kindsOf(reviewer.results)).toEqual(['Discount', 'Payment', 'Refund']);
      const agent = (await call(cast.cookies.agent, 'GET', '/api/sapna/v1/approval/all-approvals')).json();
      expect(agent).toMatchObject({ results: [], totalCount: 0 });
      expect(kindsOf(mine)).toHaveLength(7);
    });

    it('filters by kind and validates the kind', async () => {
      const refunds = (await call(cast.cookies.nsh, 'GET', '/api/sapna/v1/approval/all-approvals?approvalType=Refund')).json();
      expect(refunds.results.map((r: Listed) => r.approvalType)).toEqual(['Refund']);
      const bad = await call(cast.cookies.nsh, 'GET', '/api/sapna/v1/approval/all-approvals?approvalType=Holiday');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.msg).toBe('Please select an approval type.');
    });

    it('counts exactly up to 10,000 waiting, and beyond that answers 10,001 with totalCapped (as the brand-wide lists)', async () => {
      const approverId = await createUser(db(), { username: 'cap-approver', roles: ['HOUSING_SALES_MANAGER'] });
      const cookie = await loginAs(server.app, 'cap-approver');
      const waiting = (n: number) =>
        db().transaction(async (tx) => {
          await tx.execute(sql`select set_config('app.seeding', 'on', true)`);
          await tx.execute(sql`insert into approvals (entity_type_id, entity_id, approval_type, requested_by_id, approving_authority_id)
            select 18, 700000 + g, 'ExtendSlotDate', ${cast.ids.agent}, ${approverId} from generate_series(1, ${n}) g`);
        });
      await waiting(3);
      const few = (await call(cookie, 'GET', '/api/sapna/v1/approval/all-approvals?size=2')).json();
      expect(few).toMatchObject({ totalCount: 3, page: 0, size: 2 });
      expect(few.totalCapped).toBeUndefined();
      expect(few.results).toHaveLength(2);
      await waiting(10_000);
      const many = (await call(cookie, 'GET', '/api/sapna/v1/approval/all-approvals?size=100')).json();
      expect(many).toMatchObject({ totalCount: 10_001, totalCapped: true });
      expect(many.results).toHaveLength(100);
    });
  });

  describe('GET /sapna/v1/approval-page-details/{id} (approval-details)', () => {
    it('refuses anyone not on the approval, and answers an id that does not exist the same way (issue 56)', async () => {
      for (const cookie of [cast.cookies.outsider, cast.cookies.peer, cast.cookies.finance]) {
        const res = await details(cookie, byKind('Refund').id);
        expect(res.statusCode).toBe(403);
        expect(res.json().error.msg).toBe(VIEW_DENIED);
      }
      const none = await details(cast.cookies.nsh, 999_999);
      expect([none.statusCode, none.json().error.msg]).toEqual([403, VIEW_DENIED]);
    });

    it('approval-details/{paymentId} opens by the payment: its approvals the caller may view, newest first; others 403', async () => {
      const refund = byKind('Refund');
      const row = (await details(cast.cookies.nsh, refund.id)).json() as { entityTypeId: number; entityId: number };
      expect(row.entityTypeId).toBe(20);
      const ofPayment = (cookie: string, paymentId: number) => call(cookie, 'GET', `/api/sapna/v1/approval/payment/${paymentId}`);
      const answer = (await ofPayment(cast.cookies.nsh, row.entityId)).json() as { results: { id: number; entityId: number; entityTypeId: number }[] };
      expect(answer.results.map((a) => a.id)).toContain(refund.id);
      expect(answer.results.every((a) => a.entityTypeId === 20 && a.entityId === row.entityId)).toBe(true);
      expect(answer.results.map((a) => a.id)).toEqual([...answer.results.map((a) => a.id)].sort((a, b) => b - a));
      // Someone not on them, and a payment with no approval, get the details' refusal.
      for (const [cookie, id] of [
        [cast.cookies.outsider, row.entityId],
        [cast.cookies.nsh, 999_999],
      ] as const) {
        const refused = await ofPayment(cookie, id);
        expect([refused.statusCode, refused.json().error.msg]).toEqual([403, VIEW_DENIED]);
      }
    });

    it('offers the reviewer their tasks, the approver none until reviewed, the requester none', async () => {
      const refund = byKind('Refund');
      expect((await details(cast.cookies.ch1, refund.id)).json().tasks.map((t: { label: string }) => t.label)).toEqual(['Review', 'Reject']);
      expect((await details(cast.cookies.nsh, refund.id)).json()).toMatchObject({ canApprove: false, tasks: [] });
      expect((await details(cast.cookies.agent, refund.id)).json()).toMatchObject({ canReview: false, canApprove: false, tasks: [] });
    });

    it('audits every action (who, when, what, remark) and shows it on the details', async () => {
      const refund = byKind('Refund');
      const r1 = await call(cast.cookies.ch1, 'PUT', `/api/sapna/v1/approval-reviewal/process-review?approvalId=${refund.id}&status=Approved&remark=Bank%20statement%20checked`);
      expect(r1.statusCode).toBe(200);
      await call(cast.cookies.ch2, 'PUT', `/api/sapna/v1/approval-reviewal/process-review?approvalId=${refund.id}&status=Approved`);
      const done = await call(cast.cookies.nsh, 'POST', `/api/sapna/v1/approval-reviewal/process-approval?approvalId=${refund.id}&status=Approved&remark=Refund%20approved`);
      expect(done.json().status).toBe('Approved');
      const page = (await details(cast.cookies.agent, refund.id)).json();
      expect(page.actions.map((a: { action: string; actorId: number; remark: string | null; channel: string }) => [a.action, a.actorId, a.remark, a.channel])).toEqual([
        ['Requested', cast.ids.agent, 'Customer cancelled the second milestone', 'online'],
        ['Reviewed', cast.ids.ch1, 'Bank statement checked', 'online'],
        ['Reviewed', cast.ids.ch2, null, 'online'],
        ['Approved', cast.ids.nsh, 'Refund approved', 'online'],
      ]);
      expect(page.version).toBe(refund.version + 3);
      // The demo's refund has a refund request behind it: approving it recorded the refund (half the approved payment).
      const [request] = await db().select().from(refundRequests).where(eq(refundRequests.approvalId, refund.id));
      expect(request).toMatchObject({ amount: '10000.00', status: 'Approved', requestedById: cast.ids.agent });
      const [recorded] = await db().select().from(refunds).where(eq(refunds.id, request?.refundId ?? 0));
      expect(recorded).toMatchObject({ paymentId: request?.paymentId, amount: '10000.00', createdById: cast.ids.nsh });
      expect(page.actions.every((a: { createdAt: string; actorName: string }) => a.createdAt && a.actorName)).toBe(true);
    });

    it('refuses an action one may not take (403 with the spec message), from a read-only role, and on a stale version (409)', async () => {
      const payment = byKind('Payment');
      const outsider = await call(cast.cookies.outsider, 'PUT', `/api/sapna/v1/approval-reviewal/process-review?approvalId=${payment.id}&status=Approved`);
      expect(outsider.statusCode).toBe(403);
      expect(outsider.json().error.msg).toBe(ACT_DENIED);
      const early = await call(cast.cookies.ch1, 'POST', `/api/sapna/v1/approval-reviewal/process-approval?approvalId=${payment.id}&status=Approved`);
      expect(early.json().error.msg).toBe(ACT_DENIED);
      expect((await call(cast.cookies.rcm, 'PUT', `/api/sapna/v1/approval-reviewal/process-review?approvalId=${payment.id}&status=Approved`)).statusCode).toBe(403);
      const stale = await call(cast.cookies.ch1, 'PUT', `/api/sapna/v1/approval-reviewal/process-review?approvalId=${payment.id}&status=Approved&version=${payment.version + 5}`);
      expect(stale.statusCode).toBe(409);
      expect(stale.json().error.msg).toBe('This approval has changed since you opened it. Open it again to see where it stands.');
      expect(await db().select().from(approvalActions).where(eq(approvalActions.approvalId, payment.id))).toHaveLength(1);
    });
  });

  describe('slot swaps: package-more-details and tasks', () => {
    it('shows the swap and approves it through POST /sapna/v2/task', async () => {
      const swap = byKind('SlotSwap');
      const more = await call(cast.cookies.nsh, 'GET', `/api/sapna/v1/approval/package-more-details?entityId=${swap.swapId}&approvalType=SlotSwap`);
      expect(more.statusCode).toBe(200);
      const shown = more.json().slotSwap;
      expect(shown).toMatchObject({ id: swap.swapId, status: 'PendingApproval', approvalId: swap.id, projectName: expect.any(String) });
      expect(shown.toSlotId).toBe(shown.fromSlotId + 1);
      expect(shown.toStartDate > shown.fromStartDate).toBe(true);
      expect(more.json().packageMappings).toHaveLength(1);

      const tasks = (await details(cast.cookies.nsh, swap.id)).json().tasks as { taskKey: string; label: string }[];
      expect(tasks.map((t) => t.label)).toEqual(['Approve', 'Reject']);
      const approve = tasks[0]!.taskKey;
      const stranger = await call(cast.cookies.outsider, 'POST', '/api/sapna/v2/task', { taskKey: approve, remark: 'Mine now' });
      expect(stranger.statusCode).toBe(403);
      expect(stranger.json().error.msg).toBe(ACT_DENIED);
      expect((await call(cast.cookies.rcm, 'POST', '/api/sapna/v2/task', { taskKey: approve })).statusCode).toBe(403);

      const done = await call(cast.cookies.nsh, 'POST', '/api/sapna/v2/task', { taskKey: approve, remark: 'Slot is free' });
      expect(done.statusCode).toBe(200);
      expect(done.json()).toMatchObject({ taskStatus: 'Completed', approvalStatus: 'Approved', approvalId: swap.id });
      const [row] = await db().select().from(slotSwaps).where(eq(slotSwaps.id, swap.swapId!));
      expect(row?.status).toBe('Approved');

      const again = await call(cast.cookies.nsh, 'POST', '/api/sapna/v3/task', { taskKey: approve });
      expect(again.statusCode).toBe(400);
      expect(again.json().error.msg).toBe('This approval has already been processed.');
    });

    it('rejects through POST /sapna/v3/task; unknown task keys are 404; a missing key is 400', async () => {
      const extension = byKind('ExtendSlotDate');
      const reject = (await details(cast.cookies.nsh, extension.id)).json().tasks.find((t: { decision: string }) => t.decision === 'Rejected').taskKey;
      const done = await call(cast.cookies.nsh, 'POST', '/api/sapna/v3/task', { taskKey: reject });
      expect(done.json()).toMatchObject({ taskStatus: 'Completed', approvalStatus: 'Rejected' });
      for (const taskKey of ['APR-999999-approval-Approved', 'nothing', 'APR-99999999999-review-Approved']) {
        const res = await call(cast.cookies.nsh, 'POST', '/api/sapna/v2/task', { taskKey, remark: 'x' });
        expect(res.statusCode).toBe(404);
        expect(res.json().error.msg).toBe('Task not found.');
      }
      const missing = await call(cast.cookies.nsh, 'POST', '/api/sapna/v3/task', {});
      expect(missing.statusCode).toBe(400);
      expect(missing.json().error.msg).toBe('This field is required.');
    });

    it('package-more-details: 403 to a stranger and for nothing alike (issue 56), the discount’s package mappings', async () => {
      const swap = byKind('SlotSwap');
      const stranger = await call(cast.cookies.outsider, 'GET', `/api/sapna/v1/approval/package-more-details?entityId=${swap.swapId}&approvalType=SlotSwap`);
      expect(stranger.statusCode).toBe(403);
      expect(stranger.json().error.msg).toBe(VIEW_DENIED);
      const nothing = await call(cast.cookies.nsh, 'GET', '/api/sapna/v1/approval/package-more-details?entityId=999999&approvalType=SlotSwap');
      expect([nothing.statusCode, nothing.json().error.msg]).toEqual([403, VIEW_DENIED]);
      const [discount] = await db().select().from(approvals).where(eq(approvals.id, byKind('Discount').id));
      const more = (await call(cast.cookies.ch1, 'GET', `/api/sapna/v1/approval/package-more-details?entityId=${discount!.entityId}&approvalType=Discount`)).json();
      expect(more.packageMappings.map((m: { id: number }) => m.id)).toEqual(discount!.opportunityPackageMappingIds);
      expect(more.opportunity.id).toBe(discount!.entityId);
    });
  });

  describe('offline: processApproval queued with the version it saw', () => {
    it('applies with the current version, audits it as offline, and rejects a changed approval with the reason', async () => {
      const payment = byKind('Payment');
      const [current] = await db().select().from(approvals).where(eq(approvals.id, payment.id));
      const deviceTime = new Date(Date.now() - 3_600_000).toISOString();
      const clientId = randomUUID();
      const first = await pushAs(server.app, cast.cookies.ch1, clientId, [
        command(1, 'processApproval', { approvalId: payment.id, path: 'review', status: 'Approved', remark: 'Seen at the branch', version: current!.version }, { deviceTime }),
      ]);
      expect(first.status).toBe(200);
      expect(first.body.results[0]).toMatchObject({ outcome: 'applied' });
      const stale = await pushAs(server.app, cast.cookies.ch2, randomUUID(), [
        command(1, 'processApproval', { approvalId: payment.id, path: 'review', status: 'Approved', version: current!.version }),
      ]);
      expect(stale.body.results[0]).toMatchObject({
        outcome: 'rejected',
        error: { status: 409, msg: 'This approval has changed since you opened it. Open it again to see where it stands.' },
      });
      const actions = await db().select().from(approvalActions).where(eq(approvalActions.approvalId, payment.id));
      expect(actions.map((a) => [a.action, a.channel, a.deviceTime?.toISOString() ?? null])).toEqual([
        ['Requested', 'online', null],
        ['Reviewed', 'offline', deviceTime],
      ]);
    });
  });
});

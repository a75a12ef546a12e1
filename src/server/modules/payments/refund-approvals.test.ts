// Refunds with approval: a seller's POST /sapna/refund becomes a Refund approval routed by the Refund matrix (CH reviews,
// NSH approves by default); the refund is recorded when approved. Finance's direct refund stays.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { REFUND_REQUEST_MESSAGES } from '../../../domain/payments/refund-requests';
import { approvalReviewerMappings, approvals, payments, refundRequests, refunds } from '../../db/schema/index';
import { describeEachBackend, startTestServer, type TestServer } from '../../testing/harness';
import { createDeal, insertMilestone, insertPayment, insertTermsheet } from '../../testing/money-fixtures';
import { caller, createCast } from '../../testing/opportunity-fixtures';

describeEachBackend('refunds with approval', (backend) => {
  let server: TestServer;
  let cast: Awaited<ReturnType<typeof createCast>>;
  const call = caller(() => server.app);
  const db = () => server.database.db;

  beforeAll(async () => {
    server = await startTestServer(backend);
    cast = await createCast(server);
  });
  afterAll(() => server.close());

  /** An approved payment of ₹1,000 on the cast agent's deal. */
  async function approvedPayment(): Promise<number> {
    const deal = await createDeal(db(), { agentId: cast.ids.agent });
    const milestoneId = await insertMilestone(db(), await insertTermsheet(db(), deal, 3), { amount: '1000.00', gst: '0.00' });
    return insertPayment(db(), milestoneId, '1000.00', 6);
  }
  const refund = (cookie: string, body: object) => call(cookie, 'POST', '/api/sapna/refund', body);
  const review = (cookie: string, approvalId: number, status: string) => call(cookie, 'PUT', `/api/sapna/v1/approval-reviewal/process-review?approvalId=${approvalId}&status=${status}`);
  const approve = (cookie: string, approvalId: number, status: string) => call(cookie, 'POST', `/api/sapna/v1/approval-reviewal/process-approval?approvalId=${approvalId}&status=${status}`);
  const refundsOf = (paymentId: number) => db().select().from(refunds).where(eq(refunds.paymentId, paymentId));
  const requestsOf = (paymentId: number) => db().select().from(refundRequests).where(eq(refundRequests.paymentId, paymentId)).orderBy(refundRequests.id);

  it('a seller’s refund waits on a Refund approval (CH reviews, NSH approves) and is recorded when approved', async () => {
    const paymentId = await approvedPayment();
    const res = await refund(cast.cookies.agent, { paymentId, amount: 400, remark: 'Client downgraded' });
    expect(res.statusCode, res.body).toBe(200);
    const { message, refundRequest } = res.json();
    expect(message).toBe(REFUND_REQUEST_MESSAGES.sent);
    expect(refundRequest).toMatchObject({ paymentId, amount: 400, remark: 'Client downgraded', status: 'PendingApproval', refundId: null });
    expect(await refundsOf(paymentId)).toEqual([]);
    const approvalId = refundRequest.approvalId as number;
    const [approval] = await db().select().from(approvals).where(eq(approvals.id, approvalId));
    expect(approval).toMatchObject({ approvalType: 'Refund', entityTypeId: 20, entityId: paymentId, status: 'PendingApproval', approvingAuthorityId: cast.ids.nsh, requestedById: cast.ids.agent });
    const reviewers = await db().select().from(approvalReviewerMappings).where(eq(approvalReviewerMappings.approvalId, approvalId));
    expect(reviewers.map((r) => r.reviewerId).sort()).toEqual([cast.ids.ch1, cast.ids.ch2].sort());

    // The approval page lists it for the approver; the request's details are readable for the approval.
    const mine = (await call(cast.cookies.nsh, 'GET', '/api/sapna/v1/approval/all-approvals?approvalType=Refund')).json();
    expect(mine.results.map((a: { id: number }) => a.id)).toContain(approvalId);
    expect((await call(cast.cookies.nsh, 'GET', `/api/sapna/v1/refund-request?approvalId=${approvalId}`)).json()).toMatchObject({ amount: 400, status: 'PendingApproval' });
    expect((await call(cast.cookies.outsider, 'GET', `/api/sapna/v1/refund-request?approvalId=${approvalId}`)).statusCode).toBe(404);

    // What the request holds is not refundable by anyone else meanwhile; one pending request per payment.
    expect((await refund(cast.cookies.agent, { paymentId, amount: 600.01 })).json().error.msg).toBe('Refund amount exceeds the approved amount not yet refunded.');
    expect((await refund(cast.cookies.finance, { paymentId, amount: 600.01 })).statusCode).toBe(400);
    expect((await refund(cast.cookies.agent, { paymentId, amount: 100 })).statusCode).toBe(409);
    const details = (await call(cast.cookies.agent, 'GET', `/api/sapna/v1/payment-details/${paymentId}`)).json();
    expect(details).toMatchObject({ refundableAmount: 600, actions: { refund: false, requestRefund: false }, refundRequests: [{ amount: 400, status: 'PendingApproval' }] });

    expect((await approve(cast.cookies.nsh, approvalId, 'Approved')).statusCode).toBe(409); // waiting for review
    expect((await approve(cast.cookies.agent, approvalId, 'Approved')).statusCode).toBe(403);
    expect((await review(cast.cookies.ch1, approvalId, 'Approved')).statusCode).toBe(200);
    expect((await review(cast.cookies.ch2, approvalId, 'Approved')).statusCode).toBe(200);
    expect(await refundsOf(paymentId)).toEqual([]);
    const approved = await approve(cast.cookies.nsh, approvalId, 'Approved');
    expect(approved.statusCode, approved.body).toBe(200);
    const [recorded] = await refundsOf(paymentId);
    expect(recorded).toMatchObject({ paymentId, amount: '400.00', createdById: cast.ids.nsh });
    expect((await requestsOf(paymentId))[0]).toMatchObject({ status: 'Approved', refundId: recorded!.id });
    const after = (await call(cast.cookies.agent, 'GET', `/api/sapna/v1/payment-details/${paymentId}`)).json();
    expect(after).toMatchObject({ refundedAmount: 400, refundableAmount: 600, actions: { requestRefund: true } });
    expect((await db().select().from(payments).where(eq(payments.id, paymentId)))[0]!.statusId).toBe(14);
  });

  it('a rejected refund approval refuses the request and records nothing', async () => {
    const paymentId = await approvedPayment();
    const approvalId = (await refund(cast.cookies.agent, { paymentId, amount: 1000 })).json().refundRequest.approvalId as number;
    expect((await review(cast.cookies.ch1, approvalId, 'Rejected')).statusCode).toBe(200);
    expect(await refundsOf(paymentId)).toEqual([]);
    expect((await requestsOf(paymentId))[0]).toMatchObject({ status: 'Rejected', refundId: null, decidedAt: expect.any(Date) });
    // Asked again, the whole amount may be approved: the payment is then Refunded (10).
    const again = (await refund(cast.cookies.agent, { paymentId, amount: 1000 })).json().refundRequest.approvalId as number;
    for (const ch of [cast.cookies.ch1, cast.cookies.ch2]) await review(ch, again, 'Approved');
    expect((await approve(cast.cookies.nsh, again, 'Approved')).statusCode).toBe(200);
    expect((await db().select().from(payments).where(eq(payments.id, paymentId)))[0]!.statusId).toBe(10);
  });

  it('refuses to approve a refund the payment no longer allows (409), changing nothing', async () => {
    const paymentId = await approvedPayment();
    const approvalId = (await refund(cast.cookies.agent, { paymentId, amount: 500 })).json().refundRequest.approvalId as number;
    for (const ch of [cast.cookies.ch1, cast.cookies.ch2]) await review(ch, approvalId, 'Approved');
    await db().update(payments).set({ statusId: 11 }).where(eq(payments.id, paymentId));
    const res = await approve(cast.cookies.nsh, approvalId, 'Approved');
    expect(res.statusCode).toBe(409);
    expect(res.json().error.msg).toBe(REFUND_REQUEST_MESSAGES.changedSince);
    expect((await db().select().from(approvals).where(eq(approvals.id, approvalId)))[0]!.status).toBe('PendingApproval');
    expect((await requestsOf(paymentId))[0]!.status).toBe('PendingApproval');
    expect(await refundsOf(paymentId)).toEqual([]);
  });

  it('refuses a refund above what remains (400), read-only roles (403), and others’ payments (404), changing nothing', async () => {
    const paymentId = await approvedPayment();
    expect((await refund(cast.cookies.agent, { paymentId, amount: 1000.01 })).statusCode).toBe(400);
    expect((await refund(cast.cookies.agent, { paymentId, amount: 0 })).statusCode).toBe(400);
    expect((await refund(cast.cookies.agent, { paymentId, amount: 'x' })).statusCode).toBe(400);
    expect((await refund(cast.cookies.rcm, { paymentId, amount: 1 })).statusCode).toBe(403);
    expect((await refund(cast.cookies.outsider, { paymentId, amount: 1 })).statusCode).toBe(404);
    expect(await requestsOf(paymentId)).toEqual([]);
    expect(await db().select().from(approvals).where(eq(approvals.entityId, paymentId))).toEqual([]);
  });
});

// Refunds with approval (src/domain/payments/refund-requests.ts): a seller's POST /sapna/refund records a request and a
// Refund approval (the Refund matrix names its reviewers and approver); approving it records the refund, rejecting
// it refuses the request. Finance's refund stays direct (refunds.service.ts).
import { eq } from 'drizzle-orm';
import { can } from '../../../domain/auth/capabilities';
import type { RefundInput } from '../../../domain/payments/payment-actions';
import type { Refund } from '../../../domain/payments/payment-details';
import { REFUND_REQUEST_MESSAGES, refundablePaise, type RefundRequest } from '../../../domain/payments/refund-requests';
import { isRefundable } from '../../../domain/money/ledger';
import { milestones, opportunities, refundRequests, termsheets } from '../../db/schema/index';
import { conflict, forbidden, notFound } from '../../errors';
import { paiseOfNumeric } from '../../shared/sql/money-text';
import type { ServiceContext } from '../../shared/http/service-context';
import { requestPaymentApproval } from '../approvals/approval-requests.service';
import { assertCanRead } from '../termsheets/termsheet-access.service';
import { paymentInScopeOr404 } from './payment-queries';
import { refundedPaise } from './payment-records.repo';
import { paymentRowById } from './payments.repo';
import { pendingRequestedPaise, refundRequestById, refundRequestOfApproval } from './refund-requests.repo';
import { checkRefund, recordRefund, refundPayment } from './refunds.service';

export const REFUND_APPROVAL_TYPE = 'Refund';

/**
 * POST /sapna/refund. Finance (Finance, Admin): the refund is recorded at once. A seller: a refund request waits on a
 * Refund approval ('Refund sent for approval'); one pending per payment (409). Either way the amount is checked
 * against what remains (400, nothing changed).
 */
export async function refundOrRequestRefund(
  ctx: ServiceContext,
  input: RefundInput,
): Promise<{ message: string; refund?: Refund | undefined; refundRequest?: RefundRequest | undefined }> {
  if (can(ctx.user, 'finance')) return refundPayment(ctx, input);
  if (!can(ctx.user, 'sell')) throw forbidden();
  const { located, amountPaise, remark } = await checkRefund(ctx, input);
  const [created] = await ctx.tx
    .insert(refundRequests)
    .values({ paymentId: located.payment.id, amount: (amountPaise / 100).toFixed(2), remark, requestedById: ctx.user.id, createdAt: ctx.now })
    .returning({ id: refundRequests.id });
  if (!created) throw new Error('refund request insert returned no row');
  const approvalId = await requestPaymentApproval(ctx, {
    approvalType: REFUND_APPROVAL_TYPE,
    paymentId: located.payment.id,
    domainId: ctx.user.domainId,
    remark: remark ?? `Refund of ₹${(amountPaise / 100).toFixed(2)}`,
  });
  await ctx.tx.update(refundRequests).set({ approvalId }).where(eq(refundRequests.id, created.id));
  const refundRequest = await refundRequestById(ctx.tx, created.id);
  if (!refundRequest) throw new Error('refund request vanished');
  return { message: REFUND_REQUEST_MESSAGES.sent, refundRequest };
}

/**
 * A decided Refund approval decides its request. Approved: the refund is recorded by the approver, if it still fits
 * what remains of an approved payment (else 409 and nothing changes: the approver may reject instead). Rejected: the
 * request is refused. Reviewers and approvers act across scope (the matrix decides), so no scope check here.
 */
export async function settleRefundRequest(ctx: ServiceContext, approval: { id: number; approvalType: string }, status: 'Approved' | 'Rejected'): Promise<void> {
  if (approval.approvalType !== REFUND_APPROVAL_TYPE) return;
  const request = await refundRequestOfApproval(ctx.tx, approval.id, true);
  if (!request || request.status !== 'PendingApproval') return;
  let refundId: number | null = null;
  if (status === 'Approved') {
    const payment = await paymentRowById(ctx.tx, request.paymentId, { lock: true });
    if (!payment) throw conflict(REFUND_REQUEST_MESSAGES.changedSince);
    const amountPaise = paiseOfNumeric(request.amount);
    // This request's own amount is what it reserved: what remains for it is the payment less refunds and other requests.
    const others = Math.max(0, (await pendingRequestedPaise(ctx.tx, payment.id)) - amountPaise);
    const remaining = refundablePaise(paiseOfNumeric(payment.amount), await refundedPaise(ctx.tx, payment.id), others);
    if (!isRefundable(payment.statusId) || amountPaise > remaining) throw conflict(REFUND_REQUEST_MESSAGES.changedSince);
    const [owner] = await ctx.tx
      .select({ accountId: opportunities.accountId })
      .from(milestones)
      .innerJoin(termsheets, eq(termsheets.id, milestones.termsheetId))
      .innerJoin(opportunities, eq(opportunities.id, termsheets.opportunityId))
      .where(eq(milestones.id, payment.milestoneId));
    if (!owner) throw conflict(REFUND_REQUEST_MESSAGES.changedSince);
    const refund = await recordRefund(ctx, payment, owner.accountId, amountPaise, request.remark ?? `Refund approved (approval #${approval.id})`);
    refundId = refund.id;
  }
  await ctx.tx.update(refundRequests).set({ status, refundId, decidedAt: ctx.now }).where(eq(refundRequests.id, request.id));
}

/** GET /sapna/v1/refund-request?approvalId: the request a Refund approval is about (its payment in scope). */
export async function refundRequestForApproval(ctx: ServiceContext, approvalId: number): Promise<RefundRequest> {
  assertCanRead(ctx);
  const row = await refundRequestOfApproval(ctx.tx, approvalId);
  if (!row) throw notFound(REFUND_REQUEST_MESSAGES.notFound);
  await paymentInScopeOr404(ctx, row.paymentId);
  const request = await refundRequestById(ctx.tx, row.id);
  if (!request) throw notFound(REFUND_REQUEST_MESSAGES.notFound);
  return request;
}


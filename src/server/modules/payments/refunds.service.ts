// POST /sapna/refund: finance refunds (part of) an approved payment; a seller's refund goes for approval
// (refund-requests.service.ts), and is recorded here when approved.
import { eq, sql } from 'drizzle-orm';
import { PAYMENT_ACTION_MESSAGES, type RefundInput } from '../../../domain/payments/payment-actions';
import type { Refund } from '../../../domain/payments/payment-details';
import { refundablePaise } from '../../../domain/payments/refund-requests';
import { FULLY_REFUNDED_STATUS_ID, isRefundable, refundedStatusId } from '../../../domain/money/ledger';
import { toPaise } from '../../../domain/money/paise';
import { payments, refunds } from '../../db/schema/index';
import { badRequest, conflict } from '../../errors';
import { recordChange } from '../../shared/sql/change-log';
import { checkPositiveAmount } from '../../shared/field-rules';
import { numericOfRupees, paiseOfNumeric } from '../../shared/sql/money-text';
import type { ServiceContext } from '../../shared/http/service-context';
import { recordStatusChange } from './payment-history.repo';
import { paymentInScopeOr404 } from './payment-queries';
import { refundedPaise, refundsOfPayment } from './payment-records.repo';
import { assertFinance } from './payment-status.service';
import { pendingRequestedPaise } from './refund-requests.repo';

/**
 * A refund moves the payment to 14 (Partially Refunded) or, once its refunds reach its amount, to 10 (Refunded): spec
 * 001 §4 "refunded: 10, 14". Its collected amount is then its amount less its refunds (the ledger).
 */

type Located = Awaited<ReturnType<typeof paymentInScopeOr404>>;
type PaymentRow = Located['payment'];

/** Inserts the refund (the payment is locked and checked by the caller) and moves the payment to 14, or 10 in full. */
export async function recordRefund(ctx: ServiceContext, payment: PaymentRow, accountId: number, amountPaise: number, remark: string | null): Promise<Refund> {
  const refundedBefore = await refundedPaise(ctx.tx, payment.id);
  const [created] = await ctx.tx
    .insert(refunds)
    .values({
      paymentId: payment.id,
      milestoneId: payment.milestoneId,
      amount: numericOfRupees(amountPaise / 100),
      remark,
      createdById: ctx.user.id,
      createdAt: ctx.now,
    })
    .returning({ id: refunds.id });
  const toStatusId = refundedStatusId(paiseOfNumeric(payment.amount), refundedBefore + amountPaise);
  await ctx.tx
    .update(payments)
    .set({ statusId: toStatusId, version: sql`${payments.version} + 1`, updatedAt: ctx.now })
    .where(eq(payments.id, payment.id));
  if (toStatusId !== payment.statusId) {
    const fallback = toStatusId === FULLY_REFUNDED_STATUS_ID ? 'Refunded in full' : 'Refunded in part';
    await recordStatusChange(ctx, { paymentId: payment.id, fromStatusId: payment.statusId, toStatusId, remark: remark || fallback });
  }
  await recordChange(ctx.tx, { entity: 'payment', entityId: payment.id, accountId, op: 'upsert' });
  await recordChange(ctx.tx, { entity: 'milestone', entityId: payment.milestoneId, accountId, op: 'upsert' });
  const refund = (await refundsOfPayment(ctx.tx, payment.id)).find((r) => r.id === created?.id);
  if (!refund) throw new Error('refund not recorded');
  return refund;
}

export type CheckedRefund = { located: Located; amountPaise: number; remark: string | null };

/**
 * Only an approved (6) or partially refunded (14) payment is refunded (409 otherwise), and never beyond its amount less what was refunded
 * and what pending refund requests hold (400, nothing changed). The payment stays locked for the transaction.
 */
export async function checkRefund(ctx: ServiceContext, input: RefundInput): Promise<CheckedRefund> {
  const amount = checkPositiveAmount(input.amount);
  const located = await paymentInScopeOr404(ctx, input.paymentId, { lock: true });
  const { payment } = located;
  if (!isRefundable(payment.statusId)) throw conflict(PAYMENT_ACTION_MESSAGES.refundNotApproved);
  const remaining = refundablePaise(paiseOfNumeric(payment.amount), await refundedPaise(ctx.tx, payment.id), await pendingRequestedPaise(ctx.tx, payment.id));
  if (toPaise(amount) > remaining) throw badRequest(PAYMENT_ACTION_MESSAGES.refundAboveApproved);
  return { located, amountPaise: toPaise(amount), remark: input.remark?.trim() || null };
}

/** Finance (Finance, Admin) refunds at once. */
export async function refundPayment(ctx: ServiceContext, input: RefundInput): Promise<{ message: string; refund: Refund }> {
  assertFinance(ctx);
  const checked = await checkRefund(ctx, input);
  return { message: PAYMENT_ACTION_MESSAGES.refundRecorded, refund: await recordRefund(ctx, checked.located.payment, checked.located.milestoneRef.termsheetRef.opportunity.accountId, checked.amountPaise, checked.remark) };
}

// What the termsheet page may show under each milestone (other modules import services only).
export { refundsOfMilestones } from './payment-records.repo';

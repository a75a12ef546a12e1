// POST /sapna/refund: finance refunds (part of) an approved payment; a seller's refund goes for approval
// (refund-requests.service.ts), and is recorded here when approved.
import { eq, sql } from 'drizzle-orm';
import { PAYMENT_ACTION_MESSAGES, type RefundInput } from '../../../domain/payments/payment-actions';
import type { Refund } from '../../../domain/payments/payment-details';
import { refundablePaise } from '../../../domain/payments/refund-requests';
import { APPROVED_AMOUNT_STATUS_ID } from '../../../domain/payments/statuses';
import { toPaise } from '../../../domain/money/paise';
import { payments, refunds } from '../../db/schema/index';
import { badRequest, conflict } from '../../errors';
import { recordChange } from '../../shared/change-log';
import { checkPositiveAmount } from '../../shared/field-rules';
import { numericOfRupees, paiseOfNumeric } from '../../shared/money-text';
import type { ServiceContext } from '../../shared/service-context';
import { recordStatusChange } from './payment-history.repo';
import { paymentInScopeOr404 } from './payment-queries';
import { refundedPaise, refundsOfPayment } from './payment-records.repo';
import { assertFinance } from './payment-status.service';
import { pendingRequestedPaise } from './refund-requests.repo';

/** A payment refunded in full moves to 10 (Refunded); a partial refund leaves it approved (6) with the refund shown. */
export const REFUNDED_STATUS_ID = 10;

type Located = Awaited<ReturnType<typeof paymentInScopeOr404>>;
type PaymentRow = Located['payment'];

/** Inserts the refund (the payment is locked and checked by the caller) and moves a fully refunded payment to 10. */
export async function recordRefund(ctx: ServiceContext, payment: PaymentRow, accountId: number, amountPaise: number, remark: string | null): Promise<Refund> {
  const remaining = paiseOfNumeric(payment.amount) - (await refundedPaise(ctx.tx, payment.id));
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
  if (amountPaise === remaining) {
    await ctx.tx
      .update(payments)
      .set({ statusId: REFUNDED_STATUS_ID, version: sql`${payments.version} + 1`, updatedAt: ctx.now })
      .where(eq(payments.id, payment.id));
    await recordStatusChange(ctx, { paymentId: payment.id, fromStatusId: payment.statusId, toStatusId: REFUNDED_STATUS_ID, remark: remark || 'Refunded in full' });
  }
  await recordChange(ctx.tx, { entity: 'payment', entityId: payment.id, accountId, op: 'upsert' });
  await recordChange(ctx.tx, { entity: 'milestone', entityId: payment.milestoneId, accountId, op: 'upsert' });
  const refund = (await refundsOfPayment(ctx.tx, payment.id)).find((r) => r.id === created?.id);
  if (!refund) throw new Error('refund not recorded');
  return refund;
}

export type CheckedRefund = { located: Located; amountPaise: number; remark: string | null };

/**
 * Only an approved payment (status 6) is refunded (409 otherwise), and never beyond its amount less what was refunded
 * and what pending refund requests hold (400, nothing changed). The payment stays locked for the transaction.
 */
export async function checkRefund(ctx: ServiceContext, input: RefundInput): Promise<CheckedRefund> {
  const amount = checkPositiveAmount(input.amount);
  const located = await paymentInScopeOr404(ctx, input.paymentId, { lock: true });
  const { payment } = located;
  if (payment.statusId !== APPROVED_AMOUNT_STATUS_ID) throw conflict(PAYMENT_ACTION_MESSAGES.refundNotApproved);
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

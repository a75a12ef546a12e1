// POST /sapna/refund: finance refunds (part of) an approved payment.
import { eq, sql } from 'drizzle-orm';
import { PAYMENT_ACTION_MESSAGES, type RefundInput } from '../../../domain/payments/payment-actions';
import type { Refund } from '../../../domain/payments/payment-details';
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

/** A payment refunded in full moves to 10 (Refunded); a partial refund leaves it approved (6) with the refund shown. */
export const REFUNDED_STATUS_ID = 10;

/**
 * Only an approved payment (status 6) is refunded, and never beyond what was approved less what was refunded
 * already (400). The refund is shown on the payment and under its milestone; the milestone's approvedPaymentAmount
 * drops once the payment is fully refunded (it then leaves status 6).
 */
export async function refundPayment(ctx: ServiceContext, input: RefundInput): Promise<{ message: string; refund: Refund }> {
  assertFinance(ctx);
  const amount = checkPositiveAmount(input.amount);
  const { payment, milestoneRef } = await paymentInScopeOr404(ctx, input.paymentId, { lock: true });
  if (payment.statusId !== APPROVED_AMOUNT_STATUS_ID) throw conflict(PAYMENT_ACTION_MESSAGES.refundNotApproved);
  const remaining = paiseOfNumeric(payment.amount) - (await refundedPaise(ctx.tx, payment.id));
  if (toPaise(amount) > remaining) throw badRequest(PAYMENT_ACTION_MESSAGES.refundAboveApproved);
  const [created] = await ctx.tx
    .insert(refunds)
    .values({
      paymentId: payment.id,
      milestoneId: payment.milestoneId,
      amount: numericOfRupees(amount),
      remark: input.remark?.trim() || null,
      createdById: ctx.user.id,
      createdAt: ctx.now,
    })
    .returning({ id: refunds.id });
  if (toPaise(amount) === remaining) {
    await ctx.tx
      .update(payments)
      .set({ statusId: REFUNDED_STATUS_ID, version: sql`${payments.version} + 1`, updatedAt: ctx.now })
      .where(eq(payments.id, payment.id));
    await recordStatusChange(ctx, { paymentId: payment.id, fromStatusId: payment.statusId, toStatusId: REFUNDED_STATUS_ID, remark: input.remark?.trim() || 'Refunded in full' });
  }
  const accountId = milestoneRef.termsheetRef.opportunity.accountId;
  await recordChange(ctx.tx, { entity: 'payment', entityId: payment.id, accountId, op: 'upsert' });
  await recordChange(ctx.tx, { entity: 'milestone', entityId: payment.milestoneId, accountId, op: 'upsert' });
  const refund = (await refundsOfPayment(ctx.tx, payment.id)).find((r) => r.id === created?.id);
  if (!refund) throw new Error('refund not recorded');
  return { message: PAYMENT_ACTION_MESSAGES.refundRecorded, refund };
}

// What the termsheet page may show under each milestone (other modules import services only).
export { refundsOfMilestones } from './payment-records.repo';

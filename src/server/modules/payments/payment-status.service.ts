// Finance's status changes (approve, reject, send back to RAM) and the recollection or representation of a
// rejected payment (statuses 7, 8).
import { eq, sql } from 'drizzle-orm';
import { can } from '../../../domain/auth/capabilities';
import { SUCCESS_MESSAGES } from '../../../domain/errors/messages';
import {
  PAYMENT_ACTION_MESSAGES,
  PAYMENT_ACTION_TARGET_STATUS,
  type PaymentRecollectInput,
  type PaymentStatusChangeInput,
} from '../../../domain/payments/payment-actions';
import type { PaymentPage } from '../../../domain/payments/payment-contract';
import { isInPaymentGroup, paymentEndpointVersion } from '../../../domain/payments/statuses';
import { payments } from '../../db/schema/index';
import { badRequest, conflict, forbidden } from '../../errors';
import { recordChange } from '../../shared/sql/change-log';
import { rupeesOfNumeric } from '../../shared/sql/money-text';
import type { ServiceContext } from '../../shared/http/service-context';
import { assertCanSell } from '../termsheets/termsheet-access.service';
import { PAYMENT_MESSAGES } from './payment-messages';
import { recordStatusChange } from './payment-history.repo';
import { paymentInScopeOr404, paymentPage } from './payment-queries';
import { recollectionOf } from './payment-records.repo';
import { recordPayment } from './payments.service';

export function assertFinance(ctx: ServiceContext): void {
  if (!can(ctx.user, 'finance')) throw forbidden();
}

/** With finance: pending, and not sent back to RAM (9, 16) where the agent has it. */
export function isWithFinance(statusId: number): boolean {
  return isInPaymentGroup('pending', statusId) && !isInPaymentGroup('sentBackToRam', statusId);
}

/**
 * PUT /sapna/v1/payment/{id}/status: finance approves (6), rejects (7) or sends back to RAM (9) a payment that is
 * with finance; rejecting and sending back need a remark. Audited in the payment's status history.
 */
export async function changePaymentStatus(ctx: ServiceContext, paymentId: number, input: PaymentStatusChangeInput): Promise<{ message: string; payment: PaymentPage }> {
  assertFinance(ctx);
  const { payment, milestoneRef } = await paymentInScopeOr404(ctx, paymentId, { lock: true });
  if (input.baseVersion !== undefined && input.baseVersion !== payment.version) throw conflict(PAYMENT_MESSAGES.staleVersion);
  if (!isWithFinance(payment.statusId)) throw conflict(PAYMENT_ACTION_MESSAGES.notWithFinance);
  const remark = input.remark?.trim() || null;
  if (input.action !== 'approve' && !remark) throw badRequest(PAYMENT_ACTION_MESSAGES.remarkRequired);
  const toStatusId = PAYMENT_ACTION_TARGET_STATUS[input.action];
  await ctx.tx
    .update(payments)
    .set({ statusId: toStatusId, version: sql`${payments.version} + 1`, updatedAt: ctx.now })
    .where(eq(payments.id, payment.id));
  await recordStatusChange(ctx, { paymentId: payment.id, fromStatusId: payment.statusId, toStatusId, remark });
  const accountId = milestoneRef.termsheetRef.opportunity.accountId;
  await recordChange(ctx.tx, { entity: 'payment', entityId: payment.id, accountId, op: 'upsert' });
  await recordChange(ctx.tx, { entity: 'milestone', entityId: payment.milestoneId, accountId, op: 'upsert' });
  return { message: PAYMENT_ACTION_MESSAGES.statusChanged, payment: await paymentPage(ctx, payment.id) };
}

/**
 * POST /sapna/v1/payment/{id}/recollect: a new payment on the rejected (7, 8) payment's milestone, of type
 * Recollection or Representation, by default for the same amount and mode; once per rejected payment. The new
 * payment goes through every rule of adding one (PIN, amount within what is due, termsheet editable).
 */
export async function recollectPayment(ctx: ServiceContext, paymentId: number, input: PaymentRecollectInput): Promise<{ message: string; payment: PaymentPage }> {
  assertCanSell(ctx);
  const { payment } = await paymentInScopeOr404(ctx, paymentId, { lock: true });
  if (!isInPaymentGroup('reviveOrRecollect', payment.statusId)) throw conflict(PAYMENT_ACTION_MESSAGES.notRejected);
  if ((await recollectionOf(ctx.tx, payment.id)) !== null) throw conflict(PAYMENT_ACTION_MESSAGES.alreadyRecollected);
  const modeOfPaymentId = input.modeOfPaymentId ?? payment.modeOfPaymentId;
  const created = await recordPayment(
    ctx,
    paymentEndpointVersion({ modeOfPaymentId }),
    {
      milestoneId: payment.milestoneId,
      amount: input.amount ?? rupeesOfNumeric(payment.amount),
      modeOfPaymentId,
      paymentType: input.paymentType,
      pinCode: input.pinCode,
      referenceNumber: input.referenceNumber,
      paymentDate: input.paymentDate,
      yesBankResponseId: null,
      clientId: null,
    },
    { originalPaymentId: payment.id },
  );
  const message = input.paymentType === 'Recollection' ? SUCCESS_MESSAGES.paymentRecollected : SUCCESS_MESSAGES.paymentRepresented;
  return { message, payment: created };
}

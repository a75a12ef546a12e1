import { dueAmountOf } from '../../../domain/milestones/due-amount';
import { eq, sql } from 'drizzle-orm';
import { toPaise } from '../../../domain/money/paise';
import { isInPaymentGroup, NEW_PAYMENT_STATUS_ID, PAYMENT_STATUS_GROUPS, type PaymentEndpointVersion } from '../../../domain/payments/statuses';
import { isBlank } from '../../../domain/validation/validator';
import { milestones, payments } from '../../db/schema/index';
import { badRequest, conflict } from '../../errors';
import { recordChange } from '../../shared/sql/change-log';
import { milestoneInScopeOr404 } from '../milestones/milestone-access.service';
import type { ServiceContext } from '../../shared/http/service-context';
import { assertCanSell, assertTermsheetWritable } from '../termsheets/termsheet-access.service';
import { checkDate, checkPositiveAmount } from '../../shared/field-rules';
import { numericOfRupees, rupeesOfNumeric } from '../../shared/sql/money-text';
import { PAYMENT_MESSAGES } from './payment-messages';
import { paymentInScopeOr404, paymentPage } from './payment-queries';
import { checkEndpointVersion, checkPaymentDateBounds, checkPaymentMode, checkPaymentPinCode } from './payment-rules';
import type { PaymentInput, PaymentPage, PaymentUpdateInput } from '../../../domain/payments/payment-contract';
import { PAYMENT_ACTION_TARGET_STATUS, RESENT_STATUS_ID } from '../../../domain/payments/payment-actions';
import { recordStatusChange } from './payment-history.repo';
import { hasPaymentInStatuses, paymentByClientId, paymentTotalsOfMilestones } from './payments.repo';

function optionalText(value: string | null | undefined): string | null {
  return value === null || value === undefined || isBlank(value) ? null : value.trim();
}

/**
 * POST /sapna/{v1|v2|v3}/payment. Checks, in order: PIN (mandatory, then valid), the endpoint version against
 * the body, mode, amount and date; then scope, editability, Recollection/Representation only after a rejected
 * (7, 8) payment, and the amount against what is still due on the milestone (amount + gst − approved − pending).
 * Records the payment in status 1 and marks the milestone paymentAdded. A clientId already used returns that
 * payment unchanged (offline replay).
 */
export async function recordPayment(
  ctx: ServiceContext,
  version: PaymentEndpointVersion,
  input: PaymentInput,
  opts: { originalPaymentId?: number } = {},
): Promise<PaymentPage> {
  assertCanSell(ctx);
  if (input.clientId) {
    const existing = await paymentByClientId(ctx.tx, input.clientId);
    if (existing) return paymentPage(ctx, existing.id);
  }
  const pinCode = checkPaymentPinCode(input.pinCode);
  const yesBankResponseId = optionalText(input.yesBankResponseId);
  checkEndpointVersion(version, { modeOfPaymentId: input.modeOfPaymentId, yesBankResponseId });
  checkPaymentMode(input.modeOfPaymentId);
  const amount = checkPositiveAmount(input.amount);
  const paymentDate = checkDate(input.paymentDate, ctx.now, { required: false });

  const { milestone, termsheetRef } = await milestoneInScopeOr404(ctx, input.milestoneId, { lock: true });
  if (input.clientId) {
    // A replay that waited on the milestone lock behind its own first delivery answers with that payment.
    const existing = await paymentByClientId(ctx.tx, input.clientId);
    if (existing) return paymentPage(ctx, existing.id);
  }
  assertTermsheetWritable(termsheetRef);
  await checkPaymentDateBounds(ctx, paymentDate, termsheetRef.opportunity.id);
  if (input.paymentType !== 'normal' && !(await hasPaymentInStatuses(ctx.tx, milestone.id, PAYMENT_STATUS_GROUPS.reviveOrRecollect))) {
    throw conflict(PAYMENT_MESSAGES.recollectNeedsRejection);
  }
  const totals = (await paymentTotalsOfMilestones(ctx.tx, [milestone.id])).get(milestone.id);
  const due = dueAmountOf({
    amount: rupeesOfNumeric(milestone.amount),
    gst: rupeesOfNumeric(milestone.gst),
    approvedPaymentAmount: totals ? rupeesOfNumeric(totals.approved) : 0,
    pendingPaymentAmount: totals ? rupeesOfNumeric(totals.pending) : 0,
  });
  if (toPaise(amount) > toPaise(due)) throw badRequest(PAYMENT_MESSAGES.exceedsDue);

  const [created] = await ctx.tx
    .insert(payments)
    .values({
      milestoneId: milestone.id,
      amount: numericOfRupees(amount),
      modeOfPaymentId: input.modeOfPaymentId,
      yesBankResponseId,
      paymentType: input.paymentType,
      statusId: NEW_PAYMENT_STATUS_ID,
      pinCode,
      referenceNumber: optionalText(input.referenceNumber),
      paymentDate,
      apiVersion: version,
      createdById: ctx.user.id,
      originalPaymentId: opts.originalPaymentId ?? null,
      clientId: input.clientId ?? null,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    })
    .onConflictDoNothing({ target: payments.clientId })
    .returning({ id: payments.id });
  if (!created) {
    // The same clientId committed concurrently: the replay answers with that payment.
    const existing = await paymentByClientId(ctx.tx, input.clientId as string);
    if (!existing) throw new Error('payment not recorded');
    return paymentPage(ctx, existing.id);
  }
  await ctx.tx
    .update(milestones)
    .set({ paymentAdded: true, version: sql`${milestones.version} + 1`, updatedAt: ctx.now })
    .where(eq(milestones.id, milestone.id));
  await recordStatusChange(ctx, { paymentId: created.id, fromStatusId: null, toStatusId: NEW_PAYMENT_STATUS_ID, remark: null });
  const accountId = termsheetRef.opportunity.accountId;
  await recordChange(ctx.tx, { entity: 'payment', entityId: created.id, accountId, op: 'upsert' });
  await recordChange(ctx.tx, { entity: 'milestone', entityId: milestone.id, accountId, op: 'upsert' });
  return paymentPage(ctx, created.id);
}

/**
 * PUT /sapna/v1/payment/{id}?sendToRCM: reference number, payment date and the send-to-RCM flag, while the
 * payment is pending. A payment finance sent back to RAM (9) goes back to finance (1) when sent to RCM again;
 * other status changes belong to finance (payment-status.service.ts).
 */
export async function updatePayment(ctx: ServiceContext, paymentId: number, input: PaymentUpdateInput): Promise<PaymentPage> {
  assertCanSell(ctx);
  const { payment, milestoneRef } = await paymentInScopeOr404(ctx, paymentId, { lock: true });
  assertTermsheetWritable(milestoneRef.termsheetRef);
  if (!isInPaymentGroup('pending', payment.statusId)) throw conflict(PAYMENT_MESSAGES.notPending);
  if (input.baseVersion != null && input.baseVersion !== payment.version) throw conflict(PAYMENT_MESSAGES.staleVersion);
  const paymentDate = input.paymentDate === undefined ? undefined : checkDate(input.paymentDate, ctx.now, { required: false });
  if (paymentDate !== undefined) await checkPaymentDateBounds(ctx, paymentDate, milestoneRef.termsheetRef.opportunity.id);
  // Sent back to RAM (9) and sent to RCM again: it waits for finance again.
  const resent = input.sendToRcm === true && payment.statusId === PAYMENT_ACTION_TARGET_STATUS.sendBackToRam;

  await ctx.tx
    .update(payments)
    .set({
      ...(input.referenceNumber !== undefined ? { referenceNumber: optionalText(input.referenceNumber) } : {}),
      ...(paymentDate !== undefined ? { paymentDate } : {}),
      ...(input.sendToRcm !== undefined ? { sendToRcm: input.sendToRcm } : {}),
      ...(resent ? { statusId: RESENT_STATUS_ID } : {}),
      version: sql`${payments.version} + 1`,
      updatedAt: ctx.now,
    })
    .where(eq(payments.id, payment.id));
  if (resent) await recordStatusChange(ctx, { paymentId: payment.id, fromStatusId: payment.statusId, toStatusId: RESENT_STATUS_ID, remark: 'Sent to RCM again' });
  await recordChange(ctx.tx, { entity: 'payment', entityId: payment.id, accountId: milestoneRef.termsheetRef.opportunity.accountId, op: 'upsert' });
  return paymentPage(ctx, payment.id);
}

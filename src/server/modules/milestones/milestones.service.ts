import { eq, sql } from 'drizzle-orm';
import { toPaise } from '../../../domain/money/paise';
import { gstOf } from '../../../domain/reference/limits';
import { milestones } from '../../db/schema/index';
import { badRequest, conflict } from '../../errors';
import { recordChange } from '../../shared/sql/change-log';
import { checkDate, checkOptionalNonNegativeAmount, checkPositiveAmount, checkRequiredText } from '../../shared/field-rules';
import { numericOfRupees, paiseOfNumeric, rupeesOfNumeric } from '../../shared/sql/money-text';
import { countLivePayments, paymentTotalsOfMilestones } from '../payments/payment-access.service';
import type { ServiceContext } from '../../shared/http/service-context';
import { assertCanSell, assertTermsheetWritable, checkLegalEntityOfAccount, termsheetInScopeOr404 } from '../termsheets/termsheet-access.service';
import { milestoneInScopeOr404 } from './milestone-access.service';
import { milestoneDetailById } from './milestone-queries';
import { MILESTONE_MESSAGES } from './milestone-messages';
import type { MilestoneCreateInput, MilestoneDetail, MilestoneUpdateInput } from '../../../domain/milestones/milestone-contract';
import { milestoneByClientId, termsheetMilestoneRoom } from './milestones.repo';
import { receivableOf } from '../../../domain/money/ledger';
import { formatRupees } from '../../../domain/format/rupees';

/** The termsheet's live milestones (amount + GST), with this one at its new figures, stay within its receivable (400). */
async function checkWithinReceivable(ctx: ServiceContext, termsheetId: number, exceptMilestoneId: number | null, amountWithGstPaise: number): Promise<void> {
  const room = await termsheetMilestoneRoom(ctx.tx, termsheetId, exceptMilestoneId);
  const receivable = receivableOf(rupeesOfNumeric(room.netValue));
  const total = paiseOfNumeric(room.milestonesTotal) + amountWithGstPaise;
  if (total > toPaise(receivable)) throw badRequest(MILESTONE_MESSAGES.aboveReceivable(formatRupees(total / 100), formatRupees(receivable)));
}

/**
 * POST /sapna/v1/milestone. GST defaults to 18% of the amount (rounded to the paisa); the legal entity defaults
 * to the termsheet's; paymentAdded starts false whatever is sent (it turns true when a payment is recorded).
 * A create carrying a clientId already used returns that milestone unchanged (offline replay).
 */
export async function createMilestone(ctx: ServiceContext, input: MilestoneCreateInput): Promise<MilestoneDetail> {
  assertCanSell(ctx);
  if (input.clientId) {
    const existing = await milestoneByClientId(ctx.tx, input.clientId);
    if (existing) return milestoneDetailById(ctx, existing.id, { includeDeleted: true });
  }
  const ref = await termsheetInScopeOr404(ctx, input.termsheetId);
  assertTermsheetWritable(ref);
  const name = checkRequiredText(input.name);
  const amount = checkPositiveAmount(input.amount);
  const gst = input.gst == null ? gstOf(amount) : (checkOptionalNonNegativeAmount(input.gst) ?? 0);
  const startDate = checkDate(input.startDate, ctx.now, { required: true }) as string;
  const digislateAmount = checkOptionalNonNegativeAmount(input.digislateAmount);
  const accountLegalEntityId = input.accountLegalEntityId ?? ref.termsheet.accountLegalEntityId;
  await checkLegalEntityOfAccount(ctx, accountLegalEntityId, ref.opportunity.accountId);
  await checkWithinReceivable(ctx, ref.termsheet.id, null, toPaise(amount) + toPaise(gst));

  const [created] = await ctx.tx
    .insert(milestones)
    .values({
      termsheetId: ref.termsheet.id,
      name,
      amount: numericOfRupees(amount),
      gst: numericOfRupees(gst),
      digislateAmount: digislateAmount === null ? null : numericOfRupees(digislateAmount),
      startDate,
      accountLegalEntityId,
      paymentAdded: false,
      clientId: input.clientId ?? null,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    })
    .onConflictDoNothing({ target: milestones.clientId })
    .returning({ id: milestones.id });
  if (!created) {
    // The same clientId committed concurrently: the replay answers with that row.
    const existing = await milestoneByClientId(ctx.tx, input.clientId as string);
    if (!existing) throw new Error('milestone not created');
    return milestoneDetailById(ctx, existing.id, { includeDeleted: true });
  }
  await recordChange(ctx.tx, { entity: 'milestone', entityId: created.id, accountId: ref.opportunity.accountId, op: 'upsert' });
  return milestoneDetailById(ctx, created.id);
}

/**
 * PUT /sapna/v1/milestone/{id}. The fields given change. When the amount changes and gst is not given, gst is
 * recomputed at 18%. A baseVersion other than the current version is refused (409): offline commands carry the
 * expected current state (SYNC.md). The amount plus gst may not drop below what its payments already hold.
 */
export async function updateMilestone(ctx: ServiceContext, milestoneId: number, input: MilestoneUpdateInput): Promise<MilestoneDetail> {
  assertCanSell(ctx);
  const { milestone, termsheetRef } = await milestoneInScopeOr404(ctx, milestoneId, { lock: true });
  assertTermsheetWritable(termsheetRef);
  if (input.baseVersion != null && input.baseVersion !== milestone.version) throw conflict(MILESTONE_MESSAGES.staleVersion);

  const name = input.name === undefined ? undefined : checkRequiredText(input.name);
  const amount = input.amount == null ? undefined : checkPositiveAmount(input.amount);
  const gst = input.gst != null ? (checkOptionalNonNegativeAmount(input.gst) ?? 0) : amount !== undefined ? gstOf(amount) : undefined;
  const startDate = input.startDate === undefined ? undefined : (checkDate(input.startDate, ctx.now, { required: true }) as string);
  const digislateAmount = input.digislateAmount == null ? undefined : checkOptionalNonNegativeAmount(input.digislateAmount);
  if (input.accountLegalEntityId != null) await checkLegalEntityOfAccount(ctx, input.accountLegalEntityId, termsheetRef.opportunity.accountId);

  if (amount !== undefined || gst !== undefined) {
    const totals = (await paymentTotalsOfMilestones(ctx.tx, [milestone.id])).get(milestone.id);
    const heldPaise = totals ? paiseOfNumeric(totals.approved) + paiseOfNumeric(totals.pending) : 0;
    const newAmountPaise = amount !== undefined ? toPaise(amount) : paiseOfNumeric(milestone.amount);
    const newGstPaise = gst !== undefined ? toPaise(gst) : paiseOfNumeric(milestone.gst);
    if (newAmountPaise + newGstPaise < heldPaise) throw badRequest(MILESTONE_MESSAGES.amountBelowPayments);
    if (milestone.active) await checkWithinReceivable(ctx, milestone.termsheetId, milestone.id, newAmountPaise + newGstPaise);
  }

  await ctx.tx
    .update(milestones)
    .set({
      ...(name !== undefined ? { name } : {}),
      ...(amount !== undefined ? { amount: numericOfRupees(amount) } : {}),
      ...(gst !== undefined ? { gst: numericOfRupees(gst) } : {}),
      ...(startDate !== undefined ? { startDate } : {}),
      ...(digislateAmount != null ? { digislateAmount: numericOfRupees(digislateAmount) } : {}),
      ...(input.accountLegalEntityId != null ? { accountLegalEntityId: input.accountLegalEntityId } : {}),
      version: sql`${milestones.version} + 1`,
      updatedAt: ctx.now,
    })
    .where(eq(milestones.id, milestone.id));
  await recordChange(ctx.tx, { entity: 'milestone', entityId: milestone.id, accountId: termsheetRef.opportunity.accountId, op: 'upsert' });
  return milestoneDetailById(ctx, milestone.id);
}

/**
 * DELETE /sapna/v1/milestone/{id}?baseVersion. Refused (409) while the milestone has any payment outside the
 * rejected group (7, 8, 15, 16, 21, 22): money recorded against it must keep its milestone. The row is kept
 * (active = false) so rejected payments still point at it; devices receive a tombstone.
 */
export async function deleteMilestone(
  ctx: ServiceContext,
  milestoneId: number,
  baseVersion?: number | null,
): Promise<{ id: number; version: number }> {
  assertCanSell(ctx);
  const { milestone, termsheetRef } = await milestoneInScopeOr404(ctx, milestoneId, { lock: true });
  assertTermsheetWritable(termsheetRef);
  if (baseVersion != null && baseVersion !== milestone.version) throw conflict(MILESTONE_MESSAGES.staleVersion);
  if ((await countLivePayments(ctx.tx, milestone.id)) > 0) throw conflict(MILESTONE_MESSAGES.hasPayments);
  const [deleted] = await ctx.tx
    .update(milestones)
    .set({ active: false, version: sql`${milestones.version} + 1`, updatedAt: ctx.now })
    .where(eq(milestones.id, milestone.id))
    .returning({ id: milestones.id, version: milestones.version });
  if (!deleted) throw new Error('milestone not deleted');
  await recordChange(ctx.tx, { entity: 'milestone', entityId: milestone.id, accountId: termsheetRef.opportunity.accountId, op: 'delete' });
  return deleted;
}

import { notFound } from '../../errors';
import type { ServiceContext } from '../../shared/http/service-context';
import { findTermsheetInScope, NOT_FOUND_MESSAGES, type TermsheetRef } from '../termsheets/termsheet-access.service';
import { milestoneRowById, type MilestoneRow } from './milestones.repo';

export type MilestoneRef = { milestone: MilestoneRow; termsheetRef: TermsheetRef };

/**
 * The milestone with its termsheet and opportunity, when in the user's scope; a deleted (inactive) milestone
 * counts as not found unless asked for. `lock` holds the milestone row (its amounts and payments) until the
 * transaction ends.
 */
export async function findMilestoneInScope(
  ctx: ServiceContext,
  milestoneId: number,
  opts: { lock?: boolean; includeDeleted?: boolean } = {},
): Promise<MilestoneRef | null> {
  const milestone = await milestoneRowById(ctx.tx, milestoneId, { lock: opts.lock ?? false });
  if (!milestone || (!milestone.active && !opts.includeDeleted)) return null;
  const termsheetRef = await findTermsheetInScope(ctx, milestone.termsheetId);
  return termsheetRef ? { milestone, termsheetRef } : null;
}

export async function milestoneInScopeOr404(
  ctx: ServiceContext,
  milestoneId: number,
  opts: { lock?: boolean; includeDeleted?: boolean } = {},
): Promise<MilestoneRef> {
  const ref = await findMilestoneInScope(ctx, milestoneId, opts);
  if (!ref) throw notFound(NOT_FOUND_MESSAGES.milestone);
  return ref;
}

// What the termsheet page may use to show each termsheet's milestones (other modules import services only).
export { milestoneDetailsOf } from './milestone-details';
export { activeMilestonesOfTermsheets } from './milestones.repo';

// Processing approvals: reviewers review (Approved → Reviewed, anything else → Rejected), the approving authority
// approves (Approved or Rejected). Reviewers and approvers act across scope: the matrix, not the book, decides.
import { and, eq, inArray } from 'drizzle-orm';
import { approverOutcome, reviewerOutcome } from '../../../domain/approvals/statuses';
import { ACCESS_DENIED_MESSAGES } from '../../../domain/errors/messages';
import { ENTITY_TYPES } from '../../../domain/reference/ids';
import { approvalReviewerMappings, approvals, opportunities, opportunityPackageMappings } from '../../db/schema/index';
import { conflict, forbidden } from '../../errors';
import { touchOpportunity } from '../opportunities/opportunity-access.service';
import type { ServiceContext } from '../../shared/http/service-context';
import { APPROVAL_MESSAGES } from '../../../domain/approvals/approval-messages';
import { DISCOUNT_APPROVAL_TYPE } from './approval-requests.service';
import { findApproval, reviewerMappingsOf, type ApprovalRow } from './approvals.repo';
import { bumpVersion, ONLINE, recordAction, type ActionChannel } from './approval-audit';
import { settleSlotSwap } from './slot-swaps.service';
import { settleDiscountOutcome } from './discount-outcome';
import { settleRefundRequest } from '../payments/refund-requests.service';
import { assertApprovalsOfOpportunityVisible } from './approval-reads.service';

/** What an action may carry beyond the answer: a remark, the version it was based on, how it arrived. */
export type ActionOptions = { remark?: string | null | undefined; version?: number | null | undefined; via?: ActionChannel };

export type ProcessResult = {
  approvalIds: number[];
  /** The approval's status after processing: PendingApproval (still with reviewers or the approver), Approved, Rejected. */
  status: string;
  /** The caller's reviewer mapping after a review (Reviewed or Rejected); null on the approver path. */
  reviewerStatus: string | null;
  /**
   * discountApproved of the covered package mappings (all the same), or null when none. Neither Approved nor
   * Rejected means the view refreshes (spec 000 §4).
   */
  discountApproved: string | null;
  opportunityPackageMappings: { id: number; discountApproved: string }[];
};

const denied = () => forbidden(ACCESS_DENIED_MESSAGES.actOnApproval);

/** Sets the covered package mappings' discountApproved (discount approvals only) and logs the opportunity change. */
async function settleMappings(ctx: ServiceContext, approval: ApprovalRow, discountApproved: string | null): Promise<ProcessResult['opportunityPackageMappings']> {
  if (approval.approvalType !== DISCOUNT_APPROVAL_TYPE || approval.opportunityPackageMappingIds.length === 0) return [];
  const ids = approval.opportunityPackageMappingIds;
  if (discountApproved !== null) {
    await ctx.tx.update(opportunityPackageMappings).set({ discountApproved, updatedAt: ctx.now }).where(inArray(opportunityPackageMappings.id, ids));
    if (approval.entityTypeId === ENTITY_TYPES.OPPORTUNITY) {
      const [opportunity] = await ctx.tx
        .select({ id: opportunities.id, accountId: opportunities.accountId })
        .from(opportunities)
        .where(eq(opportunities.id, approval.entityId));
      if (opportunity) await touchOpportunity(ctx, opportunity);
    }
  }
  return ctx.tx
    .select({ id: opportunityPackageMappings.id, discountApproved: opportunityPackageMappings.discountApproved })
    .from(opportunityPackageMappings)
    .where(inArray(opportunityPackageMappings.id, ids))
    .orderBy(opportunityPackageMappings.id);
}

function commonState(mappings: ProcessResult['opportunityPackageMappings']): string | null {
  const states = [...new Set(mappings.map((m) => m.discountApproved))];
  return states.length === 1 ? (states[0] ?? null) : null;
}

/**
 * The approval an action names. An id that does not exist is refused as an approval the caller may not act on
 * (403 'You are not authorized to approve/reject this approval.'), so the answer never tells whether another
 * brand's or another team's approval exists (issue 56).
 */
async function pendingApproval(ctx: ServiceContext, approvalId: number): Promise<ApprovalRow> {
  const approval = await findApproval(ctx.tx, approvalId, true);
  if (!approval) throw denied();
  return approval;
}

/** An action based on an older version of the approval (queued offline, or a stale screen) is refused with the reason. */
function assertVersion(approval: ApprovalRow, options: ActionOptions): void {
  if (options.version != null && options.version !== approval.version) throw conflict(APPROVAL_MESSAGES.changedSince);
}

async function finish(ctx: ServiceContext, approval: ApprovalRow, status: 'Approved' | 'Rejected'): Promise<void> {
  await bumpVersion(ctx, approval.id, { status });
  await settleSlotSwap(ctx, approval, status);
  await settleRefundRequest(ctx, approval, status);
  await settleDiscountOutcome(ctx, approval, status);
}

/**
 * The reviewer path (PUT /sapna/v1/approval-reviewal/process-review?approvalId&status). Only a reviewer on the
 * approval may act (else 403 'You are not authorized to approve/reject this approval.'), once, while it is pending.
 * Approved → the reviewer's mapping is Reviewed (the approval waits for the others and the approver); anything
 * else → Rejected, and the approval and its package mappings are Rejected.
 */
export async function processReview(ctx: ServiceContext, approvalId: number, answer: string, options: ActionOptions = {}): Promise<ProcessResult> {
  const approval = await pendingApproval(ctx, approvalId);
  const mine = (await reviewerMappingsOf(ctx.tx, [approval.id])).find((m) => m.reviewerId === ctx.user.id);
  if (!mine) throw denied();
  if (approval.status !== 'PendingApproval') throw conflict(APPROVAL_MESSAGES.alreadyProcessed);
  if (mine.status !== 'PendingApproval') throw conflict(APPROVAL_MESSAGES.alreadyReviewed);
  assertVersion(approval, options);

  const outcome = reviewerOutcome(answer);
  await ctx.tx.update(approvalReviewerMappings).set({ status: outcome, updatedAt: ctx.now }).where(eq(approvalReviewerMappings.id, mine.id));
  await recordAction(ctx, approval.id, outcome, options.remark ?? null, options.via ?? ONLINE);
  let status = 'PendingApproval';
  let mappings: ProcessResult['opportunityPackageMappings'];
  if (outcome === 'Rejected') {
    await finish(ctx, approval, 'Rejected');
    status = 'Rejected';
    mappings = await settleMappings(ctx, approval, 'Rejected');
  } else {
    await bumpVersion(ctx, approval.id);
    mappings = await settleMappings(ctx, approval, null);
  }
  return { approvalIds: [approval.id], status, reviewerStatus: outcome, discountApproved: commonState(mappings), opportunityPackageMappings: mappings };
}

/**
 * The approver path (POST /sapna/v1/approval-reviewal/process-approval?approvalId&status). Only the approving
 * authority may act (else the same 403). Our rule: the approver decides after every reviewer has reviewed
 * (otherwise 409 'Waiting for review.'). Approved → Approved; anything else → Rejected; the covered package
 * mappings' discountApproved follows.
 */
export async function processApproval(ctx: ServiceContext, approvalId: number, answer: string, options: ActionOptions = {}): Promise<ProcessResult> {
  const approval = await pendingApproval(ctx, approvalId);
  if (approval.approvingAuthorityId !== ctx.user.id) throw denied();
  if (approval.status !== 'PendingApproval') throw conflict(APPROVAL_MESSAGES.alreadyProcessed);
  assertVersion(approval, options);
  const reviews = await reviewerMappingsOf(ctx.tx, [approval.id]);
  if (reviews.some((r) => r.status !== 'Reviewed')) throw conflict(APPROVAL_MESSAGES.waitingForReview);

  const outcome = approverOutcome(answer);
  await finish(ctx, approval, outcome);
  await recordAction(ctx, approval.id, outcome, options.remark ?? null, options.via ?? ONLINE);
  const mappings = await settleMappings(ctx, approval, outcome);
  return { approvalIds: [approval.id], status: outcome, reviewerStatus: null, discountApproved: commonState(mappings), opportunityPackageMappings: mappings };
}

/** Pending discount approvals of an opportunity, limited to those covering any of the given package mappings. */
async function pendingDiscountApprovals(ctx: ServiceContext, opportunityId: number, mappingIds: number[] | undefined): Promise<ApprovalRow[]> {
  const rows = await ctx.tx
    .select()
    .from(approvals)
    .where(
      and(
        eq(approvals.entityTypeId, ENTITY_TYPES.OPPORTUNITY),
        eq(approvals.entityId, opportunityId),
        eq(approvals.approvalType, DISCOUNT_APPROVAL_TYPE),
        eq(approvals.status, 'PendingApproval'),
      ),
    )
    .orderBy(approvals.id);
  if (!mappingIds?.length) return rows;
  return rows.filter((a) => a.opportunityPackageMappingIds.some((id) => mappingIds.includes(id)));
}

function combine(results: ProcessResult[]): ProcessResult {
  const mappings = results.flatMap((r) => r.opportunityPackageMappings);
  const last = results[results.length - 1];
  return {
    approvalIds: results.flatMap((r) => r.approvalIds),
    status: last?.status ?? 'PendingApproval',
    reviewerStatus: last?.reviewerStatus ?? null,
    discountApproved: commonState(mappings),
    opportunityPackageMappings: mappings,
  };
}

/**
 * The opportunity-scoped variants (PUT /sapna/v1/approval/process-review?opportunityId&status&opportunityPackageMappingIds,
 * /sapna/v1/opportunity/{id}/process-discount?discount&opportunityPackageMappingIds): the same rules applied to
 * every pending discount approval of the opportunity (covering those mappings) on which the caller may act.
 */
export async function processDiscountForOpportunity(
  ctx: ServiceContext,
  path: 'review' | 'approval',
  opportunityId: number,
  answer: string,
  mappingIds?: number[],
  options: ActionOptions = {},
): Promise<ProcessResult> {
  // The opportunity first (issue 56): out of scope and not theirs to review, it is 'Opportunity not found.' as
  // for one that does not exist, before anything tells whether it waits for a discount approval.
  await assertApprovalsOfOpportunityVisible(ctx, opportunityId);
  const pending = await pendingDiscountApprovals(ctx, opportunityId, mappingIds);
  if (pending.length === 0) throw conflict(APPROVAL_MESSAGES.noPendingDiscountApproval);
  const reviewers = await reviewerMappingsOf(
    ctx.tx,
    pending.map((a) => a.id),
  );
  const actionable = pending.filter((a) =>
    path === 'approval'
      ? a.approvingAuthorityId === ctx.user.id
      : reviewers.some((r) => r.approvalId === a.id && r.reviewerId === ctx.user.id && r.status === 'PendingApproval'),
  );
  if (actionable.length === 0) {
    const isReviewer = reviewers.some((r) => r.reviewerId === ctx.user.id);
    if (path === 'review' && isReviewer) throw conflict(APPROVAL_MESSAGES.alreadyReviewed);
    throw denied();
  }
  const results: ProcessResult[] = [];
  for (const approval of actionable) {
    const { version: _version, ...rest } = options; // a version names one approval; here they are many
    results.push(path === 'approval' ? await processApproval(ctx, approval.id, answer, rest) : await processReview(ctx, approval.id, answer, rest));
  }
  return combine(results);
}

/** The opportunity a discount approval is about (entityTypeId 1), for the device's copy after an offline action. */
export async function findApprovalOpportunity(ctx: ServiceContext, approvalId: number): Promise<number | null> {
  const approval = await findApproval(ctx.tx, approvalId);
  return approval?.entityTypeId === ENTITY_TYPES.OPPORTUNITY ? approval.entityId : null;
}

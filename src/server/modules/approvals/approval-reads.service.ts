// Reading approvals: those of an opportunity, the caller's pending work, and one approval's page.
import { and, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { ApprovalTask, PackageMoreDetails } from '../../../domain/approvals/approval-answers';
import { APPROVAL_ENTITY_TYPES } from '../../../domain/approvals/statuses';
import { taskKeyOf } from '../../../domain/approvals/task-keys';
import { can } from '../../../domain/auth/capabilities';
import { ACCESS_DENIED_MESSAGES } from '../../../domain/errors/messages';
import { ENTITY_TYPES } from '../../../domain/reference/ids';
import { approvalReviewerMappings, approvals, opportunities } from '../../db/schema/index';
import { forbidden, notFound } from '../../errors';
import { opportunityInScope } from '../../scope/scope';
import { OPPORTUNITY_MESSAGES, packageMappingDetails, type PackageMappingDto } from '../opportunities/opportunity-access.service';
import { allInOnePage, offsetPage, type PageRequest, type Paged } from '../../shared/http/paged';
import { cappedRowCount } from '../../shared/sql/list-counts';
import type { ServiceContext } from '../../shared/http/service-context';
import { approvalDtos, findApproval, isParticipant, type ApprovalDto, type ApprovalRow } from './approvals.repo';
import { actionsOf } from './approval-audit';
import { PAYMENT_APPROVAL_TYPES } from './approval-requests.service';
import { findSlotSwap, SLOT_SWAP_APPROVAL_TYPE } from './slot-swaps.service';

const PAYMENT_KINDS: readonly string[] = PAYMENT_APPROVAL_TYPES;

/** The caller reviews it or approves it. */
function participatesIn(userId: number) {
  return or(
    eq(approvals.approvingAuthorityId, userId),
    sql`exists (select 1 from ${approvalReviewerMappings} where ${approvalReviewerMappings.approvalId} = ${approvals.id} and ${approvalReviewerMappings.reviewerId} = ${userId})`,
  );
}

/**
 * The opportunity an approvals route names: in the caller's scope, or the caller reviews or approves one of its
 * approvals; otherwise 404 'Opportunity not found.', as for an opportunity that does not exist (issue 56).
 */
export async function assertApprovalsOfOpportunityVisible(ctx: ServiceContext, opportunityId: number): Promise<void> {
  if (await opportunityVisible(ctx, opportunityId)) return;
  const ofOpportunity = and(eq(approvals.entityTypeId, ENTITY_TYPES.OPPORTUNITY), eq(approvals.entityId, opportunityId));
  const [mine] = await ctx.tx.select({ id: approvals.id }).from(approvals).where(and(ofOpportunity, participatesIn(ctx.user.id))).limit(1);
  if (!mine) throw notFound(OPPORTUNITY_MESSAGES.opportunityNotFound);
}

async function opportunityVisible(ctx: ServiceContext, opportunityId: number): Promise<boolean> {
  const [row] = await ctx.tx
    .select({ id: opportunities.id })
    .from(opportunities)
    .where(and(eq(opportunities.id, opportunityId), opportunityInScope(ctx.scope)));
  return row !== undefined;
}

/**
 * GET /sapna/v1/approval?opportunityId: every approval of the opportunity, newest first. Visible when the
 * opportunity is in scope, or to a reviewer or approver of one of them; otherwise 404.
 */
export async function approvalsOfOpportunity(ctx: ServiceContext, opportunityId: number): Promise<Paged<ApprovalDto>> {
  const ofOpportunity = and(eq(approvals.entityTypeId, ENTITY_TYPES.OPPORTUNITY), eq(approvals.entityId, opportunityId));
  await assertApprovalsOfOpportunityVisible(ctx, opportunityId);
  const rows = await ctx.tx.select().from(approvals).where(ofOpportunity).orderBy(desc(approvals.id));
  return allInOnePage(await approvalDtos(ctx.tx, rows));
}

/**
 * GET /sapna/v1/approval/all-approvals: pending approvals on which the caller is a reviewer or the approving
 * authority, newest first (approvals_authority_idx, arm_reviewer_idx). Anyone else gets an empty list.
 */
export async function allApprovals(ctx: ServiceContext, page: PageRequest, approvalType?: string): Promise<Paged<ApprovalDto>> {
  const where = and(eq(approvals.status, 'PendingApproval'), participatesIn(ctx.user.id), approvalType ? eq(approvals.approvalType, approvalType) : undefined);
  // An approver of a whole brand can have tens of thousands waiting: the total is counted up to COUNT_CAP and then
  // reads "10,000+" (totalCapped), as the brand-wide lists do; an exact count cost seconds at the large seed.
  return pageOf(ctx, where, page, { capped: true });
}

/** GET /sapna/v1/approval/raised-approvals (ours): the approvals the caller asked for, newest first, to read. */
export async function raisedApprovals(ctx: ServiceContext, page: PageRequest): Promise<Paged<ApprovalDto>> {
  return pageOf(ctx, eq(approvals.requestedById, ctx.user.id), page);
}

async function pageOf(ctx: ServiceContext, where: SQL | undefined, page: PageRequest, opts: { capped?: boolean } = {}): Promise<Paged<ApprovalDto>> {
  const newestFirst = ctx.tx.select().from(approvals).where(where).orderBy(desc(approvals.id));
  if (!opts.capped) return offsetPage(page, newestFirst, ctx.tx.select({ n: count() }).from(approvals).where(where), (rows) => approvalDtos(ctx.tx, rows));
  const rows = await newestFirst.limit(page.size).offset(page.page * page.size);
  const total = await cappedRowCount(ctx.tx, ctx.tx.select({ one: sql`1` }).from(approvals).where(where).getSQL());
  return { results: await approvalDtos(ctx.tx, rows), ...total, page: page.page, size: page.size };
}

export type ApprovalPageDetails = ApprovalDto & {
  /** The caller may review it now / approve it now. */
  canReview: boolean;
  canApprove: boolean;
  /** The package mappings a discount approval covers, with prices and discount. */
  opportunityPackageMappingDetails: PackageMappingDto[];
  /** Every action on it: who, when, what, remark. */
  actions: Awaited<ReturnType<typeof actionsOf>>;
  /** The steps the caller may complete through the task routes. */
  tasks: ApprovalTask[];
};

/** The opportunity an approval is about, directly (entityTypeId 1) or through its slot swap. */
async function opportunityOfApproval(ctx: ServiceContext, approval: ApprovalRow): Promise<number | null> {
  if (approval.entityTypeId === ENTITY_TYPES.OPPORTUNITY) return approval.entityId;
  if (approval.entityTypeId === APPROVAL_ENTITY_TYPES.SLOT_SWAP) return (await findSlotSwap(ctx.tx, approval.entityId))?.opportunityId ?? null;
  return null;
}

/** Its reviewers, its approver, its requester, and users whose scope holds its opportunity may see it. */
export async function mayViewApproval(ctx: ServiceContext, approval: ApprovalRow): Promise<boolean> {
  if (approval.requestedById === ctx.user.id || (await isParticipant(ctx.tx, approval, ctx.user.id))) return true;
  const opportunityId = await opportunityOfApproval(ctx, approval);
  return opportunityId !== null && (await opportunityVisible(ctx, opportunityId));
}

function tasksOf(approvalId: number, canReview: boolean, canApprove: boolean): ApprovalTask[] {
  const tasks: ApprovalTask[] = [];
  const add = (path: 'review' | 'approval', decision: 'Approved' | 'Rejected', label: string) =>
    tasks.push({ taskKey: taskKeyOf({ approvalId, path, decision }), label, decision, path });
  if (canReview) {
    add('review', 'Approved', 'Review');
    add('review', 'Rejected', 'Reject');
  }
  if (canApprove) {
    add('approval', 'Approved', 'Approve');
    add('approval', 'Rejected', 'Reject');
  }
  return tasks;
}

/**
 * GET /sapna/v1/approval-page-details/{id}: for its reviewers, its approver, its requester, and users whose scope
 * holds the opportunity; anyone else 403 'You are not authorized to view Approval Details.', and so does an id
 * that does not exist (issue 56: the answer does not tell whether an approval the caller may not see exists).
 */
export async function approvalPageDetails(ctx: ServiceContext, approvalId: number): Promise<ApprovalPageDetails> {
  const approval = await findApproval(ctx.tx, approvalId);
  if (!approval || !(await mayViewApproval(ctx, approval))) throw forbidden(ACCESS_DENIED_MESSAGES.viewApprovalDetails);
  const [dto] = await approvalDtos(ctx.tx, [approval]);
  if (!dto) throw forbidden(ACCESS_DENIED_MESSAGES.viewApprovalDetails);
  const pending = approval.status === 'PendingApproval';
  const myReview = dto.approvalReviewerMappings.find((m) => m.reviewerId === ctx.user.id);
  const writes = can(ctx.user, 'sell') || can(ctx.user, 'finance');
  const canReview = writes && pending && myReview?.status === 'PendingApproval';
  const canApprove = writes && pending && approval.approvingAuthorityId === ctx.user.id && dto.approvalReviewerMappings.every((m) => m.status === 'Reviewed');
  return {
    ...dto,
    canReview,
    canApprove,
    opportunityPackageMappingDetails: await packageMappingDetails(ctx.tx, { packageMappingIds: approval.opportunityPackageMappingIds }),
    actions: await actionsOf(ctx.tx, approval.id),
    tasks: tasksOf(approval.id, canReview, canApprove),
  };
}

/**
 * GET /sapna/v1/approval/package-more-details?entityId&approvalType (spec 002 §7): what an approval of that kind on
 * that record covers: for SlotSwap the swap (entityId is the swapId) and its package mapping; for the others the
 * opportunity's package mappings its approvals cover. For whoever may view one of those approvals, else 403 'You
 * are not authorized to view Approval Details.', also when there is none (issue 56: the same answer either way).
 */
export async function packageMoreDetails(ctx: ServiceContext, entityId: number, approvalType: string): Promise<PackageMoreDetails> {
  const isSwap = approvalType === SLOT_SWAP_APPROVAL_TYPE;
  const entityTypeId = isSwap ? APPROVAL_ENTITY_TYPES.SLOT_SWAP : PAYMENT_KINDS.includes(approvalType) ? APPROVAL_ENTITY_TYPES.PAYMENT : approvalType === 'ExtendSlotDate' ? ENTITY_TYPES.SLOT_DATE_EXTENSION : ENTITY_TYPES.OPPORTUNITY;
  const rows = await ctx.tx
    .select()
    .from(approvals)
    .where(and(eq(approvals.entityTypeId, entityTypeId), eq(approvals.entityId, entityId), eq(approvals.approvalType, approvalType)))
    .orderBy(desc(approvals.id));
  let visible = false;
  for (const row of rows) if (!visible && (await mayViewApproval(ctx, row))) visible = true;
  if (!visible) throw forbidden(ACCESS_DENIED_MESSAGES.viewApprovalDetails);
  const slotSwap = isSwap ? ((await findSlotSwap(ctx.tx, entityId)) ?? null) : null;
  const packageMappingIds = slotSwap ? [slotSwap.opportunityPackageMappingId] : [...new Set(rows.flatMap((r) => r.opportunityPackageMappingIds))];
  const opportunityId = slotSwap ? slotSwap.opportunityId : entityTypeId === ENTITY_TYPES.OPPORTUNITY ? entityId : null;
  const [opportunity] = opportunityId
    ? await ctx.tx.select({ id: opportunities.id, name: opportunities.name, accountId: opportunities.accountId }).from(opportunities).where(eq(opportunities.id, opportunityId))
    : [];
  return {
    entityId,
    approvalType,
    opportunity: opportunity ?? null,
    packageMappings: packageMappingIds.length ? await packageMappingDetails(ctx.tx, { packageMappingIds }) : [],
    slotSwap,
  };
}

/**
 * GET /sapna/v1/approval/payment/{paymentId} (ours; approval-details/{paymentId} opens by the payment's id, spec 001 §2):
 * the approvals about the payment (entityTypeId 20: payment, refund, late cheque) that the caller may view, newest
 * first. None the caller may view — or none at all, or no such payment — is 403 'You are not authorized to view
 * Approval Details.', the same answer either way (issue 56).
 */
export async function approvalsOfPayment(ctx: ServiceContext, paymentId: number): Promise<Paged<ApprovalDto>> {
  const rows = await ctx.tx
    .select()
    .from(approvals)
    .where(and(eq(approvals.entityTypeId, APPROVAL_ENTITY_TYPES.PAYMENT), eq(approvals.entityId, paymentId)))
    .orderBy(desc(approvals.id));
  const visible: ApprovalRow[] = [];
  for (const row of rows) if (await mayViewApproval(ctx, row)) visible.push(row);
  if (visible.length === 0) throw forbidden(ACCESS_DENIED_MESSAGES.viewApprovalDetails);
  return allInOnePage(await approvalDtos(ctx.tx, visible));
}

// Reading approvals: those of an opportunity, the caller's pending work, and one approval's page.
import { and, count, desc, eq, or, sql } from 'drizzle-orm';
import { ACCESS_DENIED_MESSAGES } from '../../../domain/errors/messages';
import { ENTITY_TYPES } from '../../../domain/reference/ids';
import { approvalReviewerMappings, approvals, opportunities } from '../../db/schema/index';
import { forbidden, notFound } from '../../errors';
import { opportunityInScope } from '../../scope/scope';
import { OPPORTUNITY_MESSAGES, packageMappingDetails, type PackageMappingDto } from '../opportunities/opportunity-access.service';
import { allInOnePage, type PageRequest, type Paged } from '../../shared/paged';
import type { ServiceContext } from '../../shared/service-context';
import { APPROVAL_MESSAGES } from './approval-messages';
import { approvalDtos, findApproval, isParticipant, type ApprovalDto } from './approvals.repo';

/** The caller reviews it or approves it. */
function participatesIn(userId: number) {
  return or(
    eq(approvals.approvingAuthorityId, userId),
    sql`exists (select 1 from ${approvalReviewerMappings} where ${approvalReviewerMappings.approvalId} = ${approvals.id} and ${approvalReviewerMappings.reviewerId} = ${userId})`,
  );
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
  if (!(await opportunityVisible(ctx, opportunityId))) {
    const [mine] = await ctx.tx.select({ id: approvals.id }).from(approvals).where(and(ofOpportunity, participatesIn(ctx.user.id))).limit(1);
    if (!mine) throw notFound(OPPORTUNITY_MESSAGES.opportunityNotFound);
  }
  const rows = await ctx.tx.select().from(approvals).where(ofOpportunity).orderBy(desc(approvals.id));
  return allInOnePage(await approvalDtos(ctx.tx, rows));
}

/**
 * GET /sapna/v1/approval/all-approvals: pending approvals on which the caller is a reviewer or the approving
 * authority, newest first (approvals_authority_idx, arm_reviewer_idx). Anyone else gets an empty list.
 */
export async function allApprovals(ctx: ServiceContext, page: PageRequest): Promise<Paged<ApprovalDto>> {
  const where = and(eq(approvals.status, 'PendingApproval'), participatesIn(ctx.user.id));
  const rows = await ctx.tx
    .select()
    .from(approvals)
    .where(where)
    .orderBy(desc(approvals.id))
    .limit(page.size)
    .offset(page.page * page.size);
  const [total] = await ctx.tx.select({ n: count() }).from(approvals).where(where);
  return { results: await approvalDtos(ctx.tx, rows), totalCount: Number(total?.n ?? 0), page: page.page, size: page.size };
}

export type ApprovalPageDetails = ApprovalDto & {
  /** The caller may review it now / approve it now. */
  canReview: boolean;
  canApprove: boolean;
  /** The package mappings a discount approval covers, with prices and discount. */
  opportunityPackageMappingDetails: PackageMappingDto[];
};

/**
 * GET /sapna/v1/approval-page-details/{id}: for its reviewers, its approver, its requester, and users whose scope
 * holds the opportunity; anyone else 403 'You are not authorized to view Approval Details.'.
 */
export async function approvalPageDetails(ctx: ServiceContext, approvalId: number): Promise<ApprovalPageDetails> {
  const approval = await findApproval(ctx.tx, approvalId);
  if (!approval) throw notFound(APPROVAL_MESSAGES.approvalNotFound);
  const participant = await isParticipant(ctx.tx, approval, ctx.user.id);
  const allowed =
    participant ||
    approval.requestedById === ctx.user.id ||
    (approval.entityTypeId === ENTITY_TYPES.OPPORTUNITY && (await opportunityVisible(ctx, approval.entityId)));
  if (!allowed) throw forbidden(ACCESS_DENIED_MESSAGES.viewApprovalDetails);
  const [dto] = await approvalDtos(ctx.tx, [approval]);
  if (!dto) throw notFound(APPROVAL_MESSAGES.approvalNotFound);
  const pending = approval.status === 'PendingApproval';
  const myReview = dto.approvalReviewerMappings.find((m) => m.reviewerId === ctx.user.id);
  return {
    ...dto,
    canReview: pending && myReview?.status === 'PendingApproval',
    canApprove: pending && approval.approvingAuthorityId === ctx.user.id && dto.approvalReviewerMappings.every((m) => m.status === 'Reviewed'),
    opportunityPackageMappingDetails: await packageMappingDetails(ctx.tx, { packageMappingIds: approval.opportunityPackageMappingIds }),
  };
}

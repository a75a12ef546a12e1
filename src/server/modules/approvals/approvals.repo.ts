// Reading approvals with their reviewers and approving authority, in the shape the spec gives (001 §3).
import { asc, eq, inArray } from 'drizzle-orm';
import { APPROVAL_ENTITY_TYPES } from '../../../domain/approvals/statuses';
import { ENTITY_TYPES } from '../../../domain/reference/ids';
import type { Tx } from '../../db/client';
import { approvalReviewerMappings, approvals, opportunities, users } from '../../db/schema/index';
import { userDisplayName } from '../../shared/sql/user-names.sql';

export type ApprovalRow = typeof approvals.$inferSelect;

export type ReviewerMappingDto = { id: number; reviewerId: number; reviewerName: string; designationId: number | null; status: string; updatedAt: string };

export type ApprovalDto = {
  id: number;
  entityTypeId: number;
  entityId: number;
  approvalType: string;
  status: string;
  remark: string | null;
  durationInDays: number | null;
  opportunityPackageMappingIds: number[];
  requestedBy: { userId: number; name: string };
  approvingAuthority: { userId: number; name: string; designationId: number | null } | null;
  approvalReviewerMappings: ReviewerMappingDto[];
  /** The opportunity it is about, for entityTypeId 1. */
  opportunity: { id: number; name: string; accountId: number } | null;
  version: number;
  swapId: number | null;
  createdAt: string;
  updatedAt: string;
};

export async function findApproval(tx: Tx, id: number, forUpdate = false): Promise<ApprovalRow | undefined> {
  const query = tx.select().from(approvals).where(eq(approvals.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

export async function reviewerMappingsOf(tx: Tx, approvalIds: number[]) {
  if (approvalIds.length === 0) return [];
  return tx
    .select({
      id: approvalReviewerMappings.id,
      approvalId: approvalReviewerMappings.approvalId,
      reviewerId: approvalReviewerMappings.reviewerId,
      reviewerName: userDisplayName(),
      designationId: users.designationId,
      status: approvalReviewerMappings.status,
      updatedAt: approvalReviewerMappings.updatedAt,
    })
    .from(approvalReviewerMappings)
    .leftJoin(users, eq(users.id, approvalReviewerMappings.reviewerId))
    .where(inArray(approvalReviewerMappings.approvalId, approvalIds))
    .orderBy(asc(approvalReviewerMappings.id));
}

/** Approvals in the spec's shape, in the order given. */
export async function approvalDtos(tx: Tx, rows: ApprovalRow[]): Promise<ApprovalDto[]> {
  if (rows.length === 0) return [];
  const people = [...new Set(rows.flatMap((r) => [r.requestedById, ...(r.approvingAuthorityId === null ? [] : [r.approvingAuthorityId])]))];
  const peopleRows = await tx
    .select({ id: users.id, name: userDisplayName(), designationId: users.designationId })
    .from(users)
    .where(inArray(users.id, people));
  const person = new Map(peopleRows.map((p) => [p.id, p]));
  const reviewers = await reviewerMappingsOf(
    tx,
    rows.map((r) => r.id),
  );
  const opportunityIds = rows.filter((r) => r.entityTypeId === ENTITY_TYPES.OPPORTUNITY).map((r) => r.entityId);
  const opportunityRows = opportunityIds.length
    ? await tx
        .select({ id: opportunities.id, name: opportunities.name, accountId: opportunities.accountId })
        .from(opportunities)
        .where(inArray(opportunities.id, opportunityIds))
    : [];
  const opportunity = new Map(opportunityRows.map((o) => [o.id, o]));
  return rows.map((r) => {
    const authority = r.approvingAuthorityId === null ? undefined : person.get(r.approvingAuthorityId);
    return {
      id: r.id,
      entityTypeId: r.entityTypeId,
      entityId: r.entityId,
      approvalType: r.approvalType,
      status: r.status,
      remark: r.remark,
      durationInDays: r.durationInDays,
      opportunityPackageMappingIds: r.opportunityPackageMappingIds,
      requestedBy: { userId: r.requestedById, name: person.get(r.requestedById)?.name ?? '' },
      approvingAuthority: authority ? { userId: authority.id, name: authority.name, designationId: authority.designationId } : null,
      approvalReviewerMappings: reviewers
        .filter((m) => m.approvalId === r.id)
        .map((m) => ({
          id: m.id,
          reviewerId: m.reviewerId,
          reviewerName: m.reviewerName ?? '',
          designationId: m.designationId,
          status: m.status,
          updatedAt: m.updatedAt.toISOString(),
        })),
      opportunity: r.entityTypeId === ENTITY_TYPES.OPPORTUNITY ? (opportunity.get(r.entityId) ?? null) : null,
      version: r.version,
      swapId: r.entityTypeId === APPROVAL_ENTITY_TYPES.SLOT_SWAP ? r.entityId : null,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    };
  });
}

/** Is the user a reviewer on the approval, or its approving authority? */
export async function isParticipant(tx: Tx, approval: ApprovalRow, userId: number): Promise<boolean> {
  if (approval.approvingAuthorityId === userId) return true;
  const mappings = await reviewerMappingsOf(tx, [approval.id]);
  return mappings.some((m) => m.reviewerId === userId);
}


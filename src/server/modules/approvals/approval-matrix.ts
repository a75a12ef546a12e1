// Who reviews and who approves, read from the matrices (spec 001 §3 "Agent approval matrices"): discount by client
// type (discount_approving_authorities), every other kind by approval type (approving_designations). A matrix is
// levels of designations: the highest level's designation approves (its first active user of the brand), every
// lower level's active users review. The admin edits them on discount-matrix and common-matrices.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { AGENT_STATUSES } from '../../../domain/reference/ids';
import type { Db, Tx } from '../../db/client';
import { approvingDesignations, discountApprovingAuthorities, users } from '../../db/schema/index';

export type Approvers = { reviewerIds: number[]; approvingAuthorityId: number | null };

type Level = { designationId: number; approvalLevel: number };

async function activeUsersWithDesignations(db: Db | Tx, designationIds: number[], domainId: number): Promise<{ id: number; designationId: number | null }[]> {
  if (designationIds.length === 0) return [];
  return db
    .select({ id: users.id, designationId: users.designationId })
    .from(users)
    .where(and(inArray(users.designationId, designationIds), eq(users.domainId, domainId), eq(users.status, AGENT_STATUSES.ACTIVE)))
    .orderBy(asc(users.id));
}

/** The approvers a matrix's levels name; no levels (or nobody holding the top designation) leaves no approver. */
export async function approversFromLevels(db: Db | Tx, levels: Level[], domainId: number): Promise<Approvers> {
  const sorted = [...levels].sort((a, b) => a.approvalLevel - b.approvalLevel);
  const top = sorted[sorted.length - 1];
  if (!top) return { reviewerIds: [], approvingAuthorityId: null };
  const people = await activeUsersWithDesignations(
    db,
    sorted.map((l) => l.designationId),
    domainId,
  );
  const approvingAuthorityId = people.find((p) => p.designationId === top.designationId)?.id ?? null;
  const reviewerDesignations = new Set(sorted.slice(0, -1).map((l) => l.designationId));
  const reviewerIds = people.filter((p) => p.designationId !== null && reviewerDesignations.has(p.designationId) && p.id !== approvingAuthorityId).map((p) => p.id);
  return { reviewerIds, approvingAuthorityId };
}

/** The discount matrix of a client type (discount-matrix). */
export async function discountApprovers(db: Db | Tx, clientTypeId: number, domainId: number): Promise<Approvers> {
  const levels = await db
    .select({ designationId: discountApprovingAuthorities.designationId, approvalLevel: discountApprovingAuthorities.approvalLevel })
    .from(discountApprovingAuthorities)
    .where(and(eq(discountApprovingAuthorities.domainId, domainId), eq(discountApprovingAuthorities.clientTypeId, clientTypeId)));
  return approversFromLevels(db, levels, domainId);
}

/** The approving designations of a kind (common-matrices): FreeTrial, Refund, LateCheckDeposition, PriceRestoration, ExtendSlotDate, Payment, SlotSwap. */
export async function commonMatrixApprovers(db: Db | Tx, approvalType: string, domainId: number): Promise<Approvers> {
  const levels = await db
    .select({ designationId: approvingDesignations.designationId, approvalLevel: approvingDesignations.approvalLevel })
    .from(approvingDesignations)
    .where(and(eq(approvingDesignations.domainId, domainId), eq(approvingDesignations.approvalType, approvalType)));
  return approversFromLevels(db, levels, domainId);
}

// Who reviews and who approves (spec 001 §3 "Agent approval matrices"). The matrix admin screens are another
// issue; until they exist the matrices are these defaults, read from users by designation.
import { and, asc, eq } from 'drizzle-orm';
import { AGENT_STATUSES, DESIGNATIONS } from '../../../domain/reference/ids';
import type { Db, Tx } from '../../db/client';
import { users } from '../../db/schema/index';

export type Approvers = { reviewerIds: number[]; approvingAuthorityId: number | null };

async function activeUsersWithDesignation(db: Db | Tx, designationId: number, domainId: number): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.designationId, designationId), eq(users.domainId, domainId), eq(users.status, AGENT_STATUSES.ACTIVE)))
    .orderBy(asc(users.id));
  return rows.map((r) => r.id);
}

/**
 * The discount matrix (by client type, spec 001 §3). Default for every client type: the reviewers are the active
 * city heads (designation 37, CH) of the domain, and the approving authority is the domain's first active
 * national sales head (designation 40, NSH). `clientTypeId` is the matrix key the admin screen will use.
 */
export async function discountApprovers(db: Db | Tx, clientTypeId: number, domainId: number): Promise<Approvers> {
  void clientTypeId; // the default matrix is the same for every client type
  const reviewerIds = await activeUsersWithDesignation(db, DESIGNATIONS.CH, domainId);
  const [approvingAuthorityId] = await activeUsersWithDesignation(db, DESIGNATIONS.NSH, domainId);
  return { reviewerIds, approvingAuthorityId: approvingAuthorityId ?? null };
}

/**
 * The common matrices (by kind and designation: FreeTrial, Refund, LateCheckDeposition, PriceRestoration, and the
 * slot-date extension). Default: no reviewers; the domain's first active NSH approves.
 */
export async function commonMatrixApprovers(db: Db | Tx, approvalType: string, domainId: number): Promise<Approvers> {
  void approvalType; // the default matrix is the same for every kind
  const [approvingAuthorityId] = await activeUsersWithDesignation(db, DESIGNATIONS.NSH, domainId);
  return { reviewerIds: [], approvingAuthorityId: approvingAuthorityId ?? null };
}

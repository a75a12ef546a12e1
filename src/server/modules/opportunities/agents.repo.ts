// Agents an opportunity can be assigned to: active users in a domain who hold a selling role.
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { AgentCandidate } from '../../../domain/opportunities/opportunity-answers';
import { CAPABILITY_ROLES } from '../../../domain/auth/capabilities';
import { roleByName } from '../../../domain/auth/roles';
import { STAGE_BUCKETS } from '../../../domain/opportunities/statuses';
import { AGENT_STATUSES } from '../../../domain/reference/ids';
import type { Tx } from '../../db/client';
import { opportunities, userRoles, users } from '../../db/schema/index';
import { userDisplayName } from '../../shared/sql/user-names.sql';

const SELLING_ROLE_IDS: number[] = CAPABILITY_ROLES.sell.flatMap((name) => {
  const role = roleByName(name);
  return role ? [role.id] : [];
});

export type { AgentCandidate };

/**
 * Active (status 1) users of the domain with a selling role, optionally limited to the given ids, each with the
 * number of open opportunities they own; by name.
 */
export async function activeSellingAgents(tx: Tx, domainId: number, onlyIds?: readonly number[]): Promise<AgentCandidate[]> {
  if (onlyIds && onlyIds.length === 0) return [];
  const conditions = [eq(users.domainId, domainId), eq(users.status, AGENT_STATUSES.ACTIVE), inArray(userRoles.roleId, SELLING_ROLE_IDS)];
  if (onlyIds) conditions.push(inArray(users.id, [...onlyIds]));
  const rows = await tx
    .selectDistinct({ userId: users.id, name: userDisplayName(), designationId: users.designationId, parentId: users.parentId })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .where(and(...conditions))
    .orderBy(asc(userDisplayName()), asc(users.id));
  if (rows.length === 0) return [];
  const loads = await tx
    .select({ ownerId: opportunities.ownerId, n: count() })
    .from(opportunities)
    .where(and(inArray(opportunities.ownerId, rows.map((r) => r.userId)), inArray(opportunities.statusId, [...STAGE_BUCKETS.open])))
    .groupBy(opportunities.ownerId);
  const loadOf = new Map(loads.map((l) => [l.ownerId, Number(l.n)]));
  return rows.map((r) => ({ ...r, openOpportunityCount: loadOf.get(r.userId) ?? 0 }));
}

/** The user with the given id: their manager and domain, or undefined. */
export async function findUser(tx: Tx, id: number) {
  const [row] = await tx
    .select({ id: users.id, parentId: users.parentId, domainId: users.domainId, name: userDisplayName(), designationId: users.designationId })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

/** Everyone whose manager is the given user. */
export async function directReportIds(tx: Tx, managerId: number): Promise<number[]> {
  const rows = await tx.select({ id: users.id }).from(users).where(eq(users.parentId, managerId));
  return rows.map((r) => r.id);
}

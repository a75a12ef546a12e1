// rm-migration (issue 13): move accounts, with their open opportunities, from one relationship manager to another,
// in one transaction with an audit row. Accounts the user may not reassign are refused by id and nothing moves.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { STAGE_BUCKETS } from '../../../domain/opportunities/statuses';
import {
  RM_MIGRATION_MESSAGES as M,
  entityIdsOf,
  type CheckedMassAssignment,
  type MassAssignmentResult,
  type RelationshipManager,
} from '../../../domain/people/rm-migration';
import { queryRows } from '../../db/client';
import { accountAssignmentAudit, accounts, agentBranchCityMappings, opportunities } from '../../db/schema/index';
import { unprocessable } from '../../errors';
import { isAccountInEditScope } from '../../scope/scope';
import { recordChanges, type Change } from '../../shared/sql/change-log';
import type { ServiceContext } from '../../shared/http/service-context';
import { PEOPLE_MESSAGES } from '../../../domain/people/people';
import { brandUser, isAssignable } from './people.service';

/** GET /sapna/v1/account/relationship-managers: the brand's users mapped to the department and branch, with their account counts. */
export async function relationshipManagers(ctx: ServiceContext, query: { departmentId: number; branchId: number; domainId: number }): Promise<RelationshipManager[]> {
  if (query.domainId !== ctx.user.domainId) return [];
  const rows = await queryRows<{ id: number; name: string; email: string; accounts: number }>(
    ctx.tx,
    sql`select u.id, trim(concat_ws(' ', u.first_name, u.last_name)) as name, u.email,
          (select count(*)::int from accounts a where a.agent_id = u.id and a.domain_id = u.domain_id) as accounts
        from users u join ${agentBranchCityMappings} m on m.user_id = u.id
        where u.domain_id = ${query.domainId} and m.sales_branch_id = ${query.branchId} and coalesce(m.department_id, u.department_id) = ${query.departmentId}
        order by name, u.id`,
  );
  return rows.map((r) => ({ userId: Number(r.id), name: r.name, email: r.email, accounts: Number(r.accounts) }));
}

async function mappedTo(ctx: ServiceContext, userId: number, input: CheckedMassAssignment): Promise<boolean> {
  const [m] = await ctx.tx.select().from(agentBranchCityMappings).where(eq(agentBranchCityMappings.userId, userId));
  return Boolean(m && m.salesBranchId === Number(input.branchId) && (m.departmentId ?? null) === Number(input.departmentId));
}

/** PUT /sapna/v1/account/mass-update-assignment. */
export async function massUpdateAssignment(ctx: ServiceContext, input: CheckedMassAssignment): Promise<MassAssignmentResult> {
  if (Number(input.domainId) !== ctx.user.domainId) throw unprocessable(M.failedToAssign, 'The chosen domain is not yours.');
  const from = await brandUser(ctx, input.fromAgentId);
  const to = await brandUser(ctx, input.toAgentId);
  if (!from || !to) throw unprocessable(M.failedToAssign, 'Unknown relationship manager.');
  if (!isAssignable(to)) throw unprocessable(M.failedToAssign, PEOPLE_MESSAGES.relieved);
  if (!(await mappedTo(ctx, from.id, input)) || !(await mappedTo(ctx, to.id, input))) {
    throw unprocessable(M.failedToAssign, 'Both relationship managers must belong to the chosen department and branch.');
  }
  if (!ctx.scope.all && (!ctx.scope.agentIds.includes(from.id) || !ctx.scope.agentIds.includes(to.id))) {
    throw unprocessable(M.failedToAssign, 'Both relationship managers must be in your team.');
  }

  const ids = entityIdsOf(input);
  const rows = await ctx.tx
    .select({ id: accounts.id, agentId: accounts.agentId, domainId: accounts.domainId })
    .from(accounts)
    .where(inArray(accounts.id, ids))
    .orderBy(accounts.id)
    .for('update');
  const byId = new Map(rows.map((r) => [r.id, r]));
  const refused: string[] = [];
  for (const id of ids) {
    const account = byId.get(id);
    if (!account || account.domainId !== ctx.user.domainId) refused.push(`${id} (not found)`);
    else if (!isAccountInEditScope(ctx.scope, account)) refused.push(`${id} (not yours to reassign)`);
    else if (account.agentId !== from.id) refused.push(`${id} (not ${[from.firstName, from.lastName].filter(Boolean).join(' ')}'s account)`);
  }
  if (refused.length) throw unprocessable(M.unableToMap, `Accounts refused: ${refused.join(', ')}`);

  await ctx.tx
    .update(accounts)
    .set({ agentId: to.id, updatedAt: ctx.now, version: sql`${accounts.version} + 1` })
    .where(inArray(accounts.id, ids));
  const moved = await ctx.tx
    .update(opportunities)
    .set({ ownerId: to.id, updatedAt: ctx.now, version: sql`${opportunities.version} + 1` })
    .where(and(inArray(opportunities.accountId, ids), eq(opportunities.ownerId, from.id), inArray(opportunities.statusId, [...STAGE_BUCKETS.open])))
    .returning({ id: opportunities.id, accountId: opportunities.accountId });
  const opportunityIds = moved.map((o) => o.id).sort((a, b) => a - b);
  await ctx.tx.insert(accountAssignmentAudit).values({
    actorId: ctx.user.id,
    fromAgentId: from.id,
    toAgentId: to.id,
    accountIds: ids,
    opportunityIds,
    filter: { departmentId: input.departmentId, branchId: input.branchId, domainId: input.domainId, entityName: input.entityName },
    createdAt: ctx.now,
  });
  const changes: Change[] = [
    ...ids.map((id): Change => ({ entity: 'account', entityId: id, accountId: id, op: 'upsert' })),
    ...moved.map((o): Change => ({ entity: 'opportunity', entityId: o.id, accountId: o.accountId, op: 'upsert' })),
  ];
  await recordChanges(ctx.tx, changes);
  return { accountIds: ids, opportunityIds, message: M.moved(ids.length, opportunityIds.length) };
}

// migration-of-agents-cases (issue 13): owner cases move from one agent to another in one transaction, each with
// an audit row; cases the user may not move are refused by id and nothing moves.
import { and, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { CALLING_MESSAGES, CASE_STATUSES, CASE_TYPES, type ReassignInput } from '../../../domain/calling/calling';
import { ROLES } from '../../../domain/auth/roles';
import { caseReassignments, cases, userRoles, users } from '../../db/schema/index';
import { notFound, unprocessable } from '../../errors';
import type { ServiceContext } from '../../shared/http/service-context';
import { userDisplayName } from '../../shared/sql/user-names.sql';

export type CaseAgent = { id: number; name: string; active: boolean; ownerAgent: boolean; openOwnerCases: number };

/** The user holds the Housing Owner Agent role: owner cases go only to such agents (PERMISSIONS.md 'telesales'). */
const holdsOwnerAgentRole = (userId: SQL | number) =>
  sql<boolean>`exists (select 1 from ${userRoles} ur where ur.user_id = ${userId} and ur.role_id = ${ROLES.HOUSING_OWNER_AGENT.id})`;

function inScope(ctx: ServiceContext, agentId: number): boolean {
  return ctx.scope.all || ctx.scope.agentIds.includes(agentId);
}

/** The agents of the user's scope with their open owner cases (the migration screen's choices). */
export async function caseAgents(ctx: ServiceContext): Promise<CaseAgent[]> {
  const rows = await ctx.tx
    .select({
      id: users.id,
      name: userDisplayName(),
      active: sql<boolean>`${users.status} = 1 and ${users.dateOfRelieving} is null`,
      ownerAgent: holdsOwnerAgentRole(sql`"users"."id"`),
      openOwnerCases: sql<number>`(select count(*)::int from cases c where c.assigned_agent_id = "users"."id" and c.case_type_id = ${CASE_TYPES.SOC} and c.status_id <> ${CASE_STATUSES.CLOSED})`,
    })
    .from(users)
    .where(and(eq(users.domainId, ctx.user.domainId), ctx.scope.all ? undefined : inArray(users.id, ctx.scope.agentIds)))
    .orderBy(users.firstName, users.id);
  return rows.map((r) => ({ ...r, openOwnerCases: Number(r.openOwnerCases) }));
}

/** PUT owner-case/reassign: all of the old agent's open owner cases, or the chosen ones ('Owner Cases migrated successfully'). */
export async function reassignOwnerCases(ctx: ServiceContext, input: ReassignInput): Promise<{ message: string; moved: number; caseIds: number[] }> {
  if (input.oldAgent === input.newAgent) throw unprocessable(CALLING_MESSAGES.assignFailed, 'The old and the new agent are the same');
  const agents = await ctx.tx
    .select({ id: users.id, status: users.status, relieved: users.dateOfRelieving, domainId: users.domainId, ownerAgent: holdsOwnerAgentRole(sql`"users"."id"`) })
    .from(users)
    .where(inArray(users.id, [input.oldAgent, input.newAgent]));
  for (const id of [input.oldAgent, input.newAgent]) {
    const agent = agents.find((a) => a.id === id);
    if (!agent || agent.domainId !== ctx.user.domainId || !inScope(ctx, id)) throw notFound(`Agent ${id} not found`);
  }
  const target = agents.find((a) => a.id === input.newAgent)!;
  if (target.status !== 1 || target.relieved !== null) throw unprocessable(CALLING_MESSAGES.assignFailed, `Agent ${input.newAgent} is not active`);
  // Owner cases are called from the owner queue: only an owner agent can pull and dial them.
  if (!target.ownerAgent) throw unprocessable(CALLING_MESSAGES.assignFailed, `Agent ${input.newAgent} is not an owner agent`);

  const chosen = input.ownerCaseIds?.length ? [...new Set(input.ownerCaseIds)] : null;
  const rows = await ctx.tx
    .select({ id: cases.id, caseTypeId: cases.caseTypeId, agentId: cases.assignedAgentId, statusId: cases.statusId, domainId: cases.domainId })
    .from(cases)
    .where(
      chosen
        ? inArray(cases.id, chosen)
        : and(eq(cases.assignedAgentId, input.oldAgent), eq(cases.caseTypeId, CASE_TYPES.SOC), ne(cases.statusId, CASE_STATUSES.CLOSED), eq(cases.domainId, ctx.user.domainId)),
    )
    .orderBy(cases.id)
    .for('update');
  if (chosen) {
    const problems: string[] = [];
    for (const id of chosen) {
      const c = rows.find((r) => r.id === id);
      if (!c || c.domainId !== ctx.user.domainId) problems.push(`${id}: not found`);
      else if (c.caseTypeId !== CASE_TYPES.SOC) problems.push(`${id}: not an owner case`);
      else if (c.agentId !== input.oldAgent) problems.push(`${id}: not assigned to agent ${input.oldAgent}`);
      else if (c.statusId === CASE_STATUSES.CLOSED) problems.push(`${id}: closed`);
    }
    if (problems.length) throw unprocessable(CALLING_MESSAGES.assignFailed, `Refused cases: ${problems.join('; ')}`);
  }
  if (rows.length === 0) throw unprocessable(CALLING_MESSAGES.assignFailed, `Agent ${input.oldAgent} has no open owner cases`);
  const ids = rows.map((r) => r.id);
  await ctx.tx.update(cases).set({ assignedAgentId: input.newAgent, updatedAt: ctx.now }).where(inArray(cases.id, ids));
  await ctx.tx.insert(caseReassignments).values(ids.map((caseId) => ({ caseId, fromAgentId: input.oldAgent, toAgentId: input.newAgent, byUserId: ctx.user.id, at: ctx.now })));
  return { message: CALLING_MESSAGES.casesMigrated, moved: ids.length, caseIds: ids };
}

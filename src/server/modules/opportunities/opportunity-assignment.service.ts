// Who owns an opportunity: auto-assign, reassign, and the assignment page.
import { eq } from 'drizzle-orm';
import type { AssignmentPage, AssignmentResult } from '../../../domain/opportunities/opportunity-answers';
import { can } from '../../../domain/auth/capabilities';
import { accounts, opportunities } from '../../db/schema/index';
import { badRequest, conflict, forbidden } from '../../errors';
import { recordChange } from '../../shared/sql/change-log';
import type { ServiceContext } from '../../shared/http/service-context';
import { activeSellingAgents, directReportIds, findUser, type AgentCandidate } from './agents.repo';
import { assertFreshBase, findOpportunityInScope, isEditable, kindOf, loadEditableOpportunity, type OpportunityRow } from './opportunity-access.service';
import { OPPORTUNITY_MESSAGES } from '../../../domain/opportunities/opportunity-messages';

export type { AssignmentPage, AssignmentResult };

async function setOwner(ctx: ServiceContext, opportunity: OpportunityRow, owner: AgentCandidate): Promise<AssignmentResult> {
  const version = opportunity.version + 1;
  await ctx.tx.update(opportunities).set({ ownerId: owner.userId, version, updatedAt: ctx.now }).where(eq(opportunities.id, opportunity.id));
  await recordChange(ctx.tx, { entity: 'opportunity', entityId: opportunity.id, accountId: opportunity.accountId, op: 'upsert' });
  return { opportunityId: opportunity.id, ownerId: owner.userId, ownerName: owner.name, version };
}

/**
 * The team an opportunity is auto-assigned within (our decision): the account agent's team, i.e. everyone who
 * reports to the agent's manager (the agent and their peers); an agent without a manager leads their own team
 * (the agent and their direct reports). Without an account agent, the opportunity owner's team, else the caller's.
 */
async function teamOf(ctx: ServiceContext, agentId: number): Promise<number[]> {
  const agent = await findUser(ctx.tx, agentId);
  if (!agent) return [];
  if (agent.parentId !== null) return directReportIds(ctx.tx, agent.parentId);
  return [agent.id, ...(await directReportIds(ctx.tx, agent.id))];
}

/**
 * PUT /sapna/v3/opportunity/autoassign/{id}: the least-loaded active selling agent of the account agent's team in
 * the opportunity's domain (fewest open opportunities; on a tie, the lowest user id).
 */
export async function autoAssignOpportunity(ctx: ServiceContext, id: number, baseVersion?: number): Promise<AssignmentResult> {
  const opportunity = await loadEditableOpportunity(ctx, id);
  assertFreshBase(opportunity, baseVersion);
  const [account] = await ctx.tx.select({ agentId: accounts.agentId }).from(accounts).where(eq(accounts.id, opportunity.accountId));
  const team = await teamOf(ctx, account?.agentId ?? opportunity.ownerId ?? ctx.user.id);
  const candidates = await activeSellingAgents(ctx.tx, opportunity.domainId, team);
  const [chosen] = [...candidates].sort((a, b) => a.openOpportunityCount - b.openOpportunityCount || a.userId - b.userId);
  if (!chosen) throw conflict(OPPORTUNITY_MESSAGES.noAgentToAutoAssign);
  return setOwner(ctx, opportunity, chosen);
}

/**
 * PUT /sapna/v1/opportunity/reassign/{id}: to an active selling agent of the same domain within the caller's
 * scope. Reassigning someone else's opportunity needs the 'teams' capability (team leaders, managers, admins).
 */
export async function reassignOpportunity(ctx: ServiceContext, id: number, input: { ownerId: number; baseVersion?: number | undefined }): Promise<AssignmentResult> {
  const opportunity = await loadEditableOpportunity(ctx, id);
  if (opportunity.ownerId !== ctx.user.id && !can(ctx.user, 'teams')) throw forbidden(OPPORTUNITY_MESSAGES.reassignOthersForbidden);
  assertFreshBase(opportunity, input.baseVersion);
  const inScope = ctx.scope.all || ctx.scope.agentIds.includes(input.ownerId);
  const [target] = inScope ? await activeSellingAgents(ctx.tx, opportunity.domainId, [input.ownerId]) : [];
  if (!target) throw badRequest(OPPORTUNITY_MESSAGES.reassignTargetInvalid);
  return setOwner(ctx, opportunity, target);
}

/** GET /sapna/v1/opportunity/assignment-page/{id}. */
export async function getAssignmentPage(ctx: ServiceContext, id: number): Promise<AssignmentPage> {
  const opportunity = await findOpportunityInScope(ctx, id);
  const [account] = await ctx.tx.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, opportunity.accountId));
  const owner = opportunity.ownerId === null ? undefined : await findUser(ctx.tx, opportunity.ownerId);
  const editable = isEditable(opportunity);
  const canReassign = can(ctx.user, 'sell') && editable && (opportunity.ownerId === ctx.user.id || can(ctx.user, 'teams'));
  return {
    opportunity: {
      id: opportunity.id,
      name: opportunity.name,
      kind: kindOf(opportunity),
      accountId: opportunity.accountId,
      accountName: account?.name ?? '',
      statusId: opportunity.statusId,
      editable,
      version: opportunity.version,
    },
    currentOwner: owner ? { userId: owner.id, name: owner.name, designationId: owner.designationId } : null,
    canReassign,
    candidates: await activeSellingAgents(ctx.tx, opportunity.domainId, ctx.scope.all ? undefined : ctx.scope.agentIds),
  };
}

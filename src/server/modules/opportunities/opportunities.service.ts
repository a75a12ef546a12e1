// Create, update and mark-as-lost: the rules of spec 000 §3/§4 for an opportunity itself.
import { and, eq } from 'drizzle-orm';
import type { MarkLostResult } from '../../../domain/opportunities/opportunity-answers';
import { isAccountEditable, OPPORTUNITY_STATUSES, type OpportunityKind } from '../../../domain/opportunities/statuses';
import { FAILURE_MESSAGES } from '../../../domain/errors/messages';
import { accounts, cities, opportunities } from '../../db/schema/index';
import { badRequest, conflict, notFound } from '../../errors';
import { accountInReadScope } from '../../scope/scope';
import { recordChange } from '../../shared/sql/change-log';
import type { ServiceContext } from '../../shared/http/service-context';
import {
  assertCanSell,
  assertFreshBase,
  kindOf,
  loadEditableOpportunity,
  type OpportunityRow,
} from './opportunity-access.service';
import { defaultKindForClientType } from './opportunity-kind';
import { accountNotEditableMessage, OPPORTUNITY_MESSAGES } from '../../../domain/opportunities/opportunity-messages';
import { getOpportunityPage, type OpportunityPage } from './opportunity-page.service';
import type { CreateOpportunityInput, MarkLostInput, UpdateOpportunityInput } from '../../../domain/opportunities/opportunity-inputs';

/** Statuses an update may set. 6 (Lost) goes through markOpportunityAsLost, which records the reason. */
const UPDATABLE_STATUS_IDS: readonly number[] = [1, 2, 3, 4, 5, 7, 8];

async function assertCityExists(ctx: ServiceContext, cityId: number): Promise<void> {
  const [city] = await ctx.tx.select({ id: cities.id }).from(cities).where(eq(cities.id, cityId));
  if (!city) throw badRequest(FAILURE_MESSAGES.invalidDropdownId);
}

/**
 * POST /sapna/v1/opportunity. The creating user owns it; it starts in status 1 in the account's domain.
 * The account must be in the read scope (else 404: a deal owner may open another deal on an account in their book;
 * the new deal is theirs and the account's own details do not change) and editable (status 5 or 6 → 409).
 */
export async function createOpportunity(ctx: ServiceContext, input: CreateOpportunityInput): Promise<OpportunityPage> {
  assertCanSell(ctx.user);
  if (input.clientId) {
    const [existing] = await ctx.tx.select({ id: opportunities.id }).from(opportunities).where(eq(opportunities.clientId, input.clientId));
    if (existing) return getOpportunityPage(ctx, existing.id);
  }
  const [account] = await ctx.tx
    .select()
    .from(accounts)
    .where(and(eq(accounts.id, input.accountId), accountInReadScope(ctx.scope)));
  if (!account) throw notFound(OPPORTUNITY_MESSAGES.accountNotFound);
  if (!isAccountEditable(account.statusId)) throw conflict(accountNotEditableMessage(account.statusId));
  await assertCityExists(ctx, input.cityId);

  const kind = (input.kind as OpportunityKind | undefined) ?? defaultKindForClientType(account.clientTypeId);
  const [created] = await ctx.tx
    .insert(opportunities)
    .values({
      name: input.name,
      typeId: input.typeId,
      kind,
      accountId: account.id,
      cityId: input.cityId,
      ownerId: ctx.user.id,
      statusId: OPPORTUNITY_STATUSES.NEW,
      domainId: account.domainId,
      clientId: input.clientId ?? null,
      campaign: input.campaign ?? null,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    })
    .returning({ id: opportunities.id });
  if (!created) throw new Error('opportunity insert returned no row');
  await recordChange(ctx.tx, { entity: 'opportunity', entityId: created.id, accountId: account.id, op: 'upsert' });
  return getOpportunityPage(ctx, created.id);
}

/**
 * PUT /sapna/v1/opportunity/{id}. Name, type and city are last-write-wins; status and broker stage refuse a
 * stale baseVersion (SYNC.md). Not-editable statuses of the opportunity's kind refuse every change.
 */
export async function updateOpportunity(ctx: ServiceContext, id: number, input: UpdateOpportunityInput): Promise<OpportunityPage> {
  const opportunity = await loadEditableOpportunity(ctx, id);
  const patch: Partial<typeof opportunities.$inferInsert> = {};

  if (input.statusId !== undefined && input.statusId !== opportunity.statusId) {
    if (input.statusId === OPPORTUNITY_STATUSES.LOST) throw badRequest(OPPORTUNITY_MESSAGES.useMarkAsLost);
    if (!UPDATABLE_STATUS_IDS.includes(input.statusId)) throw badRequest(OPPORTUNITY_MESSAGES.statusInvalid);
    assertFreshBase(opportunity, input.baseVersion);
    patch.statusId = input.statusId;
  }
  if (input.brokerStage !== undefined && input.brokerStage !== opportunity.brokerStage) {
    if (kindOf(opportunity) !== 'broker') throw badRequest(OPPORTUNITY_MESSAGES.brokerStageNotBroker);
    assertFreshBase(opportunity, input.baseVersion);
    patch.brokerStage = input.brokerStage;
  }
  if (input.name !== undefined) patch.name = input.name;
  if (input.typeId !== undefined) patch.typeId = input.typeId;
  if (input.cityId !== undefined && input.cityId !== opportunity.cityId) {
    await assertCityExists(ctx, input.cityId);
    patch.cityId = input.cityId;
  }

  await ctx.tx
    .update(opportunities)
    .set({ ...patch, version: opportunity.version + 1, updatedAt: ctx.now })
    .where(eq(opportunities.id, opportunity.id));
  await recordChange(ctx.tx, { entity: 'opportunity', entityId: opportunity.id, accountId: opportunity.accountId, op: 'upsert' });
  return getOpportunityPage(ctx, opportunity.id);
}

export type { MarkLostResult };

/**
 * POST /sapna/v1/markOpportunityAsLost: status 6 with the reason and time; optionally a child opportunity
 * (status 1, same account, type, kind and city, same owner) linked both ways.
 */
export async function markOpportunityAsLost(ctx: ServiceContext, input: MarkLostInput): Promise<MarkLostResult> {
  const opportunity = await loadEditableOpportunity(ctx, input.opportunityId);
  assertFreshBase(opportunity, input.baseVersion);

  let childOpportunityId: number | null = null;
  if (input.createChild) childOpportunityId = await createChildOpportunity(ctx, opportunity, input.childName);

  await ctx.tx
    .update(opportunities)
    .set({
      statusId: OPPORTUNITY_STATUSES.LOST,
      lostReason: input.lostReason,
      lostAt: ctx.now,
      ...(childOpportunityId !== null ? { childOpportunityId } : {}),
      version: opportunity.version + 1,
      updatedAt: ctx.now,
    })
    .where(eq(opportunities.id, opportunity.id));
  await recordChange(ctx.tx, { entity: 'opportunity', entityId: opportunity.id, accountId: opportunity.accountId, op: 'upsert' });
  return {
    opportunityId: opportunity.id,
    statusId: OPPORTUNITY_STATUSES.LOST,
    lostReason: input.lostReason,
    lostAt: ctx.now.toISOString(),
    childOpportunityId,
  };
}

async function createChildOpportunity(ctx: ServiceContext, parent: OpportunityRow, childName: string | undefined): Promise<number> {
  const [child] = await ctx.tx
    .insert(opportunities)
    .values({
      name: childName || parent.name,
      typeId: parent.typeId,
      kind: parent.kind,
      accountId: parent.accountId,
      cityId: parent.cityId,
      ownerId: parent.ownerId ?? ctx.user.id,
      statusId: OPPORTUNITY_STATUSES.NEW,
      parentOpportunityId: parent.id,
      domainId: parent.domainId,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    })
    .returning({ id: opportunities.id });
  if (!child) throw new Error('child opportunity insert returned no row');
  await recordChange(ctx.tx, { entity: 'opportunity', entityId: child.id, accountId: parent.accountId, op: 'upsert' });
  return child.id;
}

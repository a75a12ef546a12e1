// Every action on an approval is audited (who, when, what, remark) and bumps its version, so an action queued
// offline against an older version is refused on sync (SYNC.md).
import { and, asc, eq, or, sql } from 'drizzle-orm';
import { APPROVAL_ENTITY_TYPES } from '../../../domain/approvals/statuses';
import { ENTITY_TYPES } from '../../../domain/reference/ids';
import type { Tx } from '../../db/client';
import { approvalActions, approvals, milestones, opportunities, payments, slotSwaps, termsheets, users } from '../../db/schema/index';
import { recordChange } from '../../shared/sql/change-log';
import { userDisplayName } from '../../shared/sql/user-names.sql';
import type { ServiceContext } from '../../shared/http/service-context';

export type ApprovalActionName = 'Requested' | 'Reviewed' | 'Approved' | 'Rejected';

/** How an action arrived: online (a route or a task) or offline (a queued command, with the device's time). */
export type ActionChannel = { channel: 'online' | 'offline'; deviceTime: Date | null };
export const ONLINE: ActionChannel = { channel: 'online', deviceTime: null };

export async function recordAction(ctx: ServiceContext, approvalId: number, action: ApprovalActionName, remark: string | null, via: ActionChannel = ONLINE): Promise<void> {
  await ctx.tx.insert(approvalActions).values({ approvalId, actorId: ctx.user.id, action, remark, channel: via.channel, deviceTime: via.deviceTime, createdAt: ctx.now });
  await recordApprovalChange(ctx.tx, approvalId);
}

/**
 * Every request and action goes through recordAction: the approval changed, so devices holding it (approvals about
 * an opportunity, a payment or an NP slot swap, mirrored under the opportunity: SYNC.md, approval-rows.sync.ts) pull it again, in the same
 * transaction.
 */
async function recordApprovalChange(tx: Tx, approvalId: number): Promise<void> {
  const [about] = await tx
    .select({ accountId: opportunities.accountId })
    .from(approvals)
    .leftJoin(payments, and(eq(approvals.entityTypeId, APPROVAL_ENTITY_TYPES.PAYMENT), eq(payments.id, approvals.entityId)))
    .leftJoin(milestones, eq(milestones.id, payments.milestoneId))
    .leftJoin(termsheets, eq(termsheets.id, milestones.termsheetId))
    .leftJoin(slotSwaps, and(eq(approvals.entityTypeId, APPROVAL_ENTITY_TYPES.SLOT_SWAP), eq(slotSwaps.id, approvals.entityId)))
    .innerJoin(
      opportunities,
      or(
        and(eq(approvals.entityTypeId, ENTITY_TYPES.OPPORTUNITY), eq(opportunities.id, approvals.entityId)),
        eq(opportunities.id, termsheets.opportunityId),
        eq(opportunities.id, slotSwaps.opportunityId),
      ),
    )
    .where(eq(approvals.id, approvalId));
  if (about) await recordChange(tx, { entity: 'approval', entityId: approvalId, accountId: about.accountId, op: 'upsert' });
}

/** The approval changed: a new version and updatedAt. */
export async function bumpVersion(ctx: ServiceContext, approvalId: number, set: { status?: string } = {}): Promise<void> {
  await ctx.tx
    .update(approvals)
    .set({ ...set, version: sql`${approvals.version} + 1`, updatedAt: ctx.now })
    .where(eq(approvals.id, approvalId));
}

export async function actionsOf(tx: Tx, approvalId: number) {
  const rows = await tx
    .select({
      id: approvalActions.id,
      action: approvalActions.action,
      actorId: approvalActions.actorId,
      actorName: userDisplayName(),
      remark: approvalActions.remark,
      channel: approvalActions.channel,
      deviceTime: approvalActions.deviceTime,
      createdAt: approvalActions.createdAt,
    })
    .from(approvalActions)
    .leftJoin(users, eq(users.id, approvalActions.actorId))
    .where(eq(approvalActions.approvalId, approvalId))
    .orderBy(asc(approvalActions.id));
  return rows.map((r) => ({ ...r, actorName: r.actorName ?? '', deviceTime: r.deviceTime?.toISOString() ?? null, createdAt: r.createdAt.toISOString() }));
}

// NP slot swaps waiting for approval (spec 002 §2 swap-approval-details, §4 "Swap success sends a slot approval
// request"). The slots belong to the ad-product area (a later issue); a swap keeps the slots' ids and dates and its
// approval (kind SlotSwap, routed by the approving-designations matrix). Approving it marks the swap Approved: the
// ad-product area moves the slot when it exists.
import { and, eq } from 'drizzle-orm';
import type { SlotSwap } from '../../../domain/approvals/approval-answers';
import { APPROVAL_ENTITY_TYPES } from '../../../domain/approvals/statuses';
import type { Tx } from '../../db/client';
import { slotSwaps, users } from '../../db/schema/index';
import { conflict } from '../../errors';
import type { ServiceContext } from '../../shared/http/service-context';
import { userDisplayName } from '../../shared/sql/user-names.sql';
import { commonMatrixApprovers } from './approval-matrix';
import { APPROVAL_MESSAGES } from '../../../domain/approvals/approval-messages';
import { createApproval } from './approval-requests.service';
import type { ApprovalRow } from './approvals.repo';

export const SLOT_SWAP_APPROVAL_TYPE = 'SlotSwap';

export type SlotSwapRequest = {
  opportunityId: number;
  opportunityPackageMappingId: number;
  projectName?: string | null;
  fromSlotId: number;
  fromStartDate: string;
  fromEndDate: string;
  toSlotId: number;
  toStartDate: string;
  toEndDate: string;
  remark?: string | null;
};

/** Records a swap and sends it for approval ('Slot approval request sent successfully!' is the caller's notice). */
export async function requestSlotSwap(ctx: ServiceContext, input: SlotSwapRequest): Promise<{ swapId: number; approvalId: number }> {
  const [pending] = await ctx.tx
    .select({ id: slotSwaps.id })
    .from(slotSwaps)
    .where(and(eq(slotSwaps.opportunityPackageMappingId, input.opportunityPackageMappingId), eq(slotSwaps.status, 'PendingApproval')))
    .limit(1);
  if (pending) throw conflict(APPROVAL_MESSAGES.alreadyPending);
  const { remark, ...swap } = input;
  const [row] = await ctx.tx
    .insert(slotSwaps)
    .values({ ...swap, domainId: ctx.user.domainId, requestedById: ctx.user.id, createdAt: ctx.now, updatedAt: ctx.now })
    .returning({ id: slotSwaps.id });
  if (!row) throw new Error('slot swap insert returned no row');
  const approvers = await commonMatrixApprovers(ctx.tx, SLOT_SWAP_APPROVAL_TYPE, ctx.user.domainId);
  const approvalId = await createApproval(ctx, { entityTypeId: APPROVAL_ENTITY_TYPES.SLOT_SWAP, entityId: row.id, approvalType: SLOT_SWAP_APPROVAL_TYPE, remark: remark ?? null }, approvers);
  await ctx.tx.update(slotSwaps).set({ approvalId }).where(eq(slotSwaps.id, row.id));
  return { swapId: row.id, approvalId };
}

/** A decided SlotSwap approval decides its swap. */
export async function settleSlotSwap(ctx: ServiceContext, approval: ApprovalRow, status: 'Approved' | 'Rejected'): Promise<void> {
  if (approval.approvalType !== SLOT_SWAP_APPROVAL_TYPE) return;
  await ctx.tx.update(slotSwaps).set({ status, updatedAt: ctx.now }).where(eq(slotSwaps.approvalId, approval.id));
}

export async function findSlotSwap(tx: Tx, swapId: number): Promise<SlotSwap | undefined> {
  const [row] = await tx
    .select({ swap: slotSwaps, requesterName: userDisplayName() })
    .from(slotSwaps)
    .leftJoin(users, eq(users.id, slotSwaps.requestedById))
    .where(eq(slotSwaps.id, swapId));
  if (!row) return undefined;
  const s = row.swap;
  return {
    id: s.id,
    opportunityId: s.opportunityId,
    opportunityPackageMappingId: s.opportunityPackageMappingId,
    projectName: s.projectName,
    fromSlotId: s.fromSlotId,
    fromStartDate: s.fromStartDate,
    fromEndDate: s.fromEndDate,
    toSlotId: s.toSlotId,
    toStartDate: s.toStartDate,
    toEndDate: s.toEndDate,
    status: s.status,
    approvalId: s.approvalId,
    requestedBy: { userId: s.requestedById, name: row.requesterName ?? '' },
    createdAt: s.createdAt.toISOString(),
  };
}


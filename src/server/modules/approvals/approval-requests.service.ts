import type { DiscountApprovalSent } from '../../../domain/approvals/approval-answers';
// Asking for approval: a discount (spec 000 §4, 001 §4), a slot-date extension or a price restoration.
import { and, eq, gt, inArray } from 'drizzle-orm';
import { APPROVAL_ENTITY_TYPES, type ApprovalKind } from '../../../domain/approvals/statuses';
import { SUCCESS_MESSAGES } from '../../../domain/errors/messages';
import { ENTITY_TYPES } from '../../../domain/reference/ids';
import { accounts, approvalReviewerMappings, approvals, opportunityPackageMappings } from '../../db/schema/index';
import { badRequest, conflict, notFound } from '../../errors';
import { asNamedRecord } from '../../shared/sql/named-record';
import {
  assertCanSell,
  findOpportunityInScope,
  loadEditableOpportunity,
  OPPORTUNITY_MESSAGES,
  touchOpportunity,
} from '../opportunities/opportunity-access.service';
import type { ServiceContext } from '../../shared/http/service-context';
import { commonMatrixApprovers, discountApprovers, type Approvers } from './approval-matrix';
import { APPROVAL_MESSAGES } from '../../../domain/approvals/approval-messages';
import { recordAction } from './approval-audit';

export const DISCOUNT_APPROVAL_TYPE: ApprovalKind = 'Discount';
/** Package mappings whose discount goes (again) for approval. */
const SENDABLE_DISCOUNT_STATES = ['Required', 'Rejected'];

export async function createApproval(
  ctx: ServiceContext,
  values: { entityTypeId: number; entityId: number; approvalType: string; remark?: string | null; durationInDays?: number | null; mappingIds?: number[] },
  approvers: Approvers,
): Promise<number> {
  if (approvers.approvingAuthorityId === null) throw conflict(APPROVAL_MESSAGES.noApprovingAuthority);
  const [approval] = await ctx.tx
    .insert(approvals)
    .values({
      entityTypeId: values.entityTypeId,
      entityId: values.entityId,
      approvalType: values.approvalType,
      status: 'PendingApproval',
      remark: values.remark ?? null,
      durationInDays: values.durationInDays ?? null,
      requestedById: ctx.user.id,
      approvingAuthorityId: approvers.approvingAuthorityId,
      opportunityPackageMappingIds: values.mappingIds ?? [],
      createdAt: ctx.now,
      updatedAt: ctx.now,
    })
    .returning({ id: approvals.id });
  if (!approval) throw new Error('approval insert returned no row');
  await recordAction(ctx, approval.id, 'Requested', values.remark ?? null);
  // The requester does not review their own request.
  const reviewerIds = approvers.reviewerIds.filter((id) => id !== ctx.user.id);
  if (reviewerIds.length) {
    await ctx.tx
      .insert(approvalReviewerMappings)
      .values(reviewerIds.map((reviewerId) => ({ approvalId: approval.id, reviewerId, status: 'PendingApproval', updatedAt: ctx.now })));
  }
  return approval.id;
}

export type { DiscountApprovalSent };

/**
 * POST /sapna/v2/opportunity/{id}/send-for-discount-approval { remark }: the package mappings whose discount is
 * Required (or was Rejected) go to the discount matrix's reviewers and approving authority, and turn PendingApproval.
 */
export async function sendForDiscountApproval(ctx: ServiceContext, opportunityId: number, remark: string): Promise<DiscountApprovalSent> {
  const opportunity = await loadEditableOpportunity(ctx, opportunityId);
  const mappings = await ctx.tx
    .select({ id: opportunityPackageMappings.id })
    .from(opportunityPackageMappings)
    .where(and(eq(opportunityPackageMappings.opportunityId, opportunity.id), inArray(opportunityPackageMappings.discountApproved, SENDABLE_DISCOUNT_STATES)));
  if (mappings.length === 0) throw badRequest(APPROVAL_MESSAGES.noDiscountToSend);
  const mappingIds = mappings.map((m) => m.id);
  const [account] = await ctx.tx.select({ clientTypeId: accounts.clientTypeId }).from(accounts).where(eq(accounts.id, opportunity.accountId));
  const approvers = await discountApprovers(ctx.tx, account?.clientTypeId ?? 0, opportunity.domainId);
  const approvalId = await createApproval(
    ctx,
    { entityTypeId: ENTITY_TYPES.OPPORTUNITY, entityId: opportunity.id, approvalType: DISCOUNT_APPROVAL_TYPE, remark, mappingIds },
    approvers,
  );
  await ctx.tx
    .update(opportunityPackageMappings)
    .set({ discountApproved: 'PendingApproval', updatedAt: ctx.now })
    .where(inArray(opportunityPackageMappings.id, mappingIds));
  await touchOpportunity(ctx, opportunity);
  return {
    message: SUCCESS_MESSAGES.discountApprovalSent,
    approvalId,
    opportunityPackageMappings: mappingIds.map((id) => ({ id, discountApproved: 'PendingApproval' })),
  };
}

export const REQUESTABLE_APPROVAL_TYPES = ['ExtendSlotDate', 'PriceRestoration'] as const;
export type RequestableApprovalType = (typeof REQUESTABLE_APPROVAL_TYPES)[number];

export type SendForApprovalInput = { entityTypeId: number; entityId: number; durationInDays?: number | null | undefined; approvalType: string };

/** The entity each requestable kind applies to (spec 001 §4: extension is entityTypeId 18; price restoration, the opportunity). */
const ENTITY_TYPE_OF: Record<RequestableApprovalType, number> = {
  ExtendSlotDate: ENTITY_TYPES.SLOT_DATE_EXTENSION,
  PriceRestoration: ENTITY_TYPES.OPPORTUNITY,
};

const SENT_MESSAGE: Record<RequestableApprovalType, string> = {
  ExtendSlotDate: SUCCESS_MESSAGES.extensionApprovalSent,
  PriceRestoration: SUCCESS_MESSAGES.priceRestorationApprovalSent,
};

/**
 * The package mapping an extension names (entityTypeId 18: the mapping whose slots run on): it must exist and its
 * opportunity be in the caller's brand and scope; otherwise the same 404 either way (issue 56).
 */
async function assertExtendableMapping(ctx: ServiceContext, packageMappingId: number): Promise<void> {
  const [mapping] = await ctx.tx
    .select({ opportunityId: opportunityPackageMappings.opportunityId })
    .from(opportunityPackageMappings)
    .where(eq(opportunityPackageMappings.id, packageMappingId));
  if (!mapping) throw notFound(OPPORTUNITY_MESSAGES.packageMappingNotFound);
  await asNamedRecord(findOpportunityInScope(ctx, mapping.opportunityId), OPPORTUNITY_MESSAGES.packageMappingNotFound);
}

/** A price restoration restores a discounted price: the opportunity must have a package sold at a discount. */
async function assertRestorablePrice(ctx: ServiceContext, opportunityId: number): Promise<void> {
  const [discounted] = await ctx.tx
    .select({ id: opportunityPackageMappings.id })
    .from(opportunityPackageMappings)
    .where(and(eq(opportunityPackageMappings.opportunityId, opportunityId), gt(opportunityPackageMappings.discount, '0')))
    .limit(1);
  if (!discounted) throw badRequest(APPROVAL_MESSAGES.noDiscountToRestore);
}

/**
 * POST /sapna/v1/approval-reviewal/send-for-approval. ExtendSlotDate (entityTypeId 18, the package mapping whose
 * slots run on, of an opportunity in scope; durationInDays ≥ 1) or PriceRestoration (entityTypeId 1, an editable
 * opportunity in scope with a discounted package). One pending request per entity and kind. The entity named is
 * checked before anything else is decided (issue 56).
 */
export async function sendForApproval(ctx: ServiceContext, input: SendForApprovalInput): Promise<{ message: string; approvalId: number }> {
  assertCanSell(ctx.user);
  const approvalType = REQUESTABLE_APPROVAL_TYPES.find((t) => t === input.approvalType);
  if (!approvalType) throw badRequest(APPROVAL_MESSAGES.unsupportedApprovalType);
  if (ENTITY_TYPE_OF[approvalType] !== input.entityTypeId) throw badRequest(APPROVAL_MESSAGES.wrongEntityType);

  let durationInDays: number | null = null;
  if (approvalType === 'ExtendSlotDate') {
    if (input.durationInDays === undefined || input.durationInDays === null || !Number.isInteger(input.durationInDays) || input.durationInDays < 1) {
      throw badRequest(APPROVAL_MESSAGES.durationInvalid);
    }
    durationInDays = input.durationInDays;
    await assertExtendableMapping(ctx, input.entityId);
  } else {
    await loadEditableOpportunity(ctx, input.entityId);
    await assertRestorablePrice(ctx, input.entityId);
  }

  const [pending] = await ctx.tx
    .select({ id: approvals.id })
    .from(approvals)
    .where(
      and(
        eq(approvals.entityTypeId, input.entityTypeId),
        eq(approvals.entityId, input.entityId),
        eq(approvals.approvalType, approvalType),
        eq(approvals.status, 'PendingApproval'),
      ),
    )
    .limit(1);
  if (pending) throw conflict(APPROVAL_MESSAGES.alreadyPending);

  const approvers = await commonMatrixApprovers(ctx.tx, approvalType, ctx.user.domainId);
  const approvalId = await createApproval(ctx, { entityTypeId: input.entityTypeId, entityId: input.entityId, approvalType, durationInDays }, approvers);
  return { message: SENT_MESSAGE[approvalType], approvalId };
}

/** Kinds raised against a payment (entityTypeId 20, ours): refund, late cheque deposition, the payment itself. */
export const PAYMENT_APPROVAL_TYPES = ['Refund', 'LateCheckDeposition', 'Payment'] as const;
export type PaymentApprovalType = (typeof PAYMENT_APPROVAL_TYPES)[number];

/**
 * A refund, late-cheque or payment approval for a payment, routed by the approving-designations matrix of its kind.
 * For the payments area (POST /sapna/refund and payment approvals); one pending request per payment and kind.
 */
export async function requestPaymentApproval(
  ctx: ServiceContext,
  input: { approvalType: PaymentApprovalType; paymentId: number; domainId: number; remark?: string | null },
): Promise<number> {
  const [pending] = await ctx.tx
    .select({ id: approvals.id })
    .from(approvals)
    .where(
      and(
        eq(approvals.entityTypeId, APPROVAL_ENTITY_TYPES.PAYMENT),
        eq(approvals.entityId, input.paymentId),
        eq(approvals.approvalType, input.approvalType),
        eq(approvals.status, 'PendingApproval'),
      ),
    )
    .limit(1);
  if (pending) throw conflict(APPROVAL_MESSAGES.alreadyPending);
  const approvers = await commonMatrixApprovers(ctx.tx, input.approvalType, input.domainId);
  return createApproval(ctx, { entityTypeId: APPROVAL_ENTITY_TYPES.PAYMENT, entityId: input.paymentId, approvalType: input.approvalType, remark: input.remark ?? null }, approvers);
}

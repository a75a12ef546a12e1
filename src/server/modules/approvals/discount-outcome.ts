// What a decided discount or price-restoration approval does to the deal (issue 48). A rejected discount no longer
// reduces the price (domain/approvals/discount-effect.ts reads the Rejected state settleMappings writes) and the
// opportunity's owner is told; an approved price restoration puts the opportunity's discounted packages back at
// their list price (discount 0, no approval needed) and tells the owner too.
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import { ENTITY_TYPES } from '../../../domain/reference/ids';
import { opportunities, opportunityPackageMappings, packages } from '../../db/schema/index';
import type { ServiceContext } from '../../shared/http/service-context';
import { touchOpportunity } from '../opportunities/opportunity-access.service';
import { notifyUser } from '../notifications/notifications.service';
import type { ApprovalRow } from './approvals.repo';

const listOf = (names: readonly string[]) => names.map((n) => `'${n}'`).join(', ');

async function packageNames(ctx: ServiceContext, mappingIds: readonly number[]): Promise<string[]> {
  if (mappingIds.length === 0) return [];
  const rows = await ctx.tx
    .select({ name: packages.name })
    .from(opportunityPackageMappings)
    .innerJoin(packages, eq(packages.id, opportunityPackageMappings.packageId))
    .where(inArray(opportunityPackageMappings.id, [...mappingIds]))
    .orderBy(asc(opportunityPackageMappings.id));
  return rows.map((r) => r.name);
}

export async function settleDiscountOutcome(ctx: ServiceContext, approval: ApprovalRow, status: 'Approved' | 'Rejected'): Promise<void> {
  if (approval.entityTypeId !== ENTITY_TYPES.OPPORTUNITY) return;
  const rejectedDiscount = approval.approvalType === 'Discount' && status === 'Rejected';
  const restoredPrice = approval.approvalType === 'PriceRestoration' && status === 'Approved';
  if (!rejectedDiscount && !restoredPrice) return;
  const [opportunity] = await ctx.tx
    .select({ id: opportunities.id, name: opportunities.name, accountId: opportunities.accountId, ownerId: opportunities.ownerId })
    .from(opportunities)
    .where(eq(opportunities.id, approval.entityId));
  if (!opportunity) return;
  const link = `/opportunity/${opportunity.id}`;
  const notifyOwner = (note: { kind: string; title: string; body: string }) =>
    opportunity.ownerId === null ? Promise.resolve() : notifyUser(ctx.tx, opportunity.ownerId, { ...note, link });
  if (rejectedDiscount) {
    const names = await packageNames(ctx, approval.opportunityPackageMappingIds);
    await notifyOwner({
      kind: 'discount-rejected',
      title: 'Discount rejected',
      body: `The discount on ${listOf(names) || 'the packages'} of '${opportunity.name}' was rejected: the deal is at the list price.`,
    });
    return;
  }
  const restored = await ctx.tx
    .update(opportunityPackageMappings)
    .set({ discount: '0', discountApproved: 'NotRequired', updatedAt: ctx.now })
    .where(and(eq(opportunityPackageMappings.opportunityId, opportunity.id), gt(opportunityPackageMappings.discount, '0')))
    .returning({ id: opportunityPackageMappings.id });
  if (restored.length > 0) await touchOpportunity(ctx, opportunity);
  const names = await packageNames(
    ctx,
    restored.map((r) => r.id),
  );
  await notifyOwner({
    kind: 'price-restored',
    title: 'Price restored',
    body: names.length
      ? `The price restoration of '${opportunity.name}' was approved: ${listOf(names)} ${names.length > 1 ? 'are' : 'is'} back at the list price.`
      : `The price restoration of '${opportunity.name}' was approved: no package had a discount.`,
  });
}

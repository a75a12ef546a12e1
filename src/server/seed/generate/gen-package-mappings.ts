import type { ApprovalKind } from '../../../domain/approvals/statuses';
import { ENTITY_TYPES } from '../../../domain/reference/ids';
import { approvalReviewerMappings, approvals, opportunityPackageMappings, opportunityProductMappings, opportunityProjectMappings } from '../../db/schema/index';
import { between, DAY_MS, memo, rupeesText, type AccountDraft, type GenContext } from '../context';
import type { Rng } from './random';
import type { RefPackage, RefProduct } from '../data/reference';

/**
 * Where a discount request stands: the spec's approval statuses, plus Reviewed (a reviewer passed it on and it
 * waits for the approver; its package mappings still read PendingApproval).
 */
export type DiscountState = 'NotRequired' | 'Required' | 'PendingApproval' | 'Reviewed' | 'Approved' | 'Rejected';

export type PackageMappingDraft = { id: number; pkg: RefPackage; unitPaise: number; quantity: number; productMappingIds: number[] };

/** The approvals module's kind for discount requests ('Discount'). */
const DISCOUNT_APPROVAL_TYPE: ApprovalKind = 'Discount';
const LISTING_PRODUCT_TYPES = new Set([3, 7, 9, 10]);
const REMARKS = [
  'Client asked for a matching discount against a competitor quote',
  'Repeat customer renewing for the third year',
  'Bulk purchase across two projects',
  'Festive season offer agreed with the client',
];

/** Subscription region of a city (Chennai 11 and Hyderabad 12 are the spec's; the others are ours). */
function subscriptionRegion(cityName: string, cityId: number): number {
  if (cityName === 'Chennai') return 11;
  if (cityName === 'Hyderabad') return 12;
  return cityId <= 10 ? cityId : 13 + (cityId % 7);
}

function discountPaise(rng: Rng, salesPaise: number): number {
  const pct = rng.int(5, 25);
  const step = salesPaise >= 1_000_00 ? 100_00 : 10_00;
  return Math.max(step, Math.round((salesPaise * pct) / 100 / step) * step);
}

function activationParameters(template: string, account: AccountDraft, product: RefProduct): string {
  const values = JSON.parse(template) as Record<string, unknown>;
  if ('cityUUID' in values || product.params.includes('cityUUID')) values.cityUUID = account.city.uuid;
  if ('housingSubscriptionRegionId' in values || product.params.includes('housingSubscriptionRegionId')) {
    values.housingSubscriptionRegionId = subscriptionRegion(account.city.name, account.city.id);
  }
  return JSON.stringify(values);
}

/** What the mappings need of their opportunity (gen-opportunities.ts's OpportunityDraft has it). */
type OpportunityHead = { id: number; statusId: number; ownerId: number | null; createdAt: Date; decidedAt: Date | null };
type Input = { account: AccountDraft; opportunity: OpportunityHead; packages: readonly RefPackage[]; discount: DiscountState; renewalDueOn: Date | null };

/**
 * Package mappings copy the price they were sold at (rate and sales price), carry a per-unit discount and its
 * discountApproved, and get one product mapping per product of the package, with activation, required
 * activation, extra detail and fixed parameters as JSON text. New-project packages link the builder's projects.
 * A discount that went for approval gets its approval with the brand's reviewer and approving authority.
 */
export function generatePackageMappings(ctx: GenContext, rng: Rng, input: Input): PackageMappingDraft[] {
  const { writer, alloc, anchor } = ctx;
  const { account, opportunity, packages, renewalDueOn } = input;
  const approvers = ctx.approvers.get(account.domainId);
  const discount: DiscountState = !approvers && input.discount !== 'NotRequired' ? 'Required' : input.discount;
  const closed = opportunity.statusId === 2;
  const out: PackageMappingDraft[] = [];
  const discountedIds: number[] = [];

  packages.forEach((pkg, i) => {
    const id = alloc.id(opportunityPackageMappings);
    const salesPaise = Math.round(pkg.salesPrice * 100);
    const discounted = discount !== 'NotRequired' && (i === 0 || rng.chance(0.5));
    const cut = discounted ? discountPaise(rng, salesPaise) : 0;
    const quantity = pkg.clientTypeId === 2 && rng.chance(0.2) ? 2 : 1;
    const statusId = closed ? (renewalDueOn && renewalDueOn < anchor ? 4 : rng.chance(0.15) ? 2 : 3) : 1;
    const createdAt = new Date(opportunity.createdAt.getTime() + rng.int(0, 3) * DAY_MS);
    const locality = rng.chance(0.7) ? account.locality : rng.pick(account.city.localities);
    writer.add(opportunityPackageMappings, {
      id,
      opportunityId: opportunity.id,
      packageId: pkg.id,
      ratePrice: rupeesText(Math.round(pkg.ratePrice * 100)),
      salesPrice: rupeesText(salesPaise),
      discount: rupeesText(cut),
      quantity,
      validityDays: pkg.validityDays,
      cityId: account.city.id,
      localityId: locality.id,
      // A reviewed request waits for the approver: the package mapping is still PendingApproval.
      discountApproved: discounted ? (discount === 'Reviewed' ? 'PendingApproval' : discount) : 'NotRequired',
      statusId,
      pricingParameters: memo(ctx, `pp:${locality.id}`, () => JSON.stringify({ cityTier: account.city.tier, localityName: locality.name })),
      // The opportunity's brand and account (the triggers of migrations 0033 and opm-account take them from the
      // opportunity when that is visible; another lane's opportunity is not, so the seed gives them, as for payments).
      domainId: account.domainId,
      accountId: account.id,
      createdAt,
      updatedAt: opportunity.decidedAt ?? createdAt,
    });
    if (discounted) discountedIds.push(id);

    const activatedAt = opportunity.decidedAt ? new Date(opportunity.decidedAt.getTime() + rng.int(1, 3) * DAY_MS) : null;
    const productMappingIds: number[] = [];
    const linkProjects = account.projects.length > 0 && pkg.products.some((p) => p.product.isNpProduct || p.product.id === 75) && (closed || rng.chance(0.6));
    const linked = linkProjects ? rng.sample(account.projects, Math.min(pkg.quantity, account.projects.length)) : [];
    for (const { product, activationParameters: template } of pkg.products) {
      const productMappingId = alloc.id(opportunityProductMappings);
      productMappingIds.push(productMappingId);
      const extraDetail = product.isNpProduct
        ? { projectIds: linked.map((p) => p.id) }
        : LISTING_PRODUCT_TYPES.has(product.productTypeId)
          ? { listingIds: [] as number[], remarks: rng.pick(['Tag resale listings first', 'Prefer listings with photos', '']) }
          : {};
      writer.add(opportunityProductMappings, {
        id: productMappingId,
        opportunityPackageMappingId: id,
        productId: product.id,
        activationParameters: memo(ctx, `ap:${pkg.id}:${product.id}:${account.city.id}`, () => activationParameters(template, account, product)),
        requiredActivationParameters: product.requiredActivationParameters,
        extraDetail: JSON.stringify(extraDetail),
        fixedParameters: memo(ctx, `fp:${pkg.id}:${quantity}`, () => JSON.stringify({ quantity: pkg.quantity * quantity, validityDays: pkg.validityDays })),
        activated: statusId === 3 || statusId === 4,
        activationRequestedAt: statusId >= 2 ? activatedAt : null,
        createdAt,
        updatedAt: activatedAt ?? createdAt,
      });
    }
    for (const project of linked) {
      writer.add(opportunityProjectMappings, { id: alloc.id(opportunityProjectMappings), opportunityPackageMappingId: id, projectId: project.id, projectName: project.name, createdAt });
    }
    out.push({ id, pkg, unitPaise: salesPaise - cut, quantity, productMappingIds });
  });

  const sent = discount === 'PendingApproval' || discount === 'Reviewed' || discount === 'Approved' || discount === 'Rejected';
  if (sent && discountedIds.length > 0 && approvers) {
    const approvalId = alloc.id(approvals);
    const requestedAt = between(rng, opportunity.createdAt, opportunity.decidedAt ?? new Date(anchor.getTime() - 3_600_000));
    const processedAt = between(rng, requestedAt, opportunity.decidedAt ?? anchor);
    // As the approvals module processes them: the approval stays PendingApproval until the approver decides
    // (or a reviewer rejects); the reviewer's mapping is Reviewed once they passed it on.
    const rejectedByReviewer = discount === 'Rejected' && rng.chance(0.5);
    const status = discount === 'Approved' || discount === 'Rejected' ? discount : 'PendingApproval';
    const reviewerStatus = discount === 'PendingApproval' ? 'PendingApproval' : rejectedByReviewer ? 'Rejected' : 'Reviewed';
    writer.add(approvals, {
      id: approvalId,
      entityTypeId: ENTITY_TYPES.OPPORTUNITY,
      entityId: opportunity.id,
      approvalType: DISCOUNT_APPROVAL_TYPE,
      status,
      remark: rng.pick(REMARKS),
      requestedById: opportunity.ownerId ?? approvers.approverId,
      approvingAuthorityId: approvers.approverId,
      opportunityPackageMappingIds: discountedIds,
      createdAt: requestedAt,
      updatedAt: discount === 'PendingApproval' ? requestedAt : processedAt,
    });
    writer.add(approvalReviewerMappings, {
      id: alloc.id(approvalReviewerMappings),
      approvalId,
      reviewerId: approvers.reviewerId,
      status: reviewerStatus,
      updatedAt: discount === 'PendingApproval' ? requestedAt : processedAt,
    });
  }
  return out;
}

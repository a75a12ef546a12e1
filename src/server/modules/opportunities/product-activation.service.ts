// Product activation on an opportunity's product mappings (spec 001 §4/§7/§8): activate, force-activate, details,
// tag listings. The rule is the domain's (activationDecision in src/domain/opportunities/product-activation.ts);
// this file reads its facts from the database and writes its outcome.
import { and, eq, inArray } from 'drizzle-orm';
import { can } from '../../../domain/auth/capabilities';
import { FAILURE_MESSAGES, SUCCESS_MESSAGES } from '../../../domain/errors/messages';
import { fromPaise } from '../../../domain/money/paise';
import {
  ACTIVATION_REQUESTED_PACKAGE_STATUS_ID,
  ACTIVATION_TERMSHEET_STATUS_IDS,
  ACTIVE_PACKAGE_STATUS_ID,
  ACTIVATION_BLOCK_REASONS,
  activationDecision,
  type ActivationDetails,
  type ActivationFacts,
  type ActivationResult,
} from '../../../domain/opportunities/product-activation';
import { APPROVED_AMOUNT_STATUS_ID, PAYMENT_STATUS_GROUPS } from '../../../domain/payments/statuses';
import {
  accounts,
  listings,
  milestones,
  opportunities,
  opportunityPackageMappings,
  opportunityProductMappings,
  packages,
  payments,
  products,
  termsheetPackageMappings,
  termsheets,
  users,
} from '../../db/schema/index';
import { badRequest, conflict, forbidden, notFound } from '../../errors';
import { opportunityInScope } from '../../scope/scope';
import { missingParameterNames, parseJsonText } from '../../shared/sql/json-text';
import { paiseOfNumeric } from '../../shared/sql/money-text';
import type { ServiceContext } from '../../shared/http/service-context';
import { userDisplayName } from '../../shared/sql/user-names.sql';
import { tagProductListings } from '../listings/product-activation.service';
import { touchOpportunity } from './opportunity-access.service';
import { missingActivationParametersMessage, OPPORTUNITY_MESSAGES } from '../../../domain/opportunities/opportunity-messages';

export const ACTIVATION_MESSAGES = {
  notActivatedForTagging: 'Activate the product before tagging listings to it.',
  noProfileForTagging: 'This account has no seller profile to tag listings from.',
  listingsTagged: 'Listings tagged to the product.',
} as const;

/** The product mapping with its package and opportunity, when the opportunity is in scope; otherwise 404. */
async function productInScope(ctx: ServiceContext, id: number, forUpdate = false) {
  const query = ctx.tx
    .select({
      id: opportunityProductMappings.id,
      opportunityPackageMappingId: opportunityProductMappings.opportunityPackageMappingId,
      productId: opportunityProductMappings.productId,
      productName: products.name,
      activationParameters: opportunityProductMappings.activationParameters,
      requiredActivationParameters: opportunityProductMappings.requiredActivationParameters,
      activated: opportunityProductMappings.activated,
      forceActivated: opportunityProductMappings.forceActivated,
      activatedAt: opportunityProductMappings.activatedAt,
      activatedByName: userDisplayName(),
      activationRequestedAt: opportunityProductMappings.activationRequestedAt,
      packageName: packages.name,
      packageStatusId: opportunityPackageMappings.statusId,
      discountApproved: opportunityPackageMappings.discountApproved,
      opportunityId: opportunities.id,
      opportunityStatusId: opportunities.statusId,
      accountId: opportunities.accountId,
      housingProfileId: accounts.housingProfileId,
    })
    .from(opportunityProductMappings)
    .innerJoin(opportunityPackageMappings, eq(opportunityPackageMappings.id, opportunityProductMappings.opportunityPackageMappingId))
    .innerJoin(opportunities, eq(opportunities.id, opportunityPackageMappings.opportunityId))
    .innerJoin(accounts, eq(accounts.id, opportunities.accountId))
    .leftJoin(packages, eq(packages.id, opportunityPackageMappings.packageId))
    .leftJoin(products, eq(products.id, opportunityProductMappings.productId))
    .leftJoin(users, eq(users.id, opportunityProductMappings.activatedById))
    .where(and(eq(opportunityProductMappings.id, id), opportunityInScope(ctx.scope)));
  const [row] = forUpdate ? await query.for('update', { of: opportunityProductMappings }) : await query;
  if (!row) throw notFound(OPPORTUNITY_MESSAGES.productMappingNotFound);
  return row;
}

type ProductRow = Awaited<ReturnType<typeof productInScope>>;

type MoneyFacts = { termsheetIds: number[]; termsheetStatusIds: number[]; duePaise: number; approvedPaise: number; pendingPaise: number };

/** The termsheets carrying the package, and the money on the milestones of those RCM approved or completed. */
async function moneyOfPackage(ctx: ServiceContext, packageMappingId: number): Promise<MoneyFacts> {
  const sheets = await ctx.tx
    .select({ id: termsheets.id, statusId: termsheets.statusId })
    .from(termsheetPackageMappings)
    .innerJoin(termsheets, eq(termsheets.id, termsheetPackageMappings.termsheetId))
    .where(eq(termsheetPackageMappings.opportunityPackageMappingId, packageMappingId))
    .orderBy(termsheets.id);
  const counted = sheets.filter((s) => ACTIVATION_TERMSHEET_STATUS_IDS.includes(s.statusId)).map((s) => s.id);
  let duePaise = 0;
  let approvedPaise = 0;
  let pendingPaise = 0;
  if (counted.length) {
    const dues = await ctx.tx
      .select({ amount: milestones.amount, gst: milestones.gst })
      .from(milestones)
      .where(and(inArray(milestones.termsheetId, counted), eq(milestones.active, true)));
    for (const m of dues) duePaise += paiseOfNumeric(m.amount) + paiseOfNumeric(m.gst);
    const paid = await ctx.tx
      .select({ amount: payments.amount, statusId: payments.statusId })
      .from(payments)
      .innerJoin(milestones, eq(milestones.id, payments.milestoneId))
      .where(and(inArray(milestones.termsheetId, counted), eq(milestones.active, true)));
    const pending: readonly number[] = PAYMENT_STATUS_GROUPS.pending;
    for (const p of paid) {
      if (p.statusId === APPROVED_AMOUNT_STATUS_ID) approvedPaise += paiseOfNumeric(p.amount);
      else if (pending.includes(p.statusId)) pendingPaise += paiseOfNumeric(p.amount);
    }
  }
  return { termsheetIds: sheets.map((s) => s.id), termsheetStatusIds: sheets.map((s) => s.statusId), duePaise, approvedPaise, pendingPaise };
}

function missingOf(row: ProductRow): string[] {
  const given = parseJsonText(row.activationParameters, 'activationParameters', row.id);
  const values = given && typeof given === 'object' && !Array.isArray(given) ? (given as Record<string, unknown>) : {};
  return missingParameterNames(parseJsonText(row.requiredActivationParameters, 'requiredActivationParameters', row.id), values);
}

async function factsOf(ctx: ServiceContext, row: ProductRow): Promise<{ facts: ActivationFacts; money: MoneyFacts }> {
  const money = await moneyOfPackage(ctx, row.opportunityPackageMappingId);
  return {
    money,
    facts: {
      activated: row.activated,
      missingParameters: missingOf(row),
      opportunityStatusId: row.opportunityStatusId,
      packageStatusId: row.packageStatusId,
      discountApproved: row.discountApproved,
      termsheetStatusIds: money.termsheetStatusIds,
      duePaise: money.duePaise,
      approvedPaise: money.approvedPaise,
      pendingPaise: money.pendingPaise,
    },
  };
}

/** The package turns Active when every product of it is activated, Activation Requested when one is asked for. */
async function settlePackageStatus(ctx: ServiceContext, packageMappingId: number, requested: boolean): Promise<number> {
  const siblings = await ctx.tx
    .select({ activated: opportunityProductMappings.activated })
    .from(opportunityProductMappings)
    .where(eq(opportunityProductMappings.opportunityPackageMappingId, packageMappingId));
  const [current] = await ctx.tx.select({ statusId: opportunityPackageMappings.statusId }).from(opportunityPackageMappings).where(eq(opportunityPackageMappings.id, packageMappingId));
  let statusId = current?.statusId ?? 1;
  if (siblings.length > 0 && siblings.every((s) => s.activated)) statusId = ACTIVE_PACKAGE_STATUS_ID;
  else if (requested || siblings.some((s) => s.activated)) statusId = Math.max(statusId, ACTIVATION_REQUESTED_PACKAGE_STATUS_ID);
  if (statusId !== current?.statusId) {
    await ctx.tx.update(opportunityPackageMappings).set({ statusId, updatedAt: ctx.now }).where(eq(opportunityPackageMappings.id, packageMappingId));
  }
  return statusId;
}

/**
 * POST /sapna/v1/product-activation/activate (sell) and /force-activate (finance, with a reason). Activated now:
 * processed true, 'Product Activated Successfully!'; a request recorded: processed false, 'Activation request sent';
 * refused: 409 'Activation cannot be done right now!' (the details say why); missing parameters: 400 naming them.
 */
export async function activateProduct(ctx: ServiceContext, input: { opportunityProductMappingId: number; remark?: string }, force = false): Promise<ActivationResult> {
  if (!can(ctx.user, force ? 'finance' : 'sell')) throw forbidden();
  const row = await productInScope(ctx, input.opportunityProductMappingId, true);
  const { facts } = await factsOf(ctx, row);
  const decision = activationDecision(facts, force);
  if (decision.outcome === 'refuse') {
    if (decision.block === 'missingParameters') throw badRequest(missingActivationParametersMessage(facts.missingParameters));
    if (decision.block === 'alreadyActivated') throw conflict(ACTIVATION_BLOCK_REASONS.alreadyActivated);
    throw conflict(FAILURE_MESSAGES.activationUnavailable);
  }
  const activate = decision.outcome === 'activate';
  await ctx.tx
    .update(opportunityProductMappings)
    .set(
      activate
        ? {
            activated: true,
            activatedAt: ctx.now,
            activatedById: ctx.user.id,
            forceActivated: force,
            activationRemark: force ? (input.remark ?? null) : null,
            activationRequestedAt: row.activationRequestedAt ?? ctx.now,
            updatedAt: ctx.now,
          }
        : { activationRequestedAt: ctx.now, updatedAt: ctx.now },
    )
    .where(eq(opportunityProductMappings.id, row.id));
  const packageStatusId = await settlePackageStatus(ctx, row.opportunityPackageMappingId, !activate);
  await touchOpportunity(ctx, { id: row.opportunityId, accountId: row.accountId });
  return {
    processed: activate,
    message: activate ? SUCCESS_MESSAGES.productActivated : SUCCESS_MESSAGES.activationRequestSent,
    opportunityProductMappingId: row.id,
    activated: activate,
    packageStatusId,
  };
}

/** GET /sapna/v1/product-activation/details?opportunityProductMappingId: for anyone who reads sales in scope. */
export async function activationDetails(ctx: ServiceContext, opportunityProductMappingId: number): Promise<ActivationDetails> {
  const row = await productInScope(ctx, opportunityProductMappingId);
  const { facts, money } = await factsOf(ctx, row);
  const decision = activationDecision(facts);
  const tagged = await ctx.tx.select({ id: listings.id }).from(listings).where(eq(listings.taggedProductMappingId, row.id)).orderBy(listings.id);
  return {
    opportunityProductMappingId: row.id,
    opportunityId: row.opportunityId,
    opportunityPackageMappingId: row.opportunityPackageMappingId,
    productId: row.productId,
    productName: row.productName,
    packageName: row.packageName,
    packageStatusId: row.packageStatusId,
    activated: row.activated,
    forceActivated: row.forceActivated,
    activatedAt: row.activatedAt?.toISOString() ?? null,
    activatedBy: row.activated ? row.activatedByName || null : null,
    activationRequestedAt: row.activationRequestedAt?.toISOString() ?? null,
    activationParameters: parseJsonText(row.activationParameters, 'activationParameters', row.id),
    missingParameters: facts.missingParameters as string[],
    discountApproved: row.discountApproved,
    termsheetIds: money.termsheetIds,
    dueAmount: fromPaise(money.duePaise),
    approvedAmount: fromPaise(money.approvedPaise),
    pendingAmount: fromPaise(money.pendingPaise),
    canActivateNow: decision.outcome,
    blockReason: decision.outcome === 'refuse' ? ACTIVATION_BLOCK_REASONS[decision.block] : null,
    taggedListingIds: tagged.map((t) => t.id),
  };
}

/**
 * POST /sapna/v1/product-activation/tag-listings: tags listings of the account's seller profile to an activated
 * product (not activated: 409). The listings' own rules apply (another profile's listing 400, one tagged to
 * another product 409).
 */
export async function tagActivatedProductListings(
  ctx: ServiceContext,
  input: { opportunityProductMappingId: number; listingIds: number[] },
): Promise<{ message: string; opportunityProductMappingId: number; listingIds: number[] }> {
  if (!can(ctx.user, 'sell')) throw forbidden();
  const row = await productInScope(ctx, input.opportunityProductMappingId, true);
  if (!row.activated) throw conflict(ACTIVATION_MESSAGES.notActivatedForTagging);
  if (!row.housingProfileId) throw conflict(ACTIVATION_MESSAGES.noProfileForTagging);
  const tagged = await tagProductListings(ctx, row.housingProfileId, { opportunityProductMappingId: row.id, listingIds: input.listingIds });
  await touchOpportunity(ctx, { id: row.opportunityId, accountId: row.accountId });
  return { message: ACTIVATION_MESSAGES.listingsTagged, ...tagged };
}

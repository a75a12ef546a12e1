import { istDateOf } from '../../../domain/format/ist-calendar';
// Package and product mappings of an opportunity: add a package (at the price of the day), edit activation
// parameters, remove a package, product or linked project.
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import { FAILURE_MESSAGES } from '../../../domain/errors/messages';
import { hasAtMostTwoDecimals, toPaise } from '../../../domain/money/paise';
import {
  localities,
  opportunityPackageMappings,
  opportunityProductMappings,
  opportunityProjectMappings,
  packageFamilies,
  packageProductMappings,
  packages,
  products,
  termsheetPackageMappings,
} from '../../db/schema/index';
import { badRequest, conflict, notFound } from '../../errors';
import type { ServiceContext } from '../../shared/http/service-context';
import { asNamedRecord } from '../../shared/sql/named-record';
import { missingParameterNames, parseJsonText, toJsonText } from '../../shared/sql/json-text';
import { dealPlace, resolvedPricesAt } from '../catalogue/resolved-prices.service';
import { numericOfRupees } from '../../shared/sql/money-text';
import { assertCanSell, loadEditableOpportunity, touchOpportunity } from './opportunity-access.service';
import { missingActivationParametersMessage, OPPORTUNITY_MESSAGES } from '../../../domain/opportunities/opportunity-messages';
import { packageMappingDetails, productMappingDto, productMappingsOf, type PackageMappingDto, type ProductMappingDto } from './opportunities.repo';
import type { MappingType } from '../../../domain/opportunities/package-mappings.endpoints';

export type AddPackageMappingInput = {
  opportunityId: number;
  packageId: number;
  quantity?: number | undefined;
  /** Rupees off the sales price, per unit (dealValue = Σ (salesPrice − discount) × quantity). */
  discount?: number | undefined;
  cityId?: number | undefined;
  localityId?: number | undefined;
  pricingParameters?: Record<string, unknown> | undefined;
};

/** discountApproved of a new package: a discount needs approval ('Required'), none needs none (our decision). */
export function initialDiscountApproved(discount: number): 'Required' | 'NotRequired' {
  return toPaise(discount) > 0 ? 'Required' : 'NotRequired';
}

/** A price query drops empty parameter values (spec 001 §5); we store the chosen parameters the same way. */
function withoutEmptyValues(parameters: Record<string, unknown> | undefined): Record<string, unknown> {
  return Object.fromEntries(Object.entries(parameters ?? {}).filter(([, v]) => v !== undefined && v !== null && v !== ''));
}

/**
 * POST /sapna/v2/opportunity/package-mapping. Rate price, sales price and validity are copied from the package
 * (the price at the time of sale); the package's products become product mappings with its activation
 * parameters and the products' required activation parameters.
 */
export async function addPackageMapping(ctx: ServiceContext, input: AddPackageMappingInput): Promise<PackageMappingDto> {
  const opportunity = await loadEditableOpportunity(ctx, input.opportunityId);
  // Only what the picker offers: an active package of an active family (or of none).
  const [offered] = await ctx.tx
    .select({ pkg: packages })
    .from(packages)
    .leftJoin(packageFamilies, eq(packageFamilies.id, packages.familyId))
    .where(and(eq(packages.id, input.packageId), eq(packages.active, true), or(isNull(packages.familyId), eq(packageFamilies.active, true))));
  const pkg = offered?.pkg;
  if (!pkg) throw badRequest(FAILURE_MESSAGES.invalidDropdownId);

  const quantity = input.quantity ?? 1;
  const discount = input.discount ?? 0;
  const cityId = input.cityId ?? opportunity.cityId;
  // The price of the day (domain/catalogue/price-resolution.ts): the most specific package-pricing row for the
  // locality, else the adding agent's region in the city, else the city; the package's own when none applies.
  const place = cityId !== null ? await dealPlace(ctx.tx, { cityId, localityId: input.localityId ?? null, agentId: ctx.user.id }) : undefined;
  const cityPrice = place ? (await resolvedPricesAt(ctx.tx, [pkg.id], place, istDateOf(ctx.now))).get(pkg.id) : undefined;
  const soldAt = cityPrice
    ? { ratePrice: numericOfRupees(cityPrice.ratePrice), salesPrice: numericOfRupees(cityPrice.salesPrice), validityDays: cityPrice.validityDays }
    : { ratePrice: pkg.ratePrice, salesPrice: pkg.salesPrice, validityDays: pkg.validityDays };
  if (!hasAtMostTwoDecimals(discount) || discount < 0) throw badRequest(OPPORTUNITY_MESSAGES.discountInvalid);
  if (toPaise(discount) > toPaise(Number(soldAt.salesPrice))) throw badRequest(OPPORTUNITY_MESSAGES.discountTooHigh);
  if (input.localityId !== undefined) {
    const [locality] = await ctx.tx.select({ cityId: localities.cityId }).from(localities).where(eq(localities.id, input.localityId));
    if (!locality || (cityId !== null && locality.cityId !== cityId)) throw badRequest(FAILURE_MESSAGES.invalidDropdownId);
  }

  const [mapping] = await ctx.tx
    .insert(opportunityPackageMappings)
    .values({
      opportunityId: opportunity.id,
      packageId: pkg.id,
      ratePrice: soldAt.ratePrice,
      salesPrice: soldAt.salesPrice,
      discount: discount.toFixed(2),
      quantity,
      validityDays: soldAt.validityDays,
      cityId,
      localityId: input.localityId ?? null,
      discountApproved: initialDiscountApproved(discount),
      pricingParameters: toJsonText(withoutEmptyValues(input.pricingParameters)),
      createdAt: ctx.now,
      updatedAt: ctx.now,
    })
    .returning({ id: opportunityPackageMappings.id });
  if (!mapping) throw new Error('package mapping insert returned no row');

  const packageProducts = await ctx.tx
    .select({
      productId: packageProductMappings.productId,
      activationParameters: packageProductMappings.activationParameters,
      requiredActivationParameters: products.requiredActivationParameters,
    })
    .from(packageProductMappings)
    .innerJoin(products, eq(products.id, packageProductMappings.productId))
    .where(eq(packageProductMappings.packageId, pkg.id));
  if (packageProducts.length) {
    await ctx.tx.insert(opportunityProductMappings).values(
      packageProducts.map((p) => ({
        opportunityPackageMappingId: mapping.id,
        productId: p.productId,
        activationParameters: p.activationParameters,
        requiredActivationParameters: p.requiredActivationParameters,
        createdAt: ctx.now,
        updatedAt: ctx.now,
      })),
    );
  }
  await touchOpportunity(ctx, opportunity);
  const [detail] = await packageMappingDetails(ctx.tx, { packageMappingIds: [mapping.id] });
  if (!detail) throw new Error('package mapping vanished');
  return detail;
}

export type ProductMappingUpdate = {
  id: number;
  activationParameters: Record<string, unknown>;
  extraDetail?: unknown;
  fixedParameters?: unknown;
};

/** The opportunity id a package mapping belongs to, or 404. */
async function opportunityOfPackageMapping(ctx: ServiceContext, packageMappingId: number): Promise<number> {
  const [row] = await ctx.tx
    .select({ opportunityId: opportunityPackageMappings.opportunityId })
    .from(opportunityPackageMappings)
    .where(eq(opportunityPackageMappings.id, packageMappingId));
  if (!row) throw notFound(OPPORTUNITY_MESSAGES.packageMappingNotFound);
  return row.opportunityId;
}

/**
 * PUT /sapna/v1/opportunity/product-mapping/bulk-update: objects in, JSON text stored. Every name in a product's
 * requiredActivationParameters must be present (400 naming the missing ones). All or nothing.
 */
export async function bulkUpdateProductMappings(ctx: ServiceContext, updates: ProductMappingUpdate[]): Promise<ProductMappingDto[]> {
  assertCanSell(ctx.user);
  const ids = [...new Set(updates.map((u) => u.id))];
  const rows = await ctx.tx
    .select({ id: opportunityProductMappings.id, packageMappingId: opportunityProductMappings.opportunityPackageMappingId, required: opportunityProductMappings.requiredActivationParameters })
    .from(opportunityProductMappings)
    .where(inArray(opportunityProductMappings.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const touched = new Map<number, Awaited<ReturnType<typeof loadEditableOpportunity>>>();
  for (const update of updates) {
    const row = byId.get(update.id);
    if (!row) throw notFound(OPPORTUNITY_MESSAGES.productMappingNotFound);
    const opportunityId = await opportunityOfPackageMapping(ctx, row.packageMappingId);
    // A product of a deal out of scope reads as one that does not exist (issue 56).
    if (!touched.has(opportunityId)) touched.set(opportunityId, await asNamedRecord(loadEditableOpportunity(ctx, opportunityId), OPPORTUNITY_MESSAGES.productMappingNotFound));
    const missing = missingParameterNames(parseJsonText(row.required, 'requiredActivationParameters', row.id), update.activationParameters);
    if (missing.length) throw badRequest(missingActivationParametersMessage(missing));
  }
  for (const update of updates) {
    await ctx.tx
      .update(opportunityProductMappings)
      .set({
        activationParameters: toJsonText(update.activationParameters),
        ...(update.extraDetail !== undefined ? { extraDetail: toJsonText(update.extraDetail) } : {}),
        ...(update.fixedParameters !== undefined ? { fixedParameters: toJsonText(update.fixedParameters) } : {}),
        updatedAt: ctx.now,
      })
      .where(eq(opportunityProductMappings.id, update.id));
  }
  for (const opportunity of touched.values()) await touchOpportunity(ctx, opportunity);
  const packageMappingIds = [...new Set(rows.map((r) => r.packageMappingId))];
  return (await productMappingsOf(ctx.tx, packageMappingIds)).filter((p) => ids.includes(p.id)).map((p) => productMappingDto(p));
}

const MAPPING_NOT_FOUND: Record<MappingType, string> = {
  package: OPPORTUNITY_MESSAGES.packageMappingNotFound,
  product: OPPORTUNITY_MESSAGES.productMappingNotFound,
  project: OPPORTUNITY_MESSAGES.projectMappingNotFound,
};

/** DELETE /sapna/v1/opportunity/{type}-mapping/{id}: removes a package (with its products and projects), a product or a linked project. */
export async function deleteMapping(ctx: ServiceContext, type: MappingType, id: number): Promise<void> {
  assertCanSell(ctx.user);
  const packageMappingId = await packageMappingIdOf(ctx, type, id);
  // A mapping of a deal out of scope answers as one that does not exist (issue 56).
  const opportunity = await asNamedRecord(loadEditableOpportunity(ctx, await opportunityOfPackageMapping(ctx, packageMappingId)), MAPPING_NOT_FOUND[type]);
  if (type === 'package') {
    const [onTermsheet] = await ctx.tx
      .select({ id: termsheetPackageMappings.id })
      .from(termsheetPackageMappings)
      .where(eq(termsheetPackageMappings.opportunityPackageMappingId, id))
      .limit(1);
    if (onTermsheet) throw conflict(OPPORTUNITY_MESSAGES.packageOnTermsheet);
    await ctx.tx.delete(opportunityProductMappings).where(eq(opportunityProductMappings.opportunityPackageMappingId, id));
    await ctx.tx.delete(opportunityProjectMappings).where(eq(opportunityProjectMappings.opportunityPackageMappingId, id));
    await ctx.tx.delete(opportunityPackageMappings).where(eq(opportunityPackageMappings.id, id));
  } else if (type === 'product') {
    const [product] = await ctx.tx.select({ activated: opportunityProductMappings.activated }).from(opportunityProductMappings).where(eq(opportunityProductMappings.id, id));
    if (product?.activated) throw conflict(OPPORTUNITY_MESSAGES.productActivated);
    await ctx.tx.delete(opportunityProductMappings).where(eq(opportunityProductMappings.id, id));
  } else {
    await ctx.tx.delete(opportunityProjectMappings).where(eq(opportunityProjectMappings.id, id));
  }
  await touchOpportunity(ctx, opportunity);
}

async function packageMappingIdOf(ctx: ServiceContext, type: MappingType, id: number): Promise<number> {
  if (type === 'package') return id;
  if (type === 'product') {
    const [row] = await ctx.tx
      .select({ packageMappingId: opportunityProductMappings.opportunityPackageMappingId })
      .from(opportunityProductMappings)
      .where(eq(opportunityProductMappings.id, id));
    if (!row) throw notFound(OPPORTUNITY_MESSAGES.productMappingNotFound);
    return row.packageMappingId;
  }
  const [row] = await ctx.tx
    .select({ packageMappingId: opportunityProjectMappings.opportunityPackageMappingId })
    .from(opportunityProjectMappings)
    .where(eq(opportunityProjectMappings.id, id));
  if (!row) throw notFound(OPPORTUNITY_MESSAGES.projectMappingNotFound);
  return row.packageMappingId;
}

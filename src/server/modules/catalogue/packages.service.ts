// manage-packages: the package list (spec 001 §3 columns, filters, 10 a page), create, edit, delete.
import { and, asc, count, eq, inArray, notInArray, type SQL } from 'drizzle-orm';
import { SUCCESS_MESSAGES } from '../../../domain/errors/messages';
import { CATALOGUE_MESSAGES } from '../../../domain/catalogue/catalogue-messages';
import { commercialRefusal, type PackageDetail, type PackageInput, type PackageMapping, type PackageRow } from '../../../domain/catalogue/package-schema';
import { parameterListOf } from '../../../domain/catalogue/json-parameters';
import type { NpType, PackageAgentType, PropertyCategory } from '../../../domain/catalogue/constants';
import { TABLE_SIZE } from '../../../domain/reference/limits';
import { cities, packageFamilies, packagePrices, packageProductMappings, packages, productConfigs, products, complementaryProducts } from '../../db/schema/index';
import type { Tx } from '../../db/client';
import { badRequest, conflict, notFound } from '../../errors';
import type { ServiceContext } from '../../shared/http/service-context';
import { parseJsonText, toJsonText } from '../../shared/sql/json-text';
import { numericOfRupees } from '../../shared/sql/money-text';
import { offsetPage, type Paged } from '../../shared/http/paged';
import { assertCatalogueWrite } from './catalogue-access';
import { bumpReferenceVersion } from '../../shared/reference-version';
import { cityById, packagesHeldMessage, packagesInUse } from './catalogue-lookups';

export type PackageFilter = { familyId?: number | undefined; cityId?: number | undefined; agentType?: PackageAgentType | undefined; active?: boolean | undefined; page: number; size?: number };

type PackageRecord = typeof packages.$inferSelect;

function jsonObject(text: string, field: string, id: number): Record<string, unknown> {
  const value = parseJsonText(text, field, id);
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** The mappings of some packages, with their products, and each mapping's product config parameters. */
async function mappingsOf(tx: Tx, packageIds: readonly number[]) {
  if (!packageIds.length) return [];
  const rows = await tx
    .select({ mapping: packageProductMappings, product: products })
    .from(packageProductMappings)
    .innerJoin(products, eq(products.id, packageProductMappings.productId))
    .where(inArray(packageProductMappings.packageId, [...packageIds]))
    .orderBy(asc(packageProductMappings.id));
  const configs = rows.length
    ? await tx.select().from(productConfigs).where(inArray(productConfigs.packageProductMappingId, rows.map((r) => r.mapping.id)))
    : [];
  return rows.map(({ mapping, product }) => ({
    packageId: mapping.packageId,
    isNpProduct: product.isNpProduct,
    configs: configs.filter((c) => c.packageProductMappingId === mapping.id).map((c) => jsonObject(c.parameters, 'parameters', c.id)),
    view: {
      id: mapping.id,
      productId: product.id,
      productName: product.name,
      activationParameters: jsonObject(mapping.activationParameters, 'activationParameters', mapping.id),
      requiredActivationParameters: parseJsonText(product.requiredActivationParameters, 'requiredActivationParameters', product.id),
    } satisfies PackageMapping,
  }));
}

type MappingInfo = Awaited<ReturnType<typeof mappingsOf>>[number];

function promotedDaysOf(mappings: readonly MappingInfo[]): number | null {
  for (const m of mappings) {
    for (const source of [...m.configs, m.view.activationParameters]) {
      const days = source.promotedDays;
      if (typeof days === 'number' && Number.isInteger(days)) return days;
    }
  }
  return null;
}

function rowOf(pkg: PackageRecord, familyName: string | null, cityName: string | null, mappings: readonly MappingInfo[], inUse: boolean): PackageRow {
  const ratePrice = Number(pkg.ratePrice);
  const salesPrice = Number(pkg.salesPrice);
  return {
    id: pkg.id,
    packageFamilyId: pkg.familyId,
    packageFamilyName: familyName,
    packageName: pkg.name,
    ratePrice,
    salesPrice,
    discount: (Math.round(ratePrice * 100) - Math.round(salesPrice * 100)) / 100,
    validity: pkg.validityDays,
    promotedDays: promotedDaysOf(mappings),
    quantity: pkg.quantity,
    cityId: pkg.cityId,
    cityName,
    packageHasNpProduct: mappings.some((m) => m.isNpProduct),
    agentType: pkg.agentType as PackageAgentType,
    npType: pkg.npType as NpType,
    propertyCategory: pkg.propertyCategory as PropertyCategory,
    clientTypeId: pkg.clientTypeId,
    isPriceApplicable: pkg.isPriceApplicable,
    active: pkg.active,
    inUse,
  };
}

/** GET /sapna/v2/package-list: the manage-packages table, newest first, 10 a page with the total. */
export async function listPackages(ctx: ServiceContext, filter: PackageFilter): Promise<Paged<PackageRow>> {
  const size = filter.size ?? TABLE_SIZE;
  const where: SQL[] = [];
  if (filter.familyId !== undefined) where.push(eq(packages.familyId, filter.familyId));
  if (filter.cityId !== undefined) where.push(eq(packages.cityId, filter.cityId));
  if (filter.agentType !== undefined) where.push(eq(packages.agentType, filter.agentType));
  if (filter.active !== undefined) where.push(eq(packages.active, filter.active));
  const condition = where.length ? and(...where) : undefined;
  const rows = ctx.tx
    .select({ pkg: packages, familyName: packageFamilies.name, cityName: cities.name })
    .from(packages)
    .leftJoin(packageFamilies, eq(packageFamilies.id, packages.familyId))
    .leftJoin(cities, eq(cities.id, packages.cityId))
    .where(condition)
    .orderBy(asc(packages.id));
  return offsetPage({ page: filter.page, size }, rows, ctx.tx.select({ n: count() }).from(packages).where(condition), async (read) => {
    const ids = read.map((r) => r.pkg.id);
    const [mappings, inUse] = await Promise.all([mappingsOf(ctx.tx, ids), packagesInUse(ctx.tx, ids)]);
    return read.map((r) => rowOf(r.pkg, r.familyName, r.cityName, mappings.filter((m) => m.packageId === r.pkg.id), inUse.has(r.pkg.id)));
  });
}

/** Packages with everything their form edits (one package, or a family's). */
export async function packageDetails(tx: Tx, where: SQL): Promise<PackageDetail[]> {
  const rows = await tx
    .select({ pkg: packages, familyName: packageFamilies.name, cityName: cities.name })
    .from(packages)
    .leftJoin(packageFamilies, eq(packageFamilies.id, packages.familyId))
    .leftJoin(cities, eq(cities.id, packages.cityId))
    .where(where)
    .orderBy(asc(packages.id));
  const ids = rows.map((r) => r.pkg.id);
  const [mappings, inUse] = await Promise.all([mappingsOf(tx, ids), packagesInUse(tx, ids)]);
  return rows.map((r) => {
    const own = mappings.filter((m) => m.packageId === r.pkg.id);
    const requiredFields = parseJsonText(r.pkg.requiredFields, 'requiredFields', r.pkg.id);
    return {
      ...rowOf(r.pkg, r.familyName, r.cityName, own, inUse.has(r.pkg.id)),
      requiredFields: Array.isArray(requiredFields) ? requiredFields.filter((f): f is string => typeof f === 'string') : [],
      requiredPricingParameters: parameterListOf(parseJsonText(r.pkg.requiredPricingParameters, 'requiredPricingParameters', r.pkg.id)),
      mappings: own.map((m) => m.view),
    };
  });
}

export async function getPackage(ctx: ServiceContext, id: number): Promise<PackageDetail> {
  const [detail] = await packageDetails(ctx.tx, eq(packages.id, id));
  if (!detail) throw notFound(CATALOGUE_MESSAGES.packageNotFound);
  return detail;
}

async function checkReferences(ctx: ServiceContext, input: PackageInput): Promise<void> {
  const [family] = await ctx.tx.select({ id: packageFamilies.id }).from(packageFamilies).where(eq(packageFamilies.id, input.packageFamilyId));
  if (!family) throw badRequest(CATALOGUE_MESSAGES.familyNotFound);
  if (input.cityId != null && !(await cityById(ctx.tx, input.cityId))) throw badRequest(CATALOGUE_MESSAGES.unknownCity);
  const productIds = [...new Set((input.mappings ?? []).map((m) => m.productId))];
  if (productIds.length) {
    const found = await ctx.tx.select({ id: products.id }).from(products).where(inArray(products.id, productIds));
    if (found.length !== productIds.length) throw badRequest(CATALOGUE_MESSAGES.unknownProduct);
  }
}

function packageValues(input: PackageInput) {
  return {
    familyId: input.packageFamilyId,
    name: input.name,
    requiredFields: toJsonText(input.requiredFields),
    requiredPricingParameters: toJsonText(input.requiredPricingParameters),
    isPriceApplicable: input.isPriceApplicable,
    agentType: input.agentType,
    npType: input.npType,
    propertyCategory: input.propertyCategory,
    ratePrice: numericOfRupees(input.ratePrice),
    salesPrice: numericOfRupees(input.salesPrice),
    validityDays: input.validityDays,
    quantity: input.quantity,
    cityId: input.cityId ?? null,
    clientTypeId: input.clientTypeId ?? null,
    active: input.active,
  };
}

/** The package's mappings become exactly the given ones (kept by id, removed ones lose their product configs). */
async function replaceMappings(ctx: ServiceContext, packageId: number, mappings: NonNullable<PackageInput['mappings']>): Promise<void> {
  const keepIds = mappings.flatMap((m) => (m.id ? [m.id] : []));
  const existing = await ctx.tx.select({ id: packageProductMappings.id }).from(packageProductMappings).where(eq(packageProductMappings.packageId, packageId));
  const existingIds = new Set(existing.map((e) => e.id));
  if (keepIds.some((id) => !existingIds.has(id))) throw badRequest(CATALOGUE_MESSAGES.mappingNotFound);
  const removed = [...existingIds].filter((id) => !keepIds.includes(id));
  if (removed.length) {
    await ctx.tx.delete(productConfigs).where(inArray(productConfigs.packageProductMappingId, removed));
    await ctx.tx.delete(packageProductMappings).where(and(eq(packageProductMappings.packageId, packageId), notInArray(packageProductMappings.id, keepIds.length ? keepIds : [0])));
  }
  for (const m of mappings) {
    const values = { productId: m.productId, activationParameters: toJsonText(m.activationParameters) };
    if (m.id) await ctx.tx.update(packageProductMappings).set(values).where(eq(packageProductMappings.id, m.id));
    else await ctx.tx.insert(packageProductMappings).values({ packageId, ...values });
  }
}

/** POST /sapna/v2/package. */
export async function createPackage(ctx: ServiceContext, input: PackageInput): Promise<PackageDetail> {
  assertCatalogueWrite(ctx, 'packages');
  // The device mirrors active packages and their city prices (reference data): a change reaches it at the next pull.
  await bumpReferenceVersion(ctx.tx);
  const commercial = commercialRefusal(input.propertyCategory, null);
  if (commercial) throw badRequest(commercial);
  await checkReferences(ctx, input);
  const [row] = await ctx.tx.insert(packages).values({ ...packageValues(input), createdAt: ctx.now, updatedAt: ctx.now }).returning({ id: packages.id });
  if (!row) throw new Error('package insert returned no row');
  if (input.mappings) await replaceMappings(ctx, row.id, input.mappings);
  return getPackage(ctx, row.id);
}

/** PUT /sapna/v2/package/{id}. Opportunities keep the price they were sold at (they copied it). */
export async function updatePackage(ctx: ServiceContext, id: number, input: PackageInput): Promise<PackageDetail> {
  assertCatalogueWrite(ctx, 'packages');
  // The device mirrors active packages and their city prices (reference data): a change reaches it at the next pull.
  await bumpReferenceVersion(ctx.tx);
  const [existing] = await ctx.tx.select({ id: packages.id, propertyCategory: packages.propertyCategory }).from(packages).where(eq(packages.id, id)).for('update');
  if (!existing) throw notFound(CATALOGUE_MESSAGES.packageNotFound);
  const commercial = commercialRefusal(input.propertyCategory, existing.propertyCategory);
  if (commercial) throw badRequest(commercial);
  await checkReferences(ctx, input);
  await ctx.tx.update(packages).set({ ...packageValues(input), updatedAt: ctx.now }).where(eq(packages.id, id));
  if (input.mappings) await replaceMappings(ctx, id, input.mappings);
  return getPackage(ctx, id);
}

/** PUT /sapna/v2/package/{id}/active: deactivate (hidden from pickers, kept for history) or reactivate. */
export async function setPackageActive(ctx: ServiceContext, id: number, active: boolean): Promise<PackageDetail> {
  assertCatalogueWrite(ctx, 'packages');
  // The device mirrors active packages and their city prices (reference data): a change reaches it at the next pull.
  await bumpReferenceVersion(ctx.tx);
  const updated = await ctx.tx.update(packages).set({ active, updatedAt: ctx.now }).where(eq(packages.id, id)).returning({ id: packages.id });
  if (!updated.length) throw notFound(CATALOGUE_MESSAGES.packageNotFound);
  return getPackage(ctx, id);
}

/** POST /sapna/v2/package/delete: all or nothing; a package sold on any opportunity is refused (409). */
export async function deletePackages(ctx: ServiceContext, ids: readonly number[]): Promise<{ deletedIds: number[]; msg: string }> {
  assertCatalogueWrite(ctx, 'packages');
  // The device mirrors active packages and their city prices (reference data): a change reaches it at the next pull.
  await bumpReferenceVersion(ctx.tx);
  const unique = [...new Set(ids)];
  const found = await ctx.tx.select({ id: packages.id }).from(packages).where(inArray(packages.id, unique)).for('update');
  if (found.length !== unique.length) throw notFound(CATALOGUE_MESSAGES.packageNotFound);
  if ((await packagesInUse(ctx.tx, unique)).size) throw conflict(CATALOGUE_MESSAGES.inUse);
  const held = await packagesHeldMessage(ctx.tx, unique);
  if (held) throw conflict(held);
  await removePackages(ctx.tx, unique);
  return { deletedIds: unique, msg: SUCCESS_MESSAGES.packagesDeleted };
}

/** Deletes packages with their mappings, product configs, prices and complimentary products. */
export async function removePackages(tx: Tx, ids: readonly number[]): Promise<void> {
  if (!ids.length) return;
  const mappingIds = (await tx.select({ id: packageProductMappings.id }).from(packageProductMappings).where(inArray(packageProductMappings.packageId, [...ids]))).map((m) => m.id);
  if (mappingIds.length) await tx.delete(productConfigs).where(inArray(productConfigs.packageProductMappingId, mappingIds));
  await tx.delete(packageProductMappings).where(inArray(packageProductMappings.packageId, [...ids]));
  await tx.delete(packagePrices).where(inArray(packagePrices.packageId, [...ids]));
  await tx.delete(complementaryProducts).where(inArray(complementaryProducts.packageId, [...ids]));
  await tx.delete(packages).where(inArray(packages.id, [...ids]));
}

// product-config: parameters per package-product mapping (quantity, promotedDays, cityUUID, housingSubscriptionRegionId).
import { asc, eq, type SQL } from 'drizzle-orm';
import { SUCCESS_MESSAGES } from '../../../domain/errors/messages';
import { CATALOGUE_MESSAGES } from '../../../domain/catalogue/catalogue-messages';
import { cityOfSubscriptionRegion, subscriptionRegionOfCity } from '../../../domain/catalogue/constants';
import { parametersOfConfig, type ProductConfig, type ProductConfigInput } from '../../../domain/catalogue/product-config-schema';
import { cities, packageProductMappings, packages, productConfigs, products } from '../../db/schema/index';
import { badRequest, notFound } from '../../errors';
import type { ServiceContext } from '../../shared/http/service-context';
import { parseJsonText, toJsonText } from '../../shared/sql/json-text';
import { allInOnePage, type Paged } from '../../shared/http/paged';
import { assertCatalogueWrite } from './catalogue-access';

const numberOrNull = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

async function configRows(ctx: ServiceContext, where: SQL | undefined): Promise<ProductConfig[]> {
  const rows = await ctx.tx
    .select({ config: productConfigs, packageId: packages.id, packageName: packages.name, productId: products.id, productName: products.name })
    .from(productConfigs)
    .innerJoin(packageProductMappings, eq(packageProductMappings.id, productConfigs.packageProductMappingId))
    .innerJoin(packages, eq(packages.id, packageProductMappings.packageId))
    .innerJoin(products, eq(products.id, packageProductMappings.productId))
    .where(where)
    .orderBy(asc(productConfigs.id));
  return rows.map((r) => {
    const parsed = parseJsonText(r.config.parameters, 'parameters', r.config.id);
    const parameters = parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
    return {
      id: r.config.id,
      packageProductMappingId: r.config.packageProductMappingId,
      packageId: r.packageId,
      packageName: r.packageName,
      productId: r.productId,
      productName: r.productName,
      parameters,
      ppQuantity: numberOrNull(parameters.quantity),
      ppPromotedDays: numberOrNull(parameters.promotedDays),
      ppCityUUID: typeof parameters.cityUUID === 'string' ? parameters.cityUUID : null,
      ppHSR: numberOrNull(parameters.housingSubscriptionRegionId),
    };
  });
}

/** GET /sapna/v1/product-configs?packageId&packageProductMappingId. */
export async function listProductConfigs(ctx: ServiceContext, query: { packageId?: number | undefined; packageProductMappingId?: number | undefined }): Promise<Paged<ProductConfig>> {
  const where = query.packageProductMappingId !== undefined ? eq(productConfigs.packageProductMappingId, query.packageProductMappingId) : query.packageId !== undefined ? eq(packages.id, query.packageId) : undefined;
  return allInOnePage(await configRows(ctx, where));
}

/**
 * The input to store, checked. The subscription regions of spec 001 §9 bind the city: a configuration for Chennai
 * or Hyderabad gets its region (11, 12) when none is given, and one naming a city and another city's region is
 * refused (the region of a city is read from the cities table by its name).
 */
async function checkedInput(ctx: ServiceContext, input: ProductConfigInput): Promise<ProductConfigInput> {
  const [mapping] = await ctx.tx.select({ id: packageProductMappings.id }).from(packageProductMappings).where(eq(packageProductMappings.id, input.packageProductMappingId));
  if (!mapping) throw badRequest(CATALOGUE_MESSAGES.mappingNotFound);
  if (!input.ppCityUUID) return input;
  const [city] = await ctx.tx.select({ name: cities.name }).from(cities).where(eq(cities.uuid, input.ppCityUUID));
  if (!city) throw badRequest(CATALOGUE_MESSAGES.unknownCity);
  const cityRegion = subscriptionRegionOfCity(city.name);
  if (input.ppHSR == null) return { ...input, ppHSR: cityRegion };
  const regionCity = cityOfSubscriptionRegion(input.ppHSR);
  if ((cityRegion !== null || regionCity !== null) && input.ppHSR !== cityRegion) {
    throw badRequest(CATALOGUE_MESSAGES.subscriptionRegionCity(input.ppHSR, regionCity, city.name));
  }
  return input;
}

async function oneConfig(ctx: ServiceContext, id: number): Promise<ProductConfig> {
  const [config] = await configRows(ctx, eq(productConfigs.id, id));
  if (!config) throw notFound(CATALOGUE_MESSAGES.productConfigNotFound);
  return config;
}

export async function createProductConfig(ctx: ServiceContext, input: ProductConfigInput): Promise<{ config: ProductConfig; msg: string }> {
  assertCatalogueWrite(ctx);
  const checked = await checkedInput(ctx, input);
  const [row] = await ctx.tx
    .insert(productConfigs)
    .values({ packageProductMappingId: checked.packageProductMappingId, parameters: toJsonText(parametersOfConfig(checked)), createdAt: ctx.now, updatedAt: ctx.now })
    .returning({ id: productConfigs.id });
  if (!row) throw new Error('insert returned no row');
  return { config: await oneConfig(ctx, row.id), msg: SUCCESS_MESSAGES.productConfigCreated };
}

export async function updateProductConfig(ctx: ServiceContext, id: number, input: ProductConfigInput): Promise<{ config: ProductConfig; msg: string }> {
  assertCatalogueWrite(ctx);
  await oneConfig(ctx, id);
  const checked = await checkedInput(ctx, input);
  await ctx.tx
    .update(productConfigs)
    .set({ packageProductMappingId: checked.packageProductMappingId, parameters: toJsonText(parametersOfConfig(checked)), updatedAt: ctx.now })
    .where(eq(productConfigs.id, id));
  return { config: await oneConfig(ctx, id), msg: SUCCESS_MESSAGES.productConfigUpdated };
}

export async function deleteProductConfig(ctx: ServiceContext, id: number): Promise<{ id: number; msg: string }> {
  assertCatalogueWrite(ctx);
  const removed = await ctx.tx.delete(productConfigs).where(eq(productConfigs.id, id)).returning({ id: productConfigs.id });
  if (!removed.length) throw notFound(CATALOGUE_MESSAGES.productConfigNotFound);
  return { id, msg: SUCCESS_MESSAGES.productConfigDeleted };
}

// package-pricing: prices per package by city, locality, region and tier; find, add, edit, delete.
import { and, asc, count, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import { CATALOGUE_MESSAGES } from '../../../domain/catalogue/catalogue-messages';
import { parameterListOf } from '../../../domain/catalogue/json-parameters';
import type { Price, PriceFilter, PriceInput } from '../../../domain/catalogue/price-schema';
import { fromPaise, toPaise } from '../../../domain/money/paise';
import { TABLE_SIZE } from '../../../domain/reference/limits';
import { cities, localities, packageFamilies, packagePrices, packages, regions } from '../../db/schema/index';
import type { Db, Tx } from '../../db/client';
import { badRequest, conflict, notFound, ApiError } from '../../errors';
import type { ServiceContext } from '../../shared/http/service-context';
import { parseJsonText } from '../../shared/sql/json-text';
import { keysetBatches } from '../../shared/sql/keyset-batches';
import { offsetPage, type Paged } from '../../shared/http/paged';
import { assertCatalogueWrite } from './catalogue-access';
import { bumpReferenceVersion } from '../../shared/reference-version';
import { cityById, localityOf, regionIndex, regionNamesOf, regionOfCity } from './catalogue-lookups';
import { recordPriceChanges } from './price-changes.service';
import { formatRupees } from '../../../domain/format/rupees';
import { checkPrice, type PricedPackage, type PriceValues } from './price-rules';

/** The packages being priced, with what their rules need (family name, pricing parameters). */
export async function pricedPackages(tx: Tx, ids: readonly number[]): Promise<Map<number, PricedPackage>> {
  if (!ids.length) return new Map();
  const rows = await tx
    .select({ id: packages.id, name: packages.name, validityDays: packages.validityDays, familyName: packageFamilies.name, parameters: packages.requiredPricingParameters })
    .from(packages)
    .leftJoin(packageFamilies, eq(packageFamilies.id, packages.familyId))
    .where(inArray(packages.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, { ...r, parameters: parameterListOf(parseJsonText(r.parameters, 'requiredPricingParameters', r.id)) }]));
}

export function filterConditions(filter: PriceFilter & { packageId?: number | null | undefined }): SQL[] {
  const where: SQL[] = [];
  if (filter.packageId != null) where.push(eq(packagePrices.packageId, filter.packageId));
  if (filter.cityId != null) where.push(eq(packagePrices.cityId, filter.cityId));
  if (filter.localityId != null) where.push(eq(packagePrices.localityId, filter.localityId));
  if (filter.regionId != null) where.push(eq(packagePrices.regionId, filter.regionId));
  if (filter.tier != null) where.push(eq(packagePrices.tier, filter.tier));
  if (filter.localityName) where.push(sql`lower(${localities.name}) = lower(${filter.localityName})`);
  return where;
}

const priceColumns = {
  price: packagePrices,
  packageName: packages.name,
  cityName: cities.name,
  localityName: localities.name,
  regionName: regions.name,
};

type PriceJoined = { price: typeof packagePrices.$inferSelect; packageName: string; cityName: string | null; localityName: string | null; regionName: string | null };

function priceOf(r: PriceJoined): Price {
  const params = parseJsonText(r.price.pricingParameters, 'pricingParameters', r.price.id);
  return {
    id: r.price.id,
    packageId: r.price.packageId,
    packageName: r.packageName,
    cityId: r.price.cityId,
    cityName: r.cityName ?? '',
    localityId: r.price.localityId,
    localityName: r.localityName,
    regionId: r.price.regionId,
    regionName: r.regionName,
    tier: r.price.tier,
    ratePrice: fromPaise(r.price.ratePricePaise),
    salesPrice: fromPaise(r.price.salesPricePaise),
    validityDays: r.price.validityDays,
    effectiveFrom: r.price.effectiveFrom,
    effectiveTo: r.price.effectiveTo,
    pricingParameters: params && typeof params === 'object' && !Array.isArray(params) ? (params as Record<string, unknown>) : {},
    updatedAt: r.price.updatedAt.toISOString(),
  };
}

function joinedPrices(tx: Tx | Db) {
  return tx
    .select(priceColumns)
    .from(packagePrices)
    .innerJoin(packages, eq(packages.id, packagePrices.packageId))
    .leftJoin(cities, eq(cities.id, packagePrices.cityId))
    .leftJoin(localities, eq(localities.id, packagePrices.localityId))
    .leftJoin(regions, eq(regions.id, packagePrices.regionId));
}

async function assertPackage(tx: Tx, id: number): Promise<void> {
  const [pkg] = await tx.select({ id: packages.id }).from(packages).where(eq(packages.id, id));
  if (!pkg) throw notFound(CATALOGUE_MESSAGES.packageNotFound);
}

/** GET /sapna/v2/package-price/{id}: the package's prices matching the filter (empty values are no filter). */
export async function findPrices(ctx: ServiceContext, packageId: number, filter: PriceFilter & { page: number; size?: number | undefined }): Promise<Paged<Price>> {
  await assertPackage(ctx.tx, packageId);
  const size = filter.size ?? TABLE_SIZE;
  const where = and(...filterConditions({ ...filter, packageId }));
  return offsetPage(
    { page: filter.page, size },
    joinedPrices(ctx.tx).where(where).orderBy(asc(packagePrices.cityId), asc(packagePrices.localityId), asc(packagePrices.id)),
    ctx.tx.select({ n: count() }).from(packagePrices).leftJoin(localities, eq(localities.id, packagePrices.localityId)).where(where),
    (rows) => rows.map(priceOf),
  );
}

/** Prices in keyset pages (id order) for the CSV export: the file is never built in memory. */
export function pricePages(tx: Tx | Db, filter: PriceFilter & { packageId?: number | null | undefined }, pageSize = 1000): AsyncGenerator<Price[]> {
  const read = (after: PriceJoined | null, limit: number) =>
    joinedPrices(tx)
      .where(and(gt(packagePrices.id, after?.price.id ?? 0), ...filterConditions(filter)))
      .orderBy(asc(packagePrices.id))
      .limit(limit);
  return keysetBatches(read, { batch: pageSize, map: priceOf });
}

async function draftOf(ctx: ServiceContext, packageId: number, input: PriceInput) {
  const city = await cityById(ctx.tx, input.cityId);
  if (!city) throw badRequest(CATALOGUE_MESSAGES.unknownCity);
  const locality = input.localityId != null ? await localityOf(ctx.tx, city.id, input.localityId) : null;
  if (input.localityId != null && !locality) throw badRequest(CATALOGUE_MESSAGES.unknownLocality);
  const regionsOfCity = await regionIndex(ctx.tx, [city.id]);
  if (input.regionId != null && !regionOfCity(regionsOfCity, city.id, input.regionId)) throw badRequest(CATALOGUE_MESSAGES.unknownRegion(input.regionId, city.name));
  return {
    packageId,
    city,
    locality: locality ?? null,
    regionId: input.regionId ?? null,
    regionNames: regionNamesOf(regionsOfCity, input.regionId ?? null, locality?.id ?? null),
    tier: input.tier ?? null,
    ratePricePaise: toPaise(input.ratePrice),
    salesPricePaise: toPaise(input.salesPrice),
    validityDays: input.validityDays,
    parameters: input.pricingParameters,
  };
}

/** A checked price with the days it applies (the form's writes; a CSV row leaves them as they are). */
type DatedValues = PriceValues & { effectiveFrom: string | null; effectiveTo: string | null };

async function checked(ctx: ServiceContext, pkg: PricedPackage, input: PriceInput): Promise<DatedValues> {
  const result = checkPrice(pkg, await draftOf(ctx, pkg.id, input));
  if ('problems' in result) {
    const first = result.problems[0]!;
    throw new ApiError(422, first.message, result.problems.map((p) => `${p.column}: ${p.message}`).join('; '));
  }
  return { ...result.values, effectiveFrom: input.effectiveFrom ?? null, effectiveTo: input.effectiveTo ?? null };
}

async function onePrice(tx: Tx, id: number): Promise<Price> {
  const [row] = await joinedPrices(tx).where(eq(packagePrices.id, id));
  if (!row) throw notFound(CATALOGUE_MESSAGES.priceNotFound);
  return priceOf(row);
}

type StoredPrice = { id: number; ratePricePaise: number; salesPricePaise: number; validityDays: number; effectiveFrom: string | null; effectiveTo: string | null };
const amounts = (p: Omit<StoredPrice, 'id'>) => ({
  ratePricePaise: p.ratePricePaise,
  salesPricePaise: p.salesPricePaise,
  validityDays: p.validityDays,
  effectiveFrom: p.effectiveFrom,
  effectiveTo: p.effectiveTo,
});
const storedColumns = {
  id: packagePrices.id,
  ratePricePaise: packagePrices.ratePricePaise,
  salesPricePaise: packagePrices.salesPricePaise,
  validityDays: packagePrices.validityDays,
  effectiveFrom: packagePrices.effectiveFrom,
  effectiveTo: packagePrices.effectiveTo,
};

/** The stored price with the same city, locality, region, tier and parameters, if any. */
async function samePlace(ctx: ServiceContext, values: PriceValues): Promise<StoredPrice | undefined> {
  const [row] = await ctx.tx
    .select(storedColumns)
    .from(packagePrices)
    .where(and(eq(packagePrices.packageId, values.packageId), eq(packagePrices.priceKey, values.priceKey)))
    .for('update');
  return row;
}

/** "Pune, locality Baner, region 3, tier 1": where a price applies, for a message. */
async function scopeText(ctx: ServiceContext, values: PriceValues): Promise<string> {
  const city = await cityById(ctx.tx, values.cityId);
  const locality = values.localityId !== null ? await localityOf(ctx.tx, values.cityId, values.localityId) : undefined;
  return [city?.name ?? `city ${values.cityId}`, locality ? `locality ${locality.name}` : null, values.regionId !== null ? `region ${values.regionId}` : null, `tier ${values.tier}`].filter(Boolean).join(', ');
}

/** Overwrites the stored row `id` with the checked values and records the change. */
async function overwrite(ctx: ServiceContext, old: StoredPrice, values: DatedValues, action: 'replaced' | 'updated'): Promise<void> {
  await ctx.tx.update(packagePrices).set({ ...values, updatedAt: ctx.now }).where(eq(packagePrices.id, old.id));
  await recordPriceChanges(ctx, [{ priceId: old.id, packageId: values.packageId, action, old: amounts(old), new: amounts(values) }]);
}

/** Adds one checked price: a place that already has one is a 409 unless the admin chose to replace it. */
async function addPrice(ctx: ServiceContext, values: DatedValues, replace: boolean): Promise<number> {
  const existing = await samePlace(ctx, values);
  if (existing && !replace) throw conflict(CATALOGUE_MESSAGES.priceExists(await scopeText(ctx, values), formatRupees(fromPaise(existing.salesPricePaise))));
  if (existing) {
    await overwrite(ctx, existing, values, 'replaced');
    return existing.id;
  }
  const [row] = await ctx.tx
    .insert(packagePrices)
    .values({ ...values, createdAt: ctx.now, updatedAt: ctx.now })
    .returning({ id: packagePrices.id });
  if (!row) throw new Error('price insert returned no row');
  await recordPriceChanges(ctx, [{ priceId: row.id, packageId: values.packageId, action: 'added', old: null, new: amounts(values) }]);
  return row.id;
}

/** Edits the stored price `id` (its place may change, but not onto another price's). */
async function editPrice(ctx: ServiceContext, id: number, values: DatedValues): Promise<void> {
  const [old] = await ctx.tx.select(storedColumns).from(packagePrices).where(eq(packagePrices.id, id)).for('update');
  if (!old) throw notFound(CATALOGUE_MESSAGES.priceNotFound);
  const clash = await samePlace(ctx, values);
  if (clash && clash.id !== id) throw conflict('Another price of this package has the same city, locality, region, tier and parameters.');
  await overwrite(ctx, old, values, 'updated');
}

/** POST /sapna/v2/package-price/{id}: add (or, by id, edit) prices of package {id}; all or nothing. */
export async function savePrices(ctx: ServiceContext, packageId: number, inputs: readonly PriceInput[], replace = false): Promise<Price[]> {
  assertCatalogueWrite(ctx);
  // The device mirrors active packages and their city prices (reference data): a change reaches it at the next pull.
  await bumpReferenceVersion(ctx.tx);
  const pkg = (await pricedPackages(ctx.tx, [packageId])).get(packageId);
  if (!pkg) throw notFound(CATALOGUE_MESSAGES.packageNotFound);
  const ids: number[] = [];
  for (const input of inputs) {
    const values = await checked(ctx, pkg, input);
    if (input.id != null) {
      const [own] = await ctx.tx.select({ id: packagePrices.id }).from(packagePrices).where(and(eq(packagePrices.id, input.id), eq(packagePrices.packageId, packageId)));
      if (!own) throw notFound(CATALOGUE_MESSAGES.priceNotFound);
      await editPrice(ctx, input.id, values);
      ids.push(input.id);
    } else {
      ids.push(await addPrice(ctx, values, replace));
    }
  }
  const saved = await joinedPrices(ctx.tx).where(inArray(packagePrices.id, ids)).orderBy(asc(packagePrices.id));
  return saved.map(priceOf);
}

/** PUT /sapna/v2/package-price/entry/{priceId}. */
export async function updatePrice(ctx: ServiceContext, priceId: number, input: PriceInput): Promise<Price> {
  assertCatalogueWrite(ctx);
  // The device mirrors active packages and their city prices (reference data): a change reaches it at the next pull.
  await bumpReferenceVersion(ctx.tx);
  const [existing] = await ctx.tx.select({ packageId: packagePrices.packageId }).from(packagePrices).where(eq(packagePrices.id, priceId)).for('update');
  if (!existing) throw notFound(CATALOGUE_MESSAGES.priceNotFound);
  const pkg = (await pricedPackages(ctx.tx, [existing.packageId])).get(existing.packageId)!;
  await editPrice(ctx, priceId, await checked(ctx, pkg, input));
  return onePrice(ctx.tx, priceId);
}

/** DELETE /sapna/v2/package-price/entry/{priceId}. Opportunities keep the price they copied. */
export async function deletePrice(ctx: ServiceContext, priceId: number): Promise<{ id: number; msg: string }> {
  assertCatalogueWrite(ctx);
  // The device mirrors active packages and their city prices (reference data): a change reaches it at the next pull.
  await bumpReferenceVersion(ctx.tx);
  const [removed] = await ctx.tx.delete(packagePrices).where(eq(packagePrices.id, priceId)).returning({ ...storedColumns, packageId: packagePrices.packageId });
  if (!removed) throw notFound(CATALOGUE_MESSAGES.priceNotFound);
  await recordPriceChanges(ctx, [{ priceId, packageId: removed.packageId, action: 'deleted', old: amounts(removed), new: null }]);
  return { id: priceId, msg: CATALOGUE_MESSAGES.priceDeleted };
}

// The price of the day for a deal (domain/catalogue/price-resolution.ts) read from package-pricing: the agent's
// package picker, the device's copy of it, and the price an opportunity copies when a package is added.
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { resolvePrice, type PricePlace } from '../../../domain/catalogue/price-resolution';
import { fromPaise } from '../../../domain/money/paise';
import type { Tx } from '../../db/client';
import { priceAppliesAtSql, priceEffectiveOnSql, priceResolutionOrder } from './price-resolution.sql';
import { agentLocalityMappings, cities, localityRegionMappings, packagePrices, regions } from '../../db/schema/index';

/** The per-package lateral form, for the package picker's one statement (other modules reach it here). */
export { resolvedPriceOfPackage } from './price-resolution.sql';

export type ResolvedPrice = { priceId: number; ratePrice: number; salesPrice: number; validityDays: number };

const candidateColumns = {
  id: packagePrices.id,
  packageId: packagePrices.packageId,
  cityId: packagePrices.cityId,
  localityId: packagePrices.localityId,
  regionId: packagePrices.regionId,
  tier: packagePrices.tier,
  rate: packagePrices.ratePricePaise,
  sales: packagePrices.salesPricePaise,
  validityDays: packagePrices.validityDays,
  updatedAt: packagePrices.updatedAt,
  effectiveFrom: packagePrices.effectiveFrom,
  effectiveTo: packagePrices.effectiveTo,
};
type CandidateRow = {
  id: number;
  packageId: number;
  cityId: number;
  localityId: number | null;
  regionId: number | null;
  tier: number | null;
  rate: number;
  sales: number;
  validityDays: number;
  updatedAt: Date;
  effectiveFrom: string | null;
  effectiveTo: string | null;
};

/**
 * The agent's region in each city: the region of the city holding the localities the agent serves
 * (locality-agent-mapping). An agent whose localities lie in several regions of a city has no one region there,
 * and is offered the city's price (our decision: no region's price is chosen for them at random).
 */
export async function agentRegionsByCity(tx: Tx, agentId: number, cityIds?: readonly number[]): Promise<Map<number, number>> {
  const rows = await tx
    .selectDistinct({ cityId: regions.cityId, regionId: regions.id })
    .from(agentLocalityMappings)
    .innerJoin(localityRegionMappings, eq(localityRegionMappings.localityId, agentLocalityMappings.localityId))
    .innerJoin(regions, eq(regions.id, localityRegionMappings.regionId))
    .where(and(eq(agentLocalityMappings.agentId, agentId), ...(cityIds ? [inArray(regions.cityId, [...cityIds])] : [])));
  const byCity = new Map<number, number[]>();
  for (const r of rows) byCity.set(r.cityId, [...(byCity.get(r.cityId) ?? []), r.regionId]);
  return new Map([...byCity].filter(([, ids]) => ids.length === 1).map(([cityId, ids]) => [cityId, ids[0]!]));
}

/**
 * Where a deal is: the city and its tier, the chosen locality (its region), else the agent's region in the city
 * (agentRegionsByCity's rule: their localities' one region there). One statement (the package picker's read).
 */
export async function dealPlace(tx: Tx, input: { cityId: number; localityId: number | null; agentId: number }): Promise<PricePlace | undefined> {
  // Written with its own aliases: in a one-table select drizzle leaves the selection's columns unqualified.
  const regionId =
    input.localityId !== null
      ? sql<number | null>`(select r.id from locality_region_mappings lrm inner join regions r on r.id = lrm.region_id
          where lrm.locality_id = ${input.localityId} and r.city_id = ${input.cityId} limit 1)`
      : sql<number | null>`(select case when count(distinct r.id) = 1 then min(r.id) end from agent_locality_mappings alm
          inner join locality_region_mappings lrm on lrm.locality_id = alm.locality_id
          inner join regions r on r.id = lrm.region_id
          where alm.agent_id = ${input.agentId} and r.city_id = ${input.cityId})`;
  const [city] = await tx.select({ tier: cities.tier, regionId: regionId.mapWith(Number) }).from(cities).where(eq(cities.id, input.cityId));
  if (!city) return undefined;
  return { cityId: input.cityId, cityTier: city.tier, localityId: input.localityId, regionId: city.regionId ?? null };
}

function resolvedOf(rows: readonly CandidateRow[], place: PricePlace, day: string): ResolvedPrice | undefined {
  const best = resolvePrice(
    rows.map((r) => ({ ...r, setAt: r.updatedAt.toISOString() })),
    place,
    day,
  );
  return best ? { priceId: best.id, ratePrice: fromPaise(best.rate), salesPrice: fromPaise(best.sales), validityDays: best.validityDays } : undefined;
}

/**
 * Each package's price at the place on the day ('YYYY-MM-DD', Asia/Kolkata): packages with no price in effect there
 * are absent (their own price applies). Resolved in the database (price-resolution.sql.ts, resolvePrice's SQL twin):
 * one row a package comes back, not every candidate (issue 50's bench).
 */
export async function resolvedPricesAt(tx: Tx, packageIds: readonly number[], place: PricePlace, day: string): Promise<Map<number, ResolvedPrice>> {
  if (!packageIds.length) return new Map();
  const rows = await tx
    .selectDistinctOn([packagePrices.packageId], {
      packageId: packagePrices.packageId,
      id: packagePrices.id,
      rate: packagePrices.ratePricePaise,
      sales: packagePrices.salesPricePaise,
      validityDays: packagePrices.validityDays,
    })
    .from(packagePrices)
    .where(and(inArray(packagePrices.packageId, [...new Set(packageIds)]), priceAppliesAtSql(place), priceEffectiveOnSql(day)))
    .orderBy(asc(packagePrices.packageId), ...priceResolutionOrder());
  return new Map(rows.map((r) => [r.packageId, { priceId: r.id, ratePrice: fromPaise(r.rate), salesPrice: fromPaise(r.sales), validityDays: r.validityDays }]));
}

/**
 * Each package's price in each city for an agent with no locality chosen (the device's copy of the picker): key
 * `${packageId}:${cityId}`.
 */
export async function resolvedPricesInCities(tx: Tx, packageIds: readonly number[], cityIds: readonly number[], agentId: number, day: string): Promise<Map<string, ResolvedPrice & { packageId: number; cityId: number }>> {
  const out = new Map<string, ResolvedPrice & { packageId: number; cityId: number }>();
  if (!packageIds.length || !cityIds.length) return out;
  const [tiers, regionOf, rows] = await Promise.all([
    tx.select({ id: cities.id, tier: cities.tier }).from(cities).where(inArray(cities.id, [...cityIds])),
    agentRegionsByCity(tx, agentId, cityIds),
    tx
      .select(candidateColumns)
      .from(packagePrices)
      .where(and(inArray(packagePrices.packageId, [...packageIds]), inArray(packagePrices.cityId, [...cityIds]), isNull(packagePrices.localityId)))
      .orderBy(asc(packagePrices.packageId), asc(packagePrices.cityId), asc(packagePrices.id)),
  ]);
  const tierOf = new Map(tiers.map((c) => [c.id, c.tier]));
  const groups = new Map<string, CandidateRow[]>();
  for (const r of rows) {
    const key = `${r.packageId}:${r.cityId}`;
    const group = groups.get(key);
    if (group) group.push(r);
    else groups.set(key, [r]);
  }
  for (const [key, group] of groups) {
    const { packageId, cityId } = group[0]!;
    const tier = tierOf.get(cityId);
    if (tier === undefined) continue;
    const price = resolvedOf(group, { cityId, cityTier: tier, localityId: null, regionId: regionOf.get(cityId) ?? null }, day);
    if (price) out.set(key, { ...price, packageId, cityId });
  }
  return out;
}

import { asc, eq } from 'drizzle-orm';
import { requiredValidity } from '../../../domain/catalogue/validity';
import type { Tx } from '../../db/client';
import { cities, complementaryProducts, localities, localityRegionMappings, packageFamilies, packagePrices, packageProductMappings, packages, productConfigs, regions } from '../../db/schema/index';

/** Prices by city tier: tier 2 and 3 cities pay less than the metros. */
const TIER_FACTOR: Record<number, number> = { 1: 1, 2: 0.85, 3: 0.7 };
/** Localities priced above their city (the busiest markets). */
const PREMIUM_LOCALITIES = ['Bandra West', 'Powai', 'Koramangala', 'Whitefield', 'Gachibowli', 'Baner', 'Golf Course Road', 'Dwarka'];

/**
 * The demo's package prices (package-pricing): every priced package in every city at its tier's price, and the
 * premium localities 15% above; validities follow the rules of spec 001 §9 (package 110: 90 days in Hyderabad,
 * Winter Bonanza +60 days in South West Delhi). Also one product config per promoted mapping and a few
 * complimentary products.
 */
export async function insertCataloguePrices(tx: Tx): Promise<void> {
  const cityRows = await tx.select().from(cities).orderBy(asc(cities.id));
  const localityRows = await tx.select().from(localities).orderBy(asc(localities.id));
  // The regions (seeded before the prices) the priced localities are in: the Winter Bonanza rule reads them.
  const regionOfLocality = new Map(
    (await tx.select({ localityId: localityRegionMappings.localityId, name: regions.name }).from(localityRegionMappings).innerJoin(regions, eq(regions.id, localityRegionMappings.regionId))).map((r) => [r.localityId, r.name]),
  );
  const familyNames = new Map((await tx.select().from(packageFamilies)).map((f) => [f.id, f.name]));
  const packageRows = (await tx.select().from(packages).orderBy(asc(packages.id))).filter((p) => p.isPriceApplicable);
  const rows: (typeof packagePrices.$inferInsert)[] = [];
  for (const pkg of packageRows) {
    const familyName = pkg.familyId ? (familyNames.get(pkg.familyId) ?? null) : null;
    const rate = Number(pkg.ratePrice);
    for (const city of cityRows) {
      const places = [null, ...localityRows.filter((l) => l.cityId === city.id && PREMIUM_LOCALITIES.includes(l.name))];
      for (const locality of places) {
        const factor = (TIER_FACTOR[city.tier] ?? 1) * (locality ? 1.15 : 1);
        const ratePaise = Math.round(rate * factor) * 100;
        const rule = requiredValidity({ packageId: pkg.id, packageValidityDays: pkg.validityDays, familyName, regionId: null, cityName: city.name, regionNames: [regionOfLocality.get(locality?.id ?? 0)].filter((n) => n !== undefined) });
        rows.push({
          packageId: pkg.id,
          cityId: city.id,
          localityId: locality?.id ?? null,
          regionId: null,
          tier: city.tier,
          ratePricePaise: ratePaise,
          salesPricePaise: Math.round((ratePaise * 0.9) / 100) * 100,
          validityDays: rule?.days ?? pkg.validityDays,
          pricingParameters: JSON.stringify({ cityTier: city.tier, ...(locality ? { localityName: locality.name } : {}) }),
          priceKey: JSON.stringify([city.id, locality?.id ?? null, null, city.tier, {}]),
        });
      }
    }
  }
  for (let i = 0; i < rows.length; i += 500) await tx.insert(packagePrices).values(rows.slice(i, i + 500));

  const mappings = await tx.select().from(packageProductMappings).orderBy(asc(packageProductMappings.id));
  const configs = mappings.flatMap((m) => {
    const params = JSON.parse(m.activationParameters) as Record<string, unknown>;
    if (typeof params.promotedDays !== 'number') return [];
    return [{ packageProductMappingId: m.id, parameters: JSON.stringify({ quantity: typeof params.quantity === 'number' ? params.quantity : null, promotedDays: params.promotedDays, cityUUID: null, housingSubscriptionRegionId: null }) }];
  });
  for (let i = 0; i < configs.length; i += 500) await tx.insert(productConfigs).values(configs.slice(i, i + 500));

  // Complimentary products of some packages (ids as catalogue-data.ts fixes them).
  const complimentary = [
    { packageId: 13, productId: 10 },
    { packageId: 14, productId: 10 },
    { packageId: 14, productId: 13 },
    { packageId: 16, productId: 16 },
    { packageId: 17, productId: 5 },
  ];
  const packageIds = new Set(packageRows.map((p) => p.id));
  await tx.insert(complementaryProducts).values(complimentary.filter((c) => packageIds.has(c.packageId))).onConflictDoNothing();
}

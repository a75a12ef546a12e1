import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { cities, ownerSalesOffers, ownerSalesSettings, packages } from '../../db/schema/index';

/** The one settings row. */
export const SETTINGS_ID = 1;

export async function settings(tx: Tx, lock = false) {
  const query = tx.select().from(ownerSalesSettings).where(eq(ownerSalesSettings.id, SETTINGS_ID));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** An offer with its city's and package's names. */
const offerColumns = {
  id: ownerSalesOffers.id,
  cityId: ownerSalesOffers.cityId,
  cityName: cities.name,
  audience: ownerSalesOffers.audience,
  listingType: ownerSalesOffers.listingType,
  packageId: packages.id,
  packageName: packages.name,
};

export async function offers(tx: Tx) {
  return tx
    .select({
      ...offerColumns,
      ratePrice: packages.ratePrice,
      salesPrice: packages.salesPrice,
      validityDays: packages.validityDays,
    })
    .from(ownerSalesOffers)
    .innerJoin(cities, eq(cities.id, ownerSalesOffers.cityId))
    .innerJoin(packages, eq(packages.id, ownerSalesOffers.packageId))
    .orderBy(asc(cities.name), asc(ownerSalesOffers.audience), asc(ownerSalesOffers.listingType), asc(packages.name));
}

export async function activePackages(tx: Tx) {
  return tx
    .select({ id: packages.id, name: packages.name, agentType: packages.agentType, ratePrice: packages.ratePrice, salesPrice: packages.salesPrice })
    .from(packages)
    .where(eq(packages.active, true))
    .orderBy(asc(packages.name), asc(packages.id));
}

export async function packagesByIds(tx: Tx, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return tx.select({ id: packages.id, name: packages.name, active: packages.active, agentType: packages.agentType }).from(packages).where(inArray(packages.id, [...ids]));
}

export async function citiesByIds(tx: Tx, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return tx.select({ id: cities.id }).from(cities).where(inArray(cities.id, [...ids]));
}

export async function saveSettings(tx: Tx, values: { prioritisedPull: boolean; sentLinkStageId: number; sentLinkCaseSubType: number }, by: number, now: Date) {
  await tx
    .insert(ownerSalesSettings)
    .values({ id: SETTINGS_ID, ...values, updatedBy: by, updatedAt: now })
    .onConflictDoUpdate({ target: ownerSalesSettings.id, set: { ...values, updatedBy: by, updatedAt: now } });
}

export async function replaceOffers(tx: Tx, rows: readonly { cityId: number; audience: string; listingType: string; packageId: number }[]) {
  await tx.delete(ownerSalesOffers);
  if (rows.length > 0) await tx.insert(ownerSalesOffers).values([...rows]);
}

/**
 * The offers of one audience with the price of the offer's city: its first city-wide price row (no locality) when
 * the catalogue has one, else the package's own price. Prices in rupees (numeric text), as the offers'.
 */
export async function offerPrices(tx: Tx, audience: string, filter: { cityId?: number | undefined; listingType?: string | undefined }) {
  return tx
    .select({
      ...offerColumns,
      ratePrice: sql<string>`coalesce((select (pp.rate_price_paise / 100.0)::text from package_prices pp where pp.package_id = ${packages.id} and pp.city_id = ${ownerSalesOffers.cityId} and pp.locality_id is null order by pp.id limit 1), ${packages.ratePrice}::text)`,
      salesPrice: sql<string>`coalesce((select (pp.sales_price_paise / 100.0)::text from package_prices pp where pp.package_id = ${packages.id} and pp.city_id = ${ownerSalesOffers.cityId} and pp.locality_id is null order by pp.id limit 1), ${packages.salesPrice}::text)`,
      validityDays: sql<number>`coalesce((select pp.validity_days from package_prices pp where pp.package_id = ${packages.id} and pp.city_id = ${ownerSalesOffers.cityId} and pp.locality_id is null order by pp.id limit 1), ${packages.validityDays})`,
    })
    .from(ownerSalesOffers)
    .innerJoin(cities, eq(cities.id, ownerSalesOffers.cityId))
    .innerJoin(packages, eq(packages.id, ownerSalesOffers.packageId))
    .where(
      and(
        eq(ownerSalesOffers.audience, audience),
        filter.cityId === undefined ? undefined : eq(ownerSalesOffers.cityId, filter.cityId),
        filter.listingType === undefined ? undefined : eq(ownerSalesOffers.listingType, filter.listingType),
        eq(packages.active, true),
      ),
    )
    .orderBy(asc(cities.name), asc(ownerSalesOffers.listingType), asc(packages.name));
}

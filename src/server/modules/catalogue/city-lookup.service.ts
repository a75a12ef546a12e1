// Package 232's city lookup (spec 001 §9): the catalogue's cities, read by the pricing routes and the city pickers.
import { asc, eq, inArray } from 'drizzle-orm';
import { catalogueCityIds } from '../../../domain/catalogue/city-lookup';
import { CITY_LOOKUP_PACKAGE_ID } from '../../../domain/reference/ids';
import type { Tx } from '../../db/client';
import { cities, packagePrices } from '../../db/schema/index';
import type { CityRef } from './catalogue-lookups';

/**
 * The catalogue's cities (spec 001 §9: package 232 is used for city lookup; domain/catalogue/city-lookup.ts): the
 * cities where package 232 has a price in effect on the day, by name. Read from the prices each time (a change to
 * package 232's prices shows at once).
 */
export async function catalogueCities(tx: Tx, day: string): Promise<CityRef[]> {
  const prices = await tx
    .select({ packageId: packagePrices.packageId, cityId: packagePrices.cityId, effectiveFrom: packagePrices.effectiveFrom, effectiveTo: packagePrices.effectiveTo })
    .from(packagePrices)
    .where(eq(packagePrices.packageId, CITY_LOOKUP_PACKAGE_ID));
  const ids = [...catalogueCityIds(prices, day)];
  if (!ids.length) return [];
  return tx.select({ id: cities.id, name: cities.name, tier: cities.tier, uuid: cities.uuid }).from(cities).where(inArray(cities.id, ids)).orderBy(asc(cities.name), asc(cities.id));
}

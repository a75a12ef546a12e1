import { CITY_LOOKUP_PACKAGE_ID } from '../reference/ids';
import { isEffectiveOn } from './price-resolution';

/**
 * Package 232's city lookup (spec 001 §9 "Package id 232 is used for city lookup"): the catalogue's cities are the
 * cities in which package 232 has a price in effect on the day. Adding package 232's price for a city brings the
 * city into the catalogue's city lists; removing it (or letting it lapse) takes the city out. One rule for the
 * catalogue screens' city choices (GET /sapna/v2/package-price/cities, the `city`/`city_uuid` suggest with
 * `of=catalogue`).
 */
export type CityLookupPrice = { packageId: number; cityId: number; effectiveFrom: string | null; effectiveTo: string | null };

/** The ids of the catalogue's cities on the day ('YYYY-MM-DD', Asia/Kolkata). */
export function catalogueCityIds(prices: readonly CityLookupPrice[], day: string): Set<number> {
  return new Set(prices.filter((p) => p.packageId === CITY_LOOKUP_PACKAGE_ID && isEffectiveOn(p, day)).map((p) => p.cityId));
}

/** The suggest `of` that narrows the city pickers to the catalogue's cities. */
export const CATALOGUE_CITIES_OF = 'catalogue';

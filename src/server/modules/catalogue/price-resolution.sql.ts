// The SQL twin of domain/catalogue/price-resolution.ts (issue 50): which package_prices rows apply at a place on a
// day (priceSpecificity not null, isEffectiveOn) and the order resolvePrice picks by (most specific, then the most
// recently set, then the newer row). price-resolution.parity.test.ts holds the two to the same answers.
import { and, desc, eq, gte, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { PRICE_SPECIFICITY, type PricePlace } from '../../../domain/catalogue/price-resolution';
import type { Tx } from '../../db/client';
import { packagePrices } from '../../db/schema/index';

/** priceSpecificity's conditions: the rows that apply at the place (its city; its locality, region and tier, or none). */
export function priceAppliesAtSql(place: PricePlace): SQL {
  return and(
    eq(packagePrices.cityId, place.cityId),
    place.localityId === null ? isNull(packagePrices.localityId) : or(isNull(packagePrices.localityId), eq(packagePrices.localityId, place.localityId)),
    place.regionId === null ? isNull(packagePrices.regionId) : or(isNull(packagePrices.regionId), eq(packagePrices.regionId, place.regionId)),
    or(isNull(packagePrices.tier), eq(packagePrices.tier, place.cityTier)),
  )!;
}

/** isEffectiveOn: in effect on the day ('YYYY-MM-DD'; both ends included, null open). */
export function priceEffectiveOnSql(day: string): SQL {
  return and(or(isNull(packagePrices.effectiveFrom), lte(packagePrices.effectiveFrom, day)), or(isNull(packagePrices.effectiveTo), gte(packagePrices.effectiveTo, day)))!;
}

/** priceSpecificity of a row that applies: locality > region > city and tier > city. */
export function priceSpecificitySql(): SQL<number> {
  return sql<number>`(case when ${packagePrices.localityId} is not null then ${sql.raw(String(PRICE_SPECIFICITY.locality))}
    when ${packagePrices.regionId} is not null then ${sql.raw(String(PRICE_SPECIFICITY.region))}
    when ${packagePrices.tier} is not null then ${sql.raw(String(PRICE_SPECIFICITY.cityTier))}
    else ${sql.raw(String(PRICE_SPECIFICITY.city))} end)`;
}

/**
 * resolvePrice's order, best first: specificity, then the time the price was set (to the millisecond, as the domain
 * compares its ISO `setAt`), then the newer row. After `package_id` in a `distinct on (package_id)`.
 */
export function priceResolutionOrder(): SQL[] {
  return [desc(priceSpecificitySql()), desc(sql`date_trunc('milliseconds', ${packagePrices.updatedAt})`), desc(packagePrices.id)];
}

/**
 * resolvePrice per package as a lateral subquery (`leftJoinLateral(…, sql\`true\`)` on a query of `packages`): the
 * resolved row's price, or no row. Without a place it is `false` (no row, nothing read). Correlated by the
 * outer table's name: drizzle leaves columns unqualified in a one-table select.
 */
export function resolvedPriceOfPackage(tx: Tx, priced: { place: PricePlace; day: string } | undefined) {
  return tx
    .select({ priceId: packagePrices.id, rate: packagePrices.ratePricePaise, sales: packagePrices.salesPricePaise, validityDays: packagePrices.validityDays })
    .from(packagePrices)
    .where(and(sql`${packagePrices.packageId} = "packages"."id"`, ...(priced ? [priceAppliesAtSql(priced.place), priceEffectiveOnSql(priced.day)] : [sql`false`])))
    .orderBy(...priceResolutionOrder())
    .limit(1)
    .as('resolved_price');
}

import { istDateOf } from '../../../domain/format/ist-calendar';
// GET /sapna/v2/packages?cityId&clientTypeId: the active packages an opportunity can add, with today's prices.
// (Catalogue administration is another area; this is the read the opportunity page needs.)
import { and, asc, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { cities, opportunities, packageFamilies, packageProductMappings, packages, products } from '../../db/schema/index';
import { fromPaise } from '../../../domain/money/paise';
import type { PricePlace } from '../../../domain/catalogue/price-resolution';
import type { MirroredCatalogue } from '../../../domain/catalogue/package-mirror';
import { opportunityInScope, type Scope } from '../../scope/scope';
import type { ServiceContext } from '../../shared/http/service-context';
import { parseJsonText } from '../../shared/sql/json-text';
import { allInOnePage, type Paged } from '../../shared/http/paged';
import type { PackageOption } from '../../../domain/catalogue/package-option';
import { isCampaignFamilyPackage } from '../../../domain/catalogue/constants';
import { dealPlace, resolvedPriceOfPackage, resolvedPricesInCities } from '../catalogue/resolved-prices.service';
import { isCampaignFamily } from '../catalogue/families.service';

export type { PackageOption };

/** Packages for a city (or for every city) and a client type (or for every client type), by name. */
export async function activePackages(
  ctx: ServiceContext,
  filter: { cityId?: number | undefined; clientTypeId?: number | undefined },
): Promise<Paged<PackageOption>> {
  const conditions: SQL[] = [];
  if (filter.cityId !== undefined) conditions.push(or(isNull(packages.cityId), eq(packages.cityId, filter.cityId)) as SQL);
  if (filter.clientTypeId !== undefined) conditions.push(or(isNull(packages.clientTypeId), eq(packages.clientTypeId, filter.clientTypeId)) as SQL);
  // Today's price for the calling agent in the city (package-pricing: their region's, else the city's), else the
  // package's own: resolved in the same statement as the packages (price-resolution.sql.ts, one row a package).
  const place = filter.cityId !== undefined ? await dealPlace(ctx.tx, { cityId: filter.cityId, localityId: null, agentId: ctx.user.id }) : undefined;
  const rows = await offeredPackages(ctx.tx, conditions, place && { place, day: istDateOf(ctx.now) });
  const ids = rows.map((r) => r.pkg.id);
  const productRows = await productsOf(ctx.tx, ids);
  const productsByPackage = new Map<number, typeof productRows>();
  for (const p of productRows) {
    const list = productsByPackage.get(p.packageId);
    if (list) list.push(p);
    else productsByPackage.set(p.packageId, [p]);
  }
  return allInOnePage(
    rows.map(({ pkg, familyName, price }) => ({
      id: pkg.id,
      name: pkg.name,
      packageFamilyId: pkg.familyId,
      packageFamilyName: familyName,
      ratePrice: price ? fromPaise(price.rate) : Number(pkg.ratePrice),
      salesPrice: price ? fromPaise(price.sales) : Number(pkg.salesPrice),
      validityDays: price ? price.validityDays : pkg.validityDays,
      quantity: pkg.quantity,
      cityId: pkg.cityId,
      clientTypeId: pkg.clientTypeId,
      isPriceApplicable: pkg.isPriceApplicable,
      requiredPricingParameters: parseJsonText(pkg.requiredPricingParameters, 'requiredPricingParameters', pkg.id),
      products: (productsByPackage.get(pkg.id) ?? []).map((p) => ({
          productId: p.productId,
          productName: p.productName,
          requiredActivationParameters: parseJsonText(p.requiredActivationParameters, 'requiredActivationParameters', p.productId),
        })),
    })),
  );
}

/**
 * Active packages of active families matching `conditions`, by name; campaign families offer only their 'Value'
 * packages (spec 001 §5). With `priced`, each one's resolved price at the place on the day (null: none applies).
 */
async function offeredPackages(tx: Tx, conditions: SQL[], priced?: { place: PricePlace; day: string }) {
  const resolved = resolvedPriceOfPackage(tx, priced);
  const allRows = await tx
    .select({
      // Only what the picker and its copy answer (not requiredFields, timestamps...).
      pkg: {
        id: packages.id,
        name: packages.name,
        familyId: packages.familyId,
        ratePrice: packages.ratePrice,
        salesPrice: packages.salesPrice,
        validityDays: packages.validityDays,
        quantity: packages.quantity,
        cityId: packages.cityId,
        clientTypeId: packages.clientTypeId,
        isPriceApplicable: packages.isPriceApplicable,
        requiredPricingParameters: packages.requiredPricingParameters,
      },
      familyName: packageFamilies.name,
      familyEvent: packageFamilies.familyEvent,
      price: { rate: resolved.rate, sales: resolved.sales, validityDays: resolved.validityDays },
    })
    .from(packages)
    .leftJoin(packageFamilies, eq(packageFamilies.id, packages.familyId))
    // resolvePrice's SQL twin per package (package_prices_city_idx); without `priced`, no row and nothing read.
    .leftJoinLateral(resolved, sql`true`)
    // A deactivated family's packages are never offered (issue 50); a package in no family is its own.
    .where(and(eq(packages.active, true), or(isNull(packages.familyId), eq(packageFamilies.active, true)), ...conditions))
    .orderBy(asc(packages.name), asc(packages.id));
  return allRows.filter((r) => !r.familyName || !isCampaignFamily(r.familyName, r.familyEvent) || isCampaignFamilyPackage(r.pkg.name));
}

async function productsOf(tx: Tx, ids: readonly number[]) {
  return ids.length
    ? await tx
        .select({
          packageId: packageProductMappings.packageId,
          productId: products.id,
          productName: products.name,
          requiredActivationParameters: products.requiredActivationParameters,
        })
        .from(packageProductMappings)
        .innerJoin(products, eq(products.id, packageProductMappings.productId))
        .where(inArray(packageProductMappings.packageId, [...ids]))
        .orderBy(asc(packageProductMappings.id))
    : [];
}

/**
 * The device's copy of what the package picker offers (domain/catalogue/package-mirror.ts), for the cities of the
 * opportunities in the user's scope (the picker opens on those; whole-brand scopes: every city): the offered
 * packages for every city or for one of those, and each one's price in those cities for the syncing agent with no
 * locality chosen (resolved-prices.service.ts, as GET /sapna/v2/packages answers it). Part of the sync snapshot's reference data.
 */
export async function mirroredCatalogue(tx: Tx, scope: Scope, agentId: number, day: string): Promise<MirroredCatalogue> {
  const cityIds = scope.all
    ? (await tx.select({ id: cities.id }).from(cities).orderBy(asc(cities.id))).map((c) => c.id)
    : (
        await tx
          .selectDistinct({ id: opportunities.cityId })
          .from(opportunities)
          .where(and(opportunityInScope(scope), isNotNull(opportunities.cityId)))
          .orderBy(asc(opportunities.cityId))
      ).map((c) => c.id!);
  const rows = cityIds.length ? await offeredPackages(tx, [or(isNull(packages.cityId), inArray(packages.cityId, cityIds)) as SQL]) : await offeredPackages(tx, [isNull(packages.cityId)]);
  const ids = rows.map((r) => r.pkg.id);
  const productRows = await productsOf(tx, ids);
  const namesOf = new Map<number, string[]>();
  for (const p of productRows) namesOf.set(p.packageId, [...(namesOf.get(p.packageId) ?? []), p.productName]);
  const priceRows = [...(await resolvedPricesInCities(tx, ids, cityIds, agentId, day)).values()];
  return {
    packages: rows.map(({ pkg, familyName }) => ({
      id: pkg.id,
      name: pkg.name,
      packageFamilyName: familyName,
      ratePrice: Number(pkg.ratePrice),
      salesPrice: Number(pkg.salesPrice),
      validityDays: pkg.validityDays,
      quantity: pkg.quantity,
      cityId: pkg.cityId,
      clientTypeId: pkg.clientTypeId,
      productNames: namesOf.get(pkg.id) ?? [],
    })),
    packagePrices: priceRows.map((r) => ({ packageId: r.packageId, cityId: r.cityId, ratePrice: r.ratePrice, salesPrice: r.salesPrice, validityDays: r.validityDays })),
    packageCityIds: cityIds,
  };
}

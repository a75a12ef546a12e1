// GET /sapna/v2/packages?cityId&clientTypeId: the active packages an opportunity can add, with today's prices.
// (Catalogue administration is another area; this is the read the opportunity page needs.)
import { and, asc, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import { packageFamilies, packageProductMappings, packages, products } from '../../db/schema/index';
import type { ServiceContext } from '../../shared/service-context';
import { parseJsonText } from '../../shared/json-text';
import { allInOnePage, type Paged } from '../../shared/paged';
import type { PackageOption } from '../../../domain/catalogue/package-option';
import { isCampaignFamilyPackage } from '../../../domain/catalogue/constants';
import { cityPricesOf } from '../catalogue/prices.service';
import { isCampaignFamily } from '../catalogue/families.service';

export type { PackageOption };

/** Packages for a city (or for every city) and a client type (or for every client type), by name. */
export async function activePackages(
  ctx: ServiceContext,
  filter: { cityId?: number | undefined; clientTypeId?: number | undefined },
): Promise<Paged<PackageOption>> {
  const conditions: SQL[] = [eq(packages.active, true)];
  if (filter.cityId !== undefined) conditions.push(or(isNull(packages.cityId), eq(packages.cityId, filter.cityId)) as SQL);
  if (filter.clientTypeId !== undefined) conditions.push(or(isNull(packages.clientTypeId), eq(packages.clientTypeId, filter.clientTypeId)) as SQL);
  const allRows = await ctx.tx
    .select({ pkg: packages, familyName: packageFamilies.name, familyEvent: packageFamilies.familyEvent })
    .from(packages)
    .leftJoin(packageFamilies, eq(packageFamilies.id, packages.familyId))
    .where(and(...conditions))
    .orderBy(asc(packages.name), asc(packages.id));
  // Campaign families offer only their 'Value' packages (spec 001 §5).
  const rows = allRows.filter((r) => !r.familyName || !isCampaignFamily(r.familyName, r.familyEvent) || isCampaignFamilyPackage(r.pkg.name));
  const ids = rows.map((r) => r.pkg.id);
  // Today's price in the opportunity's city (package-pricing), else the package's own.
  const cityPrices = filter.cityId !== undefined ? await cityPricesOf(ctx.tx, ids, filter.cityId) : new Map<number, { ratePrice: number; salesPrice: number; validityDays: number }>();
  const productRows = ids.length
    ? await ctx.tx
        .select({
          packageId: packageProductMappings.packageId,
          productId: products.id,
          productName: products.name,
          requiredActivationParameters: products.requiredActivationParameters,
        })
        .from(packageProductMappings)
        .innerJoin(products, eq(products.id, packageProductMappings.productId))
        .where(inArray(packageProductMappings.packageId, ids))
        .orderBy(asc(packageProductMappings.id))
    : [];
  return allInOnePage(
    rows.map(({ pkg, familyName }) => ({
      id: pkg.id,
      name: pkg.name,
      packageFamilyId: pkg.familyId,
      packageFamilyName: familyName,
      ratePrice: cityPrices.get(pkg.id)?.ratePrice ?? Number(pkg.ratePrice),
      salesPrice: cityPrices.get(pkg.id)?.salesPrice ?? Number(pkg.salesPrice),
      validityDays: cityPrices.get(pkg.id)?.validityDays ?? pkg.validityDays,
      quantity: pkg.quantity,
      cityId: pkg.cityId,
      clientTypeId: pkg.clientTypeId,
      isPriceApplicable: pkg.isPriceApplicable,
      requiredPricingParameters: parseJsonText(pkg.requiredPricingParameters, 'requiredPricingParameters', pkg.id),
      products: productRows
        .filter((p) => p.packageId === pkg.id)
        .map((p) => ({
          productId: p.productId,
          productName: p.productName,
          requiredActivationParameters: parseJsonText(p.requiredActivationParameters, 'requiredActivationParameters', p.productId),
        })),
    })),
  );
}

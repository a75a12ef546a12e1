import { and, asc, eq, inArray } from 'drizzle-orm';
import { cities, localities, opportunityPackageMappings, opportunityProductMappings, ownerSalesOffers, packageContents, regions } from '../../db/schema/index';
import type { Tx } from '../../db/client';

/** Whether any opportunity sold these packages (history: such a package is never deleted). */
export async function packagesInUse(tx: Tx, packageIds: readonly number[]): Promise<Set<number>> {
  if (!packageIds.length) return new Set();
  const rows = await tx
    .selectDistinct({ packageId: opportunityPackageMappings.packageId })
    .from(opportunityPackageMappings)
    .where(inArray(opportunityPackageMappings.packageId, [...packageIds]));
  return new Set(rows.map((r) => r.packageId));
}

export async function productsInUse(tx: Tx, productIds: readonly number[]): Promise<Set<number>> {
  if (!productIds.length) return new Set();
  const rows = await tx
    .selectDistinct({ productId: opportunityProductMappings.productId })
    .from(opportunityProductMappings)
    .where(inArray(opportunityProductMappings.productId, [...productIds]));
  return new Set(rows.map((r) => r.productId));
}

export type CityRef = { id: number; name: string; tier: number; uuid: string };
export type LocalityRef = { id: number; name: string; cityId: number };

export async function cityById(tx: Tx, id: number): Promise<CityRef | undefined> {
  const [row] = await tx.select({ id: cities.id, name: cities.name, tier: cities.tier, uuid: cities.uuid }).from(cities).where(eq(cities.id, id));
  return row;
}

export async function localityOf(tx: Tx, cityId: number, id: number): Promise<LocalityRef | undefined> {
  const [row] = await tx
    .select({ id: localities.id, name: localities.name, cityId: localities.cityId })
    .from(localities)
    .where(and(eq(localities.id, id), eq(localities.cityId, cityId)));
  return row;
}

/** Every city and locality by lower-cased name (the CSV import names them). */
export async function placesByName(tx: Tx): Promise<{ cities: Map<string, CityRef>; localities: Map<string, LocalityRef> }> {
  const cityRows = await tx.select({ id: cities.id, name: cities.name, tier: cities.tier, uuid: cities.uuid }).from(cities);
  const localityRows = await tx.select({ id: localities.id, name: localities.name, cityId: localities.cityId }).from(localities);
  return {
    cities: new Map(cityRows.map((c) => [c.name.trim().toLowerCase(), c])),
    localities: new Map(localityRows.map((l) => [`${l.cityId}:${l.name.trim().toLowerCase()}`, l])),
  };
}


export async function localitiesOfCity(tx: Tx, cityId: number): Promise<{ id: number; name: string }[]> {
  return tx.select({ id: localities.id, name: localities.name }).from(localities).where(eq(localities.cityId, cityId)).orderBy(asc(localities.name));
}

/** The regions of these cities (manage-regions), as `${cityId}:${regionId}`: the region ids a price there may name. */
export async function regionsOfCities(tx: Tx, cityIds: readonly number[]): Promise<Set<string>> {
  if (!cityIds.length) return new Set();
  const rows = await tx.select({ id: regions.id, cityId: regions.cityId }).from(regions).where(inArray(regions.cityId, [...new Set(cityIds)]));
  return new Set(rows.map((r) => `${r.cityId}:${r.id}`));
}

/**
 * What other screens hang on these packages and a delete would orphan (issue 50: a 409 that says so, never a 500):
 * display content (content-package-page) and owner sales offers (owner-sales-config). Null when nothing does.
 */
export async function packagesHeldMessage(tx: Tx, packageIds: readonly number[]): Promise<string | null> {
  if (!packageIds.length) return null;
  const ids = [...packageIds];
  const [content, offers] = await Promise.all([
    tx.select({ packageId: packageContents.packageId }).from(packageContents).where(inArray(packageContents.packageId, ids)).orderBy(asc(packageContents.packageId)),
    tx.selectDistinct({ packageId: ownerSalesOffers.packageId }).from(ownerSalesOffers).where(inArray(ownerSalesOffers.packageId, ids)).orderBy(asc(ownerSalesOffers.packageId)),
  ]);
  const holds: string[] = [];
  if (content.length) holds.push(`display content (content-package-page) of package ${content.map((c) => c.packageId).join(', ')}`);
  if (offers.length) holds.push(`owner sales offers (owner-sales-config) of package ${offers.map((o) => o.packageId).join(', ')}`);
  return holds.length ? `Cannot delete: ${holds.join(' and ')} still refer to it. Remove them first, or deactivate instead.` : null;
}

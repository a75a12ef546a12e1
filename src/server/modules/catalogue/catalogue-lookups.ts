import { and, asc, eq, inArray } from 'drizzle-orm';
import { cities, localities, localityRegionMappings, opportunityPackageMappings, opportunityProductMappings, ownerSalesOffers, packageContents, regions } from '../../db/schema/index';
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


/** A city's localities with the region (manage-regions) each is mapped to, if any: the validity rules read it. */
export async function localitiesOfCity(tx: Tx, cityId: number): Promise<{ id: number; name: string; regionId: number | null }[]> {
  return tx
    .select({ id: localities.id, name: localities.name, regionId: localityRegionMappings.regionId })
    .from(localities)
    .leftJoin(localityRegionMappings, eq(localityRegionMappings.localityId, localities.id))
    .where(eq(localities.cityId, cityId))
    .orderBy(asc(localities.name));
}

/**
 * The regions (manage-regions) of these cities by id, with their name and city: the region ids a price there may
 * name; and which region each of their localities is mapped to.
 */
export type RegionIndex = { regions: Map<number, { name: string; cityId: number }>; ofLocality: Map<number, number> };

export async function regionIndex(tx: Tx, cityIds: readonly number[]): Promise<RegionIndex> {
  if (!cityIds.length) return { regions: new Map(), ofLocality: new Map() };
  const rows = await tx
    .select({ id: regions.id, name: regions.name, cityId: regions.cityId, localityId: localityRegionMappings.localityId })
    .from(regions)
    .leftJoin(localityRegionMappings, eq(localityRegionMappings.regionId, regions.id))
    .where(inArray(regions.cityId, [...new Set(cityIds)]));
  const index: RegionIndex = { regions: new Map(), ofLocality: new Map() };
  for (const r of rows) {
    index.regions.set(r.id, { name: r.name, cityId: r.cityId });
    if (r.localityId !== null) index.ofLocality.set(r.localityId, r.id);
  }
  return index;
}

export const regionOfCity = (index: RegionIndex, cityId: number, regionId: number): boolean => index.regions.get(regionId)?.cityId === cityId;

/** The names of the regions a price falls in (spec 001 §9's places): the region it names and its locality's region. */
export function regionNamesOf(index: RegionIndex, regionId: number | null, localityId: number | null): string[] {
  const ids = new Set([regionId, localityId !== null ? (index.ofLocality.get(localityId) ?? null) : null].filter((id): id is number => id !== null));
  return [...ids].flatMap((id) => index.regions.get(id)?.name ?? []);
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

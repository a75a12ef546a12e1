import { and, asc, eq, inArray } from 'drizzle-orm';
import { cities, localities, opportunityPackageMappings, opportunityProductMappings, regions } from '../../db/schema/index';
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

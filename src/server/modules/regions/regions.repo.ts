import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { agentLocalityMappings, cities, localities, localityRegionMappings, monetizableCities, regions, users } from '../../db/schema/index';
import type { RegionView } from '../../../domain/regions/region-schemas';

export async function findCity(tx: Tx, cityId: number) {
  const [row] = await tx.select().from(cities).where(eq(cities.id, cityId));
  return row;
}

export async function findRegion(tx: Tx, regionId: number, lock = false) {
  const query = tx.select().from(regions).where(eq(regions.id, regionId));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function regionByName(tx: Tx, cityId: number, name: string, exceptId?: number) {
  const [row] = await tx
    .select({ id: regions.id })
    .from(regions)
    .where(and(eq(regions.cityId, cityId), sql`lower(${regions.name}) = lower(${name})`, exceptId ? sql`${regions.id} <> ${exceptId}` : undefined));
  return row;
}

export async function localitiesByIds(tx: Tx, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return tx
    .select({ id: localities.id, name: localities.name, cityId: localities.cityId, regionId: localityRegionMappings.regionId, regionName: regions.name })
    .from(localities)
    .leftJoin(localityRegionMappings, eq(localityRegionMappings.localityId, localities.id))
    .leftJoin(regions, eq(regions.id, localityRegionMappings.regionId))
    .where(inArray(localities.id, [...ids]));
}

export async function localitiesOfCity(tx: Tx, cityId: number | undefined) {
  return tx
    .select({ id: localities.id, name: localities.name, cityId: localities.cityId, regionId: localityRegionMappings.regionId, regionName: regions.name })
    .from(localities)
    .leftJoin(localityRegionMappings, eq(localityRegionMappings.localityId, localities.id))
    .leftJoin(regions, eq(regions.id, localityRegionMappings.regionId))
    .where(cityId === undefined ? undefined : eq(localities.cityId, cityId))
    .orderBy(asc(localities.name), asc(localities.id));
}

export async function insertRegion(tx: Tx, cityId: number, name: string) {
  const [row] = await tx.insert(regions).values({ cityId, name }).returning();
  if (!row) throw new Error('region not inserted');
  return row;
}

export async function renameRegion(tx: Tx, regionId: number, name: string, now: Date) {
  await tx.update(regions).set({ name, updatedAt: now }).where(eq(regions.id, regionId));
}

export async function deleteRegion(tx: Tx, regionId: number) {
  await tx.delete(localityRegionMappings).where(eq(localityRegionMappings.regionId, regionId));
  await tx.delete(regions).where(eq(regions.id, regionId));
}

export async function mapLocalities(tx: Tx, regionId: number, localityIds: readonly number[]) {
  if (localityIds.length === 0) return;
  await tx.insert(localityRegionMappings).values(localityIds.map((localityId) => ({ regionId, localityId })));
}

export async function unmapLocality(tx: Tx, regionId: number, localityId: number): Promise<boolean> {
  const removed = await tx
    .delete(localityRegionMappings)
    .where(and(eq(localityRegionMappings.regionId, regionId), eq(localityRegionMappings.localityId, localityId)))
    .returning({ id: localityRegionMappings.id });
  return removed.length > 0;
}

/** Regions with their localities, by city name then region name. */
export async function regionViews(tx: Tx, filter: { cityId?: number | undefined; regionId?: number | undefined }): Promise<RegionView[]> {
  const rows = await tx
    .select({ id: regions.id, name: regions.name, cityId: regions.cityId, cityName: cities.name })
    .from(regions)
    .innerJoin(cities, eq(cities.id, regions.cityId))
    .where(and(filter.cityId ? eq(regions.cityId, filter.cityId) : undefined, filter.regionId ? eq(regions.id, filter.regionId) : undefined))
    .orderBy(asc(cities.name), asc(regions.name), asc(regions.id));
  if (rows.length === 0) return [];
  const mappings = await tx
    .select({ id: localityRegionMappings.id, regionId: localityRegionMappings.regionId, localityId: localities.id, localityName: localities.name })
    .from(localityRegionMappings)
    .innerJoin(localities, eq(localities.id, localityRegionMappings.localityId))
    .where(
      inArray(
        localityRegionMappings.regionId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(localities.name));
  return rows.map((r) => ({
    ...r,
    localityRegionMappings: mappings.filter((m) => m.regionId === r.id).map(({ id, localityId, localityName }) => ({ id, localityId, localityName })),
  }));
}

export async function cityTiers(tx: Tx) {
  return tx
    .select({ cityId: cities.id, cityName: cities.name, stateName: cities.stateName, tier: cities.tier })
    .from(cities)
    .orderBy(asc(cities.name), asc(cities.id));
}

export async function setCityTier(tx: Tx, cityId: number, tier: number) {
  await tx.update(cities).set({ tier }).where(eq(cities.id, cityId));
}

export async function monetizableCityRows(tx: Tx, limit: number, cityId?: number) {
  return tx
    .select({ cityId: cities.id, cityName: cities.name, stateName: cities.stateName, tier: cities.tier, createdAt: monetizableCities.createdAt })
    .from(monetizableCities)
    .innerJoin(cities, eq(cities.id, monetizableCities.cityId))
    .where(cityId ? eq(monetizableCities.cityId, cityId) : undefined)
    .orderBy(asc(cities.name), asc(cities.id))
    .limit(limit);
}

export async function countMonetizableCities(tx: Tx): Promise<number> {
  const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(monetizableCities);
  return Number(row?.n ?? 0);
}

export async function insertMonetizableCity(tx: Tx, cityId: number, by: number): Promise<boolean> {
  const rows = await tx.insert(monetizableCities).values({ cityId, createdBy: by }).onConflictDoNothing().returning({ cityId: monetizableCities.cityId });
  return rows.length > 0;
}

export async function deleteMonetizableCity(tx: Tx, cityId: number): Promise<boolean> {
  const rows = await tx.delete(monetizableCities).where(eq(monetizableCities.cityId, cityId)).returning({ cityId: monetizableCities.cityId });
  return rows.length > 0;
}

const agentName = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`;

export async function agentLocalityRows(tx: Tx, filter: { cityId?: number | undefined; agentId?: number | undefined; id?: number | undefined }) {
  return tx
    .select({
      id: agentLocalityMappings.id,
      agentId: agentLocalityMappings.agentId,
      agentName,
      localityId: localities.id,
      localityName: localities.name,
      cityId: cities.id,
      cityName: cities.name,
    })
    .from(agentLocalityMappings)
    .innerJoin(users, eq(users.id, agentLocalityMappings.agentId))
    .innerJoin(localities, eq(localities.id, agentLocalityMappings.localityId))
    .innerJoin(cities, eq(cities.id, localities.cityId))
    .where(
      and(
        filter.cityId ? eq(cities.id, filter.cityId) : undefined,
        filter.agentId ? eq(agentLocalityMappings.agentId, filter.agentId) : undefined,
        filter.id ? eq(agentLocalityMappings.id, filter.id) : undefined,
      ),
    )
    .orderBy(asc(cities.name), asc(localities.name), asc(agentName))
    .limit(5000);
}

export async function insertAgentLocality(tx: Tx, agentId: number, localityId: number, by: number): Promise<number | null> {
  const [row] = await tx.insert(agentLocalityMappings).values({ agentId, localityId, createdBy: by }).onConflictDoNothing().returning({ id: agentLocalityMappings.id });
  return row?.id ?? null;
}

export async function deleteAgentLocality(tx: Tx, id: number): Promise<boolean> {
  const rows = await tx.delete(agentLocalityMappings).where(eq(agentLocalityMappings.id, id)).returning({ id: agentLocalityMappings.id });
  return rows.length > 0;
}

/** Active users of the brand holding any of these roles. */
export async function activeUsersWithRoles(tx: Tx, domainId: number, roleIds: readonly number[], userId?: number) {
  return tx
    .select({ id: users.id, name: agentName })
    .from(users)
    .where(
      and(
        eq(users.status, 1),
        eq(users.domainId, domainId),
        userId ? eq(users.id, userId) : undefined,
        sql`exists (select 1 from user_roles ur where ur.user_id = ${users.id} and ur.role_id in (${sql.join(
          roleIds.map((id) => sql`${id}`),
          sql`, `,
        )}))`,
      ),
    )
    .orderBy(asc(agentName), asc(users.id))
    .limit(5000);
}

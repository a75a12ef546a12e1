import { asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { cities, ownerSalesOffers, ownerSalesSettings, packages } from '../../db/schema/index';

/** The one settings row. */
export const SETTINGS_ID = 1;

export async function settings(tx: Tx, lock = false) {
  const query = tx.select().from(ownerSalesSettings).where(eq(ownerSalesSettings.id, SETTINGS_ID));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function offers(tx: Tx) {
  return tx
    .select({
      id: ownerSalesOffers.id,
      cityId: ownerSalesOffers.cityId,
      cityName: cities.name,
      audience: ownerSalesOffers.audience,
      listingType: ownerSalesOffers.listingType,
      packageId: packages.id,
      packageName: packages.name,
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

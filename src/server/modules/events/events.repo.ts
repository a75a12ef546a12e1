import { and, asc, desc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import { cities, marketplaceEvents, packageFamilies, users } from '../../db/schema/index';
import { fullName } from '../../shared/sql/user-names.sql';
import type { EventView } from '../../../domain/events/event-schema';
import { offsetPage, type Paged } from '../../shared/http/paged';

const updater = alias(users, 'event_updater');

export type EventFilter = { active?: boolean; familyEvent?: string; page: number; size: number };

/** A brand's events only (issue 52: the makaan agent was listed Housing's). */
export const ofBrand = (domainId: number): SQL => eq(marketplaceEvents.domainId, domainId);

export async function listEvents(tx: Tx, domainId: number, filter: EventFilter): Promise<Paged<EventView>> {
  const where: SQL[] = [ofBrand(domainId)];
  if (filter.active !== undefined) where.push(eq(marketplaceEvents.active, filter.active));
  if (filter.familyEvent) where.push(eq(marketplaceEvents.familyEvent, filter.familyEvent));
  const condition = and(...where);
  return offsetPage(
    filter,
    selectViews(tx).where(condition).orderBy(desc(marketplaceEvents.startDate), asc(marketplaceEvents.id)),
    tx.select({ n: sql<number>`count(*)::int` }).from(marketplaceEvents).where(condition),
    (rows) => rows.map(present),
  );
}

export async function findEvent(tx: Tx, domainId: number, id: number): Promise<EventView | undefined> {
  const [row] = await selectViews(tx).where(and(eq(marketplaceEvents.id, id), ofBrand(domainId)));
  return row ? present(row) : undefined;
}

/** The package families' familyEvent values, distinct, in name order (an inactive family's too: old events keep theirs). */
export async function familyEvents(tx: Tx): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ familyEvent: packageFamilies.familyEvent })
    .from(packageFamilies)
    .where(isNotNull(packageFamilies.familyEvent))
    .orderBy(packageFamilies.familyEvent);
  return rows.map((r) => r.familyEvent).filter((e): e is string => e !== null && e !== '');
}

export async function familyEventExists(tx: Tx, familyEvent: string): Promise<boolean> {
  const [row] = await tx.select({ id: packageFamilies.id }).from(packageFamilies).where(eq(packageFamilies.familyEvent, familyEvent)).limit(1);
  return row !== undefined;
}

export async function cityExists(tx: Tx, cityId: number): Promise<boolean> {
  const [row] = await tx.select({ id: cities.id }).from(cities).where(eq(cities.id, cityId));
  return row !== undefined;
}

function selectViews(tx: Tx) {
  return tx
    .select({
      id: marketplaceEvents.id,
      name: marketplaceEvents.name,
      familyEvent: marketplaceEvents.familyEvent,
      cityId: marketplaceEvents.cityId,
      cityName: cities.name,
      startDate: marketplaceEvents.startDate,
      endDate: marketplaceEvents.endDate,
      description: marketplaceEvents.description,
      active: marketplaceEvents.active,
      updatedAt: marketplaceEvents.updatedAt,
      updatedByName: fullName(updater),
    })
    .from(marketplaceEvents)
    .leftJoin(cities, eq(cities.id, marketplaceEvents.cityId))
    .leftJoin(updater, eq(updater.id, marketplaceEvents.updatedBy));
}

function present(row: Omit<EventView, 'updatedAt'> & { updatedAt: Date }): EventView {
  return { ...row, updatedAt: row.updatedAt.toISOString() };
}

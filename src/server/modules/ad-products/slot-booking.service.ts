// The booking rule of issue 14: two slots may not hold the same product, place and dates beyond the product's
// capacity. The check and the insert run in the caller's transaction under a transaction-scoped advisory lock on
// (product, place), so two agents booking the last slot at once get one success and one 409. (An exclusion
// constraint covers only a capacity of one and needs btree_gist, which our PGlite setup does not load; the lock
// covers any capacity on both backends.)
import { and, eq, sql } from 'drizzle-orm';
import { DEFAULT_SLOT_CAPACITY, type BookingSourceName } from '../../../domain/ad-products/slot-availability';
import { PACKAGE_SLOT_MESSAGES } from '../../../domain/ad-products/package-slot';
import type { Tx } from '../../db/client';
import { slotBookings, slotCapacities } from '../../db/schema/index';
import { conflict } from '../../errors';

export type BookingSource = BookingSourceName;

export type BookingRequest = {
  productId: number;
  placeKey: string;
  cityId: number | null;
  startDate: string;
  endDate: string;
  source: BookingSource;
  sourceId: number;
  opportunityId: number | null;
};

export async function capacityOf(tx: Tx, productId: number): Promise<number> {
  const [row] = await tx.select({ capacity: slotCapacities.capacity }).from(slotCapacities).where(eq(slotCapacities.productId, productId));
  return row?.capacity ?? DEFAULT_SLOT_CAPACITY;
}

/** Holds (product, place) until the transaction ends: every booking of that place waits here. */
async function lockPlace(tx: Tx, productId: number, placeKey: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${productId}::int, hashtext(${placeKey}))`);
}

/** The most slots taken on any one day of [start, end] at the place, leaving out the source's own booking. */
async function mostTaken(tx: Tx, request: BookingRequest): Promise<number> {
  const result = await tx.execute<{ taken: number | string | null }>(sql`
    select coalesce(max(n), 0) as taken from (
      select count(b.id) as n
      from generate_series(${request.startDate}::date, ${request.endDate}::date, interval '1 day') as d(day)
      join ${slotBookings} b
        on b.product_id = ${request.productId} and b.place_key = ${request.placeKey}
       and b.start_date <= d.day and b.end_date >= d.day
       and not (b.source = ${request.source} and b.source_id = ${request.sourceId})
      group by d.day
    ) per_day`);
  const rows = (result as unknown as { rows?: { taken: number | string | null }[] }).rows ?? (result as unknown as { taken: number | string | null }[]);
  return Number(rows[0]?.taken ?? 0);
}

/**
 * Books the slot, or answers 409 'Slot is not available for the selected dates'. A source that already holds a
 * booking (an edited slot) moves it: its own booking does not count against it.
 */
export async function bookSlot(tx: Tx, request: BookingRequest): Promise<void> {
  await lockPlace(tx, request.productId, request.placeKey);
  const [capacity, taken] = [await capacityOf(tx, request.productId), await mostTaken(tx, request)];
  if (taken >= capacity) throw conflict(PACKAGE_SLOT_MESSAGES.slotNotAvailable);
  await releaseBooking(tx, request.source, request.sourceId);
  await tx.insert(slotBookings).values(request);
}

/** Frees a source's booking (a stopped slot, a rejected swap). */
export async function releaseBooking(tx: Tx, source: BookingSource, sourceId: number): Promise<void> {
  await tx.delete(slotBookings).where(and(eq(slotBookings.source, source), eq(slotBookings.sourceId, sourceId)));
}

/** Ends a source's booking on `lastDay` (a slot stopped part-way keeps the days it ran). */
export async function endBooking(tx: Tx, source: BookingSource, sourceId: number, lastDay: string): Promise<void> {
  await tx
    .update(slotBookings)
    .set({ endDate: sql`least(${slotBookings.endDate}, ${lastDay}::date)` })
    .where(and(eq(slotBookings.source, source), eq(slotBookings.sourceId, sourceId)));
  await tx.delete(slotBookings).where(and(eq(slotBookings.source, source), eq(slotBookings.sourceId, sourceId), sql`${slotBookings.endDate} < ${slotBookings.startDate}`));
}

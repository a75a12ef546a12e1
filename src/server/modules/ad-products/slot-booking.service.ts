// The booking rule of issues 14 and 50, one for every slot kind (audience maximizer, microsite, virtual tour, site
// takeover, NP): a product holds `capacity` slots per place and day. The check and the insert run in the caller's
// transaction under a transaction-scoped advisory lock on each (product, place), taken in one order, so two agents
// booking the last slot at once get one success and one 409. (An exclusion constraint covers only a capacity of one
// and needs btree_gist, which our PGlite setup does not load; the lock covers any capacity on both backends.)
// The capacity is the kind's ad-product-config limit when saved (max slots per day; NP: slots per city), else the
// product's slot-availability capacity (1 when none is set).
import { and, eq, sql } from 'drizzle-orm';
import { DEFAULT_SLOT_CAPACITY, type BookingSourceName } from '../../../domain/ad-products/slot-availability';
import { PACKAGE_SLOT_MESSAGES } from '../../../domain/ad-products/package-slot';
import type { Tx } from '../../db/client';
import { slotBookings, slotCapacities, slotHistory } from '../../db/schema/index';
import { conflict } from '../../errors';
import { adConfigNumber } from '../ad-config/ad-config.service';
import type { AdConfigSection } from '../../../domain/ad-config/ad-product-config';
import { MICROSITE_PLACEHOLDER_ID, SITE_TAKEOVER_PRODUCT_ID, VIRTUAL_TOUR_PRODUCT_KEY } from '../../../domain/reference/ids';

export type BookingSource = BookingSourceName;

export type BookingPlace = { placeKey: string; cityId: number | null };

export type BookingRequest = {
  productId: number;
  /** One place, or several (a site takeover or a virtual tour books each of its polygons). */
  places: readonly BookingPlace[];
  startDate: string;
  endDate: string;
  source: BookingSource;
  sourceId: number;
  opportunityId: number | null;
};

/** The product's own capacity per place and day (the slot-availability setting; 1 when none is set). */
export async function capacityOf(tx: Tx, productId: number): Promise<number> {
  const [row] = await tx.select({ capacity: slotCapacities.capacity }).from(slotCapacities).where(eq(slotCapacities.productId, productId));
  return row?.capacity ?? DEFAULT_SLOT_CAPACITY;
}

/** The ad-product-config field that limits each kind's slots per place and day (NP: per city). */
export const CAPACITY_SETTING: Record<BookingSource, { section: AdConfigSection; key: string }> = {
  package_slot: { section: 'audience_maximizer', key: 'max_slots_per_day' },
  microsite_slot: { section: 'microsite', key: 'max_slots_per_day' },
  site_takeover: { section: 'site_takeover', key: 'max_slots_per_day' },
  video_tour: { section: 'virtual_tour', key: 'max_slots_per_day' },
  np_slot: { section: 'np_slots', key: 'slots_per_city' },
};

/** The kind of slot a product books (for its limit): NP products, virtual tours (82), site takeovers (74), microsites (75), else audience maximizer. */
export function bookingSourceOfProduct(productId: number, isNp: boolean): BookingSource {
  if (isNp) return 'np_slot';
  if (productId === VIRTUAL_TOUR_PRODUCT_KEY) return 'video_tour';
  if (productId === SITE_TAKEOVER_PRODUCT_ID) return 'site_takeover';
  if (productId === MICROSITE_PLACEHOLDER_ID) return 'microsite_slot';
  return 'package_slot';
}

/** The limit a booking of this kind is held to: the kind's ad-product-config field when saved, else the product's. */
export async function capacityFor(tx: Tx, source: BookingSource, productId: number): Promise<number> {
  const setting = CAPACITY_SETTING[source];
  return (await adConfigNumber(tx, setting.section, setting.key)) ?? (await capacityOf(tx, productId));
}

/** Holds (product, place) until the transaction ends: every booking of that place waits here. */
async function lockPlace(tx: Tx, productId: number, placeKey: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${productId}::int, hashtext(${placeKey}))`);
}

/** The most slots taken on any one day of [start, end] at the place, leaving out the source's own booking. */
async function mostTaken(tx: Tx, request: BookingRequest, placeKey: string): Promise<number> {
  const result = await tx.execute<{ taken: number | string | null }>(sql`
    select coalesce(max(n), 0) as taken from (
      select count(b.id) as n
      from generate_series(${request.startDate}::date, ${request.endDate}::date, interval '1 day') as d(day)
      join ${slotBookings} b
        on b.product_id = ${request.productId} and b.place_key = ${placeKey}
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
  const places = [...new Map(request.places.map((p) => [p.placeKey, p])).values()].sort((a, b) => (a.placeKey < b.placeKey ? -1 : a.placeKey > b.placeKey ? 1 : 0));
  for (const place of places) await lockPlace(tx, request.productId, place.placeKey);
  const capacity = await capacityFor(tx, request.source, request.productId);
  for (const place of places) if ((await mostTaken(tx, request, place.placeKey)) >= capacity) throw conflict(PACKAGE_SLOT_MESSAGES.slotNotAvailable);
  await releaseBooking(tx, request.source, request.sourceId);
  if (places.length === 0) return;
  const { places: _places, ...row } = request;
  await tx.insert(slotBookings).values(places.map((p) => ({ ...row, placeKey: p.placeKey, cityId: p.cityId })));
}

/** Frees a source's booking (a cancelled or stopped slot, a rejected swap). */
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

export type SlotHistoryEntry = {
  source: BookingSource;
  sourceId: number;
  action: 'booked' | 'moved' | 'cancelled' | 'stopped';
  reason?: string | null;
  startDate?: string | null;
  endDate?: string | null;
  userId: number;
  at: Date;
};

/** One line of a slot's history (who, when, what, why). */
export async function recordSlotHistory(tx: Tx, entry: SlotHistoryEntry): Promise<void> {
  await tx.insert(slotHistory).values({
    source: entry.source,
    sourceId: entry.sourceId,
    action: entry.action,
    reason: entry.reason ?? null,
    startDate: entry.startDate ?? null,
    endDate: entry.endDate ?? null,
    userId: entry.userId,
    createdAt: entry.at,
  });
}

import { and, asc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import { can } from '../../../domain/auth/capabilities';
import {
  BOOKING_SOURCES,
  SLOT_AVAILABILITY_MESSAGES,
  type BookingSourceName,
  fullDaysOf,
  type SlotAvailability,
  type SlotAvailabilityQuery,
  type SlotCapacity,
} from '../../../domain/ad-products/slot-availability';
import { daysBetween } from '../../../domain/format/ist-calendar';
import { cities, localities, products, projects, slotBookings, slotCapacities } from '../../db/schema/index';
import { forbidden, notFound } from '../../errors';
import type { ServiceContext } from '../../shared/http/service-context';
import { polygonNames } from './ad-products.repo';
import { bookingSourceOfProduct, CAPACITY_SETTING, capacityFor } from './slot-booking.service';
import type { AdConfigSection } from '../../../domain/ad-config/ad-product-config';
import { adConfigNumber } from '../ad-config/ad-config.service';

const sourceOf = (source: string): BookingSourceName => (BOOKING_SOURCES as readonly string[]).includes(source) ? (source as BookingSourceName) : 'package_slot';

/** Localities listed as free places of a city (beyond those with bookings). */
const CITY_PLACE_LIMIT = 300;
/** Bookings one answer lists at most. */
const BOOKINGS_LIMIT = 5000;

/** Free and booked slots of a product in a city (the city, its localities, booked projects) or one polygon. */
export async function slotAvailability(ctx: ServiceContext, query: SlotAvailabilityQuery): Promise<SlotAvailability> {
  const [product] = await ctx.tx.select({ id: products.id, name: products.name, isNp: products.isNpProduct }).from(products).where(eq(products.id, query.productId));
  if (!product) throw notFound(SLOT_AVAILABILITY_MESSAGES.productNotFound);
  // The same limit the booking rule holds the product's slots to (NP: slots per city; virtual tours: per day).
  const capacity = await capacityFor(ctx.tx, bookingSourceOfProduct(product.id, product.isNp), product.id);
  const overlap = and(eq(slotBookings.productId, product.id), lte(slotBookings.startDate, query.to), gte(slotBookings.endDate, query.from));
  const places = new Map<string, string>();
  let where: SQL[];
  if (query.cityId || query.cityUuid) {
    const [city] = await ctx.tx
      .select({ id: cities.id, uuid: cities.uuid, name: cities.name })
      .from(cities)
      .where(query.cityId ? eq(cities.id, query.cityId) : eq(cities.uuid, query.cityUuid ?? ''));
    if (!city) throw notFound(SLOT_AVAILABILITY_MESSAGES.cityNotFound);
    if (product.isNp) {
      // NP capacity is per city (issue 50): the one place is the city, named by the city.
      places.set(`city:${city.id}`, city.name);
    } else {
      places.set(`polygon:${city.uuid}`, city.name);
      const locs = await ctx.tx.select({ uuid: localities.uuid, name: localities.name }).from(localities).where(eq(localities.cityId, city.id)).orderBy(asc(localities.name)).limit(CITY_PLACE_LIMIT);
      for (const l of locs) places.set(`polygon:${l.uuid}`, `${l.name}, ${city.name}`);
    }
    // The city's bookings and those of the city's own polygon, each read in date order from its index (one OR of
    // the two made PostgreSQL read every booking of the product: issue 50's bench).
    where = [and(overlap, eq(slotBookings.cityId, city.id))!, and(overlap, eq(slotBookings.placeKey, `polygon:${city.uuid}`))!];
  } else {
    const key = `polygon:${query.polygonId ?? ''}`;
    places.set(key, (await polygonNames(ctx.tx, [query.polygonId ?? ''])).get(query.polygonId ?? '') ?? (query.polygonId ?? ''));
    where = [and(overlap, eq(slotBookings.placeKey, key))!];
  }
  // Only what the answer shows, the first 5,000 bookings by start date.
  const bookingsWhere = (condition: SQL) =>
    ctx.tx
      .select({
        id: slotBookings.id,
        placeKey: slotBookings.placeKey,
        source: slotBookings.source,
        sourceId: slotBookings.sourceId,
        opportunityId: slotBookings.opportunityId,
        startDate: slotBookings.startDate,
        endDate: slotBookings.endDate,
      })
      .from(slotBookings)
      .where(condition)
      .orderBy(asc(slotBookings.startDate), asc(slotBookings.id))
      .limit(BOOKINGS_LIMIT);
  const [first, second] = where.map(bookingsWhere);
  // A booking of the city's polygon also in the city comes once (union); the union's columns by their own names.
  const booked = second ? await union(first!, second).orderBy(sql`"start_date"`, sql`"id"`).limit(BOOKINGS_LIMIT) : await first!;
  // Names of booked places not yet named: polygons, projects.
  const unnamed = booked.map((b) => b.placeKey).filter((k) => !places.has(k));
  const polygonKeys = unnamed.filter((k) => k.startsWith('polygon:')).map((k) => k.slice('polygon:'.length));
  for (const [uuid, name] of await polygonNames(ctx.tx, polygonKeys)) places.set(`polygon:${uuid}`, name);
  const projectIds = unnamed.filter((k) => k.startsWith('project:')).map((k) => Number(k.slice('project:'.length))).filter((n) => Number.isInteger(n) && n > 0);
  if (projectIds.length > 0) for (const p of await ctx.tx.select({ id: projects.id, name: projects.name }).from(projects).where(inArray(projects.id, projectIds))) places.set(`project:${p.id}`, p.name);
  const cityIds = unnamed.filter((k) => k.startsWith('city:')).map((k) => Number(k.slice('city:'.length))).filter((n) => Number.isInteger(n) && n > 0);
  if (cityIds.length > 0) for (const c of await ctx.tx.select({ id: cities.id, name: cities.name }).from(cities).where(inArray(cities.id, cityIds))) places.set(`city:${c.id}`, c.name);
  for (const k of unnamed) if (!places.has(k)) places.set(k, k);

  const days = daysBetween(query.from, query.to) + 1;
  const byPlace = new Map<string, (typeof booked)[number][]>();
  for (const b of booked) {
    const list = byPlace.get(b.placeKey);
    if (list) list.push(b);
    else byPlace.set(b.placeKey, [b]);
  }
  const answer = [...places.entries()].map(([placeKey, placeName]) => {
    const mine = byPlace.get(placeKey) ?? [];
    const fullDays = fullDaysOf(query.from, query.to, mine, capacity);
    return {
      placeKey,
      placeName,
      capacity,
      booked: mine.map((b) => ({ bookingId: b.id, source: sourceOf(b.source), sourceId: b.sourceId, opportunityId: b.opportunityId, startDate: b.startDate, endDate: b.endDate })),
      fullDays,
      freeDayCount: days - fullDays.length,
    };
  });
  // Booked places first, then the free ones by name.
  const byName = new Intl.Collator('en').compare;
  answer.sort((a, b) => Number(b.booked.length > 0) - Number(a.booked.length > 0) || byName(a.placeName, b.placeName));
  return { productId: product.id, productName: product.name, from: query.from, to: query.to, places: answer };
}

/**
 * The capacity of each active product (1 where none is set): the ad-product-config limit of its kind when saved
 * (max slots per day; NP: slots per city), since that is what bookings are held to.
 */
export async function listCapacities(ctx: ServiceContext): Promise<SlotCapacity[]> {
  const rows = await ctx.tx
    .select({ productId: products.id, productName: products.name, isNp: products.isNpProduct, capacity: slotCapacities.capacity })
    .from(products)
    .leftJoin(slotCapacities, eq(slotCapacities.productId, products.id))
    .where(eq(products.active, true))
    .orderBy(asc(products.id));
  const configured = new Map<BookingSourceName, number | null>();
  for (const [source, setting] of Object.entries(CAPACITY_SETTING) as [BookingSourceName, { section: AdConfigSection; key: string }][]) {
    configured.set(source, await adConfigNumber(ctx.tx, setting.section, setting.key));
  }
  return rows.map((r) => ({ productId: r.productId, productName: r.productName, capacity: configured.get(bookingSourceOfProduct(r.productId, r.isNp)) ?? r.capacity ?? 1 }));
}

/** Catalogue roles set a product's capacity (the slot-availability settings). */
export async function saveCapacity(ctx: ServiceContext, productId: number, capacity: number): Promise<SlotCapacity> {
  if (!can(ctx.user, 'catalogue')) throw forbidden();
  const [product] = await ctx.tx.select({ id: products.id, name: products.name }).from(products).where(eq(products.id, productId));
  if (!product) throw notFound(SLOT_AVAILABILITY_MESSAGES.productNotFound);
  await ctx.tx
    .insert(slotCapacities)
    .values({ productId, capacity, updatedBy: ctx.user.id, updatedAt: ctx.now })
    .onConflictDoUpdate({ target: slotCapacities.productId, set: { capacity, updatedBy: ctx.user.id, updatedAt: ctx.now } });
  return { productId, productName: product.name, capacity };
}

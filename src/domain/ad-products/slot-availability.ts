import { z } from 'zod';
import { requiredIsoDate } from '../validation/zod-fields';
import { validateStartNotAfterEnd } from '../validation/date-order';
import { DAY_MS, daysBetween } from '../format/ist-calendar';

/**
 * Slot availability (spec 000 §2 "Administration" slot-availability, spec 002 §2): the booked and free slots of a
 * product by city or polygon over a date range. A product holds `capacity` slots per place and day (a setting the
 * catalogue roles edit; 1 when none is set). Two slots may not hold the same product, place and dates beyond it.
 */

/** Longest range one availability question may ask about (ours). */
export const AVAILABILITY_MAX_DAYS = 366;
export const DEFAULT_SLOT_CAPACITY = 1;

export const SLOT_AVAILABILITY_MESSAGES = {
  rangeTooLong: `Please choose a range of at most ${AVAILABILITY_MAX_DAYS} days`,
  cityOrPolygon: 'Please select a city or a polygon',
  productNotFound: 'Product not found.',
  cityNotFound: 'City not found.',
  saved: 'Capacity saved',
} as const;

export const slotAvailabilityQuerySchema = z
  .object({
    productId: z.coerce.number().int().positive().max(2_147_483_647),
    cityId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
    /** The city by its uuid (the helper list 1's ids), instead of cityId. */
    cityUuid: z.string().trim().min(1).max(100).optional(),
    polygonId: z.string().trim().min(1).max(100).optional(),
    from: requiredIsoDate(),
    to: requiredIsoDate(),
  })
  .check((ctx) => {
    const order = validateStartNotAfterEnd(ctx.value.from, ctx.value.to);
    if (order) ctx.issues.push({ code: 'custom', message: order, path: ['to'], input: ctx.value.to });
    else if (daysBetween(ctx.value.from, ctx.value.to) + 1 > AVAILABILITY_MAX_DAYS) {
      ctx.issues.push({ code: 'custom', message: SLOT_AVAILABILITY_MESSAGES.rangeTooLong, path: ['to'], input: ctx.value.to });
    }
    if (!ctx.value.cityId && !ctx.value.cityUuid && !ctx.value.polygonId) ctx.issues.push({ code: 'custom', message: SLOT_AVAILABILITY_MESSAGES.cityOrPolygon, path: ['cityId'], input: ctx.value.cityId });
  });
export type SlotAvailabilityQuery = z.infer<typeof slotAvailabilityQuerySchema>;

/**
 * What holds a booking: an audience maximizer slot, an NP slot, a microsite slot, a site takeover or a virtual tour
 * (the last two one row per polygon).
 */
export const BOOKING_SOURCES = ['package_slot', 'np_slot', 'microsite_slot', 'site_takeover', 'video_tour'] as const;
export type BookingSourceName = (typeof BOOKING_SOURCES)[number];

export const bookedSlotSchema = z.object({
  bookingId: z.number().int(),
  source: z.enum(BOOKING_SOURCES),
  sourceId: z.number().int(),
  opportunityId: z.number().int().nullable(),
  startDate: z.string(),
  endDate: z.string(),
});

export const placeAvailabilitySchema = z.object({
  placeKey: z.string(),
  placeName: z.string(),
  capacity: z.number().int(),
  booked: z.array(bookedSlotSchema),
  /** Days of the range on which every slot is taken. */
  fullDays: z.array(z.string()),
  /** Days of the range with at least one free slot. */
  freeDayCount: z.number().int(),
});
export type PlaceAvailability = z.infer<typeof placeAvailabilitySchema>;

export const slotAvailabilitySchema = z.object({
  productId: z.number().int(),
  productName: z.string(),
  from: z.string(),
  to: z.string(),
  places: z.array(placeAvailabilitySchema),
});
export type SlotAvailability = z.infer<typeof slotAvailabilitySchema>;

/** Per product: how many slots one place holds on one day. */
export const slotCapacitySchema = z.object({ productId: z.number().int(), productName: z.string(), capacity: z.number().int() });
export type SlotCapacity = z.infer<typeof slotCapacitySchema>;
export const slotCapacityInputSchema = z.object({
  capacity: z.number({ error: 'Please enter a number.' }).int({ error: 'Please enter a whole number from 1 to 1000' }).min(1, { error: 'Please enter a whole number from 1 to 1000' }).max(1000, { error: 'Please enter a whole number from 1 to 1000' }),
});

/** Days of [from, to] on which `count(day)` reaches the capacity (the one rule both halves read). */
export function fullDaysOf(from: string, to: string, booked: readonly { startDate: string; endDate: string }[], capacity: number): string[] {
  // Fewer bookings than the capacity can fill no day (most places of a city have none).
  if (booked.length < capacity) return [];
  const span = daysBetween(from, to);
  if (span < 0) return [];
  // Slots taken per day of the range: each booking adds one to the days it covers.
  const taken = new Uint32Array(span + 1);
  for (const b of booked) {
    const first = b.startDate <= from ? 0 : daysBetween(from, b.startDate);
    const last = b.endDate >= to ? span : daysBetween(from, b.endDate);
    for (let i = Math.max(0, first); i <= Math.min(span, last); i += 1) taken[i] = (taken[i] ?? 0) + 1;
  }
  const start = Date.parse(`${from}T00:00:00Z`);
  const days: string[] = [];
  taken.forEach((n, i) => {
    if (n >= capacity) days.push(new Date(start + i * DAY_MS).toISOString().slice(0, 10));
  });
  return days;
}

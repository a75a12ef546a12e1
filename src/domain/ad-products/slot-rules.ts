import { istDateOf } from '../format/ist-calendar';

/**
 * The one booking rule of every slot kind (issue 50): what a slot may name and when it may be booked, moved or
 * cancelled. The spec shows none of these messages (spec 002 §5 has only the form's own); they are ours. Zod-free:
 * the slot screens read the messages too.
 */
export const SLOT_RULE_MESSAGES = {
  endsInPast: 'A slot that ends in the past cannot be booked',
  webinarStarted: 'This webinar has already started',
  minNotice: (hours: number) => `Please book at least ${hours} hours ahead`,
  tooManyPolygons: (max: number) => `Please select at most ${max} polygons`,
  polygonNotFound: 'Polygon not found.',
  projectNotFound: 'Project not found.',
  noSoldPackage: (product: string) => `This opportunity has no package with ${product}`,
  mappingOfOtherProduct: (product: string) => `The package mapping has no ${product}`,
  swapsNotAllowed: 'Swaps are not allowed',
  cancelled: 'This slot is cancelled and cannot be changed',
  alreadyCancelled: 'This slot is already cancelled',
  reasonRequired: 'Please enter a reason',
  cancelledOk: 'Slot cancelled',
} as const;

/** Longest reason text kept (ours). */
export const CANCEL_REASON_MAX = 500;

/** A day-slot (start and end dates, Asia/Kolkata) may not end before today. */
export function datedSlotProblem(endDate: string, now: Date): string | null {
  return endDate < istDateOf(now) ? SLOT_RULE_MESSAGES.endsInPast : null;
}

/**
 * A webinar may not have started already, nor start sooner than the minimum notice (ad-product-config
 * virtual_tour.min_lead_time_hours; no notice when never saved).
 */
export function webinarTimeProblem(start: Date, now: Date, minNoticeHours: number | null): string | null {
  if (start.getTime() <= now.getTime()) return SLOT_RULE_MESSAGES.webinarStarted;
  if (minNoticeHours !== null && start.getTime() - now.getTime() < minNoticeHours * 3_600_000) return SLOT_RULE_MESSAGES.minNotice(minNoticeHours);
  return null;
}

/** More polygons than ad-product-config site_takeover.max_polygons (no limit when never saved). */
export function polygonCountProblem(count: number, max: number | null): string | null {
  return max !== null && count > max ? SLOT_RULE_MESSAGES.tooManyPolygons(max) : null;
}

/** The days (Asia/Kolkata) a webinar occupies. */
export function webinarDays(start: Date, end: Date): { startDate: string; endDate: string } {
  return { startDate: istDateOf(start), endDate: istDateOf(end) };
}

/** GET /housingAdvert/products/sold-amount (ours, issue 50): the amount a slot of the product takes by default. */
export type SoldAmount = { opportunityPackageMappingId: number; amount: number };

import { z } from 'zod';
import { parseSlotTimestamp } from '../format/slot-timestamp';
import { VIRTUAL_TOUR_STATUS_NAMES } from '../reference/limits';
import { AD_PRODUCT_MESSAGES, requiredFieldMessage, VALIDATION_MESSAGES } from '../validation/messages';
import { positiveAmount } from '../validation/zod-fields';
import { isVirtualTourFinal } from './virtual-tour-status';
import { CANCEL_REASON_MAX } from '../ad-products/slot-rules';

/**
 * Virtual-tour (webinar) slots (spec 002 §3, §4, §7). Create: POST /housingAP/api/v0/create-video-tour-slot with
 * payment_details.amount and products keyed 82 containing polygon_uuids; update and cancel:
 * PUT /housingAdvert/api/v0/update-video-tour-slot/{id}; list: GET /housingAdvert/api/v0/video-tour-slots (path ours).
 */
export const VIRTUAL_TOUR_PRODUCT_KEY = '82';
/** Status 1 is ours (the spec names only the final ones, 4 and 9). */
export const VIRTUAL_TOUR_SCHEDULED = 1;
export function virtualTourStatusName(statusId: number): string {
  return statusId === VIRTUAL_TOUR_SCHEDULED ? 'Scheduled' : (VIRTUAL_TOUR_STATUS_NAMES[statusId] ?? `Status ${statusId}`);
}
/** Service and selling types: the spec names the fields only; the values are ours. */
export const VIRTUAL_TOUR_SERVICE_TYPES = ['buy', 'rent'] as const;
export const VIRTUAL_TOUR_SELLING_TYPES = ['paid', 'complimentary'] as const;

export const VIRTUAL_TOUR_MESSAGES = {
  final: (statusName: string) => `This slot is ${statusName} and cannot be changed`,
  notInStore: 'Data not present in store',
  slotNotFound: 'Virtual-tour slot not found',
  /** Ours (spec silent): the profile named is no account's in the caller's scope and brand (issue 56). */
  profileNotFound: 'Profile not found',
  polygonRequired: 'Please select at least one polygon',
  created: 'Virtual-tour slot created',
  updated: 'Virtual-tour slot updated',
  cancelled: 'Virtual-tour slot cancelled',
} as const;

const required = (title: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null || issue.input === '' ? requiredFieldMessage(title) : VALIDATION_MESSAGES.invalidDate;

/** A slot timestamp ('2024-03-05T14:30:00+0530'; '+05:30' also passes). */
const slotTimestamp = (title: string) =>
  z
    .string({ error: required(title) })
    .trim()
    .min(1, { error: requiredFieldMessage(title) })
    .check((ctx) => {
      if (ctx.value !== '' && parseSlotTimestamp(ctx.value) === null) ctx.issues.push({ code: 'custom', message: VALIDATION_MESSAGES.invalidDate, input: ctx.value });
    });

const requiredTextField = (title: string) => z.string({ error: requiredFieldMessage(title) }).trim().min(1, { error: requiredFieldMessage(title) }).max(2000);
const optionalTextField = () => z.string({ error: VALIDATION_MESSAGES.expectedText }).trim().max(2000).nullish();
const idOf = (title: string) =>
  z
    .number({ error: (issue) => (issue.input === undefined || issue.input === null ? requiredFieldMessage(title) : VALIDATION_MESSAGES.expectedNumber) })
    .int({ error: VALIDATION_MESSAGES.positiveId })
    .positive({ error: VALIDATION_MESSAGES.positiveId })
    .max(2_147_483_647, { error: VALIDATION_MESSAGES.positiveId });

function startNotAfterEnd(start: string | null | undefined, end: string | null | undefined): boolean {
  const s = start ? parseSlotTimestamp(start) : null;
  const e = end ? parseSlotTimestamp(end) : null;
  return !s || !e || s.getTime() <= e.getTime();
}

const productDetailsSchema = z
  .object({
    webinar_start_date_time: slotTimestamp('webinar start'),
    webinar_end_date_time: slotTimestamp('webinar end'),
    remarks: optionalTextField(),
    promoted_listing_id: idOf('promoted listing').nullish(),
    service_type: z.enum(VIRTUAL_TOUR_SERVICE_TYPES, { error: requiredFieldMessage('service type') }),
    poc_details: optionalTextField(),
    selling_type: z.enum(VIRTUAL_TOUR_SELLING_TYPES, { error: requiredFieldMessage('selling type') }),
  })
  .refine((d) => startNotAfterEnd(d.webinar_start_date_time, d.webinar_end_date_time), {
    error: AD_PRODUCT_MESSAGES.startNotAfterEnd,
    path: ['webinar_end_date_time'],
  });

const uuidText = z.string({ error: VALIDATION_MESSAGES.expectedText }).trim().min(1, { error: VIRTUAL_TOUR_MESSAGES.polygonRequired }).max(64);

export const createVirtualTourSlotSchema = z.object({
  /** A blank amount is the sold package mapping's (issue 50). */
  payment_details: z.object({ amount: positiveAmount().nullish() }, { error: AD_PRODUCT_MESSAGES.amountGreaterThanZero }).nullish(),
  products: z.object(
    {
      [VIRTUAL_TOUR_PRODUCT_KEY]: z.object(
        { polygon_uuids: z.array(uuidText, { error: VIRTUAL_TOUR_MESSAGES.polygonRequired }).min(1, { error: VIRTUAL_TOUR_MESSAGES.polygonRequired }).max(50) },
        { error: VIRTUAL_TOUR_MESSAGES.polygonRequired },
      ),
    },
    { error: VIRTUAL_TOUR_MESSAGES.polygonRequired },
  ),
  profile_uuid: requiredTextField('profile'),
  opportunity_id: idOf('opportunity ID'),
  event_id: idOf('event').nullish(),
  /** The day of the webinar (YYYY-MM-DD); optional, the webinar start decides. */
  start_date: z.string().trim().max(40).nullish(),
  profile_type: optionalTextField(),
  product_details: productDetailsSchema,
});
export type CreateVirtualTourSlotInput = z.infer<typeof createVirtualTourSlotSchema>;

export const updateVirtualTourSlotSchema = z.object({
  slot_id: idOf('slot'),
  package_details: z
    .object({
      event_id: idOf('event').nullish(),
      /** 4 or 9 cancels: the server sets 4, or 9 when the webinar has started. */
      status_id: z.union([z.literal(4), z.literal(9)], { error: VALIDATION_MESSAGES.positiveId }).nullish(),
      /** Why it is cancelled (required with status_id; issue 50). */
      reason: z.string({ error: VALIDATION_MESSAGES.expectedText }).trim().max(CANCEL_REASON_MAX).nullish(),
    })
    .default({}),
  promoted_products: z
    .object({
      [VIRTUAL_TOUR_PRODUCT_KEY]: z.object({
        product_details: z
          .object({
            webinar_start_date_time: slotTimestamp('webinar start').nullish(),
            webinar_end_date_time: slotTimestamp('webinar end').nullish(),
            poc_details: optionalTextField(),
            remarks: optionalTextField(),
          })
          .refine((d) => startNotAfterEnd(d.webinar_start_date_time, d.webinar_end_date_time), {
            error: AD_PRODUCT_MESSAGES.startNotAfterEnd,
            path: ['webinar_end_date_time'],
          }),
      }),
    })
    .nullish(),
});
export type UpdateVirtualTourSlotInput = z.infer<typeof updateVirtualTourSlotSchema>;

export const virtualTourSlotSchema = z.object({
  id: z.number().int(),
  opportunity_id: z.number().int(),
  profile_uuid: z.string(),
  profile_type: z.string().nullable(),
  event_id: z.number().int().nullable(),
  polygon_uuids: z.array(z.string()),
  amount: z.number(),
  webinar_start_date_time: z.string().describe("Slot timestamp, Asia/Kolkata with '+0530'"),
  webinar_end_date_time: z.string(),
  promoted_listing_id: z.number().int().nullable(),
  service_type: z.string(),
  remarks: z.string().nullable(),
  poc_details: z.string().nullable(),
  selling_type: z.string(),
  status_id: z.number().int(),
  status_name: z.string(),
  /** 4 and 9: nothing may change any more. */
  is_final: z.boolean(),
});
export type VirtualTourSlot = z.infer<typeof virtualTourSlotSchema>;

export const virtualTourSlotListSchema = z.object({
  data: z.array(virtualTourSlotSchema),
  totalCount: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
export type VirtualTourSlotList = z.infer<typeof virtualTourSlotListSchema>;

/** Why a slot may not change, or null (spec 002 §4: 4 Cancelled and 9 Promotion Ended are final). */
export function virtualTourChangeProblem(slot: Pick<VirtualTourSlot, 'status_id'>): string | null {
  return isVirtualTourFinal(slot.status_id) ? VIRTUAL_TOUR_MESSAGES.final(virtualTourStatusName(slot.status_id)) : null;
}

/**
 * The screen's store of slots, indexed by id (spec 002 §7). Updating a slot the store does not hold is refused
 * with 'Data not present in store' (spec 002 §8); the copy changes only with the server's accepted answer.
 */
export type VirtualTourStore = Readonly<Record<number, VirtualTourSlot>>;

export function indexVirtualTourSlots(slots: readonly VirtualTourSlot[]): VirtualTourStore {
  return Object.fromEntries(slots.map((s) => [s.id, s]));
}

export function replaceInStore(store: VirtualTourStore, accepted: VirtualTourSlot): { store: VirtualTourStore; error: null } | { store: VirtualTourStore; error: string } {
  if (!(accepted.id in store)) return { store, error: VIRTUAL_TOUR_MESSAGES.notInStore };
  return { store: { ...store, [accepted.id]: accepted }, error: null };
}

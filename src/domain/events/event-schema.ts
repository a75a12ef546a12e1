import { z } from 'zod';
import { VALIDATION_MESSAGES } from '../validation/messages';
import { validateStartNotAfterEnd } from '../validation/date-order';
import { optionalId, optionalText, requiredIsoDate, requiredText } from '../validation/zod-fields';

/**
 * Marketplace events (spec 002 §2 `events`, §7 /sapna/event). The spec shows no fields; ours: name, the package
 * family's familyEvent it belongs to, city, start and end dates, description, active. Name and dates are required
 * ('This field is required.'); the start is on or before the end ('Start Date should be earlier than or equal to
 * End Date', spec 002 §5).
 */
export const eventInputSchema = z
  .object({
    name: requiredText().pipe(z.string().max(200)),
    familyEvent: optionalText().pipe(z.string().max(200).nullish()),
    cityId: optionalId(),
    startDate: requiredIsoDate(),
    endDate: requiredIsoDate(),
    description: optionalText().pipe(z.string().max(2000).nullish()),
    active: z.boolean({ error: VALIDATION_MESSAGES.required }).default(true),
  })
  .check((ctx) => {
    const message = validateStartNotAfterEnd(ctx.value.startDate, ctx.value.endDate);
    if (message) ctx.issues.push({ code: 'custom', message, path: ['endDate'], input: ctx.value.endDate });
  });
export type EventInput = z.infer<typeof eventInputSchema>;

/** One event as GET /sapna/event lists it. */
export const eventViewSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  familyEvent: z.string().nullable(),
  cityId: z.number().int().nullable(),
  cityName: z.string().nullable(),
  startDate: z.string().describe('YYYY-MM-DD'),
  endDate: z.string().describe('YYYY-MM-DD'),
  description: z.string().nullable(),
  active: z.boolean(),
  updatedAt: z.string(),
  updatedByName: z.string().nullable(),
});
export type EventView = z.infer<typeof eventViewSchema>;

export const EVENTS_PAGE_SIZE = 20;

export const EVENT_MESSAGES = {
  notFound: 'Event not found.',
  cityNotFound: 'City not found.',
  /** Issue 52: the family event is picked from the package families', never typed freely. */
  familyEventUnknown: "Family event must be one of the package families' events.",
} as const;

/** GET /sapna/event/family-events: the familyEvent values of the package families, for the event form's picker. */
export const familyEventsSchema = z.object({ results: z.array(z.string()) });
export type FamilyEvents = z.infer<typeof familyEventsSchema>;

import { z } from 'zod';
import { isIsoDate } from '../format/ist-calendar';
import { MICROSITE_PLACEHOLDER_ID } from '../reference/ids';
import { PACKAGE_SLOT_STATUSES, SLOT_VIEW_STATUSES } from '../reference/limits';
import { VALIDATION_MESSAGES } from '../validation/messages';
import { MICROSITE_MESSAGES } from './microsite-messages';
import { isBlank } from '../validation/validator';
import { sortParamSchema } from '../paging/sort-param';
import { MICROSITE_SORT_KEYS } from './list-sort-keys';

/**
 * Microsite slots (spec 002 §2, §3, §5): a project's microsite booked for an opportunity, placeholder (product) 75.
 * Columns slotId, entityId (the project), sellerId (the account's seller profile), polygon id, startDate, endDate,
 * status (package slot statuses: active, new). Content: theme, carousels, offers, usp, highlights, payment plans,
 * testimonials, digitour. Paths ours under /housingAdvert/api/v0/microsite-slots. A slot books product 75 for its
 * project and dates through the shared capacity check (one microsite per project and day unless the capacity says more).
 */
export { MICROSITE_PLACEHOLDER_ID };
export const MICROSITE_STATUSES = PACKAGE_SLOT_STATUSES;

/** Limits (ours; the ad-product config's microsite section says 5 carousels and 10 testimonials). */
export const MICROSITE_LIMITS = { carousels: 5, offers: 10, usp: 10, highlights: 10, paymentPlans: 10, testimonials: 10 } as const;
export const MICROSITE_THEMES = ['classic', 'modern', 'luxury', 'minimal'] as const;

/** Our messages (the spec gives only the five of §5, in MICROSITE_MESSAGES). */
export const MICROSITE_SLOT_MESSAGES = {
  notFound: 'Microsite slot not found.',
  projectNotFound: 'Project not found.',
  polygonNotFound: 'Polygon not found.',
  invalidUrl: 'Please enter a valid http(s) URL',
  invalidColor: 'Please enter a colour like #1a2b3c',
  created: 'Microsite slot created',
  updated: 'Microsite slot updated',
  contentSaved: 'Microsite content saved',
} as const;

const id = () => z.number({ error: VALIDATION_MESSAGES.expectedNumber }).int({ error: VALIDATION_MESSAGES.positiveId }).positive({ error: VALIDATION_MESSAGES.positiveId }).max(2_147_483_647, { error: VALIDATION_MESSAGES.positiveId });
const dateOrBlank = z
  .string({ error: VALIDATION_MESSAGES.invalidDate })
  .trim()
  .check((ctx) => {
    if (ctx.value !== '' && !isIsoDate(ctx.value)) ctx.issues.push({ code: 'custom', message: VALIDATION_MESSAGES.invalidDate, input: ctx.value });
  })
  .nullish();

/** The slot's fields, loose; the spec's five messages come from micrositeSlotProblems, each at its field. */
const micrositeSlotFields = z.object({
  opportunityId: id().nullish(),
  projectId: id().nullish(),
  polygonId: z.string({ error: VALIDATION_MESSAGES.expectedText }).trim().max(100).nullish(),
  startDate: dateOrBlank,
  endDate: dateOrBlank,
  status: z.enum(MICROSITE_STATUSES, { error: VALIDATION_MESSAGES.positiveId }).default('new'),
});
type MicrositeSlotFields = z.infer<typeof micrositeSlotFields>;

/**
 * The rules of spec 002 §5 on a parsed slot, in the form's order: each message once, at its field. The end must be
 * after the start (strictly: 'greater than'). validateMicrositeSlot (microsite-form.ts) gives the first.
 */
export function micrositeSlotProblems(slot: Pick<MicrositeSlotFields, 'opportunityId' | 'projectId' | 'startDate' | 'endDate'>): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  if (isBlank(slot.startDate)) problems.push({ path: 'startDate', message: MICROSITE_MESSAGES.startDate });
  if (isBlank(slot.endDate)) problems.push({ path: 'endDate', message: MICROSITE_MESSAGES.endDate });
  else if (slot.startDate && isIsoDate(slot.startDate) && isIsoDate(slot.endDate as string) && (slot.endDate as string) <= slot.startDate) {
    problems.push({ path: 'endDate', message: MICROSITE_MESSAGES.endAfterStart });
  }
  if (isBlank(slot.projectId)) problems.push({ path: 'projectId', message: MICROSITE_MESSAGES.projectId });
  if (isBlank(slot.opportunityId)) problems.push({ path: 'opportunityId', message: MICROSITE_MESSAGES.opportunityId });
  return problems;
}

export const micrositeSlotInputSchema = micrositeSlotFields.check((ctx) => {
  for (const problem of micrositeSlotProblems(ctx.value)) ctx.issues.push({ code: 'custom', message: problem.message, path: [problem.path], input: ctx.value });
});
export type MicrositeSlotInput = z.output<typeof micrositeSlotInputSchema>;
/** A slot the rules accepted. */
export type CheckedMicrositeSlot = MicrositeSlotInput & { opportunityId: number; projectId: number; startDate: string; endDate: string };

const text = (title: string, max: number) => z.string({ error: VALIDATION_MESSAGES.expectedText }).trim().min(1, { error: `Please enter ${title}` }).max(max);
const optionalText = (max: number) => z.string({ error: VALIDATION_MESSAGES.expectedText }).trim().max(max).default('');
const httpUrl = z
  .string({ error: MICROSITE_SLOT_MESSAGES.invalidUrl })
  .trim()
  .max(2000)
  .regex(/^https?:\/\/[^\s]+$/i, { error: MICROSITE_SLOT_MESSAGES.invalidUrl });

export const micrositeContentSchema = z.object({
  theme: z
    .object({
      name: z.enum(MICROSITE_THEMES, { error: VALIDATION_MESSAGES.positiveId }).default('classic'),
      primaryColor: z.string().trim().regex(/^#[0-9a-fA-F]{6}$/, { error: MICROSITE_SLOT_MESSAGES.invalidColor }).default('#1d4ed8'),
    })
    .default({ name: 'classic', primaryColor: '#1d4ed8' }),
  carousels: z
    .array(z.object({ title: text('carousel title', 200), imageUrl: httpUrl, caption: optionalText(500) }))
    .max(MICROSITE_LIMITS.carousels, { error: `At most ${MICROSITE_LIMITS.carousels} carousels` })
    .default([]),
  offers: z
    .array(z.object({ title: text('offer title', 200), description: optionalText(1000) }))
    .max(MICROSITE_LIMITS.offers, { error: `At most ${MICROSITE_LIMITS.offers} offers` })
    .default([]),
  usp: z.array(text('USP', 300)).max(MICROSITE_LIMITS.usp, { error: `At most ${MICROSITE_LIMITS.usp} USPs` }).default([]),
  highlights: z.array(text('highlight', 300)).max(MICROSITE_LIMITS.highlights, { error: `At most ${MICROSITE_LIMITS.highlights} highlights` }).default([]),
  paymentPlans: z
    .array(z.object({ name: text('plan name', 200), description: optionalText(1000) }))
    .max(MICROSITE_LIMITS.paymentPlans, { error: `At most ${MICROSITE_LIMITS.paymentPlans} payment plans` })
    .default([]),
  testimonials: z
    .array(z.object({ author: text('author', 200), text: text('testimonial', 2000) }))
    .max(MICROSITE_LIMITS.testimonials, { error: `At most ${MICROSITE_LIMITS.testimonials} testimonials` })
    .default([]),
  /** The project's digital tour (a 360° walkthrough) link. */
  digitour: httpUrl.nullish().or(z.literal('')),
});
export type MicrositeContent = z.output<typeof micrositeContentSchema>;

export const micrositeContentViewSchema = z.object({
  theme: z.object({ name: z.string(), primaryColor: z.string() }),
  carousels: z.array(z.object({ title: z.string(), imageUrl: z.string(), caption: z.string() })),
  offers: z.array(z.object({ title: z.string(), description: z.string() })),
  usp: z.array(z.string()),
  highlights: z.array(z.string()),
  paymentPlans: z.array(z.object({ name: z.string(), description: z.string() })),
  testimonials: z.array(z.object({ author: z.string(), text: z.string() })),
  digitour: z.string().nullable(),
});
export type MicrositeContentView = z.infer<typeof micrositeContentViewSchema>;

export const EMPTY_MICROSITE_CONTENT: MicrositeContentView = {
  theme: { name: 'classic', primaryColor: '#1d4ed8' },
  carousels: [],
  offers: [],
  usp: [],
  highlights: [],
  paymentPlans: [],
  testimonials: [],
  digitour: null,
};

export const micrositeSlotSchema = z.object({
  slotId: z.number().int(),
  placeholderId: z.literal(MICROSITE_PLACEHOLDER_ID),
  opportunityId: z.number().int(),
  /** The project the microsite is for. */
  entityId: z.number().int(),
  projectName: z.string(),
  /** The seller profile of the opportunity's account (its housing profile id), when it has one. */
  sellerId: z.string().nullable(),
  polygonId: z.string().nullable(),
  startDate: z.string().describe('YYYY-MM-DD'),
  endDate: z.string().describe('YYYY-MM-DD'),
  status: z.enum(SLOT_VIEW_STATUSES),
  content: micrositeContentViewSchema,
  updatedAt: z.string().describe('Asia/Kolkata, +0530'),
});
export type MicrositeSlot = z.infer<typeof micrositeSlotSchema>;

export const micrositeListQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(1_000_000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(10),
  opportunity_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  status: z.enum(MICROSITE_STATUSES).optional(),
  sort: sortParamSchema(MICROSITE_SORT_KEYS),
});
export type MicrositeListQuery = z.infer<typeof micrositeListQuerySchema>;

/** The stored content as the answer shows it (a blank digitour is none). */
export function presentMicrositeContent(content: MicrositeContent): MicrositeContentView {
  return { ...content, digitour: content.digitour ? content.digitour : null };
}

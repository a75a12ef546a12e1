import { z } from 'zod';
import { istDateOf, isIsoDate } from '../format/ist-calendar';
import { PRODUCT_TYPE_LABELS } from '../reference/ids';
import { SITE_TAKEOVER_SLOT_STATUSES, siteTakeoverCardKind } from '../reference/limits';
import { AD_PRODUCT_MESSAGES, requiredFieldMessage, VALIDATION_MESSAGES } from '../validation/messages';
import { positiveAmount } from '../validation/zod-fields';
import { isSiteTakeoverSlotPast } from './site-takeover-dates';

/**
 * Site-takeover slots, product 74 (spec 002 §3, §5). Paths ours under /housingAdvert/api/v0/site-takeover-slots.
 * Cards have priorities 1-10: banner 1, 6, 7, 8; front 2-5; logo 9, 10. One booking per polygon and dates.
 */
export const SITE_TAKEOVER_PRODUCT_ID = 74;
export const SITE_TAKEOVER_TAG_IDS = [1445, 1282, 1281] as const;
/** Entity types: 3 builder (the default), 2 seller. */
export const SITE_TAKEOVER_ENTITY_TYPES = [
  { id: 3, label: 'Builder' },
  { id: 2, label: 'Seller' },
] as const;
export const SITE_TAKEOVER_PROMOTION_TYPES = ['city', 'locality', 'project'] as const;
export type SiteTakeoverStatus = (typeof SITE_TAKEOVER_SLOT_STATUSES)[number];

export const SITE_TAKEOVER_MESSAGES = {
  past: 'This slot is past and cannot be edited',
  notFound: 'Site-takeover slot not found',
  cardPriority: 'Card priority should be between 1 and 10',
  duplicatePriority: 'Each card priority may be used once',
  tooManyCards: 'At most 10 cards',
  created: 'Site-takeover slot created',
  updated: 'Site-takeover slot updated',
  cardNotFound: 'Card not found',
  imageType: 'Only gif, jpeg and png images are allowed.',
  imageMissing: 'Please choose an image.',
  unknownTag: 'Tags must be among 1445, 1282, 1281',
  imageUploaded: 'Card image uploaded',
} as const;

/** Where an uploaded card image is served (ours); a card's image_url may be this path or an http(s) URL. */
export const SITE_TAKEOVER_CARD_IMAGE_PATH = '/api/housingAdvert/api/v0/site-takeover-card-images';
const CARD_IMAGE_PATH_PATTERN = /^\/api\/housingAdvert\/api\/v0\/site-takeover-card-images\/\d{1,10}$/;

const req = (title: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null || issue.input === '' ? requiredFieldMessage(title) : VALIDATION_MESSAGES.expectedText;
const requiredText = (title: string, max = 500) => z.string({ error: req(title) }).trim().min(1, { error: requiredFieldMessage(title) }).max(max);
const optionalText = (max = 2000) => z.string({ error: VALIDATION_MESSAGES.expectedText }).trim().max(max).nullish();
const requiredDate = (title: string) =>
  requiredText(title, 10).check((ctx) => {
    if (ctx.value !== '' && !isIsoDate(ctx.value)) ctx.issues.push({ code: 'custom', message: VALIDATION_MESSAGES.invalidDate, input: ctx.value });
  });
const idOf = (title: string) =>
  z
    .number({ error: (issue) => (issue.input === undefined || issue.input === null ? requiredFieldMessage(title) : VALIDATION_MESSAGES.expectedNumber) })
    .int({ error: VALIDATION_MESSAGES.positiveId })
    .positive({ error: VALIDATION_MESSAGES.positiveId })
    .max(2_147_483_647, { error: VALIDATION_MESSAGES.positiveId });
const count = () => z.number({ error: VALIDATION_MESSAGES.expectedNumber }).int().min(0, { error: 'Please enter a number of 0 or more' }).max(100_000_000).nullish();
const url = () => z.string().trim().max(2000).url({ error: 'Please enter a valid URL' }).nullish().or(z.literal(''));
const imageUrl = () => url().or(z.string().trim().regex(CARD_IMAGE_PATH_PATTERN));

export const siteTakeoverCardSchema = z.object({
  content: optionalText(),
  priority: z
    .number({ error: SITE_TAKEOVER_MESSAGES.cardPriority })
    .int({ error: SITE_TAKEOVER_MESSAGES.cardPriority })
    .min(1, { error: SITE_TAKEOVER_MESSAGES.cardPriority })
    .max(10, { error: SITE_TAKEOVER_MESSAGES.cardPriority }),
  title: requiredText('card title', 200),
  sub_title: optionalText(200),
  status: z.enum(['active', 'inactive']).default('active'),
  image_url: imageUrl(),
});
export type SiteTakeoverCard = z.infer<typeof siteTakeoverCardSchema>;

export const siteTakeoverCardsSchema = z
  .array(siteTakeoverCardSchema)
  .max(10, { error: SITE_TAKEOVER_MESSAGES.tooManyCards })
  .refine((cards) => new Set(cards.map((c) => c.priority)).size === cards.length, { error: SITE_TAKEOVER_MESSAGES.duplicatePriority })
  .default([]);

export const siteTakeoverInputSchema = z
  .object({
    opportunity_id: idOf('opportunity ID'),
    entity_id: idOf('entity ID'),
    entity_type_id: z.union([z.literal(3), z.literal(2)], { error: VALIDATION_MESSAGES.positiveId }).default(3),
    promotion_type: z.enum(SITE_TAKEOVER_PROMOTION_TYPES, { error: requiredFieldMessage('promotion type') }),
    /** One of the spec's product types (spec 001 §9: 1 MG converted … 10 Default), picked by name. */
    product_type: idOf('product type').refine((id) => id in PRODUCT_TYPE_LABELS, { error: 'Product type must be 1 to 10.' }),
    polygon_uuids: z.array(z.string().trim().min(1).max(64), { error: requiredFieldMessage('polygons') }).min(1, { error: requiredFieldMessage('polygons') }).max(50),
    /** Blank: the sold package mapping's amount (issue 50). */
    amount: positiveAmount().nullish(),
    supply_user_uuid: optionalText(64),
    builder_project_ids: z.array(z.number().int().positive().max(2_147_483_647)).max(50).default([]),
    product_activation_id: idOf('product activation').nullish(),
    start_date: requiredDate('start date'),
    end_date: requiredDate('end date'),
    organic_hard_target: count(),
    organic_soft_target: count(),
    inner_churn_radius: count(),
    outer_churn_radius: count(),
    profile_type: optionalText(60),
    offer_text: optionalText(),
    notes: optionalText(),
    description: optionalText(),
    send_activation_mail: z.boolean().default(false),
    redirection_url: url(),
    property_video_url: url(),
    site_takeover_title: requiredText('title', 200),
    site_takeover_subtitle: requiredText('subtitle', 200),
    slot_product_cards: siteTakeoverCardsSchema,
  })
  .refine((s) => !isIsoDate(s.start_date) || !isIsoDate(s.end_date) || s.start_date <= s.end_date, {
    error: AD_PRODUCT_MESSAGES.startNotAfterEnd,
    path: ['end_date'],
  });
export type SiteTakeoverInput = z.infer<typeof siteTakeoverInputSchema>;

export const siteTakeoverSlotSchema = z.object({
  slot_id: z.number().int(),
  product_id: z.literal(SITE_TAKEOVER_PRODUCT_ID),
  opportunity_id: z.number().int(),
  entity_id: z.number().int(),
  entity_type_id: z.number().int(),
  promotion_type: z.string(),
  product_type: z.number().int(),
  polygon_uuids: z.array(z.string()),
  amount: z.number(),
  supply_user_uuid: z.string().nullable(),
  builder_project_ids: z.array(z.number().int()),
  product_activation_id: z.number().int().nullable(),
  start_date: z.string(),
  end_date: z.string(),
  organic_hard_target: z.number().int().nullable(),
  organic_soft_target: z.number().int().nullable(),
  inner_churn_radius: z.number().int().nullable(),
  outer_churn_radius: z.number().int().nullable(),
  profile_type: z.string().nullable(),
  offer_text: z.string().nullable(),
  notes: z.string().nullable(),
  description: z.string().nullable(),
  send_activation_mail: z.boolean(),
  redirection_url: z.string().nullable(),
  property_video_url: z.string().nullable(),
  site_takeover_title: z.string(),
  site_takeover_subtitle: z.string(),
  slot_status: z.enum(SITE_TAKEOVER_SLOT_STATUSES),
  is_past: z.boolean(),
  slot_product_cards: z.array(
    z.object({
      content: z.string().nullable(),
      priority: z.number().int(),
      kind: z.enum(['banner', 'front', 'logo']),
      title: z.string(),
      sub_title: z.string().nullable(),
      status: z.string(),
      image_url: z.string().nullable(),
    }),
  ),
});
export type SiteTakeoverSlot = z.infer<typeof siteTakeoverSlotSchema>;

/**
 * A card image upload's answer. The image service's 'Tags Tags are compulsory' (an upload without tags) is
 * non-fatal (spec 002 §5): the image is kept and set on the card, and the message comes back as a warning.
 */
export const siteTakeoverCardImageAnswerSchema = z.object({ slot: siteTakeoverSlotSchema, imageId: z.number().int(), warning: z.string().nullable() });
export type SiteTakeoverCardImageAnswer = z.infer<typeof siteTakeoverCardImageAnswerSchema>;

/** The tags field of a card image upload: tag ids, comma-separated; blank is allowed (and warned about). */
export function parseCardImageTags(text: string): number[] | null {
  const parts = text.split(',').map((t) => t.trim()).filter(Boolean);
  const ids = parts.map(Number);
  if (ids.some((id) => !(SITE_TAKEOVER_TAG_IDS as readonly number[]).includes(id))) return null;
  return [...new Set(ids)];
}

/** upcoming before the start day, live from start to end, expired after the end (Asia/Kolkata days). */
export function siteTakeoverStatus(startDate: string, endDate: string, now: Date): SiteTakeoverStatus {
  const today = istDateOf(now);
  if (today < startDate) return 'upcoming';
  if (isSiteTakeoverSlotPast(endDate, now)) return 'expired';
  return 'live';
}

export function cardKind(priority: number): 'banner' | 'front' | 'logo' {
  return siteTakeoverCardKind(priority) ?? 'banner';
}

import { z } from 'zod';
import { isIsoDate } from '../format/ist-calendar';
import { AUDIENCE_MAXIMIZER_PAGE_SIZE, AUDIENCE_MAXIMIZER_TYPES, PACKAGE_SLOT_STATUSES, SLOT_CARD_COUNT, SLOT_VIEW_STATUSES, type AudienceMaximizerType } from '../reference/limits';
import { validateCompetitorProjects } from './ad-product-form';
import { validateStartNotAfterEnd } from '../validation/date-order';
import { AD_PRODUCT_MESSAGES, VALIDATION_MESSAGES, requiredFieldMessage } from '../validation/messages';
import { isBlank } from '../validation/validator';

/**
 * Package slots of the audience maximizer (spec 002 §3 "Package slot", §5, §7): the body of
 * POST /housingAdvert/products/create-packages and update-packages is the package slot fields, snake_case as the
 * spec names them, plus up to 6 cards (priority 1-6). Required fields say 'Please enter {title}' with the title the
 * form shows; which fields a slot needs depends on its audience_maximizer_type.
 */

/** The audience maximizer's product id (the catalogue's seeded 'Audience Maximizer'; placeholder_ids filter). */
export const AUDIENCE_MAXIMIZER_PRODUCT_ID = 83;

export const AUDIENCE_MAXIMIZER_TYPE_LABELS: Record<AudienceMaximizerType, string> = {
  locality: 'Locality',
  city_with_budget: 'City with budget',
  project_level: 'Project level',
  city_level: 'City level',
};

/** The titles used in 'Please enter {title}' (and as the form's labels). */
export const PACKAGE_SLOT_FIELD_TITLES = {
  opportunity_id: 'Opportunity ID',
  audience_maximizer_type: 'Audience Maximizer Type',
  start_date: 'Start Date',
  end_date: 'End Date',
  polygon_id: 'Polygon',
  locality_city: 'Locality City',
  min_budget: 'Min Budget',
  max_budget: 'Max Budget',
  am_target_polygon_id: 'Target Polygon',
  primary_project: 'Primary Project',
  impressions_count: 'Impressions Count',
} as const;
type TitledKey = keyof typeof PACKAGE_SLOT_FIELD_TITLES;

/** The fields each type needs beyond the common ones (opportunity, type, dates, amount). */
export const REQUIRED_FIELDS_BY_TYPE: Record<AudienceMaximizerType, readonly TitledKey[]> = {
  locality: ['polygon_id', 'locality_city', 'impressions_count'],
  city_with_budget: ['polygon_id', 'min_budget', 'max_budget', 'impressions_count'],
  project_level: ['primary_project', 'am_target_polygon_id', 'impressions_count'],
  city_level: ['polygon_id', 'impressions_count'],
};

/** Our messages (the spec has none for these). */
export const PACKAGE_SLOT_MESSAGES = {
  slotNotAvailable: 'Slot is not available for the selected dates',
  budgetOrder: 'Min Budget should be less than or equal to Max Budget',
  cardPriority: 'Card priority must be between 1 and 6',
  cardPriorityRepeated: 'Each card needs its own priority',
  tooManyCards: `At most ${SLOT_CARD_COUNT} cards`,
  radiusNegative: 'Please enter a radius of 0 or more',
  radiusOrder: 'Inner churn radius should not exceed outer churn radius',
  notFound: 'Slot not found.',
  opportunityNotFound: 'Opportunity not found.',
  packageMappingNotFound: 'Package mapping not found.',
  projectNotFound: 'Project not found.',
  polygonNotFound: 'Polygon not found.',
  created: 'Slot created successfully!',
  updated: 'Slot updated successfully!',
  cardsSaved: 'Cards saved successfully!',
} as const;

const optionalNumber = (message: string = VALIDATION_MESSAGES.expectedNumber) => z.number({ error: message }).finite().nullish();
const optionalText = (max = 500) => z.string({ error: VALIDATION_MESSAGES.expectedText }).trim().max(max).nullish();
const isoDateOrBlank = z
  .string({ error: VALIDATION_MESSAGES.invalidDate })
  .trim()
  .check((ctx) => {
    if (ctx.value !== '' && !isIsoDate(ctx.value)) ctx.issues.push({ code: 'custom', message: VALIDATION_MESSAGES.invalidDate, input: ctx.value });
  })
  .nullish();

export const slotCardSchema = z.object({
  content: z.string({ error: VALIDATION_MESSAGES.expectedText }).trim().max(2000).nullish(),
  priority: z
    .number({ error: PACKAGE_SLOT_MESSAGES.cardPriority })
    .int({ error: PACKAGE_SLOT_MESSAGES.cardPriority })
    .min(1, { error: PACKAGE_SLOT_MESSAGES.cardPriority })
    .max(SLOT_CARD_COUNT, { error: PACKAGE_SLOT_MESSAGES.cardPriority }),
  title: z.string({ error: VALIDATION_MESSAGES.expectedText }).trim().min(1, { error: requiredFieldMessage('Card Title') }).max(200),
  sub_title: optionalText(200),
  product_id: z.number().int().positive().max(2_147_483_647).nullish(),
  status: z.literal('active').default('active'),
});
export type SlotCardInput = z.infer<typeof slotCardSchema>;

export const slotCardsSchema = z
  .array(slotCardSchema)
  .max(SLOT_CARD_COUNT, { error: PACKAGE_SLOT_MESSAGES.tooManyCards })
  .check((ctx) => {
    const seen = new Set<number>();
    ctx.value.forEach((card, index) => {
      if (seen.has(card.priority)) ctx.issues.push({ code: 'custom', message: PACKAGE_SLOT_MESSAGES.cardPriorityRepeated, path: [index, 'priority'], input: card.priority });
      seen.add(card.priority);
    });
  });

export const slotCardsInputSchema = z.object({ cards: slotCardsSchema });
export type SlotCardsInput = z.infer<typeof slotCardsInputSchema>;

const radius = z.number({ error: VALIDATION_MESSAGES.expectedNumber }).finite().min(0, { error: PACKAGE_SLOT_MESSAGES.radiusNegative }).max(1000).nullish();

/** Every field loose (nullish), then one check that reports each rule's message at its field. */
const packageSlotFields = z.object({
  slot_id: z.number().int().positive().max(2_147_483_647).nullish(),
  opportunity_id: z.number({ error: VALIDATION_MESSAGES.expectedNumber }).int().positive({ error: VALIDATION_MESSAGES.positiveId }).max(2_147_483_647).nullish(),
  opportunity_package_mapping_id: z.number().int().positive().max(2_147_483_647).nullish(),
  audience_maximizer_type: z.enum(AUDIENCE_MAXIMIZER_TYPES, { error: VALIDATION_MESSAGES.positiveId }).nullish(),
  start_date: isoDateOrBlank,
  end_date: isoDateOrBlank,
  entity_type_id: z.number().int().min(1).max(100).default(2),
  entity_id: z.number().int().positive().max(2_147_483_647).nullish(),
  inner_churn_radius: radius,
  outer_churn_radius: radius,
  amount: optionalNumber(),
  send_activation_mail: z.boolean().default(false),
  impressions_count: z.number({ error: VALIDATION_MESSAGES.expectedNumber }).int().min(0).max(1_000_000_000).nullish(),
  polygon_id: optionalText(100),
  product_type_id: z.number().int().min(1).max(10).nullish(),
  product_activation_id: z.number().int().positive().max(2_147_483_647).nullish(),
  notes: optionalText(2000),
  is_locality_churn: z.boolean().default(false),
  supply_user_uuid: optionalText(100),
  event_id: z.number().int().positive().max(2_147_483_647).nullish(),
  am_target_polygon_id: optionalText(100),
  min_budget: z.number({ error: VALIDATION_MESSAGES.expectedNumber }).finite().min(0, { error: AD_PRODUCT_MESSAGES.amountGreaterThanZero }).nullish(),
  max_budget: z.number({ error: VALIDATION_MESSAGES.expectedNumber }).finite().min(0, { error: AD_PRODUCT_MESSAGES.amountGreaterThanZero }).nullish(),
  /** project_level: the primary project first, then the competitor projects. */
  project_ids: z.array(z.number().int().positive().max(2_147_483_647)).max(50).default([]),
  locality_city: optionalText(100),
  status: z.enum(PACKAGE_SLOT_STATUSES).default('new'),
  cards: slotCardsSchema.default([]),
});

/** The rules of spec 002 §5 on a parsed slot: each message once, at its field. */
export function packageSlotProblems(slot: z.infer<typeof packageSlotFields>): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  const need = (key: string, value: unknown, title: string) => {
    if (isBlank(value)) problems.push({ path: key, message: requiredFieldMessage(title) });
  };
  const T = PACKAGE_SLOT_FIELD_TITLES;
  need('opportunity_id', slot.opportunity_id, T.opportunity_id);
  need('audience_maximizer_type', slot.audience_maximizer_type, T.audience_maximizer_type);
  need('start_date', slot.start_date, T.start_date);
  need('end_date', slot.end_date, T.end_date);
  // Blank: the server takes the sold package mapping's amount (issue 50).
  if (slot.amount != null && !(slot.amount > 0)) problems.push({ path: 'amount', message: AD_PRODUCT_MESSAGES.amountGreaterThanZero });
  const order = validateStartNotAfterEnd(slot.start_date, slot.end_date);
  if (order) problems.push({ path: 'end_date', message: order });
  if (slot.inner_churn_radius != null && slot.outer_churn_radius != null && slot.inner_churn_radius > slot.outer_churn_radius) {
    problems.push({ path: 'outer_churn_radius', message: PACKAGE_SLOT_MESSAGES.radiusOrder });
  }
  const type = slot.audience_maximizer_type;
  if (type) {
    for (const key of REQUIRED_FIELDS_BY_TYPE[type]) {
      if (key === 'primary_project') need('project_ids', slot.project_ids[0], T.primary_project);
      else need(key, slot[key], T[key]);
    }
    if (type === 'city_with_budget' && slot.min_budget != null && slot.max_budget != null && slot.min_budget > slot.max_budget) {
      problems.push({ path: 'max_budget', message: PACKAGE_SLOT_MESSAGES.budgetOrder });
    }
    if (type === 'project_level' && slot.project_ids.length > 0) {
      const [primary, ...competitors] = slot.project_ids;
      const message = validateCompetitorProjects(primary, competitors);
      if (message) problems.push({ path: 'project_ids', message });
    }
  }
  return problems;
}

export const packageSlotInputSchema = packageSlotFields.check((ctx) => {
  for (const problem of packageSlotProblems(ctx.value)) {
    ctx.issues.push({ code: 'custom', message: problem.message, path: [problem.path], input: ctx.value });
  }
});
export type PackageSlotInput = z.output<typeof packageSlotInputSchema>;
/** A slot the rules accepted: these fields are present. */
export type CheckedPackageSlot = PackageSlotInput & {
  opportunity_id: number;
  audience_maximizer_type: AudienceMaximizerType;
  start_date: string;
  end_date: string;
  /** Null: the sold package mapping's amount (issue 50). */
  amount: number | null;
};

export const slotCardViewSchema = z.object({
  id: z.number().int(),
  slot_id: z.number().int(),
  content: z.string().nullable(),
  priority: z.number().int(),
  title: z.string(),
  sub_title: z.string().nullable(),
  product_id: z.number().int().nullable(),
  status: z.string(),
});
export type SlotCardView = z.infer<typeof slotCardViewSchema>;

export const packageSlotViewSchema = z.object({
  slot_id: z.number().int(),
  opportunity_id: z.number().int(),
  opportunity_name: z.string(),
  opportunity_package_mapping_id: z.number().int().nullable(),
  audience_maximizer_type: z.enum(AUDIENCE_MAXIMIZER_TYPES),
  start_date: z.string().describe('YYYY-MM-DD'),
  end_date: z.string().describe('YYYY-MM-DD'),
  entity_type_id: z.number().int(),
  entity_id: z.number().int().nullable(),
  inner_churn_radius: z.number().nullable(),
  outer_churn_radius: z.number().nullable(),
  amount: z.number(),
  send_activation_mail: z.boolean(),
  impressions_count: z.number().int().nullable(),
  polygon_id: z.string().nullable(),
  polygon_name: z.string().nullable(),
  product_id: z.number().int(),
  product_type_id: z.number().int().nullable(),
  product_activation_id: z.number().int().nullable(),
  notes: z.string().nullable(),
  is_locality_churn: z.boolean(),
  supply_user_uuid: z.string().nullable(),
  event_id: z.number().int().nullable(),
  am_target_polygon_id: z.string().nullable(),
  min_budget: z.number().nullable(),
  max_budget: z.number().nullable(),
  project_ids: z.array(z.number().int()),
  locality_city: z.string().nullable(),
  status: z.enum(SLOT_VIEW_STATUSES),
  created_at: z.string().describe('Asia/Kolkata, +0530'),
  updated_at: z.string().describe('Asia/Kolkata, +0530'),
  cards: z.array(slotCardViewSchema),
});
export type PackageSlotView = z.infer<typeof packageSlotViewSchema>;

/** get-all-packages (spec 002 §7): 10 a page; total_pages is the current page, plus one when there is a next page. */
export const packageSlotPageSchema = z.object({
  data: z.array(packageSlotViewSchema),
  current_page_no: z.number().int(),
  row_per_page: z.number().int(),
  total_pages: z.number().int(),
});
export type PackageSlotPage = z.infer<typeof packageSlotPageSchema>;

export const packageSlotListQuerySchema = z.object({
  row_per_page: z.coerce.number().int().min(1).max(100).default(AUDIENCE_MAXIMIZER_PAGE_SIZE),
  current_page_no: z.coerce.number().int().min(1).max(100_000).default(1),
  promoted_entity_type_id: z.coerce.number().int().min(0).max(100).optional(),
  /** 0: every status (spec 002 §7 slot_status_id=0). */
  slot_status_id: z.coerce.number().int().min(0).max(2).default(0),
  placeholder_ids: z
    .string()
    .regex(/^\d{1,9}(,\d{1,9})*$/)
    .optional(),
  status: z.enum(PACKAGE_SLOT_STATUSES).optional(),
  opportunity_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
export type PackageSlotListQuery = z.infer<typeof packageSlotListQuerySchema>;

/** slot_status_id: 0 all, 1 active, 2 new (ours; the spec shows only 0). */
export const PACKAGE_SLOT_STATUS_IDS = { 1: 'active', 2: 'new' } as const;

/** 'Total pages add one when there is a next page' (spec 002 §7). */
export function totalPagesOf(currentPageNo: number, hasNextPage: boolean): number {
  return currentPageNo + (hasNextPage ? 1 : 0);
}

/** The place a slot books (product, place, dates): its polygon, or for project level its primary project. */
export function bookingPlaceOf(slot: Pick<PackageSlotInput, 'audience_maximizer_type' | 'polygon_id' | 'project_ids'>): string {
  if (slot.audience_maximizer_type === 'project_level') return `project:${slot.project_ids[0] ?? 0}`;
  return `polygon:${slot.polygon_id ?? ''}`;
}

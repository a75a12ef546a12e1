import { z } from 'zod';
import { isIsoDate } from '../format/ist-calendar';
import { AD_PRODUCT_MESSAGES, VALIDATION_MESSAGES } from '../validation/messages';

/**
 * Manual churn schedules (spec 002 §3, §4, §7): paths under /housingAdvert/churn/. The spec names the fields and
 * rules (dates YYYY-MM-DD, start on or before end, total_leads above 0, min price at most max price) but gives no
 * wording: the messages below are ours, except the dates' which is the ad products' (spec 002 §5).
 */
export const CHURN_MESSAGES = {
  dateFormat: 'Please enter the date as YYYY-MM-DD',
  startNotAfterEnd: AD_PRODUCT_MESSAGES.startNotAfterEnd,
  totalLeads: 'Total leads should be greater than 0',
  minPriceAboveMax: 'Min price should be less than or equal to Max price',
  radii: 'Outer radius should be greater than or equal to inner radius',
  required: (title: string) => `Please enter ${title}`,
  scheduleNotFound: 'Churn schedule not found',
  created: 'Churn schedule created',
  stopped: 'Churn schedule stopped',
  pocsFailed: 'Something went wrong while trying to fetch POC list.',
} as const;

export const CHURN_ENTITY_TYPES = ['profile', 'project', 'listing'] as const;
export const CHURN_LEAD_SERVICE_TYPES = ['buy', 'rent'] as const;
export const CHURN_STATUSES = ['ACTIVE', 'STOPPED', 'COMPLETED'] as const;
export type ChurnStatus = (typeof CHURN_STATUSES)[number];
export const CHURN_SORT_KEYS = ['created_at', 'churn_start_date', 'churn_end_date', 'total_leads', 'id'] as const;

const isoDate = (title: string) =>
  z
    .string({ error: CHURN_MESSAGES.required(title) })
    .trim()
    .min(1, { error: CHURN_MESSAGES.required(title) })
    .check((ctx) => {
      if (ctx.value !== '' && !isIsoDate(ctx.value)) ctx.issues.push({ code: 'custom', message: CHURN_MESSAGES.dateFormat, input: ctx.value });
    });

const nonNegative = (max: number) =>
  z.number({ error: VALIDATION_MESSAGES.expectedNumber }).finite({ error: VALIDATION_MESSAGES.expectedNumber }).min(0, { error: 'Please enter a number of 0 or more' }).max(max);

const uuidList = z.array(z.string().trim().min(1).max(64)).max(200).default([]);

export const churnScheduleInputSchema = z
  .object({
    churn_start_date: isoDate('churn start date'),
    churn_end_date: isoDate('churn end date'),
    last_n_days: z.number({ error: VALIDATION_MESSAGES.expectedNumber }).int().min(1).max(365).nullish(),
    total_leads: z
      .number({ error: (issue) => (issue.input === undefined || issue.input === null ? CHURN_MESSAGES.required('total leads') : VALIDATION_MESSAGES.expectedNumber) })
      .int({ error: CHURN_MESSAGES.totalLeads })
      .min(1, { error: CHURN_MESSAGES.totalLeads })
      .max(1_000_000),
    entity_type: z.enum(CHURN_ENTITY_TYPES, { error: CHURN_MESSAGES.required('entity type') }),
    profile_uuid: z.string({ error: CHURN_MESSAGES.required('profile') }).trim().min(1, { error: CHURN_MESSAGES.required('profile') }).max(64),
    search_criteria: z
      .object({
        inner_radius: nonNegative(1000).nullish(),
        outer_radius: nonNegative(1000).nullish(),
        city_uuids: uuidList,
        locality_uuids: uuidList,
        project_ids: z.array(z.number().int().positive().max(2_147_483_647)).max(200).default([]),
      })
      .refine((c) => c.inner_radius === null || c.inner_radius === undefined || c.outer_radius === null || c.outer_radius === undefined || c.inner_radius <= c.outer_radius, {
        error: CHURN_MESSAGES.radii,
        path: ['outer_radius'],
      }),
    lead_service_type: z.enum(CHURN_LEAD_SERVICE_TYPES, { error: CHURN_MESSAGES.required('lead service type') }),
    property_type: z.string().trim().max(60).nullish(),
    bhk_type: z.string().trim().max(60).nullish(),
    min_price: nonNegative(1e12).nullish(),
    max_price: nonNegative(1e12).nullish(),
    /** Percent the price range widens by when too few properties match. */
    min_price_relaxation: nonNegative(100).nullish(),
    max_price_relaxation: nonNegative(100).nullish(),
    bypass_ad_deficit: z.boolean().default(false),
    entity_id: z.number().int().positive().max(2_147_483_647).nullish(),
    possession: z.string().trim().max(60).nullish(),
    possession_flag: z.boolean().default(false),
  })
  .superRefine((input, ctx) => {
    if (isIsoDate(input.churn_start_date) && isIsoDate(input.churn_end_date) && input.churn_start_date > input.churn_end_date) {
      ctx.addIssue({ code: 'custom', message: CHURN_MESSAGES.startNotAfterEnd, path: ['churn_end_date'] });
    }
    if (input.min_price !== null && input.min_price !== undefined && input.max_price !== null && input.max_price !== undefined && input.min_price > input.max_price) {
      ctx.addIssue({ code: 'custom', message: CHURN_MESSAGES.minPriceAboveMax, path: ['max_price'] });
    }
  });
export type ChurnScheduleInput = z.infer<typeof churnScheduleInputSchema>;

/** The price range the search uses: the bounds widened by their relaxation percent. */
export function relaxedPriceRange(input: Pick<ChurnScheduleInput, 'min_price' | 'max_price' | 'min_price_relaxation' | 'max_price_relaxation'>): { min: number | null; max: number | null } {
  const min = input.min_price ?? null;
  const max = input.max_price ?? null;
  return {
    min: min === null ? null : min * (1 - (input.min_price_relaxation ?? 0) / 100),
    max: max === null ? null : max * (1 + (input.max_price_relaxation ?? 0) / 100),
  };
}

/** Leads one run churns: what is left spread evenly over the days left (today included), at least 1. */
export function leadsForRun(totalLeads: number, churned: number, daysLeft: number): number {
  const left = Math.max(0, totalLeads - churned);
  if (left === 0) return 0;
  return Math.min(left, Math.max(1, Math.ceil(left / Math.max(1, daysLeft))));
}

export const churnSimulationSchema = z.object({
  profiles: z.array(z.object({ profile_uuid: z.string(), properties: z.number().int(), leads: z.number().int() })),
  property_count: z.number().int(),
  /** Leads the schedule would churn: the matching leads, at most total_leads. */
  lead_count: z.number().int(),
});
export type ChurnSimulation = z.infer<typeof churnSimulationSchema>;

export const churnScheduleViewSchema = z.object({
  id: z.number().int(),
  profile_uuid: z.string(),
  entity_type: z.string(),
  entity_id: z.number().int().nullable(),
  churn_start_date: z.string(),
  churn_end_date: z.string(),
  last_n_days: z.number().int().nullable(),
  total_leads: z.number().int(),
  leads_churned: z.number().int(),
  run_count: z.number().int(),
  status: z.enum(CHURN_STATUSES),
  next_run_at: z.string().nullable(),
  last_run_at: z.string().nullable(),
  created_by: z.number().int().nullable(),
  created_by_name: z.string().nullable(),
  created_at: z.string(),
  stopped_at: z.string().nullable(),
  request: z.record(z.string(), z.unknown()),
});
export type ChurnScheduleView = z.infer<typeof churnScheduleViewSchema>;

export const churnListQuerySchema = z.object({
  status: z.enum(CHURN_STATUSES).optional(),
  profile_uuid: z.string().trim().min(1).max(64).optional(),
  entity_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  created_by: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  page: z.coerce.number().int().min(0).max(1_000_000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(10),
  sort_order: z.enum(['asc', 'desc']).default('desc'),
  sort_key: z.enum(CHURN_SORT_KEYS).default('created_at'),
});
export type ChurnListQuery = z.infer<typeof churnListQuerySchema>;

export const churnPocSchema = z.object({ id: z.number().int(), name: z.string(), email: z.string().nullable(), phone: z.string().nullable(), account_name: z.string() });
export type ChurnPoc = z.infer<typeof churnPocSchema>;

import { z } from 'zod';

/**
 * Ad-product configuration (spec 002 §2 `ad-product-config`, §5: "runs per-field validators and collects
 * messages"; §7: the GET answer is stored per section). The spec shows neither the sections nor their fields nor
 * the validators: these are ours, one section per ad product. A required field left empty says 'This field is
 * required.' (spec 002 §5, generic form validation); the other messages are ours.
 */

export const AD_CONFIG_SECTIONS = ['audience_maximizer', 'site_takeover', 'virtual_tour', 'microsite', 'np_slots'] as const;
export type AdConfigSection = (typeof AD_CONFIG_SECTIONS)[number];

export const AD_CONFIG_MESSAGES = {
  required: 'This field is required.',
  wholeNumber: 'Please enter a whole number',
  number: 'Please enter a number',
  yesNo: 'Please choose yes or no',
  unknownField: 'This field is not part of the section',
  innerWithinOuter: 'Default inner radius should not be more than the default outer radius',
  saved: 'Configuration saved',
  invalid: 'Please correct the configuration',
} as const;

export type AdConfigFieldKind = 'integer' | 'decimal' | 'boolean';

export type AdConfigField = {
  key: string;
  title: string;
  kind: AdConfigFieldKind;
  required: boolean;
  min?: number;
  max?: number;
  unit?: string;
};

export type AdConfigSectionDef = { section: AdConfigSection; title: string; fields: readonly AdConfigField[] };

const int = (key: string, title: string, min: number, max: number, unit?: string): AdConfigField => ({ key, title, kind: 'integer', required: true, min, max, ...(unit ? { unit } : {}) });
const rupees = (key: string, title: string): AdConfigField => ({ key, title, kind: 'decimal', required: true, min: 0.01, max: 100_000_000, unit: '₹' });
const flag = (key: string, title: string): AdConfigField => ({ key, title, kind: 'boolean', required: true });
/**
 * Slots a place may hold a day (issue 50: the booking rule reads it). Optional for the kinds that had none before:
 * blank keeps the product's slot-availability capacity.
 */
const perDay = (required: boolean): AdConfigField => ({ key: 'max_slots_per_day', title: 'Max slots per day', kind: 'integer', required, min: 1, max: 100 });

export const AD_CONFIG_SECTION_DEFS: readonly AdConfigSectionDef[] = [
  {
    section: 'audience_maximizer',
    title: 'Audience Maximizer',
    fields: [
      int('default_inner_radius_km', 'Default inner radius', 0, 50, 'km'),
      int('default_outer_radius_km', 'Default outer radius', 1, 100, 'km'),
      int('max_cards', 'Max cards', 1, 6),
      int('min_competitor_projects', 'Min competitor projects', 3, 20),
      int('default_duration_days', 'Default duration', 1, 365, 'days'),
      rupees('price_per_day', 'Price per day'),
      perDay(false),
    ],
  },
  {
    section: 'site_takeover',
    title: 'Site Takeover',
    fields: [
      int('max_cards', 'Max cards', 1, 10),
      int('max_polygons', 'Max polygons per slot', 1, 50),
      int('default_duration_days', 'Default duration', 1, 365, 'days'),
      rupees('price_per_day', 'Price per day'),
      flag('send_activation_mail', 'Send activation mail by default'),
      perDay(false),
    ],
  },
  {
    section: 'virtual_tour',
    title: 'Virtual Tour',
    fields: [
      int('default_duration_minutes', 'Default webinar length', 15, 480, 'minutes'),
      int('max_slots_per_day', 'Max slots per day', 1, 48),
      int('min_lead_time_hours', 'Minimum notice', 0, 720, 'hours'),
      rupees('price_per_slot', 'Price per slot'),
    ],
  },
  {
    section: 'microsite',
    title: 'Microsite',
    fields: [
      int('max_carousels', 'Max carousels', 1, 10),
      int('max_testimonials', 'Max testimonials', 0, 20),
      int('default_duration_days', 'Default duration', 1, 365, 'days'),
      rupees('price_per_day', 'Price per day'),
      perDay(false),
    ],
  },
  {
    section: 'np_slots',
    title: 'NP Slots',
    fields: [
      int('max_projects', 'Max projects', 1, 50),
      int('slots_per_city', 'Slots per city', 1, 100),
      int('default_duration_days', 'Default duration', 1, 365, 'days'),
      rupees('price_per_day', 'Price per day'),
      flag('swap_allowed', 'Swaps allowed'),
    ],
  },
];

export const sectionDef = (section: AdConfigSection): AdConfigSectionDef => AD_CONFIG_SECTION_DEFS.find((d) => d.section === section)!;

export const adConfigValueSchema = z.union([z.number(), z.boolean(), z.string().max(100), z.null()]);
export type AdConfigValue = z.infer<typeof adConfigValueSchema>;
export type AdConfigValues = Record<string, AdConfigValue>;

const rangeMessage = (f: AdConfigField) =>
  f.kind === 'decimal' ? `${f.title} should be greater than 0 and at most ${f.max}` : `${f.title} should be between ${f.min} and ${f.max}`;

/** One field's validators: required, kind, range. The first failing one's message. */
function fieldMessage(f: AdConfigField, value: AdConfigValue | undefined): string | null {
  if (value === undefined || value === null || value === '') return f.required ? AD_CONFIG_MESSAGES.required : null;
  if (f.kind === 'boolean') return typeof value === 'boolean' ? null : AD_CONFIG_MESSAGES.yesNo;
  if (typeof value !== 'number' || !Number.isFinite(value)) return f.kind === 'integer' ? AD_CONFIG_MESSAGES.wholeNumber : AD_CONFIG_MESSAGES.number;
  if (f.kind === 'integer' && !Number.isInteger(value)) return AD_CONFIG_MESSAGES.wholeNumber;
  if (f.kind === 'decimal' && Math.round(value * 100) !== value * 100) return `${f.title} may have at most 2 decimals`;
  if ((f.min !== undefined && value < f.min) || (f.max !== undefined && value > f.max)) return rangeMessage(f);
  return null;
}

/** Validators across fields of one section (run when both fields passed their own). */
function crossMessages(section: AdConfigSection, values: AdConfigValues, failed: Set<string>): AdConfigIssue[] {
  if (section === 'audience_maximizer' && !failed.has('default_inner_radius_km') && !failed.has('default_outer_radius_km')) {
    const inner = values.default_inner_radius_km;
    const outer = values.default_outer_radius_km;
    if (typeof inner === 'number' && typeof outer === 'number' && inner > outer) return [{ field: 'default_inner_radius_km', message: AD_CONFIG_MESSAGES.innerWithinOuter }];
  }
  return [];
}

export type AdConfigIssue = { field: string; message: string };

/**
 * Every field's validator runs and every message is collected (spec 002 §5), in the section's field order:
 * the server answers them all in one 422 and the screen shows them all together.
 */
export function validateAdConfig(section: AdConfigSection, values: AdConfigValues): AdConfigIssue[] {
  const def = sectionDef(section);
  const issues: AdConfigIssue[] = [];
  const known = new Set(def.fields.map((f) => f.key));
  for (const f of def.fields) {
    const message = fieldMessage(f, values[f.key]);
    if (message) issues.push({ field: f.key, message });
  }
  for (const key of Object.keys(values)) if (!known.has(key)) issues.push({ field: key, message: AD_CONFIG_MESSAGES.unknownField });
  return [...issues, ...crossMessages(section, values, new Set(issues.map((i) => i.field)))];
}

/** POST body's shape (400 when malformed); the values are then checked by `validateAdConfig` (422, all messages). */
export const adConfigInputSchema = z.object({
  section: z.enum(AD_CONFIG_SECTIONS),
  values: z.record(z.string().max(100), adConfigValueSchema).refine((v) => Object.keys(v).length <= 50, 'Too many fields'),
});
export type AdConfigInput = z.infer<typeof adConfigInputSchema>;

/** The same check for the form: every message at its field (`values.<key>`), all at once. */
export const adConfigFormSchema = adConfigInputSchema.superRefine((input, ctx) => {
  for (const issue of validateAdConfig(input.section, input.values)) ctx.addIssue({ code: 'custom', path: ['values', issue.field], message: issue.message });
});

const fieldSchema = z.object({
  key: z.string(),
  title: z.string(),
  kind: z.enum(['integer', 'decimal', 'boolean']),
  required: z.boolean(),
  min: z.number().optional(),
  max: z.number().optional(),
  unit: z.string().optional(),
});

export const adConfigSectionViewSchema = z.object({
  section: z.enum(AD_CONFIG_SECTIONS),
  title: z.string(),
  fields: z.array(fieldSchema),
  /** What is stored (null for a field never saved). */
  values: z.record(z.string(), adConfigValueSchema),
  updatedAt: z.string().nullable(),
  updatedByName: z.string().nullable(),
});
export type AdConfigSectionView = z.infer<typeof adConfigSectionViewSchema>;

export const adConfigAnswerSchema = z.object({ sections: z.array(adConfigSectionViewSchema) });
export type AdConfigAnswer = z.infer<typeof adConfigAnswerSchema>;

/** The 422 answer: the error shape plus every field's message. */
export const adConfigRefusalSchema = z.object({
  error: z.object({ msg: z.string() }),
  api_errors: z.object({ details: z.string(), display_phrase: z.string() }).optional(),
  errors: z.array(z.object({ field: z.string(), title: z.string(), message: z.string() })),
});
export type AdConfigRefusal = z.infer<typeof adConfigRefusalSchema>;

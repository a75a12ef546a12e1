import { z } from 'zod';
import { CITY_TIERS } from './constants';
import { CATALOGUE_MESSAGES } from './catalogue-messages';
import { jsonObjectAnswer, pricingParametersSchema } from './json-parameters';
import { rupeesField, validityDaysField } from './package-schema';
import { isIsoDate } from '../format/ist-calendar';
import { VALIDATION_MESSAGES } from '../validation/messages';
import { requiredId } from '../validation/zod-fields';

/** A 'YYYY-MM-DD' day or nothing (blank text is nothing). */
const optionalIsoDate = () =>
  z
    .string({ error: VALIDATION_MESSAGES.invalidDate })
    .trim()
    .nullish()
    .transform((v) => (v ? v : null))
    .check((ctx) => {
      if (ctx.value !== null && !isIsoDate(ctx.value)) ctx.issues.push({ code: 'custom', message: VALIDATION_MESSAGES.invalidDate, input: ctx.value });
    });


export const tierField = () =>
  z
    .number({ error: CATALOGUE_MESSAGES.tier })
    .int({ error: CATALOGUE_MESSAGES.tier })
    .refine((v) => (CITY_TIERS as readonly number[]).includes(v), { error: CATALOGUE_MESSAGES.tier });

/** One price of a package (spec 001 §3: ratePrice, salesPrice, validity, pricing_parameters incl. localityName). */
export const priceInputSchema = z
  .object({
    id: requiredId().nullish(),
    cityId: requiredId(),
    localityId: requiredId().nullish(),
    /** A region of the price's city (manage-regions); checked on every write. */
    regionId: z.number({ error: 'Region must be a whole number.' }).int().min(1).max(10_000).nullish(),
    /** Blank: the city's tier. */
    tier: tierField().nullish(),
    ratePrice: rupeesField(),
    salesPrice: rupeesField(),
    validityDays: validityDaysField(),
    /** The package's other pricing parameters, by name. */
    pricingParameters: pricingParametersSchema.default({}),
    /** The first and last Asia/Kolkata days the price applies (issue 50); blank: open on that side. */
    effectiveFrom: optionalIsoDate(),
    effectiveTo: optionalIsoDate(),
  })
  .check((ctx) => {
    const { effectiveFrom, effectiveTo } = ctx.value;
    if (effectiveFrom && effectiveTo && effectiveTo < effectiveFrom) ctx.issues.push({ code: 'custom', message: CATALOGUE_MESSAGES.effectiveOrder, path: ['effectiveTo'], input: effectiveTo });
    if (ctx.value.salesPrice > ctx.value.ratePrice) ctx.issues.push({ code: 'custom', message: CATALOGUE_MESSAGES.salesAboveRate, path: ['salesPrice'], input: ctx.value.salesPrice });
    if (Object.keys(ctx.value.pricingParameters).length > 50) ctx.issues.push({ code: 'custom', message: 'At most 50 pricing parameters.', path: ['pricingParameters'], input: null });
  });
export type PriceInput = z.infer<typeof priceInputSchema>;

/**
 * POST /sapna/v2/package-price/{id}: add prices of one package (or update them by id). A new price whose city,
 * locality, region, tier and parameters already have one is refused (409) unless `replace` says to overwrite it.
 */
export const pricesInputSchema = z.object({ prices: z.array(priceInputSchema).min(1, { error: 'Add at least one price.' }).max(500), replace: z.boolean().default(false) });

export const PRICE_CHANGE_ACTIONS = ['added', 'replaced', 'updated', 'deleted', 'imported'] as const;
export type PriceChangeAction = (typeof PRICE_CHANGE_ACTIONS)[number];
export const PRICE_CHANGE_LABELS: Record<PriceChangeAction, string> = { added: 'Added', replaced: 'Replaced', updated: 'Edited', deleted: 'Deleted', imported: 'CSV import' };

const priceValuesSchema = z.object({ ratePrice: z.number(), salesPrice: z.number(), validityDays: z.number().int(), effectiveFrom: z.string().nullable(), effectiveTo: z.string().nullable() });
/** One change of a price (GET /sapna/v2/package-price/entry/{priceId}/history): who, when, old → new. */
export const priceChangeSchema = z.object({
  id: z.number().int(),
  priceId: z.number().int(),
  action: z.enum(PRICE_CHANGE_ACTIONS),
  old: priceValuesSchema.nullable(),
  new: priceValuesSchema.nullable(),
  changedById: z.number().int(),
  changedByName: z.string(),
  changedAt: z.string(),
});
export type PriceChange = z.infer<typeof priceChangeSchema>;

export const priceSchema = z.object({
  id: z.number().int(),
  packageId: z.number().int(),
  packageName: z.string(),
  cityId: z.number().int(),
  cityName: z.string(),
  localityId: z.number().int().nullable(),
  localityName: z.string().nullable(),
  regionId: z.number().int().nullable(),
  /** The region's name (manage-regions), when it names one. */
  regionName: z.string().nullable(),
  tier: z.number().int().nullable(),
  ratePrice: z.number(),
  salesPrice: z.number(),
  validityDays: z.number().int(),
  pricingParameters: jsonObjectAnswer(),
  effectiveFrom: z.string().nullable(),
  effectiveTo: z.string().nullable(),
  updatedAt: z.string(),
});
export type Price = z.infer<typeof priceSchema>;

/** The filter of package-pricing (GET /sapna/v2/package-price/{id} and the CSV export). */
export type PriceFilter = { cityId?: number | null; localityId?: number | null; regionId?: number | null; tier?: number | null; localityName?: string | null };

/**
 * The price query with its empty values dropped (spec 001 §5: "A price query drops empty parameter values"):
 * blank text, null and undefined leave the query.
 */
export function priceQueryOf(filter: Record<string, string | number | null | undefined>): Record<string, string | number> {
  const query: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(filter)) {
    if (value === null || value === undefined) continue;
    if (typeof value === 'string' && value.trim() === '') continue;
    query[key] = typeof value === 'string' ? value.trim() : value;
  }
  return query;
}

/** Pricing parameters the fixed price columns carry: a package that requires them is satisfied by those columns. */
export const COLUMN_PRICING_PARAMETERS: Readonly<Record<string, 'tier' | 'localityName'>> = { cityTier: 'tier', tier: 'tier', localityName: 'localityName' };

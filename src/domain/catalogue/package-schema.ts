import { z } from 'zod';
import { NP_TYPES, PACKAGE_AGENT_TYPES, PROPERTY_CATEGORIES } from './constants';
import { activationParametersSchema, jsonObjectAnswer, parameterListSchema } from './json-parameters';
import { CATALOGUE_MESSAGES } from './catalogue-messages';
import { hasAtMostTwoDecimals } from '../money/paise';
import { VALIDATION_MESSAGES } from '../validation/messages';
import { optionalId, requiredId, requiredText } from '../validation/zod-fields';

const REQUIRED = VALIDATION_MESSAGES.required;

/** Rupees of 0 or more, at most two decimals (a whole number of paise). */
export function rupeesField() {
  return z
    .number({ error: (issue) => (issue.input === undefined || issue.input === null ? REQUIRED : VALIDATION_MESSAGES.expectedNumber) })
    .check((ctx) => {
      if (!Number.isFinite(ctx.value) || ctx.value < 0 || ctx.value > 1_000_000_000 || !hasAtMostTwoDecimals(ctx.value)) {
        ctx.issues.push({ code: 'custom', message: CATALOGUE_MESSAGES.amount, input: ctx.value });
      }
    });
}

export function validityDaysField() {
  return z
    .number({ error: (issue) => (issue.input === undefined || issue.input === null ? REQUIRED : VALIDATION_MESSAGES.expectedNumber) })
    .int({ error: CATALOGUE_MESSAGES.validityDays })
    .min(1, { error: CATALOGUE_MESSAGES.validityDays })
    .max(3650, { error: CATALOGUE_MESSAGES.validityDays });
}

const enumField = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: REQUIRED });

/** A package-product mapping as the package form sends it. */
export const packageMappingInputSchema = z.object({
  id: optionalId(),
  productId: requiredId(),
  activationParameters: activationParametersSchema.default({}),
});

/** POST /sapna/v2/package and PUT /sapna/v2/package/{id} (spec 001 §3, §9). */
export const packageInputSchema = z
  .object({
    name: requiredText().pipe(z.string().max(200)),
    packageFamilyId: requiredId(),
    requiredFields: z.array(z.string().trim().min(1).max(100)).max(50).default([]),
    requiredPricingParameters: parameterListSchema.default([]),
    isPriceApplicable: z.boolean().default(true),
    agentType: enumField(PACKAGE_AGENT_TYPES),
    npType: enumField(NP_TYPES),
    /** Commercial is shown but disabled (spec 001 §9): not chosen for a package, kept on one that has it (commercialRefusal). */
    propertyCategory: enumField(PROPERTY_CATEGORIES),
    ratePrice: rupeesField(),
    salesPrice: rupeesField(),
    validityDays: validityDaysField(),
    quantity: z.number({ error: REQUIRED }).int().min(1).max(100_000),
    cityId: optionalId(),
    clientTypeId: optionalId(),
    active: z.boolean().default(true),
    /** When given, the package's product mappings become exactly these. */
    mappings: z.array(packageMappingInputSchema).max(50).optional(),
  })
  .check((ctx) => {
    if (ctx.value.salesPrice > ctx.value.ratePrice) ctx.issues.push({ code: 'custom', message: CATALOGUE_MESSAGES.salesAboveRate, path: ['salesPrice'], input: ctx.value.salesPrice });
  });
export type PackageInput = z.infer<typeof packageInputSchema>;

export const COMMERCIAL_REFUSED = 'Commercial cannot be chosen.';

/**
 * Commercial cannot be chosen (spec 001 §9: listed, disabled): a new package, or an edit moving a package to it, is
 * refused; a package stored as Commercial keeps it through an edit (issue 50: an edit changes only what changed).
 */
export function commercialRefusal(chosen: string, stored: string | null): string | null {
  return chosen === 'Commercial' && stored !== 'Commercial' ? COMMERCIAL_REFUSED : null;
}

export const packageDeleteInputSchema = z.object({ ids: z.array(requiredId()).min(1, { error: REQUIRED }).max(100) });

/** A row of manage-packages (spec 001 §3 columns). */
export const packageRowSchema = z.object({
  id: z.number().int(),
  packageFamilyId: z.number().int().nullable(),
  packageFamilyName: z.string().nullable(),
  packageName: z.string(),
  ratePrice: z.number(),
  salesPrice: z.number(),
  discount: z.number().describe('ratePrice − salesPrice'),
  validity: z.number().int(),
  promotedDays: z.number().int().nullable().describe('From a product config or mapping when one sets it'),
  quantity: z.number().int(),
  cityId: z.number().int().nullable(),
  cityName: z.string().nullable(),
  packageHasNpProduct: z.boolean(),
  agentType: z.enum(PACKAGE_AGENT_TYPES),
  npType: z.enum(NP_TYPES),
  propertyCategory: z.enum(PROPERTY_CATEGORIES),
  clientTypeId: z.number().int().nullable(),
  isPriceApplicable: z.boolean(),
  active: z.boolean(),
  inUse: z.boolean().describe('Sold on an opportunity: cannot be deleted, only deactivated'),
});
export type PackageRow = z.infer<typeof packageRowSchema>;

export const packageMappingSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  productName: z.string(),
  activationParameters: jsonObjectAnswer(),
  requiredActivationParameters: z.unknown(),
});
export type PackageMapping = z.infer<typeof packageMappingSchema>;

/** One package with everything its form edits. */
export const packageDetailSchema = packageRowSchema.extend({
  requiredFields: z.array(z.string()),
  requiredPricingParameters: z.array(z.object({ name: z.string(), type: z.string(), allowedValues: z.array(z.unknown()) })),
  mappings: z.array(packageMappingSchema),
});
export type PackageDetail = z.infer<typeof packageDetailSchema>;

export const packagesDeletedSchema = z.object({ deletedIds: z.array(z.number().int()), msg: z.string() });

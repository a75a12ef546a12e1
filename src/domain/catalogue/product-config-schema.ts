import { z } from 'zod';
import { VALIDATION_MESSAGES } from '../validation/messages';
import { requiredId } from '../validation/zod-fields';
import { jsonObjectAnswer } from './json-parameters';

const optionalWhole = (max: number) => z.number({ error: VALIDATION_MESSAGES.expectedNumber }).int().min(0).max(max).nullish();

/**
 * POST /sapna/v1/product-configs and PUT /sapna/v1/product-configs/{id}: the parameters JSON (quantity,
 * promotedDays, cityUUID, housingSubscriptionRegionId) as the screen edits it (spec 001 §3).
 */
export const productConfigInputSchema = z.object({
  packageProductMappingId: requiredId(),
  ppQuantity: optionalWhole(1_000_000),
  ppPromotedDays: optionalWhole(3650),
  ppCityUUID: z.string().trim().max(64).nullish(),
  ppHSR: optionalWhole(10_000),
});
export type ProductConfigInput = z.infer<typeof productConfigInputSchema>;

export type ProductConfigParameters = { quantity?: number | null; promotedDays?: number | null; cityUUID?: string | null; housingSubscriptionRegionId?: number | null };

/** The stored parameters of the screen's fields. */
export function parametersOfConfig(input: ProductConfigInput): ProductConfigParameters {
  return {
    quantity: input.ppQuantity ?? null,
    promotedDays: input.ppPromotedDays ?? null,
    cityUUID: input.ppCityUUID ? input.ppCityUUID : null,
    housingSubscriptionRegionId: input.ppHSR ?? null,
  };
}

export const productConfigSchema = z.object({
  id: z.number().int(),
  packageProductMappingId: z.number().int(),
  packageId: z.number().int(),
  packageName: z.string(),
  productId: z.number().int(),
  productName: z.string(),
  parameters: jsonObjectAnswer(),
  ppQuantity: z.number().nullable(),
  ppPromotedDays: z.number().nullable(),
  ppCityUUID: z.string().nullable(),
  ppHSR: z.number().nullable(),
});
export type ProductConfig = z.infer<typeof productConfigSchema>;

import { z } from 'zod';
import { packageDetailSchema } from './package-schema';
import { optionalText, requiredText } from '../validation/zod-fields';

/** POST /sapna/v2/package-family and PUT /sapna/v2/package-family/{id}. */
export const familyInputSchema = z.object({
  name: requiredText().pipe(z.string().max(200)),
  familyEvent: optionalText().pipe(z.string().max(200).nullish()),
  active: z.boolean().default(true),
});
export type FamilyInput = z.infer<typeof familyInputSchema>;

/** POST /sapna/v2/package-family/{id}/copy: a new name; prices are copied only when asked. */
export const familyCopyInputSchema = z.object({
  name: requiredText().pipe(z.string().max(200)),
  copyPrices: z.boolean().default(false),
});
export type FamilyCopyInput = z.infer<typeof familyCopyInputSchema>;

/** GET /sapna/v3/package-families: each family with its packages and their mappings (spec 001 §3). */
export const familySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  familyEvent: z.string().nullable(),
  active: z.boolean(),
  isCampaign: z.boolean().describe('A campaign family: pickers keep only its packages with Value in the name'),
  familyPackages: z.array(packageDetailSchema),
});
export type Family = z.infer<typeof familySchema>;

export const familyCopySchema = z.object({
  family: familySchema,
  copied: z.object({ packages: z.number().int(), mappings: z.number().int(), productConfigs: z.number().int(), prices: z.number().int() }),
});

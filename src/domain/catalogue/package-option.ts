import { z } from 'zod';

const jsonValue = z.unknown().describe('Stored as JSON text, parsed on read (null when the stored text is malformed)');

/** A package an opportunity can add, with today's prices (GET /sapna/v2/packages?cityId&clientTypeId). */
export const packageOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  packageFamilyId: z.number().int().nullable(),
  packageFamilyName: z.string().nullable(),
  ratePrice: z.number(),
  salesPrice: z.number(),
  validityDays: z.number().int(),
  quantity: z.number().int(),
  cityId: z.number().int().nullable(),
  clientTypeId: z.number().int().nullable(),
  isPriceApplicable: z.boolean(),
  requiredPricingParameters: jsonValue,
  products: z.array(z.object({ productId: z.number().int(), productName: z.string(), requiredActivationParameters: jsonValue })),
});

export type PackageOption = z.infer<typeof packageOptionSchema>;

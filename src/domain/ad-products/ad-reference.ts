import { z } from 'zod';

/** GET /housingAP/products-mapping: the ad products and the screen each belongs to. */
export const AD_PRODUCT_KEYS = ['audience_maximizer', 'site_takeover', 'microsite', 'virtual_tour', 'np_slot'] as const;
export const productMappingSchema = z.object({
  productId: z.number().int(),
  productName: z.string(),
  key: z.enum(AD_PRODUCT_KEYS),
  placeholderId: z.number().int(),
});
export type ProductMapping = z.infer<typeof productMappingSchema>;

/** GET /sapna/v1/housing/helper/{n}: one reference list (spec 002 §7: n in 1, 2, 5, 7, 8, 10, 11, 12, 18, 20, 21). */
export const helperListSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  items: z.array(z.object({ id: z.union([z.number(), z.string()]), name: z.string() })),
});
export type HelperList = z.infer<typeof helperListSchema>;

/** What each helper list holds (ours; the spec names only the numbers). */
export const HELPER_LIST_NAMES: Record<number, string> = {
  1: 'Cities',
  2: 'Localities',
  5: 'Product types',
  7: 'Promoted entity types',
  8: 'Audience maximizer types',
  10: 'Package slot statuses',
  11: 'Device ids',
  12: 'Ad products',
  18: 'Site-takeover card priorities',
  20: 'Site-takeover tags',
  21: 'Site-takeover slot availability (booked slots of product 74)',
};

import { z } from 'zod';
import { requiredId } from '../validation/zod-fields';
import { FLAT_DETAIL_KEY_NAMES, LISTING_STATUSES, type FlatDetailKey } from './listing-messages';

/** POST /sapna/v1/listings/seller-profile: the profiles, the listing types (keys) and the statuses asked for. */
export const sellerProfileRequestSchema = z.object({
  profile_uuids: z.array(z.string().trim().min(1).max(100)).min(1).max(20),
  keys: z.array(z.enum(FLAT_DETAIL_KEY_NAMES as [FlatDetailKey, ...FlatDetailKey[]])).optional(),
  filter_status: z.array(z.enum(LISTING_STATUSES)).optional(),
});
export type SellerProfileRequest = z.input<typeof sellerProfileRequestSchema>;

/** POST /sapna/v1/product-activation/tag-product-listings: listings of the profile to tag to a product mapping. */
export const tagProductListingsSchema = z.object({
  opportunityProductMappingId: requiredId(),
  listingIds: z.array(requiredId()).min(1).max(100),
});
export type TagProductListingsInput = z.input<typeof tagProductListingsSchema>;

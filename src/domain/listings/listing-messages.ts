/** Texts of the listings area the spec does not give (our wording). */
export const LISTING_MESSAGES = {
  profileNotFound: 'Seller profile not found.',
  productMappingNotFound: 'Product not found.',
  notOfProfile: (listingId: number) => `Listing ${listingId} does not belong to this profile.`,
  taggedElsewhere: (listingId: number) => `Listing ${listingId} is already tagged to another product.`,
  lostOpportunity: 'Listings cannot be tagged to a package of a lost opportunity.',
  badIdList: 'Please enter ids separated by commas.',
} as const;

/** Every status a listing may have (listings.status). */
export const LISTING_STATUSES = ['ACTIVE', 'PENDING', 'INACTIVE', 'EXPIRED'] as const;

/** seller-profile answer keys per listing type (spec 000 §7); commercial listings have their own helper call. */
export const FLAT_DETAIL_KEYS = { buy_flat_details: 'BUY', rent_flat_details: 'RENT', pg_flat_details: 'PG' } as const;
export type FlatDetailKey = keyof typeof FLAT_DETAIL_KEYS;
export const FLAT_DETAIL_KEY_NAMES = Object.keys(FLAT_DETAIL_KEYS) as FlatDetailKey[];

import { z } from 'zod';
import { defineEndpoints } from '../endpoints/endpoint';
import { requiredIsoDate } from '../validation/zod-fields';
import { listingPayabilitySchema, listingViewSchema, liveListingsPageSchema } from './listing-answers';
import { sellerProfileRequestSchema, tagProductListingsSchema } from './listing-inputs';
import { LISTING_MESSAGES, LISTING_STATUSES } from './listing-messages';


/** '1,2,3' → [1, 2, 3] (at most 100 ids). */
const idList = () =>
  z
    .string()
    .regex(/^\d{1,10}(,\d{1,10})*$/, { error: LISTING_MESSAGES.badIdList })
    .transform((text) => text.split(',').map(Number))
    .pipe(z.array(z.number().int().positive().max(2_147_483_647)).max(100));
/** 'a,b' → ['a', 'b']. */
const textList = () =>
  z
    .string()
    .max(500)
    .transform((text) => text.split(',').map((s) => s.trim()).filter(Boolean));

const paged = <T extends z.ZodType>(item: T) => z.object({ results: z.array(item), totalCount: z.number(), page: z.number(), size: z.number() });
const profileUuid = () => z.string().min(1).max(100);

/** Live (ACTIVE) listings of a seller per type, as the search services answer them. */
const liveListingsQuery = z.object({
  uuid: profileUuid().describe('The seller profile'),
  source: z.literal('web'),
  results_per_page: z.coerce.number().int().min(1).max(100).default(10),
  p: z.coerce.number().int().min(1).max(100_000).default(1).describe('Page, from 1'),
});

/** Listings of a seller profile (the marketplace's listing services, served here over our listings tables). */
export const listingEndpoints = defineEndpoints({ tags: ['listings'], capability: 'readSales' }, {
  sellerProfile: {
    method: 'POST',
    path: '/sapna/v1/listings/seller-profile',
    // A read sent as POST (spec 000 §7): read-only users may make it.
    allowReadOnly: true,
    capability: 'signedIn',
    description: 'Per profile: buy_flat_details, rent_flat_details, pg_flat_details (the keys asked for), listings in the statuses of filter_status (all when absent).',
    body: sellerProfileRequestSchema,
    response: paged(
      z.object({
        profile_uuid: z.string(),
        buy_flat_details: z.array(listingViewSchema).optional(),
        rent_flat_details: z.array(listingViewSchema).optional(),
        pg_flat_details: z.array(listingViewSchema).optional(),
      }),
    ),
  },
  leads: {
    method: 'GET',
    path: '/sapna/v1/listings/leads',
    description: 'Lead counts per property of the profile and per service. Dates YYYY-MM-DD (Asia/Kolkata), default 6 months back through tomorrow.',
    query: z.object({
      profile_uuid: profileUuid(),
      property_ids: idList().optional(),
      services: textList().optional(),
      start_date: requiredIsoDate().optional(),
      end_date: requiredIsoDate().optional(),
    }),
    response: paged(z.object({ property_id: z.number(), total_leads: z.number(), services: z.record(z.string(), z.number()) })).extend({
      start_date: z.string(),
      end_date: z.string(),
    }),
  },
  payability: {
    method: 'GET',
    path: '/sapna/v1/listings/payability',
    description: 'Payability of the listings asked for that are in scope.',
    query: z.object({ listing_ids: idList() }),
    response: paged(listingPayabilitySchema),
  },
  commercial: {
    method: 'GET',
    path: '/sapna/v1/listings/commercial',
    description: "The commercial-listing helper: a profile's commercial listings in the given statuses (default ACTIVE,PENDING).",
    query: z.object({ profile_uuid: profileUuid(), status: textList().pipe(z.array(z.enum(LISTING_STATUSES))).optional() }),
    response: paged(listingViewSchema),
  },
  packagesWithUntaggedListings: {
    method: 'GET',
    path: '/sapna/v1/product-activation/get-packages-with-untagged-listings',
    query: z.object({ profileUuid: profileUuid() }),
    response: z.object({
      packages: z.array(
        z.object({
          opportunityId: z.number(),
          opportunityName: z.string(),
          opportunityStatusId: z.number(),
          opportunityPackageMappingId: z.number(),
          packageId: z.number(),
          packageName: z.string().nullable(),
          quantity: z.number(),
          productMappings: z.array(
            z.object({
              opportunityProductMappingId: z.number(),
              productId: z.number(),
              productName: z.string().nullable(),
              activated: z.boolean(),
              taggedListingIds: z.array(z.number()),
            }),
          ),
        }),
      ),
      untaggedListings: z.array(listingViewSchema),
    }),
  },
  tagProductListings: {
    method: 'POST',
    path: '/sapna/v1/product-activation/tag-product-listings',
    capability: 'sell',
    query: z.object({ profileUuid: profileUuid() }),
    body: tagProductListingsSchema,
    response: z.object({ opportunityProductMappingId: z.number(), listingIds: z.array(z.number()) }),
  },
  liveRent: {
    method: 'GET',
    path: '/khoj/api/v1/rent/index/filter',
    query: liveListingsQuery,
    response: liveListingsPageSchema,
  },
  liveBuy: {
    method: 'GET',
    path: '/housingSearch/api/v6/buy/index/filter',
    query: liveListingsQuery,
    response: liveListingsPageSchema,
  },
});

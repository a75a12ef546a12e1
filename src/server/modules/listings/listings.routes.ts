import { z } from 'zod';
import { requiredIsoDate } from '../../../domain/validation/zod-fields';
import type { AppInstance } from '../../http';
import { runService } from '../../shared/service-context';
import { liveListingsRoutes } from './live-listings.routes';
import { LISTING_MESSAGES, LISTING_STATUSES } from './listing-messages';
import { listingPayabilitySchema, listingViewSchema } from '../../../domain/listings/listing-answers';
import { commercialListings, listingLeadDetails, listingPayability, sellerProfileListings, sellerProfileRequestSchema } from './listings.service';
import { packagesWithUntaggedListings, tagProductListings, tagProductListingsSchema } from './product-activation.service';

const tags = ['listings'];

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
const envelope = <T>(results: T[]) => ({ results, totalCount: results.length, page: 0, size: results.length });

/** Listings of a seller profile (the marketplace's listing services, served here over our listings tables). */
export async function listingsRoutes(api: AppInstance): Promise<void> {
  api.post(
    '/sapna/v1/listings/seller-profile',
    {
      // A read sent as POST (spec 000 §7): read-only users may make it.
      config: { allowReadOnly: true, capability: 'signedIn' },
      schema: {
        tags,
        description: 'Per profile: buy_flat_details, rent_flat_details, pg_flat_details (the keys asked for), listings in the statuses of filter_status (all when absent).',
        body: sellerProfileRequestSchema,
        response: {
          200: paged(
            z.object({
              profile_uuid: z.string(),
              buy_flat_details: z.array(listingViewSchema).optional(),
              rent_flat_details: z.array(listingViewSchema).optional(),
              pg_flat_details: z.array(listingViewSchema).optional(),
            }),
          ),
        },
      },
    },
    async (request) => envelope(await runService(api.db, request, (ctx) => sellerProfileListings(ctx, request.body))),
  );

  api.get(
    '/sapna/v1/listings/leads',
    {
      schema: {
        tags,
        description: 'Lead counts per property of the profile and per service. Dates YYYY-MM-DD (Asia/Kolkata), default 6 months back through tomorrow.',
        querystring: z.object({
          profile_uuid: z.string().min(1).max(100),
          property_ids: idList().optional(),
          services: textList().optional(),
          start_date: requiredIsoDate().optional(),
          end_date: requiredIsoDate().optional(),
        }),
        response: {
          200: paged(z.object({ property_id: z.number(), total_leads: z.number(), services: z.record(z.string(), z.number()) })).extend({
            start_date: z.string(),
            end_date: z.string(),
          }),
        },
      },
    },
    async (request) => {
      const q = request.query;
      const answer = await runService(api.db, request, (ctx) =>
        listingLeadDetails(ctx, { profileUuid: q.profile_uuid, propertyIds: q.property_ids, services: q.services, startDate: q.start_date, endDate: q.end_date }),
      );
      return { ...envelope(answer.results), start_date: answer.start_date, end_date: answer.end_date };
    },
  );

  api.get(
    '/sapna/v1/listings/payability',
    {
      schema: {
        tags,
        description: 'Payability of the listings asked for that are in scope.',
        querystring: z.object({ listing_ids: idList() }),
        response: { 200: paged(listingPayabilitySchema) },
      },
    },
    async (request) => envelope(await runService(api.db, request, (ctx) => listingPayability(ctx, request.query.listing_ids))),
  );

  api.get(
    '/sapna/v1/listings/commercial',
    {
      schema: {
        tags,
        description: "The commercial-listing helper: a profile's commercial listings in the given statuses (default ACTIVE,PENDING).",
        querystring: z.object({ profile_uuid: z.string().min(1).max(100), status: textList().pipe(z.array(z.enum(LISTING_STATUSES))).optional() }),
        response: { 200: paged(listingViewSchema) },
      },
    },
    async (request) => envelope(await runService(api.db, request, (ctx) => commercialListings(ctx, request.query.profile_uuid, request.query.status))),
  );

  api.get(
    '/sapna/v1/product-activation/get-packages-with-untagged-listings',
    {
      schema: {
        tags,
        querystring: z.object({ profileUuid: z.string().min(1).max(100) }),
        response: {
          200: z.object({
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
      },
    },
    async (request) => runService(api.db, request, (ctx) => packagesWithUntaggedListings(ctx, request.query.profileUuid)),
  );

  api.post(
    '/sapna/v1/product-activation/tag-product-listings',
    {
      schema: {
        tags,
        querystring: z.object({ profileUuid: z.string().min(1).max(100) }),
        body: tagProductListingsSchema,
        response: { 200: z.object({ opportunityProductMappingId: z.number(), listingIds: z.array(z.number()) }) },
      },
    },
    async (request) => runService(api.db, request, (ctx) => tagProductListings(ctx, request.query.profileUuid, request.body)),
  );

  await api.register(liveListingsRoutes);
}

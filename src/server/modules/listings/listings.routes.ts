import type { AppInstance } from '../../http';
import { route } from '../../shared/http/endpoint-route';
import { listingEndpoints as endpoints } from '../../../domain/listings/listings.endpoints';
import { commercialListings, listingLeadDetails, listingPayability, sellerProfileListings } from './listings.service';
import { packagesWithUntaggedListings, tagProductListings } from './product-activation.service';
import { liveListings } from './live-listings.service';

const envelope = <T>(results: T[]) => ({ results, totalCount: results.length, page: 0, size: results.length });

/** The listing endpoints (domain/listings/listings.endpoints.ts): a seller profile's listings, leads and payability. */
export async function listingsRoutes(api: AppInstance): Promise<void> {
  route(api, endpoints.sellerProfile).service(async (ctx, { body }) => envelope(await sellerProfileListings(ctx, body)));
  route(api, endpoints.leads).service(async (ctx, { query: q }) => {
    const answer = await listingLeadDetails(ctx, { profileUuid: q.profile_uuid, propertyIds: q.property_ids, services: q.services, startDate: q.start_date, endDate: q.end_date });
    return { ...envelope(answer.results), start_date: answer.start_date, end_date: answer.end_date };
  });
  route(api, endpoints.payability).service(async (ctx, { query }) => envelope(await listingPayability(ctx, query.listing_ids)));
  route(api, endpoints.commercial).service(async (ctx, { query }) => envelope(await commercialListings(ctx, query.profile_uuid, query.status)));
  route(api, endpoints.packagesWithUntaggedListings).service((ctx, { query }) => packagesWithUntaggedListings(ctx, query.profileUuid));
  route(api, endpoints.tagProductListings).service((ctx, { query, body }) => tagProductListings(ctx, query.profileUuid, body));

  // Live (ACTIVE) listings of a seller per type, as the search services answer them.
  route(api, endpoints.liveRent).service((ctx, { query }) => liveListings(ctx, 'RENT', { uuid: query.uuid, resultsPerPage: query.results_per_page, p: query.p }));
  route(api, endpoints.liveBuy).service((ctx, { query }) => liveListings(ctx, 'BUY', { uuid: query.uuid, resultsPerPage: query.results_per_page, p: query.p }));
}

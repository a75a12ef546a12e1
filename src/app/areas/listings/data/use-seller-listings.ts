import type { ListingType } from '../../../../domain/reference/limits';
import { ACTIVE_LISTING_STATUSES } from '../../../../domain/reference/limits';
import { listingEndpoints } from '../../../../domain/listings/listings.endpoints';
import { call } from '../../../lib/api/call';
import { useResource, type Resource } from '../../../lib/data/use-resource';
import type { ListingView as Listing } from '../../../../domain/listings/listing-answers';

/** A seller's listings by type. */
export type ListingsByType = Record<ListingType, Listing[]>;

/**
 * The seller profile's listings in the statuses asked for active listings (ACTIVE and PENDING): BUY, RENT and PG
 * from POST /sapna/v1/listings/seller-profile, COMMERCIAL from the commercial-listing helper.
 */
export async function fetchSellerListings(profileUuid: string, signal?: AbortSignal): Promise<ListingsByType> {
  const status = [...ACTIVE_LISTING_STATUSES];
  const [profiles, commercial] = await Promise.all([
    // The listings panel shows a failure itself (LoadFailed).
    call(listingEndpoints.sellerProfile, {
      body: { profile_uuids: [profileUuid], keys: ['buy_flat_details', 'rent_flat_details', 'pg_flat_details'], filter_status: status },
      signal,
      notify: false,
    }),
    call(listingEndpoints.commercial, { query: { profile_uuid: profileUuid, status: status.join(',') }, signal, notify: false }),
  ]);
  const profile = profiles.results.find((p) => p.profile_uuid === profileUuid);
  return {
    BUY: profile?.buy_flat_details ?? [],
    RENT: profile?.rent_flat_details ?? [],
    PG: profile?.pg_flat_details ?? [],
    COMMERCIAL: commercial.results,
  };
}

export function useSellerListings(profileUuid: string): Resource<ListingsByType> {
  return useResource(`seller-listings:${profileUuid}`, (signal) => fetchSellerListings(profileUuid, signal));
}

import { listingEndpoints } from '../../../../domain/listings/listings.endpoints';
import { call } from '../../../lib/api/call';
import { useResource, type Resource } from '../../../lib/data/use-resource';
import type { ListingPayability } from '../../../../domain/listings/listing-answers';

/** GET /sapna/v1/listings/payability?listing_ids: per listing, payable and ad package bought (at most 100 ids a call). */
export function useListingPayability(listingIds: readonly number[]): Resource<Map<number, ListingPayability>> {
  const ids = listingIds.slice(0, 100).join(',');
  return useResource(ids === '' ? null : `payability:${ids}`, async (signal) => {
    const page = await call(listingEndpoints.payability, { query: { listing_ids: ids }, signal, notify: false });
    return new Map(page.results.map((p) => [p.listing_id, p]));
  });
}

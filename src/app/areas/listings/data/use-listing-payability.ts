import type { Paged } from '../../../../domain/paging/paged';
import { api } from '../../../lib/api/api';
import { useResource, type Resource } from '../../../lib/data/use-resource';
import type { ListingPayability } from '../../../../domain/listings/listing-answers';


/** GET /sapna/v1/listings/payability?listing_ids: per listing, payable and ad package bought (at most 100 ids a call). */
export function useListingPayability(listingIds: readonly number[]): Resource<Map<number, ListingPayability>> {
  const ids = listingIds.slice(0, 100).join(',');
  return useResource(ids === '' ? null : `payability:${ids}`, async (signal) => {
    const page = await api.get<Paged<ListingPayability>>('/sapna/v1/listings/payability', { query: { listing_ids: ids }, signal, notify: false });
    return new Map(page.results.map((p) => [p.listing_id, p]));
  });
}

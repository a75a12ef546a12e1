import { listingEndpoints } from '../../../../domain/listings/listings.endpoints';
import { call } from '../../../lib/api/call';
import { useResource, type Resource } from '../../../lib/data/use-resource';

export type LiveListingCounts = { type: 'BUY' | 'RENT'; total: number; newProjects: number; resale: number };

/** The live-listing search endpoint of each type (spec 000 §7: per type, with uuid and source=web). */
const LIVE_LISTINGS = { BUY: listingEndpoints.liveBuy, RENT: listingEndpoints.liveRent } as const;

/** How many listings of the seller are live, per type: one result per page is enough to read the totals. */
export function useLiveListingCounts(profileUuid: string): Resource<LiveListingCounts[]> {
  return useResource(`live-listings:${profileUuid}`, (signal) =>
    Promise.all(
      (Object.keys(LIVE_LISTINGS) as (keyof typeof LIVE_LISTINGS)[]).map(async (type) => {
        const page = await call(LIVE_LISTINGS[type], { query: { uuid: profileUuid, source: 'web', results_per_page: 1, p: 1 }, signal, notify: false });
        return { type, total: page.total, newProjects: page.np_total_count, resale: page.resale_total_count };
      }),
    ),
  );
}

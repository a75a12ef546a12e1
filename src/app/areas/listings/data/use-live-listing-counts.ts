import { api } from '../../../lib/api/api';
import { useResource, type Resource } from '../../../lib/data/use-resource';
import type { LiveListingsPage } from '../../../../domain/listings/listing-answers';

export type LiveListingCounts = { type: 'BUY' | 'RENT'; total: number; newProjects: number; resale: number };

/** The live-listing search endpoint of each type (spec 000 §7: per type, with uuid and source=web). */
const LIVE_LISTING_PATHS = { BUY: '/housingSearch/api/v6/buy/index/filter', RENT: '/khoj/api/v1/rent/index/filter' } as const;

/** How many listings of the seller are live, per type: one result per page is enough to read the totals. */
export function useLiveListingCounts(profileUuid: string): Resource<LiveListingCounts[]> {
  return useResource(`live-listings:${profileUuid}`, (signal) =>
    Promise.all(
      (Object.keys(LIVE_LISTING_PATHS) as (keyof typeof LIVE_LISTING_PATHS)[]).map(async (type) => {
        const page = await api.get<LiveListingsPage>(LIVE_LISTING_PATHS[type], { query: { uuid: profileUuid, source: 'web', results_per_page: 1, p: 1 }, signal, notify: false });
        return { type, total: page.total, newProjects: page.np_total_count, resale: page.resale_total_count };
      }),
    ),
  );
}

import type { ListingType } from '../../../domain/reference/limits';
import type { ServiceContext } from '../../shared/http/service-context';
import type { ListingView } from './listing-presenter';
import { countNewProjectListings, countProfileListings, findProfileListings } from './listings.repo';
import { requireProfile, withHistoryLeads } from './listings.service';

export type LiveListingsPage = {
  hits: ListingView[];
  /** The next page's p, or null on the last page. */
  cursor: string | null;
  total: number;
  np_total_count: number;
  resale_total_count: number;
};

/**
 * The search services' live listings of a seller (GET /khoj/api/v1/rent/index/filter and
 * /housingSearch/api/v6/buy/index/filter): the profile's ACTIVE listings of one type, newest first, page p
 * (1-based) of results_per_page. np_total_count counts new-project listings, resale_total_count the rest.
 */
export async function liveListings(
  ctx: ServiceContext,
  type: Extract<ListingType, 'BUY' | 'RENT'>,
  query: { uuid: string; resultsPerPage: number; p: number },
): Promise<LiveListingsPage> {
  await requireProfile(ctx, query.uuid);
  const filter = { types: [type], statuses: ['ACTIVE'] };
  const total = await countProfileListings(ctx.tx, query.uuid, filter);
  const npTotal = await countNewProjectListings(ctx.tx, query.uuid, filter);
  const offset = (query.p - 1) * query.resultsPerPage;
  const rows = offset < total ? await findProfileListings(ctx.tx, query.uuid, filter, { limit: query.resultsPerPage, offset }) : [];
  return {
    hits: await withHistoryLeads(ctx, rows),
    cursor: offset + rows.length < total ? String(query.p + 1) : null,
    total,
    np_total_count: npTotal,
    resale_total_count: total - npTotal,
  };
}

import { TABLE_SIZE } from '../../../../domain/reference/limits';
import { opportunityEndpoints } from '../../../../domain/opportunities/opportunities.endpoints';
import { call } from '../../../lib/api/call';
import { keysetCursors } from '../../../lib/data/keyset-cursor';
import { useMirrorResource } from '../../../lib/data/use-mirror-resource';
import { searchMirrorOpportunities } from '../offline/queries';
import { useSignedInUser } from '../../../lib/session/use-session';
import type { Resource } from '../../../lib/data/use-resource';
import type { OpportunitySearchInput } from './opportunity-list-search';

export type { OpportunitySearchInput };
import type { OpportunityRow, Paged } from './opportunity-types';
import { pageIndexOf } from '../../../lib/list/page-base';

/**
 * GET /api/sapna/v1/opportunity/search: opportunities in scope (mine=true: the user's own), sorted by
 * opportunity id descending, TABLE_SIZE (10) a page.
 */
/** The last id of each page read, so Next asks with the keyset cursor (lib/data/keyset-cursor.ts). */
const cursors = keysetCursors();

export async function searchOpportunities(input: OpportunitySearchInput, signal?: AbortSignal): Promise<Paged<OpportunityRow>> {
  const filters = { q: input.q || undefined, bucket: input.bucket, statusId: input.statusId, discount: input.discount, mine: input.mine ? ('true' as const) : undefined, size: TABLE_SIZE };
  const filtersKey = JSON.stringify(filters);
  const page = pageIndexOf(input.page);
  const result = await call(opportunityEndpoints.search, {
    query: { ...filters, page, after: cursors.after(filtersKey, page) },
    signal,
  });
  cursors.remember(filtersKey, page, result.results.at(-1)?.id);
  return result;
}

/**
 * From the device's mirror once it holds the user's scope (the same filters, order and pages), otherwise from the
 * server. The last search typed wins: a new one aborts the request before it (useResource's signal).
 */
export function useOpportunitySearch(input: OpportunitySearchInput): Resource<Paged<OpportunityRow>> {
  const viewer = useSignedInUser();
  const key = JSON.stringify(['opportunity-search', input.mine, input.q ?? '', input.bucket ?? '', input.statusId ?? '', input.discount ?? '', input.page ?? 1]);
  return useMirrorResource(key, (db) => searchMirrorOpportunities(db, input, viewer), (signal) => searchOpportunities(input, signal), { keepPrevious: true });
}

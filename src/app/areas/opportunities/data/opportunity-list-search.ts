import { searchEnum, searchInt, searchShape, searchString } from '../../../lib/search-params';

/**
 * The URL search of my-opportunities and opportunity-search: what a user filtered by survives a reload and a
 * shared link. `page` counts from 1 on screen (the server's pages count from 0).
 */
export const opportunityListSearchSchema = searchShape({
  q: searchString(100, { trim: true }),
  bucket: searchEnum(['open', 'closed', 'lost'] as const),
  statusId: searchInt(1),
  /** `rejected`: a package's discount was rejected and not sent again (home's "Discounts rejected"). */
  discount: searchEnum(['rejected'] as const),
  page: searchInt(1),
});

export type OpportunityListSearch = ReturnType<typeof opportunityListSearchSchema>;

/** The search the opportunity lists run (mine=true: the user's own). */
export type OpportunitySearchInput = OpportunityListSearch & { mine: boolean };

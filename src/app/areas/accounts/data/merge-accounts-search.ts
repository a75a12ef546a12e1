import { searchInt, searchShape, searchString } from '../../../lib/search-params';

/**
 * merge-accounts keeps its key and page (1-based) in the URL. Apart from the key search's call, which would bring
 * the account endpoints and their schemas into the route tree every screen loads first.
 */
export const mergeAccountsSearchSchema = searchShape({
  key: searchString(200),
  page: searchInt(1, 1_000_000),
});
export type MergeAccountsSearch = ReturnType<typeof mergeAccountsSearchSchema>;

import { z } from 'zod';
import { useResource, type Resource } from '../../../lib/data/use-resource';
import type { AccountSearchResult, Paged } from './account-types';
import { keySearchAccounts } from './merge-accounts';

/** merge-accounts keeps its key and page (1-based) in the URL. */
export const mergeAccountsSearchSchema = z.object({
  key: z.string().max(200).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(1_000_000).optional().catch(undefined),
});
export type MergeAccountsSearch = z.infer<typeof mergeAccountsSearchSchema>;

/** The key-search results for the URL's key (nothing until a key is given). */
export function useKeySearch(search: MergeAccountsSearch): Resource<Paged<AccountSearchResult>> {
  const key = search.key?.trim() ?? '';
  const page = (search.page ?? 1) - 1;
  return useResource(key ? `key-search:${page}:${key}` : null, (signal) => keySearchAccounts(key, page, signal), { keepPrevious: true });
}

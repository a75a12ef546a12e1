import { useResource, type Resource } from '../../../lib/data/use-resource';
import type { AccountSearchResult, Paged } from './account-types';
import { keySearchAccounts } from './merge-accounts';
import { pageIndexOf } from '../../../lib/list/page-base';
import type { MergeAccountsSearch } from './merge-accounts-search';

/** The key-search results for the URL's key (nothing until a key is given). */
export function useKeySearch(search: MergeAccountsSearch): Resource<Paged<AccountSearchResult>> {
  const key = search.key?.trim() ?? '';
  const page = pageIndexOf(search.page);
  return useResource(key ? `key-search:${page}:${key}` : null, (signal) => keySearchAccounts(key, page, signal), { keepPrevious: true });
}

import { api } from '../../../lib/api/api';
import { useResource, type Resource } from '../../../lib/data/use-resource';
import type { AccountSearchResult, Paged } from './account-types';
import { accountSearchQuery, type MyAccountsSearch } from './my-accounts-search';

/** GET /api/sapna/v1/account/search: the user's accounts, 100 a page. */
export function searchAccounts(search: MyAccountsSearch, signal?: AbortSignal): Promise<Paged<AccountSearchResult>> {
  return api.get<Paged<AccountSearchResult>>('/sapna/v1/account/search', { query: accountSearchQuery(search), signal });
}

/** my-accounts rows for the filters in the URL; the last page stays on screen while the next one loads. */
export function useAccountSearch(search: MyAccountsSearch): Resource<Paged<AccountSearchResult>> {
  const key = JSON.stringify(accountSearchQuery(search));
  return useResource(key, (signal) => searchAccounts(search, signal), { keepPrevious: true });
}

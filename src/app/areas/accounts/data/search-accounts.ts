import { api } from '../../../lib/api/api';
import { useMirrorResource } from '../../../lib/data/use-mirror-resource';
import type { Resource } from '../../../lib/data/use-resource';
import { searchMirrorAccounts } from '../offline/queries';
import type { AccountSearchResult, Paged } from './account-types';
import { accountSearchQuery, type MyAccountsSearch } from './my-accounts-search';

/** GET /api/sapna/v1/account/search: the user's accounts, 100 a page. */
export function searchAccounts(search: MyAccountsSearch, signal?: AbortSignal): Promise<Paged<AccountSearchResult>> {
  return api.get<Paged<AccountSearchResult>>('/sapna/v1/account/search', { query: accountSearchQuery(search), signal });
}

/**
 * my-accounts rows for the filters in the URL; the last page stays on screen while the next one loads. From the
 * device's mirror once it holds the user's scope (the same filters, order and pages as the server), otherwise
 * from the server.
 */
export function useAccountSearch(search: MyAccountsSearch): Resource<Paged<AccountSearchResult>> {
  const key = JSON.stringify(accountSearchQuery(search));
  return useMirrorResource(key, (db) => searchMirrorAccounts(db, search), (signal) => searchAccounts(search, signal), { keepPrevious: true });
}

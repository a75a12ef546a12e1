import { call } from '../../../lib/api/call';
import { browserSaysOffline } from '../../../lib/browser';
import { keysetCursors } from '../../../lib/data/keyset-cursor';
import { useMirrorResource } from '../../../lib/data/use-mirror-resource';
import type { Resource } from '../../../lib/data/use-resource';
import type * as MirrorQueriesModule from '../offline/search-queries';
import type { AccountSearchResult, Paged } from './account-types';
import { accountSearchQuery, type MyAccountsSearch } from './my-accounts-search';
import { loadAccountEndpoints } from './account-endpoints';

/** The last account id of each page read, so Next asks with the keyset cursor (lib/data/keyset-cursor.ts). */
const cursors = keysetCursors();

/** GET /api/sapna/v1/account/search: the user's accounts, 100 a page. */
export async function searchAccounts(search: MyAccountsSearch, signal?: AbortSignal): Promise<Paged<AccountSearchResult>> {
  const { page, ...filters } = accountSearchQuery(search);
  const filtersKey = JSON.stringify(filters);
  const pageIndex = Number(page ?? 0);
  const result = await call((await loadAccountEndpoints()).search, {
    query: { ...filters, page, after: cursors.after(filtersKey, pageIndex) },
    signal,
  });
  cursors.remember(filtersKey, pageIndex, result.results.at(-1)?.accountId);
  return result;
}

/**
 * The mirror's query module loads with the first question the device's copy can answer: the
 * page's own chunk stays light for a first visit, which reads from the server (issue 10). The browser loads a module
 * once, however often it is imported.
 */
const mirrorQueries = (): Promise<typeof MirrorQueriesModule> => import('../offline/search-queries');
// Offline the device's copy answers: its query module loads with this screen's chunk rather than after it.
if (browserSaysOffline()) void mirrorQueries();

/**
 * my-accounts rows for the filters in the URL; the last page stays on screen while the next one loads. From the
 * device's mirror once it holds the user's scope (the same filters, order and pages as the server), otherwise
 * from the server.
 */
export function useAccountSearch(search: MyAccountsSearch): Resource<Paged<AccountSearchResult>> {
  const key = JSON.stringify(accountSearchQuery(search));
  return useMirrorResource(key, async (db) => (await mirrorQueries()).searchMirrorAccounts(db, search), (signal) => searchAccounts(search, signal), { keepPrevious: true, lastSeen: 'my-accounts' });
}

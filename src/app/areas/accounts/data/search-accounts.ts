import { call } from '../../../lib/api/call';
import { browserSaysOffline } from '../../../lib/browser';
import { keysetCursors } from '../../../lib/data/keyset-cursor';
import { startMirrorQuery, useMirrorResource, type MirrorQuery } from '../../../lib/data/use-mirror-resource';
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
let loadedQueries: typeof MirrorQueriesModule | null = null;
const mirrorQueries = (): Promise<typeof MirrorQueriesModule> => import('../offline/search-queries').then((m) => (loadedQueries = m));
// Offline the device's copy answers: its query module loads with this screen's chunk rather than after it.
if (browserSaysOffline()) void mirrorQueries();

/**
 * my-accounts rows for the filters in the URL; the last page stays on screen while the next one loads. From the
 * device's mirror once it holds the user's scope (the same filters, order and pages as the server), otherwise
 * from the server.
 */
export function useAccountSearch(search: MyAccountsSearch): Resource<Paged<AccountSearchResult>> {
  return useMirrorResource(accountSearchKey(search), mirrorSearch(search), (signal) => searchAccounts(search, signal), { keepPrevious: true, lastSeen: 'my-accounts' });
}

const accountSearchKey = (search: MyAccountsSearch) => JSON.stringify(accountSearchQuery(search));
/** Once loaded, the query module is called at once (a search typed starts reading the copy without an import first). */
const mirrorSearch =
  (search: MyAccountsSearch): MirrorQuery<Paged<AccountSearchResult>> =>
  async (db) =>
    (loadedQueries ?? (await mirrorQueries())).searchMirrorAccounts(db, search);

/**
 * Starts the device copy's query for `search` now (a search typed, at the debounce), before the navigation to it
 * has rendered the screen, which then reads this query's answer (issue 55). The newest search's only: starting
 * another drops it. Resolves with the copy's answer; at once on a device that keeps no copy.
 */
export function startAccountSearch(search: MyAccountsSearch): Promise<void> {
  return startMirrorQuery('my-accounts', accountSearchKey(search), mirrorSearch(search));
}

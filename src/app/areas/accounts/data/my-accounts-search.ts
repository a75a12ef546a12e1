import { searchEnum, searchInt, searchShape, searchString } from '../../../lib/search-params';
import { pageIndexOf } from '../../../lib/list/page-base';

/** Sortable my-accounts columns (the server sorts by these only; each is served by an index). */
export const ACCOUNT_SORT_KEYS = ['accountId', 'accountName', 'createdAt', 'updatedAt'] as const;
export type AccountSortKey = (typeof ACCOUNT_SORT_KEYS)[number];

export const myAccountsSearchSchema = searchShape({
  q: searchString(200),
  cityId: searchInt(1),
  clientStatusId: searchInt(1, 3),
  agentId: searchInt(1),
  sort: searchEnum(ACCOUNT_SORT_KEYS),
  order: searchEnum(['asc', 'desc'] as const),
  page: searchInt(1, 1_000_000),
});

export type MyAccountsSearch = ReturnType<typeof myAccountsSearchSchema>;

/** The query the search and the CSV export send (page 0-based; the CSV ignores it). */
export function accountSearchQuery(search: MyAccountsSearch): Record<string, string | number | undefined> {
  return {
    q: search.q?.trim() || undefined,
    cityId: search.cityId,
    clientStatusId: search.clientStatusId,
    agentId: search.agentId,
    sort: search.sort,
    order: search.sort ? (search.order ?? 'asc') : undefined,
    page: pageIndexOf(search.page),
  };
}

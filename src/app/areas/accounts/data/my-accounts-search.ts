import { z } from 'zod';

/** Sortable my-accounts columns (the server sorts by these only; each is served by an index). */
export const ACCOUNT_SORT_KEYS = ['accountId', 'accountName', 'createdAt', 'updatedAt'] as const;
export type AccountSortKey = (typeof ACCOUNT_SORT_KEYS)[number];

const optionalId = z.coerce.number().int().positive().optional().catch(undefined);

/**
 * The my-accounts filters as they sit in the URL (so reload, back and a shared link keep them). Anything
 * malformed in a hand-edited URL falls back to the default instead of breaking the page. page is 1-based.
 */
export const myAccountsSearchSchema = z.object({
  q: z.string().max(200).optional().catch(undefined),
  cityId: optionalId,
  clientStatusId: z.coerce.number().int().min(1).max(3).optional().catch(undefined),
  agentId: optionalId,
  sort: z.enum(ACCOUNT_SORT_KEYS).optional().catch(undefined),
  order: z.enum(['asc', 'desc']).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(1_000_000).optional().catch(undefined),
});

export type MyAccountsSearch = z.infer<typeof myAccountsSearchSchema>;

/** The query the search and the CSV export send (page 0-based; the CSV ignores it). */
export function accountSearchQuery(search: MyAccountsSearch): Record<string, string | number | undefined> {
  return {
    q: search.q?.trim() || undefined,
    cityId: search.cityId,
    clientStatusId: search.clientStatusId,
    agentId: search.agentId,
    sort: search.sort,
    order: search.sort ? (search.order ?? 'asc') : undefined,
    page: (search.page ?? 1) - 1,
  };
}

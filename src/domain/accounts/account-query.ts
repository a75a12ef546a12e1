import { MATCH_RANK, type MatchRank } from '../search/match-rank';

/** The largest id a PostgreSQL integer holds: a longer number cannot be an account id. */
const MAX_INT = 2147483647;

/**
 * What the my-accounts search box's q matches (spec 000 §2): the account id exactly (when numeric), the housing
 * profile id exactly, or the start of the name, case-insensitively. The server turns the terms into SQL (a prefix
 * LIKE an index serves, account-search.repo.ts); the device matches its mirror with matchesAccountQuery.
 */
export type AccountQueryTerms = { accountId: number | null; housingProfileId: string; lowerNamePrefix: string };

export function accountQueryTerms(q: string): AccountQueryTerms {
  return {
    accountId: /^\d{1,10}$/.test(q) && Number(q) <= MAX_INT ? Number(q) : null,
    housingProfileId: q,
    lowerNamePrefix: q.toLowerCase(),
  };
}

/**
 * How well an account matches q (issue 55; domain/search/match-rank.ts): its id, housing profile id or whole name
 * exactly first, then the start of its name; null when it does not match. The server's twin: rankedAccountSearch.
 */
export function accountMatchRank(account: { accountId: number; housingProfileId: string | null; name: string }, q: string): MatchRank | null {
  const terms = accountQueryTerms(q);
  const lowerName = account.name.toLowerCase();
  if ((terms.accountId !== null && account.accountId === terms.accountId) || account.housingProfileId === terms.housingProfileId || lowerName === terms.lowerNamePrefix) return MATCH_RANK.exact;
  return lowerName.startsWith(terms.lowerNamePrefix) ? MATCH_RANK.prefix : null;
}

export function matchesAccountQuery(account: { accountId: number; housingProfileId: string | null; name: string }, q: string): boolean {
  const terms = accountQueryTerms(q);
  if (terms.accountId !== null && account.accountId === terms.accountId) return true;
  if (account.housingProfileId === terms.housingProfileId) return true;
  return account.name.toLowerCase().startsWith(terms.lowerNamePrefix);
}

/**
 * Sortable columns, each served by an index: accountId (primary key), accountName (accounts_name_lower_idx,
 * lower(name) collate "C"), createdAt (accounts_created_idx), updatedAt (accounts_updated_idx and, for an
 * agent's book, accounts_agent_updated_idx). Deal value is computed per row and is not sortable.
 */
export const ACCOUNT_SORTS = ['accountId', 'accountName', 'createdAt', 'updatedAt'] as const;
export type AccountSort = (typeof ACCOUNT_SORTS)[number];

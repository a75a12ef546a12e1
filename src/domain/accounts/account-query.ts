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

export function matchesAccountQuery(account: { accountId: number; housingProfileId: string | null; name: string }, q: string): boolean {
  const terms = accountQueryTerms(q);
  if (terms.accountId !== null && account.accountId === terms.accountId) return true;
  if (account.housingProfileId === terms.housingProfileId) return true;
  return account.name.toLowerCase().startsWith(terms.lowerNamePrefix);
}

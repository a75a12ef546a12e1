import { accountEndpoints } from '../../../../domain/accounts/accounts.endpoints';
import { call } from '../../../lib/api/call';
import type { AccountSearchResult, Paged } from './account-types';
import type { AccountMergeResult } from '../../../../domain/accounts/account-views';

/**
 * GET /api/sapna/v1/account/key-search?key&page: accounts to merge, 100 a page. The server answers 404 'No Such
 * Accounts Exists.' when nothing matches; the screen says that itself (notify: false).
 */
export function keySearchAccounts(key: string, page: number, signal?: AbortSignal): Promise<Paged<AccountSearchResult>> {
  return call(accountEndpoints.keySearch, { query: { key, page }, signal, notify: false });
}

export type { AccountMergeResult };

/** PUT /api/sapna/v1/account/merge: everything of the merged accounts moves to the survivor; they become Merged. */
export function mergeAccounts(survivorAccountId: number, mergedAccountIds: readonly number[]): Promise<AccountMergeResult> {
  return call(accountEndpoints.merge, { body: { survivorAccountId, mergedAccountIds: [...mergedAccountIds] } });
}

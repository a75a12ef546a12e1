import { presentAccountPage } from '../../../../domain/accounts/account-views';
import { isAccountEditable } from '../../../../domain/opportunities/statuses';
import type { AccountPage } from '../data/account-types';
import type { MirrorDb } from '../../../lib/offline/db';
import { collectedAmounts } from '../../../lib/offline/collected-amounts';
import { canSell, oldestIdFirst, type Viewer } from '../../../lib/offline/mirror-order';

// The account page (GET /sapna/v3/account-page/{id}) answered from the mirror, in the server's shape and order
// (src/server/modules/accounts/account-page.*). my-accounts' query is in search-queries.ts.

/**
 * The account page: the account, its opportunities newest first with their money, and totalAccountValue (deal
 * value of the open and closed buckets). undefined when the account is not on the device.
 */
export async function mirrorAccountPage(db: MirrorDb, accountId: number, viewer: Viewer): Promise<AccountPage | undefined> {
  const account = await db.accounts.get(accountId);
  if (!account) return undefined;
  const [rows, collected] = await Promise.all([
    db.opportunities.where('accountId').equals(accountId).toArray(),
    collectedAmounts(db, { accountIds: [accountId] }),
  ]);
  const opportunities = rows.sort((a, b) => oldestIdFirst(b.id, a.id)).map((o) => ({ ...o, collectedAmount: collected.get(o.id) ?? 0 }));
  return presentAccountPage(account, isAccountEditable(account.statusId) && canSell(viewer), opportunities);
}

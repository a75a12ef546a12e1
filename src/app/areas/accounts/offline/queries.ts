import { presentAccountPage } from '../../../../domain/accounts/account-views';
import { isAccountEditable } from '../../../../domain/opportunities/statuses';
import type { AccountPage } from '../data/account-types';
import type { MirrorDb } from '../../../lib/offline/device/db';
import { collectedAmounts } from '../../../lib/offline/device/collected-amounts';
import { canSell, oldestIdFirst, type Viewer } from '../../../lib/offline/device/mirror-order';

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
  return presentAccountPage(account, isAccountEditable(account.statusId) && canSell(viewer) && ownsOffline(viewer, account.agentId), opportunities);
}

/**
 * The edit scope as the device can tell it (scope.ts isAccountInEditScope): the viewer's own account. The device
 * does not know a team leader's reports, so a team leader ('teams') is offered every account on the device and
 * the server refuses, at sync, an edit of an account that is only behind a deal (403, shown in the outbox).
 */
function ownsOffline(viewer: Viewer, agentId: number | null): boolean {
  return agentId === viewer.id || viewer.capabilities.includes('teams');
}

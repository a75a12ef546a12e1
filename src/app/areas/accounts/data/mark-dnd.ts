import { accountEndpoints } from '../../../../domain/accounts/accounts.endpoints';
import { call } from '../../../lib/api/call';

/** POST /api/sapna/v1/account/mark/dnd?accountId&dndMarked: sets the account's do-not-disturb mark. */
export function markDnd(accountId: number, dndMarked: boolean) {
  return call(accountEndpoints.markDnd, { query: { accountId, dndMarked: String(dndMarked) } });
}

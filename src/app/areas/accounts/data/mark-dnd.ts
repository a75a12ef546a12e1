import { api } from '../../../lib/api/api';

/** POST /api/sapna/v1/account/mark/dnd?accountId&dndMarked: sets the account's do-not-disturb mark. */
export function markDnd(accountId: number, dndMarked: boolean): Promise<{ accountId: number; dndMarked: boolean }> {
  return api.post(`/sapna/v1/account/mark/dnd`, undefined, { query: { accountId, dndMarked } });
}

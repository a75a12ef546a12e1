import { z } from 'zod';
import { accountUpdateSchema } from '../../../../domain/accounts/account-schema';
import { ACCOUNT_CLIENT_STATUSES } from '../../../../domain/reference/ids';
import { VALIDATION_MESSAGES } from '../../../../domain/validation/messages';
import { accountEndpoints } from '../../../../domain/accounts/accounts.endpoints';
import { call } from '../../../lib/api/call';
import type { AccountDetails } from './account-types';

/** The edit form: the account fields of spec 000 §3 plus the client status (Hot, Cold, Warm), as v2 takes them. */
export const accountEditSchema = accountUpdateSchema.extend({
  clientStatusId: z.union(Object.values(ACCOUNT_CLIENT_STATUSES).map((id) => z.literal(id)), { error: VALIDATION_MESSAGES.required }),
});
export type AccountEdit = z.output<typeof accountEditSchema>;

/**
 * PUT /api/sapna/v2/account/{id}. baseVersion is the version the form was filled from: the server refuses a
 * client status change made on a stale copy. The caller shows failures (notify: false).
 */
export function updateAccount(accountId: number, edit: AccountEdit, baseVersion: number): Promise<AccountDetails> {
  return call(accountEndpoints.update, { params: { id: accountId }, body: { ...edit, baseVersion }, notify: false });
}

import { accountEndpoints } from '../../../../domain/accounts/accounts.endpoints';
import { call } from '../../../lib/api/call';
import { useMirrorResource } from '../../../lib/data/use-mirror-resource';
import type { Resource } from '../../../lib/data/use-resource';
import { mirrorAccountPage } from '../offline/queries';
import { useSignedInUser } from '../../../lib/session/use-session';
import type { AccountPage } from './account-types';

/**
 * GET /api/sapna/v3/account-page/{accountId}: the account, its opportunities and the total account value; from the
 * device's mirror when the account is there (live: pulled changes show at once), otherwise from the server.
 */
export function useAccountPage(accountId: number): Resource<AccountPage> {
  const viewer = useSignedInUser();
  return useMirrorResource(
    `account-page:${accountId}`,
    (db) => mirrorAccountPage(db, accountId, viewer),
    (signal) => call(accountEndpoints.page, { params: { accountId }, signal }),
  );
}

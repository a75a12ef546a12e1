import { api } from '../../../lib/api/api';
import { useResource, type Resource } from '../../../lib/data/use-resource';
import type { AccountPage } from './account-types';

/** GET /api/sapna/v3/account-page/{accountId}: the account, its opportunities and the total account value. */
export function useAccountPage(accountId: number): Resource<AccountPage> {
  return useResource(`account-page:${accountId}`, (signal) => api.get<AccountPage>(`/sapna/v3/account-page/${accountId}`, { signal }));
}

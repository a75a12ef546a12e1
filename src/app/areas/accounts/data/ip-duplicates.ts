import { accountEndpoints } from '../../../../domain/accounts/accounts.endpoints';
import { call } from '../../../lib/api/call';
import { useResource, type Resource } from '../../../lib/data/use-resource';
import type { Paged } from './account-types';
import type { IpDuplicateGroup, IpDuplicateGroupAccounts } from '../../../../domain/accounts/account-views';

/** Accounts that signed up from one IP; `id` is the group's lowest account id. */
export type { IpDuplicateGroup, IpDuplicateGroupAccounts };

/** GET /api/sapna/v1/account/ip-detected-duplicates?page: the groups, newest sign-up first, 100 a page. */
export function useIpDuplicateGroups(page: number): Resource<Paged<IpDuplicateGroup>> {
  return useResource(
    `ip-groups:${page}`,
    (signal) => call(accountEndpoints.ipDuplicates, { query: { page }, signal }),
    { keepPrevious: true },
  );
}

/** GET /api/sapna/v1/account/ip-detected-duplicates/{id}: the accounts sharing that sign-up IP, as my-accounts rows. */
export function useIpDuplicateGroup(id: number): Resource<IpDuplicateGroupAccounts> {
  return useResource(`ip-group:${id}`, (signal) => call(accountEndpoints.ipDuplicateGroup, { params: { id }, signal, notify: false }));
}

import type { AccountDetails } from '../../../domain/accounts/account-views';
import type { AccountRow } from './account-access.service';

export type { AccountDetails };

export function presentAccount(
  account: AccountRow,
  extra: { cityName: string | null; agentName: string | null; editable: boolean },
): AccountDetails {
  return {
    accountId: account.id,
    name: account.name,
    clientTypeId: account.clientTypeId,
    housingProfileId: account.housingProfileId,
    cityId: account.cityId,
    cityName: extra.cityName,
    agentId: account.agentId,
    agentName: extra.agentName,
    clientStatusId: account.clientStatusId,
    statusId: account.statusId,
    pan: account.pan,
    gstin: account.gstin,
    address: account.address,
    dndMarked: account.dndMarked,
    lookupAccountId: account.lookupAccountId,
    accountWalletAmount: Number(account.walletAmount),
    mergedIntoId: account.mergedIntoId,
    version: account.version,
    editable: extra.editable,
    createdAt: account.createdAt.toISOString(),
    updatedAt: account.updatedAt.toISOString(),
  };
}

import type { AccountRow } from './account-access';

/** The account as every account route answers it (spec 000 §3 field names). */
export type AccountDetails = {
  accountId: number;
  name: string;
  clientTypeId: number;
  housingProfileId: string | null;
  cityId: number | null;
  cityName: string | null;
  agentId: number | null;
  agentName: string | null;
  clientStatusId: number;
  statusId: number;
  pan: string | null;
  gstin: string | null;
  address: string | null;
  dndMarked: boolean;
  lookupAccountId: string | null;
  accountWalletAmount: number;
  mergedIntoId: number | null;
  version: number;
  /** False when the account is Inactive (5) or Merged (6), or the user may not write. */
  editable: boolean;
  createdAt: string;
  updatedAt: string;
};

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

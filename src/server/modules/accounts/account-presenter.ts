import { presentAccount, type AccountDetails, type StoredAccount } from '../../../domain/accounts/account-views';
import type { AccountRow } from './account-access.service';

export type { AccountDetails };

/** The database row as the domain's stored account (the mirrored row's names; money as a number). */
export function storedAccount(account: AccountRow, names: { cityName: string | null; agentName: string | null }): StoredAccount {
  const { id, walletAmount, ...columns } = account;
  return { ...columns, ...names, accountId: id, accountWalletAmount: Number(walletAmount) };
}

/** The account answer of a database row with its city and agent names (the domain's presentAccount). */
export function presentAccountRow(
  account: AccountRow,
  extra: { cityName: string | null; agentName: string | null; editable: boolean },
): AccountDetails {
  return presentAccount(storedAccount(account, { cityName: extra.cityName, agentName: extra.agentName }), extra.editable);
}

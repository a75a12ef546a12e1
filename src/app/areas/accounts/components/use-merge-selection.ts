import { useState } from 'react';
import type { AccountSearchResult } from '../data/account-types';

export type MergeSelection = {
  survivor: AccountSearchResult | null;
  merged: AccountSearchResult[];
  keep: (account: AccountSearchResult) => void;
  toggleMerged: (account: AccountSearchResult) => void;
  clear: () => void;
  isMerged: (accountId: number) => boolean;
};

/**
 * The account to keep and the accounts to merge into it. The choice survives new searches, so the survivor
 * and the duplicates can be found with different keys. Choosing an account to keep drops it from the merge list.
 */
export function useMergeSelection(): MergeSelection {
  const [survivor, setSurvivor] = useState<AccountSearchResult | null>(null);
  const [merged, setMerged] = useState<AccountSearchResult[]>([]);
  return {
    survivor,
    merged,
    keep: (account) => {
      setSurvivor(account);
      setMerged((list) => list.filter((a) => a.accountId !== account.accountId));
    },
    toggleMerged: (account) => {
      if (survivor?.accountId === account.accountId) setSurvivor(null);
      setMerged((list) => (list.some((a) => a.accountId === account.accountId) ? list.filter((a) => a.accountId !== account.accountId) : [...list, account]));
    },
    clear: () => {
      setSurvivor(null);
      setMerged([]);
    },
    isMerged: (accountId) => merged.some((a) => a.accountId === accountId),
  };
}

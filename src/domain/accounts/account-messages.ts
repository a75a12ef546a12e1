/**
 * Texts of the account area that the spec does not give (our wording, kept once). The spec's own texts
 * ('Account Details Updated!', 'No Such Accounts Exists.', ...) live in src/domain/errors/messages.ts.
 */
export const ACCOUNT_MESSAGES = {
  notFound: 'Account not found.',
  notEditable: 'This account is Inactive or Merged and can no longer be edited.',
  notOwner: "Only the account's own agent (or their team leader) can edit this account.",
  staleClientStatus: 'The client status was changed by someone else. Please reload the account and try again.',
  mergeNeedsAccounts: 'Please select the accounts to merge.',
  mergeIntoItself: 'An account cannot be merged into itself.',
  mergeSurvivorNotEditable: 'The account to keep is Inactive or Merged; please choose another.',
  alreadyMerged: (accountId: number) => `Account ${accountId} has already been merged.`,
  mergedAway: (survivorId: number | null) =>
    survivorId ? `This account has been merged into account ${survivorId}.` : 'This account has been merged.',
  noIpGroup: "No other account shares this account's sign-up IP.",
} as const;

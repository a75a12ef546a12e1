import { ACCOUNT_STATUSES } from '../../../../domain/opportunities/statuses';
import type { AccountDetails } from '../data/account-types';

/** Why the account shows no edit controls, in words (null when it may be edited). */
export function notEditableReason(account: AccountDetails, canSell: boolean): string | null {
  if (account.statusId === ACCOUNT_STATUSES.INACTIVE) return 'This account is Inactive, so its details, contacts and legal entities cannot be edited.';
  if (account.statusId === ACCOUNT_STATUSES.MERGED) {
    return account.mergedIntoId
      ? `This account has been merged into account ${account.mergedIntoId} and can no longer be edited.`
      : 'This account has been merged and can no longer be edited.';
  }
  if (!canSell) return 'You have read-only access: you can see this account but not change it.';
  if (!account.editable) {
    // In the book behind a deal the user owns (DOMAIN.md "Scope"): they work it, its own agent edits it.
    return `This account is ${account.agentName ?? 'another agent'}'s: you can add contacts, deals, comments and tickets; only its agent can edit its details and legal entities.`;
  }
  return null;
}

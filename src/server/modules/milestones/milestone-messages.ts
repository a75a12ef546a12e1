/**
 * Milestone refusals where the spec gives no text (ours). The spec's notices ('Milestone created',
 * 'Unable to create a new milestone', 'Unable to delete milestone', ...) live in src/domain/errors/messages.ts.
 */
export const MILESTONE_MESSAGES = {
  staleVersion: 'This milestone was changed by someone else. Please review and try again.',
  hasPayments: 'This milestone has payments recorded against it and cannot be deleted.',
  amountBelowPayments: 'The milestone amount cannot be less than the payments already recorded against it.',
} as const;

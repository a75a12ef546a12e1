/**
 * Milestone refusals where the spec gives no text (ours). The spec's notices ('Milestone created',
 * 'Unable to create a new milestone', 'Unable to delete milestone', ...) live in src/domain/errors/messages.ts.
 */
export const MILESTONE_MESSAGES = {
  staleVersion: 'This milestone was changed by someone else. Please review and try again.',
  hasPayments: 'This milestone has payments recorded against it and cannot be deleted.',
  /** Issue 48: the milestones of a termsheet sum to at most its receivable (net + 18% GST, the ledger). */
  aboveReceivable: (total: string, receivable: string) =>
    `Milestones of this termsheet would total ${total} (incl. GST), above its receivable of ${receivable} (incl. GST).`,
  amountBelowPayments: 'The milestone amount cannot be less than the payments already recorded against it.',
} as const;

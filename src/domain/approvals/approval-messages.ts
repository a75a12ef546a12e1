// Approval texts where the spec gives none (the spec's own are in src/domain/errors/messages.ts). Ours.
export const APPROVAL_MESSAGES = {
  alreadyProcessed: 'This approval has already been processed.',
  alreadyReviewed: 'You have already reviewed this approval.',
  waitingForReview: 'Waiting for review.',
  noDiscountToSend: 'There is no discount waiting to be sent for approval.',
  noDiscountToRestore: 'There is no discounted package on this opportunity to restore the price of.',
  noPendingDiscountApproval: 'There is no pending discount approval for this opportunity.',
  noApprovingAuthority: 'No approving authority is set up for this approval.',
  unsupportedApprovalType: 'This approval type cannot be requested here.',
  wrongEntityType: 'This approval type does not apply to this entity.',
  durationInvalid: 'Please enter the extension in days (a whole number of at least 1).',
  alreadyPending: 'An approval of this kind is already pending for it.',
  changedSince: 'This approval has changed since you opened it. Open it again to see where it stands.',
  taskNotFound: 'Task not found.',
  taskCompleted: 'Action successfully completed!',
} as const;

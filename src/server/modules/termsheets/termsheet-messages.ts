/**
 * Termsheet refusals where the spec gives no text (ours). The spec's own notices ('New Termsheet Created',
 * 'Termsheet Updated!', 'Unable to create a new Termsheet!') live in src/domain/errors/messages.ts.
 */
export const TERMSHEET_MESSAGES = {
  /** Spec 001 §4 "Adding is not allowed when status is 1, 2 or 3": while any termsheet of the opportunity is in 1, 2 or 3. */
  alreadyInProgress: 'A termsheet is already in progress for this opportunity.',
  legalEntityNotOnAccount: 'Please select a legal entity of this account.',
  contactNotOnAccount: 'Please select a contact of this account.',
  packageNotOnOpportunity: 'Please select packages of this opportunity.',
  packagesRequired: 'Please select at least one package.',
  staleVersion: 'This termsheet was changed by someone else. Please review and try again.',
} as const;

/** Refusals of the termsheet's lifecycle actions (ours; the spec gives the success notices and 'Unable to fix the RCM Case!'). */
export const TERMSHEET_ACTION_MESSAGES = {
  pdfNotAllowed: (statusName: string) => `The termsheet PDF can be downloaded only while the termsheet is Created or Shared (it is ${statusName}).`,
  shareNotAllowed: (statusName: string) => `A termsheet can be shared only while it is Created or Shared (it is ${statusName}).`,
  noRecipient: 'Please select a contact with an e-mail address to share the termsheet with.',
  alreadyWithRcm: 'This termsheet has already been sent to RCM.',
  sendToRcmNotAllowed: (statusName: string) => `A termsheet can be sent to RCM only while it is Created or Shared (it is ${statusName}).`,
  notWithRcm: 'This termsheet is not with RCM: send it to RCM first.',
  statusNotAllowed: 'This status change is not allowed.',
  sendBackReasonRequired: 'Please give the reason for sending the termsheet back to RAM.',
} as const;

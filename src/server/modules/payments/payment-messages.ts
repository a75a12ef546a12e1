import { V2_MODE_OF_PAYMENT_ID } from '../../../domain/payments/statuses';

/**
 * Payment refusals where the spec gives no text (ours). The PIN messages are the spec's and live in
 * src/domain/validation/messages.ts.
 */
export const PAYMENT_MESSAGES = {
  exceedsDue: 'Payment amount exceeds the amount due on this milestone.',
  invalidMode: 'Please select a valid mode of payment.',
  v1WithMode10: `Payments with mode of payment ${V2_MODE_OF_PAYMENT_ID} must be recorded through v2.`,
  bankResponseNeedsV3: 'Payments with a bank response id must be recorded through v3.',
  v2NeedsMode10: `Only payments with mode of payment ${V2_MODE_OF_PAYMENT_ID} may be recorded through v2.`,
  v3NeedsBankResponse: 'A bank response id is required to record a payment through v3.',
  notPending: 'This payment is no longer pending and can no longer be edited.',
  staleVersion: 'This payment was changed by someone else. Please review and try again.',
  recollectNeedsRejection: 'Recollection and Representation are allowed only after a payment of this milestone was rejected.',
} as const;

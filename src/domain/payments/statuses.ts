import { statusTable } from '../format/status-table';
import { sumRupees } from '../money/paise';

/**
 * Payment statuses (spec 001 §4). The groups are the spec's, exactly; where a configured pending list
 * differs, these lists apply. The spec does not name the statuses: the names below are ours, chosen to
 * fit the groups (e.g. 9 is both pending and sent back to RAM; 15 both approved and rejected).
 */
/**
 * The status a new payment gets (status 1, pending group): it waits for finance and is never shown as settled before
 * approval, on the server and on a device that queues one.
 */
export const NEW_PAYMENT_STATUS_ID = 1;

export const PAYMENT_STATUS = statusTable({
  1: 'Pending',
  2: 'Pending Verification',
  3: 'Pending Realisation',
  4: 'Pending RAM Approval',
  5: 'Pending Finance Approval',
  6: 'Approved',
  7: 'Rejected',
  8: 'Bounced',
  9: 'Sent Back to RAM',
  10: 'Refunded',
  11: 'Rejected After Approval',
  12: 'Pending Gateway Confirmation',
  13: 'Pending Bank Confirmation',
  14: 'Partially Refunded',
  15: 'Approval Revoked',
  16: 'Rejected and Sent Back to RAM',
  20: 'Pending Recollection',
  21: 'Payment Failed',
  22: 'Cheque Dishonoured',
});
export const paymentStatusName = PAYMENT_STATUS.name;

export const PAYMENT_STATUS_GROUPS = {
  sentBackToRam: [9, 16],
  pending: [1, 2, 3, 4, 5, 9, 12, 13, 20],
  rejected: [7, 8, 15, 16, 21, 22],
  reviveOrRecollect: [7, 8],
  approved: [6, 15],
  rejectedAfterApproval: [11],
  refunded: [10, 14],
} as const satisfies Record<string, readonly number[]>;
export type PaymentStatusGroup = keyof typeof PAYMENT_STATUS_GROUPS;

/** Only status 6 counts toward a milestone's approvedPaymentAmount. */
export const APPROVED_AMOUNT_STATUS_ID = 6;

export function isInPaymentGroup(group: PaymentStatusGroup, statusId: number): boolean {
  return (PAYMENT_STATUS_GROUPS[group] as readonly number[]).includes(statusId);
}

export const PAYMENT_TYPES = ['normal', 'Recollection', 'Representation'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/** Mode of payment 10 posts to v2 (spec 001 §7). */
export const V2_MODE_OF_PAYMENT_ID = 10;
export type PaymentEndpointVersion = 'v1' | 'v2' | 'v3';

/**
 * Which POST /sapna/{v}/payment to call. The spec lists v2 (mode 10) and v3 (bank response id present)
 * without saying which wins when both hold; we let the bank response id win, since it is the more specific
 * fact (the payment already came through the bank) and v3 is the newest endpoint.
 */
export function paymentEndpointVersion(payment: {
  modeOfPaymentId: number | null | undefined;
  yesBankResponseId?: string | number | null;
}): PaymentEndpointVersion {
  const bankResponseId = payment.yesBankResponseId;
  if (bankResponseId !== null && bankResponseId !== undefined && String(bankResponseId).trim() !== '') return 'v3';
  if (payment.modeOfPaymentId === V2_MODE_OF_PAYMENT_ID) return 'v2';
  return 'v1';
}

/** A milestone's payment amounts (spec 001 §3), summed in paise so they are exact. */
export function milestoneAmounts(payments: Iterable<{ statusId: number; amount: number }>): {
  approvedPaymentAmount: number;
  pendingPaymentAmount: number;
} {
  const list = [...payments];
  return {
    approvedPaymentAmount: sumRupees(list.filter((p) => p.statusId === APPROVED_AMOUNT_STATUS_ID).map((p) => p.amount)),
    pendingPaymentAmount: sumRupees(list.filter((p) => isInPaymentGroup('pending', p.statusId)).map((p) => p.amount)),
  };
}

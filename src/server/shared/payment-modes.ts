/**
 * Modes of payment. The spec fixes one id only (10 goes through POST /sapna/v2/payment, spec 001 §7) and
 * names none: the names and the other ids are ours, kept here once. The reference-data route serves them
 * to the app. (Pure data: it can move to src/domain/payments when the domain area takes it.)
 */
export const PAYMENT_MODES = {
  CHEQUE: 1,
  DEMAND_DRAFT: 2,
  NEFT_RTGS: 3,
  CASH: 4,
  CARD: 5,
  ONLINE_PAYMENT_LINK: 10,
} as const;
export type PaymentModeId = (typeof PAYMENT_MODES)[keyof typeof PAYMENT_MODES];

export const PAYMENT_MODE_NAMES: Record<PaymentModeId, string> = {
  1: 'Cheque',
  2: 'Demand Draft',
  3: 'NEFT/RTGS',
  4: 'Cash',
  5: 'Card',
  10: 'Online payment link',
};

export function isPaymentModeId(id: number): id is PaymentModeId {
  return Object.prototype.hasOwnProperty.call(PAYMENT_MODE_NAMES, id);
}

export function paymentModeName(id: number): string {
  return isPaymentModeId(id) ? PAYMENT_MODE_NAMES[id] : `Mode ${id}`;
}

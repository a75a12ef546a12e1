import { statusTableByKey } from '../../domain/format/status-table';

/**
 * Modes of payment. The spec fixes one id only (10 goes through POST /sapna/v2/payment, spec 001 §7) and
 * names none: the names and the other ids are ours, kept here once. The reference-data route serves them
 * to the app. (Pure data: it can move to src/domain/payments when the domain area takes it.)
 */
export const PAYMENT_MODE = statusTableByKey(
  {
    CHEQUE: [1, 'Cheque'],
    DEMAND_DRAFT: [2, 'Demand Draft'],
    NEFT_RTGS: [3, 'NEFT/RTGS'],
    CASH: [4, 'Cash'],
    CARD: [5, 'Card'],
    ONLINE_PAYMENT_LINK: [10, 'Online payment link'],
  },
  { unknown: (id) => `Mode ${id}` },
);
export const PAYMENT_MODES = PAYMENT_MODE.key;
export const isPaymentModeId = PAYMENT_MODE.has;
export const paymentModeName = PAYMENT_MODE.name;

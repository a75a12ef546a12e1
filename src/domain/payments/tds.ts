import { toPaise, fromPaise } from '../money/paise';

/**
 * TDS the client deducts from what it pays us (spec 001 §7 names the lookups; the rules are ours, from section
 * 194C of the Income-tax Act, which covers advertising contracts):
 * - rate 1% when the client is an individual (client type 3, Owner), 2% for every other client type;
 * - on the amount excluding GST (CBDT circular 23/2017), rounded half up to the paisa;
 * - due once a single payment exceeds ₹30,000 or the financial year's total exceeds ₹1,00,000.
 */
export const TDS_RATE_INDIVIDUAL_PERCENT = 1;
export const TDS_RATE_OTHERS_PERCENT = 2;
export const OWNER_CLIENT_TYPE_ID = 3;
export const TDS_SINGLE_PAYMENT_THRESHOLD = 30_000;
export const TDS_ANNUAL_THRESHOLD = 1_00_000;

export function tdsRatePercent(clientTypeId: number | null): number {
  return clientTypeId === OWNER_CLIENT_TYPE_ID ? TDS_RATE_INDIVIDUAL_PERCENT : TDS_RATE_OTHERS_PERCENT;
}

/** TDS on an amount (rupees, excluding GST), exact in paise, half up. */
export function tdsAmount(amountExcludingGst: number, ratePercent: number): number {
  const paise = toPaise(amountExcludingGst) * ratePercent;
  return fromPaise(Math.floor((paise + 50) / 100));
}

/** The Indian financial year (April to March) of a Kolkata day 'YYYY-MM-DD', as '2025-26', with its first and last day. */
export function financialYearOf(isoDay: string): { label: string; from: string; to: string } {
  const year = Number(isoDay.slice(0, 4));
  const month = Number(isoDay.slice(5, 7));
  const start = month >= 4 ? year : year - 1;
  return { label: `${start}-${String((start + 1) % 100).padStart(2, '0')}`, from: `${start}-04-01`, to: `${start + 1}-03-31` };
}

export function tdsThresholdCrossed(largestPayment: number, yearTotal: number): boolean {
  return toPaise(largestPayment) > toPaise(TDS_SINGLE_PAYMENT_THRESHOLD) || toPaise(yearTotal) > toPaise(TDS_ANNUAL_THRESHOLD);
}

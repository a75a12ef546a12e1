import { fromPaise, toPaise } from '../money/paise';

export type MilestoneAmounts = { amount: number; gst: number; approvedPaymentAmount: number; pendingPaymentAmount: number };

/**
 * A milestone's due amount (spec 001 §3): amount + GST − approved payments − pending payments, exact in paise.
 * The server's milestone details and the device compute it with this function; the sync's row loader sums it in
 * SQL (src/server/modules/milestones/milestone-rows.sync.ts), and row-parity.test.ts checks the two agree on real rows.
 */
export function dueAmountOf(m: MilestoneAmounts): number {
  return fromPaise(toPaise(m.amount) + toPaise(m.gst) - toPaise(m.approvedPaymentAmount) - toPaise(m.pendingPaymentAmount));
}

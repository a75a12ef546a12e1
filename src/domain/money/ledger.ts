import { GST_RATE_PERCENT } from '../reference/limits';
import { discountCounts } from '../approvals/discount-effect';
import { fromPaise, toPaise } from './paise';

/**
 * The money of a deal, one set of definitions (issue 48). Every screen, report, list, device query and the SQL twin
 * (migration money-ledger: money_net, money_gst, money_pending, money_over_collected; deal-value.sql.ts for the sums)
 * compute these, and ledger-parity.test.ts compares both on real rows.
 *
 * - list price of a package mapping = salesPrice × quantity (excl. GST).
 * - discount as approved = discount × quantity when the mapping's discount approval is Approved or NotRequired;
 *   a discount that is Required, PendingApproval, Reviewed (a reviewer's nod, the approver has not decided) or
 *   Rejected does not reduce the price — it is shown as "pending" beside the figures, never subtracted.
 * - net value (the deal value) = list price − approved discount (excl. GST).
 * - GST = 18% of the net value (spec 001 §9), rounded to the paisa half up, taken on each opportunity's (and each
 *   termsheet's) net value; an account's figures are the sums of its opportunities'.
 * - receivable = net + GST (incl. GST).
 * - collected = Σ over the payments in status 6 (Approved), 14 (Partially Refunded) and 10 (Refunded) of the amount
 *   less the refunds recorded on it (incl. GST: payments carry the tax). A refund counts once the payment carries a
 *   refunded status (10 or 14), which recording one always sets.
 * - refunded = Σ refunds of the payments in status 10 or 14.
 * - pending collection = receivable − collected, never below 0; the excess is over-collected (shown as such).
 */

/** Whether a discount reduces the price: the one rule, shared with the money documents' gate. */
export { discountCounts } from '../approvals/discount-effect';

/** Payment statuses whose amount (less its refunds) is collected money. */
export const COLLECTED_STATUS_IDS = [6, 10, 14] as const;
/** Refunded in full (10) and partially (14), spec 001 §4 "refunded: 10, 14". */
export const FULLY_REFUNDED_STATUS_ID = 10;
export const PARTIALLY_REFUNDED_STATUS_ID = 14;
export const REFUNDED_STATUS_IDS = [FULLY_REFUNDED_STATUS_ID, PARTIALLY_REFUNDED_STATUS_ID] as const;

/** Which figures include the tax, shown beside each figure on screen. */
export const TAX_BASIS = { excl: 'excl. GST', incl: 'incl. GST' } as const;

export type LedgerMapping = { salesPrice: number; discount: number; quantity: number; discountApproved: string | null };
export type LedgerPayment = { statusId: number; amount: number; refunded: number };

/** A package mapping's prices in paise: list, approved discount, discount waiting for (or refused) approval, net. */
export function mappingPaise(m: LedgerMapping): { list: number; discount: number; discountPending: number; net: number } {
  const list = toPaise(m.salesPrice) * m.quantity;
  const discount = toPaise(m.discount) * m.quantity;
  const counts = discountCounts(m.discountApproved);
  return { list, discount: counts ? discount : 0, discountPending: counts ? 0 : discount, net: list - (counts ? discount : 0) };
}

/** Net value (deal value) of package mappings, in rupees, excl. GST. */
export function netValue(mappings: Iterable<LedgerMapping>): number {
  let paise = 0;
  for (const m of mappings) paise += mappingPaise(m).net;
  return fromPaise(paise);
}

/** GST on a net value in paise: 18%, rounded to the paisa half up (the same as money_gst in SQL). */
export function gstPaise(netPaise: number): number {
  return Math.round((netPaise * GST_RATE_PERCENT) / 100);
}

export function receivableOf(net: number): number {
  const paise = toPaise(net);
  return fromPaise(paise + gstPaise(paise));
}

function isIn(list: readonly number[], statusId: number): boolean {
  return list.includes(statusId);
}

export function paymentRefundedPaise(p: LedgerPayment): number {
  return isIn(REFUNDED_STATUS_IDS, p.statusId) ? toPaise(p.refunded) : 0;
}

export function paymentCollectedPaise(p: LedgerPayment): number {
  return isIn(COLLECTED_STATUS_IDS, p.statusId) ? toPaise(p.amount) - paymentRefundedPaise(p) : 0;
}

/**
 * Collected in a period (the Collections report, the dashboards' collections trend, incentives' achievement): the
 * collected amount of each approved payment (6, 10, 14: its amount net of the refunds recorded on it, as above)
 * dated in the period, both ends included. A payment's day is its payment date, else the day it was recorded
 * (Asia/Kolkata). A refund lowers the period of the payment it returns, not the period it was recorded in, so a
 * period's figure is always the sum of the rows behind it. The SQL twin is collected-in-period.sql.ts.
 */
export type DatedLedgerPayment = LedgerPayment & { day: string };

export function isCollectedStatus(statusId: number): boolean {
  return isIn(COLLECTED_STATUS_IDS, statusId);
}

/** Whether a payment counts in the period [from, to] (ISO days): an approved or refunded payment dated in it. */
export function countsInPeriod(p: { statusId: number; day: string }, from: string, to: string): boolean {
  return isCollectedStatus(p.statusId) && p.day >= from && p.day <= to;
}

export function collectedInPeriodPaise(payments: Iterable<DatedLedgerPayment>, from: string, to: string): number {
  let paise = 0;
  for (const p of payments) if (countsInPeriod(p, from, to)) paise += paymentCollectedPaise(p);
  return paise;
}

/** The status a payment moves to after refunds totalling refundedPaise of its amount: 10 in full, 14 in part. */
export function refundedStatusId(amountPaise: number, refundedTotalPaise: number): number {
  return refundedTotalPaise >= amountPaise ? FULLY_REFUNDED_STATUS_ID : PARTIALLY_REFUNDED_STATUS_ID;
}

/** A payment may be refunded while it is approved (6) or refunded only in part (14). */
export function isRefundable(statusId: number): boolean {
  return statusId === 6 || statusId === PARTIALLY_REFUNDED_STATUS_ID;
}

/** What is still to collect and what was collected beyond the receivable (both ≥ 0, at most one non-zero). */
export function dueOf(receivable: number, collected: number): { pendingCollection: number; overCollected: number } {
  const diff = toPaise(receivable) - toPaise(collected);
  return { pendingCollection: fromPaise(Math.max(0, diff)), overCollected: fromPaise(Math.max(0, -diff)) };
}

/** An opportunity's (or a termsheet's) figures from its net value and collected amount. */
export type DealFigures = { dealValue: number; gst: number; receivable: number; collected: number; pendingCollection: number; overCollected: number };

export function dealFigures(dealValue: number, collected: number): DealFigures {
  const receivable = receivableOf(dealValue);
  return { dealValue, gst: fromPaise(toPaise(receivable) - toPaise(dealValue)), receivable, collected, ...dueOf(receivable, collected) };
}

export type Ledger = {
  listPrice: number;
  discountApproved: number;
  discountPending: number;
  netValue: number;
  gst: number;
  receivable: number;
  collected: number;
  refunded: number;
  pendingCollection: number;
  overCollected: number;
};

/** The whole ledger of one deal (an opportunity or a termsheet): its package mappings and its payments. */
export function ledgerOf(mappings: Iterable<LedgerMapping>, payments: Iterable<LedgerPayment>): Ledger {
  let list = 0;
  let discount = 0;
  let pending = 0;
  let net = 0;
  for (const m of mappings) {
    const p = mappingPaise(m);
    list += p.list;
    discount += p.discount;
    pending += p.discountPending;
    net += p.net;
  }
  let collected = 0;
  let refunded = 0;
  for (const p of payments) {
    collected += paymentCollectedPaise(p);
    refunded += paymentRefundedPaise(p);
  }
  const gst = gstPaise(net);
  const due = dueOf(fromPaise(net + gst), fromPaise(collected));
  return {
    listPrice: fromPaise(list),
    discountApproved: fromPaise(discount),
    discountPending: fromPaise(pending),
    netValue: fromPaise(net),
    gst: fromPaise(gst),
    receivable: fromPaise(net + gst),
    collected: fromPaise(collected),
    refunded: fromPaise(refunded),
    ...due,
  };
}

/** The sum of ledgers (an account = Σ its opportunities): every field added, in paise. */
export function sumLedgers(ledgers: Iterable<Ledger>): Ledger {
  const total: Ledger = { listPrice: 0, discountApproved: 0, discountPending: 0, netValue: 0, gst: 0, receivable: 0, collected: 0, refunded: 0, pendingCollection: 0, overCollected: 0 };
  const keys = Object.keys(total) as (keyof Ledger)[];
  for (const l of ledgers) for (const k of keys) total[k] = fromPaise(toPaise(total[k]) + toPaise(l[k]));
  return total;
}

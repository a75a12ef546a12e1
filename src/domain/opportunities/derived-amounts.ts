import { fromPaise, toPaise } from '../money/paise';
import { dealFigures } from '../money/ledger';
import { countsTowardAccountValue } from './statuses';

/**
 * pendingCollectionAmount = the deal's receivable (dealValue, excl. GST, plus 18% GST) − collectedAmount (incl. GST),
 * never below 0 (the ledger, src/domain/money/ledger.ts; issue 48: the deal value is net of tax, collections include
 * it). What was collected beyond the receivable is overCollectedAmount.
 */
export function pendingCollectionAmount(dealValue: number, collectedAmount: number): number {
  return dealFigures(dealValue, collectedAmount).pendingCollection;
}

/** Collected beyond the receivable ("Over-collected ₹x"), 0 otherwise. */
export function overCollectedAmount(dealValue: number, collectedAmount: number): number {
  return dealFigures(dealValue, collectedAmount).overCollected;
}

/** totalAccountValue: sum of dealValue over opportunities in the open or closed buckets (spec 000 §3). */
export function totalAccountValue(opportunities: Iterable<{ statusId: number; dealValue: number }>): number {
  let paise = 0;
  for (const opportunity of opportunities) {
    if (countsTowardAccountValue(opportunity.statusId)) paise += toPaise(opportunity.dealValue);
  }
  return fromPaise(paise);
}

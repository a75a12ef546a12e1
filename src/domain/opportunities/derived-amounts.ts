import { fromPaise, toPaise } from '../money/paise';
import { countsTowardAccountValue } from './statuses';

/** pendingCollectionAmount = dealValue − collectedAmount (spec 000 §3), exact to the paisa. */
export function pendingCollectionAmount(dealValue: number, collectedAmount: number): number {
  return fromPaise(toPaise(dealValue) - toPaise(collectedAmount));
}

/** totalAccountValue: sum of dealValue over opportunities in the open or closed buckets (spec 000 §3). */
export function totalAccountValue(opportunities: Iterable<{ statusId: number; dealValue: number }>): number {
  let paise = 0;
  for (const opportunity of opportunities) {
    if (countsTowardAccountValue(opportunity.statusId)) paise += toPaise(opportunity.dealValue);
  }
  return fromPaise(paise);
}

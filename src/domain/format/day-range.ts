import { istDateOf, istEndOfDay, istStartOfDay, type IsoDate } from './ist-calendar';

/**
 * A date-range filter runs from the start of its first day to the end of its last day, in Asia/Kolkata
 * (spec 000 §9, 001 §9). Days are 'YYYY-MM-DD' or instants (an instant stands for its Kolkata day).
 * The caller keeps from ≤ to; a reversed range gives an empty interval (start after end).
 */
export function dayRange(fromDate: IsoDate | Date, toDate: IsoDate | Date): { start: Date; end: Date } {
  const from = fromDate instanceof Date ? istDateOf(fromDate) : fromDate;
  const to = toDate instanceof Date ? istDateOf(toDate) : toDate;
  return { start: istStartOfDay(from), end: istEndOfDay(to) };
}

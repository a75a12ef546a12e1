/** An empty date shows '-', an absent count '--' (spec 000 §1, 002 §2). */
export const EMPTY_DATE_TEXT = '-';
export const ABSENT_COUNT_TEXT = '--';

/** A count as text; null, undefined or NaN show '--'. Zero is a count, not an absence. */
export function formatCount(count: number | null | undefined): string {
  return typeof count === 'number' && Number.isFinite(count) ? String(count) : ABSENT_COUNT_TEXT;
}

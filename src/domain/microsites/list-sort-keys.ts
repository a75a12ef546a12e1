/**
 * The columns each slot list sorts by (its route's `sort` parameter, issue 51). Kept apart from the zod schemas: the
 * app's route table (in the first screen's JavaScript) checks a list URL's `sort` against them without zod.
 */
export const MICROSITE_SORT_KEYS = ['slotId', 'startDate', 'endDate', 'status'] as const;

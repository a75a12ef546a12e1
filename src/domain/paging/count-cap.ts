/**
 * Filtered counts of the brand-wide lists are exact up to this many rows, and shown as "10,000+" beyond (issue 10).
 * Its own module, without zod: the app's pagination imports it, and paged.ts's schemas would bring zod's whole API
 * into every list page's chunk.
 */
export const COUNT_CAP = 10_000;

import { z } from 'zod';

/**
 * One page of a list, as every paged route answers it (the spec's page sizes; `totalCount` is the whole list's).
 * `totalCapped`: the brand-wide lists count a filtered list only up to COUNT_CAP (issue 10); when more rows match,
 * totalCount is COUNT_CAP + 1 and totalCapped is true, and the app shows "10,000+". Absent when the count is exact.
 */
export type Paged<T> = { results: T[]; totalCount: number; page: number; size: number; totalCapped?: boolean };

export { COUNT_CAP } from './count-cap';

/** The zod schema of a page of `item`s (route answers and the OpenAPI document). */
export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    results: z.array(item),
    totalCount: z.number().int(),
    page: z.number().int(),
    size: z.number().int(),
    totalCapped: z.boolean().optional().describe('True when more than 10,000 rows match: totalCount is then 10,001, a lower bound.'),
  });
}

/** An unpaged list (a few rows that belong to one record) in the same envelope. */
export function allInOnePage<T>(results: T[]): Paged<T> {
  return { results, totalCount: results.length, page: 0, size: results.length };
}


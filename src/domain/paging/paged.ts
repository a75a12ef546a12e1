import { z } from 'zod';

/** One page of a list, as every paged route answers it (the spec's page sizes; `totalCount` is the whole list's). */
export type Paged<T> = { results: T[]; totalCount: number; page: number; size: number };

/** The zod schema of a page of `item`s (route answers and the OpenAPI document). */
export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({ results: z.array(item), totalCount: z.number().int(), page: z.number().int(), size: z.number().int() });
}

/** An unpaged list (a few rows that belong to one record) in the same envelope. */
export function allInOnePage<T>(results: T[]): Paged<T> {
  return { results, totalCount: results.length, page: 0, size: results.length };
}

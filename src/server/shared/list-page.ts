import { z } from 'zod';

/**
 * The list envelope every list route answers with: `{ results, totalCount, page, size }`. Pages count from 0,
 * as every list route does; `size` defaults to the list's page size and is capped.
 */
export function pageQuerySchema(defaultSize: number, maxSize: number) {
  return {
    page: z.coerce.number().int().min(0).default(0),
    size: z.coerce.number().int().min(1).max(maxSize).default(defaultSize),
  };
}

export function listPageSchema<T extends z.ZodType>(item: T) {
  return z.object({ results: z.array(item), totalCount: z.number().int(), page: z.number().int(), size: z.number().int() });
}

export type ListPage<T> = { results: T[]; totalCount: number; page: number; size: number };

export function pagingOf(page: number, size: number): { offset: number; limit: number } {
  return { offset: page * size, limit: size };
}

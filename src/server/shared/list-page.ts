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

export { pagedSchema as listPageSchema } from '../../domain/paging/paged';
export type { Paged as ListPage } from '../../domain/paging/paged';

export function pagingOf(page: number, size: number): { offset: number; limit: number } {
  return { offset: page * size, limit: size };
}

import { z } from 'zod';
import { TABLE_SIZE } from '../../domain/reference/limits';

/**
 * Paging of list queries; the list envelope (common conventions): `{ results, totalCount, page, size }`. `page` counts from 0
 * (the first page is 0, as the spec's services page); `size` is the page size asked for.
 */
export type { Paged } from '../../domain/paging/paged';
export { allInOnePage, pagedSchema } from '../../domain/paging/paged';

export const MAX_PAGE_SIZE = 100;

export const pageQuery = {
  page: z.coerce.number({ error: 'Page must be a whole number from 0.' }).int('Page must be a whole number from 0.').min(0, 'Page must be a whole number from 0.').default(0),
  size: z.coerce
    .number({ error: `Size must be between 1 and ${MAX_PAGE_SIZE}.` })
    .int(`Size must be between 1 and ${MAX_PAGE_SIZE}.`)
    .min(1, `Size must be between 1 and ${MAX_PAGE_SIZE}.`)
    .max(MAX_PAGE_SIZE, `Size must be between 1 and ${MAX_PAGE_SIZE}.`)
    .default(TABLE_SIZE),
};

export type PageRequest = { page: number; size: number };

/** `%text%` for ILIKE, with the wildcards in the text escaped. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

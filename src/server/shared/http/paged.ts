/**
 * Paging of list queries; the list envelope (common conventions): `{ results, totalCount, page, size }`. `page` counts from 0
 * (the first page is 0, as the spec's services page); `size` is the page size asked for.
 */
export type { Paged } from '../../../domain/paging/paged';
export { allInOnePage, pagedSchema } from '../../../domain/paging/paged';

// The page query lives with the endpoint table's schemas (domain/paging/page-query.ts).
export { MAX_PAGE_SIZE, pageQuery, pageQueryOf } from '../../../domain/paging/page-query';

export type PageRequest = { page: number; size: number };

/** The rows of a page by offset. */
export function pagingOf(page: number, size: number): { offset: number; limit: number } {
  return { offset: page * size, limit: size };
}

/**
 * Keyset paging beside the spec's page/offset (issue 10): `after` is the sort key of the last row of the previous
 * page (for the newest-first lists, its id). When given, the page is the rows after it, read from the index
 * without walking the pages before it; `page` is still answered as sent (the app counts pages for its pager).
 * Without it, page and size page by offset as the spec says. Same rows either way.
 */
export type KeysetPageRequest = PageRequest & { after?: number | undefined };

// The keyset cursor lives with the endpoint table's schemas (domain/paging/page-query.ts).
export { AFTER_MESSAGE, afterQuery } from '../../../domain/paging/page-query';

/** `%text%` for ILIKE, with the wildcards in the text escaped. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Paging of list queries; the list envelope (common conventions): `{ results, totalCount, page, size }`. `page` counts from 0
 * (the first page is 0, as the spec's services page); `size` is the page size asked for.
 */
import type { Paged } from '../../../domain/paging/paged';

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
 * A page by offset and the whole list's count, read one after the other (a transaction is one connection): `rows` is
 * the list's query (ordered, not yet limited), `counted` its count (`{ n: count() }` under the same condition), and
 * `present` turns the page's rows into the answer's.
 */
export async function offsetPage<Row, T>(
  page: PageRequest,
  rows: { limit(size: number): { offset(offset: number): PromiseLike<Row[]> } },
  counted: PromiseLike<{ n: number | string }[]>,
  present: (rows: Row[]) => T[] | Promise<T[]>,
): Promise<Paged<T>> {
  const read = await rows.limit(page.size).offset(page.page * page.size);
  const [total] = await counted;
  return { results: await present(read), totalCount: Number(total?.n ?? 0), page: page.page, size: page.size };
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

/**
 * Keyset paging from the app (issue 10): the server's newest-first lists take an optional `after` (the id of the
 * last row of the previous page) beside page/size, and then read the page from the index instead of walking and
 * dropping every row before it. The pages stay addressed by number in the URL; this remembers, per list and
 * filters, the last id of each page the server answered, so Next (page n + 1 after page n) sends `after`. A page
 * reached any other way (a link, a jump) is asked by offset alone. Same rows either way.
 */
export type KeysetCursors = {
  /** The cursor for `page` (0-based) of the list with these filters, when the page before it was read. */
  after: (filters: string, page: number) => number | undefined;
  /** Records the last row id of a page the server answered. */
  remember: (filters: string, page: number, lastId: number | undefined) => void;
};

/** At most `limit` pages remembered (the oldest forgotten first). */
export function keysetCursors(limit = 50): KeysetCursors {
  const lastIds = new Map<string, number>();
  const keyOf = (filters: string, page: number) => `${page}\u0000${filters}`;
  return {
    after: (filters, page) => (page > 0 ? lastIds.get(keyOf(filters, page - 1)) : undefined),
    remember: (filters, page, lastId) => {
      const key = keyOf(filters, page);
      lastIds.delete(key);
      if (lastId === undefined) return;
      lastIds.set(key, lastId);
      if (lastIds.size > limit) lastIds.delete(lastIds.keys().next().value as string);
    },
  };
}

/**
 * The one place where a list's page changes base. Every paged route takes and answers a 0-based page (`page=0` is
 * the first; spec 000's envelope), and the app holds that index everywhere (`pageIndex`). People read 1-based
 * numbers: the pager's words ("Showing 11–20 of 29 · Page 2 of 3") and the `page` in a list's URL are converted
 * here and nowhere else (issue 51: five lists passed 0-based pages to a 1-based pager).
 */

/** The page a person reads (1 = the first) for a page index. */
export function pageNumberOf(pageIndex: number): number {
  return pageIndex + 1;
}

/** The page index (0 = the first) for the `page` a URL holds; absent or bad is the first page. */
export function pageIndexOf(urlPage: number | undefined): number {
  return urlPage !== undefined && Number.isInteger(urlPage) && urlPage >= 1 ? urlPage - 1 : 0;
}

/** The `page` a URL holds for a page index: left out for the first page, so a list's plain URL is its first page. */
export function urlPageOf(pageIndex: number): number | undefined {
  return pageIndex <= 0 ? undefined : pageIndex + 1;
}

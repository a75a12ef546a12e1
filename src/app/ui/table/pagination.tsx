import { groupThousands } from '../../../domain/format/indian-grouping';
import { COUNT_CAP } from '../../../domain/paging/count-cap';
import { pageNumberOf } from '../../lib/list/page-base';
import { buttonClasses } from '../button-classes';

/** First and last row shown (1-based, as read) and the number of pages, for a page index (0 = the first). */
export function pageRange(pageIndex: number, size: number, totalCount: number): { first: number; last: number; pages: number } {
  const pages = Math.max(1, Math.ceil(totalCount / size));
  if (totalCount === 0) return { first: 0, last: 0, pages };
  const first = pageIndex * size + 1;
  return { first, last: Math.min(totalCount, (pageIndex + 1) * size), pages };
}

/** "10,000+": how a capped total reads (the server counted past COUNT_CAP and stopped). */
export const CAPPED_TOTAL_TEXT = `${groupThousands(COUNT_CAP)}+`;

/**
 * Previous / next through a paged list, with where the user is in it. It takes and gives the page index the routes
 * use (0 = the first; lib/list/page-base.ts) and shows 1-based numbers. `totalCapped` (the brand-wide
 * lists, issue 10): the total is only known to be over 10,000, so it reads "10,000+", the last page is unknown, and
 * Next stays enabled while the page is full (`rowsOnPage`, the rows this page holds).
 */
export function Pagination({
  pageIndex,
  size,
  totalCount,
  totalCapped = false,
  openEnded = false,
  rowsOnPage,
  onPageChange,
  label = 'Pagination',
}: {
  /** 0-based, as the route answered it. */
  pageIndex: number;
  size: number;
  totalCount: number;
  totalCapped?: boolean | undefined;
  /** The route tells only whether a next page exists (totalCount counts one row past this page when it does). */
  openEnded?: boolean | undefined;
  rowsOnPage?: number | undefined;
  /** Called with the page index to load (0-based). */
  onPageChange: (pageIndex: number) => void;
  label?: string;
}) {
  const { first, last, pages } = pageRange(pageIndex, size, totalCount);
  const page = pageNumberOf(pageIndex);
  const shownOnPage = rowsOnPage ?? size;
  const cappedLast = first + shownOnPage - 1;
  const hasNext = totalCapped ? shownOnPage >= size : page < pages;
  return (
    <nav aria-label={label} className="mt-3 flex flex-col items-center justify-between gap-2 text-sm text-slate-700 sm:flex-row">
      <p aria-live="polite">
        {openEnded
          ? totalCount === 0
            ? 'No results'
            : `Showing ${first}–${Math.min(last, first + shownOnPage - 1)}`
          : totalCapped
          ? shownOnPage === 0
            ? `No rows on this page of ${CAPPED_TOTAL_TEXT}`
            : `Showing ${groupThousands(first)}–${groupThousands(cappedLast)} of ${CAPPED_TOTAL_TEXT}`
          : totalCount === 0
            ? 'No results'
            : `Showing ${first}–${last} of ${totalCount}`}
      </p>
      <div className="flex items-center gap-2">
        <button type="button" className={buttonClasses('secondary', 'sm')} disabled={pageIndex <= 0} onClick={() => onPageChange(pageIndex - 1)}>
          Previous
        </button>
        <span>{totalCapped || openEnded ? `Page ${page}` : `Page ${Math.min(page, pages)} of ${pages}`}</span>
        <button type="button" className={buttonClasses('secondary', 'sm')} disabled={!hasNext} onClick={() => onPageChange(pageIndex + 1)}>
          Next
        </button>
      </div>
    </nav>
  );
}

import { groupThousands } from '../../domain/format/indian-grouping';
import { COUNT_CAP } from '../../domain/paging/count-cap';
import { buttonClasses } from './button-classes';

/** First and last row shown and the number of pages, for 1-based pages. */
export function pageRange(page: number, size: number, totalCount: number): { first: number; last: number; pages: number } {
  const pages = Math.max(1, Math.ceil(totalCount / size));
  if (totalCount === 0) return { first: 0, last: 0, pages };
  const first = (page - 1) * size + 1;
  return { first, last: Math.min(totalCount, page * size), pages };
}

/** "10,000+": how a capped total reads (the server counted past COUNT_CAP and stopped). */
export const CAPPED_TOTAL_TEXT = `${groupThousands(COUNT_CAP)}+`;

/**
 * Previous / next through a paged list (1-based pages), with where the user is in it. `totalCapped` (the brand-wide
 * lists, issue 10): the total is only known to be over 10,000, so it reads "10,000+", the last page is unknown, and
 * Next stays enabled while the page is full (`rowsOnPage`, the rows this page holds).
 */
export function Pagination({
  page,
  size,
  totalCount,
  totalCapped = false,
  rowsOnPage,
  onPageChange,
  label = 'Pagination',
}: {
  page: number;
  size: number;
  totalCount: number;
  totalCapped?: boolean | undefined;
  rowsOnPage?: number | undefined;
  onPageChange: (page: number) => void;
  label?: string;
}) {
  const { first, last, pages } = pageRange(page, size, totalCount);
  const shownOnPage = rowsOnPage ?? size;
  const cappedLast = first + shownOnPage - 1;
  const hasNext = totalCapped ? shownOnPage >= size : page < pages;
  return (
    <nav aria-label={label} className="mt-3 flex flex-col items-center justify-between gap-2 text-sm text-slate-700 sm:flex-row">
      <p aria-live="polite">
        {totalCapped
          ? shownOnPage === 0
            ? `No rows on this page of ${CAPPED_TOTAL_TEXT}`
            : `Showing ${groupThousands(first)}–${groupThousands(cappedLast)} of ${CAPPED_TOTAL_TEXT}`
          : totalCount === 0
            ? 'No results'
            : `Showing ${first}–${last} of ${totalCount}`}
      </p>
      <div className="flex items-center gap-2">
        <button type="button" className={buttonClasses('secondary', 'sm')} disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
          Previous
        </button>
        <span>{totalCapped ? `Page ${page}` : `Page ${Math.min(page, pages)} of ${pages}`}</span>
        <button type="button" className={buttonClasses('secondary', 'sm')} disabled={!hasNext} onClick={() => onPageChange(page + 1)}>
          Next
        </button>
      </div>
    </nav>
  );
}

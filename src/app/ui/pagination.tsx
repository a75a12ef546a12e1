import { buttonClasses } from './button-classes';

/** First and last row shown and the number of pages, for 1-based pages. */
export function pageRange(page: number, size: number, totalCount: number): { first: number; last: number; pages: number } {
  const pages = Math.max(1, Math.ceil(totalCount / size));
  if (totalCount === 0) return { first: 0, last: 0, pages };
  const first = (page - 1) * size + 1;
  return { first, last: Math.min(totalCount, page * size), pages };
}

/** Previous / next through a paged list (1-based pages), with where the user is in it. */
export function Pagination({ page, size, totalCount, onPageChange, label = 'Pagination' }: { page: number; size: number; totalCount: number; onPageChange: (page: number) => void; label?: string }) {
  const { first, last, pages } = pageRange(page, size, totalCount);
  return (
    <nav aria-label={label} className="mt-3 flex flex-col items-center justify-between gap-2 text-sm text-slate-700 sm:flex-row">
      <p aria-live="polite">
        {totalCount === 0 ? 'No results' : `Showing ${first}–${last} of ${totalCount}`}
      </p>
      <div className="flex items-center gap-2">
        <button type="button" className={buttonClasses('secondary', 'sm')} disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
          Previous
        </button>
        <span>
          Page {Math.min(page, pages)} of {pages}
        </span>
        <button type="button" className={buttonClasses('secondary', 'sm')} disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
          Next
        </button>
      </div>
    </nav>
  );
}

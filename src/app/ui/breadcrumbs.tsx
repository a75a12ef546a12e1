import { Link } from '@tanstack/react-router';

export type Crumb = { label: string; to?: string };

/**
 * The trail above a screen (spec 000 §2: Account#, Opportunity#, Termsheet#, Milestone#). The last crumb
 * is the current page unless it links elsewhere (the Milestone crumb links to its termsheet).
 */
export function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex flex-wrap items-center gap-1 text-sm text-slate-600">
        {items.map((crumb, i) => {
          const last = i === items.length - 1;
          return (
            <li key={`${crumb.label}-${i}`} className="flex items-center gap-1">
              {crumb.to ? (
                <Link to={crumb.to} className="inline-flex min-h-11 items-center rounded text-brand underline-offset-2 hover:underline sm:min-h-0" aria-current={last ? 'page' : undefined}>
                  {crumb.label}
                </Link>
              ) : (
                <span aria-current={last ? 'page' : undefined} className={last ? 'font-medium text-slate-900' : undefined}>
                  {crumb.label}
                </span>
              )}
              {!last && (
                <span aria-hidden="true" className="text-slate-400">
                  ›
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

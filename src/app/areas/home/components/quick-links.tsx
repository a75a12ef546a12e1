import { Link } from '@tanstack/react-router';
import type { NavEntry } from '../../../../domain/auth/navigation';

/** Shortcuts to the screens the user's roles open (the same entries as the menu, without Home). */
export function QuickLinks({ entries }: { entries: readonly NavEntry[] }) {
  return (
    <section aria-labelledby="quick-links-heading" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="quick-links-heading" className="text-base font-semibold text-slate-900">
        Go to
      </h2>
      {entries.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">Screens for your role will appear here as they become available.</p>
      ) : (
        <ul className="mt-2 grid gap-2 sm:grid-cols-2">
          {entries.map((entry) => (
            <li key={entry.to}>
              <Link to={entry.to} className="flex min-h-11 items-center rounded-md border border-slate-200 px-3 text-sm font-medium text-brand hover:bg-slate-50">
                {entry.label}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

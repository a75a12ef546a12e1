import { Link } from '@tanstack/react-router';
import type { NavGroup } from './nav-groups';

/** The menu's groups and links; the current page is marked for sight and for screen readers. */
export function NavLinks({ groups, onNavigate, idPrefix }: { groups: readonly NavGroup[]; onNavigate?: () => void; idPrefix: string }) {
  return (
    <div className="flex flex-col gap-4 p-3">
      {groups.map((group) => {
        const headingId = `${idPrefix}-${group.id}`;
        return (
          <section key={group.id} aria-labelledby={headingId}>
            <h2 id={headingId} className="px-3 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">
              {group.label}
            </h2>
            <ul className="flex flex-col gap-0.5">
              {group.entries.map((entry) => (
                <li key={entry.to}>
                  <Link
                    to={entry.to}
                    onClick={onNavigate}
                    className="flex min-h-11 items-center rounded-md px-3 text-sm"
                    inactiveProps={{ className: 'text-slate-800 hover:bg-slate-100' }}
                    activeProps={{ 'aria-current': 'page', className: 'bg-brand-soft font-semibold text-brand' }}
                  >
                    {entry.label}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

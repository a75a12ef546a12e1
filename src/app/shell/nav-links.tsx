import { Link } from '@tanstack/react-router';
import type { NavGroup } from './nav-groups';
import { useFoldedNavAreas } from './nav-collapsed';

/**
 * The menu's areas and links; the current page is marked for sight and for screen readers. Each area's heading is a
 * button that folds it (remembered on this device); a folded area draws no links.
 */
export function NavLinks({ groups, onNavigate, idPrefix }: { groups: readonly NavGroup[]; onNavigate?: () => void; idPrefix: string }) {
  const [folded, toggle] = useFoldedNavAreas();
  return (
    <div className="flex flex-col gap-2 p-3">
      {groups.map((group) => {
        const headingId = `${idPrefix}-${group.id}`;
        const listId = `${headingId}-links`;
        const open = !folded.has(group.id);
        return (
          <section key={group.id} aria-labelledby={headingId}>
            <h2 id={headingId} className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
              <button
                type="button"
                aria-expanded={open}
                aria-controls={listId}
                onClick={() => toggle(group.id)}
                className="flex min-h-9 w-full items-center justify-between rounded-md px-3 text-left uppercase hover:bg-slate-100"
              >
                {group.label}
                <svg aria-hidden="true" viewBox="0 0 20 20" className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} fill="currentColor">
                  <path d="M5.2 7.2a.75.75 0 0 1 1.06 0L10 10.94l3.74-3.74a.75.75 0 1 1 1.06 1.06l-4.27 4.27a.75.75 0 0 1-1.06 0L5.2 8.26a.75.75 0 0 1 0-1.06Z" />
                </svg>
              </button>
            </h2>
            {open && (
              <ul id={listId} className="flex flex-col gap-0.5">
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
            )}
          </section>
        );
      })}
    </div>
  );
}

import { useEffect, useRef } from 'react';
import type { NavGroup } from './nav-groups';
import { NavLinks } from './nav-links';

/**
 * The menu on a phone or small tablet: a native modal <dialog> sliding from the left. The browser traps
 * focus, closes it on Escape and makes the page behind inert; choosing a link or the backdrop closes it.
 */
export function NavDrawer({ open, onClose, groups, title }: { open: boolean; onClose: () => void; groups: readonly NavGroup[]; title: string }) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-label="Menu"
      onClose={onClose}
      onClick={(event) => {
        if (event.target === ref.current) onClose();
      }}
      className="m-0 h-dvh max-h-none w-72 max-w-[85vw] bg-white p-0 shadow-xl backdrop:bg-slate-900/40"
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between border-b border-slate-200 py-1 pr-1 pl-4">
          <span className="font-semibold text-slate-900">{title}</span>
          <button type="button" onClick={onClose} className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-md text-2xl text-slate-600 hover:bg-slate-100" aria-label="Close menu">
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {/* Its links are drawn while it is open only: closed, they were rendered for nothing on every page and again
            at every navigation (issue 10). */}
        {open && (
          <nav aria-label="Main navigation" className="flex-1 overflow-y-auto">
            <NavLinks groups={groups} onNavigate={onClose} idPrefix="drawer-nav" />
          </nav>
        )}
      </div>
    </dialog>
  );
}

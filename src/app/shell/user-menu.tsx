import { useEffect, useId, useRef, useState } from 'react';
import { Link } from '@tanstack/react-router';
import type { UserDetails } from '../lib/session/user-details';

function initialsOf(user: UserDetails): string {
  const letters = [user.firstName, user.lastName].map((part) => part.trim().charAt(0)).join('');
  return (letters || user.username.charAt(0)).toUpperCase();
}

/** The signed-in user's name and roles, and Sign out: a disclosure that Escape or a click outside closes. */
export function UserMenu({ user }: { user: UserDetails }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <div ref={container} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
        className="inline-flex min-h-11 items-center gap-2 rounded-md px-2 text-sm hover:bg-white/15 focus-visible:outline-white"
      >
        <span aria-hidden="true" className="inline-flex size-8 items-center justify-center rounded-full bg-white/20 font-semibold">
          {initialsOf(user)}
        </span>
        <span className="hidden max-w-40 truncate sm:inline">{user.name || user.username}</span>
        <span className="sr-only sm:hidden">{`Account menu for ${user.name || user.username}`}</span>
      </button>
      {open && (
        <div id={panelId} className="absolute right-0 z-30 mt-1 w-72 max-w-[calc(100vw-1rem)] rounded-md border border-slate-200 bg-white p-3 text-slate-900 shadow-lg">
          <p className="font-semibold">{user.name || user.username}</p>
          <p className="truncate text-sm text-slate-600">{user.email}</p>
          <p className="mt-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">Roles</p>
          <ul className="mt-1 flex flex-wrap gap-1">
            {user.roles.map((role) => (
              <li key={role} className="rounded bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
                {role}
              </li>
            ))}
          </ul>
          <Link to="/logout" className="mt-3 flex min-h-11 items-center justify-center rounded-md border border-slate-300 text-sm font-medium hover:bg-slate-100" onClick={() => setOpen(false)}>
            Sign out
          </Link>
        </div>
      )}
    </div>
  );
}

import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { matchingEntries, type NavGroup } from './nav-groups';
import { matchingRecords, recentRecords } from './recent-records';

/** One option of the list: a recent record (shown first) or a screen. */
type Option = { to: string; label: string; note: string | undefined; recent: boolean };

/**
 * "Go to screen": a modal <dialog> with a type-ahead over the screens the user's menu holds (the same entries, so
 * nothing the role may not open). Arrow keys move through the matches, Enter opens one, Escape closes. Its own chunk:
 * loaded the first time it is asked for (Ctrl/Cmd+K, "/" or the banner's button), out of the sign-in and home budget.
 */
export function GoToScreen({ groups, userId, onClose }: { groups: readonly NavGroup[]; userId: number; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const [active, setActive] = useState(0);
  const listId = useId();
  const [recent] = useState(() => recentRecords(userId));
  const areaOf = new Map(groups.flatMap((g) => g.entries.map((e) => [e.to, g.label] as const)));
  const matches: Option[] = [
    ...matchingRecords(recent, typed).map((r) => ({ to: r.to, label: r.label, note: `Recent ${r.kind.toLowerCase()}`, recent: true })),
    ...matchingEntries(groups, typed).map((e) => ({ to: e.to, label: e.label, note: areaOf.get(e.to), recent: false })),
  ];
  const current = Math.min(active, Math.max(0, matches.length - 1));

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  const go = (to: string) => {
    onClose();
    void navigate({ to });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (matches.length === 0) return;
      setActive((current + (event.key === 'ArrowDown' ? 1 : matches.length - 1)) % matches.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const target = matches[current];
      if (target) go(target.to);
    }
  };

  return (
    <dialog
      ref={ref}
      aria-label="Go to screen or record"
      onClose={onClose}
      onClick={(event) => {
        if (event.target === ref.current) onClose();
      }}
      className="mx-auto mt-[10vh] w-full max-w-lg rounded-lg bg-white p-0 shadow-xl backdrop:bg-slate-900/40"
    >
      <div className="border-b border-slate-200 p-3">
        <input
          autoFocus
          type="text"
          role="combobox"
          aria-label="Go to screen or record"
          aria-expanded="true"
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={matches[current] ? `${listId}-${current}` : undefined}
          placeholder="Type a screen’s or a recent record’s name"
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          className="min-h-11 w-full rounded-md border border-slate-300 px-3 text-base"
        />
      </div>
      <ul id={listId} role="listbox" aria-label="Recent records and screens" className="max-h-[60vh] overflow-y-auto p-2">
        {matches.map((entry, index) => (
          // The input keeps focus (aria-activedescendant); a pointer picks an option directly.
          <li
            key={`${entry.recent ? 'r' : 's'}:${entry.to}`}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === current}
            onClick={() => go(entry.to)}
            onMouseMove={() => setActive(index)}
            className={`flex min-h-11 cursor-pointer items-center justify-between gap-3 rounded-md px-3 text-sm ${index === current ? 'bg-brand-soft text-brand' : 'text-slate-800'}`}
          >
            <span className="font-medium">{entry.label}</span>
            <span className="text-xs text-slate-500">{entry.note}</span>
          </li>
        ))}
        {matches.length === 0 && <li className="px-3 py-2 text-sm text-slate-600">No screen or recent record matches.</li>}
      </ul>
    </dialog>
  );
}

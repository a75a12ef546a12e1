import { useSyncExternalStore } from 'react';
import { browserStorage } from '../lib/browser';

/**
 * Which menu areas the user has folded, remembered on this device (one list for the side column and the drawer).
 * Every area is open until folded, so a new user sees the whole menu.
 */
const KEY = 'nav-collapsed-areas';
const listeners = new Set<() => void>();
let cached: string | null | undefined;
let folded: ReadonlySet<string> = new Set();

function read(): ReadonlySet<string> {
  const raw = browserStorage()?.getItem(KEY) ?? null;
  if (raw !== cached) {
    cached = raw;
    try {
      const parsed: unknown = raw ? JSON.parse(raw) : [];
      folded = new Set(Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : []);
    } catch {
      folded = new Set();
    }
  }
  return folded;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Toggles an area folded or open and remembers it (kept in memory only where the browser refuses storage). */
export function toggleNavArea(id: string): void {
  const next = new Set(read());
  if (next.has(id)) next.delete(id);
  else next.add(id);
  const raw = JSON.stringify([...next]);
  try {
    browserStorage()?.setItem(KEY, raw);
  } catch {
    // Storage full or refused: the fold holds for this page only.
  }
  cached = raw;
  folded = next;
  for (const listener of [...listeners]) listener();
}

/** The folded areas, and a toggle. */
export function useFoldedNavAreas(): [ReadonlySet<string>, (id: string) => void] {
  const current = useSyncExternalStore(subscribe, read, read);
  return [current, toggleNavArea];
}

/*
 * The last answer the device's copy gave a screen, kept in localStorage so the installed app can paint it before the
 * copy is open (issue 10, instant offline start: "the shell and the last-seen screen's data"). Opening the copy's
 * database and asking it again takes a few hundred milliseconds on a phone; a localStorage read takes one. The
 * copy's own answer replaces what is shown as soon as it comes (use-mirror-resource.ts), so the remembered answer is
 * never more than a first paint: it is only ever shown while the copy is being opened.
 *
 * One answer per screen and user (the last key asked, e.g. my-accounts' filters and page), for users who keep an
 * offline copy. The copy itself holds the same rows; sign-out forgets both (sign-out.ts). A remembered answer is
 * tied to the build that wrote it: a new build's screen may expect another shape, and then asks the copy.
 * No imports beyond the browser's storage: the screens' light modules use it.
 */

import { browserStorage } from '../browser';

const PREFIX = 'console.lastSeen.';
/** Larger answers are not remembered: the copy answers them (localStorage is small and read on the main thread). */
export const LAST_SEEN_MAX_CHARS = 256 * 1024;
/** The build that wrote an answer: a hash of the app's sources (vite.config.ts); unit tests run unbuilt. */
const BUILD = import.meta.env.VITE_APP_BUILD ?? 'unbuilt';

/** `path`: the page's path and query when it was remembered (hasLastSeenFor); build and path lead the stored text. */
type Remembered = { build: string; path: string; key: string; data: unknown };

const storageKey = (userId: number, screen: string) => `${PREFIX}${userId}.${screen}`;

/** The answer remembered for this user, screen and key, from this build; undefined when there is none. */
export function readLastSeen<T>(userId: number, screen: string, key: string): T | undefined {
  try {
    const text = browserStorage()?.getItem(storageKey(userId, screen));
    if (!text) return undefined;
    const remembered = JSON.parse(text) as Remembered;
    return remembered.build === BUILD && remembered.key === key ? (remembered.data as T) : undefined;
  } catch {
    // Unreadable (another build's format, a refused storage): the copy answers instead.
    return undefined;
  }
}

/** Remembers the copy's answer for this user, screen and key (the previous key's answer is replaced). */
export function rememberLastSeen(userId: number, screen: string, key: string, data: unknown, path = currentPath()): void {
  const storage = browserStorage();
  if (!storage) return;
  try {
    const text = JSON.stringify({ build: BUILD, path, key, data } satisfies Remembered);
    if (text.length > LAST_SEEN_MAX_CHARS) storage.removeItem(storageKey(userId, screen));
    else storage.setItem(storageKey(userId, screen), text);
  } catch {
    // Storage full or refused: the next start waits for the copy, as before.
  }
}

function currentPath(): string {
  return typeof location === 'undefined' ? '' : location.pathname + location.search;
}

/**
 * Whether this build remembered an answer for this user on the page at `path` (path and query), so that its first
 * screen can paint before the copy is open (first-screen.ts). Reads the stored texts' beginnings, parses nothing.
 */
export function hasLastSeenFor(userId: number, path = currentPath()): boolean {
  const storage = browserStorage();
  if (!storage) return false;
  try {
    const mine = `${PREFIX}${userId}.`;
    const lead = `{"build":${JSON.stringify(BUILD)},"path":${JSON.stringify(path)},`;
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key?.startsWith(mine) && storage.getItem(key)?.startsWith(lead)) return true;
    }
  } catch {
    // A refused storage remembers nothing.
  }
  return false;
}

/** Forgets every screen's answer for the user (sign-out deletes the copy, and this with it). */
export function forgetLastSeen(userId: number): void {
  const storage = browserStorage();
  if (!storage) return;
  try {
    const mine = `${PREFIX}${userId}.`;
    const keys: string[] = [];
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key?.startsWith(mine)) keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
  } catch {
    // A refused storage holds nothing of ours.
  }
}

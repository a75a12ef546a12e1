// What the browser offers and says, read the same way everywhere. No imports: the entry, the light session registry
// and the offline start use it before anything else has loaded.

/**
 * The browser says it has no network (navigator.onLine false). It may think it is online without reaching the
 * server, but not the other way round, so "offline" is safe to act on at once (instant offline start, issue 10).
 */
export function browserSaysOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** localStorage, or null where there is none or the browser refuses it (a locked-down profile). */
export function browserStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

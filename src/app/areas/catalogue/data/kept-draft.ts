import { useEffect } from 'react';

/**
 * What a catalogue form holds while it is being filled is kept in session storage too, so a reload or a
 * dropped connection does not lose it (online-only screens keep what was typed). Cleared after a save.
 */
const PREFIX = 'catalogue-draft:';

export function keptDraft<V>(key: string, defaults: V): V {
  try {
    const text = sessionStorage.getItem(PREFIX + key);
    return text ? { ...defaults, ...(JSON.parse(text) as Partial<V>) } : defaults;
  } catch {
    return defaults;
  }
}

export function useKeepDraft(key: string, values: unknown): void {
  useEffect(() => {
    try {
      sessionStorage.setItem(PREFIX + key, JSON.stringify(values));
    } catch {
      // Storage full or blocked: the form still holds the values in memory.
    }
  }, [key, values]);
}

export function dropDraft(key: string): void {
  try {
    sessionStorage.removeItem(PREFIX + key);
  } catch {
    // nothing kept
  }
}

import { useEffect, useState } from 'react';

/**
 * What a user typed into an online-only form, kept in session storage (ARCHITECTURE: online-only screens keep
 * what was typed): a reload or a trip to another screen while offline brings it back; the tab closing drops it.
 * Stored under 'draft:<key>'; cleared after a successful save.
 */
const PREFIX = 'draft:';

/**
 * The catalogue's forms kept their drafts under 'catalogue-draft:<key>' before this store was the only one
 * (issue 51); what a tab still holds there moves to 'draft:catalogue:<key>' when that form reads its draft.
 */
const LEGACY_CATALOGUE_PREFIX = 'catalogue-draft:';
const CATALOGUE = 'catalogue:';

function moveLegacyDraft(store: Storage, key: string): void {
  if (!key.startsWith(CATALOGUE)) return;
  const legacy = LEGACY_CATALOGUE_PREFIX + key.slice(CATALOGUE.length);
  const text = store.getItem(legacy);
  if (text === null) return;
  if (store.getItem(PREFIX + key) === null) store.setItem(PREFIX + key, text);
  store.removeItem(legacy);
}

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** The kept values merged over the defaults (only keys the defaults have, of the same type). */
export function readDraft<V extends Record<string, unknown>>(key: string, defaults: V): V {
  const store = storage();
  if (!store) return defaults;
  try {
    moveLegacyDraft(store, key);
    const raw = store.getItem(PREFIX + key);
    if (!raw) return defaults;
    const kept = JSON.parse(raw) as Record<string, unknown>;
    const merged: Record<string, unknown> = { ...defaults };
    for (const [name, value] of Object.entries(defaults)) {
      const candidate = kept[name];
      if (candidate !== undefined && typeof candidate === typeof value && Array.isArray(candidate) === Array.isArray(value)) merged[name] = candidate;
    }
    return merged as V;
  } catch {
    return defaults;
  }
}

export function clearDraft(key: string): void {
  storage()?.removeItem(PREFIX + key);
}

/** The defaults with what was kept, read once (for useSchemaForm's defaultValues). */
export function useDraftDefaults<V extends Record<string, unknown>>(key: string, defaults: V): V {
  const [initial] = useState(() => readDraft(key, defaults));
  return initial;
}

/** Writes the values to session storage whenever they change (differing from the defaults), or removes them. */
export function useKeepDraft<V extends Record<string, unknown>>(key: string, values: V, defaults: V): void {
  const text = JSON.stringify(values);
  const blank = JSON.stringify({ ...defaults, ...values }) === JSON.stringify(defaults) || text === JSON.stringify(defaults);
  useEffect(() => {
    const store = storage();
    if (!store) return;
    if (blank) store.removeItem(PREFIX + key);
    else store.setItem(PREFIX + key, text);
  }, [key, text, blank]);
}

import { useSyncExternalStore } from 'react';

/**
 * The service worker's update flow: a new version waits (registerType 'prompt') until the user chooses
 * Reload; nothing reloads by itself. main.tsx registers the worker and reports here.
 */
type UpdateState = { available: boolean; apply: (() => Promise<void>) | null };

let state: UpdateState = { available: false, apply: null };
const listeners = new Set<() => void>();

function set(next: UpdateState) {
  state = next;
  for (const listener of [...listeners]) listener();
}

export function announceUpdate(apply: () => Promise<void>): void {
  set({ available: true, apply });
}

export function postponeUpdate(): void {
  set({ ...state, available: false });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useServiceWorkerUpdate(): UpdateState {
  return useSyncExternalStore(subscribe, () => state, () => state);
}

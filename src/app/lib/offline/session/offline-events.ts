/** A tiny typed event emitter (no dependency): `on` returns the unsubscribe function. */
export type Emitter<E extends Record<string, unknown>> = {
  on<K extends keyof E>(type: K, listener: (payload: E[K]) => void): () => void;
  emit<K extends keyof E>(type: K, payload: E[K]): void;
};

export function createEmitter<E extends Record<string, unknown>>(): Emitter<E> {
  const listeners = new Map<keyof E, Set<(payload: never) => void>>();
  return {
    on(type, listener) {
      const set = listeners.get(type) ?? new Set();
      set.add(listener as (payload: never) => void);
      listeners.set(type, set);
      return () => {
        set.delete(listener as (payload: never) => void);
      };
    },
    emit(type, payload) {
      for (const listener of [...(listeners.get(type) ?? [])]) {
        try {
          (listener as (p: typeof payload) => void)(payload);
        } catch (error) {
          console.error(`offline event listener for ${String(type)} failed`, error);
        }
      }
    },
  };
}

/**
 * Device-level events the app shell shows (they do not belong to one sync engine):
 * - versionchange: a newer version of the app upgraded the database in another tab; this tab closed its
 *   connection and must reload;
 * - blocked: this tab's upgrade waits for other open tabs of an older version to close: ask the user to close them;
 * - storage-error: the device refused a write (storage full); nothing was lost, the action failed visibly.
 */
export type OfflineEvents = {
  versionchange: { databaseName: string };
  blocked: { databaseName: string };
  'storage-error': { message: string; quota: boolean };
};

export const offlineEvents = createEmitter<OfflineEvents>();

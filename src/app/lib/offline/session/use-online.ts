import { useSyncExternalStore } from 'react';

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

const isOnline = () => (typeof navigator === 'undefined' ? true : navigator.onLine);

/**
 * Whether the device has a network (navigator.onLine, kept current by the online and offline events). Tiny and
 * free of the offline database, so online-only screens can use it without loading the sync engine.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}

import { useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches now (and again when it changes); null where the browser cannot say (no
 * matchMedia: tests, the server), so a screen can draw both of its layouts as CSS alone would.
 */
export function useMediaQuery(query: string): boolean | null {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (typeof window === 'undefined' || typeof window.matchMedia !== 'function' ? null : window.matchMedia(query).matches),
    () => null,
  );
}

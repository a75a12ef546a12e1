import { useSyncExternalStore } from 'react';
import { formatDateTime } from '../../../domain/format/date-time';
import { cachedReadSavedAt, onCachedReadChange } from '../../lib/api/api-cached-read-events';
import { useOnline } from '../../lib/offline/session/use-online';

/** Our text (the spec has none): an online-only screen opened without a network. */
export const ONLINE_ONLY_MESSAGE = 'This screen needs a connection. You are offline; what you typed is kept.';

/** Our text: what the screen shows offline is the copy the service worker kept (24 hours), read-only. */
export function savedCopyMessage(savedAt: number): string {
  return `Showing the copy saved ${formatDateTime(savedAt)}. It is read-only until you are back online.`;
}

/**
 * The line at the top of a screen that works only online. It shows while the device is offline; the screen keeps
 * its forms mounted (typed input stays) and disables its submit buttons with `useOnline()`. When what the screen
 * shows came from the service worker's cache, a second line says so and from when.
 */
export function OnlineOnlyNotice() {
  const online = useOnline();
  const savedAt = useSyncExternalStore(onCachedReadChange, cachedReadSavedAt, () => null);
  // The live region stays in the page so screen readers announce the line when the network drops.
  return (
    <div role="status" className="contents">
      {!online && (
        <div className="mb-3 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          <p>{ONLINE_ONLY_MESSAGE}</p>
          {savedAt !== null && <p className="mt-1">{savedCopyMessage(savedAt)}</p>}
        </div>
      )}
    </div>
  );
}

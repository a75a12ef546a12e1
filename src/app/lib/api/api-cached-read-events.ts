/**
 * API reads the service worker answered from its 24-hour cache because the network failed (it marks them with
 * the `x-console-cached` header, holding the time the server first sent the copy). Online-only screens say so
 * while offline: what they show is the last fetched page, read-only, as of that time (issue 12, 14 "Offline").
 */
type Listener = () => void;

const listeners = new Set<Listener>();
/** The oldest saved time among the cached reads since the network last answered (ms), or null. */
let savedAt: number | null = null;

export function onCachedReadChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function cachedReadSavedAt(): number | null {
  return savedAt;
}

function changed(next: number | null): void {
  if (next === savedAt) return;
  savedAt = next;
  for (const listener of [...listeners]) listener();
}

/** A read came from the cache: the header's time (an HTTP date), or now when it is missing or unreadable. */
export function noteCachedRead(header: string, now = Date.now()): void {
  const parsed = Date.parse(header);
  const at = Number.isFinite(parsed) ? parsed : now;
  changed(savedAt === null ? at : Math.min(savedAt, at));
}

/** The network answered a read: what the screens show is current again. */
export function noteNetworkRead(): void {
  changed(null);
}

import { CONSOLE_REQUEST_HEADERS } from '../../../domain/auth/console-request';
import { ANALYTICS_MAX_BATCH, ANALYTICS_QUEUE_MAX_AGE_MS, type AnalyticsEventData as AnalyticsEvent } from '../../../domain/analytics/analytics-events';
import { analyticsRoutes } from '../../../domain/analytics/analytics.paths';

/**
 * The device's analytics queue (spec 000 §9): events wait here (localStorage, per user), are sent in batches every
 * 30 s while online and with navigator.sendBeacon when the page is hidden, and are dropped after 7 days.
 * Our departure: the issue names the Dexie database; a small list in localStorage keeps this out of the sync
 * engine's chunk and survives the page the same way. A beacon cannot carry the console's request header: the
 * server accepts it by its `Sec-Fetch-Site: same-origin` (request defence, issue 56).
 */
/** The beacon's route from the endpoint table (fetch with keepalive, or sendBeacon: not the JSON client). */
const URL = `/api${analyticsRoutes.events.path}`;
const FLUSH_MS = 30_000;
const key = (userId: number) => `analytics:queue:${userId}`;

function read(userId: number): AnalyticsEvent[] {
  try {
    const events = JSON.parse(localStorage.getItem(key(userId)) ?? '[]') as AnalyticsEvent[];
    const oldest = Date.now() - ANALYTICS_QUEUE_MAX_AGE_MS;
    return Array.isArray(events) ? events.filter((e) => Date.parse(e.time) >= oldest) : [];
  } catch {
    return [];
  }
}

function write(userId: number, events: readonly AnalyticsEvent[]): void {
  try {
    localStorage.setItem(key(userId), JSON.stringify(events.slice(-1000)));
  } catch {
    // Storage full or blocked: the events are lost, as analytics may be.
  }
}

export function enqueueAnalytics(userId: number, event: AnalyticsEvent): void {
  write(userId, [...read(userId), event]);
}

/** Sends what is queued (batches of 100); what was sent leaves the queue. `beacon`: the page is going away. */
export async function flushAnalytics(userId: number, beacon = false): Promise<void> {
  const queued = read(userId);
  if (queued.length === 0 || !navigator.onLine) return write(userId, queued);
  for (let start = 0; start < queued.length; start += ANALYTICS_MAX_BATCH) {
    const batch = queued.slice(start, start + ANALYTICS_MAX_BATCH);
    const body = JSON.stringify({ events: batch });
    if (beacon && typeof navigator.sendBeacon === 'function') {
      if (!navigator.sendBeacon(URL, new Blob([body], { type: 'text/plain' }))) return write(userId, queued.slice(start));
      continue;
    }
    try {
      const res = await fetch(URL, { method: 'POST', headers: { 'content-type': 'application/json', ...CONSOLE_REQUEST_HEADERS }, body, credentials: 'same-origin', keepalive: true });
      // A refused batch (bad event) is dropped; a server failure keeps the rest for later.
      if (res.status >= 500) return write(userId, queued.slice(start));
    } catch {
      return write(userId, queued.slice(start));
    }
  }
  write(userId, []);
}

/** Sends every 30 s, when the device comes back online, and by beacon when the page is hidden. Answers a stop. */
export function startAnalyticsSender(userId: number): () => void {
  const flush = () => void flushAnalytics(userId);
  const onHide = () => {
    if (document.visibilityState === 'hidden') void flushAnalytics(userId, true);
  };
  const onPageHide = () => void flushAnalytics(userId, true);
  const timer = setInterval(flush, FLUSH_MS);
  window.addEventListener('online', flush);
  window.addEventListener('pagehide', onPageHide);
  document.addEventListener('visibilitychange', onHide);
  return () => {
    clearInterval(timer);
    window.removeEventListener('online', flush);
    window.removeEventListener('pagehide', onPageHide);
    document.removeEventListener('visibilitychange', onHide);
  };
}

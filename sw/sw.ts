/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { ExpirationPlugin } from 'workbox-expiration';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { CACHED_READ_HEADER } from '../src/app/lib/sw/cached-read-header';

/**
 * The shell's service worker: precaches the shell and the field pages (the list is injected at build time,
 * sw/precache-scope.ts), keeps the desk pages' chunks the first time they are fetched, and answers
 * every app-route navigation with index.html, so the console opens offline. Other GET /api responses are
 * cached for 24 hours per user (network first), in `api-<userId>`; the mirrored data is not (it lives in the
 * app's own database, synced through /api/sync), and neither is the session. The page says who is signed in
 * ({type: 'SET_USER', userId}); sign-out deletes the caches. A new version waits until the page asks it to take
 * over ({type: 'SKIP_WAITING'}), after the user chose Reload.
 */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null } | string> };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    // The API, the OpenAPI document and files with an extension are never app routes.
    denylist: [/^\/api(\/|$)/, /\/[^/?]+\.[^/]+$/],
  }),
);

/**
 * Built files the precache leaves out (the desk pages' chunks): kept the first time they are fetched, answered from
 * the cache after that (their names carry a content hash, so a kept file never goes stale). A new build's files
 * have new names; the old ones age out.
 */
registerRoute(
  ({ url, request }) => request.method === 'GET' && url.origin === self.location.origin && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: 'assets',
    plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 90 * 24 * 60 * 60, purgeOnQuotaError: true })],
  }),
);

/** Where the signed-in user's id is kept across worker restarts (deleted with the other caches at sign-out). */
const STATE_CACHE = 'console-sw-state';
const USER_KEY = '/__console-sw/user';
const API_MAX_AGE_SECONDS = 24 * 60 * 60;

let userId: number | null | undefined;

async function currentUser(): Promise<number | null> {
  if (userId !== undefined) return userId;
  const stored = await (await caches.open(STATE_CACHE)).match(USER_KEY);
  const value: unknown = stored ? await stored.json() : null;
  userId = typeof value === 'number' && Number.isSafeInteger(value) ? value : null;
  return userId;
}

async function setUser(next: number | null): Promise<void> {
  userId = next;
  if (next === null) {
    await caches.delete(STATE_CACHE);
    return;
  }
  await (await caches.open(STATE_CACHE)).put(USER_KEY, new Response(JSON.stringify(next), { headers: { 'content-type': 'application/json' } }));
}

/**
 * A read answered from the cache (the network failed) carries CACHED_READ_HEADER (`x-console-cached`) with the
 * time the server sent it (its Date header), so the app can say the screen shows a saved, read-only copy and from
 * when (src/app/lib/api/api-cached-read-events.ts).
 */
type WorkboxPlugin = NonNullable<NonNullable<ConstructorParameters<typeof NetworkFirst>[0]>['plugins']>[number];
const markCachedReads: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    if (!cachedResponse) return cachedResponse;
    const headers = new Headers(cachedResponse.headers);
    headers.set(CACHED_READ_HEADER, cachedResponse.headers.get('date') ?? '');
    return new Response(cachedResponse.body, { status: cachedResponse.status, statusText: cachedResponse.statusText, headers });
  },
};

const strategies = new Map<number, NetworkFirst>();
function strategyFor(user: number): NetworkFirst {
  let strategy = strategies.get(user);
  if (!strategy) {
    strategy = new NetworkFirst({
      cacheName: `api-${user}`,
      plugins: [new ExpirationPlugin({ maxAgeSeconds: API_MAX_AGE_SECONDS, maxEntries: 500, purgeOnQuotaError: true }), markCachedReads],
    });
    strategies.set(user, strategy);
  }
  return strategy;
}

/** API reads worth keeping for an offline visit: not sync (the app's database), not the session's own calls, not streams. */
function isCachedApiRead(url: URL, request: Request): boolean {
  if (request.method !== 'GET' || url.origin !== self.location.origin || !url.pathname.startsWith('/api/')) return false;
  // An event stream (the live view) never ends: it goes straight to the network, never into a cache.
  if ((request.headers.get('accept') ?? '').includes('text/event-stream')) return false;
  return !/^\/api\/(sync\/|login$|logout$|user\/details$)/.test(url.pathname);
}

registerRoute(
  ({ url, request }) => isCachedApiRead(url, request),
  async (options) => {
    const user = await currentUser();
    // Nobody signed in (as far as the worker knows): straight to the network, nothing kept.
    if (user === null) return fetch(options.request);
    return strategyFor(user).handle(options);
  },
);

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data: unknown = event.data;
  if (typeof data !== 'object' || data === null) return;
  const message = data as { type?: unknown; userId?: unknown };
  if (message.type === 'SKIP_WAITING') {
    void self.skipWaiting();
  } else if (message.type === 'SET_USER') {
    const next = typeof message.userId === 'number' && Number.isSafeInteger(message.userId) ? message.userId : null;
    event.waitUntil(setUser(next));
  } else if (message.type === 'CLEAR_USER_CACHES') {
    event.waitUntil(
      (async () => {
        await setUser(null);
        const names = await caches.keys();
        await Promise.all(names.filter((name) => name.startsWith('api-')).map((name) => caches.delete(name)));
      })(),
    );
  }
});

/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

/**
 * The shell's service worker: precaches the built app (the list is injected at build time) and answers
 * every app-route navigation with index.html, so the console opens offline. API responses are not cached
 * here (offline data lives in the app's own database). A new version waits until the page asks it to take
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

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data: unknown = event.data;
  if (typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'SKIP_WAITING') {
    void self.skipWaiting();
  }
});

/**
 * Tells the service worker whose API responses it caches (cache `api-<userId>`), or that nobody is signed in
 * (null: it stops caching). The worker keeps the answer across restarts; sign-out deletes its caches.
 */
export function tellServiceWorkerUser(userId: number | null): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const message = { type: 'SET_USER', userId };
  navigator.serviceWorker.controller?.postMessage(message);
  // The first visit has no controller yet: tell the worker once it is active.
  navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage(message)).catch(() => undefined);
}

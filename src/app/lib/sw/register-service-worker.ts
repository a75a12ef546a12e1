import { registerSW } from 'virtual:pwa-register';
import { announceUpdate } from './service-worker-update';

/** Registers sw.js (spec 000 §1: the background offline worker). An update waits for the user's Reload. */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const updateServiceWorker = registerSW({
    immediate: true,
    onNeedRefresh() {
      // Posts {type: 'SKIP_WAITING'} to the waiting worker, then reloads once it has taken over.
      announceUpdate(() => updateServiceWorker(true));
    },
    onRegisterError(error: unknown) {
      console.error('Service worker registration failed', error);
    },
  });
}

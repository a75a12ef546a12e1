import { expectOfflineSession } from '../lib/offline/session/session-expected';
import type { UserDetails } from '../lib/session/user-details';
import { hasLastSeenFor } from '../lib/data/last-seen';
import { offlineStartGate, offlineStartWaitsForFirstScreen } from '../lib/offline/device/first-screen';
import { copyLikelyReady } from '../lib/offline/device/copy-ready-hint';
import { browserSaysOffline } from '../lib/browser';

/**
 * Instant offline start (issue 10): the signed-in layout calls this as soon as its chunk loads (the user known, from the
 * device when offline), so the device database opens and the offline half of the shell loads beside the first
 * screen's chunks, not after the shell has rendered. The shell's offline runtime then finds the session running
 * (startOfflineSession answers the same one). Light: the offline code is one dynamic import away.
 */
let startedFor: number | null = null;

/**
 * The pages whose screen says when it has painted the server's answer on a fresh device (use-mirror-resource.ts,
 * `lastSeen`: my-accounts, search-accounts.ts). Any other page says nothing, and would hold the download for
 * FIRST_SCREEN_WAIT_MS.
 */
const SERVER_FIRST_SCREENS: readonly string[] = ['/my-accounts'];

export function startOfflineRuntimeEarly(user: Pick<UserDetails, 'id' | 'name' | 'username' | 'capabilities'>): void {
  if (!user.capabilities.includes('workOffline') || startedFor === user.id) return;
  startedFor = user.id;
  // A write made before the session is open waits for it rather than calling the server.
  expectOfflineSession(user.id);
  // On a page the device remembers, the first screen paints first (lib/offline/device/first-screen.ts). Not only when the
  // browser says offline: right after a reload it may still say online, and a remembered page's copy is ready anyway.
  // On a fresh device online, a screen that paints from the server first (SERVER_FIRST_SCREENS) does so before the
  // copy's first download starts: the download's requests (a book of pages) took the phone's bandwidth and main thread
  // from the screen's own.
  const fresh = !browserSaysOffline() && !copyLikelyReady(user.id);
  if (hasLastSeenFor(user.id) || (fresh && SERVER_FIRST_SCREENS.includes(location.pathname))) offlineStartWaitsForFirstScreen();
  offlineStartGate()
    .then(() => import('./offline-runtime'))
    .then((m) => m.startOfflineRuntime(user))
    .catch((error: unknown) => {
      startedFor = null;
      console.error('The offline data could not be opened', error);
    });
}

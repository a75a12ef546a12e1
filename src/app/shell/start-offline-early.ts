import { expectOfflineSession } from '../lib/offline/session-expected';
import type { UserDetails } from '../lib/session/user-details';
import { hasLastSeenFor } from '../lib/data/last-seen';
import { offlineStartGate, offlineStartWaitsForFirstScreen } from '../lib/offline/first-screen';

/**
 * Instant offline start (issue 10): the signed-in layout calls this as soon as its chunk loads (the user known, from the
 * device when offline), so the device database opens and the offline half of the shell loads beside the first
 * screen's chunks, not after the shell has rendered. The shell's offline runtime then finds the session running
 * (startOfflineSession answers the same one). Light: the offline code is one dynamic import away.
 */
let startedFor: number | null = null;

export function startOfflineRuntimeEarly(user: Pick<UserDetails, 'id' | 'name' | 'username' | 'capabilities'>): void {
  if (!user.capabilities.includes('workOffline') || startedFor === user.id) return;
  startedFor = user.id;
  // A write made before the session is open waits for it rather than calling the server.
  expectOfflineSession(user.id);
  // On a page the device remembers, the first screen paints first (lib/offline/first-screen.ts). Not only when the
  // browser says offline: right after a reload it may still say online, and a remembered page's copy is ready anyway.
  if (hasLastSeenFor(user.id)) offlineStartWaitsForFirstScreen();
  offlineStartGate()
    .then(() => import('./offline-runtime'))
    .then((m) => m.startOfflineRuntime(user))
    .catch((error: unknown) => {
      startedFor = null;
      console.error('The offline data could not be opened', error);
    });
}

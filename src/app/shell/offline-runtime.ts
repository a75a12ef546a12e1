import './sync-providers';
import { browserSaysOffline } from '../lib/browser';
import { loadCommandKinds } from '../lib/offline/outbox/command-registry';
import { startOfflineSession, type OfflineSession } from '../lib/offline/session/offline-session';
import type { UserDetails } from '../lib/session/user-details';

/** The same API base as the app's API client. */
const API_BASE: string = import.meta.env.VITE_API_BASE || '/api';

/** Runs `work` when the page is idle (at most `timeoutMs` later). */
function whenIdle(work: () => void, timeoutMs: number): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout: timeoutMs });
  else setTimeout(work, timeoutMs);
}

/**
 * Opens the user's device copy and starts the sync worker (start-offline-early.ts), and fetches the offline half of
 * the shell (the status, the first download's progress) meanwhile, so it is ready when the shell renders. Offline,
 * the queued kinds' code (their schemas) loads once the page is idle, so the first offline write does not wait for it.
 */
export async function startOfflineRuntime(user: Pick<UserDetails, 'id' | 'name' | 'username'>): Promise<OfflineSession> {
  void import('../areas/sync/components/shell-sync').catch(() => undefined);
  const session = await startOfflineSession({ userId: user.id, userName: user.name || user.username, baseURL: API_BASE });
  // Offline, the next write is queued on the device: its code should be here before the tap. Online it loads with
  // the first sync or write (a fresh device's first download has the page's time to itself).
  if (browserSaysOffline()) whenIdle(() => void loadCommandKinds().catch(() => undefined), 3000);
  return session;
}

import './sync-providers';
import { startOfflineSession, type OfflineSession } from '../lib/offline/offline-session';
import type { UserDetails } from '../lib/session/user-details';

/** The same API base as the app's API client. */
const API_BASE: string = import.meta.env.VITE_API_BASE || '/api';

/**
 * Opens the user's device copy and starts the sync worker (start-offline-early.ts), and fetches the offline half of
 * the shell (the status, the first download's progress) meanwhile, so it is ready when the shell renders.
 */
export async function startOfflineRuntime(user: Pick<UserDetails, 'id' | 'name' | 'username'>): Promise<OfflineSession> {
  void import('../areas/sync/components/shell-sync').catch(() => undefined);
  return startOfflineSession({ userId: user.id, userName: user.name || user.username, baseURL: API_BASE });
}

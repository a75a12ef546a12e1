import { useSyncExternalStore } from 'react';
import type { MirrorDb } from '../device/db';
import { getOfflineSession, subscribeOfflineSession, type OfflineSession } from '../session/session-registry';
import { IDLE_STATUS, type SyncStatus } from './sync-status';

function subscribeSession(listener: () => void): () => void {
  return subscribeOfflineSession(listener);
}

/** The signed-in user's mirror and engine (null before sign-in). */
export function useOfflineSession(): OfflineSession | null {
  return useSyncExternalStore(subscribeSession, getOfflineSession, getOfflineSession);
}

/** The signed-in user's mirror, for useLiveQuery reads (null before sign-in). */
export function useMirrorDb(): MirrorDb | null {
  return useOfflineSession()?.db ?? null;
}

/** Follows the session and, inside it, the engine's status. */
function subscribeStatus(listener: () => void): () => void {
  let engineUnsubscribe = getOfflineSession()?.engine.subscribe(listener);
  const sessionUnsubscribe = subscribeOfflineSession(() => {
    engineUnsubscribe?.();
    engineUnsubscribe = getOfflineSession()?.engine.subscribe(listener);
    listener();
  });
  return () => {
    sessionUnsubscribe();
    engineUnsubscribe?.();
  };
}

function currentStatus(): SyncStatus {
  return getOfflineSession()?.engine.getStatus() ?? IDLE_STATUS;
}

/** The always-visible sync status: online, pending/failed/rejected counts, last synced, syncing, priming progress. */
export function useSyncStatus(): SyncStatus {
  return useSyncExternalStore(subscribeStatus, currentStatus, currentStatus);
}

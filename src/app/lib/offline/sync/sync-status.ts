import type { MirrorDb } from '../device/db';
import type { OutboxError, OutboxRow } from '../device/local-types';
import type { PrimeProgress } from './prime';

/** The always-visible sync status (SYNC.md "Sync status is always visible"). */
export type SyncStatus = {
  /** The device is online and the server answered the last request. */
  online: boolean;
  /** This tab is syncing now. */
  syncing: boolean;
  /** Another tab is syncing now (only one tab syncs at a time). */
  syncingElsewhere: boolean;
  /** Download progress while priming; null otherwise. */
  priming: PrimeProgress | null;
  /** The scope has been downloaded completely at least once. */
  primed: boolean;
  /** Commands waiting to be sent (pending or being sent). */
  pendingCount: number;
  /** Commands whose last send failed (retried automatically). */
  failedCount: number;
  /** Commands the server refused (reverted; waiting for retry or discard on the outbox screen). */
  rejectedCount: number;
  /** ISO time of the last complete sync. */
  lastSyncedAt: string | null;
  /** The server asked for sign-in (401): syncing is paused until the user signs in again. */
  pausedForSignIn: boolean;
  /** Why the last sync did not complete (null after a complete one). */
  lastError: OutboxError | null;
  /** When the next automatic retry runs (epoch ms), or null. */
  nextRetryAt: number | null;
};

export const IDLE_STATUS: SyncStatus = {
  online: true,
  syncing: false,
  syncingElsewhere: false,
  priming: null,
  primed: false,
  pendingCount: 0,
  failedCount: 0,
  rejectedCount: 0,
  lastSyncedAt: null,
  pausedForSignIn: false,
  lastError: null,
  nextRetryAt: null,
};

export type StatusStore = {
  get(): SyncStatus;
  set(changes: Partial<SyncStatus>): void;
  subscribe(listener: () => void): () => void;
};

export function createStatusStore(initial: SyncStatus = IDLE_STATUS): StatusStore {
  let status = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => status,
    set(changes) {
      const keys = Object.keys(changes) as (keyof SyncStatus)[];
      if (keys.every((key) => Object.is(status[key], changes[key]))) return;
      status = { ...status, ...changes };
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export type OutboxCounts = Pick<SyncStatus, 'pendingCount' | 'failedCount' | 'rejectedCount' | 'lastSyncedAt' | 'primed'>;

/**
 * Counts of the user's queued work (stand-ins of discarded commands are not the user's work) and the sync state.
 * Constant in the length of the queue as far as rows go: it counts keys of the status index and reads only the
 * discarded stand-ins (few; by the name index), so the engine's live status query does not read every queued
 * row after each write (issue 10). outbox-costs.test.ts holds it to that.
 */
export async function readCounts(db: MirrorDb): Promise<OutboxCounts> {
  return db.transaction('r', db.outbox, db.meta, async () => {
    const byStatus = (status: OutboxRow['status']) => db.outbox.where('status').equals(status).count();
    const [pending, sending, failed, rejected, standIns, meta] = await Promise.all([
      byStatus('pending'),
      byStatus('sending'),
      byStatus('failed'),
      byStatus('rejected'),
      db.outbox.where('name').equals('discarded').toArray(),
      db.meta.get('sync'),
    ]);
    let pendingCount = pending + sending;
    let failedCount = failed;
    let rejectedCount = rejected;
    for (const row of standIns) {
      if (row.status === 'rejected') rejectedCount--;
      else if (row.status === 'failed') failedCount--;
      else pendingCount--;
    }
    return { pendingCount, failedCount, rejectedCount, lastSyncedAt: meta?.lastSyncedAt ?? null, primed: meta?.primed ?? false };
  });
}

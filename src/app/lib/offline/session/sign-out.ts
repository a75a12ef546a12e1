import Dexie from 'dexie';
import type { MirrorDb } from '../device/db';
import { mirrorDatabaseName } from '../device/db';
import { readCounts } from '../sync/sync-status';
import { rememberCopyReady } from '../device/copy-ready-hint';
import { forgetLastSeen } from '../../data/last-seen';
import { forgetRecentRecords } from '../../recent-records-store';

export type PendingWork = { total: number; pending: number; failed: number; rejected: number };

/**
 * The user's work not yet on the server (SYNC.md: "sign-out asks before discarding unsynced work"): waiting,
 * failed and rejected commands. Ask before signing out when total > 0.
 */
export async function pendingWorkCount(db: MirrorDb): Promise<PendingWork> {
  const counts = await readCounts(db);
  return {
    total: counts.pendingCount + counts.failedCount + counts.rejectedCount,
    pending: counts.pendingCount,
    failed: counts.failedCount,
    rejected: counts.rejectedCount,
  };
}

/** The service worker's precache of the app shell: kept, so the sign-in page still opens offline. */
const APP_SHELL_CACHE_PREFIX = 'workbox-precache';

/**
 * Deletes the user's mirror (their database, outbox included), what the device remembers of them (recent records,
 * the screens' last answers) and the Cache Storage caches holding responses
 * (every cache but the app shell's precache). Stop the sync engine first (engine.stop()); an open connection
 * passed as `db` is closed here so the deletion is not blocked.
 */
export async function clearDeviceData(userId: number, opts: { db?: MirrorDb } = {}): Promise<void> {
  opts.db?.close();
  rememberCopyReady(userId, false);
  // What the screens remembered of the copy goes with it.
  forgetLastSeen(userId);
  // And the records they opened lately ("go to"): the next person on the device does not see them.
  forgetRecentRecords(userId);
  await Dexie.delete(mirrorDatabaseName(userId));
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(names.filter((name) => !name.startsWith(APP_SHELL_CACHE_PREFIX)).map((name) => caches.delete(name)));
}

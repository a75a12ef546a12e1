import Dexie, { RangeSet } from 'dexie';
import type { MirrorDb } from '../device/db';
import { withSearchKeys } from '../device/search-keys';

/**
 * The prime's bulk writes without Dexie's per-key change notice (issue 10, "Sync in a worker").
 *
 * Dexie tells every context of the origin about each committed write on its BroadcastChannel, listing every key
 * and index value written. For a 5,000-row snapshot page that notice is a large message the page (and every
 * other tab) must decode and match against its live queries on its main thread: with the engine in the worker,
 * it was the largest main-thread cost left during a prime. The first download's readers only need "this table
 * changed", so a page is written through IndexedDB itself (one transaction, as Dexie's bulkPut would) and one
 * table-wide notice follows: the live queries reading the table run again, once.
 *
 * Only for the prime's clean path (nothing queued, nothing to rebase); everything else writes through Dexie.
 */
export async function bulkPutQuietly(db: MirrorDb, tableName: string, rows: readonly object[]): Promise<void> {
  if (!db.isOpen()) await db.open();
  const idb = db.backendDB();
  await new Promise<void>((resolve, reject) => {
    const tx = idb.transaction(tableName, 'readwrite');
    const store = tx.objectStore(tableName);
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new Error(`Writing ${tableName} failed`));
    tx.onabort = () => reject(tx.error ?? new Error(`Writing ${tableName} was aborted`));
    try {
      // Past Dexie's middleware, so the rows get their search keys here (search-keys.ts).
      for (const row of rows) store.put(withSearchKeys(tableName, row));
    } catch (error) {
      tx.abort();
      reject(error);
    }
  });
  tableChanged(db, tableName);
}

/**
 * Dexie's channel for change notices (dexie.mjs STORAGE_MUTATED_DOM_EVENT_NAME). A notice posted on a channel of
 * that name reaches Dexie in every context, this one included (a BroadcastChannel object does not hear itself,
 * but Dexie's own object here is another one), and Dexie re-runs the live queries it concerns.
 */
const DEXIE_NOTICE_CHANNEL = 'x-storagemutated-1';
let channel: BroadcastChannel | null = null;

/** Tells the live queries of every context (this one included) that any row of the table may have changed. */
export function tableChanged(db: MirrorDb, tableName: string): void {
  const everything = new RangeSet(-Infinity, [[[]]]);
  const prefix = `idb://${db.name}/${tableName}/`;
  const parts: Record<string, RangeSet> = { [prefix]: everything, [`${prefix}:dels`]: everything };
  for (const index of db.table(tableName).schema.indexes) if (index.name) parts[`${prefix}${index.name}`] = everything;
  if (typeof BroadcastChannel === 'function') {
    channel ??= new BroadcastChannel(DEXIE_NOTICE_CHANNEL);
    // Node keeps a process alive while a channel is open; browsers have no unref.
    (channel as BroadcastChannel & { unref?: () => void }).unref?.();
    channel.postMessage(parts);
    return;
  }
  // No channel in this runtime: Dexie's in-context event (which has no other context to tell either).
  Dexie.on('storagemutated').fire(parts);
}

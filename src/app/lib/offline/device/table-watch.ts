import Dexie, { type ObservabilitySet } from 'dexie';
import type { MirrorDb } from './db';
import { readCounts, type OutboxCounts } from '../sync/sync-status';

export type TableWatch<T> = {
  /** Called with each answer of `read`, in order. */
  next: (value: T) => void;
  error: (error: unknown) => void;
};

/**
 * Reads `read` now, and again after every committed write to one of `tables` (in this context or, through Dexie's
 * channel, another: the page's form writes reach the worker), but at most once every `intervalMs`: writes that
 * come closer together are answered by one read after the interval. A write committed while a read runs is read
 * again after it, so the last answer always follows the last write.
 *
 * For summaries that a burst of writes need not recompute each time (the sync status counts). Dexie's liveQuery
 * re-runs its query on every write, and aborts and restarts it when a write comes in meanwhile: with 500 commands
 * queued back to back, the worker's count query ran beside every enqueue and held up the next one's transaction
 * (issue 10: queueing cost about 12 ms a command in Chromium with it, about 6 ms without).
 * Returns the unsubscribe.
 */
export function watchTables<T>(db: MirrorDb, tables: readonly string[], read: () => Promise<T>, watch: TableWatch<T>, intervalMs: number): () => void {
  const prefixes = tables.map((table) => `idb://${db.name}/${table}/`);
  let closed = false;
  let running = false;
  let dirty = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let lastStart = Number.NEGATIVE_INFINITY;

  const run = async () => {
    timer = null;
    running = true;
    dirty = false;
    lastStart = performance.now();
    try {
      const value = await read();
      if (!closed) watch.next(value);
    } catch (error) {
      if (!closed) watch.error(error);
    } finally {
      running = false;
      if (dirty) schedule();
    }
  };
  function schedule(): void {
    if (closed) return;
    if (running) {
      dirty = true;
      return;
    }
    if (timer) return;
    timer = setTimeout(() => void run(), Math.max(0, lastStart + intervalMs - performance.now()));
  }
  const listener = (parts: ObservabilitySet) => {
    if (Object.keys(parts).some((part) => prefixes.some((prefix) => part.startsWith(prefix)))) schedule();
  };
  Dexie.on('storagemutated', listener);
  void run();
  return () => {
    closed = true;
    if (timer) clearTimeout(timer);
    Dexie.on('storagemutated').unsubscribe(listener);
  };
}

/**
 * The status counts are read again at most this often while writes come: a burst of queued commands shows its
 * count within a tenth of a second, and the count's read no longer runs beside every write.
 */
const STATUS_INTERVAL_MS = 100;

/** The outbox's status counts (readCounts), read again after writes to the outbox or the sync state (the engine's status). */
export function watchOutboxCounts(db: MirrorDb, watch: TableWatch<OutboxCounts>): () => void {
  return watchTables(db, ['outbox', 'meta'], () => readCounts(db), watch, STATUS_INTERVAL_MS);
}

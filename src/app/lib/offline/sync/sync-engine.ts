import { loadCommandKinds } from '../outbox/command-registry';
import { backoffDelay } from './backoff';
import { readMeta, updateMeta } from '../device/meta';
import { createEmitter, offlineEvents } from '../session/offline-events';
import { prime as primeMirror, refreshReferenceIfOld, type PrimeProgress } from './prime';
import { pullAll } from './pull';
import { pushOutbox } from './push';
import { isQuotaError, STORAGE_FULL_MESSAGE } from '../device/storage';
import type { SyncEngine, SyncEngineEvents, SyncEngineOptions, SyncRun } from './sync-engine-api';
import { browserEnvironment, type SyncChannel } from './sync-environment';
import { createStatusStore, IDLE_STATUS, readCounts } from './sync-status';
import { watchOutboxCounts } from '../device/table-watch';
import { isRetryable, TransportError } from './transport';


/** Our text: the server keeps answering `reset` right after a fresh download. */
const RESET_LOOP_MESSAGE = 'The server asked this device to download its data again twice in a row. It will be retried.';

/**
 * Times a step as a User Timing measure ('sync:prime', 'sync:pull', 'sync:push'; `npm run bench -- offline`
 * reads them): the step runs exactly as without it, and a measure that cannot be recorded is skipped.
 */
async function measured<T>(name: string, step: () => Promise<T>, detail?: (result: T) => unknown): Promise<T> {
  const start = typeof performance === 'undefined' ? 0 : performance.now();
  const result = await step();
  try {
    performance.measure(name, { start, end: performance.now(), detail: detail?.(result) ?? null });
  } catch {
    // No User Timing here (an old runtime): nothing to record.
  }
  return result;
}

export function createSyncEngine(options: SyncEngineOptions): SyncEngine {
  const { db, transport } = options;
  const env = options.environment ?? browserEnvironment();
  const batchSize = options.batchSize ?? 500;
  const pullLimit = options.pullLimit ?? 1000;
  const snapshotLimit = options.snapshotLimit ?? 5000;
  const pollIntervalMs = options.pollIntervalMs ?? 60_000;
  const random = options.random ?? Math.random;
  const status = createStatusStore({ ...IDLE_STATUS, online: env.isOnline() });
  const events = createEmitter<SyncEngineEvents>();
  const primeListeners = new Set<(progress: PrimeProgress) => void>();

  let failures = 0;
  let paused = false;
  let stopped = false;
  let forcePrime = false;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let soonTimer: ReturnType<typeof setTimeout> | null = null;
  let pollTimer: ReturnType<typeof setInterval> | null = null;
  let channel: SyncChannel | null = null;
  let cleanups: (() => void)[] = [];
  let queued: Promise<SyncRun> | null = null;
  let running: Promise<SyncRun> | null = null;

  async function refreshStatus(): Promise<void> {
    status.set(await readCounts(db));
  }

  function clearRetry(): void {
    if (retryTimer) clearTimeout(retryTimer);
    retryTimer = null;
    status.set({ nextRetryAt: null });
  }

  function scheduleRetry(delay: number): void {
    clearRetry();
    if (stopped || options.scheduleRetries === false) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      background();
    }, delay);
    status.set({ nextRetryAt: Date.now() + delay });
  }

  function failed(error: TransportError): SyncRun {
    const lastError = { status: error.status, msg: error.message };
    if (error.status === 401) {
      paused = true;
      status.set({ pausedForSignIn: true, lastError, online: true });
      events.emit('auth-required', { msg: error.message });
      return { result: 'paused', error: lastError };
    }
    status.set({ lastError, online: error.status !== 0 });
    if (isRetryable(error.status)) {
      failures++;
      scheduleRetry(backoffDelay(failures, random));
      return { result: 'retrying', error: lastError };
    }
    events.emit('sync-error', lastError);
    return { result: 'failed', error: lastError };
  }

  async function runPrime(): Promise<void> {
    await measured('sync:prime', () => primeMirror(db, transport, {
      limit: snapshotLimit,
      onProgress: (progress) => {
        status.set({ priming: progress });
        for (const listener of primeListeners) listener(progress);
      },
    }));
    status.set({ priming: null });
    events.emit('changed', { source: 'prime' });
  }

  async function syncUnderLock(): Promise<SyncRun> {
    status.set({ syncing: true });
    channel?.post({ type: 'syncing', syncing: true });
    try {
      // This tab holds the sync lock: a command still marked 'sending' was in a push that ended with its tab.
      await db.outbox.where('status').equals('sending').modify({ status: 'pending' });
      const pushed = await measured('sync:push', () => pushOutbox(db, transport, { batchSize }), (r) => ({ applied: r.applied, rejected: r.rejected.length }));
      if (pushed.rejected.length > 0) events.emit('rejected', { commands: pushed.rejected });
      if (pushed.applied > 0 || pushed.rejected.length > 0) events.emit('changed', { source: 'push' });
      if (pushed.kind === 'error') return failed(pushed.error);

      if (forcePrime || !(await readMeta(db)).primed) {
        forcePrime = false;
        await runPrime();
      }
      const pull = () => measured('sync:pull', () => pullAll(db, transport, { limit: pullLimit }), (r) => ({ changes: r.changes, pages: r.pages }));
      let pulled = await pull();
      if (pulled.reset) {
        await updateMeta(db, { cursor: null });
        await runPrime();
        pulled = await pull();
        if (pulled.reset) throw new TransportError(503, RESET_LOOP_MESSAGE);
      }
      if (pulled.changes > 0) events.emit('changed', { source: 'pull' });
      if (await refreshReferenceIfOld(db, transport, new Date(), pulled.referenceVersion)) events.emit('changed', { source: 'pull' });
      failures = 0;
      status.set({ online: true, lastError: null });
      return { result: 'synced' };
    } catch (error) {
      if (error instanceof TransportError) return failed(error);
      if (isQuotaError(error)) {
        offlineEvents.emit('storage-error', { message: STORAGE_FULL_MESSAGE, quota: true });
        const lastError = { status: 0, msg: STORAGE_FULL_MESSAGE };
        status.set({ lastError });
        return { result: 'failed', error: lastError };
      }
      throw error;
    } finally {
      status.set({ syncing: false, priming: null });
      await refreshStatus().catch(() => undefined);
      channel?.post({ type: 'changed', lastSyncedAt: status.get().lastSyncedAt });
      channel?.post({ type: 'syncing', syncing: false });
    }
  }

  async function cycle(): Promise<SyncRun> {
    clearRetry();
    if (paused) return { result: 'paused' };
    if (!env.isOnline()) {
      status.set({ online: false });
      return { result: 'offline' };
    }
    await loadCommandKinds();
    return env.withLock(syncUnderLock);
  }

  function sync(): Promise<SyncRun> {
    if (queued) return queued;
    const before = running ?? Promise.resolve();
    const next: Promise<SyncRun> = before
      .catch(() => undefined)
      .then(async () => {
        queued = null;
        running = next;
        try {
          return await cycle();
        } finally {
          if (running === next) running = null;
        }
      });
    queued = next;
    return next;
  }

  /** A sync started by a trigger: a failure nobody awaits is shown in the status instead of being lost. */
  function background(): void {
    sync().catch((error: unknown) => {
      console.error('sync failed', error);
      status.set({ lastError: { status: 0, msg: error instanceof Error ? error.message : String(error) } });
    });
  }

  /** New work was queued (here or in another tab): push it soon, unless a backoff is running (it will). */
  function syncSoon(): void {
    if (soonTimer || retryTimer || paused || stopped) return;
    soonTimer = setTimeout(() => {
      soonTimer = null;
      if (!retryTimer) background();
    }, 200);
  }

  return {
    start() {
      if (cleanups.length > 0) return;
      stopped = false;
      channel = env.openChannel();
      if (channel) {
        cleanups.push(
          channel.listen((message) => {
            if (message.type === 'syncing') status.set({ syncingElsewhere: message.syncing });
            else void refreshStatus();
          }),
        );
      }
      cleanups.push(
        env.listen({
          online: () => {
            status.set({ online: true });
            background();
          },
          offline: () => status.set({ online: false }),
          visible: () => background(),
        }),
      );
      pollTimer = setInterval(() => {
        if (!retryTimer) background();
      }, pollIntervalMs);
      // New work (from this tab or another) is pushed soon; counts keep the status current.
      let queuedBefore = Number.POSITIVE_INFINITY;
      // Read again after writes to the outbox or the sync state, at most every 100 ms (table-watch.ts).
      const unwatch = watchOutboxCounts(db, {
        next: (counts) => {
          // Only more work counts (a command moving between pending, sending and failed is not new work).
          const queuedNow = counts.pendingCount + counts.failedCount;
          if (queuedNow > queuedBefore) syncSoon();
          queuedBefore = queuedNow;
          status.set(counts);
        },
        error: (error: unknown) => console.error('sync status query failed', error),
      });
      cleanups.push(unwatch);
      background();
    },
    async stop() {
      stopped = true;
      clearRetry();
      if (soonTimer) clearTimeout(soonTimer);
      if (pollTimer) clearInterval(pollTimer);
      soonTimer = null;
      pollTimer = null;
      for (const cleanup of cleanups) cleanup();
      cleanups = [];
      channel?.close();
      channel = null;
      await Promise.allSettled([running, queued]);
    },
    sync,
    async prime(onProgress) {
      if (onProgress) primeListeners.add(onProgress);
      forcePrime = true;
      try {
        return await sync();
      } finally {
        if (onProgress) primeListeners.delete(onProgress);
      }
    },
    resume() {
      paused = false;
      status.set({ pausedForSignIn: false, lastError: null });
      return sync();
    },
    retryNow() {
      failures = 0;
      clearRetry();
      return sync();
    },
    refreshStatus,
    getStatus: () => status.get(),
    subscribe: (listener) => status.subscribe(listener),
    on: events.on,
  };
}

import { proxy, releaseProxy, wrap } from 'comlink';
import { createEmitter, offlineEvents, type OfflineEvents } from '../session/offline-events';
import type { PrimeProgress } from '../sync/prime';
import type { SyncEngine, SyncEngineEvents, SyncRun } from '../sync/sync-engine-api';
import type { SyncWorkerApi, SyncWorkerCallbacks, WorkerMeasure } from './sync-worker-api';
import { createStatusStore, IDLE_STATUS } from '../sync/sync-status';
import type { SyncTriggers } from '../sync/sync-environment';

/** Our text: the sync worker did not start (its script could not load). */
export const SYNC_WORKER_FAILED = 'Syncing could not start on this device. Reload the page to try again.';

/**
 * The page's side of the sync worker (sync-worker-host.ts): a SyncEngine whose work runs in the worker. The
 * status is a copy the worker keeps current (getStatus stays synchronous for the screens); events and the
 * engine's User Timing measures are replayed here; the browser's triggers (online, offline, back to the app)
 * are sent there. Calls are queued behind the worker's open(), so a sync asked for at once waits for it.
 */
export function createWorkerSyncEngine(options: { worker: Worker; userId: number; baseURL: string }): SyncEngine {
  const { worker } = options;
  const remote = wrap<SyncWorkerApi>(worker);
  const nav = typeof navigator === 'undefined' ? undefined : navigator;
  const deviceOnline = () => nav?.onLine ?? true;
  const status = createStatusStore({ ...IDLE_STATUS, online: deviceOnline() });
  const events = createEmitter<SyncEngineEvents>();
  let cleanups: (() => void)[] = [];
  let terminated = false;
  let unlisten = () => undefined as void;

  const callbacks: SyncWorkerCallbacks = {
    status: (next) => status.set(next),
    event: (type, payload) => events.emit(type, payload),
    deviceEvent: <K extends keyof OfflineEvents>(type: K, payload: OfflineEvents[K]) => offlineEvents.emit(type, payload),
    measure: (m: WorkerMeasure) => {
      try {
        performance.measure(m.name, { start: m.epochStart - performance.timeOrigin, duration: m.duration, detail: m.detail });
      } catch {
        // No User Timing here: nothing to record.
      }
    },
  };
  // A worker that fails to load (or throws while starting) answers nothing: every call fails with the reason
  // instead of waiting for ever, and the status says so (the page keeps reading the device copy).
  const failedToStart = new Promise<never>((_, reject) => {
    worker.addEventListener('error', (event) => {
      console.error('The sync worker failed', event.message);
      reject(new Error(event.message || SYNC_WORKER_FAILED));
    });
  });
  const opened = Promise.race([remote.open({ userId: options.userId, baseURL: options.baseURL, online: deviceOnline() }, proxy(callbacks)), failedToStart]);
  opened.catch((error: unknown) => {
    console.error('The sync worker could not start', error);
    status.set({ lastError: { status: 0, msg: SYNC_WORKER_FAILED } });
  });
  // The page is going away: the worker goes with it at once (it would otherwise run on for a moment and could
  // start another request nobody hears the answer of; the server's exactly-once rule would absorb it, but the
  // page closing is where its tab's work stops). A page kept for the back button (persisted) keeps its worker.
  if (typeof window !== 'undefined') {
    const onPageHide = (event: PageTransitionEvent) => {
      if (event.persisted) return;
      terminated = true;
      worker.terminate();
    };
    window.addEventListener('pagehide', onPageHide);
    unlisten = () => window.removeEventListener('pagehide', onPageHide);
  }

  const call = <T>(fn: () => Promise<T>): Promise<T> => (terminated ? Promise.reject(new Error('The sync worker has stopped')) : opened.then(fn));

  function trigger(kind: keyof SyncTriggers): void {
    if (kind !== 'visible') status.set({ online: kind === 'online' });
    void call(() => remote.trigger(kind, deviceOnline())).catch(() => undefined);
  }

  return {
    start() {
      if (cleanups.length > 0 || terminated) return;
      if (typeof window !== 'undefined' && typeof document !== 'undefined') {
        const online = () => trigger('online');
        const offline = () => trigger('offline');
        const visible = () => {
          if (document.visibilityState === 'visible') trigger('visible');
        };
        window.addEventListener('online', online);
        window.addEventListener('offline', offline);
        document.addEventListener('visibilitychange', visible);
        cleanups.push(() => {
          window.removeEventListener('online', online);
          window.removeEventListener('offline', offline);
          document.removeEventListener('visibilitychange', visible);
        });
      }
      void call(() => remote.start()).catch(() => undefined);
    },
    async stop() {
      for (const cleanup of cleanups) cleanup();
      cleanups = [];
      unlisten();
      if (terminated) return;
      try {
        await call(() => remote.stop());
      } catch {
        // A worker that never started has nothing to stop.
      } finally {
        terminated = true;
        remote[releaseProxy]();
        worker.terminate();
      }
    },
    sync: () => call(() => remote.sync()),
    async prime(onProgress?: (progress: PrimeProgress) => void): Promise<SyncRun> {
      let last: PrimeProgress | null = null;
      const off = onProgress
        ? status.subscribe(() => {
            const priming = status.get().priming;
            if (priming && priming !== last) onProgress((last = priming));
          })
        : () => undefined;
      try {
        return await call(() => remote.prime());
      } finally {
        off();
      }
    },
    resume: () => {
      status.set({ pausedForSignIn: false, lastError: null });
      return call(() => remote.resume());
    },
    retryNow: () => call(() => remote.retryNow()),
    refreshStatus: () => call(() => remote.refreshStatus()),
    getStatus: () => status.get(),
    subscribe: (listener) => status.subscribe(listener),
    on: events.on,
  };
}

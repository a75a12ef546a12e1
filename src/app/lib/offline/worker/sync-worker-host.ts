import { expose } from 'comlink';
import { openMirror, type MirrorDb } from '../device/db';
import { createHttpTransport } from '../sync/http-transport';
import { offlineEvents, type OfflineEvents } from '../session/offline-events';
import { createSyncEngine } from '../sync/sync-engine';
import type { SyncEngine, SyncEngineEvents } from '../sync/sync-engine-api';
import { browserEnvironment, type SyncEnvironment, type SyncTriggers } from '../sync/sync-environment';
import type { SyncWorkerApi, SyncWorkerCallbacks, SyncWorkerConfig } from './sync-worker-api';

/**
 * The sync worker's side (issue 10, "Sync in a worker"): a thin host around the same engine the tests run in
 * process (createSyncEngine). It owns prime, pull, push, rebase and the outbox's bookkeeping, so none of their
 * JSON parsing or IndexedDB writing runs on the page. The page keeps reading the mirror with Dexie live queries
 * (Dexie tells other contexts of the same origin about every write on its BroadcastChannel), and keeps the
 * form's local write (enqueue) so an offline change shows at once; the engine's live status query sees it
 * through the same channel and pushes it.
 *
 * - The lock ('console-sync', navigator.locks) and the tabs' BroadcastChannel are the worker's: closing a tab
 *   ends its worker and frees the lock, so another tab's worker takes over.
 * - Online, offline and back-to-the-app come from the page (a worker sees no visibility, and the page's
 *   navigator.onLine is what the status shows).
 * - The engine's status, events and User Timing measures go back to the page as they happen.
 */
export function hostSyncEngine(): void {
  let engine: SyncEngine | null = null;
  let db: MirrorDb | null = null;
  let online = true;
  let triggers: SyncTriggers | null = null;
  const offs: (() => void)[] = [];

  const environment: SyncEnvironment = {
    ...browserEnvironment(),
    isOnline: () => online,
    listen(next) {
      triggers = next;
      return () => {
        if (triggers === next) triggers = null;
      };
    },
  };

  function running(): SyncEngine {
    if (!engine) throw new Error('The sync worker has no engine: open() first');
    return engine;
  }

  const api: SyncWorkerApi = {
    async open(config: SyncWorkerConfig, callbacks: SyncWorkerCallbacks) {
      if (engine) return;
      online = config.online;
      db = openMirror(config.userId);
      engine = createSyncEngine({ db, transport: createHttpTransport({ baseURL: config.baseURL }), environment });
      const started = engine;
      offs.push(started.subscribe(() => callbacks.status(started.getStatus())));
      for (const type of ['auth-required', 'rejected', 'sync-error', 'changed'] as const) {
        offs.push(started.on(type, (payload: SyncEngineEvents[typeof type]) => callbacks.event(type, payload)));
      }
      for (const type of ['versionchange', 'blocked', 'storage-error'] as const) {
        offs.push(offlineEvents.on(type, (payload: OfflineEvents[typeof type]) => callbacks.deviceEvent(type, payload)));
      }
      // The engine's measures (sync:prime, sync:pull, sync:push), for the page's performance timeline.
      if (typeof PerformanceObserver !== 'undefined') {
        const observer = new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            const measure = entry as PerformanceMeasure;
            callbacks.measure({ name: entry.name, epochStart: performance.timeOrigin + entry.startTime, duration: entry.duration, detail: measure.detail ?? null });
          }
        });
        try {
          observer.observe({ type: 'measure' });
          offs.push(() => observer.disconnect());
        } catch {
          // No measure entries here: nothing to forward.
        }
      }
      callbacks.status(started.getStatus());
    },
    async start() {
      running().start();
    },
    async stop() {
      if (!engine) return;
      await engine.stop();
      for (const off of offs.splice(0)) off();
      db?.close();
      engine = null;
      db = null;
    },
    sync: () => running().sync(),
    prime: () => running().prime(),
    resume: () => running().resume(),
    retryNow: () => running().retryNow(),
    refreshStatus: () => running().refreshStatus(),
    async trigger(kind, isOnline) {
      online = isOnline;
      triggers?.[kind]();
    },
  };
  expose(api);
}

import type { OfflineEvents } from '../session/offline-events';
import type { SyncEngineEvents, SyncRun } from '../sync/sync-engine-api';
import type { SyncStatus } from '../sync/sync-status';
import type { SyncTriggers } from '../sync/sync-environment';

/**
 * The message interface between the page and the sync worker (sync-worker-host.ts runs the engine in the worker;
 * worker-sync-engine.ts is the page's side, a SyncEngine that forwards to it). Comlink carries the calls; every
 * value crossing is plain data (structured clone), and the page's callbacks cross as one Comlink proxy.
 */
export type SyncWorkerConfig = {
  userId: number;
  /** The API base ('/api' or VITE_API_BASE); fetch in the worker sends the same cookies as the page. */
  baseURL: string;
  /** What the page believes (navigator.onLine on the page); the page tells the worker when it changes. */
  online: boolean;
};

/** A User Timing measure taken in the worker, on the epoch clock (the page records it again on its own). */
export type WorkerMeasure = { name: string; epochStart: number; duration: number; detail: unknown };

/** What the worker tells the page. */
export type SyncWorkerCallbacks = {
  status(status: SyncStatus): void;
  event<K extends keyof SyncEngineEvents>(type: K, payload: SyncEngineEvents[K]): void;
  deviceEvent<K extends keyof OfflineEvents>(type: K, payload: OfflineEvents[K]): void;
  measure(measure: WorkerMeasure): void;
};

export type SyncWorkerApi = {
  /** Opens the user's mirror in the worker and builds the engine (once per worker). */
  open(config: SyncWorkerConfig, callbacks: SyncWorkerCallbacks): Promise<void>;
  start(): Promise<void>;
  /** Stops the engine and closes the worker's connection to the mirror. */
  stop(): Promise<void>;
  sync(): Promise<SyncRun>;
  prime(): Promise<SyncRun>;
  resume(): Promise<SyncRun>;
  retryNow(): Promise<SyncRun>;
  refreshStatus(): Promise<void>;
  /** The page's triggers: the browser went online or offline, or the user came back to the page. */
  trigger(kind: keyof SyncTriggers, online: boolean): Promise<void>;
};

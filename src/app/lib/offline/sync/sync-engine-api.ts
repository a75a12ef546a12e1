import type { MirrorDb } from '../device/db';
import type { OutboxError, OutboxRow } from '../device/local-types';
import type { Emitter } from '../session/offline-events';
import type { PrimeProgress } from './prime';
import type { SyncEnvironment } from './sync-environment';
import type { SyncStatus } from './sync-status';
import type { SyncTransport } from './transport';

// The sync engine's public shape (sync-engine.ts builds it).

export type SyncEngineOptions = {
  db: MirrorDb;
  transport: SyncTransport;
  /** The browser by default; tests pass their own. */
  environment?: SyncEnvironment;
  /**
   * Commands per push request (default 500; the server takes up to 1,000, and a request also ends at
   * push.ts BATCH_BYTES). Every answer rebases the commands still queued on the new server rows once, so a long
   * queue costs (queue / batch) rebases: fewer, larger batches replay a backlog faster.
   */
  batchSize?: number;
  /** Change-log rows per pull page (default 1000). */
  pullLimit?: number;
  /** Rows per snapshot page while priming (default 5000). */
  snapshotLimit?: number;
  /** The periodic sync (default 60 s). */
  pollIntervalMs?: number;
  /** Jitter source (default Math.random). */
  random?: () => number;
  /** false: failed syncs are not retried on a timer (a test drives every sync itself). Default true. */
  scheduleRetries?: boolean;
};

/**
 * - auth-required: the server answered 401; syncing is paused until `resume()` (after the user signs in again);
 *   it resumes at the same command.
 * - rejected: the server refused these commands (business rules); their local changes were reverted. Tell the user.
 * - sync-error: a sync failed in a way retrying will not fix by itself (e.g. 403 for the whole push).
 * - changed: server data was written to the mirror.
 */
export type SyncEngineEvents = {
  'auth-required': { msg: string };
  rejected: { commands: OutboxRow[] };
  'sync-error': OutboxError;
  changed: { source: 'push' | 'pull' | 'prime' };
};

export type SyncRun = { result: 'synced' | 'offline' | 'paused' | 'retrying' | 'failed'; error?: OutboxError };

export type SyncEngine = {
  /** Syncs now and then on 'online', on return to the app (visible), on a timer, and when work is queued. */
  start(): void;
  /** Stops the triggers; resolves when no sync is running (before sign-out deletes the database). */
  stop(): Promise<void>;
  /** One sync now (push, then pull; primes first when needed). Calls made while one runs share the next run. */
  sync(): Promise<SyncRun>;
  /** Downloads the whole scope again (keeping the outbox), then pulls; progress as it goes. */
  prime(onProgress?: (progress: PrimeProgress) => void): Promise<SyncRun>;
  /** After sign-in following 'auth-required': continue at the same command. */
  resume(): Promise<SyncRun>;
  /** Retry now, without waiting for the backoff (the outbox screen's retry). */
  retryNow(): Promise<SyncRun>;
  refreshStatus(): Promise<void>;
  getStatus(): SyncStatus;
  subscribe(listener: () => void): () => void;
  on: Emitter<SyncEngineEvents>['on'];
};

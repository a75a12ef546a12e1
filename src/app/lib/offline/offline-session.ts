import type { QueuedCommand } from './command-registry';
import { openMirror, type MirrorDb } from './db';
import { createHttpTransport } from './http-transport';
import { ensureMeta } from './meta';
import { clearDeviceData } from './sign-out';
import { expectedOfflineSessionUser } from './session-expected';
import { requestPersistentStorage } from './storage';
import { createSyncEngine } from './sync-engine';
import type { SyncEngine } from './sync-engine-api';
import { syncWorkerFactory } from './sync-worker-provider';
import { createWorkerSyncEngine } from './worker-sync-engine';

/**
 * The signed-in user's mirror and sync engine, for the whole app. The shell starts it after sign-in (and on an
 * offline start with the remembered user) and ends it at sign-out; screens read it through the hooks
 * (useMirrorDb, useSyncStatus).
 */
export type OfflineSession = { userId: number; db: MirrorDb; engine: SyncEngine };

let current: OfflineSession | null = null;
const listeners = new Set<() => void>();

function set(next: OfflineSession | null): void {
  current = next;
  for (const listener of [...listeners]) listener();
}

export function getOfflineSession(): OfflineSession | null {
  return current;
}

/** How long a write waits for a session the shell is still opening (session-expected.ts). */
export const SESSION_OPEN_WAIT_MS = 10_000;

/**
 * The running session; else the one being opened, or the one the shell expects (its runtime still loading), once
 * it is open (at most `waitMs`); else null: this user keeps no offline copy.
 */
export async function awaitOfflineSession(waitMs = SESSION_OPEN_WAIT_MS): Promise<OfflineSession | null> {
  if (current) return current;
  if (starting) return starting.promise.catch(() => null);
  if (expectedOfflineSessionUser() === null) return null;
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      off();
      resolve(current);
    };
    const timer = setTimeout(done, waitMs);
    const off = subscribeOfflineSession(() => {
      if (current) done();
    });
  });
}

export function subscribeOfflineSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * Opens the user's mirror, starts syncing, and asks for persistent storage. Calling it again for the same user
 * returns the running session; for another user it ends the previous one first (its data stays on the device
 * until that user signs out).
 */
export async function startOfflineSession(user: {
  userId: number;
  userName?: string | null;
  /** The API base ('/api' or VITE_API_BASE). */
  baseURL: string;
  /** The network (tests pass their own). */
  fetch?: typeof globalThis.fetch;
}): Promise<OfflineSession> {
  if (current?.userId === user.userId) return current;
  // Two calls at once (a double render) share one start.
  if (starting?.userId === user.userId) return starting.promise;
  const promise = open(user).finally(() => {
    if (starting?.promise === promise) starting = null;
  });
  starting = { userId: user.userId, promise };
  return promise;
}

let starting: { userId: number; promise: Promise<OfflineSession> } | null = null;

/** A User Timing mark (the offline benchmark reads them); nothing where there is no User Timing. */
function mark(name: string): void {
  try {
    performance.mark(name);
  } catch {
    // No User Timing.
  }
}

async function open(user: Parameters<typeof startOfflineSession>[0]): Promise<OfflineSession> {
  mark('offline-session:opening');
  await endOfflineSession();
  const db = openMirror(user.userId);
  await ensureMeta(db, { userId: user.userId, userName: user.userName ?? null });
  mark('offline-session:open');
  // The engine runs in the sync worker when the shell provided one (issue 10); the page keeps the database for
  // its reads and the forms' local writes. Tests (and a test's own fetch) run it here, on the page.
  const createWorker = user.fetch ? null : syncWorkerFactory();
  const engine = createWorker
    ? createWorkerSyncEngine({ worker: createWorker(), userId: user.userId, baseURL: user.baseURL })
    : createSyncEngine({ db, transport: createHttpTransport({ baseURL: user.baseURL, ...(user.fetch ? { fetch: user.fetch } : {}) }) });
  const session = { userId: user.userId, db, engine };
  set(session);
  engine.start();
  void requestPersistentStorage();
  return session;
}

/** Stops syncing and closes the database (the data stays). */
export async function endOfflineSession(): Promise<void> {
  const session = current;
  if (!session) return;
  set(null);
  await session.engine.stop();
  session.db.close();
}

/** Sign-out: stops syncing and deletes the user's mirror and cached responses. Ask first (pendingWorkCount). */
export async function signOutDevice(userId: number): Promise<void> {
  const session = current?.userId === userId ? current : null;
  await endOfflineSession();
  await clearDeviceData(userId, session ? { db: session.db } : {});
}

// Benchmark-only (tests/bench/offline.ts sets localStorage 'console-bench' = '1' before the app loads): exposes
// the running session and the outbox to the benchmark's page scripts. Nothing is installed otherwise.
try {
  if (typeof window !== 'undefined' && window.localStorage.getItem('console-bench') === '1') {
    const enqueue = async (command: QueuedCommand) => {
      const session = getOfflineSession();
      if (!session) throw new Error('No offline session');
      return (await import('./outbox')).enqueue(session.db, command);
    };
    Object.assign(window, { __consoleOffline: { session: getOfflineSession, enqueue } });
  }
} catch {
  // No localStorage (a locked-down browser): no benchmark hook.
}

import type { QueuedCommand } from '../outbox/command-registry';
import { liveQuery } from 'dexie';
import { rememberCopyReady } from '../device/copy-ready-hint';
import { openMirror } from '../device/db';
import { ensureMeta } from '../device/meta';
import { clearDeviceData } from './sign-out';
import { requestPersistentStorage } from '../device/storage';
import { getOfflineSession, setOfflineSession, setStartingOfflineSession, startingOfflineSession, type OfflineSession } from './session-registry';
import { syncWorkerFactory } from '../worker/sync-worker-provider';
import { createWorkerSyncEngine } from '../worker/worker-sync-engine';
import type * as OutboxModule from '../outbox/outbox';

export { awaitOfflineSession, getOfflineSession, SESSION_OPEN_WAIT_MS, subscribeOfflineSession, type OfflineSession } from './session-registry';

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
  const current = getOfflineSession();
  if (current?.userId === user.userId) return current;
  // Two calls at once (a double render) share one start.
  const starting = startingOfflineSession();
  if (starting?.userId === user.userId) return starting.promise;
  const promise = open(user).finally(() => {
    if (startingOfflineSession()?.promise === promise) setStartingOfflineSession(null);
  });
  setStartingOfflineSession({ userId: user.userId, promise });
  return promise;
}

/** A User Timing mark (the offline benchmark reads them); nothing where there is no User Timing. */
function mark(name: string): void {
  try {
    performance.mark(name);
  } catch {
    // No User Timing.
  }
}

async function pageSyncEngine(db: OfflineSession['db'], user: Parameters<typeof startOfflineSession>[0]) {
  const [{ createSyncEngine }, { createHttpTransport }] = await Promise.all([import('../sync/sync-engine'), import('../sync/http-transport')]);
  return createSyncEngine({ db, transport: createHttpTransport({ baseURL: user.baseURL, ...(user.fetch ? { fetch: user.fetch } : {}) }) });
}

async function open(user: Parameters<typeof startOfflineSession>[0]): Promise<OfflineSession> {
  mark('offline-session:opening');
  await endOfflineSession();
  const db = openMirror(user.userId);
  const meta = await ensureMeta(db, { userId: user.userId, userName: user.userName ?? null });
  mark('offline-session:open');
  rememberCopyReady(user.userId, meta.primed);
  // The engine runs in the sync worker when the shell provided one (issue 10); the page keeps the database for
  // its reads and the forms' local writes. Tests (and a test's own fetch) run it here, on the page.
  const createWorker = user.fetch ? null : syncWorkerFactory();
  // The engine on the page (no worker) is loaded only then: with a worker the page never runs it.
  const engine = createWorker ? createWorkerSyncEngine({ worker: createWorker(), userId: user.userId, baseURL: user.baseURL }) : await pageSyncEngine(db, user);
  const session: OfflineSession = { userId: user.userId, db, engine, liveQuery, primedAtOpen: meta.primed };
  setOfflineSession(session);
  if (!meta.primed) {
    // The next start's screens wait for the copy once its first download is done (copy-ready-hint.ts).
    const stop = engine.subscribe(() => {
      if (!engine.getStatus().primed) return;
      rememberCopyReady(user.userId, true);
      stop();
    });
  }
  engine.start();
  void requestPersistentStorage();
  return session;
}

/** Stops syncing and closes the database (the data stays). */
export async function endOfflineSession(): Promise<void> {
  const session = getOfflineSession();
  if (!session) return;
  setOfflineSession(null);
  await session.engine.stop();
  session.db.close();
}

/** Sign-out: stops syncing and deletes the user's mirror and cached responses. Ask first (pendingWorkCount). */
export async function signOutDevice(userId: number): Promise<void> {
  const running = getOfflineSession();
  const session = running?.userId === userId ? running : null;
  await endOfflineSession();
  await clearDeviceData(userId, session ? { db: session.db } : {});
}

// Benchmark-only (tests/bench/offline.ts sets localStorage 'console-bench' = '1' before the app loads): exposes
// the running session and the outbox to the benchmark's page scripts. Nothing is installed otherwise.
try {
  if (typeof window !== 'undefined' && window.localStorage.getItem('console-bench') === '1') {
    // The module is imported once: the benchmark times enqueue() itself, as a form's save calls it (imported).
    let outbox: Promise<typeof OutboxModule> | null = null;
    const enqueue = async (command: QueuedCommand) => {
      const session = getOfflineSession();
      if (!session) throw new Error('No offline session');
      outbox ??= import('../outbox/outbox');
      return (await outbox).enqueue(session.db, command);
    };
    Object.assign(window, { __consoleOffline: { session: getOfflineSession, enqueue } });
  }
} catch {
  // No localStorage (a locked-down browser): no benchmark hook.
}

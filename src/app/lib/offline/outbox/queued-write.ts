import { liveQuery } from 'dexie';
import { toApiFailure, type ApiFailure } from '../../api/api-failure';
import { browserSaysOffline } from '../../browser';
import { emitApiFailure } from '../../api/api-failure-events';
import { CommandRefusedError, OFFLINE_MESSAGES } from './command-kind';
import type { QueuedCommand } from './command-registry';
import { awaitOfflineSession, type OfflineSession } from '../session/offline-session';
import { enqueue } from './outbox';
import { discard } from './outbox-actions';
import { StorageFullError } from '../device/storage';
import { markWrite, type WriteResult } from './write-result';

// Also here for the callers that write through the outbox.
export { notifySaved, SAVED_ON_DEVICE_MESSAGE, type WriteResult } from './write-result';

/**
 * Commands a form is waiting on (online saves): their refusal is shown by that form, so the shell's general
 * "refused" notice leaves them out (one message per refusal, where the user is looking).
 */
const awaitedByForm = new Set<number>();

export function isAwaitedByForm(outboxId: number | undefined): boolean {
  return outboxId !== undefined && awaitedByForm.has(outboxId);
}

/** How long a save waits online for the server's answer before it is left to the outbox. */
export const OUTCOME_WAIT_MS = 20_000;

export type QueuedWriteOptions = {
  /** For the failure event, as the REST call would have announced it. */
  method: string;
  path: string;
  /** false: the screen shows the failure itself (as the REST call's `notify: false`). Default true. */
  notify?: boolean;
  /** Tests pass their own; default: the running offline session. */
  session?: OfflineSession | null;
  waitMs?: number;
  isOnline?: () => boolean;
};

/** A refusal (on the device or by the server) as the REST call would have thrown it: the same status and message. */
export function refusalFailure(error: { status: number; msg: string }): ApiFailure {
  return toApiFailure({ response: { status: error.status, data: { error: { msg: error.msg } } }, timeoutMs: 0 });
}

function refuse(failure: ApiFailure, opts: QueuedWriteOptions): never {
  emitApiFailure({ failure, notify: opts.notify !== false, method: opts.method, path: opts.path });
  throw failure;
}

/**
 * A write of SYNC.md's queued kinds. With an offline session it goes through the outbox (the optimistic change
 * shows on the record at once, marked waiting to sync):
 * - offline: resolves at once with `saved-on-device`;
 * - online: waits for the sync; applied → `sent`; refused by the server → throws the server's status and
 *   message (as the REST call did; the local change is already reverted, and the refused command leaves the
 *   outbox since the screen showed why); no answer yet (network trouble, sign-in needed, slow) → `saved-on-device`.
 * A device-side refusal (the PIN rule) throws a 400 with the spec's message before anything is queued.
 * Without a session, or for a record not on the device (or a full device), the REST call runs as before.
 */
export async function writeThroughOutbox(command: QueuedCommand, rest: () => Promise<unknown>, opts: QueuedWriteOptions): Promise<WriteResult> {
  markWrite('start');
  const session = opts.session === undefined ? await awaitOfflineSession() : opts.session;
  markWrite('session');
  const online = opts.isOnline ? opts.isOnline() : !browserSaysOffline();
  // Online while the mirror is still being downloaded: the server answers sooner than a sync queued behind it.
  if (!session || (online && !(await mirrorReady(session)))) {
    await rest();
    return 'sent';
  }
  let outboxId: number;
  try {
    ({ outboxId } = await enqueue(session.db, command));
    markWrite('queued');
  } catch (error) {
    if ((error instanceof CommandRefusedError && error.message === OFFLINE_MESSAGES.notOnDevice) || error instanceof StorageFullError) {
      await rest();
      return 'sent';
    }
    if (error instanceof CommandRefusedError) refuse(refusalFailure({ status: 400, msg: error.message }), opts);
    throw error;
  }
  if (!online) return 'saved-on-device';

  awaitedByForm.add(outboxId);
  try {
    if ((await waitForAnswer(session, outboxId, opts.waitMs ?? OUTCOME_WAIT_MS)) === 'offline') return 'saved-on-device';
    const row = await session.db.outbox.get(outboxId);
    if (!row) return 'sent';
    if (row.status === 'rejected') {
      const failure = refusalFailure(row.lastError ?? { status: 0, msg: '' });
      await discard(session.db, outboxId).catch(() => undefined);
      refuse(failure, opts);
    }
    return 'saved-on-device';
  } finally {
    awaitedByForm.delete(outboxId);
  }
}

/** The scope is on the device and no new download of it is running. */
async function mirrorReady(session: OfflineSession): Promise<boolean> {
  if (session.engine.getStatus().priming !== null) return false;
  return (await session.db.meta.get('sync'))?.primed === true;
}

/**
 * Syncs now and waits until the server has answered the command (it leaves the outbox, or is marked rejected),
 * the sync ends without an answer, or the wait is over. 'offline': the device is offline.
 */
async function waitForAnswer(session: OfflineSession, outboxId: number, waitMs: number): Promise<'offline' | 'done'> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let subscription: { unsubscribe(): void } | undefined;
  const answered = new Promise<'done'>((resolve) => {
    subscription = liveQuery(() => session.db.outbox.get(outboxId)).subscribe({
      next: (row) => {
        if (!row || row.status === 'rejected') resolve('done');
      },
      error: () => undefined,
    });
  });
  try {
    return await Promise.race([
      session.engine.sync().then(
        (run) => (run.result === 'offline' ? 'offline' : 'done'),
        () => 'done' as const,
      ),
      answered,
      new Promise<'done'>((resolve) => {
        timer = setTimeout(() => resolve('done'), waitMs);
      }),
    ]);
  } finally {
    clearTimeout(timer);
    subscription?.unsubscribe();
  }
}

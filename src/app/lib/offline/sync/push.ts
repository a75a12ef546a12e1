import type { MirrorDb } from '../device/db';
import type { OutboxRow } from '../device/local-types';
import { readMeta } from '../device/meta';
import { mirrorTransaction, rebase, writeServerChanges, type ServerChange } from '../outbox/rebase';
import { TransportError, type PushCommand, type PushResponse, type SyncTransport } from './transport';
import { uuidv7 } from '../outbox/uuidv7';

/**
 * Push (SYNC.md "Push"): sends queued commands in seq order, in batches, and applies the answers:
 * - applied / duplicate: the server's rows replace the optimistic ones; the outbox row goes;
 * - rejected: the outbox row stays as 'rejected' with the reason; its local change is reverted (rebase);
 * - a seq gap: the server says which seq it needs; sending restarts there (never skipping, never reordering);
 * - the request failing as a whole: the batch is marked 'failed' with the reason and the error is returned for
 *   the engine to retry (backoff), pause (401) or report. Commands are never reordered or dropped.
 */
/** Our text: the server keeps asking for a seq the device cannot give. */
export const SEQ_GAP_MESSAGE = 'The server and this device disagree about which changes were already sent.';

export type PushRun =
  | { kind: 'done'; applied: number; rejected: OutboxRow[] }
  | { kind: 'error'; error: TransportError; applied: number; rejected: OutboxRow[] };

/**
 * A push request's body stays well under the server's limit (5 MB, src/server/app.ts) however long the queued
 * texts are: a batch ends before its commands' JSON passes this (it always holds at least one command).
 */
export const BATCH_BYTES = 1024 * 1024;

/** What may be sent: everything not already rejected (a discarded command goes as its no-op stand-in). */
async function sendable(db: MirrorDb, limit: number): Promise<OutboxRow[]> {
  return db.outbox
    .orderBy('seq')
    .filter((row) => row.status !== 'rejected')
    .limit(limit)
    .toArray();
}

/** The first commands of `rows` whose JSON fits BATCH_BYTES (at least one). */
function withinBytes(rows: OutboxRow[]): OutboxRow[] {
  let bytes = 0;
  for (let i = 0; i < rows.length; i++) {
    bytes += JSON.stringify(toPushCommand(rows[i] as OutboxRow)).length;
    if (bytes > BATCH_BYTES && i > 0) return rows.slice(0, i);
  }
  return rows;
}

export function toPushCommand(row: OutboxRow): PushCommand {
  return {
    seq: row.seq,
    mutationId: row.mutationId,
    name: row.name,
    args: row.args,
    deviceTime: row.deviceTime,
    ...(row.baseVersion != null ? { baseVersion: row.baseVersion } : {}),
  };
}

export async function pushOutbox(db: MirrorDb, transport: SyncTransport, opts: { batchSize: number; maxBatches?: number }): Promise<PushRun> {
  let applied = 0;
  const rejected: OutboxRow[] = [];
  const { clientId } = await readMeta(db);
  let fruitlessGaps = 0;
  for (let round = 0; round < (opts.maxBatches ?? 10_000); round++) {
    const batch = withinBytes(await sendable(db, opts.batchSize));
    if (batch.length === 0) break;
    await db.outbox.bulkUpdate(batch.map((row) => ({ key: row.id as number, changes: { status: 'sending' as const, attempts: row.attempts + 1 } })));
    let response: PushResponse;
    try {
      response = await transport.push({ clientId, commands: batch.map(toPushCommand) });
    } catch (error) {
      const failure = error instanceof TransportError ? error : new TransportError(0, String(error));
      await markFailed(db, batch, failure);
      return { kind: 'error', error: failure, applied, rejected };
    }
    const outcome = await applyPushResponse(db, batch, response);
    applied += outcome.applied;
    rejected.push(...outcome.rejected);
    if (response.expectedSeq !== undefined) {
      // A gap the stand-ins cannot close would loop for ever: report it instead (it is retried later).
      fruitlessGaps = response.results.length === 0 ? fruitlessGaps + 1 : 0;
      if (fruitlessGaps > 2) return { kind: 'error', error: new TransportError(409, SEQ_GAP_MESSAGE), applied, rejected };
      await fillGap(db, response.expectedSeq);
    }
  }
  return { kind: 'done', applied, rejected };
}

async function markFailed(db: MirrorDb, batch: OutboxRow[], failure: TransportError): Promise<void> {
  // 401 is not the command's failure: it waits, unchanged, for the user to sign in again.
  const status = failure.status === 401 ? ('pending' as const) : ('failed' as const);
  const lastError = { status: failure.status, msg: failure.message };
  await db.outbox.bulkUpdate(batch.map((row) => ({ key: row.id as number, changes: { status, lastError } })));
}

/** Applies one push answer in one transaction (rebase: server rows in, answered commands out, the rest on top). */
export async function applyPushResponse(
  db: MirrorDb,
  batch: OutboxRow[],
  response: PushResponse,
): Promise<{ applied: number; rejected: OutboxRow[] }> {
  const bySeq = new Map(batch.map((row) => [row.seq, row]));
  const answered = new Set<number>();
  let applied = 0;
  const rejected: OutboxRow[] = [];
  // ONE rebase for the whole answer, however many commands it answers; the writes go in bulk, in the answer's order.
  await mirrorTransaction(db, () =>
    rebase(db, async () => {
      const done: number[] = [];
      const changes: ServerChange[] = [];
      const refused: { key: number; changes: Partial<OutboxRow> }[] = [];
      for (const result of response.results) {
        const row = bySeq.get(result.seq);
        if (!row || row.mutationId !== result.mutationId) continue;
        answered.add(row.seq);
        if (row.name === 'discarded') {
          // The stand-in of a discarded command: whatever the answer, it is done.
          done.push(row.id as number);
        } else if (result.outcome === 'rejected') {
          const error = result.error ?? { status: 0, msg: 'The server refused this change.' };
          refused.push({ key: row.id as number, changes: { status: 'rejected', lastError: error } });
          rejected.push({ ...row, status: 'rejected', lastError: error });
        } else {
          changes.push(...(result.result?.changes ?? []));
          done.push(row.id as number);
          applied++;
        }
      }
      await writeServerChanges(db, changes, { onlyIfNewer: true });
      await db.outbox.bulkDelete(done);
      // Not answered (the server stopped at a gap): they go again, in order.
      const unanswered = batch.filter((row) => !answered.has(row.seq)).map((row) => ({ key: row.id as number, changes: { status: 'pending' as const } }));
      if (refused.length + unanswered.length > 0) await db.outbox.bulkUpdate([...refused, ...unanswered]);
    }),
  );
  return { applied, rejected };
}

/**
 * The server needs `expectedSeq` next but the device's first unsent command is later (its commands in between
 * are not on the device any more). Each missing seq is filled with a no-op stand-in ('discarded', which the
 * server answers as an unknown command), so the queue moves on and no later command is ever renumbered.
 */
async function fillGap(db: MirrorDb, expectedSeq: number): Promise<void> {
  await db.transaction('rw', db.outbox, db.meta, async () => {
    const first = (await sendable(db, 1))[0]?.seq ?? (await readMeta(db)).nextSeq;
    const deviceTime = new Date().toISOString();
    for (let seq = expectedSeq; seq < first; seq++) {
      const existing = await db.outbox.where('seq').equals(seq).first();
      const standIn = { name: 'discarded' as const, args: {}, mutationId: uuidv7(), baseVersion: null, status: 'pending' as const };
      if (existing) {
        await db.outbox.update(existing.id as number, { ...standIn, discardedName: existing.name === 'discarded' ? existing.discardedName : existing.name });
      } else {
        await db.outbox.add({
          ...standIn,
          seq,
          deviceTime,
          attempts: 0,
          lastError: null,
          entity: 'comment',
          entityId: null,
          entityClientId: null,
          accountId: null,
          localId: null,
        });
      }
    }
  });
}

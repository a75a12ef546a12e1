import type { MirrorDb } from '../device/db';
import { readMeta, updateMeta } from '../device/meta';
import { mirrorTransaction, rebase, writeServerChanges } from '../outbox/rebase';
import type { PullResponse, SyncTransport } from './transport';

/**
 * Pull (SYNC.md "Pull"): the changes after the cursor, page by page. Each page is applied in ONE transaction:
 * the server's rows (upserts and tombstones) go in, commands the server reports applied (lastAppliedSeq) leave
 * the outbox, and the still-queued commands are applied again on top, together with the new cursor.
 * Answers `reset` when the server says the device must download its scope again (the caller primes).
 */
export type PullRun = { reset: boolean; pages: number; changes: number; referenceVersion?: number };

export async function pullAll(db: MirrorDb, transport: SyncTransport, opts: { limit: number; now?: () => Date }): Promise<PullRun> {
  let pages = 0;
  let changes = 0;
  for (;;) {
    const meta = await readMeta(db);
    if (!meta.cursor) return { reset: true, pages, changes };
    const page = await transport.pull({ cursor: meta.cursor, clientId: meta.clientId, limit: opts.limit });
    if (page.reset) return { reset: true, pages, changes };
    await applyPullPage(db, page, opts.now?.() ?? new Date());
    pages++;
    changes += page.changes.length;
    if (!page.hasMore) return { reset: false, pages, changes, ...(page.referenceVersion === undefined ? {} : { referenceVersion: page.referenceVersion }) };
  }
}

export async function applyPullPage(db: MirrorDb, page: PullResponse, now: Date): Promise<void> {
  await mirrorTransaction(db, async () => {
    await rebase(db, async () => {
      await writeServerChanges(db, page.changes);
      await dropAppliedCommands(db, page.lastAppliedSeq);
    });
    const meta = await readMeta(db);
    await updateMeta(db, {
      cursor: page.cursor,
      lastAppliedSeq: Math.max(meta.lastAppliedSeq, page.lastAppliedSeq),
      ...(page.hasMore ? {} : { lastSyncedAt: now.toISOString() }),
    });
  });
}

/**
 * Commands at or below lastAppliedSeq are applied on the server and their rows are in this or an earlier page.
 * Normally push has already answered them; this covers an answer that never arrived. Rejected ones stay for
 * the user to see.
 */
async function dropAppliedCommands(db: MirrorDb, lastAppliedSeq: number): Promise<void> {
  if (lastAppliedSeq <= 0) return;
  await db.outbox
    .where('seq')
    .belowOrEqual(lastAppliedSeq)
    .filter((row) => row.status !== 'rejected')
    .delete();
}

import type { MirrorDb } from './db';
import type { SyncMeta } from './local-types';
import { uuidv7 } from '../outbox/uuidv7';

const META_KEY = 'sync';

/**
 * The install's sync state, created on first use with a new clientId. Call once after sign-in (and before the
 * engine starts); it keeps an existing clientId and cursor.
 */
export async function ensureMeta(db: MirrorDb, user: { userId: number; userName?: string | null }): Promise<SyncMeta> {
  return db.transaction('rw', db.meta, async () => {
    const existing = await db.meta.get(META_KEY);
    if (existing) {
      if (existing.userId !== user.userId) throw new Error(`database ${db.name} belongs to user ${existing.userId}`);
      if (user.userName !== undefined && existing.userName !== user.userName) {
        await db.meta.update(META_KEY, { userName: user.userName });
        return { ...existing, userName: user.userName };
      }
      return existing;
    }
    const meta: SyncMeta = {
      key: META_KEY,
      clientId: uuidv7(),
      userId: user.userId,
      userName: user.userName ?? null,
      cursor: null,
      lastSyncedAt: null,
      lastAppliedSeq: 0,
      primed: false,
      nextSeq: 1,
      nextLocalId: -1,
    };
    await db.meta.add(meta);
    return meta;
  });
}

/** The sync state; throws when ensureMeta has not run (a programming error). Works inside a transaction. */
export async function readMeta(db: MirrorDb): Promise<SyncMeta> {
  const meta = await db.meta.get(META_KEY);
  if (!meta) throw new Error('offline mirror not initialised: call ensureMeta after sign-in');
  return meta;
}

export async function updateMeta(db: MirrorDb, changes: Partial<Omit<SyncMeta, 'key'>>): Promise<void> {
  await db.meta.update(META_KEY, changes);
}

/**
 * Takes the next seq and, for a create, the next local id. Must run inside the enqueue transaction (with
 * meta in its scope), so the increment commits together with the outbox row or not at all.
 */
export async function allocate(db: MirrorDb, wantsLocalId: boolean): Promise<{ seq: number; localId: number | null; meta: SyncMeta }> {
  const { written, ...taken } = await allocateAhead(db, wantsLocalId);
  await written;
  return taken;
}

/**
 * allocate() that answers once the numbers are read, with the increment's write still running (`written`, to be
 * awaited in the same transaction): the caller's next reads go out beside it, one round trip to IndexedDB fewer
 * before an offline write shows (issue 10). The row is read and replaced in this transaction, so a put is the update.
 */
export async function allocateAhead(db: MirrorDb, wantsLocalId: boolean): Promise<{ seq: number; localId: number | null; meta: SyncMeta; written: Promise<unknown> }> {
  const meta = await readMeta(db);
  const seq = meta.nextSeq;
  const localId = wantsLocalId ? meta.nextLocalId : null;
  const written = db.meta.put({ ...meta, nextSeq: seq + 1, ...(wantsLocalId ? { nextLocalId: meta.nextLocalId - 1 } : {}) });
  // Awaited by the caller; a failure aborts the transaction either way (no unhandled rejection meanwhile).
  written.catch(() => undefined);
  return { seq, localId, meta, written };
}

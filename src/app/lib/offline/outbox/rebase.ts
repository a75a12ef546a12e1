import { kindOf } from './command-registry';
import type { MirrorDb } from '../device/db';
import { refreshCopies } from '../device/derived-copies';
import { localWriter } from './local-writer';
import { MIRROR_TABLES, TABLE_OF, type OutboxRow, type ServerChange } from '../device/local-types';
import type { MirrorRow } from '../device/mirror-rows';
import { readMeta } from '../device/meta';

/**
 * Rebase (SYNC.md "A pull is applied in one Dexie transaction: write server rows, re-apply still-pending
 * commands on top, drop commands the server has applied"). The mirror always shows the server's rows with the
 * queued commands applied on top. Every write of server data goes:
 *   1. undo: restore each row queued commands touched to the server state kept in `shadows`;
 *   2. write the server's rows (and drop answered commands);
 *   3. redo: apply every still-queued command again, in seq order (capturing fresh shadows).
 * A rejected or discarded command simply is not re-applied, so its change is reverted and the server's row wins.
 * Call inside mirrorTransaction.
 */

export const ALL_TABLES = [...MIRROR_TABLES, 'reference', 'outbox', 'meta', 'shadows'] as const;

/**
 * A read-write transaction over every table of the mirror (what any rebase needs). The scope is always a
 * native async function that awaits `fn`: Dexie keeps its transaction zone across native awaits only for
 * such scopes (a plain arrow returning a native promise loses the zone after a few awaits and the
 * transaction commits early).
 */
export function mirrorTransaction<T>(db: MirrorDb, fn: () => Promise<T>): Promise<T> {
  return db.transaction('rw', [...ALL_TABLES], async () => {
    const result = await fn();
    return result;
  });
}

/** Commands still to be delivered, in seq order (what the mirror shows on top of the server's rows). */
export function isQueued(row: OutboxRow): boolean {
  return row.status !== 'rejected' && row.name !== 'discarded';
}

export async function queuedCommands(db: MirrorDb): Promise<OutboxRow[]> {
  return (await db.outbox.orderBy('seq').toArray()).filter(isQueued);
}

async function undoAll(db: MirrorDb): Promise<void> {
  const shadows = await db.shadows.toArray();
  const byTable = new Map<string, { put: MirrorRow[]; remove: number[] }>();
  for (const shadow of shadows) {
    const mine = byTable.get(shadow.table) ?? { put: [], remove: [] };
    byTable.set(shadow.table, mine);
    if (shadow.row) mine.put.push(shadow.row);
    else mine.remove.push(shadow.key);
  }
  // One shadow per row, so the order of the writes does not matter: in bulk, table by table.
  for (const [table, { put, remove }] of byTable) {
    if (put.length) await db.table(table).bulkPut(put);
    if (remove.length) await db.table(table).bulkDelete(remove);
  }
  await db.shadows.clear();
}

async function redoAll(db: MirrorDb): Promise<void> {
  const commands = await queuedCommands(db);
  if (commands.length === 0) return;
  const meta = await readMeta(db);
  const writer = localWriter(db, { userId: meta.userId, userName: meta.userName });
  for (const command of commands) {
    try {
      await applyCommand(writer, command);
    } catch (error) {
      // One command that cannot be shown must not stop server data from arriving; it still goes to the server.
      console.error(`could not re-apply queued command ${command.seq} (${command.name})`, error);
    }
  }
}

/** The optimistic change of one command; a command this release does not know changes nothing locally. */
export async function applyCommand(writer: ReturnType<typeof localWriter>, command: OutboxRow): Promise<void> {
  const kind = kindOf(command.name);
  if (!kind) return;
  await kind.apply(writer, command);
}

export async function rebase(db: MirrorDb, writeServerData: () => Promise<void>): Promise<void> {
  // Key counts, not rows: with nothing queued and nothing shown on top, the server's rows just go in.
  const dirty = (await db.shadows.count()) > 0 || (await db.outbox.count()) > 0;
  if (!dirty) return writeServerData();
  await undoAll(db);
  await writeServerData();
  await redoAll(db);
}

/** One changed row as pull and push answer it. */
export type { ServerChange } from '../device/local-types';

/**
 * Writes server rows (inside a rebase). `onlyIfNewer`: a push result may be a stored outcome from earlier (the
 * answer to a retried command), so it never replaces a row the mirror already holds in a later version.
 */
export async function writeServerChanges(db: MirrorDb, changes: ServerChange[], opts: { onlyIfNewer?: boolean } = {}): Promise<void> {
  // In runs of the same table and kind (upserts or deletes) with no key twice, each run in bulk: the same
  // writes, in the same order, as one change at a time.
  let start = 0;
  while (start < changes.length) {
    const first = changes[start] as ServerChange;
    const tableName = TABLE_OF[first.entity];
    const deletes = isDelete(first);
    const keys = new Set<number>();
    let end = start;
    for (; end < changes.length; end++) {
      const change = changes[end] as ServerChange;
      if (TABLE_OF[change.entity] !== tableName || isDelete(change) !== deletes || keys.has(change.id)) break;
      keys.add(change.id);
    }
    const run = changes.slice(start, end);
    start = end;
    const table = db.table(tableName);
    if (deletes) {
      await table.bulkDelete(run.map((change) => change.id));
      continue;
    }
    let upserts = run;
    if (opts.onlyIfNewer) {
      const existing = (await table.bulkGet(run.map((change) => change.id))) as ({ version?: number } | undefined)[];
      upserts = run.filter((change, i) => {
        if (!change.row || !('version' in change.row)) return true;
        const version = existing[i]?.version;
        return !(version !== undefined && version > change.row.version);
      });
    }
    await table.bulkPut(upserts.map((change) => change.row));
    if (COPIED.has(first.entity)) for (const change of upserts) await refreshCopies(db, change);
  }
}

/** The entities whose fields other rows copy (derived-copies.ts). */
const COPIED = new Set<ServerChange['entity']>(['milestone', 'legalEntity', 'account']);

function isDelete(change: ServerChange): boolean {
  return change.op === 'delete' || !change.row;
}

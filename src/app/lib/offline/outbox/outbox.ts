import { kindOf, loadCommandKinds, type QueuedCommand } from './command-registry';
import type { MirrorDb } from '../device/db';
import { localWriter } from './local-writer';
import type { OutboxRow } from '../device/local-types';
import { allocateAhead } from '../device/meta';
import { mirrorTransaction } from './rebase';
import { guardStorage } from '../device/storage';
import { uuidv7 } from './uuidv7';
import { markWrite } from './write-result';

export type EnqueueResult = {
  outboxId: number;
  seq: number;
  mutationId: string;
  /** For creates: the row's local (negative) id and its client id. */
  localId: number | null;
  clientId: string | null;
};

/**
 * Queues a command (SYNC.md "Outbox"): in ONE Dexie transaction it takes the next seq, writes the outbox row
 * and makes the optimistic local change, so either both happen or neither does.
 * - Refusals on the device (the PIN rule; a record not on this device) throw CommandRefusedError before any write.
 * - A full device throws StorageFullError (and emits 'storage-error'); nothing is half-written.
 * The running sync engine notices the new row and pushes it.
 */
export async function enqueue(db: MirrorDb, command: QueuedCommand, opts: { now?: Date } = {}): Promise<EnqueueResult> {
  await loadCommandKinds();
  markWrite('kinds');
  const kind = kindOf(command.name);
  if (!kind) throw new Error(`No command kind ${command.name}: the app's composition root (offline-commands.ts) provides them`);
  kind.validate?.(command.args);
  const deviceTime = (opts.now ?? new Date()).toISOString();
  return guardStorage(() =>
    mirrorTransaction(db, async () => {
      markWrite('tx');
      const { seq, localId, meta, written } = await allocateAhead(db, kind.creates);
      markWrite('allocated');
      const clientId = kind.creates ? (command.clientId ?? uuidv7()) : null;
      // A client id the caller named may already be on the device (a save tried again): only a new one is fresh.
      const writer = localWriter(db, { userId: meta.userId, userName: meta.userName }, { localId, clientId: command.clientId === undefined ? clientId : null });
      const [prepared] = await Promise.all([kind.prepare(writer, command.args, { clientId: clientId ?? '', localId, deviceTime }), written]);
      markWrite('prepared');
      const row: OutboxRow = {
        seq,
        mutationId: uuidv7(),
        name: kind.name,
        args: prepared.args,
        deviceTime,
        baseVersion: prepared.baseVersion,
        status: 'pending',
        attempts: 0,
        lastError: null,
        entity: kind.entity,
        entityId: prepared.entityId,
        entityClientId: prepared.entityClientId,
        accountId: prepared.accountId,
        localId,
      };
      // The outbox row and the local change go out together (no kind's apply reads the row's id): the same
      // transaction, one round trip fewer before the change shows on the record.
      const [outboxId] = await Promise.all([db.outbox.add(row), kind.apply(writer, row)]);
      markWrite('applied');
      return { outboxId, seq, mutationId: row.mutationId, localId, clientId };
    }),
  );
}

import { eq, sql } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../db/client';
import { syncClients } from '../db/schema/index';
import { forbidden } from '../errors';
import { actAs } from '../shared/http/service-context';
import type { SessionUser } from '../shared/http/session-user';
import { SYNC_MESSAGES } from './sync-messages';

/** Registers an install's clientId to the user on first use; 403 when it belongs to another user. */
export async function registerClient(db: Db, user: SessionUser, clientId: string): Promise<void> {
  await db.insert(syncClients).values({ clientId, userId: user.id }).onConflictDoNothing();
  const [row] = await db.select({ userId: syncClients.userId }).from(syncClients).where(eq(syncClients.clientId, clientId));
  if (row && row.userId !== user.id) throw forbidden(SYNC_MESSAGES.clientOfAnotherUser);
}

/**
 * The client's last applied seq (0 for an unknown client); 403 when it belongs to another user. With `lock`
 * (push) the row stays locked until the transaction ends, so two tabs pushing at once apply each seq once.
 */
export async function ownClient(tx: Tx, user: SessionUser, clientId: string, opts: { lock: boolean }): Promise<{ lastSeq: number }> {
  const query = tx.select({ userId: syncClients.userId, lastSeq: syncClients.lastSeq }).from(syncClients).where(eq(syncClients.clientId, clientId));
  const [row] = opts.lock ? await query.for('update') : await query;
  if (!row) return { lastSeq: 0 };
  if (row.userId !== user.id) throw forbidden(SYNC_MESSAGES.clientOfAnotherUser);
  return { lastSeq: row.lastSeq };
}

/**
 * ownClient with the lock, for push's transaction of each command, which also names the user acting in it
 * (app.user_id, as actAs) in the same round trip: a push of 500 commands made 15 round trips a command.
 */
export async function lockOwnClientActingAs(tx: Tx, user: SessionUser, clientId: string): Promise<{ lastSeq: number }> {
  const [row] = await queryRows<{ user_id: number; last_seq: number }>(
    tx,
    sql`select set_config('app.user_id', ${String(user.id)}, true) as actor, user_id, last_seq from sync_clients where client_id = ${clientId} for update`,
  );
  if (!row) {
    // No row to lock (push registers the client first), so set_config did not run either.
    await actAs(tx, user.id);
    return { lastSeq: 0 };
  }
  if (Number(row.user_id) !== user.id) throw forbidden(SYNC_MESSAGES.clientOfAnotherUser);
  return { lastSeq: Number(row.last_seq) };
}

/**
 * Stores a command's outcome under (clientId, seq) and advances the client's last seq, in one statement (a
 * data-modifying WITH runs whether or not the update reads it).
 */
export async function storeOutcome(
  tx: Tx,
  clientId: string,
  stored: { seq: number; mutationId: string; command: string; bodyHash: string; outcome: string; result: unknown; deviceTime: Date | null },
): Promise<void> {
  await tx.execute(sql`
    with stored as (
      insert into sync_results (client_id, seq, mutation_id, command, body_hash, outcome, result, device_time)
      values (${clientId}, ${stored.seq}, ${stored.mutationId}, ${stored.command}, ${stored.bodyHash}, ${stored.outcome},
              ${JSON.stringify(stored.result)}::jsonb, ${stored.deviceTime?.toISOString() ?? null}::timestamptz)
    )
    update sync_clients set last_seq = ${stored.seq}, updated_at = now() where client_id = ${clientId}`);
}

/**
 * The last seq whose command (and every earlier one) has been stored by a transaction below `bound`, so its
 * changes are servable: the first seq stored at or above the bound, minus one (or the client's last seq).
 */
export async function lastAppliedSeq(tx: Tx, user: SessionUser, clientId: string, bound: bigint): Promise<number> {
  const { lastSeq } = await ownClient(tx, user, clientId, { lock: false });
  const [row] = await queryRows<{ first: number | null }>(
    tx,
    sql`select min(seq) as first from sync_results where client_id = ${clientId} and txid >= ${bound.toString()}::bigint`,
  );
  return row?.first == null ? lastSeq : Math.min(lastSeq, Number(row.first) - 1);
}

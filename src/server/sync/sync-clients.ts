import { eq, sql } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../db/client';
import { syncClients } from '../db/schema/index';
import { forbidden } from '../errors';
import type { SessionUser } from '../shared/session-user';
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

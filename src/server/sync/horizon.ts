import { eq, sql } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../db/client';
import { changeLogHorizon } from '../db/schema/index';
import { MAX_SEQ, type LogPosition } from './cursor';
import { addDaysToInstant } from '../../domain/format/ist-calendar';

/**
 * Tombstone retention: change-log rows (and stored push results) are kept this many days. A device that has
 * not pulled for longer gets `reset` and primes again (keeping its outbox). A constant, not a Config entry,
 * because Config belongs to the lead (reported); change it here.
 */
export const TOMBSTONE_RETENTION_DAYS = 30;

/**
 * The oldest transaction of this database still running (its snapshot xmin, narrowed to this database).
 * Every transaction with a lower id has finished, so its change-log rows are all visible now and none can
 * appear later: a pull serves only rows below it, and a row of a transaction that commits late is served by a
 * later pull, never skipped.
 *
 * PostgreSQL's own `pg_snapshot_xmin(pg_current_snapshot())` is cluster-wide: a writing transaction in another
 * database of the same server (another app, a long import, parallel test databases) would hold every pull back
 * for as long as it runs. Only this database's transactions can write our change log, so the horizon is the
 * lowest of: the snapshot's xmax (every later transaction gets a higher id) and the ids of this database's
 * running transactions (pg_stat_activity.backend_xid, and prepared ones). Both are read in one statement that
 * must run BEFORE the change log is read (its own statement, outside the reading transaction): a transaction
 * running now is in the list, one that starts later gets an id at or above xmax, and one that has ended is
 * visible to the later read. PGlite runs one transaction at a time, so there the horizon is simply xmax.
 */
export async function oldestRunningTxid(db: Db | Tx): Promise<bigint> {
  const [row] = await queryRows<{ xmax: string; running: string[] | string | null; prepared: string[] | string | null }>(
    db,
    sql`with s as (select pg_current_snapshot() as snap)
        select pg_snapshot_xmax(snap)::text as xmax,
          (select array_agg(backend_xid::text) from pg_stat_activity
            where datname = current_database() and backend_xid is not null and pid <> pg_backend_pid()) as running,
          (select array_agg(transaction::text) from pg_prepared_xacts where database = current_database()) as prepared
        from s`,
  );
  if (!row) throw new Error('no snapshot');
  const xmax = BigInt(row.xmax);
  return [...textArray(row.running), ...textArray(row.prepared)].reduce((lowest, xid) => {
    const full = fullTransactionId(BigInt(xid), xmax);
    return full < lowest ? full : lowest;
  }, xmax);
}

const EPOCH = 1n << 32n;

/**
 * A running transaction's 32-bit xid as the 64-bit id pg_current_xact_id gives: the one within 2^31 of xmax
 * (xmax is one past the newest finished transaction, so a running one may be just below or above it).
 */
export function fullTransactionId(xid: bigint, xmax: bigint): bigint {
  const candidate = (xmax / EPOCH) * EPOCH + xid;
  if (candidate > xmax + EPOCH / 2n) return candidate - EPOCH;
  if (candidate < xmax - EPOCH / 2n) return candidate + EPOCH;
  return candidate;
}

/** node-postgres parses text[] into an array; PGlite may too, or answer the literal '{a,b}'. */
function textArray(value: string[] | string | null): string[] {
  if (value === null) return [];
  if (Array.isArray(value)) return value;
  return value.replace(/^\{|\}$/g, '').split(',').filter(Boolean);
}

/** Everything below the running transactions, as a position: (xmin - 1, every seq). */
export function servablePosition(xmin: bigint): LogPosition {
  return { txid: xmin - 1n, seq: MAX_SEQ };
}

/** How far retention has purged the log (null: never). A cursor below it has missed rows: reset. */
export async function purgedPosition(db: Db | Tx): Promise<LogPosition | null> {
  const [row] = await db.select().from(changeLogHorizon).where(eq(changeLogHorizon.id, 1));
  return row ? { txid: row.purgedTxid, seq: row.purgedSeq } : null;
}

/**
 * Deletes change-log rows and stored push results older than the retention, and records how far the log was
 * purged. It cuts at a position in pull order (every row at or below it goes), so "cursor below the purged
 * position" is exactly "the device missed a row". Safe to run from several server processes.
 */
export async function purgeChangeLog(db: Db, now: Date): Promise<{ purgedRows: number }> {
  const cutoff = addDaysToInstant(now, -TOMBSTONE_RETENTION_DAYS);
  const xmin = await oldestRunningTxid(db);
  return db.transaction(async (tx) => {
    const [edge] = await queryRows<{ txid: string; seq: string | number }>(
      tx,
      sql`select txid::text as txid, seq from change_log where at < ${cutoff} and txid < ${xmin.toString()}::bigint
          order by txid desc, seq desc limit 1`,
    );
    await tx.execute(sql`delete from sync_results where applied_at < ${cutoff}`);
    if (!edge) return { purgedRows: 0 };
    const position: LogPosition = { txid: BigInt(edge.txid), seq: Number(edge.seq) };
    const [deleted] = await queryRows<{ n: string | number }>(
      tx,
      sql`with gone as (delete from change_log where (txid, seq) <= (${position.txid.toString()}::bigint, ${position.seq}::bigint) returning 1)
          select count(*) as n from gone`,
    );
    const later = sql`(excluded.purged_txid, excluded.purged_seq) > (change_log_horizon.purged_txid, change_log_horizon.purged_seq)`;
    await tx
      .insert(changeLogHorizon)
      .values({ id: 1, purgedTxid: position.txid, purgedSeq: position.seq, purgedAt: now })
      .onConflictDoUpdate({
        target: changeLogHorizon.id,
        // Never move back (two processes purging at once).
        set: {
          purgedTxid: sql`case when ${later} then excluded.purged_txid else change_log_horizon.purged_txid end`,
          purgedSeq: sql`case when ${later} then excluded.purged_seq else change_log_horizon.purged_seq end`,
          purgedAt: now,
        },
      });
    return { purgedRows: Number(deleted?.n ?? 0) };
  });
}

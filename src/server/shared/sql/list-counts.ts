import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { COUNT_CAP } from '../../../domain/paging/paged';
import { queryRows, queryRowsPrepared, type Db, type Tx } from '../../db/client';
import { listCounts } from '../../db/schema/index';

/** A list's total as the brand-wide lists answer it: exact, or capped (COUNT_CAP + 1 and totalCapped). */
export type ListTotal = { totalCount: number; totalCapped?: true };

/**
 * The rows of a whole brand in the given statuses (all statuses when `statusIds` is undefined), from the counters
 * the triggers of migration 0007 keep in the same transaction as every change: a sum over a few rows of list_counts
 * (list_counts_key_idx; compactListCounts keeps them few), exact and constant time however large the brand is.
 */
export async function brandRowCount(
  tx: Tx,
  entity: 'account' | 'opportunity',
  domainId: number,
  statusIds?: readonly number[],
): Promise<ListTotal> {
  if (statusIds && statusIds.length === 0) return { totalCount: 0 };
  // Prepared (one statement per shape, db/client.ts): on every brand-wide page, parsing and planning this small
  // query cost more than running it.
  const [row] = await queryRowsPrepared<{ total: number | string | null }>(tx, sql`select ${brandRowCountSql(entity, domainId, statusIds)} as total`);
  return { totalCount: Number(row?.total ?? 0) };
}

/**
 * brandRowCount as a scalar subquery (an int), for a list query to answer its total in the same statement as its
 * rows (one round trip to the database instead of two on the brand-wide lists). `statusIds` must not be empty.
 */
export function brandRowCountSql(entity: 'account' | 'opportunity', domainId: number, statusIds?: readonly number[]): SQL<number> {
  const conditions: SQL[] = [eq(listCounts.entity, entity), eq(listCounts.domainId, domainId)];
  if (statusIds) conditions.push(inArray(listCounts.statusId, [...statusIds]));
  return sql<number>`(select coalesce(sum(${listCounts.n}), 0)::int from ${listCounts} where ${and(...conditions)})`;
}

/**
 * The rows a filtered list query matches, counted only up to COUNT_CAP + 1 (`select count(*) from (… limit 10001)`):
 * exact up to COUNT_CAP, and beyond it COUNT_CAP + 1 with totalCapped, so a count never reads more than 10,001 index
 * entries. `matching` selects one column of the matching rows (`select 1 from … where …`).
 */
export async function cappedRowCount(tx: Tx, matching: SQL): Promise<ListTotal> {
  const [row] = await queryRows<{ total: number | string }>(tx, sql`select count(*)::int as total from (${matching} limit ${COUNT_CAP + 1}) capped`);
  const totalCount = Number(row?.total ?? 0);
  return totalCount > COUNT_CAP ? { totalCount, totalCapped: true } : { totalCount };
}

/**
 * Folds the deltas of each counter key that has more than one row into a single row (zeros dropped), in one
 * statement. Safe beside writers (their uncommitted deltas are not seen, and stay) and beside another compaction
 * (under read committed, rows the other deleted are skipped, and the rows it inserted are not in this snapshot).
 * Returns how many rows were folded.
 */
export async function compactListCounts(db: Db | Tx): Promise<number> {
  const rows = await queryRows<{ folded: number }>(
    db,
    sql`with keys as (
          select entity, domain_id, status_id from list_counts group by entity, domain_id, status_id having count(*) > 1
        ), gone as (
          delete from list_counts c using keys k
          where c.entity = k.entity and c.domain_id = k.domain_id and c.status_id = k.status_id
          returning c.entity, c.domain_id, c.status_id, c.n
        ), kept as (
          insert into list_counts (entity, domain_id, status_id, n)
          select entity, domain_id, status_id, sum(n)::int from gone group by entity, domain_id, status_id having sum(n) <> 0
        )
        select count(*)::int as folded from gone`,
  );
  return Number(rows[0]?.folded ?? 0);
}

import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { queryRows, type Db, type Tx } from '../../db/client';

/**
 * The seed assigns ids itself, counting up from the table's current maximum, so a whole graph of rows
 * (account → opportunity → package mapping → product mapping ...) is generated in memory in one pass and
 * written in large multi-row inserts with no round trip per parent. Afterwards `resetSequences` moves
 * each identity sequence past the highest id, so the app's own inserts never collide.
 * (Letting the database assign ids with `returning` would need one round trip per level of the graph per
 * batch; on a fresh database both give the same ids, and this way is several times faster.)
 */
export class IdAllocator {
  private readonly next = new Map<PgTable, number>();

  private constructor() {}

  /** Counters from each table's current maximum id. */
  static async start(db: Db | Tx, tables: readonly PgTable[]): Promise<IdAllocator> {
    return IdAllocator.startLanes([{ db, tables }]);
  }

  /**
   * The same, reading each group of tables on its own transaction: a transaction that dropped a table's indexes
   * holds it exclusively, so only that transaction may read it.
   */
  static async startLanes(lanes: readonly { db: Db | Tx; tables: readonly PgTable[] }[]): Promise<IdAllocator> {
    const allocator = new IdAllocator();
    for (const { db, tables } of lanes) {
      if (tables.length === 0) continue;
      const selects = tables.map((t, i) => sql`(select coalesce(max(id), 0) from ${t}) as ${sql.raw(`m${i}`)}`);
      const [row] = await queryRows<Record<string, number | string>>(db, sql`select ${sql.join(selects, sql`, `)}`);
      tables.forEach((t, i) => allocator.next.set(t, Number(row?.[`m${i}`] ?? 0) + 1));
    }
    return allocator;
  }

  /** The next id of the table (ids are handed out in order, so the same generation gives the same ids). */
  id(table: PgTable): number {
    const value = this.next.get(table);
    if (value === undefined) throw new Error(`no id counter for ${getTableName(table)}`);
    this.next.set(table, value + 1);
    return value;
  }

  /** The id the next `id(table)` call will hand out. */
  peek(table: PgTable): number {
    const value = this.next.get(table);
    if (value === undefined) throw new Error(`no id counter for ${getTableName(table)}`);
    return value;
  }

  tables(): PgTable[] {
    return [...this.next.keys()];
  }
}

/**
 * Moves each table's identity sequence past the ids the allocator handed out, never backwards (setval is not
 * transactional: it holds even if the seeding transaction rolls back, which only leaves a gap). Works while
 * other transactions of the same seed are still uncommitted, unlike max(id).
 */
export async function resetSequences(db: Db | Tx, alloc: IdAllocator, tables: readonly PgTable[] = alloc.tables()): Promise<void> {
  for (const table of tables) {
    const sequence = sql`pg_get_serial_sequence(${getTableName(table)}, 'id')`;
    await db.execute(sql`select setval(${sequence}, greatest(${alloc.peek(table)}::bigint, nextval(${sequence})), false)`);
  }
}

/** Moves each table's identity sequence to just past its highest id (an empty table restarts at 1). */
export async function resetSequencesToMax(db: Db | Tx, tables: readonly PgTable[]): Promise<void> {
  for (const table of tables) {
    const name = getTableName(table);
    await db.execute(
      sql`select setval(pg_get_serial_sequence(${name}, 'id'), coalesce((select max(id) from ${table}), 0) + 1, false)`,
    );
  }
}

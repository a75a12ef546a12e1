import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { queryRows, type Tx } from '../../db/client';

/**
 * Drops the tables' secondary indexes for a bulk load and returns the function that rebuilds them from their
 * own definitions (pg_get_indexdef), all inside the caller's transaction: building an index once over
 * 1,000,000 rows is several times cheaper than updating it 1,000,000 times. Primary keys and indexes behind
 * constraints (unique, primary) stay. Whatever indexes the migrations define come back exactly as they were;
 * if anything fails the transaction rolls back and nothing was dropped. Other sessions' access to these tables
 * waits until commit.
 */
export async function dropSecondaryIndexes(tx: Tx, tables: readonly PgTable[]): Promise<() => Promise<void>> {
  if (tables.length === 0) return async () => undefined;
  const names = tables.map((t) => getTableName(t));
  const indexes = await queryRows<{ name: string; definition: string }>(tx, sql`
    select quote_ident(n.nspname) || '.' || quote_ident(ic.relname) as name, pg_get_indexdef(i.indexrelid) as definition
    from pg_index i
    join pg_class c on c.oid = i.indrelid
    join pg_class ic on ic.oid = i.indexrelid
    join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = current_schema()
      and c.relname in (${sql.join(names.map((name) => sql`${name}`), sql`, `)})
      and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)
    order by ic.relname`);
  for (const index of indexes) await tx.execute(sql.raw(`drop index ${index.name}`));
  return async () => {
    for (const index of indexes) await tx.execute(sql.raw(index.definition));
  };
}

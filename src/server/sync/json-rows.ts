import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Tx } from '../db/client';

/**
 * Mirror rows are built as JSON by the database and parsed once: a snapshot page holds thousands of rows, and
 * decoding them column by column (PGlite's wire protocol in WebAssembly, then the ORM's mapping) costs several
 * times more than one JSON text and JSON.parse. `inner` selects `id` (the order) and `j` (one row's JSON).
 */
export async function jsonRows<T>(tx: Tx, inner: SQL): Promise<T[]> {
  const [row] = await queryRows<{ rows: string | null }>(tx, sql`select coalesce(json_agg(x.j order by x.id), '[]')::text as rows from (${inner}) x`);
  return JSON.parse(row?.rows ?? '[]') as T[];
}

/** An instant as the online routes write it (Date.toISOString: UTC, milliseconds, 'Z'). */
export function isoInstant(column: SQL): SQL {
  return sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/** Filter on a loader's id column (mirror-rows.ts passes `id in (ids in scope)`). */
export type IdFilter = (id: SQL) => SQL;

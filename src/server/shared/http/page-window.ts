import { sql, type SQL } from 'drizzle-orm';

/**
 * `limit … offset …` of a list page in a prepared statement (db/client.ts statementName). The limit (the page size,
 * at most 100 values) is a literal, and so is an offset of 0 (the first page, and every keyset page); a deeper offset
 * is a parameter. With `limit $n` PostgreSQL prices the statement's generic plan for an unknown number of rows (a
 * tenth of the table), never chooses it, and plans the statement again on every request; with literals it settles
 * on the generic plan after five runs. Issue 10, large seed on PostgreSQL, a manager's page 0 run from psql: my-accounts
 * 3.1 ms a run planned each time, 1.3-2.0 ms on the generic plan; opportunity search 0.9-1.1 ms against 0.3-0.4 ms.
 * The statements a pooled connection keeps stay few: one per shape and page size, and one more for deeper pages.
 */
export function pageWindowSql(limit: number, offset: number): SQL {
  if (!Number.isSafeInteger(limit) || limit < 0 || !Number.isSafeInteger(offset) || offset < 0) throw new Error(`Bad page window: limit ${limit}, offset ${offset}`);
  return sql`limit ${sql.raw(String(limit))} offset ${offset === 0 ? sql.raw('0') : offset}`;
}

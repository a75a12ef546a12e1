// Captures the SQL the server's own repo and service functions send (so EXPLAIN cannot drift from the code),
// then asks PostgreSQL how it runs each statement.
import type pg from 'pg';
import type { Db } from '../../src/server/db/client';

export type Statement = { text: string; params: unknown[] };

export type Plan = {
  statement: Statement;
  lines: string[];
  executionMs: number;
  /** Tables read by a sequential scan. */
  seqScans: string[];
  /** Indexes the plan reads. */
  indexes: string[];
};

type QueryFn = (config: string | { text: string; values?: unknown[] }, values?: unknown[]) => Promise<pg.QueryResult>;

/** The node-postgres pool behind a Db opened with openDatabase on a postgres:// URL. */
function poolOf(db: Db): pg.Pool {
  const pool = (db as unknown as { $client?: pg.Pool }).$client;
  if (!pool || typeof pool.query !== 'function') throw new Error('EXPLAIN needs a PostgreSQL database (node-postgres pool)');
  return pool;
}

export function statementCapture(db: Db) {
  const pool = poolOf(db);
  // pg's query() has many overloads; the wrapper passes every argument through unchanged.
  const original = pool.query.bind(pool) as unknown as QueryFn;
  let captured: Statement[] | null = null;
  const wrapped: QueryFn = (config, values) => {
    if (captured) {
      const text = typeof config === 'string' ? config : config.text;
      captured.push({ text, params: values ?? (typeof config === 'string' ? [] : (config.values ?? [])) });
    }
    return original(config, values);
  };
  (pool as unknown as { query: QueryFn }).query = wrapped;

  return {
    /** Runs fn and answers the statements it sent (its result is discarded; errors propagate). */
    async during(fn: () => Promise<unknown>): Promise<Statement[]> {
      captured = [];
      try {
        await fn();
        return captured;
      } finally {
        captured = null;
      }
    },
    /** EXPLAIN (ANALYZE, BUFFERS) of a captured read statement, with its parameters. */
    async explain(statement: Statement): Promise<Plan> {
      const result = await original(`EXPLAIN (ANALYZE, BUFFERS) ${statement.text}`, statement.params);
      const lines = result.rows.map((r: Record<string, string>) => r['QUERY PLAN'] ?? '');
      const plan = lines.join('\n');
      return {
        statement,
        lines,
        executionMs: Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? NaN),
        seqScans: [...plan.matchAll(/Seq Scan on (\S+)/g)].map((m) => m[1]!),
        indexes: [...new Set([...plan.matchAll(/(?:Index (?:Only )?Scan(?: Backward)? using|Bitmap Index Scan on) (\S+)/g)].map((m) => m[1]!))],
      };
    },
  };
}

/** Only reads are explained (ANALYZE runs the statement). */
export function isRead(statement: Statement): boolean {
  return /^\s*(select|with)\b/i.test(statement.text) && !/\b(insert|update|delete)\b/i.test(statement.text.replace(/'[^']*'/g, ''));
}

/** Table row counts (planner statistics or live tuples, whichever is larger). */
export async function tableRows(db: Db): Promise<Map<string, number>> {
  const result = await poolOf(db).query<{ relname: string; n: string }>(
    `select c.relname, greatest(c.reltuples, coalesce(s.n_live_tup, 0))::bigint as n
       from pg_class c left join pg_stat_user_tables s on s.relid = c.oid
      where c.relkind = 'r' and c.relnamespace = 'public'::regnamespace`,
  );
  return new Map(result.rows.map((r) => [r.relname, Number(r.n)]));
}

import { getTableColumns, Param, sql, type SQL, type SQLChunk } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import type { RowSink } from './row-sink';

type Row = Record<string, unknown>;

/**
 * A PostgreSQL array literal ('{1,NULL,"a \\"b\\""}'), built here in one pass: node-postgres's own array
 * serialiser runs two regular expressions per element, which was a fifth of the large seed's time.
 */
export function arrayLiteral(values: readonly unknown[]): string {
  const parts = new Array<string>(values.length);
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (v === null || v === undefined) parts[i] = 'NULL';
    else if (typeof v === 'number' || typeof v === 'bigint') parts[i] = String(v);
    else if (typeof v === 'boolean') parts[i] = v ? 't' : 'f';
    else {
      const text = String(v);
      parts[i] = `"${/["\\]/.test(text) ? text.replace(/["\\]/g, '\\$&') : text}"`;
    }
  }
  return `{${parts.join(',')}}`;
}

/** One array parameter, sent as its text literal (both node-postgres and PGlite pass a string through) and typed by the cast. */
function arrayParam(values: readonly unknown[], type: SQL): SQL {
  return sql`${new Param(arrayLiteral(values))}::${type}[]`;
}

/**
 * `insert into t (a, b, c) select u.a, (dict::jsonb[])[u.b], to_timestamp(u.c) from unnest(a::integer[], b::integer[], c::float8[]) as u(a, b, c)`:
 * one bind parameter per column. A text-like column whose values repeat (JSON parameters, prices, statuses)
 * is sent as a dictionary of its distinct values plus an index per row, so the server parses each distinct
 * value once instead of once per row; timestamps travel as epoch seconds.
 */
function unnestInsert(table: PgTable, rows: readonly Row[]): SQL {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const keys = Object.keys(columns).filter((key) => rows.some((row) => row[key] !== undefined));
  const names: SQLChunk[] = [];
  const arrays: SQL[] = [];
  const selects: SQL[] = [];
  const aliases: SQL[] = [];
  keys.forEach((key, k) => {
    const column = columns[key] as PgColumn;
    const sqlType = column.getSQLType();
    const type = sql.raw(sqlType);
    const alias = sql.raw(`c${k}`);
    names.push(sql.identifier(column.keyAsName ? toSnakeCase(column.name) : column.name));
    aliases.push(alias);
    if (sqlType.startsWith('timestamp')) {
      const seconds = rows.map((row) => {
        const value = row[key];
        if (value instanceof Date) return value.getTime() / 1000;
        return typeof value === 'string' ? Date.parse(value) / 1000 : null;
      });
      arrays.push(arrayParam(seconds, sql.raw('float8')));
      selects.push(sql`to_timestamp(${alias})`);
      return;
    }
    const values = rows.map((row) => {
      const value = row[key];
      return value === undefined || value === null ? null : (column.mapToDriverValue(value) as unknown);
    });
    if (values.some((v) => typeof v === 'string')) {
      const dictionary = new Map<unknown, number>();
      const indexes = values.map((v) => {
        if (v === null) return null;
        let i = dictionary.get(v);
        if (i === undefined) {
          i = dictionary.size + 1;
          dictionary.set(v, i);
        }
        return i;
      });
      if (dictionary.size * 2 <= values.length) {
        arrays.push(arrayParam(indexes, sql.raw('integer')));
        selects.push(sql`(${arrayParam([...dictionary.keys()], type)})[${alias}]`);
        return;
      }
    }
    arrays.push(arrayParam(values, type));
    selects.push(alias);
  });
  return sql`insert into ${table} (${sql.join(names, sql`, `)}) select ${sql.join(selects, sql`, `)} from unnest(${sql.join(arrays, sql`, `)}) as u(${sql.join(aliases, sql`, `)})`;
}

/**
 * Collects generated rows per table (typed as the Drizzle table's insert type) and writes them in bulk:
 * one statement per `maxRows` rows that passes each column as one array parameter and unnests it
 * (through Drizzle's `sql` and the table's own column names, types and value mappers). Building Drizzle's
 * `insert().values([...])` costs about 17 µs per value in JavaScript (some 6,000 rows a second, too slow
 * for 5 million rows); the array form writes 40,000-50,000 rows a second on PostgreSQL and also on PGlite.
 * A column a row leaves out is written as null, so generators set every not-null column.
 * Tables are flushed in the order they were registered, parents before the rows that reference them.
 */
export class BatchWriter implements RowSink {
  private readonly buffers = new Map<PgTable, Row[]>();
  private pending: Promise<unknown> = Promise.resolve();
  private readonly written = new Map<PgTable, number>();

  constructor(
    private readonly tx: Tx,
    order: readonly PgTable[],
    private readonly maxRows = 5000,
  ) {
    for (const table of order) this.buffers.set(table, []);
  }

  add<T extends PgTable>(table: T, row: T['$inferInsert']): void {
    const buffer = this.buffers.get(table);
    if (!buffer) throw new Error('table not registered with the batch writer');
    buffer.push(row as Row);
  }

  /**
   * Sends every buffered row, parents first. Call at a point where every parent of a buffered row is buffered
   * too. The last statement is left running: the caller generates the next rows meanwhile, and the next
   * statement waits for it first (one statement at a time on the connection: node-postgres deprecates
   * queueing a query on a busy client).
   */
  async flush(): Promise<void> {
    for (const [table, rows] of this.buffers) {
      if (rows.length === 0) continue;
      for (let i = 0; i < rows.length; i += this.maxRows) {
        const chunk = rows.slice(i, i + this.maxRows);
        const statement = unnestInsert(table, chunk);
        await this.pending;
        // Promise.resolve runs Drizzle's lazy query exactly once (each `then` on it would run it again).
        const query = Promise.resolve(this.tx.execute(statement));
        // Mark it handled now; its error is rethrown when it is awaited, before the next statement or in finish().
        query.catch(() => undefined);
        this.pending = query;
        this.written.set(table, (this.written.get(table) ?? 0) + chunk.length);
      }
      rows.length = 0;
    }
  }

  /** Flushes and waits for every queued statement. */
  async finish(): Promise<void> {
    await this.flush();
    await this.pending;
  }

  /** Rows written so far, by table. */
  counts(): Map<PgTable, number> {
    return new Map(this.written);
  }
}

import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { LEAN_ROW_TYPES } from './lean-row-types';

/**
 * The database handle every repo takes: the same Drizzle API on PGlite and on node-postgres. Without the schema's
 * relational query API (`db.query.<table>`, which nothing uses): Drizzle builds one query builder per table of the
 * schema for every handle it makes, and it makes one for every transaction and every savepoint. With about 110
 * tables that was a fifth of the server's CPU time replaying a device's queued commands (push.ts: a transaction and
 * a savepoint a command). Queries name their tables (`db.select().from(accounts)`), so nothing else changes.
 */
export type Db = PgDatabase<PgQueryResultHKT>;
/** A transaction handle has the same query API. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the committed migrations (idempotent). */
  migrate: () => Promise<void>;
  /** How many committed migrations this database has not applied yet (readiness: /api/readyz). */
  pending?: () => Promise<number>;
  close: () => Promise<void>;
  /**
   * LISTEN on a channel (every process of the console gets each NOTIFY): the callback receives the payload.
   * Answers the function that stops listening. Absent: this database cannot listen (notifications stay local).
   * On PostgreSQL a lost listening connection is reopened (1 s, doubling to 5 s: one connection a process, cheap to retry); `onGap` is then told, since
   * notifications sent meanwhile were missed.
   */
  listen?: (channel: string, onNotify: (payload: string) => void, onGap?: () => void) => Promise<() => Promise<void>>;
};

const CHANNEL = /^[a-z_][a-z0-9_]*$/;

// Source: src/server/db/migrations; bundle: dist/server/migrations (copied by the build).
const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export type DatabaseOptions = {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  poolSize?: number;
  /** max_parallel_workers_per_gather for every connection of the pool (config.ts dbParallelWorkers); unset keeps the server's. */
  parallelWorkers?: number;
  /** Told when PostgreSQL drops a connection, pooled (idle or in use) or listening (restart, failover, admin termination). */
  onIdleError?: (err: Error) => void;
  /** statement_timeout of every pooled connection, ms (config.ts dbStatementTimeoutMs); unset keeps the server's. */
  statementTimeoutMs?: number;
  /** How long a query waits for a pooled connection (and for connecting) before failing (pg-pool connectionTimeoutMillis). */
  poolWaitMs?: number;
  /**
   * Behind a pooler in transaction mode (pgbouncer): no named prepared statements and no startup options on the
   * pooled connections (the pooler hands each transaction a different server connection, and pgbouncer 1.18 refuses
   * unknown startup parameters); LISTEN and the migrations go to `directUrl` instead.
   */
  pooler?: boolean;
  /** A connection straight to PostgreSQL (DATABASE_DIRECT_URL) for LISTEN and the migrations; default databaseUrl. */
  directUrl?: string | undefined;
};

/**
 * PostgreSQL settings of the embedded database (PGlite), after PGlite's own (fsync off, single user, no parallel
 * workers). Every PGlite instance opens with these: the server's, the seed CLI's and the tests'.
 *
 * PGlite allocates PostgreSQL's shared memory inside its WebAssembly heap and zero-fills it at start, so the whole
 * of shared_buffers is resident from the first second, and a WebAssembly heap never gives memory back. With
 * PostgreSQL's default of 128MB the idle server on PGlite held about 150 MB of heap; with 16MB about 30 MB
 * (`npm run bench -- memory`, issue 10). The demo data is about 26 MB of tables and indexes; pages that do not fit
 * are read back from the operating system's file cache, and scanning the four largest tables twice took no longer
 * than with 128MB. wal_buffers follows (1/32 of shared_buffers: 512kB).
 * Only speed and memory depend on these; durability settings (fsync, relaxedDurability) are left as PGlite has
 * them. initialMemory cannot go lower: the WebAssembly module asks for at least 128 MB of address space, most of
 * it never touched.
 */
export function pgliteStartParams(defaults: readonly string[]): string[] {
  return [...defaults, '-c', 'shared_buffers=16MB'];
}

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const directUrl = opts.directUrl ?? opts.databaseUrl;
    namedStatements = !opts.pooler;
    const settings = [
      ...(opts.parallelWorkers === undefined ? [] : [`-c max_parallel_workers_per_gather=${opts.parallelWorkers}`]),
      ...(opts.statementTimeoutMs === undefined ? [] : [`-c statement_timeout=${opts.statementTimeoutMs}`]),
    ];
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: opts.poolSize ?? 10,
      ...(opts.poolWaitMs === undefined ? {} : { connectionTimeoutMillis: opts.poolWaitMs }),
      // Behind a pooler these are its settings (README "Deployment": pgbouncer's connect_query or ALTER ROLE … SET).
      ...(settings.length === 0 || opts.pooler ? {} : { options: settings.join(' ') }),
    });
    // Without a listener, a connection that the server terminates (a restart, a failover, a dropped database) is an
    // uncaught 'error' event that takes the whole process down. pg-pool listens only while a connection is idle
    // ('error' on the pool); one lent to a query has none (node-postgres issues 2439, 3202), so every connection
    // gets its own for its whole life. The query on it fails (that request answers 503), the pool discards it on
    // release and opens a new one on the next query: only worth a log line.
    pool.on('error', (err) => opts.onIdleError?.(err));
    pool.on('connect', (client) => client.on('error', (err) => opts.onIdleError?.(err)));
    const db = drizzlePg({ client: pool, casing: 'snake_case' }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: async () => {
        // A connection of its own: through a pooler the migration's statements could land on several server
        // connections, and the pool's statement timeout (a few seconds) would stop a long index build.
        const direct = new pg.Client({ connectionString: directUrl });
        direct.on('error', (err) => opts.onIdleError?.(err));
        await direct.connect();
        try {
          await migratePg(drizzlePg({ client: direct, casing: 'snake_case' }), { migrationsFolder });
        } finally {
          await direct.end().catch(() => undefined);
        }
      },
      pending: () => pendingMigrations(db),
      close: () => pool.end(),
      // A connection of its own (a pooled one would be handed to other queries): LISTEN holds it.
      listen: async (channel, onNotify, onGap) => {
        if (!CHANNEL.test(channel)) throw new Error(`invalid channel ${channel}`);
        let stopped = false;
        let listener: pg.Client | null = null;
        let retry: ReturnType<typeof setTimeout> | null = null;
        const connect = async () => {
          const client = new pg.Client({ connectionString: directUrl });
          client.on('error', (err) => opts.onIdleError?.(err));
          client.on('notification', (message) => {
            if (message.channel === channel) onNotify(message.payload ?? '');
          });
          client.on('end', () => {
            if (!stopped && listener === client) reopen(1_000);
          });
          try {
            await client.connect();
            await client.query(`listen ${channel}`);
          } catch (err) {
            await client.end().catch(() => undefined);
            throw err;
          }
          listener = client;
        };
        // The connection was lost (a restart, a failover, an administrator's termination): listen again.
        const reopen = (delayMs: number) => {
          listener = null;
          if (stopped || retry) return;
          retry = setTimeout(() => {
            retry = null;
            if (stopped) return;
            connect().then(
              () => onGap?.(),
              (err: unknown) => {
                opts.onIdleError?.(err instanceof Error ? err : new Error(String(err)));
                reopen(Math.min(delayMs * 2, 5_000));
              },
            );
          }, delayMs);
          retry.unref();
        };
        await connect();
        return async () => {
          stopped = true;
          if (retry) clearTimeout(retry);
          await listener?.end().catch(() => undefined);
        };
      },
    };
  }
  // No dataDir: in memory (tests).
  // PGlite and its Drizzle driver load only here: a server on PostgreSQL never holds their code (about 0.5 MB of
  // source and what V8 compiles of it).
  const [{ PGlite }, { pg_trgm }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  // pg_trgm: the trigram index of opportunity search (migration 0005 creates the extension).
  const options = { extensions: { pg_trgm }, startParams: pgliteStartParams(PGlite.defaultStartParams) };
  const client = opts.dataDir ? await PGlite.create(opts.dataDir, options) : await PGlite.create(options);
  const pgl = drizzlePglite({ client, casing: 'snake_case' });
  return {
    db: pgl as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(pgl, { migrationsFolder }),
    pending: () => pendingMigrations(pgl as unknown as Db),
    close: () => client.close(),
    listen: (channel, onNotify) => listenPglite(client, channel, onNotify),
  };
}

/** PGlite is one process's database: LISTEN/NOTIFY reach every listener of that instance. */
export async function listenPglite(client: PGlite, channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>> {
  if (!CHANNEL.test(channel)) throw new Error(`invalid channel ${channel}`);
  return client.listen(channel, onNotify);
}

let journal: Promise<number[]> | undefined;

/**
 * The committed migrations this database has not applied: Drizzle's migrator applies those whose folder time
 * (meta/_journal.json `when`) is later than the newest it recorded in drizzle.__drizzle_migrations.
 */
export async function pendingMigrations(db: Db): Promise<number> {
  journal ??= readFile(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8').then((text) =>
    (JSON.parse(text) as { entries: { when: number }[] }).entries.map((e) => e.when),
  );
  const [table] = await queryRows<{ present: boolean }>(db, sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`);
  const whens = await journal;
  if (!table?.present) return whens.length;
  const [last] = await queryRows<{ at: string | null }>(db, sql`select max(created_at)::text as at from drizzle.__drizzle_migrations`);
  const applied = Number(last?.at ?? 0);
  return whens.filter((when) => when > applied).length;
}

/** Runs raw SQL and returns its rows (PGlite and node-postgres both answer `{ rows }`). */
export async function queryRows<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * Named prepared statements are on unless this process's database sits behind a pooler in transaction mode
 * (DatabaseOptions.pooler): there a statement prepared on one server connection is unknown to the next.
 * One process has one database configuration, so this is the process's setting (openDatabase sets it).
 */
let namedStatements = true;

/** The name a statement is prepared under: `name`, or '' (an unnamed statement: parsed each time) behind a pooler. */
export function preparedName(name: string): string {
  return namedStatements ? name : '';
}

/** statementName's answers by query text (a hot list has a few shapes; hashing each request's text was 0.7% of my-accounts' server CPU). */
const statementNames = new Map<string, string>();

/**
 * The name a hot list query is prepared under on PostgreSQL: one per query text, so a pooled connection parses
 * (and, once PostgreSQL settles on a generic plan, plans) each shape once instead of on every request. Measured on
 * the large seed (issue 10): the planning of a brand-wide page query cost about as much as running it.
 */
export function statementName(text: string): string {
  if (!namedStatements) return '';
  let name = statementNames.get(text);
  if (name === undefined) {
    name = `q_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    // A few shapes a hot list has (filters, page window); a text past the bound is hashed again, still correct.
    if (statementNames.size < 1_000) statementNames.set(text, name);
  }
  return name;
}

const dialect = new PgDialect({ casing: 'snake_case' });

/**
 * queryRows as a named prepared statement on node-postgres (see statementName); on PGlite, or inside a transaction
 * handle, the plain query. For the few hot list queries only: every shape stays prepared on every pooled connection.
 */
export async function queryRowsPrepared<T>(db: Db | Tx, query: SQL, options: { leanRows?: boolean } = {}): Promise<T[]> {
  const client = (db as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool) || !namedStatements) return queryRows<T>(db, query);
  const { sql: text, params } = dialect.sqlToQuery(query);
  // leanRows: timestamptz as ISO strings and text[] split cheaply (lean-row-types.ts); the caller reads both shapes.
  const result = await client.query<T & pg.QueryResultRow>({ name: statementName(text), text, values: params, ...(options.leanRows ? { types: LEAN_ROW_TYPES } : {}) });
  return result.rows;
}

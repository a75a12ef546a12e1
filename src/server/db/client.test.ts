// The PostgreSQL pool survives the server terminating its idle connections (a restart, a failover, a dropped
// database): the process keeps running, the loss is reported, and the next query opens a fresh connection.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from './client';
import { BACKENDS } from '../testing/harness';

const postgres = BACKENDS.find((b) => b.name === 'postgres');

describe.skipIf(!postgres)('PostgreSQL pool', () => {
  it('reports a terminated idle connection instead of crashing, and reconnects on the next query', async () => {
    const url = postgres?.url ?? '';
    const tag = `pool-test-${process.pid}-${Date.now()}`;
    const withName = new URL(url);
    withName.searchParams.set('application_name', tag);
    const reported: Error[] = [];
    const database = await openDatabase({ databaseUrl: withName.toString(), poolSize: 1, onIdleError: (e) => reported.push(e) });
    try {
      const [first] = await queryRows<{ pid: number }>(database.db, sql`select pg_backend_pid() as pid`);
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1', [tag]);
      await admin.end();
      await expect.poll(() => reported.length, { timeout: 5000 }).toBeGreaterThan(0);
      expect(reported[0]?.message).toMatch(/terminating connection/);
      const [second] = await queryRows<{ pid: number }>(database.db, sql`select pg_backend_pid() as pid`);
      expect(second?.pid).not.toBe(first?.pid);
    } finally {
      await database.close();
    }
  });

  it('sets the parallel workers per query on every connection when asked, and keeps the server’s setting otherwise', async () => {
    const url = postgres?.url ?? '';
    const setting = async (parallelWorkers: number | undefined) => {
      const database = await openDatabase({ databaseUrl: url, poolSize: 2, parallelWorkers });
      try {
        const [row] = await queryRows<{ workers: string }>(database.db, sql`select current_setting('max_parallel_workers_per_gather') as workers`);
        return row?.workers;
      } finally {
        await database.close();
      }
    };
    expect(await setting(0)).toBe('0');
    expect(await setting(3)).toBe('3');
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const { rows } = await admin.query<{ workers: string }>("select current_setting('max_parallel_workers_per_gather') as workers");
    await admin.end();
    expect(await setting(undefined)).toBe(rows[0]?.workers);
  });
});

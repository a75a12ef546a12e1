// Throwaway places for a server's data: a PGlite folder, or a PostgreSQL database beside the bench one.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { BENCH_DATABASE_URL } from './bench-database';

export function tempDataDir(label: string): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), `sales-console-bench-${label}-`));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * A new empty database on the bench database's PostgreSQL server (dropped by remove), or null with the reason
 * when that server does not answer.
 */
export async function tempPostgresDatabase(label: string): Promise<{ url: string; remove: () => Promise<void> } | { unavailable: string }> {
  const name = `sales_console_bench_${label}_${process.pid}`;
  const admin = new URL(BENCH_DATABASE_URL);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString(), connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query(`drop database if exists ${name}`);
    await client.query(`create database ${name}`);
  } catch (e) {
    await client.end().catch(() => undefined);
    return { unavailable: `PostgreSQL at ${admin.host} did not answer (${(e as Error).message})` };
  }
  const url = new URL(BENCH_DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    remove: async () => {
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

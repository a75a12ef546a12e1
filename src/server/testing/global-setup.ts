import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';

/**
 * vitest globalSetup: migrates one template database per backend, once per run, so that each server test
 * file copies a migrated database instead of building one (a fresh PGlite runs initdb: seconds per database;
 * loading a dumped data directory: a fraction of a second).
 *
 * - PGlite: a migrated in-memory database, dumped to a tar file; the harness loads it per database.
 * - PostgreSQL (TEST_DATABASE_URL): `<db>_<runId>_tpl`, migrated; the harness copies it with
 *   `CREATE DATABASE … TEMPLATE`. Every database of the run is named `<db>_<runId>_…` (two runs cannot
 *   collide) and teardown drops whatever is left with that prefix.
 */
declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of the dumped data directory of a migrated PGlite database. */
    pgliteTemplate: string;
    /** Name prefix of this run's PostgreSQL databases ('' without TEST_DATABASE_URL). */
    pgRunPrefix: string;
    /** Name of this run's migrated PostgreSQL template database ('' without TEST_DATABASE_URL). */
    pgTemplate: string;
  }
}

export function adminUrl(url: string, database = 'postgres'): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

async function dropRunDatabases(url: string, prefix: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl(url) });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>('select datname from pg_database where starts_with(datname, $1)', [prefix]);
    for (const { datname } of rows) await admin.query(`drop database if exists "${datname}" with (force)`);
  } finally {
    await admin.end();
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const runId = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const dir = mkdtempSync(path.join(tmpdir(), 'vitest-db-'));

  const pglite = async () => {
    const database = await openDatabase({});
    try {
      await database.migrate();
      const client = (database.db as unknown as { $client: PGlite }).$client;
      const dump = await client.dumpDataDir('none');
      const file = path.join(dir, 'pglite-template.tar');
      writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
      return file;
    } finally {
      await database.close();
    }
  };

  const url = process.env.TEST_DATABASE_URL || undefined;
  const base = url ? new URL(url).pathname.slice(1) || 'test' : '';
  const prefix = url ? `${base}_${runId}_`.toLowerCase() : '';
  const template = url ? `${prefix}tpl` : '';
  const postgres = async () => {
    if (!url) return;
    const admin = new pg.Client({ connectionString: adminUrl(url) });
    await admin.connect();
    try {
      await admin.query(`create database "${template}"`);
    } finally {
      await admin.end();
    }
    const database = await openDatabase({ databaseUrl: adminUrl(url, template), poolSize: 1 });
    try {
      await database.migrate();
    } finally {
      await database.close();
    }
  };

  const [pgliteTemplate] = await Promise.all([pglite(), postgres()]);
  project.provide('pgliteTemplate', pgliteTemplate);
  project.provide('pgRunPrefix', prefix);
  project.provide('pgTemplate', template);

  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (url) await dropRunDatabases(url, prefix);
  };
}

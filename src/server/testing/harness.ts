import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { InjectOptions } from 'fastify';
import pg from 'pg';
import { describe, inject } from 'vitest';
import { buildApp } from '../app';
import { testConfig, type Config } from '../config';
import { listenPglite, openDatabase, pendingMigrations, pgliteStartParams, type Database } from '../db/client';
import type { AppInstance } from '../http';
import { CONSOLE_REQUEST_HEADERS } from '../../domain/auth/console-request';
import type { Mailer, MailMessage } from '../mail/mailer';
import type {} from './global-setup';

const migrationsFolder = fileURLToPath(new URL('../db/migrations', import.meta.url));

/**
 * Server tests run against real databases: embedded PGlite always, and a real PostgreSQL server when
 * TEST_DATABASE_URL is set (CI sets it when PostgreSQL answers on 127.0.0.1:5432). Each test file gets
 * a fresh, migrated database of its own: a copy of the run's migrated template (global-setup.ts), made in a
 * fraction of a second instead of running initdb and the migrations per database.
 */
export type Backend = { name: 'pglite' | 'postgres'; url?: string };

// The test harness is not the app (lint exempts src/server/testing): it picks the test backends.
const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;

export const BACKENDS: Backend[] = [{ name: 'pglite' }, ...(testDatabaseUrl ? [{ name: 'postgres' as const, url: testDatabaseUrl }] : [])];

if (!testDatabaseUrl && !(globalThis as { __warnedNoPg?: boolean }).__warnedNoPg) {
  (globalThis as { __warnedNoPg?: boolean }).__warnedNoPg = true;
  console.warn('TEST_DATABASE_URL is not set: server tests run on PGlite only.');
}

/**
 * Which backends a suite of `describeEachBackend` runs on (TEST_BACKENDS):
 * - `split` (the default): one backend per suite, PGlite or PostgreSQL by a hash of the suite's name, so the run
 *   covers both backends (about half the suites each) in half the time. On the 2-core CI machine every server
 *   suite ran twice, which was about half of the unit phase and pushed `.ci/run` towards its 30 minutes. What the
 *   engines could answer differently (concurrency and locks, parity of SQL with its domain twin, the sync contract,
 *   migrations, random-model walks) is in suites that use `describeOnBothBackends` and always run on both.
 * - `both`: every suite on every backend, as before (`TEST_BACKENDS=both npm run test:unit` before a release).
 * Without TEST_DATABASE_URL there is only PGlite, and every suite runs there.
 */
const backendPlan = process.env.TEST_BACKENDS === 'both' ? 'both' : 'split';

/** FNV-1a of the suite's name: a stable choice, the same on every run and machine. */
function nameHash(name: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < name.length; i++) hash = Math.imul(hash ^ name.charCodeAt(i), 0x01000193) >>> 0;
  return hash;
}

/** The backends `describeEachBackend` runs a suite of this name on (see TEST_BACKENDS above). */
export function backendsFor(name: string): Backend[] {
  if (backendPlan === 'both' || BACKENDS.length === 1) return BACKENDS;
  return [BACKENDS[nameHash(name) % BACKENDS.length] as Backend];
}

/**
 * Runs the suite on the run's backends for it: `describeEachBackend('contacts', (backend) => { ... })`. With
 * PostgreSQL configured, that is one of the two (by the suite's name) unless TEST_BACKENDS=both; see backendPlan.
 */
export function describeEachBackend(name: string, suite: (backend: Backend) => void): void {
  for (const backend of backendsFor(name)) describe(`${name} [${backend.name}]`, () => suite(backend));
}

/**
 * Runs the suite on every configured backend, whatever TEST_BACKENDS says: for what the two engines could answer
 * differently (concurrent writers and locks, SQL twins of domain rules, the sync contract, migrations, model walks).
 */
export function describeOnBothBackends(name: string, suite: (backend: Backend) => void): void {
  for (const backend of BACKENDS) describe(`${name} [${backend.name}]`, () => suite(backend));
}

/**
 * For the route walks and the demo-parity check (every route × every role, or the whole demo seed): what they test is
 * the routes' rules, not the database engine, and the rest of the suite runs on both. They run once, on PostgreSQL
 * when it is configured (CI), else on PGlite — on both they took about two minutes of the 30-minute CI budget.
 */
export function describeOnOneBackend(name: string, suite: (backend: Backend) => void): void {
  const backend = BACKENDS[BACKENDS.length - 1] as Backend;
  describe(`${name} [${backend.name}]`, () => suite(backend));
}

/** This run's migrated templates (global-setup.ts); absent when the harness runs without that globalSetup. */
function provided<K extends 'pgliteTemplate' | 'pgRunPrefix' | 'pgTemplate'>(key: K): string | undefined {
  try {
    return inject(key) || undefined;
  } catch {
    return undefined;
  }
}

let pgliteDump: Promise<Blob> | undefined;

/** A migrated PGlite database: loaded from the run's dumped template, or built and migrated without one. */
async function openPgliteDatabase(): Promise<Database> {
  const template = provided('pgliteTemplate');
  if (!template) {
    const database = await openDatabase({});
    await database.migrate();
    return database;
  }
  pgliteDump ??= readFile(template).then((bytes) => new Blob([bytes]));
  // Same extensions and settings as db/client.ts (pg_trgm: migration 0005 creates it).
  const client = await PGlite.create({ extensions: { pg_trgm }, startParams: pgliteStartParams(PGlite.defaultStartParams), loadDataDir: await pgliteDump });
  const db = drizzlePglite({ client, casing: 'snake_case' });
  return {
    db: db as unknown as Database['db'],
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    pending: () => pendingMigrations(db as unknown as Database['db']),
    close: () => client.close(),
    listen: (channel, onNotify) => listenPglite(client, channel, onNotify),
  };
}

/** CREATE DATABASE … TEMPLATE refuses while another session is connected to the template; retry briefly. */
async function createDatabase(admin: pg.Client, name: string, template: string | undefined): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.query(`create database "${name}"${template ? ` template "${template}"` : ''}`);
      return;
    } catch (err) {
      if (attempt >= 20 || !template || !/being accessed by other users/.test(String(err))) throw err;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** A fresh migrated database of its own: a copy of the run's template, so every test starts from the same state. */
export async function openTestDatabase(backend: Backend): Promise<Database> {
  if (backend.name === 'pglite' || !backend.url) return openPgliteDatabase();
  const template = provided('pgTemplate');
  const prefix = provided('pgRunPrefix') ?? 't_';
  const dbName = `${prefix}${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: backend.url });
  await admin.connect();
  try {
    await createDatabase(admin, dbName, template);
  } finally {
    await admin.end();
  }
  const url = new URL(backend.url);
  url.pathname = `/${dbName}`;
  // A test database is thrown away at the end of its file: its commits need not wait for the disk (about 1 ms each
  // on the CI machine, against 0.07 ms). What a transaction sees is unchanged; only a crash could lose a commit.
  url.searchParams.set('options', '-c synchronous_commit=off');
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 5 });
  if (!template) await database.migrate();
  return {
    ...database,
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: backend.url });
      await dropper.connect();
      await dropper.query(`drop database if exists "${dbName}" with (force)`);
      await dropper.end();
    },
  };
}

/** The mail edge as a test double: records what would have been sent. */
export function memoryMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    transport: 'log',
    sent,
    async send(message) {
      sent.push(message);
    },
  };
}

export type TestServer = {
  app: AppInstance;
  database: Database;
  mailer: ReturnType<typeof memoryMailer>;
  config: Config;
  close: () => Promise<void>;
};

const rawInjects = new WeakMap<AppInstance, AppInstance['inject']>();

/**
 * Tests call the server as the console does: `app.inject` adds the console's request header (request defence,
 * issue 56) unless the test sends its own. `injectFromElsewhere` is the untouched inject, for requests that
 * must prove what a request without the header meets (the cross-site walk, the app's own transports).
 */
export function asConsole(app: AppInstance): AppInstance {
  const raw = app.inject.bind(app);
  rawInjects.set(app, raw);
  const inject = (options?: InjectOptions | string) => {
    if (options === undefined) return raw();
    const opts = typeof options === 'string' ? { url: options } : options;
    return raw({ ...opts, headers: { ...CONSOLE_REQUEST_HEADERS, ...opts.headers } });
  };
  app.inject = inject as AppInstance['inject'];
  return app;
}

export function injectFromElsewhere(app: AppInstance): AppInstance['inject'] {
  return rawInjects.get(app) ?? app.inject.bind(app);
}

export async function startTestServer(backend: Backend, overrides: Partial<Config> = {}): Promise<TestServer> {
  const database = await openTestDatabase(backend);
  const config = testConfig({ staticDir: '/nonexistent', ...overrides });
  const mailer = memoryMailer();
  const app = asConsole(await buildApp({ config, database, mailer }, { logger: false }));
  return {
    app,
    database,
    mailer,
    config,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

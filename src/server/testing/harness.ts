import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { describe } from 'vitest';
import { buildApp } from '../app';
import { testConfig, type Config } from '../config';
import { openDatabase, type Database } from '../db/client';
import type { AppInstance } from '../http';
import type { Mailer, MailMessage } from '../mail/mailer';

/**
 * Server tests run against real databases: embedded PGlite always, and a real PostgreSQL server when
 * TEST_DATABASE_URL is set (CI sets it when PostgreSQL answers on 127.0.0.1:5432). Each test file gets
 * a fresh, migrated database of its own.
 */
export type Backend = { name: 'pglite' | 'postgres'; url?: string };

// The test harness is not the app (lint exempts src/server/testing): it picks the test backends.
const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;

export const BACKENDS: Backend[] = [{ name: 'pglite' }, ...(testDatabaseUrl ? [{ name: 'postgres' as const, url: testDatabaseUrl }] : [])];

if (!testDatabaseUrl && !(globalThis as { __warnedNoPg?: boolean }).__warnedNoPg) {
  (globalThis as { __warnedNoPg?: boolean }).__warnedNoPg = true;
  console.warn('TEST_DATABASE_URL is not set: server tests run on PGlite only.');
}

/** Runs the suite once per backend: `describeEachBackend('contacts', (ctx) => { ... })`. */
export function describeEachBackend(name: string, suite: (backend: Backend) => void): void {
  for (const backend of BACKENDS) describe(`${name} [${backend.name}]`, () => suite(backend));
}

export async function openTestDatabase(backend: Backend): Promise<Database> {
  if (backend.name === 'pglite' || !backend.url) {
    const database = await openDatabase({});
    await database.migrate();
    return database;
  }
  const dbName = `t_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: backend.url });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  await admin.end();
  const url = new URL(backend.url);
  url.pathname = `/${dbName}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 5 });
  await database.migrate();
  return {
    ...database,
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: backend.url });
      await dropper.connect();
      await dropper.query(`drop database if exists ${dbName} with (force)`);
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

export async function startTestServer(backend: Backend, overrides: Partial<Config> = {}): Promise<TestServer> {
  const database = await openTestDatabase(backend);
  const config = testConfig({ staticDir: '/nonexistent', ...overrides });
  const mailer = memoryMailer();
  const app = await buildApp({ config, database, mailer }, { logger: false });
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

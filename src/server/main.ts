import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { acquireDataDirLock, DataDirLockedError } from './db/lock';
import { buildApp } from './app';
import { logMailer, smtpMailer } from './mail/mailer';
import { seedIfEmpty } from './seed/seed';
import { queryRows } from './db/client';
import { sql } from 'drizzle-orm';
import { DEMO_USERS } from './seed/demo-users';
import pino from 'pino';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The argument of the child process that runs the embedded database's first migrations and demo seed. */
const FIRST_START_ARG = '--embedded-first-start';

/**
 * A first start migrates and writes the demo in a child process (issue 10, embedded database memory). Writing the
 * demo grows PGlite's WebAssembly heap to about 1 GB, and such a heap is never given back while its instance lives:
 * in the server's own process it idled at about 390 MB after a first start, against about 270 MB after a later one
 * (a worker thread gave back only part of it). On PostgreSQL the demo's rows pass through the server's V8 heap,
 * whose pages V8 keeps once committed: 174 MB idle after a first start against 147 MB after a restart. The child's
 * memory goes with the child; the server then opens the database as a later start does.
 */
function firstStartInChild(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), [...process.argv.slice(2), FIRST_START_ARG], { stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`The embedded database's first start ended with ${signal ?? `code ${code}`}`))));
  });
}

async function firstStart(): Promise<void> {
  const config = loadConfig();
  const log = pino({ level: config.logLevel });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.databaseUrl ? undefined : config.dataDir, poolSize: 2 });
  try {
    await database.migrate();
    await seedIfEmpty(database.db, config, log);
  } finally {
    await database.close();
  }
}

/**
 * True when a PostgreSQL database has no users yet (no tables, or tables and no user): the demo seed would write it
 * all, so it runs in a child. A database with users (a restart, or data of its own) is only migrated, in-process.
 */
async function postgresNeedsDemo(database: Awaited<ReturnType<typeof openDatabase>>): Promise<boolean> {
  const [table] = await queryRows<{ present: boolean }>(database.db, sql`select to_regclass('users') is not null as present`);
  if (!table?.present) return true;
  const [user] = await queryRows<{ found: boolean }>(database.db, sql`select exists (select 1 from users) as found`);
  return user?.found !== true;
}

async function main(): Promise<void> {
  const config = loadConfig();
  const log = pino({ level: config.logLevel });
  let releaseLock: (() => void) | undefined;
  if (!config.databaseUrl) {
    try {
      releaseLock = acquireDataDirLock(config.dataDir);
    } catch (e) {
      if (e instanceof DataDirLockedError) {
        console.error(e.message);
        process.exit(1);
      }
      throw e;
    }
  }

  const started = Date.now();
  // A folder without PG_VERSION holds no database yet (PGlite creates one there).
  if (!config.databaseUrl && !existsSync(path.join(config.dataDir, 'PG_VERSION'))) await firstStartInChild();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : config.dataDir,
    poolSize: config.dbPoolSize,
    parallelWorkers: config.dbParallelWorkers,
    onIdleError: (err) => log.warn({ err }, 'PostgreSQL closed an idle connection; the pool opens a new one when needed'),
  });
  if (config.databaseUrl && config.seed === 'demo' && (await postgresNeedsDemo(database))) await firstStartInChild();
  await database.migrate();
  const seeded = await seedIfEmpty(database.db, config, log);
  const mailer = config.smtpUrl ? await smtpMailer(config.smtpUrl, config.mailFrom) : logMailer(log);
  const app = await buildApp({ config, database, mailer }, { logger: { level: config.logLevel } });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: draining connections and closing the database`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      await database.close();
    } finally {
      releaseLock?.();
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PostgreSQL in ${config.dataDir}`;
  const lines = [
    '',
    `Sales console (${config.platform}) is running on http://localhost:${config.port}  [${where}, ready in ${Date.now() - started} ms]`,
  ];
  if (seeded.demo) {
    lines.push(`Demo sign-ins (password: ${config.demoPassword === 'demo' ? 'demo' : 'the DEMO_PASSWORD you set'}):`);
    for (const u of DEMO_USERS) lines.push(`  ${u.username.padEnd(18)} ${u.what}`);
  }
  console.log(lines.join('\n'));
}

(process.argv.includes(FIRST_START_ARG) ? firstStart() : main()).catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});

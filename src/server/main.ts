import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { acquireDataDirLock, DataDirLockedError } from './db/lock';
import { buildApp } from './app';
import { logMailer, smtpMailer } from './mail/mailer';
import { seedIfEmpty } from './seed/seed';
import { queryRows } from './db/client';
import { sql } from 'drizzle-orm';
import { DEMO_USERS } from './seed/demo/demo-users';
import pino from 'pino';
import { isDatabaseUnavailable } from './db/unavailable';
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

/** Graceful stop (SIGTERM): in-flight requests get this long, the database close after them this long, all of it at most the bound. */
const DRAIN_MS = 6_000;
const DB_CLOSE_MS = 1_500;
const SHUTDOWN_BOUND_MS = 9_000;

/** 'done' when `promise` settles within `ms` (resolved or rejected), 'late' otherwise. */
async function settleWithin(promise: Promise<unknown>, ms: number): Promise<'done' | 'late'> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), ms);
  });
  try {
    return await Promise.race([promise.then(() => 'done' as const, () => 'done' as const), late]);
  } finally {
    clearTimeout(timer);
  }
}

/** A database connection lost (pooled, idle or in use, or listening): one warning per burst, not one per connection. */
function connectionLost(log: pino.Logger): (err: Error) => void {
  let last = 0;
  return (err) => {
    if (Date.now() - last < 5_000) return;
    last = Date.now();
    log.warn({ err: { message: err.message, code: (err as { code?: unknown }).code } }, 'PostgreSQL connection lost; the pool opens new ones when the database answers');
  };
}

/**
 * The last resort (issue 54): an error nothing handled. A database that went away is not a reason to stop (its
 * requests already answered 503); any other uncaught exception leaves the process in an unknown state, so it exits
 * non-zero for its supervisor to restart it. A rejected promise nobody awaited is logged and the process goes on.
 */
function lastResort(log: pino.Logger): void {
  process.on('uncaughtException', (err) => {
    if (isDatabaseUnavailable(err)) {
      log.warn({ err }, 'uncaught database connection error (the process goes on)');
      return;
    }
    log.fatal({ err }, 'uncaught exception: exiting');
    process.exit(70);
  });
  process.on('unhandledRejection', (reason) => {
    if (isDatabaseUnavailable(reason)) log.warn({ err: reason }, 'unhandled rejection: database unavailable');
    else log.error({ err: reason }, 'unhandled rejection');
  });
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
    ...(config.dbStatementTimeoutMs > 0 ? { statementTimeoutMs: config.dbStatementTimeoutMs } : {}),
    poolWaitMs: config.dbPoolWaitMs,
    pooler: config.dbPooler === 'transaction',
    directUrl: config.databaseDirectUrl,
    onIdleError: connectionLost(log),
  });
  lastResort(log);
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
    // Issue 54: the whole stop within SHUTDOWN_BOUND_MS whatever happens (a request stuck on a lock, a database or
    // data folder that went away): in-flight requests get DRAIN_MS to finish (streams end at once, live-feed.ts),
    // then their connections are cut; the database gets what is left. The bound exits 0 too: the stop was asked for.
    const force = setTimeout(() => {
      app.log.warn('shutdown bound reached: exiting');
      process.exit(0);
    }, SHUTDOWN_BOUND_MS);
    force.unref();
    try {
      const closed = app.close();
      if ((await settleWithin(closed, DRAIN_MS)) === 'late') {
        app.log.warn('requests still running after the drain time: closing their connections');
        app.server.closeAllConnections();
        await settleWithin(closed, 500);
      }
      await settleWithin(database.close(), DB_CLOSE_MS);
    } catch (err) {
      app.log.warn({ err }, 'shutdown: an error while closing');
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

import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { acquireDataDirLock, DataDirLockedError } from './db/lock';
import { buildApp } from './app';
import { logMailer, smtpMailer } from './mail/mailer';
import { seedIfEmpty } from './seed/seed';
import { DEMO_USERS } from './seed/demo-users';
import pino from 'pino';

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
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : config.dataDir,
    poolSize: config.dbPoolSize,
    parallelWorkers: config.dbParallelWorkers,
    onIdleError: (err) => log.warn({ err }, 'PostgreSQL closed an idle connection; the pool opens a new one when needed'),
  });
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

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});

/**
 * `npm run seed [-- --scale small|large]` seeds the configured database (DATABASE_URL, or the PGlite folder
 * DATA_DIR), after applying the migrations.
 * - small (default): the demo seed, when the database has no users yet.
 * - large: benchmark volume (100,000 accounts, 400,000+ opportunities) on top of the demo seed; an empty
 *   database gets the demo first. Refused when already applied or when the database is not a demo database.
 * On PGlite it takes the data folder's lock, so it refuses to run while a server uses the folder.
 */
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { acquireDataDirLock, DataDirLockedError } from '../db/lock';
import { seedDemo, demoUsersExist } from './demo/demo';
import { seedLarge, SeedRefusedError } from './generate/large';

function parseScale(argv: readonly string[]): 'small' | 'large' {
  const i = argv.findIndex((a) => a === '--scale' || a.startsWith('--scale='));
  if (i < 0) return 'small';
  const arg = argv[i] ?? '';
  const value = arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : argv[i + 1];
  if (value === 'small' || value === 'large') return value;
  throw new SeedRefusedError(`Unknown scale '${value ?? ''}': use --scale small or --scale large.`);
}

function printRows(rows: Record<string, number>): void {
  for (const [table, n] of Object.entries(rows)) console.log(`  ${table.padEnd(30)} ${n.toLocaleString('en-IN')}`);
}

async function main(): Promise<number> {
  const scale = parseScale(process.argv.slice(2));
  const config = loadConfig();
  let release: (() => void) | undefined;
  if (!config.databaseUrl) release = acquireDataDirLock(config.dataDir);
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.databaseUrl ? undefined : config.dataDir });
  try {
    await database.migrate();
    const started = performance.now();
    const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
    if (scale === 'small') {
      const result = await seedDemo(database.db, { password: config.demoPassword });
      if (!result.seeded) {
        const demo = await demoUsersExist(database.db);
        console.log(demo ? `The database (${where}) already has the demo seed; nothing to do.` : `The database (${where}) already has users; the demo seed is only for an empty database.`);
        return demo ? 0 : 1;
      }
      console.log(`Demo seed written to ${where} in ${seconds()} s:`);
      printRows(result.rows);
      return 0;
    }
    const result = await seedLarge(database, { password: config.demoPassword });
    console.log(`Large seed written to ${where} in ${seconds()} s${result.demoSeeded ? ' (the demo seed first, then the volume)' : ' (on top of the demo seed)'}:`);
    printRows(result.rows);
    return 0;
  } finally {
    await database.close();
    release?.();
  }
}

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    if (e instanceof SeedRefusedError || e instanceof DataDirLockedError) {
      console.error(e.message);
      process.exit(2);
    }
    console.error(e);
    process.exit(1);
  },
);

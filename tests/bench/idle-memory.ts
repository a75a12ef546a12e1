// Idle memory of the server: resident set size 10 s after it is ready, with the demo seed, on PGlite (first
// start and a later start) and on PostgreSQL. Target: under 150 MB.
import { ensureBuilt, memoryOf, serverCommand, sleep, startNodeFlags, startServer, type ServerOptions } from './server-process';
import type { Suite, Table } from './suite';
import { megabytes } from './table';
import { tempDataDir, tempPostgresDatabase } from './temp-data';

const PORT = Number(process.env.BENCH_MEMORY_PORT) || 8402;
const IDLE_MS = 10_000;
const TARGET_MB = 150;
/**
 * Node 24 sizes the young generation from the machine's memory (up to 64 MB semi-spaces on a 24 GiB machine), which
 * alone adds about 100 MB of resident memory to an idle server. When `npm start` does not cap it, the suite also
 * shows the server with this cap, for comparison.
 */
const SEMI_SPACE_FLAG = '--max-semi-space-size=8';

async function idleRss(options: ServerOptions): Promise<{ rssKb: number; peakKb: number }> {
  const server = await startServer(options);
  try {
    await sleep(IDLE_MS);
    return memoryOf(server.pid);
  } finally {
    await server.stop();
  }
}

function row(label: string, m: { rssKb: number; peakKb: number }): string[] {
  const ok = m.rssKb / 1024 < TARGET_MB;
  return [label, megabytes(m.rssKb), megabytes(m.peakKb), ok ? 'yes' : 'NO'];
}

async function run(log: (line: string) => void) {
  ensureBuilt(log);
  const rows: string[][] = [];
  const notes: string[] = [];
  const data = tempDataDir('memory');
  try {
    log('PGlite, first start (migrations + demo seed), then 10 s idle...');
    rows.push(row('PGlite, first start (migrate + demo seed)', await idleRss({ port: PORT, dataDir: data.dir, seed: 'demo', readyTimeoutMs: 300_000 })));
    log('PGlite, later start on the same folder, then 10 s idle...');
    rows.push(row('PGlite, later start (existing data)', await idleRss({ port: PORT, dataDir: data.dir, seed: 'demo' })));
    if (!startNodeFlags().some((f) => f.startsWith('--max-semi-space-size'))) {
      log(`PGlite, later start with ${SEMI_SPACE_FLAG} (comparison), then 10 s idle...`);
      const flags = [...startNodeFlags(), SEMI_SPACE_FLAG];
      rows.push(row(`PGlite, later start, node ${SEMI_SPACE_FLAG} (comparison)`, await idleRss({ port: PORT, dataDir: data.dir, seed: 'demo', nodeFlags: flags })));
    }
  } finally {
    data.remove();
  }
  const pgDb = await tempPostgresDatabase('memory');
  if ('unavailable' in pgDb) {
    notes.push(`PostgreSQL not measured: ${pgDb.unavailable}.`);
  } else {
    try {
      log('PostgreSQL, first start on an empty database (migrations + demo seed), then 10 s idle...');
      rows.push(row('PostgreSQL, first start (migrate + demo seed)', await idleRss({ port: PORT, databaseUrl: pgDb.url, seed: 'demo', readyTimeoutMs: 300_000 })));
      log('PostgreSQL, later start, then 10 s idle...');
      rows.push(row('PostgreSQL, later start', await idleRss({ port: PORT, databaseUrl: pgDb.url, seed: 'demo' })));
      if (!startNodeFlags().some((f) => f.startsWith('--max-semi-space-size'))) {
        log(`PostgreSQL, later start with ${SEMI_SPACE_FLAG} (comparison), then 10 s idle...`);
        const flags = [...startNodeFlags(), SEMI_SPACE_FLAG];
        rows.push(row(`PostgreSQL, later start, node ${SEMI_SPACE_FLAG} (comparison)`, await idleRss({ port: PORT, databaseUrl: pgDb.url, seed: 'demo', nodeFlags: flags })));
      }
    } finally {
      await pgDb.remove();
    }
  }
  notes.unshift(
    `VmRSS of the server process (${serverCommand()}, NODE_ENV=production, Node ${process.version}) ${IDLE_MS / 1000} s after /api/readyz first answered, no requests since; peak is VmHWM over its life (the seeding included). Target: under ${TARGET_MB} MB.`,
  );
  const table: Table = { title: 'Server memory at idle', columns: ['Server', 'RSS at idle', 'peak RSS', `< ${TARGET_MB} MB`], rows, notes };
  return { tables: [table] };
}

export const idleMemorySuite: Suite = { name: 'memory', about: 'idle RSS of the server on PGlite (demo seed) and PostgreSQL', run };

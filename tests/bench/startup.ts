// Start-up time of the server on PGlite: a first start on a fresh data folder (migrations + demo seed) and
// later starts on the existing folder, each until /api/readyz answers. (`npm start` also builds first.)
import { ensureBuilt, serverCommand, startServer } from './server-process';
import type { Suite, Table } from './suite';
import { seconds } from './table';
import { tempDataDir } from './temp-data';

const PORT = Number(process.env.BENCH_STARTUP_PORT) || 8403;
const LATER_STARTS = 3;

type Timing = { readyMs: number; reportedMs: number };

/** Time to ready, and the server's own "ready in N ms" (database open, migrations, seed, app build; not Node's boot). */
async function timedStart(dataDir: string, readyTimeoutMs = 120_000): Promise<Timing> {
  const server = await startServer({ port: PORT, dataDir, seed: 'demo', readyTimeoutMs });
  await server.stop();
  return { readyMs: server.readyAfterMs, reportedMs: Number(/ready in (\d+) ms/.exec(server.output())?.[1] ?? NaN) };
}

const both = (t: Timing) => [seconds(t.readyMs), Number.isNaN(t.reportedMs) ? '' : seconds(t.reportedMs)];

async function run(log: (line: string) => void) {
  ensureBuilt(log);
  const data = tempDataDir('startup');
  const rows: string[][] = [];
  try {
    log('First start on a fresh PGlite folder (migrations + demo seed)...');
    rows.push(['first start (fresh folder: migrations + demo seed)', ...both(await timedStart(data.dir, 300_000))]);
    const later: Timing[] = [];
    for (let i = 0; i < LATER_STARTS; i++) {
      log(`Later start ${i + 1} of ${LATER_STARTS}...`);
      later.push(await timedStart(data.dir));
    }
    later.sort((a, b) => a.readyMs - b.readyMs);
    rows.push([`later start (existing folder), median of ${LATER_STARTS}`, ...both(later[Math.floor(later.length / 2)]!)]);
    rows.push(['later start, fastest', ...both(later[0]!)]);
    rows.push(['later start, slowest', ...both(later[later.length - 1]!)]);
  } finally {
    data.remove();
  }
  const table: Table = {
    title: `Start-up on PGlite (${serverCommand()} until /api/readyz answers)`,
    columns: ['Start', 'until /api/readyz', "server's own 'ready in'"],
    rows,
    notes: [
      'Measured from spawning the process to the first 200 from /api/readyz; `npm start` adds the build (npm run build) before this.',
      "The server's own figure (printed at start) counts from opening the database to listening: the rest is Node loading the bundle and its packages.",
    ],
  };
  return { tables: [table] };
}

export const startupSuite: Suite = { name: 'startup', about: 'PGlite first start (migrations + demo seed) and later starts, until ready', run };

// `npm run bench [-- <suite> ...] [--build] [--list]`: runs the benchmark suites (all that can run by default)
// and prints their tables, then all tables together at the end (Markdown, ready for the issue). The long ones
// (ON_REQUEST: a 10-minute soak, a large seed of their own) run only when named.
import { accountsApiSuite } from './accounts-api';
import { machine } from './cpu';
import { explainSuite } from './explain';
import { idleMemorySuite } from './idle-memory';
import { invoicesSuite } from './invoices';
import { lighthouseSuite } from './lighthouse';
import { liveViewSuite } from './live-view';
import { offlineSuite } from './offline';
import { phoneStartSuite } from './phone-start';
import { poolerSuite } from './pooler';
import { soakSuite } from './soak';
import { outboxSuite } from './outbox';
import { pricingSuite } from './pricing';
import { paymentsSuite } from './payments';
import { moneyApiSuite } from './money-api';
import { ensureBuilt } from './server-process';
import { startupSuite } from './startup';
import { uploadsSuite } from './uploads';
import { adSlotsSuite } from './ad-slots';
import { incentivesSuite } from './incentives';
import { reportsSuite } from './reports';
import { callingSuite } from './calling';
import { typeAheadSuite } from './type-ahead';
import type { Suite, Table } from './suite';
import { formatTable } from './table';

const SUITES: Suite[] = [startupSuite, idleMemorySuite, explainSuite, accountsApiSuite, offlineSuite, outboxSuite, lighthouseSuite, phoneStartSuite, invoicesSuite, pricingSuite, paymentsSuite, moneyApiSuite, uploadsSuite, adSlotsSuite, incentivesSuite, reportsSuite, liveViewSuite, callingSuite, typeAheadSuite];
/** Run only when named (`npm run bench -- soak`): each takes a quarter of an hour. */
const ON_REQUEST: Suite[] = [soakSuite, poolerSuite];

const USAGE = `Usage: npm run bench [-- <suite> ...] [--build] [--list]
  suites: ${SUITES.map((s) => s.name).join(', ')} (default and 'all': these)
  only when named: ${ON_REQUEST.map((s) => s.name).join(', ')}
  --build   rebuild dist/ first (npm run build); otherwise it is built only when missing
Environment: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/bench), BENCH_USERS (accounts: manager,agent;
  explain: manager,agent,large-team-leader),
  BENCH_DURATION (15 s), BENCH_WARMUP (3 s), BENCH_CONNECTIONS (50), BENCH_PORT (8401), BENCH_EXPLAIN_PRINT=0 (plans to the file only),
  BENCH_OFFLINE_DATABASE_URL (postgres://postgres@127.0.0.1:5432/bench_offline, created and seeded when missing), BENCH_OFFLINE_PORT (8404),
  BENCH_OFFLINE_FRAMES (a file: the offline search step's long animation frames, marks and a CPU profile),
  BENCH_LIVE_PORT (8407, and the next), BENCH_LIVE_AGENTS (500), BENCH_LIVE_VIEWERS (50), BENCH_LIVE_RATE (50 changes/s),
  BENCH_TYPEAHEAD_PORT (8411), BENCH_TYPEAHEAD_PEOPLE (20), BENCH_TYPEAHEAD_SEARCHES (60), BENCH_TYPEAHEAD_WARMUP (3), BENCH_TYPEAHEAD_READ_MS (1000).`;

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h') || args.includes('--list')) {
    console.log(USAGE);
    for (const s of [...SUITES, ...ON_REQUEST]) console.log(`  ${s.name.padEnd(10)} ${s.about}`);
    return 0;
  }
  const names = args.filter((a) => !a.startsWith('--'));
  const unknown = names.filter((n) => n !== 'all' && ![...SUITES, ...ON_REQUEST].some((s) => s.name === n));
  if (unknown.length) {
    console.error(`Unknown suite(s): ${unknown.join(', ')}\n${USAGE}`);
    return 2;
  }
  const named = [...SUITES, ...ON_REQUEST].filter((s) => names.includes(s.name));
  const chosen = names.length === 0 || names.includes('all') ? [...SUITES, ...named.filter((s) => ON_REQUEST.includes(s))] : named;
  if (args.includes('--build')) ensureBuilt(console.log, true);

  console.log(`Benchmarks: ${chosen.map((s) => s.name).join(', ')}\nMachine: ${machine()}\n`);
  const tables: Table[] = [];
  const skipped: string[] = [];
  let failed = false;
  for (const suite of chosen) {
    const started = performance.now();
    console.log(`## ${suite.name}: ${suite.about}`);
    try {
      const outcome = await suite.run((line) => console.log(`  ${line.replace(/\n/g, '\n  ')}`));
      if ('skipped' in outcome) {
        skipped.push(`${suite.name}: skipped — ${outcome.skipped.split('\n')[0]}`);
        console.log(`Skipped: ${outcome.skipped}\n`);
        continue;
      }
      for (const t of outcome.tables) console.log(`\n${formatTable(t)}\n`);
      tables.push(...outcome.tables);
    } catch (e) {
      failed = true;
      skipped.push(`${suite.name}: FAILED — ${(e as Error).message.split('\n')[0]}`);
      console.error(`${suite.name} failed:`, e);
    }
    console.log(`(${suite.name} took ${((performance.now() - started) / 1000).toFixed(0)} s)\n`);
  }
  console.log(`\n# Benchmark results\n\nMachine: ${machine()}\n`);
  for (const t of tables) console.log(`${formatTable(t)}\n`);
  for (const s of skipped) console.log(`- ${s}`);
  return failed ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    console.error(e);
    process.exit(1);
  },
);

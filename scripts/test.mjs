// `npm test`: the phases in order, stopping at the first failure, then a table of how long each took.
// .ci/run passes the phases it ran before (Chromium install, npm install) in TEST_EARLIER_PHASES as
// "name=seconds;name=seconds" so that the table covers the whole CI run.
import { spawn } from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
// Each inner list runs at once: typecheck (tsc) and lint (eslint) are single-threaded, so on two cores the pair
// takes as long as the longer one (about 40 s saved on the CI machine). The unit run and the fault tests run at once too (below); the rest one after another.
const stages = [
  [
    { name: 'typecheck', steps: [[npm, ['run', '--silent', 'typecheck']]] },
    { name: 'lint', steps: [[npm, ['run', '--silent', 'lint']]] },
  ],
  // The fault tests (tests/faults: PostgreSQL clusters and pgbouncer of their own, one file at a time) spend most of
  // their minute and a half waiting for restarts, stops and pauses. Inside the unit run they held one of its two
  // workers while they waited; beside it, as a process of their own, their waits overlap the other tests' work.
  [
    { name: 'unit/server', steps: [[npm, ['run', '--silent', 'test:unit', '--', '--project', 'server', '--project', 'app']]] },
    { name: 'faults', steps: [[npm, ['run', '--silent', 'test:unit', '--', '--project', 'faults']]] },
  ],
  [{ name: 'build', steps: [[npm, ['run', '--silent', 'build']], [process.execPath, ['scripts/bundle-size.mjs']]] }],
  [{ name: 'browser', steps: [[npm, ['exec', '--', 'playwright', 'test']]] }],
];

/** Runs a phase's steps in order; resolves to its row for the table. */
async function run(phase) {
  const started = process.hrtime.bigint();
  let ok = true;
  for (const [command, args] of phase.steps) {
    const status = await new Promise((resolve) => spawn(command, args, { stdio: 'inherit' }).on('close', resolve));
    if (status !== 0) {
      ok = false;
      break;
    }
  }
  return { name: phase.name, seconds: Number(process.hrtime.bigint() - started) / 1e9, status: ok ? 'ok' : 'FAILED' };
}

const rows = (process.env.TEST_EARLIER_PHASES ?? '')
  .split(';')
  .filter(Boolean)
  .map((entry) => {
    const [name = '?', seconds = '0'] = entry.split('=');
    return { name, seconds: Number(seconds), status: 'ok' };
  });

let failed = false;
// Wall time: the earlier phases', then each stage's (its phases ran at once).
let total = rows.reduce((sum, row) => sum + row.seconds, 0);
for (const stage of stages) {
  if (failed) {
    for (const phase of stage) rows.push({ name: phase.name, seconds: 0, status: 'not run' });
    continue;
  }
  console.log(`\n=== ${stage.map((phase) => phase.name).join(' + ')} ===`);
  const started = process.hrtime.bigint();
  for (const row of await Promise.all(stage.map(run))) {
    rows.push(row);
    if (row.status === 'FAILED') failed = true;
  }
  total += Number(process.hrtime.bigint() - started) / 1e9;
}

/** 59.96 s reads 60.0s; 359.6 s reads 6m 00s (rounded to the second first, so never "5m 60s"). */
function format(seconds) {
  if (seconds < 60) return `${seconds.toFixed(1)}s`;
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}m ${String(whole % 60).padStart(2, '0')}s`;
}
const width = Math.max(...rows.map((row) => row.name.length), 'total'.length);
console.log(`\n${'phase'.padEnd(width)}     time  status`);
for (const row of rows) console.log(`${row.name.padEnd(width)}  ${(row.status === 'not run' ? '-' : format(row.seconds)).padStart(7)}  ${row.status}`);
console.log(`${'total'.padEnd(width)}  ${format(total).padStart(7)}`);
process.exit(failed ? 1 : 0);

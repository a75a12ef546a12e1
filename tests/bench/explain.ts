// EXPLAIN (ANALYZE, BUFFERS) of every list query the account and opportunity screens run, against the large
// seed on PostgreSQL, captured from the server's own functions; flags sequential scans of large tables.
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../src/server/db/client';
import { testConfig } from '../../src/server/config';
import { signIn } from '../../src/server/modules/auth/login.service';
import { benchUsers, resolveUsername } from './bench-users';
import { BENCH_DATABASE_URL, DEMO_PASSWORD, ensurePlannerStatistics, largeSeedMissing, redact } from './bench-database';
import { explainCases } from './explain-cases';
import { isRead, statementCapture, tableRows, type Plan } from './explain-capture';
import type { Suite, Table } from './suite';
import { ms } from './table';

/** A table this large is never read whole by a screen's query. */
const LARGE_TABLE_ROWS = 10_000;
/** A statement slower than this is flagged (the account page's p99 budget is 50 ms for the whole request). */
const SLOW_MS = 20;
const PLANS_FILE = path.join(os.tmpdir(), 'sales-console-explain.txt');

/** The first few names, then how many more (the full plans are in the file). */
function compactList(names: string[], shown = 4): string {
  return names.length <= shown ? names.join(', ') : `${names.slice(0, shown).join(', ')} +${names.length - shown}`;
}

async function run(log: (line: string) => void) {
  const missing = await largeSeedMissing();
  if (missing) return { skipped: missing };
  const database = await openDatabase({ databaseUrl: BENCH_DATABASE_URL, poolSize: 1 });
  // As the server does at start: the plans are those of the current schema (indexes included).
  await database.migrate();
  const analyzed = await ensurePlannerStatistics();
  if (analyzed) log(analyzed);
  const transcript: string[] = [];
  const rows: string[][] = [];
  const problems: string[] = [];
  try {
    const sizes = await tableRows(database.db);
    const capture = statementCapture(database.db);
    const config = testConfig({ loginMaxAttempts: 1000 });
    for (const spec of benchUsers('manager,agent,large-team-leader')) {
      const username = await resolveUsername(database.db, spec);
      const signedIn = await signIn(database.db, config, { username, password: DEMO_PASSWORD, ip: '127.0.0.1', userAgent: 'bench explain', previousToken: undefined });
      for (const c of await explainCases(database.db, signedIn.user, signedIn.token)) {
        const statements = (await capture.during(c.run)).filter(isRead);
        const plans: Plan[] = [];
        for (const s of statements) plans.push(await capture.explain(s));
        const largeSeq = [...new Set(plans.flatMap((p) => p.seqScans).filter((t) => (sizes.get(t) ?? 0) >= LARGE_TABLE_ROWS))];
        const slowest = Math.max(0, ...plans.map((p) => p.executionMs));
        const total = plans.reduce((sum, p) => sum + p.executionMs, 0);
        const flags = [...largeSeq.map((t) => `SEQ SCAN ${t} (${(sizes.get(t) ?? 0).toLocaleString('en-US')} rows)`), ...(slowest > SLOW_MS ? [`SLOW ${ms(slowest)}`] : [])];
        if (flags.length) problems.push(`${c.name} as ${username}: ${flags.join(', ')}`);
        rows.push([c.name, username, String(plans.length), ms(total), ms(slowest), flags.join('; ') || 'ok', compactList([...new Set(plans.flatMap((p) => p.indexes))])]);
        const header = `== ${c.name} — as ${username} — ${plans.length} statement(s)${flags.length ? ` — ${flags.join(', ')}` : ''}`;
        transcript.push(header);
        for (const p of plans) {
          transcript.push(`-- ${p.statement.text.replace(/\s+/g, ' ').trim()}`, `-- params: ${JSON.stringify(p.statement.params)}`, ...p.lines, '');
        }
        log(header);
      }
    }
  } finally {
    await database.close();
  }
  writeFileSync(PLANS_FILE, `${transcript.join('\n')}\n`);
  if (process.env.BENCH_EXPLAIN_PRINT !== '0') log(transcript.join('\n'));
  const table: Table = {
    title: `EXPLAIN (ANALYZE, BUFFERS) of the screens' list queries (${redact(BENCH_DATABASE_URL)})`,
    columns: ['Query (service function as the route calls it)', 'As', 'stmts', 'total', 'slowest', 'flags', 'indexes used'],
    rows,
    notes: [
      ...(analyzed ? [analyzed] : []),
      `Statements captured from the server's own service/repo functions (node-postgres pool), explained with their parameters; flags: a Seq Scan on a table of ${LARGE_TABLE_ROWS.toLocaleString('en-US')}+ rows, a statement over ${SLOW_MS} ms.`,
      `Every plan in full: ${PLANS_FILE}${process.env.BENCH_EXPLAIN_PRINT === '0' ? '' : ' (also printed above)'}.`,
      problems.length ? `Flagged: ${problems.length} — ${problems.join(' | ')}` : 'No sequential scan of a large table; no slow statement.',
    ],
  };
  return { tables: [table] };
}

export const explainSuite: Suite = {
  name: 'explain',
  about: "EXPLAIN (ANALYZE, BUFFERS) of the account/opportunity screens' list queries on the large seed; flags seq scans",
  run,
};

// The payment screen's list at the large seed: p50/p99 of each filter as the route's service runs it (finance sees the
// whole brand; an agent and a large team leader their scope), with EXPLAIN (ANALYZE, BUFFERS) of its statements.
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { testConfig } from '../../src/server/config';
import { openDatabase, queryRows, type Db, type Tx } from '../../src/server/db/client';
import { signIn } from '../../src/server/modules/auth/login.service';
import { searchPayments } from '../../src/server/modules/payments/payment-list.service';
import { serviceContext } from '../../src/server/shared/http/service-context';
import type { PaymentListFilter } from '../../src/domain/payments/payment-list';
import { istDateOf, addDays } from '../../src/domain/format/ist-calendar';
import { benchUsers, resolveUsername } from './bench-users';
import { BENCH_DATABASE_URL, DEMO_PASSWORD, ensurePlannerStatistics, largeSeedMissing, redact } from './bench-database';
import { isRead, statementCapture } from './explain-capture';
import type { Suite, Table } from './suite';
import { count, ms } from './table';

const RUNS = Number(process.env.BENCH_PAYMENT_RUNS || 60);
const PLANS_FILE = path.join(os.tmpdir(), 'sales-console-payments-explain.txt');

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

async function sampleReference(db: Db): Promise<string | undefined> {
  const [row] = await queryRows<{ r: string }>(db, sql`select p.reference_number as r from payments p join milestones m on m.id = p.milestone_id join termsheets t on t.id = m.termsheet_id
      join opportunities o on o.id = t.opportunity_id where o.domain_id = 5 and p.reference_number is not null order by p.id desc limit 1 offset 5000`);
  return row?.r;
}

async function run(log: (line: string) => void) {
  const missing = await largeSeedMissing();
  if (missing) return { skipped: missing };
  const database = await openDatabase({ databaseUrl: BENCH_DATABASE_URL, poolSize: 1 });
  await database.migrate();
  const analyzed = await ensurePlannerStatistics();
  if (analyzed) log(analyzed);
  const db = database.db;
  const [{ n: paymentCount } = { n: 0 }] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from payments`);
  const today = istDateOf(new Date());
  const reference = await sampleReference(db);
  const cases: [string, PaymentListFilter & { page?: number }][] = [
    ['no filter, page 0', {}],
    ['no filter, page 20', { page: 20 }],
    ['status group pending', { statusGroup: 'pending' }],
    ['status group refunded (rare)', { statusGroup: 'refunded' }],
    ['status group approved, last 30 days', { statusGroup: 'approved', from: addDays(today, -30), to: today }],
    ['last 7 days', { from: addDays(today, -7), to: today }],
    ['mode 10 (online link)', { modeId: 10 }],
    ...(reference ? [[`key: reference ${reference}`, { q: reference }] as [string, PaymentListFilter]] : []),
  ];
  const rows: string[][] = [];
  const transcript: string[] = [];
  const capture = statementCapture(db);
  try {
    for (const spec of benchUsers('finance,agent,large-team-leader')) {
      const username = await resolveUsername(db, spec);
      const { user } = await signIn(db, testConfig({ loginMaxAttempts: 1000 }), { username, password: DEMO_PASSWORD, ip: '127.0.0.1', userAgent: 'bench payments', previousToken: undefined });
      const base = await serviceContext(db as unknown as Tx, user);
      for (const [name, filter] of cases) {
        // In a transaction, as the route runs it (runService).
        const query = () => db.transaction((tx) => searchPayments({ ...base, tx }, { page: 0, size: 10, ...filter }));
        const first = await query();
        const times: number[] = [];
        for (let i = 0; i < RUNS; i++) {
          const started = performance.now();
          await query();
          times.push(performance.now() - started);
        }
        times.sort((a, b) => a - b);
        const plans = [];
        // Captured on the pool (the transaction's statements bypass pool.query); the plans are the same statements'.
        const captured = await capture.during(() => searchPayments(base, { page: 0, size: 10, ...filter }));
        for (const s of captured.filter(isRead)) plans.push(await capture.explain(s));
        const seq = [...new Set(plans.flatMap((p) => p.seqScans))];
        const indexes = [...new Set(plans.flatMap((p) => p.indexes))];
        rows.push([name, username, count(first.totalCount) + (first.totalCapped ? '+' : ''), ms(percentile(times, 50)), ms(percentile(times, 99)), seq.length ? `SEQ ${seq.join(', ')}` : 'ok', indexes.slice(0, 4).join(', ')]);
        transcript.push(`== ${name} — as ${username}`);
        for (const p of plans) transcript.push(`-- ${p.statement.text.replace(/\s+/g, ' ').trim()}`, `-- params: ${JSON.stringify(p.statement.params)}`, ...p.lines, '');
        log(`${name} as ${username}: p50 ${ms(percentile(times, 50))}, p99 ${ms(percentile(times, 99))}`);
      }
    }
  } finally {
    await database.close();
  }
  writeFileSync(PLANS_FILE, `${transcript.join('\n')}\n`);
  const table: Table = {
    title: `Payment list (GET /sapna/v1/payment/key-search) at the large seed: ${count(paymentCount)} payments (${redact(BENCH_DATABASE_URL)})`,
    columns: ['Filter', 'As', 'total', 'p50', 'p99', 'seq scans', 'indexes used'],
    rows,
    notes: [
      `${RUNS} runs of the route's service function (page + capped count) per case, one connection, after one warm-up run.`,
      `EXPLAIN (ANALYZE, BUFFERS) of every statement: ${PLANS_FILE}.`,
    ],
  };
  return { tables: [table] };
}

export const paymentsSuite: Suite = {
  name: 'payments',
  about: 'the payment list at the large seed: p50/p99 per filter and scope, with EXPLAIN',
  run,
};

// Issue 9 figures: approval-page (its two lists and an approval's details) and the payment list for finance at the
// large seed, over HTTP (autocannon) beside a trivial route of the same server in the same run, each with EXPLAIN
// (ANALYZE, BUFFERS) of the statements its service runs.
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { testConfig } from '../../src/server/config';
import { openDatabase, queryRows, type Db, type Tx } from '../../src/server/db/client';
import { signIn as signInService } from '../../src/server/modules/auth/login.service';
import { allApprovals, approvalPageDetails, raisedApprovals } from '../../src/server/modules/approvals/approval-reads.service';
import { searchPayments } from '../../src/server/modules/payments/payment-list.service';
import { serviceContext, type ServiceContext } from '../../src/server/shared/http/service-context';
import { addDays, istDateOf } from '../../src/domain/format/ist-calendar';
import { BENCH_DATABASE_URL, DEMO_PASSWORD, ensurePlannerStatistics, largeSeedMissing, redact } from './bench-database';
import { machine, startCpuMeter } from './cpu';
import { isRead, statementCapture } from './explain-capture';
import { signIn, type HttpSession } from './http-session';
import { loadSettings, measure, type LoadFigures } from './load';
import { ensureBuilt, startServer } from './server-process';
import type { Suite, Table } from './suite';
import { count, ms } from './table';

const PORT = Number(process.env.BENCH_MONEY_PORT) || 8405;
const PLANS_FILE = path.join(os.tmpdir(), 'sales-console-money-api-explain.txt');

type Case = {
  route: string;
  as: string;
  paths: string[];
  /** The statements its service runs, for EXPLAIN (in-process, as the user: ctx is theirs). */
  service: (ctx: ServiceContext) => Promise<unknown>;
};

async function contextOf(db: Db, username: string) {
  const { user } = await signInService(db, testConfig({ loginMaxAttempts: 1000 }), { username, password: DEMO_PASSWORD, ip: '127.0.0.1', userAgent: 'bench money-api', previousToken: undefined });
  return serviceContext(db as unknown as Tx, user);
}

async function run(log: (line: string) => void) {
  const missing = await largeSeedMissing();
  if (missing) return { skipped: missing };
  ensureBuilt(log);
  const database = await openDatabase({ databaseUrl: BENCH_DATABASE_URL, poolSize: 1 });
  await database.migrate();
  const analyzed = await ensurePlannerStatistics();
  if (analyzed) log(analyzed);
  const db = database.db;
  const settings = loadSettings();
  const dbName = new URL(BENCH_DATABASE_URL).pathname.slice(1);
  const [sizes] = await queryRows<{ payments: number; approvals: number; pending: number }>(
    db,
    sql`select (select count(*)::int from payments) as payments, (select count(*)::int from approvals) as approvals,
      (select count(*)::int from approvals a join users u on u.id = a.approving_authority_id where u.username = 'approver' and a.status = 'PendingApproval') as pending`,
  );
  const approvalIds = (
    await queryRows<{ id: number }>(
      db,
      sql`select a.id from approvals a join users u on u.id = a.approving_authority_id where u.username = 'approver' and a.status = 'PendingApproval' order by a.id desc limit 50`,
    )
  ).map((r) => Number(r.id));
  const today = istDateOf(new Date());
  const weekAgo = addDays(today, -7);
  const keySearch = '/api/sapna/v1/payment/key-search';
  const page = { page: 0, size: 10 };
  const cases: Case[] = [
    {
      route: 'approval-page: all-approvals (100 to act on)',
      as: 'approver',
      paths: ['/api/sapna/v1/approval/all-approvals?size=100'],
      service: (ctx) => allApprovals(ctx, { page: 0, size: 100 }),
    },
    {
      route: 'approval-page: raised-approvals (50 asked for)',
      as: 'agent',
      paths: ['/api/sapna/v1/approval/raised-approvals?size=50'],
      service: (ctx) => raisedApprovals(ctx, { page: 0, size: 50 }),
    },
    {
      route: 'approval-page-details/{id}',
      as: 'approver',
      paths: approvalIds.map((id) => `/api/sapna/v1/approval-page-details/${id}`),
      service: (ctx) => approvalPageDetails(ctx, approvalIds[0] ?? 0),
    },
    {
      route: 'payment list: no filter, page 0',
      as: 'finance',
      paths: [`${keySearch}?page=0&size=10`],
      service: (ctx) => searchPayments(ctx, page),
    },
    {
      route: 'payment list: no filter, page 20',
      as: 'finance',
      paths: [`${keySearch}?page=20&size=10`],
      service: (ctx) => searchPayments(ctx, { page: 20, size: 10 }),
    },
    {
      route: 'payment list: status group pending',
      as: 'finance',
      paths: [`${keySearch}?page=0&size=10&statusGroup=pending`],
      service: (ctx) => searchPayments(ctx, { ...page, statusGroup: 'pending' }),
    },
    {
      route: 'payment list: status group refunded (rare)',
      as: 'finance',
      paths: [`${keySearch}?page=0&size=10&statusGroup=refunded`],
      service: (ctx) => searchPayments(ctx, { ...page, statusGroup: 'refunded' }),
    },
    {
      route: 'payment list: last 7 days',
      as: 'finance',
      paths: [`${keySearch}?page=0&size=10&from=${weekAgo}&to=${today}`],
      service: (ctx) => searchPayments(ctx, { ...page, from: weekAgo, to: today }),
    },
  ];

  const rows: string[][] = [];
  const transcript: string[] = [];
  const capture = statementCapture(db);
  log(`Starting the server on port ${PORT} against ${redact(BENCH_DATABASE_URL)}...`);
  const server = await startServer({ port: PORT, databaseUrl: BENCH_DATABASE_URL, seed: 'none' });
  try {
    const meter = () => startCpuMeter(server.pid, dbName);
    const row = (route: string, as: string, f: LoadFigures, plans: string, trivial?: LoadFigures) => [
      route,
      as,
      count(f.requestsPerSecond),
      trivial ? `${Math.round((100 * f.requestsPerSecond) / trivial.requestsPerSecond)}%` : '',
      ms(f.p50),
      ms(f.p99),
      `${f.errors} / ${f.non2xx}`,
      plans,
    ];
    log('GET /api/healthz (trivial route)...');
    const trivial = await measure({ label: 'healthz', baseUrl: server.baseUrl, paths: ['/api/healthz'] }, settings, meter);
    rows.push(row('GET /api/healthz (trivial)', 'anonymous', trivial, ''));
    const sessions = new Map<string, HttpSession>();
    for (const c of cases) {
      if (c.paths.length === 0) {
        rows.push([c.route, c.as, 'nothing to ask for', '', '', '', '', '']);
        continue;
      }
      let session = sessions.get(c.as);
      if (!session) {
        session = await signIn(server.baseUrl, c.as, DEMO_PASSWORD);
        sessions.set(c.as, session);
      }
      // Signed in before the capture, so only the route's own statements are explained.
      const ctx = await contextOf(db, c.as);
      const captured = await capture.during(() => c.service(ctx));
      const plans = [];
      for (const s of captured.filter(isRead)) plans.push(await capture.explain(s));
      transcript.push(`== ${c.route} — as ${c.as}`);
      for (const p of plans) transcript.push(`-- ${p.statement.text.replace(/\s+/g, ' ').trim()}`, `-- params: ${JSON.stringify(p.statement.params)}`, ...p.lines, '');
      const seq = [...new Set(plans.flatMap((p) => p.seqScans))];
      const indexes = [...new Set(plans.flatMap((p) => p.indexes))];
      const planText = `${seq.length ? `SEQ ${seq.join(', ')}` : 'no seq scan'}; ${indexes.slice(0, 4).join(', ')}`;
      log(`${c.route} as ${c.as} (${c.paths.length} distinct request(s))...`);
      const figures = await measure({ label: c.route, baseUrl: server.baseUrl, cookie: session.cookie, paths: c.paths }, settings, meter);
      rows.push(row(c.route, c.as, figures, planText, trivial));
      log(`  p50 ${ms(figures.p50)}, p99 ${ms(figures.p99)}, ${count(figures.requestsPerSecond)} req/s`);
    }
  } finally {
    await server.stop();
    await database.close();
  }
  writeFileSync(PLANS_FILE, `${transcript.join('\n')}\n`);
  const table: Table = {
    title: `approval-page and the payment list at the large seed (${redact(BENCH_DATABASE_URL)}): ${count(sizes?.payments ?? 0)} payments, ${count(sizes?.approvals ?? 0)} approvals (${count(sizes?.pending ?? 0)} pending on the demo approver)`,
    columns: ['Route', 'As', 'req/s', 'vs trivial', 'p50', 'p99', 'errors / non-2xx', 'EXPLAIN (seq scans; indexes)'],
    rows,
    notes: [
      `Machine: ${machine()}; load average at the end ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}. Load generator, server and PostgreSQL share these cores.`,
      `autocannon: ${settings.connections} connections, ${settings.warmupSeconds} s warm-up then ${settings.durationSeconds} s measured per row; "vs trivial": req/s as a share of GET /api/healthz in the same run.`,
      `EXPLAIN (ANALYZE, BUFFERS) of every statement each route's service runs: ${PLANS_FILE}.`,
    ],
  };
  return { tables: [table] };
}

export const moneyApiSuite: Suite = {
  name: 'money-api',
  about: 'issue 9: approval-page lists and details, the payment list for finance, vs a trivial route (large seed, autocannon, EXPLAIN)',
  run,
};

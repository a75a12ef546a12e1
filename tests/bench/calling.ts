// Issue 13's calling and people figures, over real HTTP on a throwaway PostgreSQL database (PGlite when PostgreSQL
// does not answer), everything seeded by bulk SQL:
// 1. Simulated telephony, 200 calls at once: 200 owner agents each dial their case at once; then the bench plays the
//    provider and posts the signed webhook events (ringing, answered, completed) of all 200 calls at once over HTTP
//    (throughput, p50/p99, repeats applied once); then the app's own simulated provider rings 200 calls at once
//    (its events go through the same webhook route) and the bench times each call from dial to its final status.
// 2. The team performance page (agent-performance, view 'team') with 1,000 rows: an admin (never cached) over
//    1,000 process managers with 5 agents each and 100,000 opportunities in the month: p50/p99.
// 3. A manual campaign CSV of 50,000 owner case ids (multipart field mFile): upload to totals.
// 4. The branch-city grid: loading it and saving all 4,000 rows ('Agent city updated').
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../src/server/db/client';
import { machine } from './cpu';
import { isRead, statementCapture } from './explain-capture';
import type { Suite, Table } from './suite';
import { count, ms } from './table';
import { tempDataDir, tempPostgresDatabase } from './temp-data';

const CALLS = Number(process.env.BENCH_CALLS || 200);
const PROCESS_MANAGERS = Number(process.env.BENCH_PERF_ROWS || 1000);
const AGENTS_PER_MANAGER = 5;
const OPPORTUNITIES = Number(process.env.BENCH_PERF_OPPORTUNITIES || 100_000);
const COMMENTS_PER_OPPORTUNITY = Number(process.env.BENCH_PERF_COMMENTS || 2);
const PERF_REQUESTS = Number(process.env.BENCH_PERF_REQUESTS || 30);
const CAMPAIGN_CASES = Number(process.env.BENCH_CAMPAIGN_CASES || 50_000);
const GRID_ROWS = 4000;
const SECRET = 'bench-telephony-secret';
const SIM_DELAY_MS = 200;
const DOMAIN = 5;
/** BENCH_CALLING_PARTS=telephony,performance,campaign,grid (default all). */
const PARTS = new Set((process.env.BENCH_CALLING_PARTS || 'telephony,performance,campaign,grid').split(',').map((p) => p.trim()));

const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

type Answer = { status: number; text: string; ms: number };

async function timed(url: string, init: RequestInit): Promise<Answer> {
  const started = performance.now();
  const res = await fetch(url, init);
  const text = await res.text();
  return { status: res.status, text, ms: performance.now() - started };
}

const json = (cookie: string, method: string, body?: unknown): RequestInit => ({
  method,
  headers: {
    cookie,
    ...(body === undefined ? {} : { 'content-type': 'application/json' }),
  },
  body: body === undefined ? undefined : JSON.stringify(body),
});

function expectOk(label: string, a: Answer): void {
  if (a.status !== 200) throw new Error(`${label} answered ${a.status}: ${a.text.slice(0, 300)}`);
}

async function run(log: (line: string) => void) {
  const { buildApp } = await import('../../src/server/app');
  const { testConfig } = await import('../../src/server/config');
  const { openDatabase, queryRows } = await import('../../src/server/db/client');
  const { createUser, loginAs, TEST_PASSWORD } = await import('../../src/server/testing/fixtures');
  const { ROLES } = await import('../../src/domain/auth/roles');
  const { SIGNATURE_HEADER, TIMESTAMP_HEADER, signWebhook } = await import('../../src/server/modules/calling/telephony');
  const { signIn: signInService } = await import('../../src/server/modules/auth/login.service');
  const { serviceContext } = await import('../../src/server/shared/http/service-context');
  const { agentPerformance, performanceCache } = await import('../../src/server/modules/people/performance.service');

  const pgDb = await tempPostgresDatabase('calling');
  const pgliteDir = 'unavailable' in pgDb ? tempDataDir('calling') : null;
  const backend = 'unavailable' in pgDb ? 'PGlite' : 'PostgreSQL';
  const database = await openDatabase('unavailable' in pgDb ? { dataDir: pgliteDir?.dir } : { databaseUrl: pgDb.url, poolSize: 10 });
  const db = database.db;
  const baseConfig = testConfig({ staticDir: '/nonexistent' });
  const startApp = async (simDelayMs: number) => {
    const config = testConfig({
      staticDir: '/nonexistent',
      telephony: {
        ...baseConfig.telephony,
        webhookSecret: SECRET,
        simDelayMs,
        simSeed: 13,
        callStatusTimeoutMs: 420_000,
      },
    });
    const app = await buildApp(
      {
        config,
        database,
        mailer: { transport: 'log', send: async () => undefined },
      },
      { logger: false },
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    return {
      app,
      base: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api`,
    };
  };
  /** Users by bulk SQL (the password of the fixture user `template`), with one role each; answers their ids in order. */
  const bulkUsers = async (prefix: string, n: number, roleId: number | null, extra: { parentOf?: string; designationId?: number } = {}) => {
    await db.execute(sql`
      insert into users (username, email, first_name, last_name, password_hash, domain_id, designation_id, parent_id)
      select ${prefix} || g, ${prefix} || g || '@example.test', ${prefix}, lpad(g::text, 5, '0'),
        (select password_hash from users where username = 'bench-call-template'), ${DOMAIN}, ${extra.designationId ?? null},
        ${extra.parentOf ? sql`(select id from users where username = ${extra.parentOf} || (1 + (g - 1) / ${AGENTS_PER_MANAGER}))` : sql`null`}
      from generate_series(1, ${n}) g`);
    if (roleId !== null) {
      await db.execute(sql`insert into user_roles (user_id, role_id) select id, ${roleId} from users where username like ${`${prefix}%`}`);
    }
    const rows = await queryRows<{ id: number; username: string }>(db, sql`select id, username from users where username like ${`${prefix}%`} order by id`);
    return rows.map((r) => ({ id: Number(r.id), username: r.username }));
  };

  try {
    await database.migrate();
    await createUser(db, { username: 'bench-call-template', roles: [] });
    // Admin alone cannot sign in (spec 000 §6): the admin is also a sales manager.
    await createUser(db, {
      username: 'bench-call-admin',
      roles: ['HOUSING_SALES_MANAGER', 'ADMIN'],
    });
    await createUser(db, {
      username: 'bench-call-manager',
      roles: ['HOUSING_SALES_MANAGER'],
    });
    const [account] = await queryRows<{ id: number }>(db, sql`insert into accounts (name, client_type_id, domain_id) values ('Bench owner', 3, ${DOMAIN}) returning id`);
    const accountId = Number(account!.id);
    const tables: Table[] = [];

    // ---------------- 1. Simulated telephony, 200 calls at once ----------------
    const agents = await bulkUsers('bench-call-agent-', CALLS, ROLES.HOUSING_OWNER_AGENT.id);
    await db.execute(sql`
      insert into cases (case_type_id, queue_kind, account_id, contact_name, contact_phone, stage_id, case_sub_type_id, status_id, assigned_agent_id, domain_id)
      select 'SOCASE', 'owner', ${accountId}, 'Owner ' || u.id, '98' || lpad(u.id::text, 8, '0'), 98, 13, 2, u.id, ${DOMAIN}
      from users u where u.username like 'bench-call-agent-%'`);
    const caseOf = new Map(
      (await queryRows<{ id: number; agent: number }>(db, sql`select id, assigned_agent_id as agent from cases where case_type_id = 'SOCASE' and status_id = 2`)).map((r) => [
        Number(r.agent),
        Number(r.id),
      ]),
    );
    let { app, base } = await startApp(-1);
    if (PARTS.has('telephony')) {
      const loginStarted = performance.now();
      const cookies: string[] = [];
      for (let i = 0; i < agents.length; i += 8) cookies.push(...(await Promise.all(agents.slice(i, i + 8).map((a) => loginAs(app, a.username)))));
      log(`${CALLS} owner agents signed in in ${ms(performance.now() - loginStarted)}`);

      const dialAll = async () => {
        const started = performance.now();
        const answers = await Promise.all(agents.map((a, i) => timed(`${base}/mystique/v1/cases/${caseOf.get(a.id)}/call`, json(cookies[i]!, 'POST', {}))));
        const elapsed = performance.now() - started;
        for (const a of answers) expectOk('dial', a);
        const callIds = answers.map((a) => (JSON.parse(a.text) as { call: { id: number } }).call.id);
        return { elapsed, times: answers.map((a) => a.ms), callIds };
      };

      // 1a. 200 dials at once; the bench is the provider (the app's simulated provider posts nothing: delay -1).
      const dials = await dialAll();
      log(`${CALLS} dials at once: ${ms(dials.elapsed)}, p99 ${ms(percentile(dials.times, 99))}`);
      const providerIds = new Map(
        (await queryRows<{ id: number; provider_call_id: string }>(db, sql`select id, provider_call_id from calls where id = any(${`{${dials.callIds.join(',')}}`}::int[])`)).map(
          (r) => [Number(r.id), r.provider_call_id],
        ),
      );
      const post = (events: object[]) => {
        const rawBody = JSON.stringify({ events });
        const timestamp = String(Date.now());
        return timed(`${base}/mystique/v1/telephony/webhook/simulated`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            [TIMESTAMP_HEADER]: timestamp,
            [SIGNATURE_HEADER]: signWebhook(SECRET, timestamp, rawBody),
          },
          body: rawBody,
        });
      };
      const lastEvents: object[] = [];
      const webhookTimes: number[] = [];
      const webhookStarted = performance.now();
      await Promise.all(
        dials.callIds.map(async (callId, i) => {
          const callIdText = providerIds.get(callId)!;
          for (const [type, durationSeconds] of [
            ['ringing', null],
            ['answered', null],
            ['completed', 30 + (i % 200)],
          ] as const) {
            const event = {
              eventId: randomUUID(),
              callId: callIdText,
              type,
              at: new Date().toISOString(),
              durationSeconds,
            };
            const a = await post([event]);
            expectOk('webhook', a);
            webhookTimes.push(a.ms);
            if (type === 'completed') lastEvents.push(event);
          }
        }),
      );
      const webhookElapsed = performance.now() - webhookStarted;
      const repeatStarted = performance.now();
      const repeats = await Promise.all(lastEvents.map((e) => post([e])));
      const repeatElapsed = performance.now() - repeatStarted;
      const repeatTimes = repeats.map((a) => a.ms);
      const appliedTwice = repeats.filter((a) => a.status !== 200 || (JSON.parse(a.text) as { duplicates: number }).duplicates !== 1).length;
      const [after] = await queryRows<{ completed: number; events: number }>(
        db,
        sql`select (select count(*)::int from calls where status = 'completed') as completed, (select count(*)::int from call_events) as events`,
      );
      log(
        `webhooks: ${webhookTimes.length} in ${ms(webhookElapsed)} (${(webhookTimes.length / (webhookElapsed / 1000)).toFixed(0)}/s), p99 ${ms(percentile(webhookTimes, 99))}; repeats applied again: ${appliedTwice}`,
      );
      if (Number(after?.completed) !== CALLS || Number(after?.events) !== CALLS * 3)
        throw new Error(`expected ${CALLS} completed calls and ${CALLS * 3} events, got ${after?.completed} and ${after?.events}`);
      // The floor under those figures on this machine now: the same 600 requests (200 at once, 3 in a row each) to
      // the health check, which touches no database.
      const floorTimes: number[] = [];
      const floorStarted = performance.now();
      await Promise.all(
        dials.callIds.map(async () => {
          for (let k = 0; k < 3; k += 1) {
            const a = await timed(`${base}/healthz`, { method: 'GET' });
            expectOk('healthz', a);
            floorTimes.push(a.ms);
          }
        }),
      );
      const floorElapsed = performance.now() - floorStarted;
      log(`floor: healthz 600 in ${ms(floorElapsed)}, p99 ${ms(percentile(floorTimes, 99))}`);
      await app.close();

      // 1b. The app's simulated provider rings 200 calls at once (events every SIM_DELAY_MS, through the webhook route).
      ({ app, base } = await startApp(SIM_DELAY_MS));
      const simStarted = performance.now();
      const simDials = await dialAll();
      const finalAt = new Map<number, number>();
      const pending = new Set(simDials.callIds);
      while (pending.size && performance.now() - simStarted < 120_000) {
        await new Promise((r) => setTimeout(r, 20));
        const rows = await queryRows<{ id: number }>(
          db,
          sql`select id from calls where id = any(${`{${[...pending].join(',')}}`}::int[]) and status in ('completed', 'no-answer', 'busy', 'failed')`,
        );
        for (const r of rows) {
          pending.delete(Number(r.id));
          finalAt.set(Number(r.id), performance.now() - simStarted);
        }
      }
      const simElapsed = performance.now() - simStarted;
      const [outcomes] = await queryRows<{
        completed: number;
        other: number;
        events: number;
      }>(
        db,
        sql`select count(*) filter (where status = 'completed')::int as completed, count(*) filter (where status <> 'completed')::int as other,
        (select count(*)::int from call_events e where e.call_id = any(${`{${simDials.callIds.join(',')}}`}::int[])) as events
        from calls where id = any(${`{${simDials.callIds.join(',')}}`}::int[])`,
      );
      const simTimes = [...finalAt.values()];
      log(`simulated provider: ${finalAt.size} of ${CALLS} final in ${ms(simElapsed)}, dial-to-final p50 ${ms(percentile(simTimes, 50))}, p99 ${ms(percentile(simTimes, 99))}`);
      await app.close();
      tables.push({
        title: `Simulated telephony: ${count(CALLS)} calls at once (${backend}, over HTTP)`,
        columns: ['step', 'requests', 'all done in', 'throughput', 'p50', 'p99', 'failed'],
        rows: [
          [
            `dial (POST cases/{id}/call), ${count(CALLS)} agents at once`,
            count(CALLS),
            ms(dials.elapsed),
            `${(CALLS / (dials.elapsed / 1000)).toFixed(0)} req/s`,
            ms(percentile(dials.times, 50)),
            ms(percentile(dials.times, 99)),
            '0',
          ],
          [
            'webhook events (ringing, answered, completed per call, all calls at once)',
            count(webhookTimes.length),
            ms(webhookElapsed),
            `${(webhookTimes.length / (webhookElapsed / 1000)).toFixed(0)} req/s`,
            ms(percentile(webhookTimes, 50)),
            ms(percentile(webhookTimes, 99)),
            '0',
          ],
          [
            'floor: the health check, same pattern (no database)',
            count(floorTimes.length),
            ms(floorElapsed),
            `${(floorTimes.length / (floorElapsed / 1000)).toFixed(0)} req/s`,
            ms(percentile(floorTimes, 50)),
            ms(percentile(floorTimes, 99)),
            '0',
          ],
          [
            'the completed events repeated (answered 200, applied once)',
            count(CALLS),
            ms(repeatElapsed),
            `${(CALLS / (repeatElapsed / 1000)).toFixed(0)} req/s`,
            ms(percentile(repeatTimes, 50)),
            ms(percentile(repeatTimes, 99)),
            String(appliedTwice),
          ],
          [
            `simulated provider end to end: dial → final status (events every ${SIM_DELAY_MS} ms)`,
            count(CALLS),
            ms(simElapsed),
            `${count(Number(outcomes?.events ?? 0))} events`,
            ms(percentile(simTimes, 50)),
            ms(percentile(simTimes, 99)),
            String(CALLS - finalAt.size),
          ],
        ],
        notes: [
          `Webhook: HMAC checked; each event one statement (call row locked, event recorded by its id, call moved on), no transaction around a one-event request. The simulated run ended ${count(Number(outcomes?.completed ?? 0))} completed, ${count(Number(outcomes?.other ?? 0))} no-answer/busy/failed (seed 13); its dial-to-final time includes 2-3 provider delays of ${SIM_DELAY_MS} ms.`,
          `Client and server share one process. ${machine()}`,
        ],
      });
      if (finalAt.size !== CALLS) throw new Error(`${CALLS - finalAt.size} simulated calls never reached a final status`);
      if (appliedTwice) throw new Error(`${appliedTwice} repeated webhook events were applied again`);
      ({ app, base } = await startApp(-1));
    }

    // ---------------- 2. Team performance page, 1,000 rows ----------------
    if (PARTS.has('performance')) {
      const perfSeed = performance.now();
      await bulkUsers('bench-pm-', PROCESS_MANAGERS, ROLES.TSPO.id);
      await bulkUsers('bench-pa-', PROCESS_MANAGERS * AGENTS_PER_MANAGER, ROLES.HOUSING_OWNER_AGENT.id, { parentOf: 'bench-pm-' });
      const admin = await loginAs(app, 'bench-call-admin');
      const month = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 7);
      const selector = (view: string) => encodeURIComponent(JSON.stringify({ view, month, months: 1, page: 0 }));
      const probe = await timed(`${base}/mystique/v1/agent-performance?selector=${selector('team')}`, json(admin, 'GET'));
      expectOk('performance (empty)', probe);
      const { from, to } = JSON.parse(probe.text) as {
        from: string;
        to: string;
      };
      // Opportunities of the month, owned by the agents (2 a account), half with a package mapping (deal value) and
      // half of those activated; comments for activity.
      await db.execute(sql`
      insert into accounts (name, client_type_id, client_status_id, domain_id)
      select 'Perf account ' || g, 3, 1 + g % 3, ${DOMAIN} from generate_series(1, ${OPPORTUNITIES / 2}) g`);
      await db.execute(sql`
      with a as (select id, row_number() over (order by id) as n from accounts where name like 'Perf account %'),
           ag as (select id, row_number() over (order by id) - 1 as k from users where username like 'bench-pa-%')
      insert into opportunities (name, type_id, account_id, owner_id, status_id, domain_id, created_at)
      select 'Perf deal ' || g, 1, a.id, ag.id, case when g % 7 = 0 then 2 else 1 end, ${DOMAIN},
        ${from}::date + ((g % greatest(1, (${to}::date - ${from}::date))) || ' days')::interval + interval '12 hours'
      from generate_series(1, ${OPPORTUNITIES}) g
        join a on a.n = 1 + (g - 1) / 2
        join ag on ag.k = g % ${PROCESS_MANAGERS * AGENTS_PER_MANAGER}`);
      const [pkg] = await queryRows<{ id: number }>(
        db,
        sql`insert into packages (name, rate_price, sales_price, validity_days, quantity) values ('Bench pack', 12000, 10000, 90, 1) returning id`,
      );
      await db.execute(sql`
      insert into opportunity_package_mappings (opportunity_id, package_id, rate_price, sales_price, validity_days)
      select id, ${pkg!.id}, 12000, 10000, 90 from opportunities where name like 'Perf deal %' and id % 2 = 0`);
      await db.execute(sql`
      insert into opportunity_product_mappings (opportunity_package_mapping_id, product_id, activated, activated_at)
      select m.id, 1, true, o.created_at + interval '1 hour' from opportunity_package_mappings m join opportunities o on o.id = m.opportunity_id
      where o.name like 'Perf deal %' and m.id % 2 = 0`);
      // Activity: comments by the agents on their opportunities, through the month.
      await db.execute(sql`
        insert into comments (entity_type_id, entity_id, account_id, activity_type, text, happened_at, author_id)
        select 1, o.id, o.account_id, 'Call', 'Bench call', o.created_at + interval '2 hours', o.owner_id
        from opportunities o, generate_series(1, ${COMMENTS_PER_OPPORTUNITY}) k where o.name like 'Perf deal %'`);
      await db.execute(sql`analyze`);
      log(
        `performance seed: ${count(PROCESS_MANAGERS)} process managers, ${count(PROCESS_MANAGERS * AGENTS_PER_MANAGER)} agents, ${count(OPPORTUNITIES)} opportunities (${from} – ${to}) in ${ms(performance.now() - perfSeed)}`,
      );
      const perfTimes: number[] = [];
      let perfRows = 0;
      let perfBytes = 0;
      // At least 3 requests; no more than a minute's worth once past them (a slow page would hold the bench for long).
      const perfStarted = performance.now();
      for (let i = 0; i < PERF_REQUESTS && (i < 3 || performance.now() - perfStarted < 60_000); i += 1) {
        const a = await timed(`${base}/mystique/v1/agent-performance?selector=${selector('team')}`, json(admin, 'GET'));
        expectOk('performance', a);
        perfTimes.push(a.ms);
        perfRows = (JSON.parse(a.text) as { results: unknown[] }).results.length;
        perfBytes = a.text.length;
      }
      const quarter = await timed(
        `${base}/mystique/v1/agent-performance?selector=${encodeURIComponent(JSON.stringify({ view: 'team', month, months: 3, page: 0 }))}`,
        json(admin, 'GET'),
      );
      expectOk('performance, quarter', quarter);
      // EXPLAIN ANALYZE of what the service sends (PostgreSQL only): where the time of one page goes.
      const perfPlans: string[] = [];
      if (backend === 'PostgreSQL') {
        const capture = statementCapture(db);
        const { user } = await signInService(db, testConfig({ loginMaxAttempts: 1000 }), {
          username: 'bench-call-admin',
          password: TEST_PASSWORD,
          ip: '127.0.0.1',
          userAgent: 'bench',
          previousToken: undefined,
        });
        const ctx = await serviceContext(db as unknown as Tx, user);
        const statements = await capture.during(() => agentPerformance(ctx, performanceCache(), JSON.stringify({ view: 'team', month, months: 1, page: 0 })));
        for (const st of statements.filter(isRead)) {
          const plan = await capture.explain(st);
          if (process.env.BENCH_CALLING_PLANS) log(plan.lines.join('\n'));
          perfPlans.push(
            `${plan.executionMs.toFixed(0)} ms: ${st.text.replace(/\s+/g, ' ').slice(0, 90)}…${plan.seqScans.length ? ` (seq scan ${plan.seqScans.join(', ')})` : ''}`,
          );
        }
        log(`performance statements:\n${perfPlans.join('\n')}`);
      }
      log(`team performance, ${perfRows} rows: p50 ${ms(percentile(perfTimes, 50))}, p99 ${ms(percentile(perfTimes, 99))}`);
      tables.push({
        title: `Team performance page, ${count(perfRows)} rows (admin, never cached; ${backend}, over HTTP)`,
        columns: ['request', 'requests', 'rows', 'answer', 'p50', 'p99'],
        rows: [
          [
            'agent-performance view team, one month',
            count(perfTimes.length),
            count(perfRows),
            `${(perfBytes / 1024).toFixed(0)} KB`,
            ms(percentile(perfTimes, 50)),
            ms(percentile(perfTimes, 99)),
          ],
          ['the same, a quarterly cycle (3 months)', '1', count(perfRows), '', ms(quarter.ms), ms(quarter.ms)],
        ],
        notes: [
          ...perfPlans.map((p) => `EXPLAIN ANALYZE ${p}`),
          `${count(PROCESS_MANAGERS)} process managers (TSPO) with ${AGENTS_PER_MANAGER} agents each; ${count(OPPORTUNITIES)} opportunities in the month, half with a package, a quarter activated; ${count(OPPORTUNITIES * COMMENTS_PER_OPPORTUNITY)} comments by the agents. One request at a time.`,
        ],
      });
      if (perfRows !== PROCESS_MANAGERS) throw new Error(`the team page had ${perfRows} rows, expected ${PROCESS_MANAGERS}`);
    }

    // ---------------- 3. Manual campaign CSV, 50,000 case ids ----------------
    if (PARTS.has('campaign')) {
      await db.execute(sql`
      insert into cases (case_type_id, queue_kind, account_id, contact_phone, stage_id, case_sub_type_id, domain_id)
      select 'SOCASE', 'owner', ${accountId}, '97' || lpad(g::text, 8, '0'), 98, 13, ${DOMAIN} from generate_series(1, ${CAMPAIGN_CASES}) g`);
      const caseIds = (await queryRows<{ id: number }>(db, sql`select id from cases where status_id = 1 order by id limit ${CAMPAIGN_CASES}`)).map((r) => Number(r.id));
      const csv = `caseId\n${caseIds.join('\n')}\n`;
      const manager = await loginAs(app, 'bench-call-manager');
      const campaignTimes: number[] = [];
      let totals = '';
      for (let i = 0; i < 3; i += 1) {
        const form = new FormData();
        form.set('name', `Bench manual ${i}`);
        form.set('startDate', '2030-01-01');
        form.set('agentIds', String(agents[0]!.id));
        form.set('mFile', new Blob([csv], { type: 'text/csv' }), 'cases.csv');
        const a = await timed(`${base}/mystique/v1/agent-campaign/manual-campaign`, { method: 'POST', body: form, headers: { cookie: manager } });
        expectOk('manual campaign', a);
        const report = (
          JSON.parse(a.text) as {
            report: { rows: number; accepted: number; rejected: number };
          }
        ).report;
        totals = `${count(report.rows)} rows, ${count(report.accepted)} accepted, ${count(report.rejected)} rejected`;
        if (report.accepted !== CAMPAIGN_CASES) throw new Error(`manual campaign accepted ${report.accepted} of ${CAMPAIGN_CASES}`);
        campaignTimes.push(a.ms);
      }
      log(`manual campaign, ${count(CAMPAIGN_CASES)} ids: ${campaignTimes.map(ms).join(', ')} (${totals})`);
      tables.push({
        title: `Manual campaign CSV of ${count(CAMPAIGN_CASES)} case ids: upload to totals (${backend}, over HTTP)`,
        columns: ['uploads', 'CSV size', 'p50', 'max', 'totals'],
        rows: [[count(campaignTimes.length), `${(csv.length / 1024).toFixed(0)} KB`, ms(percentile(campaignTimes, 50)), ms(Math.max(...campaignTimes)), totals]],
        notes: ['Each upload creates a Manual campaign and moves the 50,000 cases to it (they leave the previous one).'],
      });
    }

    // ---------------- 4. Branch-city grid, 4,000 rows ----------------
    if (PARTS.has('grid')) {
      // The brand's users fill the grid's 4,000 rows.
      await bulkUsers('bench-grid-', GRID_ROWS, ROLES.HOUSING_OWNER_AGENT.id);
      await db.execute(sql`insert into sales_branches (id, name) select g, 'Branch ' || g from generate_series(1, 50) g on conflict do nothing`);
      const adminCookie = await loginAs(app, 'bench-call-admin');
      const load = await timed(`${base}/mystique/v1/agent/branch-city-mapping`, json(adminCookie, 'GET'));
      expectOk('branch-city grid', load);
      const grid = JSON.parse(load.text) as {
        rows: Array<Record<string, unknown> & { userId: number }>;
      };
      const saveTimes: number[] = [];
      let saved = 0;
      let bodyBytes = 0;
      for (let round = 0; round < 3; round += 1) {
        const rows = grid.rows.map((r, i) => ({
          userId: r.userId,
          salesBranchId: 1 + ((i + round) % 50),
          departmentId: 16,
          subDepartmentId: null,
          agentCityIds: [1 + (i % 40), 41 + ((i + round) % 40)],
          cityBranchMapping: `City ${i % 40} → Branch ${(i + round) % 50}`,
          region: ['North', 'South', 'East', 'West'][i % 4],
          tier: 1 + (i % 3),
          salesVertical: 'Owner',
          businessUnit: 'Housing',
          salesChannel: 'Telesales',
          roleType: 'Agent',
          company: 'Housing',
        }));
        const body = { rows };
        bodyBytes = JSON.stringify(body).length;
        const a = await timed(`${base}/mystique/v1/agent/branch-city-mapping`, json(adminCookie, 'PUT', body));
        expectOk('branch-city save', a);
        const answer = JSON.parse(a.text) as {
          updated: number;
          message: string;
        };
        if (answer.message !== 'Agent city updated') throw new Error(`branch-city save said ${answer.message}`);
        saved = answer.updated;
        saveTimes.push(a.ms);
      }
      log(`branch-city grid: load ${ms(load.ms)} (${grid.rows.length} rows), save ${saveTimes.map(ms).join(', ')}`);
      tables.push({
        title: `Branch-city grid of ${count(grid.rows.length)} rows (${backend}, over HTTP)`,
        columns: ['step', 'runs', 'body', 'p50', 'max'],
        rows: [
          ['load (GET agent/branch-city-mapping)', '1', `${(load.text.length / 1024).toFixed(0)} KB`, ms(load.ms), ms(load.ms)],
          [
            `save every row (PUT, ${count(saved)} rows, 'Agent city updated')`,
            count(saveTimes.length),
            `${(bodyBytes / 1024).toFixed(0)} KB`,
            ms(percentile(saveTimes, 50)),
            ms(Math.max(...saveTimes)),
          ],
        ],
        notes: [`The first save inserts the mappings, the next two update them. ${machine()}`],
      });
      if (grid.rows.length !== GRID_ROWS) throw new Error(`the grid had ${grid.rows.length} rows, expected ${GRID_ROWS}`);
    }
    await app.close();
    return { tables };
  } finally {
    await database.close();
    if (!('unavailable' in pgDb)) await pgDb.remove();
    pgliteDir?.remove();
  }
}

export const callingSuite: Suite = {
  name: 'calling',
  about: '200 simulated calls at once (webhook throughput, p99), the 1,000-row team performance page (p99), a 50,000-id manual campaign CSV, saving the 4,000-row branch-city grid',
  run,
};

// Reports (issue 12): kinds per role, the restricted four, team leaders' scope, the brand, the time limit, the range
// rules and bad input on every route. The shared month: testing/report-fixtures.ts.
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { REPORT_KINDS, REPORT_MESSAGES } from '../../../domain/reports/report-kinds';
import { type SalesRow } from '../../../domain/reports/sales';
import type { SalesOpportunityRow } from '../../../domain/reports/sales-opportunity';
import {  } from '../../db/schema/index';
import { createUser, loginAs } from '../../testing/fixtures';
import { describeEachBackend, startTestServer, type TestServer } from '../../testing/harness';
import { seedReports } from '../../testing/report-fixtures';

type Page = { results: SalesOpportunityRow[]; totalCount: number; page: number; size: number };

describeEachBackend('reports: who may run what, and bad input', (backend) => {
  const postgres = backend.name === 'postgres';
  let server: TestServer;
  let cookie: Record<string, string> = {};
  let agentId = 0;
  let closedId = 0;

  beforeAll(async () => {
    ({ server, cookie, agentId, closedId } = await seedReports(backend));
  });
  afterAll(async () => server?.close());

  const get = (who: string, url: string) => server.app.inject({ method: 'GET', url: `/api/sapna/v1${url}`, headers: { cookie: cookie[who]! } });
  const RANGE = 'from=2026-03-01&to=2026-03-31';

  it('lists only the kinds the user may run, and refuses the list to those without reports', async () => {
    for (const who of ['manager', 'finance', 'admin', 'rcm', 'ticketing']) {
      const res = await get(who, '/reports');
      expect(res.statusCode, who).toBe(200);
      const finance = who === 'finance' || who === 'admin';
      expect(res.json(), who).toEqual([
        { kind: 'sales', label: 'Sales', restricted: false },
        { kind: 'sales-opportunity', label: 'Sales by Opportunity', restricted: false },
        { kind: 'call-detail', label: 'Call Detail', restricted: false },
        ...(finance ? [{ kind: 'invoice', label: 'Invoice', restricted: false }] : []),
        { kind: 'state-movement', label: 'State Movement', restricted: false },
        { kind: 'sales-connect', label: 'Sales Connect', restricted: false },
        ...(who === 'rcm' || who === 'ticketing'
          ? [
              { kind: 'closure-trend', label: 'Closure Trend', restricted: true },
              { kind: 'collections', label: 'Collections', restricted: true },
              { kind: 'opportunity-funnel', label: 'Opportunity Funnel', restricted: true },
              { kind: 'collection-tracker', label: 'Collection Tracker', restricted: true },
            ]
          : []),
      ]);
    }
    expect((await get('agent', '/reports')).statusCode).toBe(403);
    expect((await server.app.inject({ method: 'GET', url: '/api/sapna/v1/reports' })).statusCode).toBe(401);
  });

  it('refuses the restricted four to everyone but RCM_USER and Ticketing (Admin included), and unknown kinds 404', async () => {
    for (const kind of ['closure-trend', 'collections', 'opportunity-funnel', 'collection-tracker']) {
      for (const who of ['manager', 'finance', 'admin']) {
        expect((await get(who, `/reports/${kind}?${RANGE}`)).statusCode, `${kind} ${who}`).toBe(403);
        expect((await get(who, `/reports/${kind}/download?${RANGE}`)).statusCode, `${kind} ${who} csv`).toBe(403);
      }
      for (const who of ['rcm', 'ticketing']) expect((await get(who, `/reports/${kind}?${RANGE}`)).statusCode, `${kind} ${who}`).toBe(200);
    }
    const unknown = await get('manager', `/reports/no-such-report?${RANGE}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.msg).toBe(REPORT_MESSAGES.notFound);
    expect((await get('manager', `/reports/no-such-report/download?${RANGE}`)).statusCode).toBe(404);
    expect((await get('agent', `/reports/sales-opportunity?${RANGE}`)).statusCode).toBe(403);
  });

  it('team leaders run reports for their team only (issue 49)', async () => {
    const db = server.database.db;
    const lead = await createUser(db, { username: 'rep-lead', roles: ['HOUSING_SALES_AGENT'], designationId: 32 });
    await db.execute(sql`update users set parent_id = ${lead} where id = ${agentId}`);
    cookie.lead = await loginAs(server.app, 'rep-lead');
    try {
      expect(((await get('lead', '/reports')).json() as { kind: string }[]).map((k) => k.kind)).toEqual(['sales', 'sales-opportunity', 'call-detail', 'state-movement', 'sales-connect']);
      const rows = (await get('lead', `/reports/sales?${RANGE}`)).json() as { results: SalesRow[] };
      expect(rows.results.map((r) => r.agentId)).toEqual([agentId]);
      expect(((await get('lead', `/reports/sales-opportunity?${RANGE}`)).json() as Page).results.map((r) => r.opportunityId)).toEqual([closedId]);
      expect((await get('lead', `/reports/sales/totals?${RANGE}`)).json().totals.figures).toMatchObject({ assigned: 1, 'cold-value': 2300, 'hot-accounts': 0 });
      expect((await get('lead', `/reports/closure-trend?${RANGE}`)).statusCode).toBe(403);
    } finally {
      await db.execute(sql`update users set parent_id = null where id = ${agentId}`);
    }
  });

  it.runIf(postgres)("a query that passes the report time limit before its first row: 'Timeout. Please select a shorter time period.' (422)", async () => {
    const limited = await startTestServer(backend, { reportTimeoutMs: 300 });
    try {
      await createUser(limited.database.db, { username: 'rep-limited', roles: ['HOUSING_SALES_MANAGER'] });
      const session = await loginAs(limited.app, 'rep-limited');
      // Another transaction holds the opportunities table and their kept sales rows (sales_deal_facts, which the sales
      // report reads), so the report's first query waits until the limit passes.
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let locked!: () => void;
      const isLocked = new Promise<void>((resolve) => (locked = resolve));
      const holder = limited.database.db.transaction(async (tx) => {
        await tx.execute(sql`lock table opportunities, sales_deal_facts in access exclusive mode`);
        locked();
        await released;
      });
      await isLocked;
      try {
        for (const url of [`/api/sapna/v1/reports/sales-opportunity?${RANGE}`, `/api/sapna/v1/reports/sales-opportunity/download?${RANGE}`, `/api/sapna/v1/reports/sales/download?${RANGE}`]) {
          const res = await limited.app.inject({ method: 'GET', url, headers: { cookie: session } });
          expect(res.statusCode, url).toBe(422);
          expect(res.json().error.msg, url).toBe('Timeout. Please select a shorter time period.');
        }
      } finally {
        release();
        await holder;
      }
      expect((await limited.app.inject({ method: 'GET', url: `/api/sapna/v1/reports/sales-opportunity?${RANGE}`, headers: { cookie: session } })).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('lists the report routes in the OpenAPI document', async () => {
    const doc = (await server.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as { paths: Record<string, Record<string, unknown>> };
    for (const path of ['/api/sapna/v1/reports', '/api/sapna/v1/reports/{kind}', '/api/sapna/v1/reports/{kind}/download']) expect(doc.paths[path]?.get, path).toBeDefined();
  });

  it("counts only the user's brand", async () => {
    const page = (await get('makaanManager', `/reports/sales-opportunity?${RANGE}`)).json() as Page;
    expect(page.results.map((r) => r.opportunityName)).toEqual(['Makaan deal']);
    for (const who of ['finance', 'rcm', 'admin']) expect(((await get(who, `/reports/sales-opportunity?${RANGE}`)).json() as Page).totalCount, who).toBe(2);
  });

  it('refuses bad input before running: dates, order, range over 366 days, unknown filter values, a page past the end', async () => {
    const cases: [string, number, string?][] = [
      ['from=2026-02-30&to=2026-03-01', 400],
      ['from=yesterday&to=2026-03-01', 400],
      ['to=2026-03-01', 400],
      ['from=2026-03-02&to=2026-03-01', 422, REPORT_MESSAGES.fromAfterTo],
      ['from=2025-01-01&to=2026-01-02', 422, REPORT_MESSAGES.timeout],
      [`${RANGE}&cityId=987654`, 422, REPORT_MESSAGES.unknownCity],
      [`${RANGE}&agentId=987654`, 422, REPORT_MESSAGES.unknownAgent],
      [`${RANGE}&clientTypeId=9`, 400],
      [`${RANGE}&page=1`, 422, REPORT_MESSAGES.pastEnd],
      [`${RANGE}&size=0`, 400],
    ];
    for (const [query, status, msg] of cases) {
      const res = await get('manager', `/reports/sales-opportunity?${query}`);
      expect(res.statusCode, query).toBe(status);
      if (msg) expect(res.json().error.msg, query).toBe(msg);
    }
    const csv = await get('manager', '/reports/sales-opportunity/download?from=2025-01-01&to=2026-01-02');
    expect(csv.statusCode).toBe(422);
    expect(csv.json().error.msg).toBe('Timeout. Please select a shorter time period.');
    // 366 days, both ends counted, is allowed.
    expect((await get('manager', '/reports/sales-opportunity?from=2025-01-01&to=2026-01-01')).statusCode).toBe(200);
  });

  it('answers random query strings on every report route with less than 500 (bad input is 400/403/404/422)', async () => {
    const day = fc.oneof(
      fc.date({ min: new Date('1900-01-01'), max: new Date('2200-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
      fc.constantFrom('2026-02-30', '2026-13-01', '0000-00-00', '', 'today', '2026-3-1', '99999-01-01'),
      fc.string({ maxLength: 12 }),
    );
    const number = fc.oneof(fc.integer({ min: -5, max: 1e6 }).map(String), fc.constantFrom('1e9', '1.5', 'abc', '99999999999999999999', ''), fc.string({ maxLength: 6 }));
    const query = fc.record(
      { from: day, to: day, cityId: number, agentId: number, clientTypeId: number, page: number, size: number, junk: fc.string({ maxLength: 6 }) },
      { requiredKeys: [] },
    );
    const kind = fc.oneof(fc.constantFrom(...REPORT_KINDS), fc.string({ maxLength: 10 }).map(encodeURIComponent));
    const path = fc.oneof(
      fc.constant('/reports'),
      kind.map((k) => `/reports/${k}`),
      kind.map((k) => `/reports/${k}/download`),
    );
    await fc.assert(
      fc.asyncProperty(path, query, fc.constantFrom('manager', 'rcm', 'agent', 'finance'), async (p, q, who) => {
        const url = `${p}?${new URLSearchParams(q as Record<string, string>).toString()}`;
        const res = await get(who, url);
        expect(res.statusCode, `${who} ${url}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
        if (res.statusCode >= 400) expect([400, 403, 404, 422], url).toContain(res.statusCode);
      }),
      { numRuns: 200 },
    );
  });
});

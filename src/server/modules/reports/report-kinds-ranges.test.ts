// Reports (issue 12), the activity and money kinds: every kind refuses a range over 366 days and a reversed or
// impossible one, and answers random query strings with less than 500 (report-kinds-activity.test.ts checks rows).
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { istDateOf } from '../../../domain/format/ist-calendar';
import { REPORT_KINDS, REPORT_MESSAGES } from '../../../domain/reports/report-kinds';
import { insertAccount, insertOpportunity, insertPayments } from '../../testing/account-fixtures';
import { createUser, loginAs } from '../../testing/fixtures';
import { describeEachBackend, startTestServer, type TestServer } from '../../testing/harness';

describeEachBackend('report kinds: ranges and random queries', (backend) => {
  let server: TestServer;
  const cookie: Record<string, string> = {};
  const today = istDateOf(new Date());

  beforeAll(async () => {
    server = await startTestServer(backend);
    const db = server.database.db;
    const cast = { finance: ['FINANCE'], rcm: ['RCM_USER'], ticketing: ['TICKETING'], manager: ['HOUSING_SALES_MANAGER'], agent: ['HOUSING_SALES_AGENT'] } as const;
    for (const [name, roles] of Object.entries(cast)) {
      await createUser(db, { username: `rkr-${name}`, roles: [...roles] });
      cookie[name] = await loginAs(server.app, `rkr-${name}`);
    }
    // A deal with a payment, so the random queries meet rows, not only empty answers.
    const agentId = await createUser(db, { username: 'rkr-owner', roles: ['HOUSING_SALES_AGENT'] });
    const account = await insertAccount(db, { agentId, name: 'Random Realty', clientTypeId: 2 });
    const opportunity = await insertOpportunity(db, { accountId: account.id, name: 'Random deal', ownerId: agentId, statusId: 1 });
    await insertPayments(db, opportunity.id, account.id, [{ amount: '1000', statusId: 1 }]);
  });
  afterAll(async () => server?.close());

  const get = (who: string, url: string) => server.app.inject({ method: 'GET', url: `/api/sapna/v1${url}`, headers: { cookie: cookie[who]! } });

  it('refuses a range over 366 days and a reversed range on every new kind', async () => {
    for (const [kind, who] of [['state-movement', 'manager'], ['call-detail', 'manager'], ['invoice', 'finance']] as const) {
      const long = await get(who, `/reports/${kind}?from=2025-01-01&to=2026-01-02`);
      expect(long.statusCode, kind).toBe(422);
      expect(long.json().error.msg).toBe(REPORT_MESSAGES.timeout);
      expect((await get(who, `/reports/${kind}/download?from=2025-01-01&to=2026-01-02`)).statusCode, kind).toBe(422);
      expect((await get(who, `/reports/${kind}?from=2026-03-02&to=2026-03-01`)).json().error.msg).toBe(REPORT_MESSAGES.fromAfterTo);
      expect((await get(who, `/reports/${kind}?from=2026-02-30&to=2026-03-01`)).statusCode).toBe(400);
    }
    expect((await get('manager', '/reports/state-movement/summary?from=2025-01-01&to=2026-01-02')).statusCode).toBe(422);
  });

  it('answers random query strings on the new kinds with less than 500', async () => {
    const day = fc.oneof(
      fc.date({ min: new Date('1990-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
      fc.constantFrom('2026-02-30', '', 'today', today),
      fc.string({ maxLength: 10 }),
    );
    const number = fc.oneof(fc.integer({ min: -5, max: 1e6 }).map(String), fc.constantFrom('12', '13', '279', '1e9', 'abc', ''), fc.string({ maxLength: 5 }));
    const query = fc.record(
      { from: day, to: day, agentId: number, outcomeId: number, entity: fc.constantFrom('payment', 'termsheet', 'x', ''), page: number, size: number, cityId: number },
      { requiredKeys: [] },
    );
    const path = fc.oneof(
      fc.constantFrom(...REPORT_KINDS).map((k) => `/reports/${k}`),
      fc.constantFrom('state-movement', 'call-detail', 'invoice', 'closure-trend', 'collections', 'opportunity-funnel', 'collection-tracker').map((k) => `/reports/${k}/download`),
      fc.constant('/reports/state-movement/summary'),
    );
    await fc.assert(
      fc.asyncProperty(path, query, fc.constantFrom('manager', 'finance', 'agent', 'ticketing', 'rcm'), async (p, q, who) => {
        const url = `${p}?${new URLSearchParams(q as Record<string, string>).toString()}`;
        const res = await get(who, url);
        expect(res.statusCode, `${who} ${url}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
      }),
      { numRuns: 120 },
    );
  });
});

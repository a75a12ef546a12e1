// Reports (issue 12), the trend kinds for RCM_USER and Ticketing: closure-trend (closed opportunities and their deal
// value per day) and opportunity-funnel (opportunities per status), against the stored rows, with their refusals and
// the CSV (the activity and money kinds: report-kinds-activity.test.ts).
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { istDateOf } from '../../../domain/format/ist-calendar';
import { CLOSURE_TREND_CSV_COLUMNS, type ClosureTrendRow, type OpportunityFunnelRow } from '../../../domain/reports/trends';
import { payments } from '../../db/schema/index';
import { insertAccount, insertOpportunity, insertPackageMapping, insertPayments } from '../../testing/account-fixtures';
import { createUser, signInCast } from '../../testing/fixtures';
import { describeEachBackend, startTestServer, type TestServer } from '../../testing/harness';

type Page<T> = { results: T[]; totalCount: number; page: number; size: number };

describeEachBackend('report kinds: closure trend, opportunity funnel', (backend) => {
  let server: TestServer;
  let cookie: Record<string, string> = {};
  const today = istDateOf(new Date());
  const RANGE = `from=${today}&to=${today}`;

  beforeAll(async () => {
    server = await startTestServer(backend);
    cookie = await signInCast(server.database.db, server.app, 'rt', {
      finance: ['FINANCE'],
      admin: ['HOUSING_SALES_AGENT', 'ADMIN'],
      rcm: ['RCM_USER'],
      ticketing: ['TICKETING'],
      manager: ['HOUSING_SALES_MANAGER'],
      agent: ['HOUSING_SALES_AGENT'],
    });
  });
  afterAll(async () => server?.close());

  const get = (who: string, url: string) => server.app.inject({ method: 'GET', url: `/api/sapna/v1${url}`, headers: { cookie: cookie[who]! } });

  it('closure-trend and opportunity-funnel: RCM_USER and Ticketing only; closed per day and opportunities per status', async () => {
    const db = server.database.db;
    const agent3 = await createUser(db, { username: 'rk-agent3', roles: ['HOUSING_SALES_AGENT'] });
    const account = await insertAccount(db, { agentId: agent3, name: 'Nair Builders', clientTypeId: 1 });
    const closed = await insertOpportunity(db, { accountId: account.id, name: 'Nair closed', ownerId: agent3, statusId: 2 });
    await insertPackageMapping(db, { opportunityId: closed.id, salesPrice: '1000' });
    const money = await insertPayments(db, closed.id, account.id, [{ amount: '1000', statusId: 6 }]);
    await db.update(payments).set({ paymentDate: today }).where(eq(payments.id, money.paymentIds[0]!));
    await insertOpportunity(db, { accountId: account.id, name: 'Nair new 1', ownerId: agent3, statusId: 1 });
    await insertOpportunity(db, { accountId: account.id, name: 'Nair new 2', ownerId: agent3, statusId: 1 });
    const yesterday = istDateOf(new Date(Date.now() - 86_400_000));

    for (const kind of ['closure-trend', 'opportunity-funnel']) {
      for (const who of ['manager', 'finance', 'admin', 'agent']) expect((await get(who, `/reports/${kind}?${RANGE}`)).statusCode, `${kind} ${who}`).toBe(403);
    }
    const trend = (await get('rcm', `/reports/closure-trend?from=${yesterday}&to=${today}&agentId=${agent3}`)).json() as Page<ClosureTrendRow>;
    expect(trend).toMatchObject({ totalCount: 1, results: [{ day: today, closedOpportunities: 1, dealValue: 1000 }] });
    expect((await get('rcm', `/reports/closure-trend?from=${yesterday}&to=${yesterday}&agentId=${agent3}`)).json().totalCount).toBe(0);
    const funnel = (await get('ticketing', `/reports/opportunity-funnel?${RANGE}&agentId=${agent3}`)).json() as Page<OpportunityFunnelRow>;
    expect(funnel.results).toEqual([
      { funnelStatusId: 1, funnelStatusName: 'New', opportunities: 2, accounts: 1, funnelDealValue: 0 },
      { funnelStatusId: 2, funnelStatusName: 'Closed', opportunities: 1, accounts: 1, funnelDealValue: 1000 },
    ]);
    expect((await get('ticketing', `/reports/opportunity-funnel?${RANGE}&agentId=${agent3}&page=1`)).statusCode).toBe(422);

    const csv = await get('ticketing', `/reports/closure-trend/download?from=${yesterday}&to=${today}&agentId=${agent3}`);
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="closure-trend-${yesterday}-${today}.csv"`);
    const records = parse(csv.rawPayload.toString('utf8').slice(1)) as string[][];
    expect(records).toEqual([CLOSURE_TREND_CSV_COLUMNS.map(([h]) => h), [today, '1', '1000.00']]);
  });
});

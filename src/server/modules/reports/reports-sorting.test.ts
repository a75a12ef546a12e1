// Reports (issue 49): pages sorted by a column over the whole report, refused columns, and the CSV and totals left in
// the report's own order. The shared month: testing/report-fixtures.ts.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { REPORT_SORT_KEYS, REPORT_SORT_MESSAGES } from '../../../domain/reports/report-sort';
import type { SalesOpportunityRow } from '../../../domain/reports/sales-opportunity';
import { salesMonthClosures, statusChanges } from '../../db/schema/index';
import { insertAccount, insertOpportunity } from '../../testing/account-fixtures';
import { createUser } from '../../testing/fixtures';
import { describeEachBackend, type TestServer } from '../../testing/harness';
import { seedReports } from '../../testing/report-fixtures';

type Page = { results: SalesOpportunityRow[]; totalCount: number; page: number; size: number };

describeEachBackend('reports: sorting', (backend) => {
  let server: TestServer;
  let cookie: Record<string, string> = {};
  let agentId = 0;
  let otherAgentId = 0;
  let callerId = 0;
  let closedId = 0;
  let openId = 0;

  beforeAll(async () => {
    ({ server, cookie, agentId, otherAgentId, callerId, closedId, openId } = await seedReports(backend));
  });
  afterAll(async () => server?.close());

  const get = (who: string, url: string) => server.app.inject({ method: 'GET', url: `/api/sapna/v1${url}`, headers: { cookie: cookie[who]! } });
  const RANGE = 'from=2026-03-01&to=2026-03-31';

  it('sorts a page by a column over the whole report (issue 49), refuses other columns, and leaves the CSV and totals as they are', async () => {
    // One row a page: the pages together are the whole report in the column's order (ties in the report's own order).
    const walk = async (kind: string, query: string, pages: number) => {
      const ids: number[] = [];
      for (let page = 0; page < pages; page++) {
        const res = await get('manager', `/reports/${kind}?${RANGE}&size=1&page=${page}&${query}`);
        expect(res.statusCode, res.body).toBe(200);
        ids.push(...(res.json() as { results: { opportunityId?: number; agentId?: number }[] }).results.map((r) => r.opportunityId ?? r.agentId ?? 0));
      }
      return ids;
    };
    // Deal values 2,300 and 0; names '=HYPERLINK("x")' and 'Iyer renewal'; own order newest first (open, closed).
    expect(await walk('sales-opportunity', 'sort=dealValue&dir=asc', 2)).toEqual([openId, closedId]);
    expect(await walk('sales-opportunity', 'sort=dealValue&dir=desc', 2)).toEqual([closedId, openId]);
    expect(await walk('sales-opportunity', 'sort=opportunity', 2)).toEqual([closedId, openId]);
    // Closed date: the open deal has none, so it comes last either way.
    expect(await walk('sales-opportunity', 'sort=closed&dir=desc', 2)).toEqual([closedId, openId]);
    // Pending collection 1,714 and 0; packages 'Gold Listing, Gold Listing' and none (last either way).
    expect(await walk('sales-opportunity', 'sort=pending&dir=asc', 2)).toEqual([openId, closedId]);
    expect(await walk('sales-opportunity', 'sort=pending&dir=desc', 2)).toEqual([closedId, openId]);
    expect(await walk('sales-opportunity', 'sort=packages&dir=desc', 2)).toEqual([closedId, openId]);
    // Sales: activity 0, 1 and 2 (the own order, by name, is caller, owner, owner2).
    expect(await walk('sales', 'sort=activity&dir=asc', 3)).toEqual([otherAgentId, agentId, callerId]);
    expect(await walk('sales', 'sort=cold-value&dir=desc', 3)).toEqual([agentId, callerId, otherAgentId]);
    // Every sortable column of every kind runs, both ways, on this backend.
    for (const [kind, keys] of Object.entries(REPORT_SORT_KEYS)) {
      for (const key of keys) {
        for (const dir of ['asc', 'desc']) {
          const res = await get('admin', `/reports/${kind}?${RANGE}&sort=${key}&dir=${dir}`);
          expect(res.statusCode, `${kind} ${key} ${dir}: ${res.body.slice(0, 200)}`).toBe(200);
        }
      }
    }
    expect((await get('manager', `/salesconnect-report?${RANGE}&sort=created&dir=desc`)).statusCode).toBe(200);
    // Any other column, a kind that does not sort, or a bad direction: 400 with the message.
    for (const [who, url, msg] of [
      ['manager', `/reports/sales-opportunity?${RANGE}&sort=createdAt`, REPORT_SORT_MESSAGES.badSort],
      ['manager', `/reports/sales-opportunity?${RANGE}&sort=constructor`, REPORT_SORT_MESSAGES.badSort],
      ['manager', `/reports/sales?${RANGE}&sort=${encodeURIComponent('agent_name; drop table users')}`, REPORT_SORT_MESSAGES.badSort],
      ['manager', `/salesconnect-report?${RANGE}&sort=closed`, REPORT_SORT_MESSAGES.badSort],
      ['rcm', `/reports/collections?${RANGE}&sort=amount`, REPORT_SORT_MESSAGES.badSort],
      ['manager', `/reports/sales-opportunity?${RANGE}&sort=dealValue&dir=up`, undefined],
    ] as const) {
      const res = await get(who, url);
      expect(res.statusCode, url).toBe(400);
      if (msg) expect(res.json().error.msg, url).toBe(msg);
    }
    // The CSV and the totals are the report's, whatever the page's order.
    for (const kind of ['sales', 'sales-opportunity']) {
      const sorted = await get('manager', `/reports/${kind}/download?${RANGE}&sort=dealValue&dir=asc`);
      expect(sorted.rawPayload.equals((await get('manager', `/reports/${kind}/download?${RANGE}`)).rawPayload), kind).toBe(true);
      expect((await get('manager', `/reports/${kind}/totals?${RANGE}&sort=agent&dir=desc`)).json(), kind).toEqual((await get('manager', `/reports/${kind}/totals?${RANGE}`)).json());
    }
  });

  it('sorts Sales by Opportunity by sales month: deals of one sales month tie, under the closure dates (issue 49)', async () => {
    const db = server.database.db;
    const seller = await createUser(db, { username: 'rep-month-seller', roles: ['HOUSING_SALES_AGENT'] });
    const account = await insertAccount(db, { agentId: seller, name: 'Month Estates' });
    // A year before the other rows, so their figures stay as they are; March 2025 closes on 5 April.
    await db.insert(salesMonthClosures).values({ year: 2025, monthNumber: 3, closureDate: '2025-04-05' });
    // Closed on 20 March and 4 April (both March: it closes on 5 April) and on 6 April (April), created in that order.
    const ids: number[] = [];
    for (const day of ['2025-03-20', '2025-04-04', '2025-04-06']) {
      const { id } = await insertOpportunity(db, { accountId: account.id, name: `Closed ${day}`, ownerId: seller, statusId: 2, createdAt: new Date('2025-03-01T06:00:00Z') });
      await db
        .update(statusChanges)
        .set({ changedAt: new Date(`${day}T06:00:00Z`) })
        .where(and(eq(statusChanges.entity, 'opportunity'), eq(statusChanges.entityId, id), eq(statusChanges.toStatusId, 2)));
      ids.push(id);
    }
    const [march20, april4, april6] = ids as [number, number, number];
    const order = async (query: string) =>
      ((await get('manager', `/reports/sales-opportunity?from=2025-03-15&to=2025-04-10&dated=closed&agentId=${seller}&${query}`)).json() as Page).results.map((r) => [r.opportunityId, r.salesMonth]);
    // March's two tie and keep the own order (newest first); by closed date they would not.
    expect(await order('sort=salesMonth')).toEqual([[april4, 'March 2025'], [march20, 'March 2025'], [april6, 'April 2025']]);
    expect(await order('sort=salesMonth&dir=desc')).toEqual([[april6, 'April 2025'], [april4, 'March 2025'], [march20, 'March 2025']]);
    expect((await order('sort=closed')).map(([id]) => id)).toEqual([march20, april4, april6]);
  });
});

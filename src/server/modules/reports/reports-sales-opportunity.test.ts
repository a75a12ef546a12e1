// Reports (issue 12): Sales by Opportunity in Kolkata time against hand-computed figures, filters, paging, and the CSV
// (byte-order mark, header, file name, formula cells, keyset batches) parsed back and compared with the screen's rows.
// The shared month: testing/report-fixtures.ts.
import { parse } from 'csv-parse/sync';
import {  } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SALES_OPPORTUNITY_CSV_COLUMNS, type SalesOpportunityRow } from '../../../domain/reports/sales-opportunity';
import { opportunities } from '../../db/schema/index';
import { insertAccount } from '../../testing/account-fixtures';
import { describeEachBackend, type TestServer } from '../../testing/harness';
import { seedReports } from '../../testing/report-fixtures';
import { SALES_OPPORTUNITY_STREAM_BATCH } from './sales-opportunity.repo';

type Page = { results: SalesOpportunityRow[]; totalCount: number; page: number; size: number };

describeEachBackend('reports: sales by opportunity', (backend) => {
  let server: TestServer;
  let cookie: Record<string, string> = {};
  let agentId = 0;
  let otherAgentId = 0;
  let cityId = 0;
  let closedId = 0;
  let openId = 0;
  let lateId = 0;

  beforeAll(async () => {
    ({ server, cookie, agentId, otherAgentId, cityId, closedId, openId, lateId } = await seedReports(backend));
  });
  afterAll(async () => server?.close());

  const get = (who: string, url: string) => server.app.inject({ method: 'GET', url: `/api/sapna/v1${url}`, headers: { cookie: cookie[who]! } });
  const RANGE = 'from=2026-03-01&to=2026-03-31';

  it('runs from the start of the first day to the end of the last day, Kolkata time, with the hand-computed figures', async () => {
    const res = await get('manager', `/reports/sales-opportunity?${RANGE}`);
    expect(res.statusCode).toBe(200);
    const page = res.json() as Page;
    expect(page.totalCount).toBe(2);
    expect(page.results.map((r) => r.opportunityId)).toEqual([openId, closedId]);
    const closed = page.results[1]!;
    expect(closed).toMatchObject({
      opportunityName: '=HYPERLINK("x")',
      accountName: 'Rao Estates',
      agentId,
      agentName: 'rep-owner Test',
      cityName: 'Pune',
      packages: 'Gold Listing, Gold Listing',
      // (1000 − 100) × 2 + 500; only the approved payment (6) is collected; pending: 2300 + 18% GST − 1000.
      dealValue: 2300,
      collectedAmount: 1000,
      pendingCollectionAmount: 1714,
      statusName: 'Closed',
      closedDate: '2026-04-03',
      salesMonth: 'March 2026',
    });
    expect(page.results[0]).toMatchObject({ statusName: 'Follow-up', closedDate: null, salesMonth: null, dealValue: 0, collectedAmount: 0, pendingCollectionAmount: 0, cityName: null, packages: '' });
    // One day further takes in the one created at 00:00 on 1 April.
    const wider = (await get('manager', '/reports/sales-opportunity?from=2026-03-01&to=2026-04-01')).json() as Page;
    expect(wider.results.map((r) => r.opportunityId)).toContain(lateId);
  });

  it('filters by city, agent and client type', async () => {
    const byCity = (await get('manager', `/reports/sales-opportunity?${RANGE}&cityId=${cityId}`)).json() as Page;
    expect(byCity.results.map((r) => r.opportunityId)).toEqual([closedId]);
    const byAgent = (await get('manager', `/reports/sales-opportunity?${RANGE}&agentId=${otherAgentId}`)).json() as Page;
    expect(byAgent.results.map((r) => r.opportunityId)).toEqual([openId]);
    const owners = (await get('manager', `/reports/sales-opportunity?${RANGE}&clientTypeId=3`)).json() as Page;
    expect(owners.results.map((r) => r.opportunityId)).toEqual([openId]);
  });

  it('pages with the total', async () => {
    const first = (await get('manager', `/reports/sales-opportunity?${RANGE}&size=1`)).json() as Page;
    const second = (await get('manager', `/reports/sales-opportunity?${RANGE}&size=1&page=1`)).json() as Page;
    expect([first.totalCount, second.totalCount]).toEqual([2, 2]);
    expect([...first.results, ...second.results].map((r) => r.opportunityId)).toEqual([openId, closedId]);
  });

  it("streams the CSV with a byte-order mark, header, the file name, quoted formulas, and the screen's rows", async () => {
    const res = await get('manager', `/reports/sales-opportunity/download?${RANGE}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="sales-opportunity-2026-03-01-2026-03-31.csv"');
    const body = res.rawPayload;
    expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const records = parse(body.toString('utf8').slice(1)) as string[][];
    expect(records[0]).toEqual(SALES_OPPORTUNITY_CSV_COLUMNS.map(([header]) => header));
    const screen = ((await get('manager', `/reports/sales-opportunity?${RANGE}`)).json() as Page).results;
    const expected = screen.map((row) =>
      SALES_OPPORTUNITY_CSV_COLUMNS.map(([, value]) => {
        const v = value(row);
        const text = v === null || v === undefined ? '' : String(v);
        return /^[=+\-@]/.test(text) ? `'${text}` : text;
      }),
    );
    expect(records.slice(1)).toEqual(expected);
    expect(records[2]![1]).toBe(`'=HYPERLINK("x")`);
  });

  it('streams a CSV of several read batches with every row once, newest first, and the total the screen gives', async () => {
    // The download reads SALES_OPPORTUNITY_STREAM_BATCH rows at a time by keyset (id descending): 1,201 rows in June
    // cross two batch boundaries and end one row into a third batch.
    const db = server.database.db;
    const account = await insertAccount(db, { agentId, name: 'Batch Realty', clientTypeId: 2 });
    const wanted = SALES_OPPORTUNITY_STREAM_BATCH * 2 + 201;
    const inserted = await db
      .insert(opportunities)
      .values(Array.from({ length: wanted }, (_, i) => ({ accountId: account.id, name: `Batch ${i}`, typeId: 1, domainId: 5, ownerId: agentId, createdAt: new Date(Date.UTC(2026, 5, 1 + (i % 28), 6)) })))
      .returning({ id: opportunities.id });
    const JUNE = 'from=2026-06-01&to=2026-06-30';
    const res = await get('manager', `/reports/sales-opportunity/download?${JUNE}`);
    expect(res.statusCode).toBe(200);
    const records = parse(res.rawPayload.toString('utf8').slice(1)) as string[][];
    const idColumn = SALES_OPPORTUNITY_CSV_COLUMNS.findIndex(([header]) => /opportunity id/i.test(header));
    expect(idColumn).toBeGreaterThanOrEqual(0);
    const ids = records.slice(1).map((record) => Number(record[idColumn]));
    expect(ids).toEqual(inserted.map((row) => row.id).sort((a, b) => b - a));
    expect(((await get('manager', `/reports/sales-opportunity?${JUNE}&size=1`)).json() as Page).totalCount).toBe(wanted);
  });
});

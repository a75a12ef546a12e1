// Issue 49: one renewal rule. On the demo seed, every sold deal's renewal tag (GET report/opportunity, the opportunity
// tables' alert) equals what the renewal dashboard's rows say of that deal (its download, read by dealRenewalOf):
// 0 disagreements; and every figure of the dashboard (summary, each bucket, chart bar, month, agent) equals the
// count and value of the rows its details list.
import { parse } from 'csv-parse/sync';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  DAY_BUCKET_LABELS,
  dealRenewalOf,
  PAST_DUE_CATEGORY,
  renewalAlertOf,
  RENEWAL_STATE_LABELS,
  type RenewalChart,
  type RenewalFilter,
  type RenewalState,
  type RenewalSummary,
} from '../../../domain/renewals/renewal-rule';
import { RENEWAL_BUCKETS } from '../../../domain/renewals/renewal-buckets';
import { queryRows } from '../../db/client';
import { opportunities } from '../../db/schema/index';
import { seedDemo } from '../../seed/demo/demo';
import { loginAs } from '../../testing/fixtures';
import { describeOnOneBackend, startTestServer, type TestServer } from '../../testing/harness';

const STATE_OF_LABEL = new Map(Object.entries(RENEWAL_STATE_LABELS).map(([state, label]) => [label, state as RenewalState]));

describeOnOneBackend('renewal tags and the renewal dashboard on the demo data', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend);
    await seedDemo(server.database.db, { password: 'demo' });
  }, 180_000);
  afterAll(async () => {
    await server.close();
  });

  it('gives every sold deal on the dashboard the tag its dashboard rows give it (0 disagreements)', async () => {
    const cookie = await loginAs(server.app, 'admin', 'demo');
    const download = await server.app.inject({ method: 'POST', url: '/api/sapna/v1/renewal-report/download', headers: { cookie }, payload: {} });
    expect(download.statusCode).toBe(200);
    const rows = parse(download.body.slice(1), { columns: true }) as Record<string, string>[];
    const byDeal = new Map<number, { state: RenewalState; daysToDue: number }[]>();
    for (const row of rows) {
      const id = Number(row['Opportunity Id']);
      byDeal.set(id, [...(byDeal.get(id) ?? []), { state: STATE_OF_LABEL.get(row['State']!)!, daysToDue: Number(row['Days To Due']) }]);
    }
    // Deals with every package on the dashboard (a package due beyond its window is not a row there).
    const packageCounts = new Map(
      (
        await queryRows<{ id: number; n: number | string }>(
          server.database.db,
          sql`select opportunity_id as id, count(*) as n from opportunity_package_mappings where opportunity_id in (select id from opportunities where status_id = 2) group by 1`,
        )
      ).map((r) => [Number(r.id), Number(r.n)]),
    );
    const deals = [...byDeal.keys()].filter((id) => packageCounts.get(id) === byDeal.get(id)!.length);

    const disagreements: string[] = [];
    const seen = { renewed: 0, upcoming: 0, lapsed: 0 };
    for (let i = 0; i < deals.length; i += 100) {
      const ids = deals.slice(i, i + 100);
      const res = await server.app.inject({ method: 'GET', url: `/api/sapna/v1/report/opportunity?opportunityIds=${ids.join(',')}`, headers: { cookie } });
      expect(res.statusCode).toBe(200);
      for (const tag of res.json() as { opportunityId: number; renewalAlert: string | null; renewalState: RenewalState | null }[]) {
        const expected = dealRenewalOf(byDeal.get(tag.opportunityId)!)!;
        seen[expected.state] += 1;
        if (tag.renewalState !== expected.state || tag.renewalAlert !== renewalAlertOf(expected)) {
          disagreements.push(`${tag.opportunityId}: tag ${tag.renewalState} '${tag.renewalAlert}', dashboard ${expected.state} ${expected.daysToDue}`);
        }
      }
    }
    expect(disagreements).toEqual([]);
    // Not vacuous: most of the demo's sold deals on the dashboard, in every state.
    const sold = await server.database.db.$count(opportunities, eq(opportunities.statusId, 2));
    expect(deals.length).toBeGreaterThan(100);
    expect(deals.length).toBeLessThanOrEqual(sold);
    expect(seen.renewed).toBeGreaterThan(5);
    expect(seen.upcoming).toBeGreaterThan(5);
    expect(seen.lapsed).toBeGreaterThan(5);
  }, 240_000);

  /** The dashboard's rows for a filter: its download (the details' rows, every page at once), parsed. */
  async function rowsOf(cookie: string, filter: RenewalFilter): Promise<Record<string, string>[]> {
    const res = await server.app.inject({ method: 'POST', url: '/api/sapna/v1/renewal-report/download', headers: { cookie }, payload: filter });
    expect(res.statusCode).toBe(200);
    return parse(res.body.slice(1), { columns: true }) as Record<string, string>[];
  }
  const post = async <T,>(cookie: string, path: string, payload: object): Promise<T> => {
    const res = await server.app.inject({ method: 'POST', url: `/api/sapna/v1/renewal-report${path}`, headers: { cookie }, payload });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as T;
  };

  it('gives every renewal bucket, summary figure, month and agent the count and value of the rows behind it (figure = its rows)', async () => {
    // The RCM (read-only, the whole brand) reads the figures people act on; the details list and the download are the click-through.
    const cookie = await loginAs(server.app, 'rcm', 'demo');
    const paiseOf = (rows: Record<string, string>[]) => rows.reduce((n, r) => n + Math.round(Number(r['Value']) * 100), 0);
    const filters: RenewalFilter[] = [
      {},
      ...RENEWAL_BUCKETS.map((renewalBucket) => ({ renewalBucket })),
      ...DAY_BUCKET_LABELS.map((lapsedBucket) => ({ lapsedBucket })),
      ...DAY_BUCKET_LABELS.map((upcomingBucket) => ({ upcomingBucket })),
    ];
    // The click-through's rows: the whole dashboard's once (its download: the details, every page at once); a bucket's
    // are those of its bucket, and its details list must count exactly them.
    const all = await rowsOf(cookie, {});
    const nonEmpty = new Set<string>();
    for (const filter of filters) {
      const label = JSON.stringify(filter);
      const rows = all.filter(
        (r) =>
          (!filter.renewalBucket || r['Renewal Bucket'] === filter.renewalBucket) &&
          (!filter.lapsedBucket || (r['State'] === 'Lapsed' && r['Day Bucket'] === filter.lapsedBucket)) &&
          (!filter.upcomingBucket || (r['State'] === 'Upcoming' && r['Day Bucket'] === filter.upcomingBucket)),
      );
      // Each bucket's figure (the chart's bar, below) clicks through to its details list: the list counts its rows.
      const details = await post<{ totalCount: number }>(cookie, '/details', { ...filter, size: 1 });
      expect(details.totalCount, label).toBe(rows.length);
      if (rows.length > 0) nonEmpty.add(label);
    }
    // The summary's figures are the whole dashboard's rows.
    const summary = await post<RenewalSummary>(cookie, '', {});
    const inState = (state: RenewalState) => all.filter((r) => r['State'] === RENEWAL_STATE_LABELS[state]);
    expect([summary.total, summary.renewed, summary.upcoming, summary.lapsed]).toEqual([all.length, inState('renewed').length, inState('upcoming').length, inState('lapsed').length]);
    expect(summary.due).toBe(summary.renewed + summary.lapsed);
    expect(Math.round(summary.dueValue * 100)).toBe(paiseOf([...inState('renewed'), ...inState('lapsed')]));
    expect(Math.round(summary.renewedValue * 100)).toBe(paiseOf(inState('renewed')));
    // A bucket's own download holds its rows (one bucket, not every one: each download reads the whole window).
    expect((await rowsOf(cookie, { lapsedBucket: '61-180' })).map((r) => r['Opportunity Id'])).toEqual(
      all.filter((r) => r['State'] === 'Lapsed' && r['Day Bucket'] === '61-180').map((r) => r['Opportunity Id']),
    );
    // Each chart bar (a renewal bucket's renewed, upcoming and lapsed; past due), month and agent counts its rows.
    const rows = all;
    const chart = await post<RenewalChart>(cookie, '/chart', {});
    for (const series of chart.series) {
      chart.categories.forEach((category, i) => {
        const behind = rows.filter((r) => r['State'] === series.name && (r['Renewal Bucket'] || PAST_DUE_CATEGORY) === category);
        expect(series.values[i], `chart ${series.name} ${category}`).toBe(behind.length);
      });
    }
    for (const month of await post<{ month: string; total: number; renewed: number }[]>(cookie, '/summary-monthwise', {})) {
      const behind = rows.filter((r) => r['Valid Till']!.startsWith(month.month));
      expect([month.total, month.renewed], month.month).toEqual([behind.length, behind.filter((r) => r['State'] === 'Renewed').length]);
    }
    const agents = await post<{ agentName: string; total: number; lapsed: number }[]>(cookie, '/agentwise', {});
    for (const agent of agents) {
      const behind = rows.filter((r) => (r['Agent'] || 'Unassigned') === agent.agentName);
      expect([agent.total, agent.lapsed], agent.agentName).toEqual([behind.length, behind.filter((r) => r['State'] === 'Lapsed').length]);
    }
    expect(agents.reduce((n, a) => n + a.total, 0)).toBe(rows.length);
    // Not vacuous: the whole dashboard and most buckets hold rows.
    expect(nonEmpty.size).toBeGreaterThan(10);
  }, 120_000);
});

// Issue 49: one renewal rule. On the demo seed, every sold deal's renewal tag (GET report/opportunity, the opportunity
// tables' alert) equals what the renewal dashboard's rows say of that deal (its download, read by dealRenewalOf):
// 0 disagreements, on both backends.
import { parse } from 'csv-parse/sync';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { dealRenewalOf, renewalAlertOf, RENEWAL_STATE_LABELS, type RenewalState } from '../../../domain/renewals/renewal-rule';
import { queryRows } from '../../db/client';
import { opportunities } from '../../db/schema/index';
import { seedDemo } from '../../seed/demo';
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
});

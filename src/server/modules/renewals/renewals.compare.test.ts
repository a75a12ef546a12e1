// Renewal summaries counted in SQL (renewalGroups: grouped by due day, renewed and agent, classified by the domain's
// rule) against the same summaries built from every row (renewalRows, classifyRenewal per sold package, the way the
// service computed them before): equal on random sold packages, for a manager, a team leader and an agent, with
// every filter. Random: accounts with several purchases of a family (renewals, late purchases, ties in time),
// packages without a family, open opportunities, validity ends on both sides of the window's edges.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RenewalRow } from '../../../domain/renewals/renewal-rule';
import { isRenewedBy, renewalAgentwise, renewalChart, renewalMonthwise, renewalSummary, type RenewalFilter, type SoldPackage } from '../../../domain/renewals/renewal-rule';
import { DAY_BUCKET_LABELS, RENEWAL_BUCKETS, SELLER_TYPES } from '../../../domain/renewals/renewal-buckets';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { accounts, opportunities, opportunityPackageMappings, packageFamilies, packages } from '../../db/schema/index';
import { createUser } from '../../testing/fixtures';
import { mulberry32 } from '../../shared/mulberry32';
import { describeEachBackend, startTestServer, type TestServer } from '../../testing/harness';
import { actingUser } from '../approvals/approval-demo.service';
import { serviceContext } from '../../shared/service-context';
import { soldPackages } from './renewals.repo';
import { prepareRenewalCsv, renewalReport, renewalReportAgentwise, renewalReportChart, renewalReportDetails, renewalReportMonthwise, renewalRows } from './renewals.service';

const DAY = 86_400_000;

describeEachBackend('renewal summaries counted in SQL equal those built from the rows', (backend) => {
  let server: TestServer;
  const people: Record<string, number> = {};
  const now = new Date();

  beforeAll(async () => {
    server = await startTestServer(backend);
    const db = server.database.db;
    people.manager = await createUser(db, { username: 'rcmp-manager', roles: ['HOUSING_SALES_MANAGER'] });
    people.lead = await createUser(db, { username: 'rcmp-lead', roles: ['HOUSING_SALES_AGENT'] });
    people.agent = await createUser(db, { username: 'rcmp-agent', roles: ['HOUSING_SALES_AGENT'], parentId: people.lead });
    const other = await createUser(db, { username: 'rcmp-other', roles: ['HOUSING_SALES_AGENT'] });
    const owners = [people.agent, people.lead, other, null];

    const rnd = mulberry32(20261125);
    const pick = <T,>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
    const families = await db.insert(packageFamilies).values([{ name: 'Rcmp Listing' }, { name: 'Rcmp Ads' }]).returning({ id: packageFamilies.id });
    const packageIds = (
      await db
        .insert(packages)
        .values(
          [
            [families[0]!.id, 'FoS'],
            [families[0]!.id, 'Telesales'],
            [families[1]!.id, 'Both'],
            [null, 'FoS'],
          ].map(([familyId, agentType], i) => ({ name: `Rcmp ${i}`, familyId: familyId as number | null, agentType: agentType as string, ratePrice: '1000', salesPrice: '1000', validityDays: 30 })),
        )
        .returning({ id: packages.id })
    ).map((p) => p.id);
    const accountRows = await db
      .insert(accounts)
      .values(Array.from({ length: 30 }, (_, i) => ({ name: `Rcmp ${i}`, clientTypeId: 1 + (i % 5), agentId: pick(owners), domainId: 5 })))
      .returning({ id: accounts.id });
    const opps = await db
      .insert(opportunities)
      .values(
        Array.from({ length: 260 }, (_, i) => ({
          name: `Rcmp ${i}`,
          typeId: 1,
          domainId: 5,
          accountId: pick(accountRows).id,
          ownerId: pick(owners),
          statusId: rnd() < 0.85 ? 2 : 1,
        })),
      )
      .returning({ id: opportunities.id });
    const mappings: (typeof opportunityPackageMappings.$inferInsert)[] = [];
    for (const opp of opps) {
      // Sold from 600 days ago to today; valid 0 to 400 days; a second package on the same opportunity is often added
      // at the same instant (a tie in time: neither renews the other).
      const soldAt = new Date(now.getTime() - Math.floor(rnd() * 600 * DAY));
      const count = rnd() < 0.3 ? 2 : 1;
      for (let k = 0; k < count; k += 1) {
        const price = 500 + Math.floor(rnd() * 100_000) / 100;
        mappings.push({
          opportunityId: opp.id,
          packageId: pick(packageIds),
          ratePrice: String(price),
          salesPrice: String(price),
          discount: rnd() < 0.3 ? String(Math.floor(rnd() * 10_000) / 100) : '0',
          quantity: 1 + Math.floor(rnd() * 3),
          validityDays: pick([0, 30, 90, 180, 181, 365, 366, Math.floor(rnd() * 400)]),
          createdAt: k === 1 && rnd() < 0.5 ? soldAt : new Date(soldAt.getTime() + k * Math.floor(rnd() * 40 * DAY)),
        });
      }
    }
    await db.insert(opportunityPackageMappings).values(mappings);
  });

  afterAll(async () => {
    await server.close();
  });

  const filters: RenewalFilter[] = [
    {},
    ...RENEWAL_BUCKETS.map((renewalBucket) => ({ renewalBucket })),
    ...DAY_BUCKET_LABELS.map((lapsedBucket) => ({ lapsedBucket })),
    ...DAY_BUCKET_LABELS.map((upcomingBucket) => ({ upcomingBucket })),
    ...SELLER_TYPES.map((sellerType) => ({ sellerType })),
    { profileType: 2 },
    { profileType: 3, sellerType: 'Telesales', renewalBucket: '>90D' },
  ];

  it('summary, month-wise, chart and agent-wise agree with the rows for every scope and filter', async () => {
    let rowsSeen = 0;
    for (const who of ['manager', 'lead', 'agent']) {
      await server.database.db.transaction(async (tx: Tx) => {
        const ctx = await serviceContext(tx, await actingUser(tx, people[who]!), now);
        for (const filter of filters) {
          const rows = await renewalRows(ctx, filter);
          rowsSeen += rows.length;
          const label = `${who} ${JSON.stringify(filter)}`;
          expect(await renewalReport(ctx, filter), label).toEqual(renewalSummary(rows));
          expect(await renewalReportMonthwise(ctx, filter), label).toEqual(renewalMonthwise(rows));
          expect(await renewalReportChart(ctx, filter), label).toEqual(renewalChart(rows));
          expect(await renewalReportAgentwise(ctx, filter), label).toEqual(renewalAgentwise(rows));
        }
      });
    }
    // The data is not vacuous: renewed, lapsed and upcoming rows all occur.
    const all = await server.database.db.transaction(async (tx: Tx) => renewalReport(await serviceContext(tx, await actingUser(tx, people.manager!), now), {}));
    expect(rowsSeen).toBeGreaterThan(100);
    expect(all.renewed).toBeGreaterThan(3);
    expect(all.lapsed).toBeGreaterThan(3);
    expect(all.upcoming).toBeGreaterThan(3);
  });

  it('details pages and the download batches give the rows read one by one, in the same order, for every scope and filter', async () => {
    let pagesRead = 0;
    let batchesRead = 0;
    for (const who of ['manager', 'lead', 'agent']) {
      await server.database.db.transaction(async (tx: Tx) => {
        const ctx = await serviceContext(tx, await actingUser(tx, people[who]!), now);
        for (const filter of filters) {
          const label = `${who} ${JSON.stringify(filter)}`;
          const rows = await renewalRows(ctx, filter);
          // Pages of 7 (page edges fall inside due days and on them), and one page of 100.
          const paged: RenewalRow[] = [];
          for (let page = 0; page === 0 || page * 7 < rows.length; page += 1) {
            const answer = await renewalReportDetails(ctx, { ...filter, page, size: 7 });
            expect(answer.totalCount, label).toBe(rows.length);
            paged.push(...answer.results);
            pagesRead += 1;
          }
          expect(paged, label).toEqual(rows);
          expect((await renewalReportDetails(ctx, { ...filter, page: 0, size: 100 })).results, label).toEqual(rows.slice(0, 100));
          // Batches of about 9 rows, the first in the transaction, the rest from the same handle here.
          const { batches } = await prepareRenewalCsv(ctx, filter, 9);
          const streamed: RenewalRow[] = [];
          for await (const batch of batches(tx)) {
            streamed.push(...batch);
            batchesRead += 1;
          }
          expect(streamed, label).toEqual(rows);
        }
      });
    }
    expect(pagesRead).toBeGreaterThan(60);
    expect(batchesRead).toBeGreaterThan(60);
  });

  it('the SQL twin (renewedBySql) renews exactly the packages the domain rule (isRenewedBy) does, never by their own deal', async () => {
    const db = server.database.db;
    const all = await db
      .select({
        mappingId: opportunityPackageMappings.id,
        opportunityId: opportunityPackageMappings.opportunityId,
        accountId: opportunities.accountId,
        familyId: packages.familyId,
        soldAt: opportunityPackageMappings.createdAt,
        validityDays: opportunityPackageMappings.validityDays,
        statusId: opportunities.statusId,
      })
      .from(opportunityPackageMappings)
      .innerJoin(opportunities, eq(opportunities.id, opportunityPackageMappings.opportunityId))
      .innerJoin(packages, eq(packages.id, opportunityPackageMappings.packageId));
    const sold: SoldPackage[] = all.filter((m) => m.statusId === 2);
    const bySql = new Map((await soldPackages(db, eq(opportunities.statusId, 2))).map((r) => [r.mappingId, r.renewedByOpportunityId]));
    expect(bySql.size).toBe(sold.length);
    let renewed = 0;
    let sameDealPairs = 0;
    for (const sale of sold) {
      const renewing = sold.filter((c) => isRenewedBy(sale, c)).sort((a, b) => a.soldAt.getTime() - b.soldAt.getTime() || a.mappingId - b.mappingId);
      expect(bySql.get(sale.mappingId), `mapping ${sale.mappingId}`).toBe(renewing[0]?.opportunityId ?? null);
      if (renewing.length > 0) renewed += 1;
      if (sold.some((c) => c.opportunityId === sale.opportunityId && c.mappingId !== sale.mappingId && c.familyId === sale.familyId && c.familyId !== null && c.soldAt > sale.soldAt)) sameDealPairs += 1;
    }
    // Not vacuous: renewals occur, and so do later same-family packages on the same deal (which renew nothing).
    expect(renewed).toBeGreaterThan(5);
    expect(sameDealPairs).toBeGreaterThan(3);
  });
});

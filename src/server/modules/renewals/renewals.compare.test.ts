// Renewal summaries counted in SQL (renewalGroups: grouped by due day, renewed and agent, classified by the domain's
// rule) against the same summaries built from every row (renewalRows, classifyRenewal per sold package, the way the
// service computed them before): equal on random sold packages, for a manager, a team leader and an agent, with
// every filter. Random: accounts with several purchases of a family (renewals, late purchases, ties in time),
// packages without a family, open opportunities, validity ends on both sides of the window's edges.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RenewalRow } from '../../../domain/renewals/renewal-rule';
import { isRenewedBy, renewalAgentwise, renewalChart, renewalMonthwise, renewalSummary, type RenewalFilter, type SoldPackage } from '../../../domain/renewals/renewal-rule';
import { DAY_BUCKET_LABELS, RENEWAL_BUCKETS, SELLER_TYPES } from '../../../domain/renewals/renewal-buckets';
import { eq, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client';
import { accounts, opportunities, opportunityPackageMappings, packageFamilies, packages } from '../../db/schema/index';
import { createUser } from '../../testing/fixtures';
import { mulberry32 } from '../../shared/mulberry32';
import { describeOnBothBackends, startTestServer, type TestServer } from '../../testing/harness';
import { actingUser } from '../../seed/demo/approvals-demo';
import { serviceContext } from '../../shared/http/service-context';
import { soldPackages } from './renewals.repo';
import { prepareRenewalCsv, renewalReport, renewalReportAgentwise, renewalReportChart, renewalReportDetails, renewalReportMonthwise, renewalRows } from './renewals.service';
import { DAY_MS } from '../../../domain/format/ist-calendar';

describeOnBothBackends('renewal summaries counted in SQL equal those built from the rows', (backend) => {
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
      const soldAt = new Date(now.getTime() - Math.floor(rnd() * 600 * DAY_MS));
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
          createdAt: k === 1 && rnd() < 0.5 ? soldAt : new Date(soldAt.getTime() + k * Math.floor(rnd() * 40 * DAY_MS)),
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

  /** Every figure of every scope and filter equals the one built from the rows read one by one; answers the rows seen. */
  async function expectFiguresOfRows(scopes = ['manager', 'lead', 'agent'], some = filters): Promise<number> {
    let rowsSeen = 0;
    for (const who of scopes) {
      await server.database.db.transaction(async (tx: Tx) => {
        const ctx = await serviceContext(tx, await actingUser(tx, people[who]!), now);
        for (const filter of some) {
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
    return rowsSeen;
  }

  it('summary, month-wise, chart and agent-wise agree with the rows for every scope and filter', async () => {
    const rowsSeen = await expectFiguresOfRows();
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

  it('the kept sold packages follow every later write: sales, cancellations, reopened and moved deals, reassignments, package and account changes', async () => {
    const db = server.database.db;
    const rnd = mulberry32(49065);
    const ids = async (q: SQL) => (await queryRows<{ id: number }>(db, q)).map((r) => Number(r.id));
    const sample = (xs: number[], share: number) => xs.filter(() => rnd() < share);
    const closed = await ids(sql`select id from opportunities where status_id = 2 and name like 'Rcmp %' order by id`);
    const open = await ids(sql`select id from opportunities where status_id = 1 and name like 'Rcmp %' order by id`);
    const accountIds = await ids(sql`select id from accounts where name like 'Rcmp %' order by id`);
    const mappingIds = await ids(sql`select m.id from opportunity_package_mappings m join opportunities o on o.id = m.opportunity_id where o.name like 'Rcmp %' order by m.id`);
    const packageIds = await ids(sql`select id from packages where name like 'Rcmp %' order by id`);
    const inList = (xs: number[]) => sql.join(xs.length ? xs.map((x) => sql`${x}`) : [sql`null`], sql`, `);
    // Deals closed, cancelled (reopened) and moved to another account; owners changed; a sale added to an earlier
    // deal of an account (a renewal appears); packages removed, re-dated and re-priced; a package's family and
    // seller type changed; accounts handed to another agent and of another client type.
    await db.execute(sql`update opportunities set status_id = 2 where id in (${inList(sample(open, 0.5))})`);
    await db.execute(sql`update opportunities set status_id = 1 where id in (${inList(sample(closed, 0.1))})`);
    const moved = sample(closed, 0.08).map((id) => sql`(${id}::int, ${accountIds[Math.floor(rnd() * accountIds.length)]!}::int)`);
    await db.execute(sql`update opportunities o set account_id = v.account_id from (values ${sql.join(moved, sql`, `)}) v(id, account_id) where o.id = v.id`);
    await db.execute(sql`update opportunities set owner_id = ${people.agent!} where id in (${inList(sample(closed, 0.1))})`);
    await db.execute(sql`delete from opportunity_package_mappings where id in (${inList(sample(mappingIds, 0.05))})`);
    await db.execute(sql`update opportunity_package_mappings set created_at = created_at - interval '45 days', validity_days = validity_days + 20 where id in (${inList(sample(mappingIds, 0.1))})`);
    await db.execute(sql`update opportunity_package_mappings set quantity = quantity + 1 where id in (${inList(sample(mappingIds, 0.1))})`);
    await db.insert(opportunityPackageMappings).values(
      sample(closed, 0.1).map((id) => ({ opportunityId: id, packageId: packageIds[Math.floor(rnd() * 3)]!, ratePrice: '900', salesPrice: '900', validityDays: 180, createdAt: new Date(now.getTime() - Math.floor(rnd() * 200 * DAY_MS)) })),
    );
    await db.execute(sql`update packages set family_id = (select min(id) from package_families where name like 'Rcmp %'), agent_type = 'Telesales' where id = ${packageIds[2]!}`);
    await db.execute(sql`update accounts set agent_id = ${people.lead!}, client_type_id = 3 where id in (${inList(sample(accountIds, 0.3))})`);
    // The kept rows are those of the rule read now, renewal and all, and every figure still equals its rows.
    const kept = await queryRows<{ mapping_id: number; renewed_by_opportunity_id: number | null; domain_id: number; owner_id: number | null; account_agent_id: number | null; client_type_id: number; agent_type: string; due_day: string; value: string }>(
      db,
      sql`select mapping_id, renewed_by_opportunity_id, domain_id, owner_id, account_agent_id, client_type_id, agent_type, due_day::text, value::text from sold_package_renewals order by mapping_id`,
    );
    const rule = await queryRows<(typeof kept)[number]>(
      db,
      sql`select mapping_id, renewed_by_opportunity_id, domain_id, owner_id, account_agent_id, client_type_id, agent_type, due_day::text, value::text from sold_package_renewals_rule order by mapping_id`,
    );
    expect(kept).toEqual(rule);
    const bySql = new Map((await soldPackages(db, eq(opportunities.statusId, 2))).map((r) => [r.mappingId, r.renewedByOpportunityId]));
    expect(new Map(kept.map((k) => [Number(k.mapping_id), k.renewed_by_opportunity_id === null ? null : Number(k.renewed_by_opportunity_id)]))).toEqual(bySql);
    expect(await expectFiguresOfRows(['manager', 'lead'], [{}, { sellerType: 'Telesales' }, { profileType: 3 }])).toBeGreaterThan(100);
  }, 120_000);
});

// Issue 49: sales_deal_facts (migration 0066) keeps each opportunity's owner, account, city, creation, closed moment and
// deal value for the sales report and performance. Its kept rows equal its rule (the view sales_deal_facts_rule), the
// rule equals the SQL twins every other screen reads (closedAtSql, opportunityDealValue), and the sales rows read from
// it equal the figures counted deal by deal from those twins: on random deals, and again after random later writes
// (closing, reopening and re-closing, history rows added, moved and removed, reassignments, moved accounts, cities,
// package mappings added, re-priced and removed, discount approvals, deleted deals).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { addDays, istDateOf, istEndOfDay, istStartOfDay, type IsoDate } from '../../../domain/format/ist-calendar';
import type { SalesRow } from '../../../domain/reports/sales';
import { queryRows, type Tx } from '../../db/client';
import { accounts, opportunities, opportunityPackageMappings, packages, statusChanges } from '../../db/schema/index';
import { createUser } from '../../testing/fixtures';
import { mulberry32 } from '../../shared/mulberry32';
import { describeOnBothBackends, startTestServer, type TestServer } from '../../testing/harness';
import { actingUser } from '../../seed/demo/approvals-demo';
import { serviceContext } from '../../shared/http/service-context';
import { closedAtSql, closedBetweenSql } from '../../shared/sql/closed-date.sql';
import { opportunityDealValue } from '../../shared/sql/deal-value.sql';
import { salesRowsOfAgents } from './reports.service';

const DAY = 86_400_000;

describeOnBothBackends('sales_deal_facts keeps the rule; the sales rows read from it equal the deals counted one by one', (backend) => {
  let server: TestServer;
  const people: Record<string, number> = {};
  let packageId = 0;
  const now = new Date();
  const rnd = mulberry32(49066);
  const pick = <T,>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
  const sample = (xs: number[], share: number) => xs.filter(() => rnd() < share);
  const inList = (xs: number[]) => sql.join(xs.length ? xs.map((x) => sql`${x}`) : [sql`null`], sql`, `);

  beforeAll(async () => {
    server = await startTestServer(backend);
    const db = server.database.db;
    people.manager = await createUser(db, { username: 'sdf-manager', roles: ['HOUSING_SALES_MANAGER'] });
    people.lead = await createUser(db, { username: 'sdf-lead', roles: ['HOUSING_SALES_AGENT'] });
    people.agent = await createUser(db, { username: 'sdf-agent', roles: ['HOUSING_SALES_AGENT'], parentId: people.lead });
    people.other = await createUser(db, { username: 'sdf-other', roles: ['HOUSING_SALES_AGENT'] });
    const owners = [people.agent, people.lead, people.other, null];
    const [pkg] = await db.insert(packages).values({ name: 'Sdf Gold', ratePrice: '1000', salesPrice: '1000', validityDays: 90 }).returning({ id: packages.id });
    packageId = pkg!.id;
    const accountRows = await db
      .insert(accounts)
      .values(Array.from({ length: 40 }, (_, i) => ({ name: `Sdf ${i}`, clientTypeId: 1 + (i % 5), clientStatusId: pick([1, 2, 3]), agentId: pick(owners), domainId: 5 })))
      .returning({ id: accounts.id });
    const opps = await db
      .insert(opportunities)
      .values(
        Array.from({ length: 220 }, (_, i) => ({
          name: `Sdf ${i}`,
          typeId: 1,
          domainId: 5,
          accountId: pick(accountRows).id,
          ownerId: pick(owners),
          cityId: pick([1, 2, null]),
          statusId: 1,
          createdAt: new Date(now.getTime() - Math.floor(rnd() * 120 * DAY)),
        })),
      )
      .returning({ id: opportunities.id });
    const mappings: (typeof opportunityPackageMappings.$inferInsert)[] = [];
    for (const opp of opps) {
      const count = Math.floor(rnd() * 3);
      for (let k = 0; k < count; k += 1) {
        mappings.push({
          opportunityId: opp.id,
          packageId,
          validityDays: 90,
          ratePrice: '1000',
          salesPrice: String(500 + Math.floor(rnd() * 100_000) / 100),
          discount: String(Math.floor(rnd() * 20_000) / 100),
          discountApproved: pick(['Approved', 'NotRequired', 'Pending', 'Rejected', undefined]),
          quantity: 1 + Math.floor(rnd() * 3),
        });
      }
    }
    await db.insert(opportunityPackageMappings).values(mappings);
    // Deals closed now (the history trigger records the move), and moves into Closed at random earlier moments
    // (some deals with several, some reopened after).
    const ids = opps.map((o) => o.id);
    await db.execute(sql`update opportunities set status_id = 2 where id in (${inList(sample(ids, 0.6))})`);
    const closedAt = (): Date => new Date(now.getTime() - Math.floor(rnd() * 120 * DAY));
    await db.insert(statusChanges).values(sample(ids, 0.7).map((id) => ({ entity: 'opportunity', entityId: id, opportunityId: id, domainId: 5, fromStatusId: 1, toStatusId: 2, changedAt: closedAt() })));
    await db.insert(statusChanges).values(sample(ids, 0.3).map((id) => ({ entity: 'opportunity', entityId: id, opportunityId: id, domainId: 5, fromStatusId: 1, toStatusId: 2, changedAt: closedAt() })));
  }, 120_000);
  afterAll(() => server.close());

  type Kept = { opportunity_id: number; domain_id: number; owner_id: number | null; account_id: number; city_id: number | null; created_at: string; closed_at: string | null; deal: string };
  const columns = sql`opportunity_id, domain_id, owner_id, account_id, city_id, created_at::text, closed_at::text, deal::text`;

  /** The kept rows equal the rule's, and the rule's closed moment and deal value equal the twins the other screens read. */
  async function expectKeptIsRule(): Promise<number> {
    const db = server.database.db;
    const kept = await queryRows<Kept>(db, sql`select ${columns} from sales_deal_facts order by opportunity_id`);
    const rule = await queryRows<Kept>(db, sql`select ${columns} from sales_deal_facts_rule order by opportunity_id`);
    expect(kept).toEqual(rule);
    const twins = await queryRows<{ id: number; closed_at: string | null; deal: string }>(
      db,
      sql`select ${opportunities.id} as id, (${closedAtSql()})::text as closed_at, (${opportunityDealValue(opportunities.id)}) as deal from ${opportunities} order by 1`,
    );
    expect(kept.map((k) => [Number(k.opportunity_id), k.closed_at, k.deal])).toEqual(twins.map((t) => [Number(t.id), t.closed_at, t.deal]));
    return kept.filter((k) => k.closed_at !== null).length;
  }

  /** The sales rows (performance's source) of every owner for a range equal the deals of the range counted one by one. */
  async function expectSalesRowsAreDeals(from: IsoDate, to: IsoDate): Promise<number> {
    const db = server.database.db;
    const start = istStartOfDay(from);
    const end = istEndOfDay(to);
    const deals = await queryRows<{ owner_id: number; account_id: number; client_status_id: number | null; deal: string; created_in: boolean; closed_in: boolean }>(
      db,
      sql`select ${opportunities.ownerId} as owner_id, ${opportunities.accountId} as account_id, ${accounts.clientStatusId} as client_status_id,
          (${opportunityDealValue(opportunities.id)}) as deal,
          (${opportunities.createdAt} >= ${start.toISOString()}::timestamptz and ${opportunities.createdAt} <= ${end.toISOString()}::timestamptz) as created_in,
          ${closedBetweenSql(start, end)} as closed_in
        from ${opportunities} join ${accounts} on ${accounts.id} = ${opportunities.accountId}
        where ${opportunities.domainId} = 5 and ${opportunities.ownerId} is not null`,
    );
    const agents = [people.agent!, people.lead!, people.other!];
    const expected = new Map<number, Omit<SalesRow, 'agentName' | 'activityDone'>>();
    for (const agent of agents) {
      const mine = deals.filter((d) => Number(d.owner_id) === agent);
      const created = mine.filter((d) => d.created_in);
      const bucket = (rows: typeof mine) => ({ accounts: new Set(rows.map((d) => d.account_id)).size, dealValue: Math.round(rows.reduce((n, d) => n + Number(d.deal) * 100, 0)) / 100 });
      const row = {
        agentId: agent,
        assignedOpportunities: created.length,
        uniqueAccounts: new Set(created.map((d) => d.account_id)).size,
        hot: bucket(created.filter((d) => d.client_status_id === 1)),
        cold: bucket(created.filter((d) => d.client_status_id === 2)),
        warm: bucket(created.filter((d) => d.client_status_id === 3)),
        closed: bucket(mine.filter((d) => d.closed_in)),
      };
      if (created.length || row.closed.accounts) expected.set(agent, row);
    }
    const got = await db.transaction(async (tx: Tx) => salesRowsOfAgents(await serviceContext(tx, await actingUser(tx, people.manager!), now), from, to, agents));
    expect(new Map(got.map(({ agentName: _name, activityDone: _activity, ...row }) => [row.agentId, row]))).toEqual(expected);
    return [...expected.values()].reduce((n, r) => n + r.assignedOpportunities + r.closed.accounts, 0);
  }

  const today = istDateOf(now);
  const ranges: [IsoDate, IsoDate][] = [
    [addDays(today, -30), today],
    [addDays(today, -90), addDays(today, -31)],
    [addDays(today, -120), today],
    [addDays(today, -7), addDays(today, -7)],
  ];

  it('the kept rows are the rule, and the sales rows read from them are the deals counted one by one', async () => {
    expect(await expectKeptIsRule()).toBeGreaterThan(50);
    let counted = 0;
    for (const [from, to] of ranges) counted += await expectSalesRowsAreDeals(from, to);
    expect(counted).toBeGreaterThan(100);
  }, 120_000);

  it('the kept rows follow every later write: closing, reopening, history, reassignments, accounts, cities, mappings, deletions', async () => {
    const db = server.database.db;
    const ids = async (q: SQL) => (await queryRows<{ id: number }>(db, q)).map((r) => Number(r.id));
    const closed = await ids(sql`select id from opportunities where status_id = 2 and name like 'Sdf %' order by id`);
    const open = await ids(sql`select id from opportunities where status_id <> 2 and name like 'Sdf %' order by id`);
    const all = [...closed, ...open];
    const accountIds = await ids(sql`select id from accounts where name like 'Sdf %' order by id`);
    const mappingIds = await ids(sql`select m.id from opportunity_package_mappings m join opportunities o on o.id = m.opportunity_id where o.name like 'Sdf %' order by m.id`);
    const moves = await ids(sql`select id from status_changes where entity = 'opportunity' and to_status_id = 2 and entity_id in (${inList(all)}) order by id`);
    await db.execute(sql`update opportunities set status_id = 2 where id in (${inList(sample(open, 0.4))})`);
    await db.execute(sql`update opportunities set status_id = 1 where id in (${inList(sample(closed, 0.15))})`);
    await db.execute(sql`update status_changes set changed_at = changed_at - interval '40 days' where id in (${inList(sample(moves, 0.2))})`);
    await db.execute(sql`delete from status_changes where id in (${inList(sample(moves, 0.1))})`);
    await db.execute(sql`update status_changes set to_status_id = 3 where id in (${inList(sample(moves, 0.05))})`);
    await db.insert(statusChanges).values(sample(closed, 0.2).map((id) => ({ entity: 'opportunity', entityId: id, opportunityId: id, domainId: 5, fromStatusId: 1, toStatusId: 2, changedAt: new Date(now.getTime() - Math.floor(rnd() * 60 * DAY)) })));
    await db.execute(sql`update opportunities set owner_id = ${people.agent!} where id in (${inList(sample(all, 0.1))})`);
    await db.execute(sql`update opportunities set owner_id = null where id in (${inList(sample(all, 0.05))})`);
    const moved = sample(all, 0.1).map((id) => sql`(${id}::int, ${pick(accountIds)}::int)`);
    if (moved.length) await db.execute(sql`update opportunities o set account_id = v.account_id from (values ${sql.join(moved, sql`, `)}) v(id, account_id) where o.id = v.id`);
    await db.execute(sql`update opportunities set city_id = 2, created_at = created_at - interval '20 days' where id in (${inList(sample(all, 0.1))})`);
    await db.execute(sql`update accounts set client_status_id = 1, agent_id = ${people.lead!} where id in (${inList(sample(accountIds, 0.2))})`);
    await db.execute(sql`delete from opportunity_package_mappings where id in (${inList(sample(mappingIds, 0.1))})`);
    await db.execute(sql`update opportunity_package_mappings set quantity = quantity + 1, sales_price = sales_price + 10.5 where id in (${inList(sample(mappingIds, 0.1))})`);
    await db.execute(sql`update opportunity_package_mappings set discount_approved = 'Approved' where id in (${inList(sample(mappingIds, 0.15))})`);
    await db.execute(sql`update opportunity_package_mappings set opportunity_id = ${pick(all)} where id in (${inList(sample(mappingIds, 0.03))})`);
    await db.insert(opportunityPackageMappings).values(sample(all, 0.15).map((id) => ({ opportunityId: id, packageId, validityDays: 90, ratePrice: '900', salesPrice: '900', discount: '12.25', quantity: 2 })));
    const bare = await ids(sql`select o.id from opportunities o where o.name like 'Sdf %' and not exists (select 1 from opportunity_package_mappings m where m.opportunity_id = o.id) order by o.id`);
    await db.execute(sql`delete from opportunities where id in (${inList(sample(bare, 0.3))})`);
    expect(await expectKeptIsRule()).toBeGreaterThan(50);
    for (const [from, to] of ranges) await expectSalesRowsAreDeals(from, to);
  }, 120_000);
});

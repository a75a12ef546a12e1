// The kept facts (sold_package_renewals, migration 0065; sales_deal_facts, 0066) are recomputed by statement triggers
// that serialise concurrent writers with advisory locks. One statement that writes thousands of deals (a bulk
// reassignment, an import, the large seed's backfill of closed dates) must still succeed on a default PostgreSQL
// (max_locks_per_transaction 64): a lock per deal ran it out of shared memory ("out of shared memory" at the large
// seed's status_history_backfill_closed()). Migration 0068 locks at most 256 buckets of ids instead.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { queryRows } from './client';
import { accounts, opportunities } from './schema/index';
import { describeOnBothBackends, startTestServer, type TestServer } from '../testing/harness';
import { createUser } from '../testing/fixtures';

const DEALS = 2_000;

describeOnBothBackends('one statement writing thousands of deals', (backend) => {
  let server: TestServer;
  let accountId = 0;
  let agentId = 0;
  let otherId = 0;
  beforeAll(async () => {
    server = await startTestServer(backend);
    const db = server.database.db;
    agentId = await createUser(db, { username: 'bulk-agent', roles: ['HOUSING_SALES_AGENT'] });
    otherId = await createUser(db, { username: 'bulk-other', roles: ['HOUSING_SALES_AGENT'] });
    const [account] = await db.insert(accounts).values({ name: 'Bulk Realty', clientTypeId: 1, clientStatusId: 1, agentId, domainId: 5 }).returning({ id: accounts.id });
    accountId = account!.id;
  });
  afterAll(async () => {
    await server.close();
  });

  const factsDisagreeing = async () =>
    (
      await queryRows<{ n: number }>(
        server.database.db,
        sql`select count(*)::int as n from (
          (select opportunity_id, owner_id, closed_at, deal from sales_deal_facts where account_id = ${accountId}
           except select opportunity_id, owner_id, closed_at, deal from sales_deal_facts_rule where account_id = ${accountId})
          union all
          (select opportunity_id, owner_id, closed_at, deal from sales_deal_facts_rule where account_id = ${accountId}
           except select opportunity_id, owner_id, closed_at, deal from sales_deal_facts where account_id = ${accountId})) d`,
      )
    )[0]!.n;

  it('creates, closes and reassigns them in one statement each, and the kept rows follow', async () => {
    const db = server.database.db;
    await db.execute(sql`insert into ${opportunities} (name, type_id, domain_id, account_id, owner_id, status_id)
      select 'Bulk ' || g, 1, 5, ${accountId}, ${agentId}, 1 from generate_series(1, ${DEALS}) g`);
    await db.execute(sql`update ${opportunities} set status_id = 2 where account_id = ${accountId}`);
    await db.execute(sql`insert into status_changes (entity, entity_id, opportunity_id, domain_id, from_status_id, to_status_id, changed_at)
      select 'opportunity', id, id, 5, 1, 2, now() - interval '1 day' from ${opportunities} where account_id = ${accountId}`);
    // The reassignment holds a bounded number of locks (one per deal before: 2,000 here, and the large seed's
    // hundreds of thousands ran out of shared memory).
    const held = await db.transaction(async (tx) => {
      await tx.execute(sql`update ${opportunities} set owner_id = ${otherId} where account_id = ${accountId}`);
      return (await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from pg_locks where locktype = 'advisory' and pid = pg_backend_pid()`))[0]!.n;
    });
    expect(held).toBeGreaterThan(0);
    // At most 256 for each kept table's refresh (the deals' and the accounts').
    expect(held).toBeLessThanOrEqual(2 * 256);
    const [kept] = await queryRows<{ n: number; owned: number; closed: number }>(
      db,
      sql`select count(*)::int as n, count(*) filter (where owner_id = ${otherId})::int as owned, count(closed_at)::int as closed
        from sales_deal_facts where account_id = ${accountId}`,
    );
    expect(kept).toEqual({ n: DEALS, owned: DEALS, closed: DEALS });
    expect(await factsDisagreeing()).toBe(0);
  });

  it('backfills closed dates for every closed deal in one call (the large seed does)', async () => {
    const db = server.database.db;
    await db.execute(sql`delete from status_changes where entity = 'opportunity' and opportunity_id in (select id from ${opportunities} where account_id = ${accountId})`);
    await db.execute(sql`select status_history_backfill_closed()`);
    const [moves] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from status_changes where entity = 'opportunity' and to_status_id = 2 and opportunity_id in (select id from ${opportunities} where account_id = ${accountId})`,
    );
    expect(moves!.n).toBe(DEALS);
    expect(await factsDisagreeing()).toBe(0);
  });
});

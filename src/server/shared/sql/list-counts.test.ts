import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { STAGE_BUCKETS } from '../../../domain/opportunities/statuses';
import { queryRows, type Db } from '../../db/client';
import { compactListCounts } from './list-counts';
import { mulberry32 } from '../mulberry32';
import { describeOnBothBackends, startTestServer, type TestServer } from '../../testing/harness';
import { caller, createCast, insertAccount, insertCity } from '../../testing/opportunity-fixtures';

type CountRow = { entity: string; domain_id: number; status_id: number; n: number };
const key = (r: CountRow) => `${r.entity}/${r.domain_id}/${r.status_id}`;

/** The counters (zeros left out) and count(*) of the tables themselves, as the same sorted rows. */
async function countersAndTruth(db: Db): Promise<{ counters: string[]; truth: string[] }> {
  const counters = await queryRows<CountRow>(
    db,
    sql`select entity, domain_id, status_id, sum(n)::int as n from list_counts group by entity, domain_id, status_id having sum(n) <> 0`,
  );
  const truth = await queryRows<CountRow>(
    db,
    sql`select 'account' as entity, domain_id, status_id, count(*)::int as n from accounts group by domain_id, status_id
        union all
        select 'opportunity', domain_id, status_id, count(*)::int from opportunities group by domain_id, status_id`,
  );
  const show = (rows: CountRow[]) => rows.map((r) => `${key(r)}=${Number(r.n)}`).sort();
  return { counters: show(counters), truth: show(truth) };
}

describeOnBothBackends('list counters and capped counts', (backend) => {
  let server: TestServer;
  let cast: Awaited<ReturnType<typeof createCast>>;
  const call = caller(() => server.app);
  const db = () => server.database.db;

  beforeAll(async () => {
    server = await startTestServer(backend);
    cast = await createCast(server);
  });
  afterAll(() => server.close());

  it('keeps the counters equal to count(*) through random creates, moves and deletes, and the manager sees them', async () => {
    const next = mulberry32(10);
    const pick = <T,>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
    const domains = [5, 6];
    const accountStatuses = [1, 5, 6];
    const opportunityStatuses = [1, 2, 3, 4, 5, 6, 7, 8];
    const agents = [cast.ids.agent, cast.ids.peer, cast.ids.leader, cast.ids.outsider];
    const runStep = async (tx: Db) => {
      const accountIds = (await queryRows<{ id: number }>(tx, sql`select id from accounts order by id`)).map((r) => Number(r.id));
      const opportunityIds = (await queryRows<{ id: number }>(tx, sql`select id from opportunities order by id`)).map((r) => Number(r.id));
      const roll = next();
      if (roll < 0.2 || accountIds.length < 3) {
        // Create accounts, one or several in one statement.
        const n = 1 + Math.floor(next() * 4);
        const domain = pick(domains);
        await tx.execute(sql`insert into accounts (name, client_type_id, domain_id, agent_id, status_id)
          select 'Random ' || g, 2, ${domain}, ${pick(agents)}, ${pick(accountStatuses)} from generate_series(1, ${n}) g`);
      } else if (roll < 0.45) {
        // Create opportunities on an existing account (its brand), one or several in one statement.
        const accountId = pick(accountIds);
        const n = 1 + Math.floor(next() * 5);
        await tx.execute(sql`insert into opportunities (name, type_id, account_id, domain_id, owner_id, status_id)
          select 'Deal ' || g, 1, a.id, a.domain_id, ${pick(agents)}, ${pick(opportunityStatuses)}
          from accounts a, generate_series(1, ${n}) g where a.id = ${accountId}`);
      } else if (roll < 0.6 && opportunityIds.length > 0) {
        // Move one opportunity: status, owner, or both (a bucket change when the status crosses buckets).
        const id = pick(opportunityIds);
        if (next() < 0.5) await tx.execute(sql`update opportunities set status_id = ${pick(opportunityStatuses)} where id = ${id}`);
        else await tx.execute(sql`update opportunities set owner_id = ${pick(agents)}, status_id = ${pick(opportunityStatuses)} where id = ${id}`);
      } else if (roll < 0.68 && opportunityIds.length > 0) {
        // Move many at once (a mass update), some of them to the other brand.
        const status = pick(opportunityStatuses);
        await tx.execute(sql`update opportunities set status_id = ${status}, domain_id = case when id % 3 = 0 then ${pick(domains)} else domain_id end
          where id % 4 = ${Math.floor(next() * 4)}`);
      } else if (roll < 0.78) {
        // Move accounts: status (merge, deactivate), agent, brand; an update that changes nothing counted too.
        const id = pick(accountIds);
        const what = next();
        if (what < 0.4) await tx.execute(sql`update accounts set status_id = ${pick(accountStatuses)} where id = ${id}`);
        else if (what < 0.7) await tx.execute(sql`update accounts set agent_id = ${pick(agents)}, name = name || '.' where id = ${id}`);
        else await tx.execute(sql`update accounts set domain_id = ${pick(domains)} where id = ${id}`);
      } else if (roll < 0.9 && opportunityIds.length > 0) {
        // Delete opportunities: one, or several in one statement.
        if (next() < 0.5) await tx.execute(sql`delete from opportunities where id = ${pick(opportunityIds)}`);
        else await tx.execute(sql`delete from opportunities where id in (${pick(opportunityIds)}, ${pick(opportunityIds)}, ${pick(opportunityIds)})`);
      } else {
        // Delete an account with its opportunities.
        const id = pick(accountIds);
        await tx.execute(sql`delete from opportunities where account_id = ${id}`);
        await tx.execute(sql`delete from accounts where id = ${id}`);
      }
    };

    for (let step = 0; step < 150; step += 1) {
      // Folding the deltas now and then, between the changes, changes no total.
      if (step % 40 === 39) expect(await compactListCounts(db())).toBeGreaterThan(0);
      if (next() < 0.1) {
        // A transaction that rolls back leaves the counters as they were.
        await db()
          .transaction(async (tx) => {
            await runStep(tx as unknown as Db);
            throw new Error('roll back');
          })
          .catch(() => undefined);
      } else {
        await db().transaction((tx) => runStep(tx as unknown as Db));
      }
    }
    // Concurrent transactions moving opportunities in opposite directions (PostgreSQL runs them side by side).
    await Promise.all(
      [2, 1, 2, 1, 6, 1].map((status, i) =>
        db().transaction((tx) => tx.execute(sql`update opportunities set status_id = ${status} where id % 6 = ${i}`)),
      ),
    );

    if (backend.name === 'postgres') {
      // Transactions open side by side that all add to the same counters, committing together (as the large
      // seed's lanes do): appending deltas never makes one wait for another. Each lane writes to an account of its
      // own (the counters' keys are the brand's and statuses', shared by all three): writers to one account take
      // turns on its row of account_list_figures (migration 0044), which is not what this checks.
      const lanes = await queryRows<{ id: number }>(
        db(),
        sql`insert into accounts (name, client_type_id, domain_id, status_id) select 'Lane ' || g, 2, 5, 1 from generate_series(1, 3) g returning id`,
      );
      // Each transaction stays open until all three have written (a writer that waited on another would hang).
      let written = 0;
      let allWritten!: () => void;
      const barrier = new Promise<void>((resolve) => (allWritten = resolve));
      await Promise.all(
        [0, 1, 2].map((lane) =>
          db().transaction(async (tx) => {
            for (let i = 0; i < 3; i += 1)
              await tx.execute(sql`insert into opportunities (name, type_id, account_id, domain_id, status_id) values (${`Lane ${lane}`}, 1, ${lanes[lane]!.id}, 5, ${1 + i})`);
            written += 1;
            if (written === 3) allWritten();
            await barrier;
          }),
        ),
      );
    }

    const { counters, truth } = await countersAndTruth(db());
    expect(truth.length).toBeGreaterThan(4);
    expect(counters).toEqual(truth);
    // Folded, the counters hold one row per key and the same totals.
    await compactListCounts(db());
    const [keys] = await queryRows<{ rows: number; keys: number }>(
      db(),
      sql`select count(*)::int as rows, count(distinct (entity, domain_id, status_id))::int as keys from list_counts`,
    );
    expect(Number(keys!.rows)).toBe(Number(keys!.keys));
    expect((await countersAndTruth(db())).counters).toEqual(truth);

    // The manager's unfiltered totals (my-accounts, opportunity search, each bucket, one status) are the counters.
    const exact = async (query: string) => Number((await queryRows<{ n: number }>(db(), sql.raw(query)))[0]!.n);
    const accounts = (await call(cast.cookies.manager, 'GET', '/api/sapna/v1/account/search')).json();
    expect(accounts).toMatchObject({ totalCount: await exact('select count(*)::int as n from accounts where domain_id = 5') });
    expect(accounts.totalCapped).toBeUndefined();
    const all = (await call(cast.cookies.manager, 'GET', '/api/sapna/v1/opportunity/search')).json();
    expect(all.totalCount).toBe(await exact('select count(*)::int as n from opportunities where domain_id = 5'));
    for (const bucket of ['open', 'closed', 'lost'] as const) {
      const page = (await call(cast.cookies.manager, 'GET', `/api/sapna/v1/opportunity/search?bucket=${bucket}`)).json();
      expect(page.totalCount).toBe(await exact(`select count(*)::int as n from opportunities where domain_id = 5 and status_id in (${STAGE_BUCKETS[bucket].join(',')})`));
      expect(page.results.length).toBe(Math.min(10, page.totalCount));
    }
    const one = (await call(cast.cookies.manager, 'GET', '/api/sapna/v1/opportunity/search?statusId=2&bucket=closed')).json();
    expect(one.totalCount).toBe(await exact('select count(*)::int as n from opportunities where domain_id = 5 and status_id = 2'));
    const none = (await call(cast.cookies.manager, 'GET', '/api/sapna/v1/opportunity/search?statusId=2&bucket=open')).json();
    expect(none).toMatchObject({ totalCount: 0, results: [] });

    // The page's rows carry the counters' total; past the last page there is no row to carry it, and it is the same.
    const accountsPast = Math.ceil(accounts.totalCount / 100);
    const pastAccounts = (await call(cast.cookies.manager, 'GET', `/api/sapna/v1/account/search?page=${accountsPast}`)).json();
    expect(pastAccounts).toMatchObject({ totalCount: accounts.totalCount, results: [], page: accountsPast });
    // A keyset page numbered past the total answers no rows, as the offset page does.
    const firstId = accounts.results[0].accountId as number;
    const pastKeyset = (await call(cast.cookies.manager, 'GET', `/api/sapna/v1/account/search?after=${firstId}&page=${accountsPast}`)).json();
    expect(pastKeyset).toMatchObject({ totalCount: accounts.totalCount, results: [] });
    const nextKeyset = (await call(cast.cookies.manager, 'GET', `/api/sapna/v1/account/search?after=${firstId}&page=0`)).json();
    expect(nextKeyset.totalCount).toBe(accounts.totalCount);
    expect(nextKeyset.results[0]?.accountId).toBe(accounts.results[1]?.accountId);
    const oppsPast = Math.ceil(all.totalCount / 10);
    const pastOpps = (await call(cast.cookies.manager, 'GET', `/api/sapna/v1/opportunity/search?page=${oppsPast}`)).json();
    expect(pastOpps).toMatchObject({ totalCount: all.totalCount, results: [], page: oppsPast });
  });

  it('counts a filtered list exactly up to 10,000 and answers 10,001 with totalCapped beyond, paging on', async () => {
    const cityId = await insertCity(db());
    const smallCity = await insertCity(db());
    await db().execute(sql`insert into accounts (name, client_type_id, domain_id, agent_id, city_id)
      select 'Capped ' || g, 2, 5, ${cast.ids.outsider}, ${cityId} from generate_series(1, 10050) g`);
    await insertAccount(db(), { agentId: cast.ids.outsider, cityId: smallCity, name: 'Only one' });

    const capped = (await call(cast.cookies.manager, 'GET', `/api/sapna/v1/account/search?cityId=${cityId}`)).json();
    expect(capped).toMatchObject({ totalCount: 10_001, totalCapped: true, page: 0, size: 100 });
    expect(capped.results).toHaveLength(100);
    // Pages past the cap still answer (the last page is unknown to the app: it pages with next and previous).
    const deep = (await call(cast.cookies.manager, 'GET', `/api/sapna/v1/account/search?cityId=${cityId}&page=100`)).json();
    expect(deep).toMatchObject({ totalCount: 10_001, totalCapped: true, page: 100 });
    expect(deep.results).toHaveLength(50);
    // The outsider's own book (a filtered list for an agent) is capped the same way.
    const own = (await call(cast.cookies.outsider, 'GET', '/api/sapna/v1/account/search')).json();
    expect(own).toMatchObject({ totalCount: 10_001, totalCapped: true });

    const exact = (await call(cast.cookies.manager, 'GET', `/api/sapna/v1/account/search?cityId=${smallCity}`)).json();
    expect(exact).toMatchObject({ totalCount: 1 });
    expect(exact.totalCapped).toBeUndefined();
    // Unfiltered, the manager's total is exact however large (the counters).
    const brand = (await call(cast.cookies.manager, 'GET', '/api/sapna/v1/account/search')).json();
    expect(brand.totalCapped).toBeUndefined();
    expect(brand.totalCount).toBe(Number((await queryRows<{ n: number }>(db(), sql`select count(*)::int as n from accounts where domain_id = 5`))[0]!.n));

    // Opportunity search filtered past the cap (mine=true: my-opportunities).
    const [account] = await queryRows<{ id: number }>(db(), sql`select id from accounts where city_id = ${smallCity}`);
    await db().execute(sql`insert into opportunities (name, type_id, account_id, domain_id, owner_id)
      select 'Bulk ' || g, 1, ${account!.id}, 5, ${cast.ids.outsider} from generate_series(1, 10005) g`);
    const mine = (await call(cast.cookies.outsider, 'GET', '/api/sapna/v1/opportunity/search?mine=true')).json();
    expect(mine).toMatchObject({ totalCount: 10_001, totalCapped: true, size: 10 });
    expect(mine.results).toHaveLength(10);
    const byName = (await call(cast.cookies.manager, 'GET', '/api/sapna/v1/opportunity/search?q=Bulk%2010005')).json();
    expect(byName).toMatchObject({ totalCount: 1 });
  });
});

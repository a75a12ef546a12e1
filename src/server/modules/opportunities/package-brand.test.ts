// Package mappings carry their opportunity's brand (domain_id, migration 0033's triggers) and account (account_id,
// migration opm-account), so the brand-wide package lists and my-accounts' deal value read the mappings alone: the
// copies must stay right through every create and move.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { opportunities, opportunityPackageMappings } from '../../db/schema/index';
import { describeEachBackend, startTestServer, type TestServer } from '../../testing/harness';
import { createUser, loginAs } from '../../testing/fixtures';
import { caller, createCast, insertAccount, insertOpportunity, insertPackage, insertPackageMapping } from '../../testing/opportunity-fixtures';

const HOUSING = 5;
const MAKAAN = 1;

describeEachBackend('the brand on package mappings', (backend) => {
  let server: TestServer;
  let cast: Awaited<ReturnType<typeof createCast>>;
  let packageId: number;
  let makaanManager: string;
  const call = caller(() => server.app);
  const db = () => server.database.db;

  beforeAll(async () => {
    server = await startTestServer(backend);
    cast = await createCast(server);
    packageId = await insertPackage(db(), { name: 'Brand Gold', ratePrice: '1000', salesPrice: '1000', validityDays: 30, products: [] });
    await createUser(db(), { username: 'makaan-manager', roles: ['MAKAAN_SALES_MANAGER'], domainId: MAKAAN });
    makaanManager = await loginAs(server.app, 'makaan-manager');
  });
  afterAll(() => server.close());

  const brandOf = async (mappingId: number) =>
    (await db().select({ domainId: opportunityPackageMappings.domainId }).from(opportunityPackageMappings).where(eq(opportunityPackageMappings.id, mappingId)))[0]
      ?.domainId;
  /** Mappings whose copy differs from their opportunity's brand (none, ever). */
  const wrongCopies = () =>
    queryRows<{ id: number }>(
      db(),
      sql`select m.id from opportunity_package_mappings m join opportunities o on o.id = m.opportunity_id
        where m.domain_id is distinct from o.domain_id or m.account_id is distinct from o.account_id`,
    );
  const deal = async (domainId = HOUSING) => {
    const account = await insertAccount(db(), { agentId: cast.ids.agent, domainId });
    return insertOpportunity(db(), { accountId: account.id, ownerId: cast.ids.agent, domainId });
  };
  const listed = async (cookie: string, statusId: number) =>
    (await call(cookie, 'GET', `/api/sapna/v2/opportunity?packageStatusTypeId=${statusId}&size=100`)).json().results.map((r: { opportunityPackageMappingId: number }) => r.opportunityPackageMappingId);

  it('a package added through the API takes its opportunity’s brand, and the brand’s manager lists it', async () => {
    const o = await deal();
    const res = await call(cast.cookies.agent, 'POST', '/api/sapna/v2/opportunity/package-mapping', { opportunityId: o.id, packageId, quantity: 1 });
    expect(res.statusCode).toBe(200);
    const mappingId = res.json().id as number;
    expect(await brandOf(mappingId)).toBe(HOUSING);
    expect(await listed(cast.cookies.manager, 1)).toContain(mappingId);
    expect(await listed(makaanManager, 1)).not.toContain(mappingId);
  });

  it('an insert that gives another brand still takes the opportunity’s', async () => {
    const o = await deal(MAKAAN);
    const mappingId = await insertPackageMapping(db(), { opportunityId: o.id, packageId, statusId: 6, domainId: HOUSING });
    expect(await brandOf(mappingId)).toBe(MAKAAN);
    expect(await listed(makaanManager, 6)).toEqual([mappingId]);
    expect(await listed(cast.cookies.manager, 6)).toEqual([]);
  });

  it('follows an opportunity moved to another brand, a mapping moved to another opportunity, and a direct write', async () => {
    const housing = await deal(HOUSING);
    const makaan = await deal(MAKAAN);
    const a = await insertPackageMapping(db(), { opportunityId: housing.id, packageId, statusId: 5 });
    const b = await insertPackageMapping(db(), { opportunityId: housing.id, packageId, statusId: 5 });
    expect([await brandOf(a), await brandOf(b)]).toEqual([HOUSING, HOUSING]);

    await db().update(opportunities).set({ domainId: MAKAAN }).where(eq(opportunities.id, housing.id));
    expect([await brandOf(a), await brandOf(b)]).toEqual([MAKAAN, MAKAAN]);
    expect(await listed(makaanManager, 5)).toEqual([b, a]);
    expect(await listed(cast.cookies.manager, 5)).toEqual([]);

    await db().update(opportunities).set({ domainId: HOUSING }).where(eq(opportunities.id, housing.id));
    await db().update(opportunityPackageMappings).set({ opportunityId: makaan.id }).where(eq(opportunityPackageMappings.id, b));
    expect([await brandOf(a), await brandOf(b)]).toEqual([HOUSING, MAKAAN]);
    expect(await listed(cast.cookies.manager, 5)).toEqual([a]);
    expect(await listed(makaanManager, 5)).toEqual([b]);

    await db().update(opportunityPackageMappings).set({ domainId: MAKAAN }).where(eq(opportunityPackageMappings.id, a));
    expect(await brandOf(a)).toBe(HOUSING);
    // A change of anything else leaves the copy alone.
    await db().update(opportunities).set({ name: 'Renamed', statusId: 2 }).where(eq(opportunities.id, housing.id));
    expect(await brandOf(a)).toBe(HOUSING);
    expect(await wrongCopies()).toEqual([]);
  });

  it('stays equal to the opportunity’s brand after random creates and moves', async () => {
    let seed = 42;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    const opps = [await deal(HOUSING), await deal(HOUSING), await deal(MAKAAN), await deal(MAKAAN)].map((o) => o.id);
    const accountIds = (await queryRows<{ account_id: number }>(db(), sql`select account_id from opportunities where id in (${sql.join(opps.map((o) => sql`${o}`), sql`, `)})`)).map((r) => r.account_id);
    const mappings: number[] = [];
    for (let step = 0; step < 80; step += 1) {
      const action = mappings.length === 0 ? 0 : random(4);
      if (action === 3) {
        // An opportunity moved to another account (a merge): its mappings' account follows (my-accounts' deal value).
        await db().update(opportunities).set({ accountId: accountIds[random(accountIds.length)]! }).where(eq(opportunities.id, opps[random(opps.length)]!));
        continue;
      }
      if (action === 0) {
        mappings.push(await insertPackageMapping(db(), { opportunityId: opps[random(opps.length)]!, packageId, statusId: 1 + random(3) }));
      } else if (action === 1) {
        const o = opps[random(opps.length)]!;
        await db().update(opportunities).set({ domainId: random(2) === 0 ? HOUSING : MAKAAN }).where(eq(opportunities.id, o));
      } else {
        await db().update(opportunityPackageMappings).set({ opportunityId: opps[random(opps.length)]! }).where(eq(opportunityPackageMappings.id, mappings[random(mappings.length)]!));
      }
    }
    expect(await wrongCopies()).toEqual([]);
    const nullBrands = await queryRows<{ n: number }>(db(), sql`select count(*)::int as n from opportunity_package_mappings where domain_id is null or account_id is null`);
    expect(Number(nullBrands[0]?.n)).toBe(0);
  });
});

import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { agentLocalityMappings, localities, localityRegionMappings, opportunityPackageMappings, regions } from '../../db/schema/index';
import { createUser, loginAs } from '../../testing/fixtures';
import { describeEachBackend, startTestServer, type TestServer } from '../../testing/harness';
import { catalogueCast, insertCatalogue, type CatalogueWorld } from '../../testing/catalogue-fixtures';
import { caller, insertAccount, insertOpportunity } from '../../testing/opportunity-fixtures';

/**
 * Issue 50: the agent's package picker and the price a deal copies take the most specific price that applies
 * (locality > region > city-and-tier > city), not the city's first row.
 */
describeEachBackend('catalogue: the price a deal is offered and copies', (backend) => {
  let server: TestServer;
  let world: CatalogueWorld;
  let cookies: Awaited<ReturnType<typeof catalogueCast>>['cookies'];
  let ids: Awaited<ReturnType<typeof catalogueCast>>['ids'];
  let eastAgent: number;
  let eastCookie: string;
  let westId: number;
  let kharadi: number;
  const call = caller(() => server.app);
  const offered = async (cookie: string) => {
    const res = await call(cookie, 'GET', `/api/sapna/v2/packages?cityId=${world.cityId}`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().results as { id: number; salesPrice: number; ratePrice: number }[]).find((p) => p.id === world.packageId);
  };
  const copied = async (cookie: string, agentId: number, extra: object = {}) => {
    const account = await insertAccount(server.database.db, { agentId, cityId: world.cityId });
    const deal = await insertOpportunity(server.database.db, { accountId: account.id, ownerId: agentId, cityId: world.cityId });
    const res = await call(cookie, 'POST', '/api/sapna/v2/opportunity/package-mapping', { opportunityId: deal.id, packageId: world.packageId, ...extra });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await server.database.db.select().from(opportunityPackageMappings).where(eq(opportunityPackageMappings.opportunityId, deal.id));
    return Number(row!.salesPrice);
  };

  beforeAll(async () => {
    server = await startTestServer(backend);
    ({ cookies, ids } = await catalogueCast(server));
    world = await insertCatalogue(server.database.db);
    const db = server.database.db;
    eastAgent = await createUser(db, { username: 'east-agent', roles: ['HOUSING_SALES_AGENT'] });
    eastCookie = await loginAs(server.app, 'east-agent');
    const [west] = await db.insert(regions).values({ cityId: world.cityId, name: 'West Pune' }).returning({ id: regions.id });
    westId = west!.id;
    kharadi = (await db.insert(localities).values({ cityId: world.cityId, name: 'Kharadi', uuid: randomUUID() }).returning({ id: localities.id }))[0]!.id;
    await db.insert(localityRegionMappings).values({ regionId: westId, localityId: world.localityId });
    // The agent serves Baner (West Pune); the east agent serves Kharadi (in no region).
    await db.insert(agentLocalityMappings).values([
      { agentId: ids.agent, localityId: world.localityId },
      { agentId: eastAgent, localityId: kharadi },
    ]);
  });
  afterAll(() => server.close());

  it('offers and copies the region’s ₹500 to the agent in the region, the city’s ₹9,999 elsewhere in the city', async () => {
    const saved = await call(cookies.admin, 'POST', `/api/sapna/v2/package-price/${world.packageId}`, {
      prices: [
        // The region first, so the city's row has the higher id: neither id nor order decides.
        { cityId: world.cityId, regionId: westId, ratePrice: 600, salesPrice: 500, validityDays: 180 },
        { cityId: world.cityId, ratePrice: 9999, salesPrice: 9999, validityDays: 180 },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);

    expect(await offered(cookies.agent)).toMatchObject({ ratePrice: 600, salesPrice: 500 });
    expect(await offered(eastCookie)).toMatchObject({ ratePrice: 9999, salesPrice: 9999 });
    expect(await copied(cookies.agent, ids.agent)).toBe(500);
    expect(await copied(eastCookie, eastAgent)).toBe(9999);
    // A locality chosen on the deal decides its region: Kharadi is in no region, Baner is in West Pune.
    expect(await copied(cookies.agent, ids.agent, { localityId: kharadi })).toBe(9999);
    expect(await copied(eastCookie, eastAgent, { localityId: world.localityId })).toBe(500);
  });

  it('a locality’s own price beats its region’s; the device’s copy holds what the server offers', async () => {
    const saved = await call(cookies.admin, 'POST', `/api/sapna/v2/package-price/${world.packageId}`, {
      prices: [{ cityId: world.cityId, localityId: world.localityId, ratePrice: 450, salesPrice: 400, validityDays: 180 }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await copied(cookies.agent, ids.agent, { localityId: world.localityId })).toBe(400);
    // With no locality chosen the agent still gets the region's.
    expect(await copied(cookies.agent, ids.agent)).toBe(500);

    const mirrored = async (cookie: string) => {
      const res = await call(cookie, 'GET', '/api/sync/v1/snapshot?entity=reference&limit=1');
      expect(res.statusCode, res.body).toBe(200);
      return res.json().rows[0].packagePrices as { packageId: number; cityId: number; salesPrice: number }[];
    };
    expect((await mirrored(cookies.agent)).find((p) => p.packageId === world.packageId && p.cityId === world.cityId)).toMatchObject({ salesPrice: 500 });
    expect((await mirrored(eastCookie)).find((p) => p.packageId === world.packageId && p.cityId === world.cityId)).toMatchObject({ salesPrice: 9999 });
  });
});

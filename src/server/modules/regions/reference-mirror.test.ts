import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachBackend, startTestServer, type TestServer } from '../../testing/harness';
import { callerOf, createAdminCast } from '../../testing/admin-config-fixtures';
import { insertCity, insertLocality } from '../../testing/opportunity-fixtures';
import { pullAs } from '../../testing/sync-fixtures';

/**
 * The device's reference data (SYNC.md) holds cities, tiers, localities, regions and monetizable cities; a change
 * to them bumps the reference version each pull answers, so devices download the lists again at their next pull.
 */
describeEachBackend('regions in the reference-data mirror', (backend) => {
  let server: TestServer;
  let cookies: Record<string, string>;
  const call = callerOf(() => server);

  beforeAll(async () => {
    server = await startTestServer(backend);
    ({ cookies } = await createAdminCast(server, 'mir'));
  });
  afterAll(() => server.close());

  it('a region, a tier or a monetizable city changes the version a pull answers and the lists the device downloads', async () => {
    const db = server.database.db;
    const city = await insertCity(db, 'Kochi');
    const locality = await insertLocality(db, city, 'Kakkanad');
    const first = await pullAs(server.app, cookies.agent!);
    const cursor = first.body.cursor;
    const before = (await pullAs(server.app, cookies.agent!, { cursor })).body.referenceVersion ?? 0;

    const region = (await call(cookies.admin!, 'POST', '/api/sapna/v1/region', { cityId: city, name: 'IT Corridor', localityIds: [locality] })).json();
    const afterRegion = (await pullAs(server.app, cookies.agent!, { cursor })).body.referenceVersion ?? 0;
    expect(afterRegion).toBeGreaterThan(before);
    await call(cookies.admin!, 'PUT', '/api/sapna/v1/city-tier-mapping', { cityId: city, tier: 3 });
    await call(cookies.admin!, 'POST', '/api/sapna/v1/monetizable-cities', { cityId: city });
    const afterAll_ = (await pullAs(server.app, cookies.agent!, { cursor })).body.referenceVersion ?? 0;
    expect(afterAll_).toBe(afterRegion + 2);
    // A refused write changes nothing.
    await call(cookies.admin!, 'POST', '/api/sapna/v1/region', { cityId: city, name: 'it corridor' });
    expect((await pullAs(server.app, cookies.agent!, { cursor })).body.referenceVersion).toBe(afterAll_);

    const reference = (await call(cookies.agent!, 'GET', '/api/sapna/v1/reference-data')).json();
    expect(reference.version).toBe(afterAll_);
    expect(reference.cityTiers).toContainEqual({ cityId: city, tier: 3 });
    expect(reference.localities).toContainEqual({ id: locality, cityId: city, name: 'Kakkanad', regionId: region.id });
    expect(reference.regions).toContainEqual({ id: region.id, cityId: city, name: 'IT Corridor' });
    expect(reference.monetizableCityIds).toContain(city);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { agentLocalityMappings, cities, localityRegionMappings, monetizableCities, regions } from '../../db/schema/index';
import { describeEachBackend, startTestServer, type TestServer } from '../../testing/harness';
import { callerOf, createAdminCast } from '../../testing/admin-config-fixtures';
import { insertCity, insertLocality } from '../../testing/opportunity-fixtures';

describeEachBackend('regions, city tiers, monetizable cities, agent localities', (backend) => {
  let server: TestServer;
  let cookies: Record<string, string>;
  let ids: Record<string, number>;
  let pune: number;
  let mumbai: number;
  let baner: number;
  let wakad: number;
  let aundh: number;
  let powai: number;
  const call = callerOf(() => server);
  const msg = (res: { json: () => unknown }) => (res.json() as { error: { msg: string } }).error.msg;

  beforeAll(async () => {
    server = await startTestServer(backend);
    ({ cookies, ids } = await createAdminCast(server, 'rg'));
    const db = server.database.db;
    pune = await insertCity(db, 'Pune');
    mumbai = await insertCity(db, 'Mumbai');
    baner = await insertLocality(db, pune, 'Baner');
    wakad = await insertLocality(db, pune, 'Wakad');
    aundh = await insertLocality(db, pune, 'Aundh');
    powai = await insertLocality(db, mumbai, 'Powai');
  });
  afterAll(() => server.close());

  it('creates a region with localities, lists it, renames it, maps and unmaps localities, deletes it', async () => {
    const created = await call(cookies.admin!, 'POST', '/api/sapna/v1/region', { cityId: pune, name: ' West Pune ', localityIds: [baner, wakad] });
    expect(created.statusCode).toBe(200);
    const region = created.json();
    expect(region).toMatchObject({ name: 'West Pune', cityId: pune, cityName: 'Pune' });
    expect(region.localityRegionMappings.map((m: { localityName: string }) => m.localityName)).toEqual(['Baner', 'Wakad']);

    const list = await call(cookies.agent!, 'GET', `/api/sapna/v1/region?cityId=${pune}`);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ totalCount: 1, results: [{ id: region.id, name: 'West Pune' }] });

    const renamed = await call(cookies.lookupAdmin!, 'PUT', `/api/sapna/v1/region/${region.id}`, { name: 'Pune West' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().name).toBe('Pune West');

    const mapped = await call(cookies.admin!, 'POST', `/api/sapna/v1/region/${region.id}/locality-mapping`, { localityIds: [aundh, baner] });
    expect(mapped.statusCode).toBe(200);
    expect(mapped.json().localityRegionMappings).toHaveLength(3);

    const localities = await call(cookies.rcm!, 'GET', `/api/sapna/v1/localities?cityId=${pune}`);
    expect(localities.json().results).toEqual([
      { id: aundh, name: 'Aundh', cityId: pune, regionId: region.id, regionName: 'Pune West' },
      { id: baner, name: 'Baner', cityId: pune, regionId: region.id, regionName: 'Pune West' },
      { id: wakad, name: 'Wakad', cityId: pune, regionId: region.id, regionName: 'Pune West' },
    ]);

    const unmapped = await call(cookies.admin!, 'DELETE', `/api/sapna/v1/region/${region.id}/locality-mapping?localityId=${wakad}`);
    expect(unmapped.statusCode).toBe(200);
    expect(unmapped.json().localityRegionMappings.map((m: { localityId: number }) => m.localityId).sort()).toEqual([aundh, baner].sort());
    const again = await call(cookies.admin!, 'DELETE', `/api/sapna/v1/region/${region.id}/locality-mapping?localityId=${wakad}`);
    expect(again.statusCode).toBe(404);
    expect(msg(again)).toBe('This locality is not mapped to this region');

    const deleted = await call(cookies.admin!, 'DELETE', `/api/sapna/v1/region/${region.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(await server.database.db.select().from(regions).where(eq(regions.id, region.id))).toEqual([]);
    expect(await server.database.db.select().from(localityRegionMappings).where(eq(localityRegionMappings.regionId, region.id))).toEqual([]);
  });

  it('one region per name per city (409, any case), the same name in another city is fine', async () => {
    const first = await call(cookies.admin!, 'POST', '/api/sapna/v1/region', { cityId: pune, name: 'Central' });
    expect(first.statusCode).toBe(200);
    const dup = await call(cookies.admin!, 'POST', '/api/sapna/v1/region', { cityId: pune, name: 'central' });
    expect(dup.statusCode).toBe(409);
    expect(msg(dup)).toBe('A region with this name already exists in this city');
    const other = await call(cookies.admin!, 'POST', '/api/sapna/v1/region', { cityId: mumbai, name: 'Central' });
    expect(other.statusCode).toBe(200);
    const second = await call(cookies.admin!, 'POST', '/api/sapna/v1/region', { cityId: pune, name: 'East' });
    const rename = await call(cookies.admin!, 'PUT', `/api/sapna/v1/region/${second.json().id}`, { name: 'CENTRAL' });
    expect(rename.statusCode).toBe(409);
  });

  it('a locality belongs to at most one region of its city (409) and only to its own city (422)', async () => {
    const north = (await call(cookies.admin!, 'POST', '/api/sapna/v1/region', { cityId: pune, name: 'North', localityIds: [baner] })).json();
    const before = await server.database.db.select().from(localityRegionMappings);
    const taken = await call(cookies.admin!, 'POST', '/api/sapna/v1/region', { cityId: pune, name: 'South', localityIds: [baner] });
    expect(taken.statusCode).toBe(409);
    expect(msg(taken)).toBe('Baner already belongs to region North');
    // Nothing was written: no region South either.
    expect((await call(cookies.admin!, 'GET', `/api/sapna/v1/region?cityId=${pune}`)).json().results.map((r: { name: string }) => r.name)).not.toContain('South');
    const south = (await call(cookies.admin!, 'POST', '/api/sapna/v1/region', { cityId: pune, name: 'South' })).json();
    const map = await call(cookies.admin!, 'POST', `/api/sapna/v1/region/${south.id}/locality-mapping`, { localityIds: [wakad, baner] });
    expect(map.statusCode).toBe(409);
    const otherCity = await call(cookies.admin!, 'POST', `/api/sapna/v1/region/${north.id}/locality-mapping`, { localityIds: [powai] });
    expect(otherCity.statusCode).toBe(422);
    expect(msg(otherCity)).toBe('Powai is not a locality of this city');
    expect(await server.database.db.select().from(localityRegionMappings)).toEqual(before);
  });

  it('validates input: required fields, unknown ids 404, bad ids 400', async () => {
    const empty = await call(cookies.admin!, 'POST', '/api/sapna/v1/region', { cityId: pune, name: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(msg(empty)).toBe('This field is required.');
    expect(msg(await call(cookies.admin!, 'POST', '/api/sapna/v1/region', { name: 'X' }))).toBe('This field is required.');
    expect((await call(cookies.admin!, 'POST', '/api/sapna/v1/region', { cityId: 999999, name: 'X' })).statusCode).toBe(404);
    expect((await call(cookies.admin!, 'POST', '/api/sapna/v1/region', { cityId: pune, name: 'Y', localityIds: [999999] })).statusCode).toBe(404);
    expect((await call(cookies.admin!, 'PUT', '/api/sapna/v1/region/999999', { name: 'Z' })).statusCode).toBe(404);
    expect((await call(cookies.admin!, 'DELETE', '/api/sapna/v1/region/999999')).statusCode).toBe(404);
    expect((await call(cookies.admin!, 'POST', '/api/sapna/v1/region/999999/locality-mapping', { localityIds: [baner] })).statusCode).toBe(404);
    expect(msg(await call(cookies.admin!, 'POST', '/api/sapna/v1/region/1/locality-mapping', { localityIds: [] }))).toBe('Choose at least one locality');
    expect((await call(cookies.admin!, 'DELETE', '/api/sapna/v1/region/abc')).statusCode).toBe(400);
    expect((await call(cookies.admin!, 'GET', '/api/sapna/v1/region?cityId=999999')).statusCode).toBe(404);
  });

  it('sets a city tier (1, 2 or 3); everyone reads the tiers', async () => {
    const set = await call(cookies.admin!, 'PUT', '/api/sapna/v1/city-tier-mapping', { cityId: pune, tier: 2 });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ cityId: pune, cityName: 'Pune', stateName: 'State', tier: 2 });
    const [row] = await server.database.db.select().from(cities).where(eq(cities.id, pune));
    expect(row?.tier).toBe(2);
    const bad = await call(cookies.admin!, 'PUT', '/api/sapna/v1/city-tier-mapping', { cityId: pune, tier: 4 });
    expect(bad.statusCode).toBe(400);
    expect(msg(bad)).toBe('Tier must be 1, 2 or 3');
    expect(msg(await call(cookies.admin!, 'PUT', '/api/sapna/v1/city-tier-mapping', { cityId: pune }))).toBe('This field is required.');
    expect((await call(cookies.admin!, 'PUT', '/api/sapna/v1/city-tier-mapping', { cityId: 999999, tier: 1 })).statusCode).toBe(404);
    const list = await call(cookies.ticketing!, 'GET', '/api/sapna/v1/city-tier-mapping');
    expect(list.json().results).toContainEqual({ cityId: pune, cityName: 'Pune', stateName: 'State', tier: 2 });
  });

  it('adds and removes monetizable cities (409 twice, 404 when not one)', async () => {
    const added = await call(cookies.admin!, 'POST', '/api/sapna/v1/monetizable-cities', { cityId: mumbai });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({ cityId: mumbai, cityName: 'Mumbai', tier: 1 });
    const twice = await call(cookies.lookupAdmin!, 'POST', '/api/sapna/v1/monetizable-cities', { cityId: mumbai });
    expect(twice.statusCode).toBe(409);
    expect(msg(twice)).toBe('This city is already monetizable');
    const list = await call(cookies.agent!, 'GET', '/api/sapna/v1/monetizable-cities');
    expect(list.json()).toMatchObject({ totalCount: 1, results: [{ cityId: mumbai }] });
    expect((await call(cookies.admin!, 'POST', '/api/sapna/v1/monetizable-cities', { cityId: 999999 })).statusCode).toBe(404);
    expect(msg(await call(cookies.admin!, 'POST', '/api/sapna/v1/monetizable-cities', {}))).toBe('This field is required.');
    expect((await call(cookies.admin!, 'DELETE', `/api/sapna/v1/monetizable-cities/${mumbai}`)).statusCode).toBe(200);
    const gone = await call(cookies.admin!, 'DELETE', `/api/sapna/v1/monetizable-cities/${mumbai}`);
    expect(gone.statusCode).toBe(404);
    expect(msg(gone)).toBe('This city is not monetizable');
    expect(await server.database.db.select().from(monetizableCities)).toEqual([]);
  });

  it('maps agents to localities (people), lists by city and agent, refuses duplicates and unknown agents', async () => {
    const agents = await call(cookies.admin!, 'GET', '/api/mystique/v1/agent-locality-mapping/agents');
    expect(agents.json().results.map((a: { id: number }) => a.id)).toEqual(expect.arrayContaining([ids.agent, ids.manager]));
    expect(agents.json().results.map((a: { id: number }) => a.id)).not.toContain(ids.content);

    const added = await call(cookies.admin!, 'POST', '/api/mystique/v1/agent-locality-mapping', { agentId: ids.agent, localityId: baner });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({ agentId: ids.agent, localityId: baner, localityName: 'Baner', cityId: pune, cityName: 'Pune' });
    const dup = await call(cookies.admin!, 'POST', '/api/mystique/v1/agent-locality-mapping', { agentId: ids.agent, localityId: baner });
    expect(dup.statusCode).toBe(409);
    expect(msg(dup)).toBe('This agent is already mapped to this locality');
    expect(msg(await call(cookies.admin!, 'POST', '/api/mystique/v1/agent-locality-mapping', { agentId: ids.content, localityId: baner }))).toBe('Agent not found');
    expect((await call(cookies.admin!, 'POST', '/api/mystique/v1/agent-locality-mapping', { agentId: ids.agent, localityId: 999999 })).statusCode).toBe(404);
    expect(msg(await call(cookies.admin!, 'POST', '/api/mystique/v1/agent-locality-mapping', { localityId: baner }))).toBe('This field is required.');

    expect((await call(cookies.agent!, 'GET', `/api/mystique/v1/agent-locality-mapping?cityId=${pune}`)).json().totalCount).toBe(1);
    expect((await call(cookies.agent!, 'GET', `/api/mystique/v1/agent-locality-mapping?agentId=${ids.manager}`)).json().totalCount).toBe(0);
    // catalogue is not people: a Lookup Admin may not map agents.
    expect((await call(cookies.lookupAdmin!, 'POST', '/api/mystique/v1/agent-locality-mapping', { agentId: ids.agent, localityId: wakad })).statusCode).toBe(403);
    expect((await call(cookies.lookupAdmin!, 'DELETE', `/api/mystique/v1/agent-locality-mapping/${added.json().id}`)).statusCode).toBe(403);
    expect((await call(cookies.admin!, 'DELETE', `/api/mystique/v1/agent-locality-mapping/${added.json().id}`)).statusCode).toBe(200);
    expect((await call(cookies.admin!, 'DELETE', `/api/mystique/v1/agent-locality-mapping/${added.json().id}`)).statusCode).toBe(404);
    expect(await server.database.db.select().from(agentLocalityMappings)).toEqual([]);
  });

  it('refuses writes without catalogue (403) and from read-only users, in the one error shape', async () => {
    for (const who of ['manager', 'content', 'agent'] as const) {
      const res = await call(cookies[who]!, 'POST', '/api/sapna/v1/region', { cityId: pune, name: `By ${who}` });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: { msg: 'You do not have permission to do this.' } });
      expect((await call(cookies[who]!, 'PUT', '/api/sapna/v1/city-tier-mapping', { cityId: pune, tier: 3 })).statusCode).toBe(403);
      expect((await call(cookies[who]!, 'POST', '/api/sapna/v1/monetizable-cities', { cityId: pune })).statusCode).toBe(403);
    }
    for (const who of ['rcm', 'ticketing', 'lookupView'] as const) {
      const res = await call(cookies[who]!, 'POST', '/api/sapna/v1/region', { cityId: pune, name: `By ${who}` });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: { msg: 'You have read-only access.' } });
      expect((await call(cookies[who]!, 'POST', '/api/mystique/v1/agent-locality-mapping', { agentId: ids.agent, localityId: baner })).statusCode).toBe(403);
      expect((await call(cookies[who]!, 'GET', '/api/sapna/v1/region')).statusCode).toBe(200);
    }
    const [row] = await server.database.db.select().from(cities).where(eq(cities.id, pune));
    expect(row?.tier).not.toBe(3);
  });
});

import { afterAll, beforeAll, expect, it } from 'vitest';
import { cities, marketplaceEvents, packageFamilies } from '../../db/schema/index';
import { describeEachBackend, startTestServer, type TestServer } from '../../testing/harness';
import { createSupportCast } from '../../testing/support-fixtures';
import { createUser, loginAs } from '../../testing/fixtures';

describeEachBackend('events', (backend) => {
  let server: TestServer;
  let cookies: Record<string, string>;
  let cityId: number;

  beforeAll(async () => {
    server = await startTestServer(backend);
    ({ cookies } = await createSupportCast(server, 'ev'));
    const [city] = await server.database.db.insert(cities).values({ name: 'Pune', uuid: 'c-pune-ev', stateName: 'Maharashtra', tier: 1 }).returning();
    cityId = city!.id;
    await server.database.db.insert(packageFamilies).values([
      { name: 'Winter Bonanza EV', familyEvent: 'winter_bonanza' },
      { name: 'Diwali EV', familyEvent: 'diwali_dhamaka', active: false },
      { name: 'Plain EV', familyEvent: null },
    ]);
  });
  afterAll(async () => server?.close());

  const call = (who: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    server.app.inject({ method, url, headers: { cookie: cookies[who]! }, ...(payload ? { payload } : {}) });

  const expo = { name: 'Property Expo', familyEvent: 'winter_bonanza', cityId: 0, startDate: '2026-12-01', endDate: '2026-12-03', description: 'Three days', active: true };

  it('catalogue creates and updates an event; every signed-in user lists it', async () => {
    const created = await call('lookupAdmin', 'POST', '/api/sapna/event', { ...expo, cityId });
    expect(created.statusCode, created.body).toBe(200);
    const event = created.json();
    expect(event).toMatchObject({ name: 'Property Expo', familyEvent: 'winter_bonanza', cityId, cityName: 'Pune', startDate: '2026-12-01', endDate: '2026-12-03', active: true });
    expect(event.updatedByName).toBe('ev-lookupAdmin Test');

    const updated = await call('admin', 'PUT', `/api/sapna/event/${event.id}`, { ...expo, cityId: null, name: 'Property Expo 2', active: false });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ id: event.id, name: 'Property Expo 2', cityId: null, active: false });

    for (const who of ['agent', 'rcm', 'content', 'finance']) {
      const list = await call(who, 'GET', '/api/sapna/event');
      expect(list.statusCode).toBe(200);
      expect(list.json().results.map((e: { id: number }) => e.id)).toContain(event.id);
    }
    const inactive = await call('agent', 'GET', '/api/sapna/event?active=false&familyEvent=winter_bonanza');
    expect(inactive.json().totalCount).toBe(1);
    expect((await call('agent', 'GET', '/api/sapna/event?active=true')).json().results.find((e: { id: number }) => e.id === event.id)).toBeUndefined();
  });

  it("lists each brand its own events: the makaan agent does not see Housing's, nor edits one (404)", async () => {
    await createUser(server.database.db, { username: 'ev-makaan', roles: ['MAKAAN_SALES_AGENT', 'ADMIN'], domainId: 1 });
    const makaan = await loginAs(server.app, 'ev-makaan');
    const housing = (await call('lookupAdmin', 'POST', '/api/sapna/event', { ...expo, name: 'Housing Expo', cityId })).json();
    const asMakaan = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
      server.app.inject({ method, url, headers: { cookie: makaan }, ...(payload ? { payload } : {}) });
    const own = (await asMakaan('POST', '/api/sapna/event', { ...expo, name: 'Makaan Mela', cityId })).json();
    const listed = (await asMakaan('GET', '/api/sapna/event')).json().results.map((e: { id: number }) => e.id);
    expect(listed).toEqual([own.id]);
    expect((await call('agent', 'GET', '/api/sapna/event')).json().results.map((e: { id: number }) => e.id)).not.toContain(own.id);
    expect((await asMakaan('PUT', `/api/sapna/event/${housing.id}`, { ...expo, cityId })).statusCode).toBe(404);
  });

  it("picks the family event from the package families': the list offers theirs, another is refused 400 and nothing is stored", async () => {
    const offered = await call('agent', 'GET', '/api/sapna/event/family-events');
    expect(offered.statusCode).toBe(200);
    expect(offered.json().results).toEqual(expect.arrayContaining(['diwali_dhamaka', 'winter_bonanza']));
    expect(offered.json().results).not.toContain(null);
    const before = (await server.database.db.select().from(marketplaceEvents)).length;
    const refused = await call('admin', 'POST', '/api/sapna/event', { ...expo, cityId, familyEvent: 'summer_sale' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: { msg: "Family event must be one of the package families' events." } });
    expect((await server.database.db.select().from(marketplaceEvents)).length).toBe(before);
    // An inactive family's event stays valid (old events keep theirs); none at all is fine.
    expect((await call('admin', 'POST', '/api/sapna/event', { ...expo, cityId, familyEvent: 'diwali_dhamaka' })).statusCode).toBe(200);
    expect((await call('admin', 'POST', '/api/sapna/event', { ...expo, cityId, familyEvent: '' })).json().familyEvent).toBeNull();
  });

  it("requires the name and dates ('This field is required.') and the start on or before the end", async () => {
    const before = await server.database.db.select().from(marketplaceEvents);
    const missing = await call('admin', 'POST', '/api/sapna/event', { name: '', startDate: '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain('This field is required.');
    const reversed = await call('admin', 'POST', '/api/sapna/event', { ...expo, cityId: null, startDate: '2026-12-05', endDate: '2026-12-01' });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().error.msg).toContain('Start Date should be earlier than or equal to End Date');
    expect(await server.database.db.select().from(marketplaceEvents)).toEqual(before);
  });

  it('refuses writes without catalogue and from read-only users (403); unknown event or city 404', async () => {
    for (const who of ['agent', 'finance', 'content', 'rcm', 'ticketing']) {
      const res = await call(who, 'POST', '/api/sapna/event', { ...expo, cityId: null });
      expect(res.statusCode, who).toBe(403);
    }
    expect((await call('admin', 'PUT', '/api/sapna/event/987654', { ...expo, cityId: null })).statusCode).toBe(404);
    const city = await call('admin', 'POST', '/api/sapna/event', { ...expo, cityId: 987654 });
    expect(city.statusCode).toBe(404);
    expect(city.json().error.msg).toBe('City not found.');
  });
});

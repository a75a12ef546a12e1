import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { cities, micrositeSlots, slotBookings, slotCapacities } from '../../db/schema/index';
import { describeOnBothBackends, startTestServer, type TestServer } from '../../testing/harness';
import { insertAccount, insertCity, insertLocality, insertOpportunity, insertProject, insertSoldProduct } from '../../testing/opportunity-fixtures';
import { createSupportCast } from '../../testing/support-fixtures';
import { createUser, loginAs } from '../../testing/fixtures';

describeOnBothBackends('microsite slots (placeholder 75)', (backend) => {
  let server: TestServer;
  let cookies: Record<string, string>;
  let ids: Record<string, number>;
  let opportunityId: number;
  let otherOpportunityId: number;
  let projectId: number;
  let otherProjectId: number;
  let cityUuid: string;
  let localityUuid: string;
  const url = '/api/housingAdvert/api/v0/microsite-slots';

  beforeAll(async () => {
    server = await startTestServer(backend);
    ({ cookies, ids } = await createSupportCast(server, 'ms'));
    const db = server.database.db;
    await createUser(db, { username: 'ms-outsider', roles: ['HOUSING_SALES_AGENT'] });
    cookies.outsider = await loginAs(server.app, 'ms-outsider');
    const cityId = await insertCity(db, 'Pune');
    cityUuid = (await db.select().from(cities).where(eq(cities.id, cityId)))[0]!.uuid;
    const localityId = await insertLocality(db, cityId, 'Baner');
    localityUuid = (await db.execute<{ uuid: string }>(sql`select uuid from localities where id = ${localityId}`) as unknown as { rows: { uuid: string }[] }).rows[0]!.uuid;
    projectId = await insertProject(db, 'Skyline Heights', cityId);
    otherProjectId = await insertProject(db, 'Green Meadows', cityId);
    const account = await insertAccount(db, { agentId: ids.agent!, housingProfileId: 'seller-ms-1' });
    opportunityId = (await insertOpportunity(db, { accountId: account.id, ownerId: ids.agent!, name: 'Microsite deal' })).id;
    const other = await insertAccount(db, { agentId: ids.admin! });
    otherOpportunityId = (await insertOpportunity(db, { accountId: other.id, ownerId: ids.admin! })).id;
    // Issue 50: a microsite slot sells a microsite package of the deal.
    await insertSoldProduct(db, opportunityId, 75);
    await insertSoldProduct(db, otherOpportunityId, 75);
  });
  afterAll(async () => server?.close());

  const call = (who: string, method: 'GET' | 'POST' | 'PUT', path: string, payload?: unknown) =>
    server.app.inject({ method, url: path, headers: { cookie: cookies[who]!, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) }, ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }) });
  const msg = (res: { json: () => unknown }) => (res.json() as { error: { msg: string } }).error.msg;
  let month = 0;
  /** A fresh month per slot, so slots of different tests do not share days. */
  const slot = (extra: Record<string, unknown> = {}) => {
    month += 1;
    const m = String((month % 12) + 1).padStart(2, '0');
    const year = 2090 + Math.floor(month / 12);
    return { opportunityId, projectId, startDate: `${year}-${m}-01`, endDate: `${year}-${m}-20`, ...extra };
  };
  const state = async () => ({
    slots: await server.database.db.select().from(micrositeSlots),
    bookings: await server.database.db.select().from(slotBookings).where(eq(slotBookings.source, 'microsite_slot')),
  });

  it('an agent creates a slot: placeholder 75, the project as entity, seller from the account, polygon the project city, status new, booked', async () => {
    const res = await call('agent', 'POST', url, slot());
    expect(res.statusCode, res.body).toBe(200);
    const created = res.json();
    expect(created).toMatchObject({ placeholderId: 75, opportunityId, entityId: projectId, projectName: 'Skyline Heights', sellerId: 'seller-ms-1', polygonId: cityUuid, status: 'new' });
    expect(created.content).toMatchObject({ carousels: [], usp: [], digitour: null, theme: { name: 'classic' } });
    const [booking] = await server.database.db.select().from(slotBookings).where(eq(slotBookings.sourceId, created.slotId));
    expect(booking).toMatchObject({ productId: 75, placeKey: `project:${projectId}`, source: 'microsite_slot', startDate: created.startDate, endDate: created.endDate });
    const list = await call('rcm', 'GET', url);
    expect(list.statusCode).toBe(200);
    expect(list.json().results.map((s: { slotId: number }) => s.slotId)).toContain(created.slotId);
    expect((await call('rcm', 'GET', `${url}/${created.slotId}`)).json()).toMatchObject({ slotId: created.slotId, entityId: projectId });
  });

  it("says each of the spec's messages at its field and writes nothing", async () => {
    const before = await state();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ startDate: '' }, 'startDate', 'Please enter start date'],
      [{ endDate: null }, 'endDate', 'Please enter end date'],
      [{ startDate: '2091-05-10', endDate: '2091-05-01' }, 'endDate', 'Please enter end date greater than start date'],
      [{ startDate: '2091-05-10', endDate: '2091-05-10' }, 'endDate', 'Please enter end date greater than start date'],
      [{ projectId: undefined }, 'projectId', 'Please enter project ID'],
      [{ opportunityId: null }, 'opportunityId', 'Please enter opportunity ID'],
      [{ startDate: '2091-02-30' }, 'startDate', 'Please enter a valid date.'],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await call('agent', 'POST', url, slot(overrides));
      expect(res.statusCode, message).toBe(400);
      expect(res.json(), message).toMatchObject({ error: { msg: message }, field });
    }
    // Nothing filled: the first message in the form's order.
    const all = await call('agent', 'POST', url, {});
    expect(all.statusCode).toBe(400);
    expect(msg(all)).toBe('Please enter start date');
    expect(await state()).toEqual(before);
  });

  it('books through the shared capacity check: the same project on overlapping days is 409, another project or a raised capacity is fine', async () => {
    const first = slot();
    expect((await call('agent', 'POST', url, first)).statusCode).toBe(200);
    const clash = await call('agent', 'POST', url, { ...first, startDate: first.startDate.replace('-01', '-15'), endDate: first.endDate.replace('-20', '-28') });
    expect(clash.statusCode).toBe(409);
    expect(msg(clash)).toBe('Slot is not available for the selected dates');
    expect((await call('agent', 'POST', url, { ...first, projectId: otherProjectId })).statusCode).toBe(200);
    await server.database.db.insert(slotCapacities).values({ productId: 75, capacity: 2 });
    expect((await call('agent', 'POST', url, first)).statusCode).toBe(200);
    expect((await call('agent', 'POST', url, first)).statusCode).toBe(409);
    await server.database.db.delete(slotCapacities).where(eq(slotCapacities.productId, 75));
  });

  it('two agents booking the last days at once: one success, one 409', async () => {
    const body = slot({ projectId: otherProjectId });
    const answers = await Promise.all([call('agent', 'POST', url, body), call('admin', 'POST', url, { ...body, opportunityId: otherOpportunityId })]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
  });

  it('an agent edits the slot (dates, polygon, status); its booking moves with it', async () => {
    const created = (await call('agent', 'POST', url, slot())).json();
    const edited = await call('agent', 'PUT', `${url}/${created.slotId}`, { opportunityId, projectId, startDate: '2095-03-01', endDate: '2095-03-31', polygonId: localityUuid, status: 'active' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ startDate: '2095-03-01', endDate: '2095-03-31', polygonId: localityUuid, status: 'active' });
    const bookings = await server.database.db.select().from(slotBookings).where(eq(slotBookings.sourceId, created.slotId));
    expect(bookings.filter((b) => b.source === 'microsite_slot')).toMatchObject([{ startDate: '2095-03-01', endDate: '2095-03-31' }]);
    const bad = await call('agent', 'PUT', `${url}/${created.slotId}`, { opportunityId, projectId, startDate: '2095-03-31', endDate: '2095-03-01' });
    expect(bad.statusCode).toBe(400);
    expect(msg(bad)).toBe('Please enter end date greater than start date');
  });

  it('content roles and sellers save the content; the slot fields stay the sellers\'', async () => {
    const created = (await call('agent', 'POST', url, slot())).json();
    const content = {
      theme: { name: 'luxury', primaryColor: '#112233' },
      carousels: [{ title: 'Lobby', imageUrl: 'https://example.com/lobby.jpg', caption: 'Grand lobby' }],
      offers: [{ title: 'No EMI till possession', description: 'For bookings this month' }],
      usp: ['5 min from the metro'],
      highlights: ['Clubhouse', 'Pool'],
      paymentPlans: [{ name: '20:80', description: '20% now, 80% on possession' }],
      testimonials: [{ author: 'A buyer', text: 'Lovely homes' }],
      digitour: 'https://example.com/tour',
    };
    const saved = await call('content', 'PUT', `${url}/${created.slotId}/content`, content);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().content).toEqual(content);
    expect((await call('agent', 'GET', `${url}/${created.slotId}`)).json().content).toEqual(content);
    expect((await call('agent', 'PUT', `${url}/${created.slotId}/content`, { ...content, usp: [] })).json().content.usp).toEqual([]);
    expect((await call('content', 'PUT', `${url}/${created.slotId}`, slot())).statusCode).toBe(403);
    expect((await call('content', 'POST', url, slot())).statusCode).toBe(403);

    const tooMany = await call('content', 'PUT', `${url}/${created.slotId}/content`, { carousels: Array.from({ length: 6 }, (_, i) => ({ title: `C${i}`, imageUrl: 'https://example.com/c.jpg' })) });
    expect(tooMany.statusCode).toBe(400);
    expect(msg(tooMany)).toContain('At most 5 carousels');
    const badUrl = await call('content', 'PUT', `${url}/${created.slotId}/content`, { digitour: 'javascript:alert(1)' });
    expect(badUrl.statusCode).toBe(400);
    expect(msg(badUrl)).toContain('Please enter a valid http(s) URL');
  });

  it('read-only users read and are refused every write (403); out of scope or unknown is 404; unknown project or polygon 404', async () => {
    const created = (await call('agent', 'POST', url, slot())).json();
    for (const who of ['rcm', 'ticketing', 'finance']) {
      expect((await call(who, 'GET', `${url}/${created.slotId}`)).statusCode, who).toBe(200);
      expect((await call(who, 'POST', url, slot())).statusCode, who).toBe(403);
      expect((await call(who, 'PUT', `${url}/${created.slotId}`, slot())).statusCode, who).toBe(403);
      expect((await call(who, 'PUT', `${url}/${created.slotId}/content`, { usp: ['x'] })).statusCode, who).toBe(403);
    }
    expect((await call('outsider', 'GET', `${url}/${created.slotId}`)).statusCode).toBe(404);
    expect((await call('outsider', 'PUT', `${url}/${created.slotId}`, slot())).statusCode).toBe(404);
    expect((await call('outsider', 'PUT', `${url}/${created.slotId}/content`, { usp: ['x'] })).statusCode).toBe(404);
    expect((await call('agent', 'POST', url, slot({ opportunityId: otherOpportunityId }))).statusCode).toBe(404);
    expect((await call('agent', 'GET', `${url}/987654`)).statusCode).toBe(404);
    expect((await call('agent', 'PUT', `${url}/987654`, slot())).statusCode).toBe(404);
    const project = await call('agent', 'POST', url, slot({ projectId: 987654 }));
    expect(project.statusCode).toBe(404);
    expect(msg(project)).toBe('Project not found.');
    const polygon = await call('agent', 'POST', url, slot({ polygonId: 'no-such-polygon' }));
    expect(polygon.statusCode).toBe(404);
    expect(msg(polygon)).toBe('Polygon not found.');
  });

  it('random bodies and queries on every route: below 500, nothing changed', async () => {
    const created = (await call('agent', 'POST', url, slot())).json();
    const before = await state();
    const body = fc.oneof(
      fc.anything(),
      fc.record({
        opportunityId: fc.oneof(fc.integer(), fc.string(), fc.constant(null), fc.double()),
        projectId: fc.oneof(fc.integer(), fc.string(), fc.constant(null)),
        polygonId: fc.oneof(fc.string(), fc.integer()),
        startDate: fc.oneof(fc.string(), fc.constant('2091-02-30'), fc.constant('2091-01-01')),
        endDate: fc.oneof(fc.string(), fc.constant('2090-01-01')),
        status: fc.string(),
        carousels: fc.oneof(fc.array(fc.record({ title: fc.string(), imageUrl: fc.string() }), { maxLength: 7 }), fc.string()),
        usp: fc.oneof(fc.array(fc.string()), fc.integer()),
        theme: fc.oneof(fc.record({ name: fc.string(), primaryColor: fc.string() }), fc.string()),
        digitour: fc.oneof(fc.string(), fc.integer()),
      }),
    );
    const writes: ['POST' | 'PUT', string][] = [
      ['POST', url],
      ['PUT', `${url}/${created.slotId}`],
      ['PUT', `${url}/${created.slotId}/content`],
      ['PUT', `${url}/abc`],
    ];
    for (const [method, path] of writes) {
      await fc.assert(
        fc.asyncProperty(body, async (payload) => {
          const res = await call('outsider', method, path, payload ?? null);
          expect(res.statusCode, `${method} ${path} ${JSON.stringify(payload)} -> ${res.body}`).toBeLessThan(500);
        }),
        { numRuns: 20 },
      );
    }
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.constantFrom('page', 'size', 'opportunity_id', 'status', 'sort'), fc.string()), async (query) => {
        const res = await call('agent', 'GET', `${url}?${new URLSearchParams(query).toString()}`);
        expect(res.statusCode, `${JSON.stringify(query)} -> ${res.body}`).toBeLessThan(500);
      }),
      { numRuns: 40 },
    );
    expect(await state()).toEqual(before);
  });

  it('sorts the list by a column, pages without overlap, and answers 400 for a sort it does not know (issue 51)', async () => {
    for (let i = 0; i < 3; i += 1) expect((await call('agent', 'POST', url, slot())).statusCode).toBe(200);
    const page = async (query: string) => (await call('agent', 'GET', `${url}?${query}`)).json() as { results: { slotId: number; startDate: string }[]; totalCount: number };
    const all = await page('size=100&sort=startDate.asc');
    const starts = all.results.map((r) => r.startDate);
    expect(starts).toEqual([...starts].sort());
    expect((await page('size=100&sort=startDate.desc')).results.map((r) => r.startDate)).toEqual([...starts].sort().reverse());
    // Two pages of 2 in that order are the first four rows of the whole list.
    const paged = [...(await page('size=2&page=0&sort=startDate.asc')).results, ...(await page('size=2&page=1&sort=startDate.asc')).results];
    expect(paged.map((r) => r.slotId)).toEqual(all.results.slice(0, 4).map((r) => r.slotId));
    const bad = await call('agent', 'GET', `${url}?sort=projectName.asc`);
    expect(bad.statusCode).toBe(400);
  });

  it('lists the routes in the OpenAPI document', async () => {
    const doc = (await call('admin', 'GET', '/api/openapi.json')).json() as { paths: Record<string, Record<string, unknown>> };
    const paths = Object.keys(doc.paths).map((p) => p.replace(/^\/api/, ''));
    expect(paths).toContain('/housingAdvert/api/v0/microsite-slots');
    expect(paths).toContain('/housingAdvert/api/v0/microsite-slots/{id}');
    expect(paths).toContain('/housingAdvert/api/v0/microsite-slots/{id}/content');
  });
});

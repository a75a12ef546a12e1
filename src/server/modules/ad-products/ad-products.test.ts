import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { cities, localities, packageSlots, products, slotBookings, slotCapacities } from '../../db/schema/index';
import { describeOnBothBackends, startTestServer, type TestServer } from '../../testing/harness';
import { insertAccount, insertCity, insertLocality, insertOpportunity, insertPackage, insertPackageMapping, insertProject } from '../../testing/opportunity-fixtures';
import { createSupportCast } from '../../testing/support-fixtures';

describeOnBothBackends('ad-products: audience maximizer and slot availability', (backend) => {
  let server: TestServer;
  let cookies: Record<string, string>;
  let ids: Record<string, number>;
  let opportunityId: number;
  let otherOpportunityId: number;
  let opmId: number;
  let cityId: number;
  let cityUuid: string;
  const localityUuids: string[] = [];
  const projectIds: number[] = [];

  beforeAll(async () => {
    server = await startTestServer(backend);
    ({ cookies, ids } = await createSupportCast(server, 'am'));
    const db = server.database.db;
    await db.insert(products).values({ id: 83, name: 'Audience Maximizer', productTypeId: 4 }).onConflictDoNothing();
    cityId = await insertCity(db, 'Pune');
    cityUuid = (await db.select().from(cities).where(eq(cities.id, cityId)))[0]!.uuid;
    for (const name of ['Baner', 'Aundh', 'Wakad', 'Hinjewadi']) {
      const id = await insertLocality(db, cityId, name);
      localityUuids.push((await db.select().from(localities).where(eq(localities.id, id)))[0]!.uuid);
    }
    for (const name of ['Primary Heights', 'Rival One', 'Rival Two', 'Rival Three', 'Rival Four']) projectIds.push(await insertProject(db, name, cityId));
    const account = await insertAccount(db, { agentId: ids.agent! });
    opportunityId = (await insertOpportunity(db, { accountId: account.id, ownerId: ids.agent!, name: 'Pune launch' })).id;
    const other = await insertAccount(db, { agentId: ids.admin! });
    otherOpportunityId = (await insertOpportunity(db, { accountId: other.id, ownerId: ids.admin! })).id;
    const packageId = await insertPackage(db, { name: 'Audience Maximizer Premium', products: [{ productId: 83 }] });
    opmId = await insertPackageMapping(db, { opportunityId, packageId, quantity: 3 });
    await insertPackageMapping(db, { opportunityId: otherOpportunityId, packageId });
  });
  afterAll(async () => server?.close());

  const call = (who: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    server.app.inject({ method, url, headers: { cookie: cookies[who]! }, ...(payload ? { payload } : {}) });
  const cards = (n: number) => Array.from({ length: n }, (_, i) => ({ priority: i + 1, title: `Card ${i + 1}`, sub_title: 'Sub', content: 'Body', status: 'active' }));
  let dayOffset = 0;
  /** A fresh date range per slot, so slots of different tests do not share a place's days. */
  const dates = () => {
    dayOffset += 10;
    const start = new Date(Date.UTC(2027, 0, 1 + dayOffset)).toISOString().slice(0, 10);
    const end = new Date(Date.UTC(2027, 0, 5 + dayOffset)).toISOString().slice(0, 10);
    return { start_date: start, end_date: end };
  };
  const slotOf = (type: string, extra: object = {}) => {
    const base = { opportunity_id: opportunityId, opportunity_package_mapping_id: opmId, audience_maximizer_type: type, amount: 50000, impressions_count: 10000, ...dates(), cards: cards(6) };
    const byType: Record<string, object> = {
      locality: { polygon_id: localityUuids[0], locality_city: 'Pune' },
      city_with_budget: { polygon_id: cityUuid, min_budget: 5000000, max_budget: 9000000 },
      project_level: { project_ids: projectIds.slice(0, 4), am_target_polygon_id: localityUuids[1] },
      city_level: { polygon_id: cityUuid },
    };
    return { ...base, ...byType[type], ...extra };
  };
  const countSlots = async () => (await server.database.db.select().from(packageSlots)).length;

  it('a seller creates a slot of each type with 6 cards, edits one and lists them 10 a page', async () => {
    for (const type of ['locality', 'city_with_budget', 'project_level', 'city_level']) {
      const res = await call('agent', 'POST', '/api/housingAdvert/products/create-packages', slotOf(type));
      expect(res.statusCode, res.body).toBe(200);
      const slot = res.json();
      expect(slot).toMatchObject({ audience_maximizer_type: type, opportunity_id: opportunityId, status: 'new', product_id: 83 });
      expect(slot.cards.map((c: { priority: number }) => c.priority)).toEqual([1, 2, 3, 4, 5, 6]);
      expect(slot.created_at).toMatch(/\+0530$/);
    }
    const list = await call('agent', 'GET', '/api/housingAdvert/products/get-all-packages?row_per_page=10&current_page_no=1&promoted_entity_type_id=2&slot_status_id=0&placeholder_ids=83');
    expect(list.statusCode, list.body).toBe(200);
    const page = list.json();
    expect(page.data.length).toBe(4);
    expect(page.total_pages).toBe(1);
    const first = page.data[0];
    const edited = await call('agent', 'POST', '/api/housingAdvert/products/update-packages', { ...slotOf(first.audience_maximizer_type), slot_id: first.slot_id, status: 'active', notes: 'Edited', cards: cards(2) });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ slot_id: first.slot_id, status: 'active', notes: 'Edited' });
    expect(edited.json().cards.length).toBe(2);
    const byStatus = (await call('agent', 'GET', '/api/housingAdvert/products/get-all-packages?status=active')).json();
    expect(byStatus.data.map((s: { slot_id: number }) => s.slot_id)).toEqual([first.slot_id]);
    const byOpportunity = (await call('agent', 'GET', `/api/housingAdvert/products/get-all-packages?opportunity_id=${otherOpportunityId}`)).json();
    expect(byOpportunity.data).toEqual([]);
    expect((await call('rcm', 'GET', `/api/housingAdvert/products/packages/${first.slot_id}`)).statusCode).toBe(200);
    expect((await call('lookupAdmin', 'GET', `/api/housingAdvert/products/packages/${first.slot_id}`)).statusCode).toBe(404); // another agent's deal
    expect((await call('content', 'GET', `/api/housingAdvert/products/packages/${first.slot_id}`)).statusCode).toBe(200);
  });

  it('total pages add one when there is a next page (10 a page)', async () => {
    for (let i = 0; i < 8; i += 1) expect((await call('agent', 'POST', '/api/housingAdvert/products/create-packages', slotOf('city_level'))).statusCode).toBe(200);
    const page1 = (await call('agent', 'GET', '/api/housingAdvert/products/get-all-packages?current_page_no=1')).json();
    expect(page1.data.length).toBe(10);
    expect(page1.total_pages).toBe(2);
    const page2 = (await call('agent', 'GET', '/api/housingAdvert/products/get-all-packages?current_page_no=2')).json();
    expect(page2.data.length).toBe(2);
    expect(page2.total_pages).toBe(2);
  });

  it('gives each message of spec 002 §5 and changes nothing', async () => {
    const before = await countSlots();
    const expectMessage = async (body: object, message: string) => {
      const res = await call('agent', 'POST', '/api/housingAdvert/products/create-packages', body);
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.body).toContain(message);
    };
    await expectMessage(slotOf('locality', { polygon_id: '' }), 'Please enter Polygon');
    await expectMessage(slotOf('locality', { start_date: '' }), 'Please enter Start Date');
    await expectMessage(slotOf('city_with_budget', { min_budget: null }), 'Please enter Min Budget');
    await expectMessage(slotOf('locality', { amount: 0 }), 'Please enter an amount greater than 0');
    await expectMessage(slotOf('locality', { amount: -5 }), 'Please enter an amount greater than 0');
    await expectMessage(slotOf('locality', { start_date: '2027-06-10', end_date: '2027-06-01' }), 'Start Date should be earlier than or equal to End Date');
    await expectMessage(slotOf('project_level', { project_ids: [projectIds[0], projectIds[0], projectIds[1], projectIds[2]] }), 'Please select competitor projects different than the primary project');
    await expectMessage(slotOf('project_level', { project_ids: [projectIds[0], projectIds[1]] }), 'Please select at least 3 competitor projects');
    await expectMessage(slotOf('project_level', { project_ids: projectIds }), 'Cannot Add more that 3 projects!');
    await expectMessage(slotOf('locality', { cards: cards(7) }), 'At most 6 cards');
    await expectMessage(slotOf('locality', { cards: [{ priority: 7, title: 'x' }] }), 'Card priority must be between 1 and 6');
    await expectMessage(slotOf('locality', { inner_churn_radius: -1 }), 'Please enter a radius of 0 or more');
    await expectMessage(slotOf('locality', { start_date: '2027-13-01' }), 'Please enter a valid date.');
    expect(await countSlots()).toBe(before);
  });

  it('refuses read-only and non-selling users (403), another deal or unknown references (404)', async () => {
    const before = await countSlots();
    for (const who of ['rcm', 'ticketing', 'finance', 'content']) {
      expect((await call(who, 'POST', '/api/housingAdvert/products/create-packages', slotOf('locality'))).statusCode, who).toBe(403);
    }
    expect((await call('lookupAdmin', 'POST', '/api/housingAdvert/products/create-packages', slotOf('locality'))).statusCode).toBe(404);
    expect((await call('agent', 'POST', '/api/housingAdvert/products/create-packages', slotOf('locality', { opportunity_id: otherOpportunityId, opportunity_package_mapping_id: null }))).statusCode).toBe(404);
    expect((await call('agent', 'POST', '/api/housingAdvert/products/create-packages', slotOf('locality', { polygon_id: 'no-such-polygon' }))).json().error.msg).toBe('Polygon not found.');
    expect((await call('agent', 'POST', '/api/housingAdvert/products/update-packages', { ...slotOf('locality'), slot_id: 999999 })).statusCode).toBe(404);
    expect((await call('agent', 'GET', '/api/housingAdvert/products/packages/999999')).statusCode).toBe(404);
    expect(await countSlots()).toBe(before);
  });

  it('content roles edit the cards of any slot; read-only users may not', async () => {
    const slot = (await call('agent', 'POST', '/api/housingAdvert/products/create-packages', slotOf('locality', { polygon_id: localityUuids[2] }))).json();
    const saved = await call('content', 'PUT', `/api/housingAdvert/products/packages/${slot.slot_id}/cards`, { cards: cards(3) });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().cards.length).toBe(3);
    expect((await call('rcm', 'PUT', `/api/housingAdvert/products/packages/${slot.slot_id}/cards`, { cards: cards(1) })).statusCode).toBe(403);
    expect((await call('content', 'PUT', `/api/housingAdvert/products/packages/${slot.slot_id}/cards`, { cards: [{ priority: 0, title: 'x' }] })).statusCode).toBe(400);
  });

  it("two agents booking the last slot at once: one success, one 409 'Slot is not available for the selected dates'", async () => {
    const same = slotOf('locality', { polygon_id: localityUuids[3] });
    const [a, b] = await Promise.all([
      call('agent', 'POST', '/api/housingAdvert/products/create-packages', same),
      call('admin', 'POST', '/api/housingAdvert/products/create-packages', { ...same, opportunity_id: otherOpportunityId, opportunity_package_mapping_id: null }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect((a.statusCode === 409 ? a : b).json().error.msg).toBe('Slot is not available for the selected dates');
    const bookings = await server.database.db.select().from(slotBookings).where(eq(slotBookings.placeKey, `polygon:${localityUuids[3]}`));
    expect(bookings.length).toBe(1);
    // An overlapping range is refused too; the next days are free.
    expect((await call('agent', 'POST', '/api/housingAdvert/products/create-packages', { ...same, start_date: same.end_date, end_date: same.end_date })).statusCode).toBe(409);
  });

  it('capacity is a catalogue setting: with 3, exactly 3 of 6 concurrent bookings succeed', async () => {
    expect((await call('agent', 'PUT', '/api/housingAdvert/products/slot-capacities/83', { capacity: 3 })).statusCode).toBe(403);
    expect((await call('lookupAdmin', 'PUT', '/api/housingAdvert/products/slot-capacities/83', { capacity: 0 })).statusCode).toBe(400);
    const set = await call('lookupAdmin', 'PUT', '/api/housingAdvert/products/slot-capacities/83', { capacity: 3 });
    expect(set.statusCode, set.body).toBe(200);
    const same = slotOf('city_level', { polygon_id: cityUuid });
    const results = await Promise.all(Array.from({ length: 6 }, () => call('agent', 'POST', '/api/housingAdvert/products/create-packages', same)));
    expect(results.filter((r) => r.statusCode === 200).length).toBe(3);
    expect(results.filter((r) => r.statusCode === 409).length).toBe(3);
    await server.database.db.delete(slotCapacities).where(eq(slotCapacities.productId, 83));
  });

  it('slot availability shows booked and free places by city and by polygon', async () => {
    const res = await call('rcm', 'GET', `/api/housingAdvert/products/slot-availability?productId=83&cityId=${cityId}&from=2027-01-01&to=2027-12-31`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.productName).toBe('Audience Maximizer');
    const booked = body.places.find((p: { placeKey: string }) => p.placeKey === `polygon:${localityUuids[3]}`);
    expect(booked.booked.length).toBe(1);
    expect(booked.fullDays.length).toBe(5);
    expect(booked.freeDayCount).toBe(365 - 5);
    const polygon = (await call('agent', 'GET', `/api/housingAdvert/products/slot-availability?productId=83&polygonId=${localityUuids[3]}&from=2027-01-01&to=2027-12-31`)).json();
    expect(polygon.places.length).toBe(1);
    expect(polygon.places[0].placeName).toBe('Hinjewadi, Pune');
    expect((await call('agent', 'GET', `/api/housingAdvert/products/slot-availability?productId=83&from=2027-01-01&to=2027-12-31`)).statusCode).toBe(400);
    expect((await call('agent', 'GET', `/api/housingAdvert/products/slot-availability?productId=83&cityId=${cityId}&from=2027-02-01&to=2027-01-01`)).json().error.msg).toContain('Start Date should be earlier than or equal to End Date');
    expect((await call('agent', 'GET', `/api/housingAdvert/products/slot-availability?productId=999999&cityId=${cityId}&from=2027-01-01&to=2027-01-02`)).statusCode).toBe(404);
    expect((await call('rcm', 'GET', '/api/housingAdvert/products/slot-capacities')).statusCode).toBe(200);
  });

  it('products mapping and the housing helper lists; any other helper id 404', async () => {
    const mapping = (await call('agent', 'GET', '/api/housingAP/products-mapping')).json();
    expect(Array.isArray(mapping)).toBe(true);
    for (const n of [1, 2, 5, 7, 8, 10, 11, 12, 18, 20, 21]) {
      const res = await call('agent', 'GET', `/api/sapna/v1/housing/helper/${n}`);
      expect(res.statusCode, `${n} ${res.body}`).toBe(200);
      expect(res.json().id).toBe(n);
    }
    expect((await call('agent', 'GET', '/api/sapna/v1/housing/helper/8')).json().items.map((i: { id: string }) => i.id)).toEqual(['locality', 'city_with_budget', 'project_level', 'city_level']);
    expect((await call('agent', 'GET', `/api/sapna/v1/housing/helper/2?cityId=${cityId}`)).json().items.length).toBe(4);
    for (const n of [0, 3, 4, 9, 13, 19, 22, 999]) expect((await call('agent', 'GET', `/api/sapna/v1/housing/helper/${n}`)).statusCode, String(n)).toBe(404);
  });
});

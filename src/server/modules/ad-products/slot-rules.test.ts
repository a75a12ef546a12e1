import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { addDays, addDaysToInstant, istDateOf } from '../../../domain/format/ist-calendar';
import { formatSlotTimestamp } from '../../../domain/format/slot-timestamp';
import { cities, products, projectConfigurations, slotHistory } from '../../db/schema/index';
import { describeOnBothBackends, startTestServer, type TestServer } from '../../testing/harness';
import { insertAccount, insertOpportunity, insertPackage, insertPackageMapping, insertPolygons, insertProject, insertSoldProduct } from '../../testing/opportunity-fixtures';
import { createSupportCast } from '../../testing/support-fixtures';

/**
 * Issue 50: one booking rule for every slot kind. Each ad-product-config limit binds (changing it changes what is
 * accepted); every refusal says its message and changes nothing; two bookings of the last unit at once give one
 * success and one 409 for every kind; every kind is cancelled with a reason, which frees its place and is final.
 */
type Kind = 'am' | 'microsite' | 'siteTakeover' | 'virtualTour' | 'np';
const KINDS: Kind[] = ['am', 'microsite', 'siteTakeover', 'virtualTour', 'np'];
const CONFIG = '/api/housingAP/api/v0/product-configuration-details';
const TABLES = ['package_slots', 'microsite_slots', 'site_takeover_slots', 'video_tour_slots', 'np_slots', 'slot_bookings', 'slot_history'];

describeOnBothBackends('slot rules: one booking rule for every kind (issue 50)', (backend) => {
  let server: TestServer;
  let cookies: Record<string, string>;
  let ids: Record<string, number>;
  /** The agent's deal and the admin's deal sell every slot product; `bare` sells none. */
  const deal: Record<'agent' | 'admin' | 'bare', number> = { agent: 0, admin: 0, bare: 0 };
  const opm: Record<'agent' | 'admin', number> = { agent: 0, admin: 0 };
  let npProductId: number;
  let cityId: number;
  let cityName: string;
  let project: { id: number; configId: number };
  const polygons = ['sr-1', 'sr-2', 'sr-3', 'sr-4', 'sr-5', 'sr-6'];

  beforeAll(async () => {
    server = await startTestServer(backend);
    ({ cookies, ids } = await createSupportCast(server, 'sr'));
    const db = server.database.db;
    cityId = await insertPolygons(db, polygons);
    cityName = (await db.select({ name: cities.name }).from(cities).where(eq(cities.id, cityId)))[0]!.name;
    const projectId = await insertProject(db, 'Rule Towers', cityId);
    const [config] = await db.insert(projectConfigurations).values({ projectId, apartmentType: '2 BHK', areaSize: 1100, price: '6500000' }).returning({ id: projectConfigurations.id });
    project = { id: projectId, configId: config!.id };
    const [np] = await db.insert(products).values({ name: 'NP Rule Pinning', productTypeId: 7, isNpProduct: true }).returning({ id: products.id });
    npProductId = np!.id;
    const npPackage = await insertPackage(db, { name: 'NP rule package', products: [{ productId: npProductId }] });
    for (const who of ['agent', 'admin'] as const) {
      const account = await insertAccount(db, { agentId: ids[who]!, housingProfileId: `sr-profile-${who}` });
      deal[who] = (await insertOpportunity(db, { accountId: account.id, ownerId: ids[who]! })).id;
      for (const productId of [83, 75, 74, 82]) await insertSoldProduct(db, deal[who], productId, { salesPrice: '42000' });
      opm[who] = await insertPackageMapping(db, { opportunityId: deal[who], packageId: npPackage, quantity: 50, cityId });
    }
    const bareAccount = await insertAccount(db, { agentId: ids.agent!, housingProfileId: 'sr-profile-bare' });
    deal.bare = (await insertOpportunity(db, { accountId: bareAccount.id, ownerId: ids.agent! })).id;
  });
  afterAll(async () => server?.close());

  const call = (who: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    server.app.inject({ method, url, headers: { cookie: cookies[who]!, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) }, ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }) });
  const msg = (res: { json: () => unknown }) => (res.json() as { error: { msg: string } }).error.msg;
  async function state(): Promise<string> {
    const parts: string[] = [];
    for (const table of TABLES) {
      const result = await server.database.db.execute(sql.raw(`select count(*)::int as n, coalesce(max(id), 0)::int as m from ${table}`));
      const row = (result as unknown as { rows: { n: number; m: number }[] }).rows[0]!;
      parts.push(`${table}:${row.n}:${row.m}`);
    }
    return parts.join(' ');
  }
  const saveConfig = async (section: string, values: Record<string, unknown>) => {
    const res = await call('admin', 'POST', CONFIG, { section, values });
    expect(res.statusCode, res.body).toBe(200);
  };
  const tourConfig = (max: number, notice: number) => saveConfig('virtual_tour', { default_duration_minutes: 60, max_slots_per_day: max, min_lead_time_hours: notice, price_per_slot: 15000 });
  const takeoverConfig = (max: number) => saveConfig('site_takeover', { max_cards: 10, max_polygons: max, default_duration_days: 7, price_per_day: 25000, send_activation_mail: true });
  const npConfig = (perCity: number, swaps: boolean) => saveConfig('np_slots', { max_projects: 10, slots_per_city: perCity, default_duration_days: 30, price_per_day: 3000, swap_allowed: swaps });

  /** A fresh day range per booking so tests do not share a place's days (far ahead, so never past). */
  let offset = 0;
  const days = (length = 2) => {
    offset += 7;
    const start = addDays('2098-01-01', offset);
    return { start, end: addDays(start, length - 1) };
  };
  const webinar = (startDate: string, hourIst = 11) => {
    const start = new Date(`${startDate}T${String(hourIst).padStart(2, '0')}:00:00+05:30`);
    return { start: formatSlotTimestamp(start), end: formatSlotTimestamp(new Date(start.getTime() + 3_600_000)) };
  };

  type Booking = { start: string; end: string; noAmount?: boolean; polygon?: string; polygonsList?: string[]; opportunityId?: number; who?: 'agent' | 'admin'; webinarStart?: string; webinarEnd?: string };
  /** One booking request of the kind: [method, url, body]. */
  function request(kind: Kind, b: Booking): [string, string, unknown] {
    const who = b.who ?? 'agent';
    const opportunityId = b.opportunityId ?? deal[who];
    const polygon = b.polygon ?? polygons[0]!;
    switch (kind) {
      case 'am':
        return ['POST', '/api/housingAdvert/products/create-packages', { opportunity_id: opportunityId, audience_maximizer_type: 'locality', polygon_id: polygon, locality_city: cityName, amount: b.noAmount ? undefined : 50000, impressions_count: 1000, start_date: b.start, end_date: b.end, cards: [] }];
      case 'microsite':
        return ['POST', '/api/housingAdvert/api/v0/microsite-slots', { opportunityId, projectId: project.id, polygonId: polygon, startDate: b.start, endDate: b.end, status: 'new' }];
      case 'siteTakeover':
        return [
          'POST',
          '/api/housingAdvert/api/v0/site-takeover-slots',
          {
            opportunity_id: opportunityId,
            entity_id: 501,
            promotion_type: 'city',
            product_type: 2,
            polygon_uuids: b.polygonsList ?? [polygon],
            amount: b.noAmount ? undefined : 150000,
            builder_project_ids: [project.id],
            start_date: b.start,
            end_date: b.end,
            site_takeover_title: 'Rule Towers',
            site_takeover_subtitle: 'Now selling',
            slot_product_cards: [],
          },
        ];
      case 'virtualTour': {
        const time = webinar(b.start);
        return [
          'POST',
          '/api/housingAP/api/v0/create-video-tour-slot',
          {
            payment_details: b.noAmount ? undefined : { amount: 25000 },
            products: { '82': { polygon_uuids: b.polygonsList ?? [polygon] } },
            profile_uuid: `sr-profile-${who}`,
            opportunity_id: opportunityId,
            product_details: { webinar_start_date_time: b.webinarStart ?? time.start, webinar_end_date_time: b.webinarEnd ?? time.end, service_type: 'buy', selling_type: 'paid' },
          },
        ];
      }
      case 'np':
        return ['POST', `/api/housingAdvert/np/create-slot?opmId=${opm[who]}`, { projectId: project.id, flatConfigurationId: project.configId, startDate: b.start, endDate: b.end }];
    }
  }
  const book = (kind: Kind, b: Booking) => {
    const [method, url, body] = request(kind, b);
    return call(b.who ?? 'agent', method as 'POST', url, body);
  };
  const idOf = (kind: Kind, body: Record<string, number>) => (kind === 'am' || kind === 'siteTakeover' ? body.slot_id! : kind === 'microsite' || kind === 'np' ? body.slotId! : body.id!);
  const source: Record<Kind, string> = { am: 'package_slot', microsite: 'microsite_slot', siteTakeover: 'site_takeover', virtualTour: 'video_tour', np: 'np_slot' };
  function cancel(kind: Kind, id: number, reason: string | undefined) {
    const body = reason === undefined ? {} : { reason };
    switch (kind) {
      case 'am':
        return call('agent', 'POST', `/api/housingAdvert/products/packages/${id}/cancel`, body);
      case 'microsite':
        return call('agent', 'POST', `/api/housingAdvert/api/v0/microsite-slots/${id}/cancel`, body);
      case 'siteTakeover':
        return call('agent', 'POST', `/api/housingAdvert/api/v0/site-takeover-slots/${id}/cancel`, body);
      case 'virtualTour':
        return call('agent', 'PUT', `/api/housingAdvert/api/v0/update-video-tour-slot/${id}`, { slot_id: id, package_details: { status_id: 4, ...body } });
      case 'np':
        return call('agent', 'POST', `/api/housingAdvert/np/cancel-slot?opmId=${opm.agent}`, { slotId: id, ...body });
    }
  }

  it('every config limit binds: changing it changes what is accepted', async () => {
    // virtual_tour.max_slots_per_day: 1 refuses a second webinar on the polygon and day; 2 accepts it.
    await tourConfig(1, 0);
    const day = days(1);
    expect((await book('virtualTour', { ...day, polygon: 'sr-2' })).statusCode).toBe(200);
    const full = await book('virtualTour', { ...day, polygon: 'sr-2', webinarStart: webinar(day.start, 15).start, webinarEnd: webinar(day.start, 15).end });
    expect([full.statusCode, msg(full)]).toEqual([409, 'Slot is not available for the selected dates']);
    await tourConfig(2, 0);
    expect((await book('virtualTour', { ...day, polygon: 'sr-2', webinarStart: webinar(day.start, 15).start, webinarEnd: webinar(day.start, 15).end })).statusCode).toBe(200);

    // virtual_tour.min_lead_time_hours: 48 refuses a webinar 24 hours ahead; 12 accepts it.
    const soon = addDaysToInstant(new Date(), 1);
    const soonBody = { ...days(1), polygon: 'sr-3', webinarStart: formatSlotTimestamp(soon), webinarEnd: formatSlotTimestamp(new Date(soon.getTime() + 3_600_000)) };
    await tourConfig(2, 48);
    const early = await book('virtualTour', soonBody);
    expect([early.statusCode, msg(early)]).toEqual([422, 'Please book at least 48 hours ahead']);
    await tourConfig(2, 12);
    expect((await book('virtualTour', soonBody)).statusCode).toBe(200);

    // site_takeover.max_polygons: 2 refuses three polygons; 3 accepts them.
    await takeoverConfig(2);
    const three = { ...days(), polygonsList: ['sr-4', 'sr-5', 'sr-6'] };
    const many = await book('siteTakeover', three);
    expect([many.statusCode, msg(many)]).toEqual([422, 'Please select at most 2 polygons']);
    await takeoverConfig(3);
    expect((await book('siteTakeover', three)).statusCode).toBe(200);

    // np_slots.slots_per_city: 1 refuses a second NP slot in the city on those days; 2 accepts it.
    await npConfig(1, true);
    const npDays = days();
    expect((await book('np', npDays)).statusCode).toBe(200);
    const npFull = await book('np', { ...npDays, who: 'admin' });
    expect([npFull.statusCode, msg(npFull)]).toEqual([409, 'Slot is not available for the selected dates']);
    await npConfig(2, true);
    const second = await book('np', { ...npDays, who: 'admin' });
    expect(second.statusCode, second.body).toBe(200);

    // np_slots.swap_allowed: false refuses a swap; true lets it through to approval.
    await call('admin', 'POST', `/api/housingAdvert/np/activate-slot?opmId=${opm.admin}`, { slotId: second.json().slotId });
    const swap = { slotId: second.json().slotId, projectId: project.id, flatConfigurationId: project.configId, ...(() => { const d = days(); return { startDate: d.start, endDate: d.end }; })() };
    await npConfig(5, false);
    const refused = await call('admin', 'POST', `/api/housingAdvert/np/swap-slot?opmId=${opm.admin}`, swap);
    expect([refused.statusCode, msg(refused)]).toEqual([409, 'Swaps are not allowed']);
    await npConfig(5, true);
    const allowed = await call('admin', 'POST', `/api/housingAdvert/np/swap-slot?opmId=${opm.admin}`, swap);
    // Past the setting: the swap now reaches the approval step (its own rules may still answer).
    expect(allowed.statusCode === 409 ? msg(allowed) : 'ok').not.toBe('Swaps are not allowed');
  });

  it('max slots per day binds for audience maximizer, microsite and site takeover; blank keeps the product capacity', async () => {
    const amConfig = (max: number | null) =>
      saveConfig('audience_maximizer', { default_inner_radius_km: 3, default_outer_radius_km: 10, max_cards: 6, min_competitor_projects: 3, default_duration_days: 30, price_per_day: 2500, max_slots_per_day: max });
    const micrositeConfig = (max: number | null) => saveConfig('microsite', { max_carousels: 5, max_testimonials: 10, default_duration_days: 90, price_per_day: 1200, max_slots_per_day: max });
    const siteConfig = (max: number | null) =>
      saveConfig('site_takeover', { max_cards: 10, max_polygons: 5, default_duration_days: 7, price_per_day: 25000, send_activation_mail: true, max_slots_per_day: max });
    const kinds = [
      ['am', amConfig, 83],
      ['microsite', micrositeConfig, 75],
      ['siteTakeover', siteConfig, 74],
    ] as const;
    for (const [kind, configure, productId] of kinds) {
      const slot = { ...days(), polygon: 'sr-3' };
      await configure(1);
      expect((await book(kind, slot)).statusCode).toBe(200);
      const full = await book(kind, { ...slot, who: 'admin' });
      expect([kind, full.statusCode, msg(full)]).toEqual([kind, 409, 'Slot is not available for the selected dates']);
      await configure(2);
      const capacities = (await call('rcm', 'GET', '/api/housingAdvert/products/slot-capacities')).json() as { productId: number; capacity: number }[];
      expect(capacities.find((c) => c.productId === productId)?.capacity).toBe(2);
      expect((await book(kind, { ...slot, who: 'admin' })).statusCode).toBe(200);
      // Blank: back to the product's own capacity (1 here), so a third is refused.
      await configure(null);
      expect((await book(kind, { ...slot, who: 'admin' })).statusCode).toBe(409);
    }
  });

  it("a slot's amount defaults from its sold package mapping (what the forms prefill); a typed one is kept", async () => {
    await tourConfig(8, 0);
    const url = (opportunityId: number, productId: number) => `/api/housingAdvert/products/sold-amount?opportunityId=${opportunityId}&productId=${productId}`;
    const sold = await call('agent', 'GET', url(deal.agent, 74));
    expect([sold.statusCode, sold.json()]).toEqual([200, { opportunityPackageMappingId: expect.any(Number), amount: 42000 }]);
    const none = await call('agent', 'GET', url(deal.bare, 74));
    expect([none.statusCode, msg(none)]).toEqual([422, 'This opportunity has no package with Product 74']);
    expect((await call('agent', 'GET', url(987654, 74))).statusCode).toBe(404);
    for (const kind of ['am', 'siteTakeover', 'virtualTour'] as const) {
      const blank = await book(kind, { ...days(1), polygon: 'sr-4', noAmount: true });
      expect(blank.statusCode, blank.body).toBe(200);
      expect([kind, (blank.json() as { amount: number }).amount]).toEqual([kind, 42000]);
      const typed = await book(kind, { ...days(1), polygon: 'sr-4' });
      expect([kind, (typed.json() as { amount: number }).amount]).toEqual([kind, { am: 50000, siteTakeover: 150000, virtualTour: 25000 }[kind]]);
    }
  });

  it('each refusal says its message and changes nothing', async () => {
    await tourConfig(8, 0);
    await takeoverConfig(5);
    await npConfig(12, true);
    const before = await state();
    const past = { start: addDays(istDateOf(new Date()), -10), end: addDays(istDateOf(new Date()), -3) };
    const answers: string[] = [];
    const record = async (label: string, res: Promise<{ statusCode: number; json: () => unknown }>) => {
      const r = await res;
      answers.push(`${label} ${r.statusCode} ${msg(r)}`);
    };
    for (const kind of ['am', 'microsite', 'siteTakeover', 'np'] as const) await record(`${kind} past`, book(kind, past));
    const started = new Date(Date.now() - 3_600_000);
    await record('virtualTour started', book('virtualTour', { ...days(1), webinarStart: formatSlotTimestamp(started), webinarEnd: formatSlotTimestamp(new Date(started.getTime() + 7_200_000)) }));
    for (const kind of ['am', 'microsite', 'siteTakeover', 'virtualTour'] as const) await record(`${kind} no package`, book(kind, { ...days(2), opportunityId: deal.bare }));
    for (const kind of ['am', 'siteTakeover', 'virtualTour'] as const) await record(`${kind} polygon`, book(kind, { ...days(1), polygon: 'no-such-polygon' }));
    expect(answers).toEqual([
      'am past 422 A slot that ends in the past cannot be booked',
      'microsite past 422 A slot that ends in the past cannot be booked',
      'siteTakeover past 422 A slot that ends in the past cannot be booked',
      'np past 422 A slot that ends in the past cannot be booked',
      'virtualTour started 422 This webinar has already started',
      'am no package 422 This opportunity has no package with Product 83',
      'microsite no package 422 This opportunity has no package with Product 75',
      'siteTakeover no package 422 This opportunity has no package with Product 74',
      'virtualTour no package 422 This opportunity has no package with Product 82',
      'am polygon 404 Polygon not found.',
      'siteTakeover polygon 404 Polygon not found.',
      'virtualTour polygon 404 Polygon not found.',
    ]);
    expect(await state()).toBe(before);
  });

  it.each(KINDS)('%s: two simultaneous bookings of the last unit give one success and one 409', async (kind) => {
    await tourConfig(1, 0);
    await npConfig(1, true);
    const same = { ...days(), polygon: 'sr-1' };
    const [a, b] = await Promise.all([book(kind, same), book(kind, { ...same, who: 'admin' })]);
    expect([a.statusCode, b.statusCode].sort(), `${a.body} ${b.body}`).toEqual([200, 409]);
    expect(msg(a.statusCode === 409 ? a : b)).toBe('Slot is not available for the selected dates');
    const winner = idOf(kind, (a.statusCode === 200 ? a : b).json() as Record<string, number>);
    const rows = await server.database.db.execute(sql`select count(*)::int as n from slot_bookings where source = ${source[kind]} and source_id = ${winner}`);
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
  });

  it.each(KINDS)('%s: cancelled with a reason: the place is freed, the slot is final, the history says why', async (kind) => {
    await tourConfig(1, 0);
    await npConfig(1, true);
    const slot = { ...days(), polygon: 'sr-6' };
    const first = await book(kind, slot);
    expect(first.statusCode, first.body).toBe(200);
    const id = idOf(kind, first.json() as Record<string, number>);
    expect((await book(kind, { ...slot, who: 'admin' })).statusCode).toBe(409);
    const before = await state();
    const noReason = await cancel(kind, id, kind === 'virtualTour' ? undefined : '');
    expect([noReason.statusCode, msg(noReason)]).toEqual([400, 'Please enter a reason']);
    expect(await state()).toBe(before);
    const done = await cancel(kind, id, 'Booked by mistake');
    expect(done.statusCode, done.body).toBe(200);
    const shown = done.json() as Record<string, unknown>;
    expect(kind === 'virtualTour' ? shown.status_name : kind === 'siteTakeover' ? shown.slot_status : shown.status).toBe(kind === 'virtualTour' ? 'Cancelled' : 'cancelled');
    const history = await server.database.db.select().from(slotHistory).where(and(eq(slotHistory.source, source[kind]), eq(slotHistory.sourceId, id)));
    expect(history.map((h) => [h.action, h.reason, h.userId])).toEqual([
      ['booked', null, ids.agent],
      ['cancelled', 'Booked by mistake', ids.agent],
    ]);
    // Freed: the other agent now books the same place and days; cancelling again is refused.
    expect((await book(kind, { ...slot, who: 'admin' })).statusCode).toBe(200);
    expect((await cancel(kind, id, 'Again')).statusCode).toBe(409);
  });

  it('slot availability counts virtual tours and shows NP capacity per city, named by the city', async () => {
    await tourConfig(3, 0);
    await npConfig(4, true);
    const tour = days(1);
    const booked = await book('virtualTour', { ...tour, polygon: 'sr-5' });
    expect(booked.statusCode, booked.body).toBe(200);
    const tours = (await call('rcm', 'GET', `/api/housingAdvert/products/slot-availability?productId=82&polygonId=sr-5&from=${tour.start}&to=${tour.end}`)).json();
    expect(tours.places[0]).toMatchObject({ placeKey: 'polygon:sr-5', capacity: 3, booked: [{ source: 'video_tour', sourceId: booked.json().id, startDate: tour.start, endDate: tour.end }] });
    const npDays = days();
    const np = await book('np', npDays);
    expect(np.statusCode, np.body).toBe(200);
    const byCity = (await call('rcm', 'GET', `/api/housingAdvert/products/slot-availability?productId=${npProductId}&cityId=${cityId}&from=${npDays.start}&to=${npDays.end}`)).json();
    expect(byCity.places.map((p: { placeKey: string; placeName: string; capacity: number }) => [p.placeKey, p.placeName, p.capacity])).toEqual([[`city:${cityId}`, cityName, 4]]);
    expect(byCity.places[0].booked.map((b: { sourceId: number }) => b.sourceId)).toContain(np.json().slotId);
  });
});

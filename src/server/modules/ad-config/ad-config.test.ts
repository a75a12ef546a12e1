import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { adProductConfigSections, cities, flatPanelEntries, projects } from '../../db/schema/index';
import { describeEachBackend, startTestServer, type TestServer } from '../../testing/harness';
import { createSupportCast } from '../../testing/support-fixtures';

describeEachBackend('ad-product config and flat panel', (backend) => {
  let server: TestServer;
  let cookies: Record<string, string>;
  let cityId: number;
  let otherCityId: number;
  let projectIds: number[];
  let foreignProjectId: number;
  const CONFIG = '/api/housingAP/api/v0/product-configuration-details';
  const PANEL = '/api/housingAdvert/api/v0/flat-panel';

  beforeAll(async () => {
    server = await startTestServer(backend);
    ({ cookies } = await createSupportCast(server, 'adc'));
    const db = server.database.db;
    const [city, other] = await db
      .insert(cities)
      .values([
        { name: 'Flatpur', uuid: 'c-flatpur', stateName: 'Goa', tier: 2 },
        { name: 'Elsewhere', uuid: 'c-elsewhere', stateName: 'Goa', tier: 2 },
      ])
      .returning();
    cityId = city!.id;
    otherCityId = other!.id;
    const rows = await db
      .insert(projects)
      .values(['Alpha Heights', 'Beta Residency', 'Gamma Greens'].map((name) => ({ name, cityId })))
      .returning();
    projectIds = rows.map((r) => r.id);
    const [foreign] = await db.insert(projects).values({ name: 'Delta Towers', cityId: otherCityId }).returning();
    foreignProjectId = foreign!.id;
  });
  afterAll(async () => server?.close());

  const call = (who: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    server.app.inject({ method, url, headers: { cookie: cookies[who]! }, ...(payload !== undefined ? { payload: payload as object } : {}) });

  const am = { default_inner_radius_km: 2, default_outer_radius_km: 8, max_cards: 6, min_competitor_projects: 3, default_duration_days: 30, price_per_day: 1500.5 };
  const configRows = () => server.database.db.select().from(adProductConfigSections);
  const panelRows = () => server.database.db.select().from(flatPanelEntries);

  it('every signed-in user reads the sections; unsaved fields are null', async () => {
    for (const who of ['agent', 'rcm', 'content', 'finance', 'admin']) {
      const res = await call(who, 'GET', CONFIG);
      expect(res.statusCode, who).toBe(200);
      const sections = res.json().sections as { section: string; values: Record<string, unknown>; updatedAt: string | null }[];
      expect(sections.map((s) => s.section)).toEqual(['audience_maximizer', 'site_takeover', 'virtual_tour', 'microsite', 'np_slots']);
      expect(sections[0]!.values.max_cards).toBeNull();
      expect(sections[0]!.updatedAt).toBeNull();
    }
    const one = await call('agent', 'GET', `${CONFIG}?section=np_slots`);
    expect(one.json().sections.map((s: { section: string }) => s.section)).toEqual(['np_slots']);
    expect((await call('agent', 'GET', `${CONFIG}?section=nope`)).statusCode).toBe(400);
  });

  it('catalogue (Admin, Lookup Admin) saves a section; the GET answers it with who and when', async () => {
    const saved = await call('lookupAdmin', 'POST', CONFIG, { section: 'audience_maximizer', values: am });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ section: 'audience_maximizer', values: am, updatedByName: 'adc-lookupAdmin Test' });
    const again = await call('admin', 'POST', CONFIG, { section: 'site_takeover', values: { max_cards: 10, max_polygons: 5, default_duration_days: 7, price_per_day: 20000, send_activation_mail: true } });
    expect(again.statusCode, again.body).toBe(200);
    const read = (await call('rcm', 'GET', CONFIG)).json().sections;
    // Max slots per day (issue 50) is optional: never saved, it reads null.
    expect(read[0].values).toEqual({ ...am, max_slots_per_day: null });
    expect(read[1].values.send_activation_mail).toBe(true);
  });

  it('runs every validator and answers all messages together (422), saving nothing', async () => {
    const before = await configRows();
    const res = await call('admin', 'POST', CONFIG, {
      section: 'audience_maximizer',
      values: { default_inner_radius_km: null, default_outer_radius_km: 'far', max_cards: 7, min_competitor_projects: 2.5, default_duration_days: 0, price_per_day: 0, colour: 1 },
    });
    expect(res.statusCode, res.body).toBe(422);
    const body = res.json();
    expect(body.error.msg).toBe('Please correct the configuration');
    expect(body.errors.map((e: { field: string; message: string }) => [e.field, e.message])).toEqual([
      ['default_inner_radius_km', 'This field is required.'],
      ['default_outer_radius_km', 'Please enter a whole number'],
      ['max_cards', 'Max cards should be between 1 and 6'],
      ['min_competitor_projects', 'Please enter a whole number'],
      ['default_duration_days', 'Default duration should be between 1 and 365'],
      ['price_per_day', 'Price per day should be greater than 0 and at most 100000000'],
      ['colour', 'This field is not part of the section'],
    ]);
    expect(body.api_errors.details).toContain('Max cards: Max cards should be between 1 and 6');
    const cross = await call('admin', 'POST', CONFIG, { section: 'audience_maximizer', values: { ...am, default_inner_radius_km: 9 } });
    expect(cross.statusCode).toBe(422);
    expect(cross.json().errors).toEqual([{ field: 'default_inner_radius_km', title: 'Default inner radius', message: 'Default inner radius should not be more than the default outer radius' }]);
    const cents = await call('admin', 'POST', CONFIG, { section: 'audience_maximizer', values: { ...am, price_per_day: 1.234 } });
    expect(cents.json().errors[0].message).toBe('Price per day may have at most 2 decimals');
    const flag = await call('admin', 'POST', CONFIG, { section: 'np_slots', values: { max_projects: 5, slots_per_city: 5, default_duration_days: 30, price_per_day: 10, swap_allowed: 'yes' } });
    expect(flag.json().errors).toEqual([{ field: 'swap_allowed', title: 'Swaps allowed', message: 'Please choose yes or no' }]);
    expect((await call('admin', 'POST', CONFIG, { section: 'unknown', values: {} })).statusCode).toBe(400);
    expect((await call('admin', 'POST', CONFIG, { section: 'np_slots', values: { a: { nested: 1 } } })).statusCode).toBe(400);
    expect(await configRows()).toEqual(before);
  });

  it('refuses writes without catalogue and from read-only roles (403)', async () => {
    const before = await configRows();
    for (const who of ['agent', 'finance', 'content', 'rcm', 'ticketing']) {
      expect((await call(who, 'POST', CONFIG, { section: 'audience_maximizer', values: am })).statusCode, who).toBe(403);
      expect((await call(who, 'PUT', PANEL, { city_id: cityId, projects: [] })).statusCode, who).toBe(403);
    }
    expect(await configRows()).toEqual(before);
  });

  const entry = (projectId: number, position: number, overrides: Record<string, unknown> = {}) => ({ project_id: projectId, position, start_date: '2026-12-01', end_date: '2026-12-31', active: true, ...overrides });

  it("catalogue sets a city's flat panel in order; everyone reads it; a save replaces the order", async () => {
    const [a, b, c] = projectIds as [number, number, number];
    const saved = await call('admin', 'PUT', PANEL, { city_id: cityId, projects: [entry(b, 2), entry(a, 1), entry(c, 3, { active: false })] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ city_id: cityId, city_name: 'Flatpur', updated_by_name: 'adc-admin Test' });
    expect(saved.json().projects.map((p: { project_name: string; position: number }) => [p.position, p.project_name])).toEqual([
      [1, 'Alpha Heights'],
      [2, 'Beta Residency'],
      [3, 'Gamma Greens'],
    ]);
    const reordered = await call('lookupAdmin', 'PUT', PANEL, { city_id: cityId, projects: [entry(c, 1), entry(a, 2)] });
    expect(reordered.statusCode, reordered.body).toBe(200);
    const read = await call('agent', 'GET', `${PANEL}?city_id=${cityId}`);
    expect(read.json().projects.map((p: { project_id: number }) => p.project_id)).toEqual([c, a]);
    expect(read.json().projects[0]).toMatchObject({ active: true, start_date: '2026-12-01', end_date: '2026-12-31' });
    const empty = await call('rcm', 'GET', `${PANEL}?city_id=${otherCityId}`);
    expect(empty.json()).toMatchObject({ projects: [], updated_at: null });
    const options = await call('agent', 'GET', `${PANEL}/projects?city_id=${cityId}&q=eta`);
    expect(options.json()).toEqual([{ id: b, name: 'Beta Residency' }]);
  });

  it('checks order, dates and projects, and changes nothing on bad input', async () => {
    const [a, b] = projectIds as [number, number];
    const before = await panelRows();
    const cases: [unknown[], string][] = [
      [[entry(a, 1, { start_date: '2026-12-10', end_date: '2026-12-01' })], 'Start Date should be earlier than or equal to End Date'],
      [[entry(a, 1), entry(b, 1)], 'Each order may be used once'],
      [[entry(a, 1), entry(b, 3)], 'Order should run from 1 to the number of projects without gaps'],
      [[entry(a, 1), entry(a, 2)], 'Each project may be listed once'],
      [[entry(a, 1, { start_date: '2026-02-30' })], 'Please enter a date as YYYY-MM-DD'],
      [[entry(a, 1, { end_date: '' })], 'This field is required.'],
      [[entry(a, 0)], ''],
    ];
    for (const [rows, message] of cases) {
      const res = await call('admin', 'PUT', PANEL, { city_id: cityId, projects: rows });
      expect(res.statusCode, message).toBe(400);
      expect(res.json().error.msg, message).toContain(message);
    }
    const foreign = await call('admin', 'PUT', PANEL, { city_id: cityId, projects: [entry(foreignProjectId, 1)] });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().error.msg).toBe('The project is not in this city');
    const unknownProject = await call('admin', 'PUT', PANEL, { city_id: cityId, projects: [entry(99999999, 1)] });
    expect([unknownProject.statusCode, unknownProject.json().error.msg]).toEqual([404, 'Project not found.']);
    const unknownCity = await call('admin', 'PUT', PANEL, { city_id: 99999999, projects: [] });
    expect([unknownCity.statusCode, unknownCity.json().error.msg]).toEqual([404, 'City not found.']);
    expect((await call('agent', 'GET', `${PANEL}?city_id=99999999`)).statusCode).toBe(404);
    expect((await call('agent', 'GET', `${PANEL}?city_id=abc`)).statusCode).toBe(400);
    expect(await panelRows()).toEqual(before);
  });

  it('never answers 500 to random bodies and queries', async () => {
    const value = fc.oneof(fc.integer(), fc.double(), fc.string(), fc.boolean(), fc.constant(null), fc.array(fc.integer(), { maxLength: 3 }));
    const row = fc.dictionary(fc.constantFrom('project_id', 'position', 'start_date', 'end_date', 'active'), value);
    await fc.assert(
      fc.asyncProperty(
        fc.record({ section: fc.oneof(fc.constantFrom('audience_maximizer', 'np_slots', 'virtual_tour'), fc.string()), values: fc.dictionary(fc.string({ maxLength: 30 }), value) }),
        fc.record({ city_id: fc.oneof(fc.constant(cityId), fc.integer()), projects: fc.array(row, { maxLength: 4 }) }),
        fc.string({ maxLength: 20 }),
        async (config, panel, q) => {
          const answers = await Promise.all([
            call('admin', 'POST', CONFIG, config),
            call('admin', 'PUT', PANEL, panel),
            call('agent', 'GET', `${PANEL}?city_id=${encodeURIComponent(q)}`),
            call('agent', 'GET', `${PANEL}/projects?city_id=${cityId}&q=${encodeURIComponent(q)}`),
            call('agent', 'GET', `${CONFIG}?section=${encodeURIComponent(q)}`),
          ]);
          return answers.every((a) => a.statusCode < 500);
        },
      ),
      { numRuns: 40 },
    );
  });
});

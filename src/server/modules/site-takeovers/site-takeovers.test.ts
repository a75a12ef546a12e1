import { afterAll, beforeAll, expect, it } from 'vitest';
import { cities, products, projects, siteTakeoverSlots, slotBookings, users } from '../../db/schema/index';
import { eq } from 'drizzle-orm';
import { describeOnBothBackends, startTestServer, type TestServer } from '../../testing/harness';
import { caller, createCast, insertAccount, insertCity, insertLocality, insertOpportunity, insertPolygons, insertSoldProduct } from '../../testing/opportunity-fixtures';
import { createUser, loginAs } from '../../testing/fixtures';

describeOnBothBackends('site-takeover slots', (backend) => {
  let server: TestServer;
  let cookies: Record<string, string>;
  let opportunityId: number;
  const call = caller(() => server.app);
  const url = '/api/housingAdvert/api/v0/site-takeover-slots';
  const msg = (res: { json: () => unknown }) => (res.json() as { error: { msg: string } }).error.msg;
  const slot = (overrides: Record<string, unknown> = {}) => ({
    opportunity_id: opportunityId,
    entity_id: 501,
    promotion_type: 'city',
    product_type: 2,
    polygon_uuids: ['poly-a'],
    amount: 150000,
    builder_project_ids: [11, 12],
    start_date: '2099-01-01',
    end_date: '2099-01-07',
    organic_hard_target: 100,
    organic_soft_target: 80,
    inner_churn_radius: 2,
    outer_churn_radius: 5,
    offer_text: 'Festive offer',
    redirection_url: 'https://example.com/project',
    site_takeover_title: 'Skyline Towers',
    site_takeover_subtitle: 'Homes from 90L',
    slot_product_cards: [
      { priority: 1, title: 'Banner', content: 'Big banner', image_url: 'https://example.com/b.png' },
      { priority: 9, title: 'Logo', sub_title: 'Builder logo' },
    ],
    ...overrides,
  });

  beforeAll(async () => {
    server = await startTestServer(backend);
    ({ cookies } = await createCast(server));
    const db = server.database.db;
    await createUser(db, { username: 'st-content', roles: ['HOUSING_CONTENT'] });
    cookies.content = await loginAs(server.app, 'st-content');
    const [agent] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'agent'));
    const agentId = agent!.id;
    const account = await insertAccount(db, { agentId: null });
    opportunityId = (await insertOpportunity(db, { accountId: account.id, ownerId: agentId })).id;
    // Issue 50: a slot names polygons and projects that exist, on a deal with a sold site-takeover package.
    await insertSoldProduct(db, opportunityId, 74);
    await insertPolygons(db, ['poly-a', 'poly-b', 'poly-c', 'poly-race', 'poly-old', 'poly-edit', 'poly-content', 'poly-avail', 'poly-images']);
    await db.insert(projects).values([{ id: 11, name: 'Builder Eleven' }, { id: 12, name: 'Builder Twelve' }]).onConflictDoNothing();
  });
  afterAll(() => server.close());

  it('an agent books a slot: product 74, builder by default, cards by kind, upcoming', async () => {
    const res = await call(cookies.agent!, 'POST', url, slot());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      product_id: 74,
      entity_type_id: 3,
      slot_status: 'upcoming',
      is_past: false,
      slot_product_cards: [
        { priority: 1, kind: 'banner', title: 'Banner' },
        { priority: 9, kind: 'logo', title: 'Logo' },
      ],
    });
    const list = await call(cookies.rcm!, 'GET', url);
    expect(list.json().results.map((s: { slot_id: number }) => s.slot_id)).toContain(res.json().slot_id);
  });

  it("refuses a polygon already booked on overlapping dates (409) and allows other dates or polygons", async () => {
    const clash = await call(cookies.agent!, 'POST', url, slot({ start_date: '2099-01-05', end_date: '2099-01-10', polygon_uuids: ['poly-b', 'poly-a'] }));
    expect(clash.statusCode).toBe(409);
    expect(msg(clash)).toBe('Slot is not available for the selected dates');
    expect((await call(cookies.agent!, 'POST', url, slot({ start_date: '2099-01-08', end_date: '2099-01-10' }))).statusCode).toBe(200);
    expect((await call(cookies.agent!, 'POST', url, slot({ polygon_uuids: ['poly-c'] }))).statusCode).toBe(200);
  });

  it('two agents booking the same last dates at once: one success, one 409', async () => {
    const body = slot({ polygon_uuids: ['poly-race'], start_date: '2099-05-01', end_date: '2099-05-02' });
    const answers = await Promise.all([call(cookies.agent!, 'POST', url, body), call(cookies.manager!, 'POST', url, body)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
  });

  it("says 'Please enter {field title}', checks dates and cards, and writes nothing", async () => {
    const before = await server.database.db.select().from(siteTakeoverSlots);
    const cases: [Record<string, unknown>, string][] = [
      [{ site_takeover_title: '' }, 'Please enter title'],
      [{ site_takeover_subtitle: undefined }, 'Please enter subtitle'],
      [{ start_date: '' }, 'Please enter start date'],
      [{ end_date: undefined }, 'Please enter end date'],
      [{ entity_id: undefined }, 'Please enter entity ID'],
      [{ polygon_uuids: [] }, 'Please enter polygons'],
      [{ start_date: '2099-02-10', end_date: '2099-02-01' }, 'Start Date should be earlier than or equal to End Date'],
      [{ amount: -5 }, 'Please enter an amount greater than 0'],
      [{ slot_product_cards: [{ priority: 11, title: 'x' }] }, 'Card priority should be between 1 and 10'],
      [{ slot_product_cards: [{ priority: 2, title: 'x' }, { priority: 2, title: 'y' }] }, 'Each card priority may be used once'],
      [{ slot_product_cards: Array.from({ length: 11 }, (_, i) => ({ priority: (i % 10) + 1, title: 'x' })) }, 'At most 10 cards'],
      [{ inner_churn_radius: -1 }, 'Please enter a number of 0 or more'],
      [{ product_type: 11 }, 'Product type must be 1 to 10.'],
    ];
    for (const [overrides, message] of cases) {
      const res = await call(cookies.agent!, 'POST', url, slot(overrides));
      expect(res.statusCode, message).toBe(400);
      expect(msg(res), message).toContain(message);
    }
    expect(await server.database.db.select().from(siteTakeoverSlots)).toEqual(before);
  });

  it('a past slot (end before today in Kolkata) cannot be edited (409); a current one can', async () => {
    const [past] = await server.database.db
      .insert(siteTakeoverSlots)
      .values({
        opportunityId,
        entityId: 1,
        promotionType: 'city',
        productType: 2,
        polygonUuids: ['poly-old'],
        amount: '1000',
        builderProjectIds: [],
        startDate: '2020-01-01',
        endDate: '2020-01-02',
        title: 'Old',
        subtitle: 'Old',
        cards: [],
      })
      .returning();
    const refused = await call(cookies.agent!, 'PUT', `${url}/${past!.id}`, slot({ polygon_uuids: ['poly-old'] }));
    expect(refused.statusCode).toBe(409);
    expect(msg(refused)).toBe('This slot is past and cannot be edited');
    expect((await call(cookies.agent!, 'GET', `${url}/${past!.id}`)).json()).toMatchObject({ slot_status: 'expired', is_past: true });

    const created = (await call(cookies.agent!, 'POST', url, slot({ polygon_uuids: ['poly-edit'] }))).json();
    const edited = await call(cookies.agent!, 'PUT', `${url}/${created.slot_id}`, slot({ polygon_uuids: ['poly-edit'], site_takeover_title: 'Skyline 2', entity_type_id: 2 }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ site_takeover_title: 'Skyline 2', entity_type_id: 2 });
  });

  it('content edits cards only; read-only users are refused; unknown slot 404', async () => {
    const created = (await call(cookies.agent!, 'POST', url, slot({ polygon_uuids: ['poly-content'] }))).json();
    const cards = { slot_product_cards: [{ priority: 2, title: 'Front', content: 'Front card' }, { priority: 10, title: 'Logo 2' }] };
    const edited = await call(cookies.content!, 'PUT', `${url}/${created.slot_id}/cards`, cards);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().slot_product_cards.map((c: { kind: string }) => c.kind)).toEqual(['front', 'logo']);
    expect((await call(cookies.content!, 'PUT', `${url}/${created.slot_id}`, slot({ polygon_uuids: ['poly-content'] }))).statusCode).toBe(403);
    expect((await call(cookies.content!, 'POST', url, slot())).statusCode).toBe(403);
    for (const who of ['rcm', 'finance']) {
      expect((await call(cookies[who]!, 'POST', url, slot())).statusCode, who).toBe(403);
      expect((await call(cookies[who]!, 'PUT', `${url}/${created.slot_id}/cards`, cards)).statusCode, who).toBe(403);
    }
    expect((await call(cookies.outsider!, 'GET', `${url}/${created.slot_id}`)).statusCode).toBe(404);
    expect((await call(cookies.agent!, 'PUT', `${url}/999999`, slot())).statusCode).toBe(404);
  });

  it('slot availability shows the site takeovers (product 74, one booking per polygon, by city too); an edit moves them; helper 21 lists them', async () => {
    const db = server.database.db;
    await db.insert(products).values({ id: 74, name: 'Site Takeover', productTypeId: 5 }).onConflictDoNothing();
    const cityId = await insertCity(db, 'Takeover City');
    const cityUuid = (await db.select().from(cities).where(eq(cities.id, cityId)))[0]!.uuid;
    await insertLocality(db, cityId, 'Takeover Locality');
    const created = (await call(cookies.agent!, 'POST', url, slot({ polygon_uuids: [cityUuid, 'poly-avail'], start_date: '2099-09-01', end_date: '2099-09-03' }))).json();
    const availability = async (query: string) =>
      (await call(cookies.rcm!, 'GET', `/api/housingAdvert/products/slot-availability?productId=74&from=2099-09-01&to=2099-09-30&${query}`)).json() as {
        places: { placeKey: string; booked: { source: string; sourceId: number; startDate: string }[]; fullDays: string[] }[];
      };
    const byCity = await availability(`cityId=${cityId}`);
    const cityPlace = byCity.places.find((p) => p.placeKey === `polygon:${cityUuid}`)!;
    expect(cityPlace.booked).toMatchObject([{ source: 'site_takeover', sourceId: created.slot_id, startDate: '2099-09-01' }]);
    expect(cityPlace.fullDays).toEqual(['2099-09-01', '2099-09-02', '2099-09-03']);
    expect((await availability('polygonId=poly-avail')).places[0]!.booked).toMatchObject([{ source: 'site_takeover', sourceId: created.slot_id }]);

    const moved = await call(cookies.agent!, 'PUT', `${url}/${created.slot_id}`, slot({ polygon_uuids: ['poly-avail'], start_date: '2099-09-10', end_date: '2099-09-12' }));
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await availability(`cityId=${cityId}`)).places.find((p) => p.placeKey === `polygon:${cityUuid}`)!.booked).toEqual([]);
    expect((await availability('polygonId=poly-avail')).places[0]!.booked).toMatchObject([{ startDate: '2099-09-10' }]);
    expect(await db.select().from(slotBookings).where(eq(slotBookings.sourceId, created.slot_id))).toMatchObject([{ source: 'site_takeover', productId: 74, placeKey: 'polygon:poly-avail' }]);
    const helper = (await call(cookies.rcm!, 'GET', '/api/sapna/v1/housing/helper/21')).json() as { items: { name: string }[] };
    expect(helper.items.map((i) => i.name)).toContain('polygon:poly-avail 2099-09-10..2099-09-12');
  });

  it("card image upload: kept with the non-fatal warning 'Tags Tags are compulsory' when untagged; type by content; refusals", async () => {
    const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);
    const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(64, 1)]);
    const multipart = (bytes: Buffer, name: string, tags?: string) => {
      const b = '----cardimg';
      const parts = [
        ...(tags === undefined ? [] : [Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="tags"\r\n\r\n${tags}\r\n`)]),
        Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`),
        bytes,
        Buffer.from(`\r\n--${b}--\r\n`),
      ];
      return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${b}` } };
    };
    const upload = (who: string, slotId: number, priority: number, body: ReturnType<typeof multipart>) =>
      server.app.inject({ method: 'POST', url: `${url}/${slotId}/cards/${priority}/image`, headers: { cookie: cookies[who]!, ...body.headers }, payload: body.payload });
    const created = (await call(cookies.agent!, 'POST', url, slot({ polygon_uuids: ['poly-images'] }))).json();

    const untagged = await upload('agent', created.slot_id, 1, multipart(PNG, 'banner.png'));
    expect(untagged.statusCode, untagged.body).toBe(200);
    const answer = untagged.json();
    expect(answer.warning).toBe('Tags Tags are compulsory');
    const banner = answer.slot.slot_product_cards.find((c: { priority: number }) => c.priority === 1);
    expect(banner.image_url).toBe(`/api/housingAdvert/api/v0/site-takeover-card-images/${answer.imageId}`);
    const image = await server.app.inject({ method: 'GET', url: banner.image_url, headers: { cookie: cookies.rcm! } });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(Buffer.from(image.rawPayload).equals(PNG)).toBe(true);

    const tagged = await upload('content', created.slot_id, 9, multipart(PNG, 'logo.png', '1445,1281'));
    expect(tagged.statusCode, tagged.body).toBe(200);
    expect(tagged.json().warning).toBeNull();
    // The slot saves again with its uploaded image paths.
    const resaved = await call(cookies.agent!, 'PUT', `${url}/${created.slot_id}`, { ...slot({ polygon_uuids: ['poly-images'] }), slot_product_cards: tagged.json().slot.slot_product_cards.map(({ kind: _kind, ...c }: { kind: string }) => c) });
    expect(resaved.statusCode, resaved.body).toBe(200);

    const before = (await call(cookies.agent!, 'GET', `${url}/${created.slot_id}`)).json();
    const pdf = await upload('agent', created.slot_id, 1, multipart(PDF, 'sneaky.png'));
    expect(pdf.statusCode).toBe(415);
    expect((await upload('agent', created.slot_id, 1, multipart(Buffer.from('just some text here, not an image at all'), 'a.png'))).statusCode).toBe(415);
    expect((await upload('agent', created.slot_id, 1, multipart(PNG, 'a.png', '999'))).statusCode).toBe(400);
    expect((await upload('agent', created.slot_id, 4, multipart(PNG, 'a.png'))).statusCode).toBe(404);
    expect((await upload('agent', 999999, 1, multipart(PNG, 'a.png'))).statusCode).toBe(404);
    expect((await upload('rcm', created.slot_id, 1, multipart(PNG, 'a.png'))).statusCode).toBe(403);
    expect((await upload('outsider', created.slot_id, 1, multipart(PNG, 'a.png'))).statusCode).toBe(404);
    expect((await call(cookies.agent!, 'GET', `${url}/${created.slot_id}`)).json()).toEqual(before);
  });
});

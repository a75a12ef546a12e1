import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { packagePriceChanges, packagePrices, regions } from '../../db/schema/index';
import { describeEachBackend, startTestServer, type TestServer } from '../../testing/harness';
import { catalogueCast, insertCatalogue, multipartFile, type CatalogueWorld } from '../../testing/catalogue-fixtures';
import { caller } from '../../testing/opportunity-fixtures';

/**
 * Issue 50: adding a price where one already stands is refused unless the admin chooses to replace it; every change
 * of a price is recorded (who, when, old → new) and readable; a price names only a region of its own city.
 */
describeEachBackend('catalogue: price replace, history and region checks', (backend) => {
  let server: TestServer;
  let world: CatalogueWorld;
  let cookies: Awaited<ReturnType<typeof catalogueCast>>['cookies'];
  let ids: Awaited<ReturnType<typeof catalogueCast>>['ids'];
  let puneRegion: number;
  let delhiRegion: number;
  const call = caller(() => server.app);
  const prices = (body: object) => call(cookies.admin, 'POST', `/api/sapna/v2/package-price/${world.packageId}`, body);
  const history = async (priceId: number, cookie = cookies.admin) => {
    const res = await call(cookie, 'GET', `/api/sapna/v2/package-price/entry/${priceId}/history`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { action: string; old: unknown; new: unknown; changedById: number; changedByName: string }[];
  };
  const counts = async () => ({
    prices: Number((await server.database.db.select({ n: count() }).from(packagePrices))[0]!.n),
    changes: Number((await server.database.db.select({ n: count() }).from(packagePriceChanges))[0]!.n),
  });
  const upload = (csv: string) => {
    const { payload, headers } = multipartFile(csv);
    return server.app.inject({ method: 'POST', url: '/api/sapna/v2/package-price/csv', headers: { cookie: cookies.admin, ...headers }, payload });
  };

  beforeAll(async () => {
    server = await startTestServer(backend);
    ({ cookies, ids } = await catalogueCast(server));
    world = await insertCatalogue(server.database.db);
    const db = server.database.db;
    // Regions 1-10 exist elsewhere, so Pune's and Delhi's are not spec 001 §9's 180-day regions 1, 2, 4.
    await db.insert(regions).values(Array.from({ length: 10 }, (_, i) => ({ cityId: world.hyderabadId, name: `Hyderabad ${i + 1}` })));
    [{ id: puneRegion }] = (await db.insert(regions).values({ cityId: world.cityId, name: 'West Pune' }).returning({ id: regions.id })) as [{ id: number }];
    [{ id: delhiRegion }] = (await db.insert(regions).values({ cityId: world.delhiId, name: 'South West Delhi' }).returning({ id: regions.id })) as [{ id: number }];
  });
  afterAll(() => server.close());

  it('refuses a second price for the same place with a clear 409 unless replace is chosen, and records who changed what', async () => {
    const first = await prices({ prices: [{ cityId: world.cityId, regionId: puneRegion, ratePrice: 9999, salesPrice: 9999, validityDays: 30 }] });
    expect(first.statusCode, first.body).toBe(200);
    const priceId = first.json()[0].id as number;
    const before = await counts();

    const again = await prices({ prices: [{ cityId: world.cityId, regionId: puneRegion, ratePrice: 600, salesPrice: 500, validityDays: 30 }] });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.msg).toBe(`This package already has a price for Pune, region ${puneRegion}, tier 1 (sales price ₹9,999). Choose Replace to overwrite it.`);
    expect(await counts()).toEqual(before);
    const [stored] = await server.database.db.select().from(packagePrices).where(eq(packagePrices.id, priceId));
    expect(stored!.salesPricePaise).toBe(999_900);

    const replaced = await prices({ prices: [{ cityId: world.cityId, regionId: puneRegion, ratePrice: 600, salesPrice: 500, validityDays: 30 }], replace: true });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json()[0]).toMatchObject({ id: priceId, salesPrice: 500 });
    expect(await counts()).toEqual({ prices: before.prices, changes: before.changes + 1 });

    const edited = await call(cookies.lookupAdmin, 'PUT', `/api/sapna/v2/package-price/entry/${priceId}`, { cityId: world.cityId, regionId: puneRegion, ratePrice: 700, salesPrice: 650, validityDays: 45 });
    expect(edited.statusCode, edited.body).toBe(200);

    expect(await history(priceId)).toMatchObject([
      { action: 'updated', old: { ratePrice: 600, salesPrice: 500, validityDays: 30 }, new: { ratePrice: 700, salesPrice: 650, validityDays: 45 }, changedById: ids.lookupAdmin },
      { action: 'replaced', old: { ratePrice: 9999, salesPrice: 9999, validityDays: 30 }, new: { ratePrice: 600, salesPrice: 500, validityDays: 30 }, changedById: ids.admin },
      { action: 'added', old: null, new: { ratePrice: 9999, salesPrice: 9999, validityDays: 30 }, changedById: ids.admin },
    ]);

    // A deleted price keeps its history; an unknown one is 404.
    expect((await call(cookies.admin, 'DELETE', `/api/sapna/v2/package-price/entry/${priceId}`)).statusCode).toBe(200);
    expect((await history(priceId))[0]).toMatchObject({ action: 'deleted', old: { ratePrice: 700, salesPrice: 650, validityDays: 45 }, new: null, changedById: ids.admin });
    expect((await call(cookies.admin, 'GET', '/api/sapna/v2/package-price/entry/999999/history')).statusCode).toBe(404);
  });

  it('records the CSV import’s adds and updates', async () => {
    const header = 'packageId,cityName,localityName,regionId,tier,ratePrice,salesPrice,validityDays';
    const added = await upload(`${header}\n${world.packageId},Delhi,,${delhiRegion},1,800,700,30`);
    expect(added.statusCode, added.body).toBe(200);
    const [row] = await server.database.db.select().from(packagePrices).where(eq(packagePrices.regionId, delhiRegion));
    const updated = await upload(`${header}\n${world.packageId},Delhi,,${delhiRegion},1,900,850,30`);
    expect(updated.json()).toMatchObject({ applied: true, toUpdate: 1 });
    expect(await history(row!.id)).toMatchObject([
      { action: 'imported', old: { ratePrice: 800, salesPrice: 700 }, new: { ratePrice: 900, salesPrice: 850 }, changedById: ids.admin },
      { action: 'imported', old: null, new: { ratePrice: 800, salesPrice: 700 }, changedById: ids.admin },
    ]);
  });

  it('refuses a region that is not one of the city’s (400, nothing stored), in the form and in the CSV', async () => {
    const before = await counts();
    const unknown = await prices({ prices: [{ cityId: world.cityId, regionId: 9999, ratePrice: 100, salesPrice: 90, validityDays: 30 }] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.msg).toBe('Region 9999 is not a region of Pune.');
    const otherCity = await prices({ prices: [{ cityId: world.cityId, regionId: delhiRegion, ratePrice: 100, salesPrice: 90, validityDays: 30 }] });
    expect(otherCity.statusCode).toBe(400);
    expect(otherCity.json().error.msg).toBe(`Region ${delhiRegion} is not a region of Pune.`);
    const csv = await upload(`packageId,cityName,localityName,regionId,tier,ratePrice,salesPrice,validityDays\n${world.packageId},Pune,,${delhiRegion},1,100,90,30`);
    expect(csv.statusCode).toBe(422);
    expect(csv.json().report.errors).toEqual([{ row: 2, column: 'regionId', message: `Region ${delhiRegion} is not a region of Pune.` }]);
    expect(await counts()).toEqual(before);
  });
});

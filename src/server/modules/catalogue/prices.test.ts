import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cities, localityRegionMappings, packagePrices, packages, regions } from '../../db/schema/index';
import { describeEachBackend, startTestServer, type TestServer } from '../../testing/harness';
import { catalogueCast, insertCatalogue, insertRegions, multipartFile, type CatalogueWorld } from '../../testing/catalogue-fixtures';
import { caller } from '../../testing/opportunity-fixtures';


describeEachBackend('catalogue: prices and CSV', (backend) => {
  let server: TestServer;
  let cookies: Awaited<ReturnType<typeof catalogueCast>>['cookies'];
  let world: CatalogueWorld;
  const call = caller(() => server.app);
  const upload = (cookie: string, content: string | Buffer, query = '', filename?: string, type?: string) => {
    const { payload, headers } = multipartFile(content, filename, type);
    return server.app.inject({ method: 'POST', url: `/api/sapna/v2/package-price/csv${query}`, headers: { cookie, ...headers }, payload });
  };
  const priceCount = async () => Number((await server.database.db.select({ n: count() }).from(packagePrices))[0]?.n ?? 0);

  beforeAll(async () => {
    server = await startTestServer(backend);
    ({ cookies } = await catalogueCast(server));
    world = await insertCatalogue(server.database.db);
    // Pune's regions 2 and 4 (spec 001 §9's 180-day regions): a price names a region of its own city.
    await insertRegions(server.database.db, world.cityId, [2, 4]);
  });
  afterAll(() => server.close());

  describe('prices', () => {
    it('adds prices for a city and a locality, and finds them with empty values dropped', async () => {
      const saved = await call(cookies.admin, 'POST', `/api/sapna/v2/package-price/${world.packageId}`, {
        prices: [
          { cityId: world.cityId, ratePrice: 24000, salesPrice: 21600.5, validityDays: 90 },
          { cityId: world.cityId, localityId: world.localityId, ratePrice: 26000, salesPrice: 23400, validityDays: 90 },
        ],
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toHaveLength(2);
      expect(saved.json()[1]).toMatchObject({ cityName: 'Pune', localityName: 'Baner', tier: 1, salesPrice: 23400, pricingParameters: { cityTier: 1, localityName: 'Baner' } });
      const found = await call(cookies.agent, 'GET', `/api/sapna/v2/package-price/${world.packageId}?cityId=${world.cityId}&localityId=&regionId=&tier=`);
      expect(found.statusCode).toBe(200);
      expect(found.json()).toMatchObject({ totalCount: 2, size: 10 });
      const byLocality = await call(cookies.rcm, 'GET', `/api/sapna/v2/package-price/${world.packageId}?localityName=baner`);
      expect(byLocality.json().totalCount).toBe(1);
      // The same parameters again replace the row (never a twin) when the admin says so.
      const again = await call(cookies.admin, 'POST', `/api/sapna/v2/package-price/${world.packageId}`, { prices: [{ cityId: world.cityId, ratePrice: 25000, salesPrice: 22000, validityDays: 90 }], replace: true });
      expect(again.json()[0].id).toBe(saved.json()[0].id);
      // One row per scope (README): a price scheduled for later beside the current one is refused; the current stays.
      const later = await call(cookies.admin, 'POST', `/api/sapna/v2/package-price/${world.packageId}`, { prices: [{ cityId: world.cityId, ratePrice: 30000, salesPrice: 27000, validityDays: 90, effectiveFrom: '2099-01-01' }] });
      expect(later.statusCode).toBe(409);
      expect((await call(cookies.agent, 'GET', `/api/sapna/v2/package-price/${world.packageId}?cityId=${world.cityId}`)).json().results).toContainEqual(expect.objectContaining({ id: again.json()[0].id, salesPrice: 22000, effectiveFrom: null }));
      expect((await call(cookies.agent, 'GET', '/api/sapna/v2/package-price/999999')).statusCode).toBe(404);
    });

    it('applies the validity rules on every write (regions 1, 2, 4; package 110 in and out of Hyderabad; Winter Bonanza)', async () => {
      const post = (packageId: number, price: Record<string, unknown>) => call(cookies.admin, 'POST', `/api/sapna/v2/package-price/${packageId}`, { prices: [{ ratePrice: 100, salesPrice: 90, ...price }] });
      const region = await post(world.packageId, { cityId: world.cityId, regionId: 2, validityDays: 90 });
      expect(region.statusCode).toBe(422);
      expect(region.json().error.msg).toBe('Validity must be 180 days for this region');
      // Named by its region (manage-regions), not only its id.
      expect((await post(world.packageId, { cityId: world.cityId, regionId: 4, validityDays: 180 })).json()[0]).toMatchObject({ regionId: 4, regionName: 'Region 4' });
      const hyd = await post(110, { cityId: world.hyderabadId, validityDays: 180 });
      expect(hyd.json().error.msg).toBe('Validity must be 90 days for package 110 in Hyderabad');
      expect((await post(110, { cityId: world.hyderabadId, validityDays: 90 })).statusCode).toBe(200);
      expect((await post(110, { cityId: world.cityId, validityDays: 90 })).statusCode).toBe(422);
      expect((await post(110, { cityId: world.cityId, validityDays: 180 })).statusCode).toBe(200);
      // Winter Bonanza reads South West Delhi from the regions table: the region itself, or a locality mapped to it
      // (Rohini here, while Dwarka is left out of it); the package's validity + 60 days, not a flat 180.
      const [southWest] = await server.database.db.insert(regions).values({ cityId: world.delhiId, name: 'South West Delhi' }).returning({ id: regions.id });
      await server.database.db.insert(localityRegionMappings).values({ regionId: southWest!.id, localityId: world.rohiniId });
      const winter = await post(world.winterPackageId, { cityId: world.delhiId, localityId: world.rohiniId, validityDays: 120 });
      expect(winter.json().error.msg).toBe('Validity must be 180 days for Winter Bonanza in South West Delhi');
      expect((await post(world.winterPackageId, { cityId: world.delhiId, localityId: world.rohiniId, validityDays: 180 })).statusCode).toBe(200);
      const trial = await post(world.winterTrialPackageId, { cityId: world.delhiId, regionId: southWest!.id, validityDays: 180 });
      expect(trial.json().error.msg).toBe('Validity must be 75 days for Winter Bonanza in South West Delhi');
      expect((await post(world.winterTrialPackageId, { cityId: world.delhiId, regionId: southWest!.id, validityDays: 75 })).statusCode).toBe(200);
      expect((await post(world.winterPackageId, { cityId: world.delhiId, localityId: world.dwarkaId, validityDays: 120 })).statusCode).toBe(200);
      expect((await post(world.winterPackageId, { cityId: world.delhiId, validityDays: 120 })).statusCode).toBe(200);
    });

    it('refuses bad prices and unknown places, changing nothing', async () => {
      const before = await priceCount();
      const post = (price: Record<string, unknown>) => call(cookies.admin, 'POST', `/api/sapna/v2/package-price/${world.packageId}`, { prices: [{ cityId: world.cityId, ratePrice: 100, salesPrice: 90, validityDays: 30, ...price }] });
      expect((await post({ ratePrice: -1 })).statusCode).toBe(400);
      expect((await post({ ratePrice: 1.005 })).statusCode).toBe(400);
      expect((await post({ salesPrice: 200 })).json().error.msg).toBe('Sales price cannot be more than the rate price.');
      expect((await post({ cityId: 999999 })).json().error.msg).toBe('Unknown city.');
      expect((await post({ localityId: world.dwarkaId })).json().error.msg).toBe('Unknown locality for this city.');
      expect((await post({ tier: 4 })).statusCode).toBe(400);
      expect((await post({ validityDays: undefined })).json().error.msg).toBe('This field is required.');
      expect((await post({ pricingParameters: { colour: 'red' } })).statusCode).toBe(422);
      expect(await priceCount()).toBe(before);
    });

    it('edits and deletes one price; read-only and other roles are refused', async () => {
      const [price] = (await call(cookies.admin, 'POST', `/api/sapna/v2/package-price/${world.packageId}`, { prices: [{ cityId: world.cityId, tier: 2, ratePrice: 10, salesPrice: 9, validityDays: 30 }] })).json();
      const edited = await call(cookies.lookupAdmin, 'PUT', `/api/sapna/v2/package-price/entry/${price.id}`, { cityId: world.cityId, tier: 2, ratePrice: 12, salesPrice: 11, validityDays: 30 });
      expect(edited.json()).toMatchObject({ id: price.id, ratePrice: 12, salesPrice: 11 });
      for (const who of ['agent', 'rcm', 'ticketing', 'customPackage', 'content'] as const) {
        expect((await call(cookies[who], 'PUT', `/api/sapna/v2/package-price/entry/${price.id}`, { cityId: world.cityId, tier: 2, ratePrice: 1, salesPrice: 1, validityDays: 30 })).statusCode, who).toBe(403);
        expect((await call(cookies[who], 'DELETE', `/api/sapna/v2/package-price/entry/${price.id}`)).statusCode, who).toBe(403);
      }
      expect((await call(cookies.admin, 'DELETE', `/api/sapna/v2/package-price/entry/${price.id}`)).json()).toEqual({ id: price.id, msg: 'Price deleted successfully' });
      expect((await call(cookies.admin, 'DELETE', `/api/sapna/v2/package-price/entry/${price.id}`)).statusCode).toBe(404);
    });

    it("prices the opportunity page's package picker by the opportunity's city", async () => {
      const res = await call(cookies.agent, 'GET', `/api/sapna/v2/packages?cityId=${world.cityId}`);
      const pkg = res.json().results.find((p: { id: number }) => p.id === world.packageId);
      expect(pkg).toMatchObject({ ratePrice: 25000, salesPrice: 22000 });
    });
    it("keeps the catalogue's cities by package 232's prices (city lookup, spec 001 §9); ppHSR is picked within its city", async () => {
      const db = server.database.db;
      await db.insert(packages).values({ id: 232, familyId: world.familyId, name: 'NP Spotlight Basic', ratePrice: '120000.00', salesPrice: '108000.00', validityDays: 60 }).onConflictDoNothing();
      const [hyderabad] = await db.select({ uuid: cities.uuid }).from(cities).where(eq(cities.id, world.hyderabadId));
      const lookup = async () => (await call(cookies.agent, 'GET', '/api/sapna/v2/package-price/cities')).json().map((c: { name: string }) => c.name);
      const picked = async (kind: string, q: string) => (await call(cookies.admin, 'GET', `/api/sapna/v1/suggest/${kind}?q=${q}&of=catalogue`)).json().results.map((r: { name: string }) => r.name);
      expect(await lookup()).toEqual([]);
      // Another package's price, or package 232's price that starts later, brings no city in.
      const post = (packageId: number, price: Record<string, unknown>) => call(cookies.admin, 'POST', `/api/sapna/v2/package-price/${packageId}`, { prices: [{ ratePrice: 100, salesPrice: 90, validityDays: 60, ...price }] });
      expect((await post(world.packageId, { cityId: world.hyderabadId, validityDays: 90 })).statusCode).toBe(200);
      const later = await post(232, { cityId: world.delhiId, effectiveFrom: '2099-01-01' });
      expect(later.statusCode).toBe(200);
      expect(await lookup()).toEqual([]);
      const added = await post(232, { cityId: world.hyderabadId });
      expect(added.statusCode).toBe(200);
      expect(await lookup()).toEqual(['Hyderabad']);
      expect(await picked('city_uuid', 'hyd')).toEqual(['Hyderabad']);
      expect(await picked('city', 'pun')).toEqual([]);
      // Without of=catalogue every city answers.
      expect((await call(cookies.admin, 'GET', '/api/sapna/v1/suggest/city?q=pun')).json().results.map((r: { name: string }) => r.name)).toEqual(['Pune']);
      expect((await call(cookies.admin, 'DELETE', `/api/sapna/v2/package-price/entry/${added.json()[0].id}`)).statusCode).toBe(200);
      expect(await lookup()).toEqual([]);
      expect(await picked('city_uuid', 'hyd')).toEqual([]);
      expect((await call(cookies.admin, 'DELETE', `/api/sapna/v2/package-price/entry/${later.json()[0].id}`)).statusCode).toBe(200);

      // ppHSR: Hyderabad's subscription region (12) alone in Hyderabad; Pune's regions (2, 4) in Pune.
      const hsr = async (of: string) => (await call(cookies.admin, 'GET', `/api/sapna/v1/suggest/subscription_region?of=${of}`)).json().results.map((r: { id: string }) => r.id);
      expect(await hsr(hyderabad!.uuid)).toEqual(['12']);
      expect(await hsr(world.cityUuid)).toEqual(['2', '4']);
      expect((await call(cookies.admin, 'GET', '/api/sapna/v1/suggest/subscription_region?ids=11,4')).json().results).toEqual([
        { id: '11', name: 'Chennai subscription region', detail: 'Chennai' },
        { id: '4', name: 'Region 4', detail: 'Pune' },
      ]);
    });
  });

  describe('CSV', () => {
    it('round-trips: export, import the same file, nothing changes', async () => {
      const exported = await call(cookies.agent, 'GET', `/api/sapna/v2/package-price/csv?packageId=${world.packageId}&cityId=`);
      expect(exported.statusCode).toBe(200);
      expect(exported.headers['content-type']).toContain('text/csv');
      const text = exported.body;
      expect(text.split('\n')[0]).toBe('packageId,cityName,localityName,regionId,tier,ratePrice,salesPrice,validityDays');
      expect(text).toContain(`${world.packageId},Pune,Baner,,1,26000.00,23400.00,90`);
      const before = await server.database.db.select().from(packagePrices).orderBy(packagePrices.id);
      const dry = await upload(cookies.admin, text, '?dryRun=true');
      expect(dry.statusCode).toBe(200);
      expect(dry.json()).toMatchObject({ dryRun: true, toAdd: 0, toUpdate: 0, unchanged: before.filter((p) => p.packageId === world.packageId).length, errors: [], applied: false });
      const real = await upload(cookies.admin, text);
      expect(real.json()).toMatchObject({ applied: true, toAdd: 0, toUpdate: 0 });
      expect(await server.database.db.select().from(packagePrices).orderBy(packagePrices.id)).toEqual(before);
    });

    it('imports rupees with Indian grouping, adding and updating in one transaction (dry run counts first)', async () => {
      const csv = [
        'packageId,cityName,localityName,regionId,tier,ratePrice,salesPrice,validityDays',
        `${world.packageId},Pune,Baner,,1,"1,26,000.50","1,13,400",90`,
        `${world.packageId},Delhi,Rohini,,,"30,000",27000,45`,
      ].join('\n');
      const dry = await upload(cookies.admin, csv, '?dryRun=true');
      expect(dry.json()).toMatchObject({ rows: 2, toAdd: 1, toUpdate: 1, unchanged: 0, applied: false });
      const real = await upload(cookies.admin, csv);
      expect(real.json()).toMatchObject({ applied: true, toAdd: 1, toUpdate: 1 });
      const found = await call(cookies.agent, 'GET', `/api/sapna/v2/package-price/${world.packageId}?localityName=Baner`);
      expect(found.json().results[0]).toMatchObject({ ratePrice: 126000.5, salesPrice: 113400 });
    });

    it('reports exactly the three bad rows and writes nothing', async () => {
      const before = await server.database.db.select().from(packagePrices).orderBy(packagePrices.id);
      const csv = [
        'packageId,cityName,localityName,regionId,tier,ratePrice,salesPrice,validityDays',
        `${world.packageId},Pune,,,1,500,450,30`,
        `${world.packageId},Atlantis,,,1,500,450,30`,
        `${world.packageId},Pune,,2,1,500,450,30`,
        `${world.packageId},Pune,Baner,,1,500.123,450,30`,
        `${world.packageId},Delhi,,,2,600,550,30`,
      ].join('\n');
      const res = await upload(cookies.admin, csv);
      expect(res.statusCode).toBe(422);
      expect(res.json().report.errors).toEqual([
        { row: 3, column: 'cityName', message: 'Unknown city.' },
        { row: 4, column: 'validityDays', message: 'Validity must be 180 days for this region' },
        { row: 5, column: 'ratePrice', message: 'Enter rupees with at most two decimals, 0 or more.' },
      ]);
      expect(res.json().error.msg).toBe('3 rows failed: nothing was imported.');
      expect(await server.database.db.select().from(packagePrices).orderBy(packagePrices.id)).toEqual(before);
    });

    it('answers a clear 4xx for a wrong header, encoding, too many columns, a non-CSV file, a file over 20 MB', async () => {
      const header = 'packageId,cityName,localityName,regionId,tier,ratePrice,salesPrice,validityDays';
      const wrongHeader = await upload(cookies.admin, 'id,city\n1,Pune');
      expect(wrongHeader.statusCode).toBe(400);
      expect(wrongHeader.json().error.msg).toContain('The first line must be the header');
      const latin1 = await upload(cookies.admin, Buffer.concat([Buffer.from(`${header}\n${world.packageId},`), Buffer.from([0xe9, 0xff]), Buffer.from(',,,1,1,1,30\n')]));
      expect(latin1.statusCode).toBe(415);
      expect(latin1.json().error.msg).toBe('The file must be UTF-8 text.');
      const wide = await upload(cookies.admin, `${header}\n${world.packageId},Pune,,,1,500,450,30,extra`);
      expect(wide.statusCode).toBe(422);
      expect(wide.json().report.errors).toEqual([{ row: 2, column: '', message: 'This row has more columns than the header.' }]);
      const png = await upload(cookies.admin, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0]), '', 'prices.png', 'image/png');
      expect(png.statusCode).toBe(415);
      const binary = await upload(cookies.admin, Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 1, 2]), '', 'prices.csv');
      expect(binary.statusCode).toBe(400);
      expect(binary.json().error.msg).toBe('The file is not a CSV file.');
      const json = await call(cookies.admin, 'POST', '/api/sapna/v2/package-price/csv', { not: 'a file' });
      expect(json.statusCode).toBe(415);
      const big = await upload(cookies.admin, Buffer.alloc(20 * 1024 * 1024 + 10, 'a'));
      expect(big.statusCode).toBe(413);
      expect(big.json().error.msg).toBe('The file is larger than 20 MB.');
      expect((await upload(cookies.rcm, `${header}\n`)).statusCode).toBe(403);
      expect((await upload(cookies.agent, `${header}\n${world.packageId},Pune,,,1,500,450,30`)).statusCode).toBe(403);
    });
  });
});

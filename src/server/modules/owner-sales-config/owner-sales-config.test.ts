import { afterAll, beforeAll, expect, it } from 'vitest';
import { ownerSalesOffers, ownerSalesSettings, packagePrices } from '../../db/schema/index';
import { describeEachBackend, startTestServer, type TestServer } from '../../testing/harness';
import { callerOf, createAdminCast } from '../../testing/admin-config-fixtures';
import { insertCity, insertPackage } from '../../testing/opportunity-fixtures';

describeEachBackend('owner sales config', (backend) => {
  let server: TestServer;
  let cookies: Record<string, string>;
  let city: number;
  let tele: number;
  let both: number;
  let fos: number;
  let inactive: number;
  let field: number;
  const call = callerOf(() => server);
  const url = '/api/mystique/v1/owner-sales-config';
  const msg = (res: { json: () => unknown }) => (res.json() as { error: { msg: string } }).error.msg;
  const base = { prioritisedPull: true, sentLinkStageId: 98, sentLinkCaseSubType: 13 };

  beforeAll(async () => {
    server = await startTestServer(backend);
    ({ cookies } = await createAdminCast(server, 'os'));
    const db = server.database.db;
    city = await insertCity(db, 'Pune');
    tele = await insertPackage(db, { name: 'Owner Sell Premium', agentType: 'Telesales', ratePrice: '3499.00', salesPrice: '2999.00' });
    both = await insertPackage(db, { name: 'Owner Rent Basic', agentType: 'Both' });
    fos = await insertPackage(db, { name: 'NP Spotlight', agentType: 'FoS' });
    inactive = await insertPackage(db, { name: 'Old Owner Plan', agentType: 'Telesales', active: false });
    field = await insertPackage(db, { name: 'Owner Rent Field Assistance Premium', agentType: 'Telesales' });
  });
  afterAll(() => server.close());

  it('answers the defaults before anything is saved (stage 98, caseSubType 13)', async () => {
    const res = await call(cookies.agent!, 'GET', url);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ prioritisedPull: false, sentLinkStageId: 98, sentLinkCaseSubType: 13, offers: [], updatedAt: null });
    const offerable = res.json().offerablePackages.map((p: { id: number }) => p.id);
    expect(offerable).toEqual(expect.arrayContaining([tele, both, field]));
    expect(offerable).not.toContain(fos);
    expect(offerable).not.toContain(inactive);
  });

  it('a manager saves offers with their prices; a second save replaces them', async () => {
    const offers = [
      { cityId: city, audience: 'OWNER', listingType: 'BUY', packageId: tele },
      { cityId: city, audience: 'TENANT', listingType: 'RENT', packageId: both },
      { cityId: city, audience: 'OWNER', listingType: 'RENT', packageId: field },
    ];
    const res = await call(cookies.manager!, 'PUT', url, { ...base, offers });
    expect(res.statusCode).toBe(200);
    expect(res.json().prioritisedPull).toBe(true);
    expect(res.json().offers).toContainEqual(expect.objectContaining({ packageId: tele, packageName: 'Owner Sell Premium', ratePrice: 3499, salesPrice: 2999, cityName: 'Pune' }));
    expect(res.json().offers).toHaveLength(3);
    const again = await call(cookies.admin!, 'PUT', url, { ...base, prioritisedPull: false, offers: offers.slice(0, 1) });
    expect(again.json()).toMatchObject({ prioritisedPull: false, offers: [{ packageId: tele }] });
    expect(await server.database.db.select().from(ownerSalesSettings)).toHaveLength(1);
  });

  it('refuses packages that are missing (404), inactive, not telesales, Field Assistance on sale (422), and changes nothing', async () => {
    const before = await server.database.db.select().from(ownerSalesOffers);
    const put = (packageId: number, listingType = 'BUY') => call(cookies.manager!, 'PUT', url, { ...base, offers: [{ cityId: city, audience: 'OWNER', listingType, packageId }] });
    const missing = await put(999999);
    expect(missing.statusCode).toBe(404);
    expect(msg(missing)).toBe('Package 999999 not found');
    expect(msg(await put(inactive))).toBe('Old Owner Plan is not active');
    expect(msg(await put(fos))).toBe('NP Spotlight is not sold by telesales (agent type must be Telesales or Both)');
    const fieldSale = await put(field);
    expect(fieldSale.statusCode).toBe(422);
    expect(msg(fieldSale)).toBe('Owner Rent Field Assistance Premium is for rent only (Field Assistance)');
    expect((await call(cookies.manager!, 'PUT', url, { ...base, offers: [{ cityId: 999999, audience: 'OWNER', listingType: 'BUY', packageId: tele }] })).statusCode).toBe(404);
    expect(msg(await call(cookies.manager!, 'PUT', url, { ...base, offers: [{ cityId: city, listingType: 'BUY', packageId: tele }] }))).toBe('This field is required.');
    expect(msg(await call(cookies.manager!, 'PUT', url, { offers: [] }))).toBe('This field is required.');
    expect(await server.database.db.select().from(ownerSalesOffers)).toEqual(before);
  });

  it('teams only writes: 403 for catalogue, content, agents and read-only users', async () => {
    for (const who of ['lookupAdmin', 'content', 'agent'] as const) {
      expect((await call(cookies[who]!, 'PUT', url, { ...base, offers: [] })).statusCode).toBe(403);
    }
    for (const who of ['rcm', 'ticketing', 'lookupView'] as const) {
      expect((await call(cookies[who]!, 'PUT', url, { ...base, offers: [] })).json()).toEqual({ error: { msg: 'You have read-only access.' } });
    }
    expect((await call(cookies.admin!, 'GET', url)).json().offers).toHaveLength(1);
  });

  it('owner and tenant package prices: the offers of each audience with the city price row when there is one, filtered by city and listing type', async () => {
    const other = await insertCity(server.database.db, 'Nashik');
    await call(cookies.manager!, 'PUT', url, {
      ...base,
      offers: [
        { cityId: city, audience: 'OWNER', listingType: 'BUY', packageId: tele },
        { cityId: other, audience: 'OWNER', listingType: 'BUY', packageId: tele },
        { cityId: city, audience: 'TENANT', listingType: 'RENT', packageId: both },
      ],
    });
    // Pune has a city-wide price row for the premium package; Nashik has none (the package's own price).
    await server.database.db.insert(packagePrices).values({ packageId: tele, cityId: city, ratePricePaise: 450_000, salesPricePaise: 399_950, validityDays: 90, priceKey: `city:${city}` });
    const owner = await call(cookies.agent!, 'GET', '/api/sapna/v1/owner-package-prices');
    expect(owner.statusCode).toBe(200);
    expect(owner.json().results).toEqual([
      expect.objectContaining({ cityName: 'Nashik', audience: 'OWNER', packageId: tele, ratePrice: 3499, salesPrice: 2999 }),
      expect.objectContaining({ cityName: 'Pune', audience: 'OWNER', packageId: tele, ratePrice: 4500, salesPrice: 3999.5, validityDays: 90 }),
    ]);
    const pune = await call(cookies.agent!, 'GET', `/api/sapna/v1/owner-package-prices?cityId=${city}&listingType=BUY`);
    expect(pune.json().results.map((o: { cityId: number }) => o.cityId)).toEqual([city]);
    expect((await call(cookies.agent!, 'GET', `/api/sapna/v1/owner-package-prices?cityId=${city}&listingType=RENT`)).json().results).toEqual([]);
    const tenant = await call(cookies.rcm!, 'GET', '/api/sapna/v1/tenant-package-prices');
    expect(tenant.json().results).toEqual([expect.objectContaining({ audience: 'TENANT', listingType: 'RENT', packageId: both })]);
    expect((await call(cookies.agent!, 'GET', '/api/sapna/v1/tenant-package-prices?cityId=abc')).statusCode).toBe(400);
    expect((await call(cookies.agent!, 'GET', '/api/sapna/v1/tenant-package-prices?listingType=LEASE')).statusCode).toBe(400);
  });
});

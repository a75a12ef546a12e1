import { afterAll, beforeAll, expect, it } from 'vitest';
import { packagePickerOptions, pickerOptionOf, type MirroredCatalogue } from '../../../domain/catalogue/package-mirror';
import type { PackageOption } from '../../../domain/catalogue/package-option';
import { describeEachBackend, startTestServer, type TestServer } from '../../testing/harness';
import { catalogueCast, insertCatalogue, type CatalogueWorld } from '../../testing/catalogue-fixtures';
import { caller } from '../../testing/opportunity-fixtures';
import { pullAs } from '../../testing/sync-fixtures';
import { insertAccount, insertOpportunity } from '../../testing/account-fixtures';

/**
 * Issue 11 "Offline": the packages and prices the opportunity page's package picker needs are in the device's
 * reference data (the sync snapshot's reference row); every catalogue write bumps the reference version a pull
 * answers, so devices download the catalogue again at their next pull. The device answers the picker from that
 * copy exactly as GET /sapna/v2/packages answers it.
 */
describeEachBackend('catalogue in the reference-data mirror', (backend) => {
  let server: TestServer;
  let cookies: Awaited<ReturnType<typeof catalogueCast>>['cookies'];
  let world: CatalogueWorld;
  const call = caller(() => server.app);

  beforeAll(async () => {
    server = await startTestServer(backend);
    let ids: Awaited<ReturnType<typeof catalogueCast>>['ids'];
    ({ cookies, ids } = await catalogueCast(server));
    world = await insertCatalogue(server.database.db);
    // The agent's book has opportunities in Pune and Delhi: the device's copy answers for those cities.
    const db = server.database.db;
    const account = await insertAccount(db, { agentId: ids.agent });
    for (const cityId of [world.cityId, world.delhiId]) await insertOpportunity(db, { accountId: account.id, ownerId: ids.agent, cityId });
  });
  afterAll(() => server.close());

  type Mirrored = MirroredCatalogue & { version: number };
  const snapshot = async (): Promise<Mirrored> => {
    const res = await call(cookies.agent, 'GET', '/api/sync/v1/snapshot?entity=reference&limit=1');
    expect(res.statusCode, res.body).toBe(200);
    return res.json().rows[0];
  };
  const version = async (cursor: string) => (await pullAs(server.app, cookies.agent, { cursor })).body.referenceVersion ?? 0;

  it('a catalogue write changes the version a pull answers and the catalogue the device downloads', async () => {
    const cursor = (await pullAs(server.app, cookies.agent)).body.cursor;
    const v0 = await version(cursor);
    const before = await snapshot();
    expect(before.version).toBe(v0);
    // Active packages only, campaign families' 'Value' packages only, just the picker's fields.
    expect(before.packages.map((p) => p.name)).toEqual(['Broker Annual Value Pack', 'Broker Prime Basic', 'Winter Bonanza Value Pack']);
    expect(before.packages.find((p) => p.id === world.packageId)).toEqual({
      id: world.packageId,
      name: 'Broker Prime Basic',
      packageFamilyName: 'Broker Subscriptions',
      ratePrice: 24000,
      salesPrice: 21600,
      validityDays: 90,
      quantity: 20,
      cityId: null,
      clientTypeId: null,
      productNames: ['Featured Listing'],
    });

    // A new package, then its price for Pune: each write bumps the version; the device's copy has both.
    const created = await call(cookies.admin, 'POST', '/api/sapna/v2/package', {
      name: 'Field Assistance Basic',
      packageFamilyId: world.familyId,
      requiredFields: [],
      requiredPricingParameters: [],
      isPriceApplicable: true,
      agentType: 'Both',
      npType: 'Not Applicable',
      propertyCategory: 'Residential',
      ratePrice: 5000,
      salesPrice: 4500,
      validityDays: 30,
      quantity: 2,
      cityId: null,
    });
    expect(created.statusCode, created.body).toBe(200);
    const pkgId = created.json().id as number;
    const v1 = await version(cursor);
    expect(v1).toBeGreaterThan(v0);
    const priced = await call(cookies.admin, 'POST', `/api/sapna/v2/package-price/${pkgId}`, { prices: [{ cityId: world.cityId, ratePrice: 6000, salesPrice: 5400, validityDays: 30 }] });
    expect(priced.statusCode, priced.body).toBe(200);
    const v2 = await version(cursor);
    expect(v2).toBeGreaterThan(v1);
    const after = await snapshot();
    expect(after.version).toBe(v2);
    expect(after.packages.find((p) => p.id === pkgId)).toMatchObject({ name: 'Field Assistance Basic', salesPrice: 4500, quantity: 2 });
    expect(after.packagePrices).toContainEqual({ packageId: pkgId, cityId: world.cityId, ratePrice: 6000, salesPrice: 5400, validityDays: 30 });

    // Deactivating hides it from the device's copy too; a refused write changes nothing.
    expect((await call(cookies.admin, 'PUT', `/api/sapna/v2/package/${pkgId}/active`, { active: false })).statusCode).toBe(200);
    const v3 = await version(cursor);
    expect(v3).toBeGreaterThan(v2);
    const hidden = await snapshot();
    expect(hidden.packages.map((p) => p.id)).not.toContain(pkgId);
    expect(hidden.packagePrices.map((p) => p.packageId)).not.toContain(pkgId);
    expect((await call(cookies.agent, 'PUT', `/api/sapna/v2/package/${pkgId}/active`, { active: true })).statusCode).toBe(403);
    expect((await call(cookies.admin, 'POST', `/api/sapna/v2/package-price/${world.packageId}`, { prices: [{ cityId: world.cityId, ratePrice: -1, salesPrice: 1, validityDays: 30 }] })).statusCode).toBeGreaterThanOrEqual(400);
    expect(await version(cursor)).toBe(v3);
    // The online reference lists stay lean: the catalogue is the snapshot's only.
    const online = (await call(cookies.agent, 'GET', '/api/sapna/v1/reference-data')).json();
    expect(online.packages).toBeUndefined();
    expect(online.version).toBe(v3);
  });

  it('the device answers the package picker from its copy as GET /sapna/v2/packages does', async () => {
    // A city price and a locality price (the picker uses the city-wide one), for Pune.
    const saved = await call(cookies.admin, 'POST', `/api/sapna/v2/package-price/${world.packageId}`, {
      prices: [
        { cityId: world.cityId, ratePrice: 30000, salesPrice: 27000, validityDays: 90 },
        { cityId: world.cityId, localityId: world.localityId, ratePrice: 31000, salesPrice: 28000, validityDays: 90 },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const mirrored = await snapshot();
    // The copy holds the cities of the agent's opportunities (Pune, Delhi): for others the server answers.
    expect(mirrored.packageCityIds).toEqual([world.cityId, world.delhiId].sort((a, b) => a - b));
    expect(packagePickerOptions(mirrored, { cityId: world.hyderabadId, clientTypeId: null })).toBeUndefined();
    expect(packagePickerOptions(mirrored, { cityId: null, clientTypeId: null })).toBeUndefined();
    expect(mirrored.packagePrices.every((p) => mirrored.packageCityIds.includes(p.cityId))).toBe(true);
    for (const filter of [
      { cityId: world.cityId, clientTypeId: 1 },
      { cityId: world.cityId, clientTypeId: null },
      { cityId: world.delhiId, clientTypeId: null },
      { cityId: world.delhiId, clientTypeId: 2 },
    ]) {
      const query = new URLSearchParams(Object.entries(filter).flatMap(([k, v]) => (v === null ? [] : [[k, String(v)]]))).toString();
      const online = await call(cookies.agent, 'GET', `/api/sapna/v2/packages${query ? `?${query}` : ''}`);
      expect(online.statusCode).toBe(200);
      expect(packagePickerOptions(mirrored, filter), JSON.stringify(filter)).toEqual((online.json().results as PackageOption[]).map(pickerOptionOf));
    }
    expect(packagePickerOptions(mirrored, { cityId: world.cityId, clientTypeId: null })?.find((p) => p.id === world.packageId)).toMatchObject({ ratePrice: 30000, salesPrice: 27000 });
  });
});

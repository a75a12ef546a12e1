import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { packages, packageProductMappings } from '../../db/schema/index';
import { describeEachBackend, startTestServer, type TestServer } from '../../testing/harness';
import { catalogueCast, insertCatalogue, type CatalogueWorld } from '../../testing/catalogue-fixtures';
import { caller } from '../../testing/opportunity-fixtures';
import { insertAccount, insertOpportunity } from '../../testing/account-fixtures';
import { opportunityPackageMappings } from '../../db/schema/index';

describeEachBackend('catalogue: packages and families', (backend) => {
  let server: TestServer;
  let cookies: Awaited<ReturnType<typeof catalogueCast>>['cookies'];
  let ids: Awaited<ReturnType<typeof catalogueCast>>['ids'];
  let world: CatalogueWorld;
  const call = caller(() => server.app);

  const packageBody = (overrides: Record<string, unknown> = {}) => ({
    name: 'Online Assistance Premium',
    packageFamilyId: world.familyId,
    requiredFields: ['cityId'],
    requiredPricingParameters: [{ name: 'cityTier', type: 'select', allowedValues: [1, 2, 3] }],
    isPriceApplicable: true,
    agentType: 'Telesales',
    npType: 'Not Applicable',
    propertyCategory: 'Residential',
    ratePrice: 4999.5,
    salesPrice: 4499,
    validityDays: 60,
    quantity: 1,
    cityId: world.cityId,
    mappings: [{ productId: world.productId, activationParameters: { quantity: 1, promotedDays: 60 } }],
    ...overrides,
  });

  beforeAll(async () => {
    server = await startTestServer(backend);
    ({ cookies, ids } = await catalogueCast(server));
    world = await insertCatalogue(server.database.db);
  });
  afterAll(() => server.close());

  it('lists packages with the spec 001 §3 columns, 10 a page with the total, filtered', async () => {
    const res = await call(cookies.agent, 'GET', `/api/sapna/v2/package?familyId=${world.familyId}&agentType=&active=true`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ totalCount: 2, page: 0, size: 10 });
    expect(body.results[0]).toMatchObject({ id: world.packageId, packageFamilyName: 'Broker Subscriptions', packageName: 'Broker Prime Basic', ratePrice: 24000, salesPrice: 21600, discount: 2400, validity: 90, promotedDays: 90, quantity: 20, packageHasNpProduct: false, inUse: false });
    const byAgentType = await call(cookies.rcm, 'GET', '/api/sapna/v2/package?agentType=FoS');
    expect(byAgentType.json().totalCount).toBe(0);
  });

  it('creates and edits a package with its mappings (Custom Package may)', async () => {
    const created = await call(cookies.customPackage, 'POST', '/api/sapna/v2/package', packageBody());
    expect(created.statusCode).toBe(200);
    const pkg = created.json();
    expect(pkg).toMatchObject({ packageName: 'Online Assistance Premium', ratePrice: 4999.5, salesPrice: 4499, agentType: 'Telesales', cityName: 'Pune', requiredFields: ['cityId'] });
    expect(pkg.mappings).toHaveLength(1);
    const updated = await call(cookies.admin, 'PUT', `/api/sapna/v2/package/${pkg.id}`, packageBody({ name: 'Online Assistance Premium Plus', mappings: [{ id: pkg.mappings[0].id, productId: world.npProductId, activationParameters: {} }] }));
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ packageName: 'Online Assistance Premium Plus', packageHasNpProduct: true });
    const [row] = await server.database.db.select().from(packages).where(eq(packages.id, pkg.id));
    expect(row?.ratePrice).toBe('4999.50');
  });

  it("refuses bad input with the field's message, and Commercial", async () => {
    const empty = await call(cookies.admin, 'POST', '/api/sapna/v2/package', packageBody({ name: '' }));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.msg).toBe('This field is required.');
    const missing = await call(cookies.admin, 'POST', '/api/sapna/v2/package', packageBody({ agentType: undefined }));
    expect(missing.json().error.msg).toBe('This field is required.');
    const commercial = await call(cookies.admin, 'POST', '/api/sapna/v2/package', packageBody({ propertyCategory: 'Commercial' }));
    expect(commercial.statusCode).toBe(400);
    const paise = await call(cookies.admin, 'POST', '/api/sapna/v2/package', packageBody({ ratePrice: 10.005 }));
    expect(paise.statusCode).toBe(400);
    const badJson = await call(cookies.admin, 'POST', '/api/sapna/v2/package', packageBody({ requiredPricingParameters: [{ name: '', type: 'text' }] }));
    expect(badJson.statusCode).toBe(400);
    const unknownFamily = await call(cookies.admin, 'POST', '/api/sapna/v2/package', packageBody({ packageFamilyId: 999999 }));
    expect(unknownFamily.statusCode).toBe(400);
    expect((await call(cookies.admin, 'PUT', '/api/sapna/v2/package/999999', packageBody())).statusCode).toBe(404);
  });

  it('refuses writes from roles without the capability and from read-only users (403)', async () => {
    for (const who of ['agent', 'manager', 'content', 'finance', 'rcm', 'ticketing'] as const) {
      const res = await call(cookies[who], 'POST', '/api/sapna/v2/package', packageBody({ name: `By ${who}` }));
      expect(res.statusCode, who).toBe(403);
      expect(res.json().error.msg).toBeTruthy();
    }
    // Custom Package keeps packages only.
    expect((await call(cookies.customPackage, 'POST', '/api/sapna/v2/package-family', { name: 'Not mine' })).statusCode).toBe(403);
    expect((await call(cookies.lookupAdmin, 'POST', '/api/sapna/v2/package-family', { name: 'Lookup family' })).statusCode).toBe(200);
  });

  it("deletes packages ('Packages deleted successfully'), and refuses one sold on an opportunity (409, nothing deleted)", async () => {
    const a = (await call(cookies.admin, 'POST', '/api/sapna/v2/package', packageBody({ name: 'Delete me A' }))).json();
    const b = (await call(cookies.admin, 'POST', '/api/sapna/v2/package', packageBody({ name: 'Delete me B' }))).json();
    const sold = (await call(cookies.admin, 'POST', '/api/sapna/v2/package', packageBody({ name: 'Sold package' }))).json();
    const db = server.database.db;
    const account = await insertAccount(db, { agentId: ids.agent });
    const opportunity = await insertOpportunity(db, { accountId: account.id, ownerId: ids.agent });
    await db.insert(opportunityPackageMappings).values({ opportunityId: opportunity.id, packageId: sold.id, ratePrice: '4999.50', salesPrice: '4499.00', validityDays: 60 });

    const refused = await call(cookies.admin, 'POST', '/api/sapna/v2/package/delete', { ids: [a.id, sold.id] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: { msg: 'Package is in use and cannot be deleted' } });
    expect(await db.select().from(packages).where(eq(packages.id, a.id))).toHaveLength(1);

    const ok = await call(cookies.admin, 'POST', '/api/sapna/v2/package/delete', { ids: [a.id, b.id] });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ deletedIds: [a.id, b.id], msg: 'Packages deleted successfully' });
    expect(await db.select().from(packageProductMappings).where(eq(packageProductMappings.packageId, a.id))).toHaveLength(0);

    const deactivated = await call(cookies.admin, 'PUT', `/api/sapna/v2/package/${sold.id}/active`, { active: false });
    expect(deactivated.json()).toMatchObject({ active: false, inUse: true });
    const picker = await call(cookies.agent, 'GET', '/api/sapna/v2/packages');
    expect(picker.json().results.map((p: { id: number }) => p.id)).not.toContain(sold.id);
    // History keeps the price it was sold at.
    const [mapping] = await db.select().from(opportunityPackageMappings).where(eq(opportunityPackageMappings.packageId, sold.id));
    expect(mapping?.salesPrice).toBe('4499.00');
    expect((await call(cookies.admin, 'POST', '/api/sapna/v2/package/delete', { ids: [] })).json().error.msg).toBe('This field is required.');
    expect((await call(cookies.admin, 'POST', '/api/sapna/v2/package/delete', { ids: [999999] })).statusCode).toBe(404);
  });

  it('creates, renames, copies (with packages, mappings and configs; prices when asked) and deletes families', async () => {
    const created = await call(cookies.admin, 'POST', '/api/sapna/v2/package-family', { name: 'Festive Offers', familyEvent: 'festive' });
    expect(created.statusCode).toBe(200);
    const family = created.json();
    expect((await call(cookies.admin, 'POST', '/api/sapna/v2/package-family', { name: 'festive offers' })).statusCode).toBe(409);
    const pkg = (await call(cookies.admin, 'POST', '/api/sapna/v2/package', packageBody({ name: 'Festive Basic', packageFamilyId: family.id }))).json();
    const config = await call(cookies.admin, 'POST', '/api/sapna/v1/product-configs', { packageProductMappingId: pkg.mappings[0].id, ppQuantity: 5, ppPromotedDays: 30 });
    expect(config.statusCode).toBe(200);
    const price = await call(cookies.admin, 'POST', `/api/sapna/v2/package-price/${pkg.id}`, { prices: [{ cityId: world.cityId, ratePrice: 100, salesPrice: 90, validityDays: 60 }] });
    expect(price.statusCode).toBe(200);

    const renamed = await call(cookies.admin, 'PUT', `/api/sapna/v2/package-family/${family.id}`, { name: 'Festive Offers 2026', familyEvent: 'festive' });
    expect(renamed.json()).toMatchObject({ name: 'Festive Offers 2026', familyPackages: [{ packageName: 'Festive Basic' }] });

    const copy = await call(cookies.admin, 'POST', `/api/sapna/v2/package-family/${family.id}/copy`, { name: 'Festive Offers 2027' });
    expect(copy.statusCode).toBe(200);
    expect(copy.json().copied).toEqual({ packages: 1, mappings: 1, productConfigs: 1, prices: 0 });
    const withPrices = await call(cookies.admin, 'POST', `/api/sapna/v2/package-family/${family.id}/copy`, { name: 'Festive Offers 2028', copyPrices: true });
    expect(withPrices.json().copied).toEqual({ packages: 1, mappings: 1, productConfigs: 1, prices: 1 });
    expect((await call(cookies.admin, 'POST', `/api/sapna/v2/package-family/${family.id}/copy`, { name: '' })).json().error.msg).toBe('This field is required.');
    expect((await call(cookies.admin, 'POST', '/api/sapna/v2/package-family/999999/copy', { name: 'Nope' })).statusCode).toBe(404);

    const list = await call(cookies.agent, 'GET', '/api/sapna/v3/package-families?name=Festive');
    expect(list.json().map((f: { name: string }) => f.name)).toEqual(['Festive Offers 2026', 'Festive Offers 2027', 'Festive Offers 2028']);
    const removed = await call(cookies.admin, 'DELETE', `/api/sapna/v2/package-family/${copy.json().family.id}`);
    expect(removed.statusCode).toBe(200);
    expect((await call(cookies.rcm, 'DELETE', `/api/sapna/v2/package-family/${family.id}`)).statusCode).toBe(403);
  });

  it("keeps only a campaign family's Value packages when asked (spec 001 §5)", async () => {
    const res = await call(cookies.agent, 'GET', '/api/sapna/v3/package-families?campaignPackagesOnly=true&name=Winter');
    const [winter] = res.json();
    expect(winter).toMatchObject({ name: 'Winter Bonanza', isCampaign: true });
    expect(winter.familyPackages.map((p: { packageName: string }) => p.packageName)).toEqual(['Winter Bonanza Value Pack']);
  });
});

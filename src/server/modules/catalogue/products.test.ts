import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachBackend, startTestServer, type TestServer } from '../../testing/harness';
import { catalogueCast, insertCatalogue, type CatalogueWorld } from '../../testing/catalogue-fixtures';
import { caller } from '../../testing/opportunity-fixtures';
import { insertAccount, insertOpportunity } from '../../testing/account-fixtures';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { cities, opportunityPackageMappings, opportunityProductMappings } from '../../db/schema/index';

describeEachBackend('catalogue: products, complimentary products, product configs', (backend) => {
  let server: TestServer;
  let cookies: Awaited<ReturnType<typeof catalogueCast>>['cookies'];
  let ids: Awaited<ReturnType<typeof catalogueCast>>['ids'];
  let world: CatalogueWorld;
  const call = caller(() => server.app);
  const product = (overrides: Record<string, unknown> = {}) => ({
    name: 'Locality Champion',
    productTypeId: 5,
    requiredActivationParameters: [
      { name: 'promotedDays', type: 'number', allowedValues: [] },
      { name: 'slot', type: 'select', allowedValues: ['top', 'side'] },
    ],
    isNpProduct: false,
    ...overrides,
  });

  beforeAll(async () => {
    server = await startTestServer(backend);
    ({ cookies, ids } = await catalogueCast(server));
    world = await insertCatalogue(server.database.db);
  });
  afterAll(() => server.close());

  it('creates, lists, updates and deletes products (type by name)', async () => {
    const created = await call(cookies.admin, 'POST', '/api/sapna/v1/products', product());
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ name: 'Locality Champion', productTypeId: 5, productTypeName: 'Brand Product', inUse: false });
    expect((await call(cookies.admin, 'POST', '/api/sapna/v1/products', product())).statusCode).toBe(409);
    const list = await call(cookies.agent, 'GET', '/api/sapna/v1/products');
    expect(list.json().results.map((p: { name: string }) => p.name)).toContain('Locality Champion');
    const updated = await call(cookies.lookupAdmin, 'PUT', `/api/sapna/v1/products/${created.json().id}`, product({ name: 'Locality Champion Plus', productTypeId: 10, isNpProduct: true }));
    expect(updated.json()).toMatchObject({ productTypeName: 'Default', isNpProduct: true });
    expect((await call(cookies.admin, 'POST', '/api/sapna/v1/products', product({ productTypeId: 11 }))).statusCode).toBe(400);
    expect((await call(cookies.admin, 'POST', '/api/sapna/v1/products', product({ name: ' ' }))).json().error.msg).toBe('This field is required.');
    expect((await call(cookies.admin, 'POST', '/api/sapna/v1/products', product({ name: 'Dup params', requiredActivationParameters: [{ name: 'a', type: 'text' }, { name: 'a', type: 'text' }] }))).json().error.msg).toBe('Parameter names must be unique.');
    expect((await call(cookies.admin, 'DELETE', `/api/sapna/v1/products/${created.json().id}`)).json()).toMatchObject({ msg: 'Product deleted successfully' });
    expect((await call(cookies.admin, 'DELETE', `/api/sapna/v1/products/${created.json().id}`)).statusCode).toBe(404);
    for (const who of ['customPackage', 'agent', 'rcm', 'ticketing'] as const) expect((await call(cookies[who], 'POST', '/api/sapna/v1/products', product({ name: who }))).statusCode, who).toBe(403);
  });

  it('refuses to delete a product a package or an opportunity uses (409)', async () => {
    expect((await call(cookies.admin, 'DELETE', `/api/sapna/v1/products/${world.productId}`)).statusCode).toBe(409);
    const db = server.database.db;
    const account = await insertAccount(db, { agentId: ids.agent });
    const opportunity = await insertOpportunity(db, { accountId: account.id, ownerId: ids.agent });
    const [opm] = await db.insert(opportunityPackageMappings).values({ opportunityId: opportunity.id, packageId: world.packageId, ratePrice: '1.00', salesPrice: '1.00', validityDays: 30 }).returning();
    await db.insert(opportunityProductMappings).values({ opportunityPackageMappingId: opm!.id, productId: world.npProductId });
    const res = await call(cookies.admin, 'DELETE', `/api/sapna/v1/products/${world.npProductId}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.msg).toBe('Product is in use and cannot be deleted');
  });

  it('keeps the products complimentary to a package: list, linked, add, remove', async () => {
    const added = await call(cookies.admin, 'POST', '/api/sapna/v1/complementary-products', { packageId: world.packageId, productId: world.npProductId });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({ packageName: 'Broker Prime Basic', productName: 'New Project Pinning' });
    expect((await call(cookies.admin, 'POST', '/api/sapna/v1/complementary-products', { packageId: world.packageId, productId: world.npProductId })).statusCode).toBe(409);
    expect((await call(cookies.agent, 'GET', `/api/sapna/v1/complementary-products?packageId=${world.packageId}`)).json().totalCount).toBe(1);
    expect((await call(cookies.agent, 'GET', `/api/sapna/v1/complementary-products/linked?productId=${world.npProductId}`)).json().results[0].packageId).toBe(world.packageId);
    expect((await call(cookies.agent, 'GET', '/api/sapna/v1/complementary-products')).statusCode).toBe(400);
    expect((await call(cookies.rcm, 'DELETE', `/api/sapna/v1/complementary-products/${added.json().id}`)).statusCode).toBe(403);
    expect((await call(cookies.admin, 'DELETE', `/api/sapna/v1/complementary-products/${added.json().id}`)).json().msg).toBe('Complimentary product removed');
    expect((await call(cookies.admin, 'POST', '/api/sapna/v1/complementary-products', { packageId: 999999, productId: world.npProductId })).statusCode).toBe(404);
  });

  it("keeps product configs per mapping with the spec's messages", async () => {
    const created = await call(cookies.admin, 'POST', '/api/sapna/v1/product-configs', { packageProductMappingId: world.mappingId, ppQuantity: 10, ppPromotedDays: 90, ppCityUUID: world.cityUuid, ppHSR: 2 });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ msg: 'Product Config Created Successfully!', config: { ppQuantity: 10, ppPromotedDays: 90, ppCityUUID: world.cityUuid, ppHSR: 2, parameters: { quantity: 10, promotedDays: 90, cityUUID: world.cityUuid, housingSubscriptionRegionId: 2 } } });
    const id = created.json().config.id;
    const updated = await call(cookies.admin, 'PUT', `/api/sapna/v1/product-configs/${id}`, { packageProductMappingId: world.mappingId, ppQuantity: 12 });
    expect(updated.json()).toMatchObject({ msg: 'Product Config Updated Successfully!', config: { ppQuantity: 12, ppPromotedDays: null } });
    expect((await call(cookies.agent, 'GET', `/api/sapna/v1/product-configs?packageId=${world.packageId}`)).json().totalCount).toBe(1);
    expect((await call(cookies.admin, 'POST', '/api/sapna/v1/product-configs', { packageProductMappingId: world.mappingId, ppCityUUID: 'nowhere' })).json().error.msg).toBe('Unknown city.');
    expect((await call(cookies.admin, 'POST', '/api/sapna/v1/product-configs', { ppQuantity: 1 })).json().error.msg).toBe('This field is required.');
    expect((await call(cookies.admin, 'POST', '/api/sapna/v1/product-configs', { packageProductMappingId: 999999 })).statusCode).toBe(400);
    expect((await call(cookies.ticketing, 'DELETE', `/api/sapna/v1/product-configs/${id}`)).statusCode).toBe(403);
    expect((await call(cookies.admin, 'DELETE', `/api/sapna/v1/product-configs/${id}`)).json()).toEqual({ id, msg: 'Product Config Deleted Successfully!' });
    expect((await call(cookies.admin, 'PUT', `/api/sapna/v1/product-configs/${id}`, { packageProductMappingId: world.mappingId })).statusCode).toBe(404);
  });

  it('binds subscription regions 11 (Chennai) and 12 (Hyderabad) to their cities (spec 001 §9)', async () => {
    const db = server.database.db;
    const [chennai] = await db.insert(cities).values({ name: 'Chennai', uuid: randomUUID(), stateName: 'Tamil Nadu', tier: 1 }).returning({ uuid: cities.uuid });
    const [hyderabad] = await db.select({ uuid: cities.uuid }).from(cities).where(eq(cities.id, world.hyderabadId));
    const config = (ppCityUUID: string, ppHSR?: number) => call(cookies.admin, 'POST', '/api/sapna/v1/product-configs', { packageProductMappingId: world.mappingId, ppCityUUID, ppHSR });
    // The city's region when none is given; the other one refused with the reason, nothing stored.
    expect((await config(chennai!.uuid)).json().config.ppHSR).toBe(11);
    expect((await config(hyderabad!.uuid)).json().config.ppHSR).toBe(12);
    const before = (await call(cookies.admin, 'GET', `/api/sapna/v1/product-configs?packageId=${world.packageId}`)).json().totalCount;
    const wrong = await config(chennai!.uuid, 12);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.msg).toBe("Subscription region 12 is Hyderabad's, not Chennai's.");
    expect((await config(world.cityUuid, 11)).json().error.msg).toBe("Subscription region 11 is Chennai's, not Pune's.");
    expect((await config(chennai!.uuid, 3)).json().error.msg).toBe("Subscription region 3 is not Chennai's.");
    expect((await call(cookies.admin, 'GET', `/api/sapna/v1/product-configs?packageId=${world.packageId}`)).json().totalCount).toBe(before);
    expect((await config(world.cityUuid, 3)).json().config.ppHSR).toBe(3);
  });
});

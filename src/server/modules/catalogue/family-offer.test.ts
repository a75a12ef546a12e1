import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { packageContents, packageFamilies, packages } from '../../db/schema/index';
import { describeEachBackend, startTestServer, type TestServer } from '../../testing/harness';
import { catalogueCast, insertCatalogue, type CatalogueWorld } from '../../testing/catalogue-fixtures';
import { caller, insertAccount, insertOpportunity } from '../../testing/opportunity-fixtures';

/**
 * Issue 50: a deactivated family's packages are never offered to agents (picker or add); a copied family starts
 * inactive until published; deleting a package or family that display content still refers to is a 409 saying so.
 */
describeEachBackend('catalogue: families and what agents are offered', (backend) => {
  let server: TestServer;
  let world: CatalogueWorld;
  let cookies: Awaited<ReturnType<typeof catalogueCast>>['cookies'];
  let ids: Awaited<ReturnType<typeof catalogueCast>>['ids'];
  const call = caller(() => server.app);
  const offeredIds = async () => {
    const res = await call(cookies.agent, 'GET', `/api/sapna/v2/packages?cityId=${world.cityId}`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().results as { id: number }[]).map((p) => p.id);
  };
  const family = (id: number, body: object) => call(cookies.admin, 'PUT', `/api/sapna/v2/package-family/${id}`, body);

  beforeAll(async () => {
    server = await startTestServer(backend);
    ({ cookies, ids } = await catalogueCast(server));
    world = await insertCatalogue(server.database.db);
  });
  afterAll(() => server.close());

  it('a deactivated family’s packages are neither listed nor addable; reactivated, they are again', async () => {
    expect(await offeredIds()).toContain(world.packageId);
    expect((await family(world.familyId, { name: 'Broker Subscriptions', familyEvent: 'broker_subscription', active: false })).statusCode).toBe(200);
    expect(await offeredIds()).not.toContain(world.packageId);
    const account = await insertAccount(server.database.db, { agentId: ids.agent, cityId: world.cityId });
    const deal = await insertOpportunity(server.database.db, { accountId: account.id, ownerId: ids.agent, cityId: world.cityId });
    const add = await call(cookies.agent, 'POST', '/api/sapna/v2/opportunity/package-mapping', { opportunityId: deal.id, packageId: world.packageId });
    expect(add.statusCode).toBe(400);
    expect((await family(world.familyId, { name: 'Broker Subscriptions', familyEvent: 'broker_subscription', active: true })).statusCode).toBe(200);
    expect(await offeredIds()).toContain(world.packageId);
    expect((await call(cookies.agent, 'POST', '/api/sapna/v2/opportunity/package-mapping', { opportunityId: deal.id, packageId: world.packageId })).statusCode).toBe(200);
  });

  it('a copied family starts inactive: its packages reach agents only once it is published', async () => {
    const copy = await call(cookies.admin, 'POST', `/api/sapna/v2/package-family/${world.familyId}/copy`, { name: 'Broker Subscriptions 2027' });
    expect(copy.statusCode, copy.body).toBe(200);
    const copied = copy.json().family as { id: number; active: boolean; familyPackages: { id: number }[] };
    expect(copied.active).toBe(false);
    const copiedIds = copied.familyPackages.map((p) => p.id);
    expect(copiedIds.length).toBeGreaterThan(0);
    expect((await offeredIds()).filter((id) => copiedIds.includes(id))).toEqual([]);
    expect((await family(copied.id, { name: 'Broker Subscriptions 2027', familyEvent: 'broker_subscription', active: true })).statusCode).toBe(200);
    expect((await offeredIds()).filter((id) => copiedIds.includes(id)).sort()).toEqual([...copiedIds].sort());
  });

  it('deleting a package or family with display content is a 409 naming what holds it, and deletes nothing', async () => {
    const [fam] = await server.database.db.insert(packageFamilies).values({ name: 'Content Family' }).returning({ id: packageFamilies.id });
    const [pkg] = await server.database.db
      .insert(packages)
      .values({ familyId: fam!.id, name: 'Shown Pack', ratePrice: '100.00', salesPrice: '90.00', validityDays: 30 })
      .returning({ id: packages.id });
    await server.database.db.insert(packageContents).values({ packageId: pkg!.id, title: 'Shown Pack' });
    const message = `Cannot delete: display content (content-package-page) of package ${pkg!.id} still refer to it. Remove them first, or deactivate instead.`;
    const byPackage = await call(cookies.admin, 'POST', '/api/sapna/v2/package/delete', { ids: [pkg!.id] });
    expect(byPackage.statusCode).toBe(409);
    expect(byPackage.json().error.msg).toBe(message);
    const byFamily = await call(cookies.admin, 'DELETE', `/api/sapna/v2/package-family/${fam!.id}`);
    expect(byFamily.statusCode).toBe(409);
    expect(byFamily.json().error.msg).toBe(message);
    expect(await server.database.db.select({ id: packages.id }).from(packages).where(eq(packages.id, pkg!.id))).toHaveLength(1);
    // Once the content is gone, the delete goes through.
    await server.database.db.delete(packageContents).where(eq(packageContents.packageId, pkg!.id));
    expect((await call(cookies.admin, 'DELETE', `/api/sapna/v2/package-family/${fam!.id}`)).statusCode).toBe(200);
  });
});

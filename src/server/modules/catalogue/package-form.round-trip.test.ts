import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { packageFormValuesOf, packageInputOf } from '../../../domain/catalogue/package-form';
import type { PackageDetail } from '../../../domain/catalogue/package-schema';
import { packageProductMappings, packages } from '../../db/schema/index';
import { seedReferenceData } from '../../seed/data/reference';
import { describeEachBackend, startTestServer, type TestServer } from '../../testing/harness';
import { catalogueCast } from '../../testing/catalogue-fixtures';
import { caller } from '../../testing/opportunity-fixtures';

/**
 * Issue 50: editing a package in manage-packages keeps every stored field (it used to drop the client type, so a
 * broker-only package was offered on builder and owner deals). Every seeded package goes through the form's
 * values and payload (domain/catalogue/package-form.ts) and back unchanged; a change touches only what changed.
 */
describeEachBackend('catalogue: a package edited through the form keeps what the admin did not change', (backend) => {
  let server: TestServer;
  let cookies: Awaited<ReturnType<typeof catalogueCast>>['cookies'];
  const call = caller(() => server.app);
  const detail = async (id: number): Promise<PackageDetail> => {
    const res = await call(cookies.admin, 'GET', `/api/sapna/v2/package/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const stored = async () => ({
    packages: (await server.database.db.select().from(packages).orderBy(asc(packages.id))).map(({ updatedAt: _u, ...p }) => p),
    mappings: await server.database.db.select().from(packageProductMappings).orderBy(asc(packageProductMappings.id)),
  });

  beforeAll(async () => {
    server = await startTestServer(backend);
    ({ cookies } = await catalogueCast(server));
    await server.database.db.transaction((tx) => seedReferenceData(tx));
  });
  afterAll(() => server.close());

  it('round-trips every seeded package through the form’s payload unchanged', async () => {
    const before = await stored();
    expect(before.packages.length).toBeGreaterThan(5);
    expect(before.packages.some((p) => p.clientTypeId !== null)).toBe(true);
    for (const { id } of before.packages) {
      const pkg = await detail(id);
      const res = await call(cookies.admin, 'PUT', `/api/sapna/v2/package/${id}`, packageInputOf(packageFormValuesOf(pkg, null)));
      expect(res.statusCode, `package ${id}: ${res.body}`).toBe(200);
    }
    expect(await stored()).toEqual(before);
  });

  it('an edit changes only what the admin changed: the client type stays, or changes when chosen', async () => {
    const before = await stored();
    const broker = before.packages.find((p) => p.clientTypeId === 2) ?? before.packages[0]!;
    const values = packageFormValuesOf(await detail(broker.id), null);
    const renamed = await call(cookies.admin, 'PUT', `/api/sapna/v2/package/${broker.id}`, packageInputOf({ ...values, name: `${values.name} (renamed)` }));
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ packageName: `${broker.name} (renamed)`, clientTypeId: broker.clientTypeId });
    const after = await stored();
    expect(after.packages.find((p) => p.id === broker.id)).toEqual({ ...broker, name: `${broker.name} (renamed)` });
    expect(after.packages.filter((p) => p.id !== broker.id)).toEqual(before.packages.filter((p) => p.id !== broker.id));
    expect(after.mappings).toEqual(before.mappings);

    const builder = await call(cookies.admin, 'PUT', `/api/sapna/v2/package/${broker.id}`, packageInputOf({ ...values, clientTypeId: '1' }));
    expect(builder.json()).toMatchObject({ clientTypeId: 1 });
  });

  it('Commercial stays on a package stored with it, and cannot be chosen for another (spec 001 §9)', async () => {
    const { packages: rows } = await stored();
    const commercial = rows.find((p) => p.propertyCategory === 'Commercial');
    const residential = rows.find((p) => p.propertyCategory === 'Residential')!;
    if (commercial) expect((await call(cookies.admin, 'PUT', `/api/sapna/v2/package/${commercial.id}`, packageInputOf(packageFormValuesOf(await detail(commercial.id), null)))).statusCode).toBe(200);
    const values = packageFormValuesOf(await detail(residential.id), null);
    const moved = await call(cookies.admin, 'PUT', `/api/sapna/v2/package/${residential.id}`, packageInputOf({ ...values, propertyCategory: 'Commercial' }));
    expect(moved.statusCode).toBe(400);
    expect(moved.json().error.msg).toBe('Commercial cannot be chosen.');
    const created = await call(cookies.admin, 'POST', '/api/sapna/v2/package', packageInputOf({ ...values, name: 'New commercial', propertyCategory: 'Commercial', mappings: [] }));
    expect(created.statusCode).toBe(400);
    expect((await stored()).packages.find((p) => p.id === residential.id)?.propertyCategory).toBe('Residential');
  });
});

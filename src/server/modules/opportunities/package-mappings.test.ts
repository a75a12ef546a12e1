import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  changeLog,
  legalEntities,
  opportunities,
  opportunityPackageMappings,
  opportunityProductMappings,
  opportunityProjectMappings,
  packages,
  termsheetPackageMappings,
  termsheets,
} from '../../db/schema/index';
import { describeEachBackend, startTestServer, type TestServer } from '../../testing/harness';
import {
  caller,
  createCast,
  insertAccount,
  insertCity,
  insertLocality,
  insertOpportunity,
  insertPackage,
  insertPackageMapping,
  insertProduct,
  insertProductMapping,
  insertProject,
} from '../../testing/opportunity-fixtures';

describeEachBackend('package, product and project mappings', (backend) => {
  let server: TestServer;
  let cast: Awaited<ReturnType<typeof createCast>>;
  let cityId: number;
  let listingProduct: number;
  let bannerProduct: number;
  let packageId: number;
  const call = caller(() => server.app);
  const db = () => server.database.db;

  beforeAll(async () => {
    server = await startTestServer(backend);
    cast = await createCast(server);
    cityId = await insertCity(db(), 'Pune');
    listingProduct = await insertProduct(db(), 'Featured listing', ['listingId', 'city']);
    bannerProduct = await insertProduct(db(), 'Banner');
    packageId = await insertPackage(db(), {
      name: 'Gold',
      ratePrice: '12000',
      salesPrice: '10000',
      validityDays: 90,
      products: [
        { productId: listingProduct, activationParameters: { slots: 2 } },
        { productId: bannerProduct, activationParameters: {} },
      ],
    });
  });
  afterAll(() => server.close());

  const deal = async (values: Partial<Parameters<typeof insertOpportunity>[1]> = {}) => {
    const account = await insertAccount(db(), { agentId: cast.ids.agent, cityId });
    return insertOpportunity(db(), { accountId: account.id, ownerId: cast.ids.agent, cityId, ...values });
  };
  const addPackage = (cookie: string, body: object) => call(cookie, 'POST', '/api/sapna/v2/opportunity/package-mapping', body);
  const upserts = (id: number) =>
    db().select().from(changeLog).where(and(eq(changeLog.entity, 'opportunity'), eq(changeLog.entityId, id), eq(changeLog.op, 'upsert')));

  describe('POST /sapna/v2/opportunity/package-mapping', () => {
    it('adds the package at today’s price with its products, and a discount needs approval', async () => {
      const o = await deal();
      const res = await addPackage(cast.cookies.agent, { opportunityId: o.id, packageId, quantity: 2, discount: 1500.5, pricingParameters: { tier: 'A', empty: '' } });
      expect(res.statusCode).toBe(200);
      const mapping = res.json();
      expect(mapping).toMatchObject({
        opportunityId: o.id,
        packageId,
        packageName: 'Gold',
        ratePrice: 12000,
        salesPrice: 10000,
        discount: 1500.5,
        quantity: 2,
        validityDays: 90,
        cityId,
        discountApproved: 'Required',
        pricingParameters: { tier: 'A' },
      });
      expect(mapping.opportunityProductMappingDtos).toHaveLength(2);
      expect(mapping.opportunityProductMappingDtos[0]).toMatchObject({
        productId: listingProduct,
        productName: 'Featured listing',
        activationParameters: { slots: 2 },
        requiredActivationParameters: ['listingId', 'city'],
      });

      await db().update(packages).set({ salesPrice: '99999' }).where(eq(packages.id, packageId));
      const page = (await call(cast.cookies.agent, 'GET', `/api/sapna/v3/opportunity-page/${o.id}`)).json();
      expect(page.opportunityPackageMappingDetails[0].salesPrice).toBe(10000);
      // The discount waits for approval (Required): the deal value stays at the list price (the ledger).
      expect(page.dealValue).toBe(20000);
      expect(page.version).toBe(2);
      expect(await upserts(o.id)).toHaveLength(1);
      await db().update(packages).set({ salesPrice: '10000' }).where(eq(packages.id, packageId));
    });

    it('needs no approval without a discount, and takes a locality of the city', async () => {
      const o = await deal();
      const localityId = await insertLocality(db(), cityId);
      const res = await addPackage(cast.cookies.agent, { opportunityId: o.id, packageId, localityId });
      expect(res.json()).toMatchObject({ discountApproved: 'NotRequired', discount: 0, quantity: 1, localityId });
    });

    it.each([
      [{ packageId: 99999999 }, 'Invalid ID selected in dropdown field'],
      [{ packageId: undefined }, 'This field is required.'],
      [{ discount: 10000.01 }, 'Discount cannot be more than the sales price.'],
      [{ discount: 1.234 }, 'Discount must be a positive amount with at most 2 decimals.'],
      [{ discount: -5 }, 'Discount must be a positive amount with at most 2 decimals.'],
      [{ quantity: 0 }, 'Quantity must be a whole number of at least 1.'],
      [{ localityId: 99999999 }, 'Invalid ID selected in dropdown field'],
    ])('refuses %j with 400', async (fields, msg) => {
      const o = await deal();
      const res = await addPackage(cast.cookies.agent, { opportunityId: o.id, packageId, ...fields });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.msg).toBe(msg);
      expect(await db().select().from(opportunityPackageMappings).where(eq(opportunityPackageMappings.opportunityId, o.id))).toHaveLength(0);
    });

    it('refuses an inactive package, a locality of another city, a closed opportunity, read-only users and callers outside scope', async () => {
      const inactive = await insertPackage(db(), { name: 'Retired', active: false });
      const o = await deal();
      expect((await addPackage(cast.cookies.agent, { opportunityId: o.id, packageId: inactive })).json().error.msg).toBe('Invalid ID selected in dropdown field');
      const elsewhere = await insertLocality(db(), await insertCity(db(), 'Goa'), 'Panjim');
      expect((await addPackage(cast.cookies.agent, { opportunityId: o.id, packageId, localityId: elsewhere })).statusCode).toBe(400);
      const closed = await deal({ statusId: 2 });
      const res = await addPackage(cast.cookies.agent, { opportunityId: closed.id, packageId });
      expect(res.statusCode).toBe(409);
      expect(res.json().error.msg).toBe('This opportunity is Closed and can no longer be edited.');
      const ownerPending = await deal({ kind: 'owner', statusId: 8 });
      expect((await addPackage(cast.cookies.agent, { opportunityId: ownerPending.id, packageId })).statusCode).toBe(409);
      expect((await addPackage(cast.cookies.rcm, { opportunityId: o.id, packageId })).statusCode).toBe(403);
      expect((await addPackage(cast.cookies.outsider, { opportunityId: o.id, packageId })).statusCode).toBe(404);
    });
  });

  describe('PUT /sapna/v1/opportunity/product-mapping/bulk-update', () => {
    const withProducts = async (values: Partial<Parameters<typeof insertOpportunity>[1]> = {}) => {
      const o = await deal(values);
      const mappingId = await insertPackageMapping(db(), { opportunityId: o.id, packageId });
      const listing = await insertProductMapping(db(), { opportunityPackageMappingId: mappingId, productId: listingProduct, requiredActivationParameters: '["listingId","city"]' });
      const banner = await insertProductMapping(db(), { opportunityPackageMappingId: mappingId, productId: bannerProduct });
      return { o, mappingId, listing, banner };
    };
    const bulk = (cookie: string, body: unknown) => call(cookie, 'PUT', '/api/sapna/v1/opportunity/product-mapping/bulk-update', body);

    it('stores the objects as JSON text and answers them parsed', async () => {
      const { o, listing, banner } = await withProducts();
      const res = await bulk(cast.cookies.agent, [
        { id: listing, activationParameters: { listingId: 'L-9', city: 'Pune' }, extraDetail: { note: 'corner' }, fixedParameters: ['a', 'b'] },
        { id: banner, activationParameters: {} },
      ]);
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('Activation Parameters updated successfully');
      expect(res.json().results[0]).toMatchObject({ id: listing, activationParameters: { listingId: 'L-9', city: 'Pune' }, extraDetail: { note: 'corner' }, fixedParameters: ['a', 'b'] });
      const [row] = await db().select().from(opportunityProductMappings).where(eq(opportunityProductMappings.id, listing));
      expect(row?.activationParameters).toBe('{"listingId":"L-9","city":"Pune"}');
      expect(row?.fixedParameters).toBe('["a","b"]');
      expect(await upserts(o.id)).toHaveLength(1);
    });

    it('names the missing required activation parameters and changes nothing', async () => {
      const { listing, banner } = await withProducts();
      const res = await bulk(cast.cookies.agent, [
        { id: banner, activationParameters: { size: 'L' } },
        { id: listing, activationParameters: { listingId: 'L-1', city: ' ' } },
      ]);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.msg).toBe('Please fill the required activation parameters: city');
      const [row] = await db().select().from(opportunityProductMappings).where(eq(opportunityProductMappings.id, banner));
      expect(row?.activationParameters).toBe('{}');
    });

    it.each([
      [[], 'Please send the product mappings to update.'],
      [{}, 'Please send the product mappings to update.'],
      [[{ id: 1, activationParameters: 'x' }], 'Activation parameters must be an object.'],
      [[{ activationParameters: {} }], 'This field is required.'],
    ])('refuses %j with 400', async (body, msg) => {
      const res = await bulk(cast.cookies.agent, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.msg).toBe(msg);
    });

    it('refuses unknown mappings (404), a lost opportunity (409), read-only users and callers outside scope', async () => {
      expect((await bulk(cast.cookies.agent, [{ id: 99999999, activationParameters: {} }])).statusCode).toBe(404);
      const lost = await withProducts({ statusId: 6 });
      expect((await bulk(cast.cookies.agent, [{ id: lost.banner, activationParameters: {} }])).statusCode).toBe(409);
      const open = await withProducts();
      expect((await bulk(cast.cookies.rcm, [{ id: open.banner, activationParameters: {} }])).statusCode).toBe(403);
      expect((await bulk(cast.cookies.outsider, [{ id: open.banner, activationParameters: {} }])).statusCode).toBe(404);
    });
  });

  describe('DELETE /sapna/v1/opportunity/{type}-mapping/{id}', () => {
    const full = async (values: Partial<Parameters<typeof insertOpportunity>[1]> = {}) => {
      const o = await deal(values);
      const mappingId = await insertPackageMapping(db(), { opportunityId: o.id, packageId, quantity: 3 });
      const product = await insertProductMapping(db(), { opportunityPackageMappingId: mappingId, productId: bannerProduct });
      const projectId = await insertProject(db(), `Tower ${mappingId}`);
      const [link] = await db().insert(opportunityProjectMappings).values({ opportunityPackageMappingId: mappingId, projectId, projectName: 'Tower' }).returning();
      return { o, mappingId, product, link: link!.id };
    };

    it('removes a project link, a product, and a package with what hangs under it', async () => {
      const { o, product, link } = await full();
      const project = await call(cast.cookies.agent, 'DELETE', `/api/sapna/v1/opportunity/project-mapping/${link}`);
      expect(project.statusCode).toBe(200);
      expect(project.json()).toEqual({ message: 'Action successfully completed!' });
      expect(await db().select().from(opportunityProjectMappings).where(eq(opportunityProjectMappings.id, link))).toHaveLength(0);
      expect((await call(cast.cookies.agent, 'DELETE', `/api/sapna/v1/opportunity/product-mapping/${product}`)).statusCode).toBe(200);
      expect(await db().select().from(opportunityProductMappings).where(eq(opportunityProductMappings.id, product))).toHaveLength(0);

      const again = await full();
      expect((await call(cast.cookies.agent, 'DELETE', `/api/sapna/v1/opportunity/package-mapping/${again.mappingId}`)).statusCode).toBe(200);
      expect(await db().select().from(opportunityPackageMappings).where(eq(opportunityPackageMappings.id, again.mappingId))).toHaveLength(0);
      expect(await db().select().from(opportunityProductMappings).where(eq(opportunityProductMappings.id, again.product))).toHaveLength(0);
      expect(await db().select().from(opportunityProjectMappings).where(eq(opportunityProjectMappings.id, again.link))).toHaveLength(0);
      expect(await upserts(o.id)).toHaveLength(2);
    });

    it('keeps a package that is on a termsheet and a product already activated (409)', async () => {
      const { o, mappingId, product } = await full();
      const [entity] = await db().insert(legalEntities).values({ accountId: o.accountId, legalName: 'Rao Estates' }).returning();
      const [termsheet] = await db().insert(termsheets).values({ opportunityId: o.id, accountLegalEntityId: entity!.id }).returning();
      await db().insert(termsheetPackageMappings).values({ termsheetId: termsheet!.id, opportunityPackageMappingId: mappingId });
      const pkg = await call(cast.cookies.agent, 'DELETE', `/api/sapna/v1/opportunity/package-mapping/${mappingId}`);
      expect(pkg.statusCode).toBe(409);
      expect(pkg.json().error.msg).toBe('This package is on a termsheet and cannot be removed.');
      await db().update(opportunityProductMappings).set({ activated: true }).where(eq(opportunityProductMappings.id, product));
      const prod = await call(cast.cookies.agent, 'DELETE', `/api/sapna/v1/opportunity/product-mapping/${product}`);
      expect(prod.statusCode).toBe(409);
      expect(prod.json().error.msg).toBe('This product is already activated and cannot be removed.');
    });

    it('refuses unknown mappings, not-editable opportunities, read-only users and callers outside scope', async () => {
      for (const type of ['package', 'product', 'project']) {
        expect((await call(cast.cookies.agent, 'DELETE', `/api/sapna/v1/opportunity/${type}-mapping/99999999`)).statusCode).toBe(404);
      }
      const closed = await full({ statusId: 7 });
      expect((await call(cast.cookies.agent, 'DELETE', `/api/sapna/v1/opportunity/product-mapping/${closed.product}`)).statusCode).toBe(409);
      const open = await full();
      expect((await call(cast.cookies.rcm, 'DELETE', `/api/sapna/v1/opportunity/package-mapping/${open.mappingId}`)).statusCode).toBe(403);
      expect((await call(cast.cookies.outsider, 'DELETE', `/api/sapna/v1/opportunity/package-mapping/${open.mappingId}`)).statusCode).toBe(404);
    });
  });

  describe('project linking', () => {
    const packageOf = async (quantity: number, values: Partial<Parameters<typeof insertOpportunity>[1]> = {}) => {
      const o = await deal(values);
      const mappingId = await insertPackageMapping(db(), { opportunityId: o.id, packageId, quantity });
      return { o, mappingId };
    };
    const link = (cookie: string, opportunityId: number, body: object) =>
      call(cookie, 'POST', `/api/sapna/v2/opportunity/project-mapping/opportunity/${opportunityId}`, body);

    it('links up to the package quantity, and refuses more with the spec’s message', async () => {
      const { o, mappingId } = await packageOf(2);
      const a = await insertProject(db(), 'Alpha Heights', cityId);
      const b = await insertProject(db(), 'Beta Residency', cityId);
      const c = await insertProject(db(), 'Gamma Towers', cityId);
      const first = await link(cast.cookies.agent, o.id, { opportunityPackageMappingId: mappingId, projectIds: [a] });
      expect(first.statusCode).toBe(200);
      expect(first.json().results).toMatchObject([{ projectId: a, projectName: 'Alpha Heights' }]);
      const second = await link(cast.cookies.agent, o.id, { opportunityPackageMappingId: mappingId, projectIds: [a, b] });
      expect(second.json().totalCount).toBe(2);
      const tooMany = await link(cast.cookies.agent, o.id, { opportunityPackageMappingId: mappingId, projectIds: [c] });
      expect(tooMany.statusCode).toBe(400);
      expect(tooMany.json().error.msg).toBe('Cannot Add more that 2 projects!');
      const page = (await call(cast.cookies.agent, 'GET', `/api/sapna/v3/opportunity-page/${o.id}`)).json();
      expect(page.opportunityPackageMappingDetails[0].projects.map((p: { projectId: number }) => p.projectId)).toEqual([a, b]);
    });

    it('says "Failed to link projects" for an unknown project and links none', async () => {
      const { o, mappingId } = await packageOf(5);
      const a = await insertProject(db(), 'Known');
      const res = await link(cast.cookies.agent, o.id, { opportunityPackageMappingId: mappingId, projectIds: [a, 99999999] });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.msg).toBe('Failed to link projects');
      expect(await db().select().from(opportunityProjectMappings).where(eq(opportunityProjectMappings.opportunityPackageMappingId, mappingId))).toHaveLength(0);
    });

    it('refuses a package of another opportunity, no projects, a closed opportunity, read-only users and callers outside scope', async () => {
      const { o } = await packageOf(2);
      const other = await packageOf(2);
      const p = await insertProject(db(), 'Delta');
      expect((await link(cast.cookies.agent, o.id, { opportunityPackageMappingId: other.mappingId, projectIds: [p] })).statusCode).toBe(404);
      const none = await link(cast.cookies.agent, o.id, { opportunityPackageMappingId: other.mappingId, projectIds: [] });
      expect(none.json().error.msg).toBe('Please select projects to link.');
      const closed = await packageOf(2, { statusId: 2 });
      expect((await link(cast.cookies.agent, closed.o.id, { opportunityPackageMappingId: closed.mappingId, projectIds: [p] })).statusCode).toBe(409);
      expect((await link(cast.cookies.rcm, other.o.id, { opportunityPackageMappingId: other.mappingId, projectIds: [p] })).statusCode).toBe(403);
      expect((await link(cast.cookies.outsider, other.o.id, { opportunityPackageMappingId: other.mappingId, projectIds: [p] })).statusCode).toBe(404);
    });

    it('points one link at another project', async () => {
      const { o, mappingId } = await packageOf(2);
      const a = await insertProject(db(), 'Epsilon');
      const b = await insertProject(db(), 'Zeta');
      const c = await insertProject(db(), 'Eta');
      const linked = (await link(cast.cookies.agent, o.id, { opportunityPackageMappingId: mappingId, projectIds: [a, b] })).json().results;
      const replace = (cookie: string, body: object) => call(cookie, 'PUT', `/api/sapna/v1/opportunity/package/project-mapping/${linked[0].id}`, body);
      const res = await replace(cast.cookies.agent, { projectId: c });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ id: linked[0].id, projectId: c, projectName: 'Eta' });
      expect((await replace(cast.cookies.agent, { projectId: 99999999 })).json().error.msg).toBe('Failed to link projects');
      expect((await replace(cast.cookies.agent, { projectId: b })).json().error.msg).toBe('This project is already linked to this package.');
      expect((await replace(cast.cookies.rcm, { projectId: a })).statusCode).toBe(403);
      expect((await replace(cast.cookies.outsider, { projectId: a })).statusCode).toBe(404);
      expect((await call(cast.cookies.agent, 'PUT', '/api/sapna/v1/opportunity/package/project-mapping/99999999', { projectId: a })).statusCode).toBe(404);
      await db().update(opportunities).set({ statusId: 6 }).where(eq(opportunities.id, o.id));
      expect((await replace(cast.cookies.agent, { projectId: a })).statusCode).toBe(409);
    });

    it('looks projects up by name, id and city', async () => {
      const otherCity = await insertCity(db(), 'Surat');
      const x = await insertProject(db(), 'Lookup Orchid', cityId);
      const y = await insertProject(db(), 'Lookup Lotus', otherCity);
      const ids = async (query: string) =>
        (await call(cast.cookies.rcm, 'GET', `/api/sapna/v1/projects/search?${query}`)).json().results.map((r: { id: number }) => r.id);
      expect(await ids('q=lookup')).toEqual([y, x]);
      expect(await ids(`q=lookup&cityId=${cityId}`)).toEqual([x]);
      expect(await ids(`q=${y}`)).toEqual([y]);
    });
  });

  describe('GET /sapna/v2/packages', () => {
    it('lists active packages for the city and client type, with prices and products', async () => {
      const surat = await insertCity(db(), 'Surat2');
      const forSurat = await insertPackage(db(), { name: 'Surat Builder Pack', cityId: surat, clientTypeId: 1, products: [{ productId: listingProduct }] });
      const forOther = await insertPackage(db(), { name: 'Elsewhere Pack', cityId: cityId });
      const brokerOnly = await insertPackage(db(), { name: 'Surat Broker Pack', cityId: surat, clientTypeId: 2 });
      await insertPackage(db(), { name: 'Old Surat Pack', cityId: surat, active: false });
      const res = await call(cast.cookies.agent, 'GET', `/api/sapna/v2/packages?cityId=${surat}&clientTypeId=1`);
      expect(res.statusCode).toBe(200);
      const ids = res.json().results.map((p: { id: number }) => p.id);
      expect(ids).toContain(forSurat);
      expect(ids).toContain(packageId);
      expect(ids).not.toContain(forOther);
      expect(ids).not.toContain(brokerOnly);
      expect(res.json().results.find((p: { id: number }) => p.id === forSurat)).toMatchObject({
        name: 'Surat Builder Pack',
        ratePrice: 12000,
        salesPrice: 10000,
        products: [{ productId: listingProduct, productName: 'Featured listing', requiredActivationParameters: ['listingId', 'city'] }],
      });
    });
  });
});

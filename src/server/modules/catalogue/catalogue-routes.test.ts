// The role-by-route walk of the catalogue routes, and random bodies posted to each: never a 500, nothing changed.
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { complementaryProducts, packageFamilies, packagePrices, packageProductMappings, packages, productConfigs, products } from '../../db/schema/index';
import { describeEachBackend, startTestServer, type TestServer } from '../../testing/harness';
import { catalogueCast, insertCatalogue, type CatalogueWorld } from '../../testing/catalogue-fixtures';
import { caller, type Method } from '../../testing/opportunity-fixtures';

type Who = 'admin' | 'lookupAdmin' | 'customPackage' | 'agent' | 'manager' | 'content' | 'finance' | 'rcm' | 'ticketing';
const EVERYONE: Who[] = ['admin', 'lookupAdmin', 'customPackage', 'agent', 'manager', 'content', 'finance', 'rcm', 'ticketing'];
const CATALOGUE: Who[] = ['admin', 'lookupAdmin'];
const PACKAGES: Who[] = ['admin', 'lookupAdmin', 'customPackage'];

type RouteCase = { method: Method; url: (w: CatalogueWorld) => string; body?: (w: CatalogueWorld, n: number) => unknown; allowed: Who[] };

const packageBody = (w: CatalogueWorld, n: number) => ({
  name: `Walk package ${n}`,
  packageFamilyId: w.familyId,
  agentType: 'Both',
  npType: 'Main',
  propertyCategory: 'Both',
  ratePrice: 10,
  salesPrice: 10,
  validityDays: 30,
  quantity: 1,
});

/** Every catalogue route, with who may call it (PERMISSIONS.md: reads for every signed-in role). */
const ROUTES: RouteCase[] = [
  { method: 'GET', url: () => '/api/sapna/v2/package?page=0', allowed: EVERYONE },
  { method: 'GET', url: (w) => `/api/sapna/v2/package/${w.packageId}`, allowed: EVERYONE },
  { method: 'POST', url: () => '/api/sapna/v2/package', body: packageBody, allowed: PACKAGES },
  { method: 'PUT', url: (w) => `/api/sapna/v2/package/${w.packageId}`, body: (w) => ({ ...packageBody(w, 0), name: 'Broker Prime Basic', ratePrice: 24000, salesPrice: 21600, validityDays: 90, quantity: 20 }), allowed: PACKAGES },
  { method: 'PUT', url: (w) => `/api/sapna/v2/package/${w.packageId}/active`, body: () => ({ active: true }), allowed: PACKAGES },
  { method: 'POST', url: () => '/api/sapna/v2/package/delete', body: () => ({ ids: [999999] }), allowed: PACKAGES },
  { method: 'GET', url: () => '/api/sapna/v2/packages', allowed: EVERYONE },
  { method: 'GET', url: () => '/api/sapna/v3/package-families', allowed: EVERYONE },
  { method: 'POST', url: () => '/api/sapna/v2/package-family', body: (_w, n) => ({ name: `Walk family ${n}` }), allowed: CATALOGUE },
  { method: 'PUT', url: (w) => `/api/sapna/v2/package-family/${w.familyId}`, body: () => ({ name: 'Broker Subscriptions', familyEvent: 'broker_subscription' }), allowed: CATALOGUE },
  { method: 'DELETE', url: () => '/api/sapna/v2/package-family/999999', allowed: CATALOGUE },
  { method: 'POST', url: (w) => `/api/sapna/v2/package-family/${w.winterFamilyId}/copy`, body: (_w, n) => ({ name: `Walk copy ${n}` }), allowed: CATALOGUE },
  { method: 'GET', url: () => '/api/sapna/v1/products', allowed: EVERYONE },
  { method: 'POST', url: () => '/api/sapna/v1/products', body: (_w, n) => ({ name: `Walk product ${n}`, productTypeId: 8 }), allowed: CATALOGUE },
  { method: 'PUT', url: (w) => `/api/sapna/v1/products/${w.npProductId}`, body: () => ({ name: 'New Project Pinning', productTypeId: 7, isNpProduct: true }), allowed: CATALOGUE },
  { method: 'DELETE', url: () => '/api/sapna/v1/products/999999', allowed: CATALOGUE },
  { method: 'GET', url: (w) => `/api/sapna/v1/complementary-products?packageId=${w.packageId}`, allowed: EVERYONE },
  { method: 'GET', url: (w) => `/api/sapna/v1/complementary-products/linked?productId=${w.productId}`, allowed: EVERYONE },
  { method: 'POST', url: () => '/api/sapna/v1/complementary-products', body: () => ({ packageId: 999999, productId: 999999 }), allowed: CATALOGUE },
  { method: 'DELETE', url: () => '/api/sapna/v1/complementary-products/999999', allowed: CATALOGUE },
  { method: 'GET', url: () => '/api/sapna/v1/product-configs', allowed: EVERYONE },
  { method: 'POST', url: () => '/api/sapna/v1/product-configs', body: (w) => ({ packageProductMappingId: w.mappingId, ppQuantity: 1 }), allowed: CATALOGUE },
  { method: 'PUT', url: () => '/api/sapna/v1/product-configs/999999', body: (w) => ({ packageProductMappingId: w.mappingId }), allowed: CATALOGUE },
  { method: 'DELETE', url: () => '/api/sapna/v1/product-configs/999999', allowed: CATALOGUE },
  { method: 'GET', url: (w) => `/api/sapna/v2/package-price/${w.packageId}`, allowed: EVERYONE },
  { method: 'POST', url: (w) => `/api/sapna/v2/package-price/${w.packageId}`, body: (w) => ({ prices: [{ cityId: w.cityId, ratePrice: 5, salesPrice: 5, validityDays: 30 }] }), allowed: CATALOGUE },
  { method: 'PUT', url: () => '/api/sapna/v2/package-price/entry/999999', body: (w) => ({ cityId: w.cityId, ratePrice: 5, salesPrice: 5, validityDays: 30 }), allowed: CATALOGUE },
  { method: 'DELETE', url: () => '/api/sapna/v2/package-price/entry/999999', allowed: CATALOGUE },
  { method: 'GET', url: () => '/api/sapna/v2/package-price/csv', allowed: EVERYONE },
  { method: 'GET', url: (w) => `/api/sapna/v2/package-price/localities?cityId=${w.cityId}`, allowed: EVERYONE },
];

describeEachBackend('catalogue routes', (backend) => {
  let server: TestServer;
  let cookies: Record<Who, string>;
  let world: CatalogueWorld;
  const call = caller(() => server.app);

  beforeAll(async () => {
    server = await startTestServer(backend);
    ({ cookies } = await catalogueCast(server));
    world = await insertCatalogue(server.database.db);
  });
  afterAll(() => server.close());

  it('walks every route with every role: allowed or refused (403) as PERMISSIONS.md says', async () => {
    let n = 0;
    for (const route of ROUTES) {
      for (const who of EVERYONE) {
        const res = await call(cookies[who], route.method, route.url(world), route.body?.(world, n++));
        const label = `${who} ${route.method} ${route.url(world)} → ${res.statusCode} ${res.body.slice(0, 120)}`;
        if (route.allowed.includes(who)) expect([401, 403, 500].includes(res.statusCode), label).toBe(false);
        else expect(res.statusCode, label).toBe(403);
      }
      const anonymous = await server.app.inject({ method: route.method, url: route.url(world), ...(route.body ? { payload: route.body(world, n++) as object } : {}) });
      expect(anonymous.statusCode).toBe(401);
    }
  });

  it('lists every catalogue route in the OpenAPI document', async () => {
    const doc = (await server.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as { paths: Record<string, Record<string, unknown>> };
    const documented = new Set(Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`)));
    const paths = [
      'GET /api/sapna/v2/package', 'GET /api/sapna/v2/package/{id}', 'POST /api/sapna/v2/package', 'PUT /api/sapna/v2/package/{id}', 'PUT /api/sapna/v2/package/{id}/active', 'POST /api/sapna/v2/package/delete',
      'GET /api/sapna/v3/package-families', 'POST /api/sapna/v2/package-family', 'PUT /api/sapna/v2/package-family/{id}', 'DELETE /api/sapna/v2/package-family/{id}', 'POST /api/sapna/v2/package-family/{id}/copy',
      'GET /api/sapna/v1/products', 'POST /api/sapna/v1/products', 'PUT /api/sapna/v1/products/{id}', 'DELETE /api/sapna/v1/products/{id}',
      'GET /api/sapna/v1/complementary-products', 'GET /api/sapna/v1/complementary-products/linked', 'POST /api/sapna/v1/complementary-products', 'DELETE /api/sapna/v1/complementary-products/{id}',
      'GET /api/sapna/v1/product-configs', 'POST /api/sapna/v1/product-configs', 'PUT /api/sapna/v1/product-configs/{id}', 'DELETE /api/sapna/v1/product-configs/{id}',
      'GET /api/sapna/v2/package-price/{id}', 'POST /api/sapna/v2/package-price/{id}', 'PUT /api/sapna/v2/package-price/entry/{priceId}', 'DELETE /api/sapna/v2/package-price/entry/{priceId}',
      'GET /api/sapna/v2/package-price/csv', 'POST /api/sapna/v2/package-price/csv', 'GET /api/sapna/v2/package-price/localities',
    ];
    for (const p of paths) expect(documented.has(p), p).toBe(true);
  });

  /** Every row of the area's tables: equal before and after means nothing changed. */
  const tablesNow = async () => {
    const db = server.database.db;
    return {
      families: await db.select().from(packageFamilies).orderBy(packageFamilies.id),
      packages: await db.select().from(packages).orderBy(packages.id),
      products: await db.select().from(products).orderBy(products.id),
      mappings: await db.select().from(packageProductMappings).orderBy(packageProductMappings.id),
      configs: await db.select().from(productConfigs).orderBy(productConfigs.id),
      prices: await db.select().from(packagePrices).orderBy(packagePrices.id),
      complementary: await db.select().from(complementaryProducts).orderBy(complementaryProducts.id),
    };
  };

  it('answers random query strings and path ids on every route, and random bodies at existing rows, below 500; a refused write changes nothing', async () => {
    // Random query strings (the filters' names with any text) on every route, reads and writes.
    const queryKey = fc.constantFrom('page', 'size', 'cityId', 'familyId', 'agentType', 'active', 'packageId', 'productId', 'packageProductMappingId', 'localityId', 'localityName', 'regionId', 'tier', 'name', 'campaignPackagesOnly', 'clientTypeId', 'dryRun');
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...ROUTES), fc.dictionary(queryKey, fc.oneof(fc.string(), fc.integer().map(String), fc.constantFrom('', '-1', '1.5', 'true', 'null', '9999999999999'))), async (route, query) => {
        const before = route.method === 'GET' ? null : await tablesNow();
        const search = new URLSearchParams(query).toString();
        const url = `${route.url(world).split('?')[0]}${search ? `?${search}` : ''}`;
        const res = await server.app.inject({ method: route.method, url, headers: { cookie: cookies.admin }, ...(route.body ? { payload: route.body(world, 0) as object } : {}) });
        expect(res.statusCode, `${route.method} ${url} -> ${res.body}`).toBeLessThan(500);
        if (before && res.statusCode >= 400) expect(await tablesNow()).toEqual(before);
      }),
      { numRuns: 80 },
    );
    // Path ids that are not ids: 400 (or 404), never a 500.
    const withIds = ROUTES.filter((r) => /\/\d+(\/|$|\?)/.test(r.url(world)));
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...withIds), fc.oneof(fc.string({ minLength: 1 }), fc.constantFrom('0', '-1', '1.5', '1e3', '99999999999', 'null', '%00')), async (route, id) => {
        const url = route.url(world).replace(/\/\d+(\/|$|\?)/, `/${encodeURIComponent(id)}$1`);
        const res = await server.app.inject({ method: route.method, url, headers: { cookie: cookies.admin }, ...(route.body ? { payload: route.body(world, 0) as object } : {}) });
        expect(res.statusCode, `${route.method} ${url} -> ${res.body}`).toBeLessThan(500);
      }),
      { numRuns: 60 },
    );
    // Random bodies at the existing rows (a real package, family, price...): a refused write changes nothing.
    const [price] = (await call(cookies.admin, 'POST', `/api/sapna/v2/package-price/${world.packageId}`, { prices: [{ cityId: world.cityId, tier: 3, ratePrice: 7, salesPrice: 7, validityDays: 30 }] })).json() as { id: number }[];
    const atRows = ROUTES.filter((r) => r.method === 'PUT' || r.method === 'POST').map((r) => ({ ...r, url: (w: CatalogueWorld) => r.url(w).replace('/entry/999999', `/entry/${price!.id}`) }));
    const field = fc.constantFrom('name', 'ids', 'prices', 'packageFamilyId', 'ratePrice', 'salesPrice', 'validityDays', 'quantity', 'cityId', 'tier', 'productTypeId', 'packageProductMappingId', 'requiredPricingParameters', 'requiredActivationParameters', 'mappings', 'active', 'agentType', 'npType', 'propertyCategory', 'ppQuantity', 'ppCityUUID', 'copyPrices');
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...atRows), fc.dictionary(field, fc.oneof(fc.anything({ maxDepth: 2 }), fc.constantFrom('', '{not json', -1, 1.005, 1e20, null, [], '[{"name":1}]'))), async (route, patch) => {
        const before = await tablesNow();
        const valid = route.body ? (route.body(world, 0) as object) : {};
        const url = route.url(world);
        const res = await server.app.inject({ method: route.method, url, headers: { cookie: cookies.admin, 'content-type': 'application/json' }, payload: JSON.stringify({ ...valid, ...patch }) });
        expect(res.statusCode, `${route.method} ${url} ${JSON.stringify(patch)} -> ${res.body}`).toBeLessThan(500);
        if (res.statusCode >= 400) expect(await tablesNow(), `${route.method} ${url} ${JSON.stringify(patch)} -> ${res.statusCode}`).toEqual(before);
      }),
      { numRuns: 80 },
    );
    // Malformed JSON and a body that is not JSON: a clear 4xx on every write.
    for (const route of ROUTES.filter((r) => r.body)) {
      const url = route.url(world);
      const broken = await server.app.inject({ method: route.method, url, headers: { cookie: cookies.admin, 'content-type': 'application/json' }, payload: '{"name":' });
      expect(broken.statusCode, `${route.method} ${url}`).toBe(400);
      const text = await server.app.inject({ method: route.method, url, headers: { cookie: cookies.admin, 'content-type': 'text/plain' }, payload: 'hello' });
      expect(text.statusCode, `${route.method} ${url}`).toBeGreaterThanOrEqual(400);
      expect(text.statusCode, `${route.method} ${url}`).toBeLessThan(500);
    }
  });

  it('answers random bodies on every write route below 500, and a refused one changes nothing', async () => {
    const db = server.database.db;
    const snapshot = async () => ({
      families: await db.select().from(packageFamilies).orderBy(packageFamilies.id),
      packages: await db.select().from(packages).orderBy(packages.id),
      products: await db.select().from(products).orderBy(products.id),
      mappings: await db.select().from(packageProductMappings).orderBy(packageProductMappings.id),
      configs: await db.select().from(productConfigs).orderBy(productConfigs.id),
      prices: await db.select().from(packagePrices).orderBy(packagePrices.id),
      complementary: await db.select().from(complementaryProducts).orderBy(complementaryProducts.id),
    });
    const writes = ROUTES.filter((r) => r.method !== 'GET');
    // Random JSON, and near-misses of valid bodies with one field replaced by anything.
    const body = fc.oneof(
      fc.anything({ maxDepth: 2 }),
      fc.dictionary(fc.constantFrom('name', 'ids', 'prices', 'packageFamilyId', 'ratePrice', 'productTypeId', 'packageProductMappingId', 'requiredActivationParameters', 'active'), fc.anything({ maxDepth: 2 })),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...writes), body, async (route, payload) => {
        const url = route.url(world).replace(/\/\d+(\/|$|\?)/, '/999999$1');
        const before = await snapshot();
        const res = await server.app.inject({ method: route.method, url, headers: { cookie: cookies.admin, 'content-type': 'application/json' }, payload: JSON.stringify(payload ?? null) });
        expect(res.statusCode, `${route.method} ${url} ${JSON.stringify(payload)} → ${res.body}`).toBeLessThan(500);
        // A random body that happens to be valid may create a row; a refused one changes nothing.
        if (res.statusCode >= 400) expect(await snapshot()).toEqual(before);
      }),
      { numRuns: 120 },
    );
    // The CSV import with random bytes: never valid (no header), so never a change.
    const before = await snapshot();
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string(), fc.uint8Array({ maxLength: 200 }).map((a) => Buffer.from(a).toString('latin1'))), async (text) => {
        const boundary = 'fuzz-boundary';
        const payload = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="f.csv"\r\nContent-Type: text/csv\r\n\r\n${text}\r\n--${boundary}--\r\n`;
        const res = await server.app.inject({ method: 'POST', url: '/api/sapna/v2/package-price/csv', headers: { cookie: cookies.admin, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload });
        expect(res.statusCode, `${JSON.stringify(text)} → ${res.body}`).toBeLessThan(500);
      }),
      { numRuns: 60 },
    );
    expect(await snapshot()).toEqual(before);
  });
});

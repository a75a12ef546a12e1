import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ownerSalesConfigEndpoints } from '../../../domain/owner-sales-config/owner-sales-config.endpoints';
import { packageContentEndpoints } from '../../../domain/package-content/package-content.endpoints';
import { regionEndpoints } from '../../../domain/regions/regions.endpoints';
import { salesClosureEndpoints } from '../../../domain/sales-closure/sales-closure.endpoints';
import { ROLES } from '../../../domain/auth/roles';
import { mayCall, openApiPathOf, tableEndpointsOutside, unplanned, walkRoutes, type WalkedRoute, type WalkPlan } from '../../testing/endpoint-walk';
import { describeOnOneBackend, startTestServer, type TestServer } from '../../testing/harness';
import { ADMIN_CAST, callerOf, createAdminCast } from '../../testing/admin-config-fixtures';
import { insertCity, insertLocality, insertPackage } from '../../testing/opportunity-fixtures';

/**
 * The role-by-route walk of issue 11's regions half: every route of regions, city tiers, localities, monetizable
 * cities, agents' localities, sales closure, package content and owner sales config, called by every kind of user.
 * The expectation comes from the capability table (domain/auth/capabilities.ts): reads are open to every
 * signed-in user; a write is refused (403) exactly when the user lacks its capability. Writes aim at unknown ids
 * so an allowed call answers 404 and changes nothing. Then random bodies at every route: never a 500, no change.
 */
type Method = WalkedRoute['method'];

const MISSING = 987654;
/** Every endpoint of regions, city tiers, localities, monetizable cities and agents' localities, from the endpoint table. */
const REGION_PLAN: WalkPlan<typeof regionEndpoints> = {
  regions: {},
  createRegion: { body: { cityId: MISSING, name: 'Walk' } },
  renameRegion: { params: { id: MISSING }, body: { name: 'Walk' } },
  deleteRegion: { params: { id: MISSING } },
  mapLocalities: { params: { id: MISSING }, body: { localityIds: [MISSING] } },
  unmapLocality: { params: { id: MISSING }, query: { localityId: MISSING } },
  localities: {},
  cityTiers: {},
  setCityTier: { body: { cityId: MISSING, tier: 2 } },
  monetizableCities: {},
  addMonetizableCity: { body: { cityId: MISSING } },
  removeMonetizableCity: { params: { cityId: MISSING } },
  agentLocalities: {},
  mappableAgents: {},
  addAgentLocality: { body: { agentId: MISSING, localityId: MISSING } },
  removeAgentLocality: { params: { id: MISSING } },
};
const SALES_CLOSURE_PLAN: WalkPlan<typeof salesClosureEndpoints> = {
  year: { query: { year: 2097 } },
  save: { body: { year: 2097, monthNumber: 13, closureDate: '2097-01-10' } },
};
const PACKAGE_CONTENT_PLAN: WalkPlan<typeof packageContentEndpoints> = {
  list: {},
  get: { params: { packageId: MISSING } },
  save: { params: { packageId: MISSING }, body: { title: 'Walk', highlights: [] } },
};
const OWNER_SALES_CONFIG_PLAN: WalkPlan<typeof ownerSalesConfigEndpoints> = {
  get: {},
  save: { body: { prioritisedPull: true, sentLinkStageId: 98, sentLinkCaseSubType: 13, offers: [{ cityId: MISSING, audience: 'OWNER', listingType: 'BUY', packageId: MISSING }] } },
  ownerPackagePrices: { query: { cityId: MISSING, listingType: 'BUY' } },
  tenantPackagePrices: { query: { cityId: MISSING, listingType: 'RENT' } },
};
const ADMIN_CONFIG_ENDPOINTS = [regionEndpoints, salesClosureEndpoints, packageContentEndpoints, ownerSalesConfigEndpoints] as const;
const ADMIN_CONFIG_TAGS = ['regions', 'monetizable-cities', 'agent-locality-mapping', 'sales-closure', 'package-content', 'owner-sales-config'];
export const ADMIN_CONFIG_ROUTES: readonly WalkedRoute[] = [
  ...walkRoutes(regionEndpoints, REGION_PLAN),
  ...walkRoutes(salesClosureEndpoints, SALES_CLOSURE_PLAN),
  ...walkRoutes(packageContentEndpoints, PACKAGE_CONTENT_PLAN),
  ...walkRoutes(ownerSalesConfigEndpoints, OWNER_SALES_CONFIG_PLAN),
].map((route) => ({ ...route, url: `/api${route.url}` }));

const TABLES = ['regions', 'locality_region_mappings', 'monetizable_cities', 'agent_locality_mappings', 'sales_month_closures', 'package_contents', 'owner_sales_settings', 'owner_sales_offers', 'cities'];

describeOnOneBackend('admin config routes: role-by-route walk and random bodies', (backend) => {
  let server: TestServer;
  let cookies: Record<string, string>;
  const call = callerOf(() => server);

  /** Every row of the area's tables, as text: equal before and after means nothing changed. */
  async function state(): Promise<string> {
    const parts: string[] = [];
    for (const table of TABLES) {
      const result = await server.database.db.execute(sql.raw(`select coalesce(string_agg(t::text, '|' order by t::text), '') as s from ${table} t`));
      const rows = (result as unknown as { rows: { s: string }[] }).rows;
      parts.push(`${table}:${rows[0]?.s ?? ''}`);
    }
    return parts.join('\n');
  }

  beforeAll(async () => {
    server = await startTestServer(backend);
    ({ cookies } = await createAdminCast(server, 'walk'));
  });
  afterAll(() => server.close());

  it('walks every admin config endpoint from the endpoint table (none left out)', () => {
    const plans = [REGION_PLAN, SALES_CLOSURE_PLAN, PACKAGE_CONTENT_PLAN, OWNER_SALES_CONFIG_PLAN];
    ADMIN_CONFIG_ENDPOINTS.forEach((endpoints, n) => expect(unplanned(endpoints, plans[n]!)).toEqual([]));
    expect(tableEndpointsOutside(ADMIN_CONFIG_TAGS, ADMIN_CONFIG_ENDPOINTS)).toEqual([]);
    expect(ADMIN_CONFIG_ROUTES.length).toBe(ADMIN_CONFIG_ENDPOINTS.reduce((sum, endpoints) => sum + Object.keys(endpoints).length, 0));
  });

  it('every role on every route: reads for all, writes only with the capability, read-only users refused', async () => {
    const before = await state();
    for (const route of ADMIN_CONFIG_ROUTES) {
      for (const [who, roleKeys] of Object.entries(ADMIN_CAST)) {
        const roles = roleKeys.map((k) => ROLES[k].name);
        const allowed = mayCall(route, { roles });
        const res = await call(cookies[who]!, route.method, route.url, route.body);
        const label = `${who} ${route.method} ${route.url} -> ${res.statusCode} ${res.body.slice(0, 120)}`;
        if (allowed) expect([200, 400, 404], label).toContain(res.statusCode);
        else {
          expect(res.statusCode, label).toBe(403);
          expect(Object.keys(res.json()), label).toEqual(['error']);
        }
      }
    }
    expect(await state()).toBe(before);
  });

  it('random bodies on every write route: below 500 and nothing changed', async () => {
    const before = await state();
    const writes = ADMIN_CONFIG_ROUTES.filter((r) => r.method !== 'GET' && r.method !== 'DELETE');
    const body = fc.oneof(
      fc.anything(),
      fc.record({
        cityId: fc.oneof(fc.integer(), fc.string(), fc.constant(null), fc.double()),
        name: fc.oneof(fc.string(), fc.integer()),
        localityIds: fc.oneof(fc.array(fc.integer()), fc.string()),
        tier: fc.oneof(fc.integer({ min: -5, max: 10 }), fc.string()),
        year: fc.oneof(fc.integer(), fc.string()),
        monthNumber: fc.oneof(fc.integer(), fc.string()),
        closureDate: fc.oneof(fc.string(), fc.date().map((d) => (Number.isNaN(d.getTime()) ? 'x' : d.toISOString().slice(0, 10)))),
        title: fc.string(),
        highlights: fc.oneof(fc.array(fc.string()), fc.string()),
        imageUrl: fc.oneof(fc.string(), fc.webUrl()),
        offers: fc.array(fc.record({ cityId: fc.integer(), audience: fc.string(), listingType: fc.constantFrom('BUY', 'RENT', 'x'), packageId: fc.integer() })),
      }),
    );
    for (const route of writes) {
      await fc.assert(
        fc.asyncProperty(body, async (payload) => {
          const res = await server.app.inject({
            method: route.method,
            url: route.url.replace(String(MISSING), String(MISSING + 1)),
            headers: { cookie: cookies.admin!, 'content-type': 'application/json' },
            payload: JSON.stringify(payload) ?? 'null',
          });
          expect(res.statusCode, `${route.method} ${route.url} ${JSON.stringify(payload)} -> ${res.body}`).toBeLessThan(500);
        }),
        { numRuns: 25 },
      );
    }
    // Random query strings on the reads and the deletes.
    const queried = ADMIN_CONFIG_ROUTES.filter((r) => r.method === 'GET' || r.method === 'DELETE');
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...queried), fc.dictionary(fc.constantFrom('cityId', 'agentId', 'localityId', 'year'), fc.string()), async (route, query) => {
        const search = new URLSearchParams(query).toString();
        const url = `${route.url.split('?')[0]}${search ? `?${search}` : ''}`;
        const res = await server.app.inject({ method: route.method, url, headers: { cookie: cookies.admin! } });
        expect(res.statusCode, `${route.method} ${url} -> ${res.body}`).toBeLessThan(500);
      }),
      { numRuns: 60 },
    );
    // Malformed JSON text and a non-JSON body: a clear 4xx.
    for (const route of writes) {
      const bad = await server.app.inject({ method: route.method, url: route.url, headers: { cookie: cookies.admin!, 'content-type': 'application/json' }, payload: '{"cityId":' });
      expect(bad.statusCode).toBe(400);
      const text = await server.app.inject({ method: route.method, url: route.url, headers: { cookie: cookies.admin!, 'content-type': 'text/plain' }, payload: 'hello' });
      expect(text.statusCode).toBeGreaterThanOrEqual(400);
      expect(text.statusCode).toBeLessThan(500);
    }
    expect(await state()).toBe(before);
  });

  it('random bodies and path ids at existing rows (a region, a package, an agent, a city): below 500, and a refused write changes nothing', async () => {
    const db = server.database.db;
    const city = await insertCity(db, 'Walk City');
    const locality = await insertLocality(db, city, 'Walk Locality');
    const other = await insertLocality(db, city, 'Walk Other');
    const pkg = await insertPackage(db, { name: 'Walk Package', agentType: 'Telesales' });
    const region = (await call(cookies.admin!, 'POST', '/api/sapna/v1/region', { cityId: city, name: 'Walk Region', localityIds: [locality] })).json() as { id: number };
    expect(region.id).toBeGreaterThan(0);
    const agentId = (await call(cookies.admin!, 'GET', '/api/mystique/v1/agent-locality-mapping/agents')).json() as unknown;
    const agent = Array.isArray(agentId) ? (agentId[0] as { id?: number } | undefined)?.id : undefined;
    // Valid bodies aimed at those rows; each run replaces some fields by anything.
    const targets: { method: Method; url: string; body: Record<string, unknown> }[] = [
      { method: 'POST', url: '/api/sapna/v1/region', body: { cityId: city, name: 'Walk Second', localityIds: [other] } },
      { method: 'PUT', url: `/api/sapna/v1/region/${region.id}`, body: { name: 'Walk Renamed' } },
      { method: 'POST', url: `/api/sapna/v1/region/${region.id}/locality-mapping`, body: { localityIds: [other] } },
      { method: 'PUT', url: '/api/sapna/v1/city-tier-mapping', body: { cityId: city, tier: 2 } },
      { method: 'POST', url: '/api/sapna/v1/monetizable-cities', body: { cityId: city } },
      ...(agent ? [{ method: 'POST' as const, url: '/api/mystique/v1/agent-locality-mapping', body: { agentId: agent, localityId: locality } }] : []),
      { method: 'POST', url: '/api/sapna/v1/sales-month-closure-date', body: { year: 2097, monthNumber: 3, closureDate: '2097-03-31' } },
      { method: 'PUT', url: `/api/sapna/v1/package-content/${pkg}`, body: { title: 'Walk title', description: 'Walk', highlights: ['One'], imageUrl: 'https://example.com/a.png' } },
      { method: 'PUT', url: '/api/mystique/v1/owner-sales-config', body: { prioritisedPull: false, sentLinkStageId: 98, sentLinkCaseSubType: 13, offers: [{ cityId: city, audience: 'OWNER', listingType: 'BUY', packageId: pkg }] } },
    ];
    const field = fc.constantFrom('cityId', 'name', 'localityIds', 'tier', 'agentId', 'localityId', 'year', 'monthNumber', 'closureDate', 'title', 'description', 'highlights', 'imageUrl', 'offers', 'prioritisedPull', 'sentLinkStageId', 'sentLinkCaseSubType');
    const value = fc.oneof(fc.anything({ maxDepth: 2 }), fc.constantFrom('', null, -1, 0, 1.5, 4, 1e20, '2097-02-30', 'javascript:alert(1)', [], [null], [{ cityId: city, audience: 'TENANT', listingType: 'RENT', packageId: 999999 }]));
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...targets), fc.dictionary(field, value, { minKeys: 1 }), async (target, patch) => {
        const before = await state();
        const res = await server.app.inject({
          method: target.method,
          url: target.url,
          headers: { cookie: cookies.admin!, 'content-type': 'application/json' },
          payload: JSON.stringify({ ...target.body, ...patch }),
        });
        const label = `${target.method} ${target.url} ${JSON.stringify(patch)} -> ${res.statusCode} ${res.body.slice(0, 200)}`;
        expect(res.statusCode, label).toBeLessThan(500);
        if (res.statusCode >= 400) expect(await state(), label).toBe(before);
      }),
      { numRuns: 90 },
    );
    // Path ids that are not ids: a 4xx, never a 500.
    const withIds = ADMIN_CONFIG_ROUTES.filter((r) => r.url.includes(String(MISSING)));
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...withIds), fc.oneof(fc.string({ minLength: 1 }), fc.constantFrom('0', '-1', '1.5', '1e3', '99999999999', 'null')), async (route, id) => {
        const url = route.url.replace(String(MISSING), encodeURIComponent(id));
        const res = await call(cookies.admin!, route.method, url, route.body);
        expect(res.statusCode, `${route.method} ${url} -> ${res.body}`).toBeLessThan(500);
      }),
      { numRuns: 40 },
    );
  });

  it('lists every route in the OpenAPI document', async () => {
    const doc = (await call(cookies.admin!, 'GET', '/api/openapi.json')).json() as { paths: Record<string, Record<string, unknown>> };
    for (const route of ADMIN_CONFIG_ROUTES) expect(doc.paths[openApiPathOf(route)]?.[route.method.toLowerCase()], `${route.method} ${route.template}`).toBeDefined();
  });
});

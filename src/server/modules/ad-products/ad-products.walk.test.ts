import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { adProductEndpoints } from '../../../domain/ad-products/ad-products.endpoints';
import { npSlotEndpoints } from '../../../domain/np-slots/np-slots.endpoints';
import { ROLES } from '../../../domain/auth/roles';
import { mayCall, openApiPathOf, tableEndpointsOutside, unplanned, walkRoutes, type WalkedRoute, type WalkPlan } from '../../testing/endpoint-walk';
import { describeOnOneBackend, startTestServer, type TestServer } from '../../testing/harness';
import { SUPPORT_CAST, createSupportCast } from '../../testing/support-fixtures';

/**
 * The role-by-route walk of issue 14 (ad products, NP slots): every route with every kind of user, aimed at unknown
 * ids so an allowed call answers 4xx and changes nothing; then random bodies and queries: never a 500, nothing
 * changed. Stop-slot is 403 for everyone here (the setting names nobody).
 */
type Method = WalkedRoute['method'];

const MISSING = 987654;
const slot = { opportunity_id: MISSING, audience_maximizer_type: 'city_level', polygon_id: 'x', start_date: '2027-01-01', end_date: '2027-01-02', amount: 10, impressions_count: 1 };
const np = { projectId: MISSING, flatConfigurationId: MISSING, startDate: '2027-01-01', endDate: '2027-01-02' };
/** Every ad-products endpoint from the endpoint table; who may call is its capability unless a service refines it. */
const AD_PRODUCT_PLAN: WalkPlan<typeof adProductEndpoints> = {
  packageSlots: { query: { row_per_page: 10, current_page_no: 1 } },
  packageSlot: { params: { slotId: MISSING } },
  createPackageSlot: { body: slot },
  updatePackageSlot: { body: { ...slot, slot_id: MISSING } },
  savePackageSlotCards: { params: { slotId: MISSING }, body: { cards: [] } },
  cancelPackageSlot: { params: { slotId: MISSING }, body: { reason: 'walk' } },
  // The route lets readers through; the service (ad-products.service.ts soldAmount) answers sellers only.
  soldAmount: { query: { opportunityId: MISSING, productId: 83 }, needs: 'sell' },
  productsMapping: {},
  helperList: { params: { n: 8 } },
  slotAvailability: { query: { productId: MISSING, cityId: MISSING, from: '2027-01-01', to: '2027-01-31' } },
  slotCapacities: {},
  saveSlotCapacity: { params: { productId: MISSING }, body: { capacity: 2 } },
};
/** Every NP slot endpoint from the endpoint table. */
const NP_SLOT_PLAN: WalkPlan<typeof npSlotEndpoints> = {
  slots: { query: { opmId: MISSING } },
  summary: { query: { opmId: MISSING } },
  pendingActivations: { query: { opmId: MISSING } },
  poc: { query: { opmId: MISSING } },
  projects: { query: { opmId: MISSING } },
  add: { query: { opmId: MISSING }, body: np },
  swap: { query: { opmId: MISSING }, body: { ...np, slotId: MISSING } },
  activate: { query: { opmId: MISSING }, body: { slotId: MISSING } },
  // The route lets every signed-in user through; the service lets only the user the npSlot.stopUserId setting names (nobody here).
  stop: { query: { opmId: MISSING }, body: { slotId: MISSING }, needs: 'nobody' },
  cancel: { query: { opmId: MISSING }, body: { slotId: MISSING, reason: 'walk' } },
};
const ROUTES: readonly (WalkedRoute & { url: string })[] = [...walkRoutes(adProductEndpoints, AD_PRODUCT_PLAN), ...walkRoutes(npSlotEndpoints, NP_SLOT_PLAN)].map((route) => ({
  ...route,
  url: `/api${route.url}`,
}));
const TABLES = ['package_slots', 'package_slot_cards', 'slot_bookings', 'slot_capacities', 'np_slots', 'slot_swaps', 'slot_history'];

describeOnOneBackend('ad products routes: role-by-route walk and random input', (backend) => {
  let server: TestServer;
  let cookies: Record<string, string>;
  async function state(): Promise<string> {
    const parts: string[] = [];
    for (const table of TABLES) {
      const result = await server.database.db.execute(sql.raw(`select coalesce(string_agg(t::text, '|' order by t::text), '') as s from ${table} t`));
      parts.push(`${table}:${(result as unknown as { rows: { s: string }[] }).rows[0]?.s ?? ''}`);
    }
    return parts.join('\n');
  }
  const call = (cookie: string, route: { method: Method; url: string }, body?: unknown) =>
    server.app.inject({ method: route.method, url: route.url, headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) }, ...(body === undefined ? {} : { payload: JSON.stringify(body) ?? 'null' }) });

  beforeAll(async () => {
    server = await startTestServer(backend);
    ({ cookies } = await createSupportCast(server, 'walk14'));
  });
  afterAll(() => server.close());

  it('walks every ad-products and NP slot endpoint from the endpoint table (none left out)', () => {
    expect(unplanned(adProductEndpoints, AD_PRODUCT_PLAN)).toEqual([]);
    expect(unplanned(npSlotEndpoints, NP_SLOT_PLAN)).toEqual([]);
    expect(tableEndpointsOutside(['ad-products', 'np-slots'], [adProductEndpoints, npSlotEndpoints])).toEqual([]);
    expect(ROUTES.length).toBe(Object.keys(adProductEndpoints).length + Object.keys(npSlotEndpoints).length);
  });

  it('every role on every route: allowed as the capability table says, refused with 403 otherwise, nothing changed', async () => {
    const before = await state();
    for (const route of ROUTES) {
      for (const [who, roleKeys] of Object.entries(SUPPORT_CAST)) {
        const roles = roleKeys.map((k) => ROLES[k].name);
        const allowed = mayCall(route, { roles });
        const res = await call(cookies[who]!, route, route.body);
        const label = `${who} ${route.method} ${route.url} -> ${res.statusCode} ${res.body.slice(0, 120)}`;
        if (allowed) expect([200, 400, 404, 409, 422], label).toContain(res.statusCode);
        else expect(res.statusCode, label).toBe(403);
      }
      expect((await server.app.inject({ method: route.method, url: route.url })).statusCode, `anonymous ${route.url}`).toBe(401);
    }
    expect(await state()).toBe(before);
  });

  it('random bodies and queries on every route: below 500, nothing changed', async () => {
    const before = await state();
    const body = fc.oneof(
      fc.anything(),
      fc.record({
        opportunity_id: fc.oneof(fc.integer(), fc.string(), fc.constant(null)),
        audience_maximizer_type: fc.oneof(fc.constantFrom('locality', 'city_with_budget', 'project_level', 'city_level'), fc.string()),
        start_date: fc.oneof(fc.string(), fc.constant('2027-02-30')),
        end_date: fc.string(),
        amount: fc.oneof(fc.double(), fc.integer(), fc.string()),
        inner_churn_radius: fc.oneof(fc.double(), fc.constant(-1)),
        project_ids: fc.oneof(fc.array(fc.integer()), fc.string()),
        cards: fc.oneof(fc.array(fc.record({ priority: fc.integer(), title: fc.string() }), { maxLength: 8 }), fc.string()),
        slotId: fc.oneof(fc.integer(), fc.string()),
        capacity: fc.oneof(fc.integer(), fc.string()),
      }),
    );
    for (const route of ROUTES.filter((r) => r.method !== 'GET')) {
      await fc.assert(
        fc.asyncProperty(body, async (payload) => {
          const res = await call(cookies.admin!, route, payload);
          expect(res.statusCode, `${route.method} ${route.url} ${JSON.stringify(payload)} -> ${res.body}`).toBeLessThan(500);
        }),
        { numRuns: 15 },
      );
    }
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ROUTES),
        fc.dictionary(fc.constantFrom('opmId', 'row_per_page', 'current_page_no', 'status', 'opportunity_id', 'placeholder_ids', 'productId', 'cityId', 'polygonId', 'from', 'to', 'q', 'cityUuid'), fc.string()),
        async (route, query) => {
          const search = new URLSearchParams(query).toString();
          const url = `${route.url.split('?')[0]}${search ? `?${search}` : ''}`;
          const res = await call(cookies.admin!, { method: route.method, url }, route.method === 'GET' ? undefined : {});
          expect(res.statusCode, `${route.method} ${url} -> ${res.body}`).toBeLessThan(500);
        },
      ),
      { numRuns: 80 },
    );
    expect(await state()).toBe(before);
  });

  it('lists every route in the OpenAPI document', async () => {
    const doc = (await call(cookies.admin!, { method: 'GET', url: '/api/openapi.json' })).json() as { paths: Record<string, Record<string, unknown>> };
    for (const route of ROUTES) expect(doc.paths[openApiPathOf(route)]?.[route.method.toLowerCase()], `${route.method} ${route.template}`).toBeDefined();
  });
});

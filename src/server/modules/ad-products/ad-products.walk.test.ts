import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { can, type Capability } from '../../../domain/auth/capabilities';
import { ROLES } from '../../../domain/auth/roles';
import { describeOnOneBackend, startTestServer, type TestServer } from '../../testing/harness';
import { SUPPORT_CAST, createSupportCast } from '../../testing/support-fixtures';

/**
 * The role-by-route walk of issue 14 (ad products, NP slots): every route with every kind of user, aimed at unknown
 * ids so an allowed call answers 4xx and changes nothing; then random bodies and queries: never a 500, nothing
 * changed. Stop-slot is 403 for everyone here (the setting names nobody).
 */
type Method = 'GET' | 'POST' | 'PUT';
type RouteCase = { method: Method; url: string; body?: unknown; needs: readonly Capability[] | null | 'nobody' };

const MISSING = 987654;
const slot = { opportunity_id: MISSING, audience_maximizer_type: 'city_level', polygon_id: 'x', start_date: '2027-01-01', end_date: '2027-01-02', amount: 10, impressions_count: 1 };
const np = { projectId: MISSING, flatConfigurationId: MISSING, startDate: '2027-01-01', endDate: '2027-01-02' };
const ROUTES: readonly RouteCase[] = [
  { method: 'GET', url: '/api/housingAdvert/products/get-all-packages?row_per_page=10&current_page_no=1', needs: null },
  { method: 'GET', url: `/api/housingAdvert/products/packages/${MISSING}`, needs: null },
  { method: 'POST', url: '/api/housingAdvert/products/create-packages', body: slot, needs: ['sell'] },
  { method: 'POST', url: '/api/housingAdvert/products/update-packages', body: { ...slot, slot_id: MISSING }, needs: ['sell'] },
  { method: 'PUT', url: `/api/housingAdvert/products/packages/${MISSING}/cards`, body: { cards: [] }, needs: ['content', 'sell'] },
  { method: 'GET', url: `/api/housingAdvert/products/sold-amount?opportunityId=${MISSING}&productId=83`, needs: ['sell'] },
  { method: 'GET', url: '/api/housingAP/products-mapping', needs: null },
  { method: 'GET', url: '/api/sapna/v1/housing/helper/8', needs: null },
  { method: 'GET', url: `/api/housingAdvert/products/slot-availability?productId=${MISSING}&cityId=${MISSING}&from=2027-01-01&to=2027-01-31`, needs: null },
  { method: 'GET', url: '/api/housingAdvert/products/slot-capacities', needs: null },
  { method: 'PUT', url: `/api/housingAdvert/products/slot-capacities/${MISSING}`, body: { capacity: 2 }, needs: ['catalogue'] },
  { method: 'GET', url: `/api/housingAdvert/np/get-all-slots?opmId=${MISSING}`, needs: ['readSales'] },
  { method: 'GET', url: `/api/housingAdvert/np/get-summary-details?opmId=${MISSING}`, needs: ['readSales'] },
  { method: 'GET', url: `/api/housingAdvert/np/pending-activations?opmId=${MISSING}`, needs: ['readSales'] },
  { method: 'GET', url: `/api/housingAdvert/np/primaryAndChildPoc?opmId=${MISSING}`, needs: ['readSales'] },
  { method: 'GET', url: `/api/housingAdvert/np/new-projects?opmId=${MISSING}`, needs: ['readSales'] },
  { method: 'POST', url: `/api/housingAdvert/np/create-slot?opmId=${MISSING}`, body: np, needs: ['sell'] },
  { method: 'POST', url: `/api/housingAdvert/np/swap-slot?opmId=${MISSING}`, body: { ...np, slotId: MISSING }, needs: ['sell'] },
  { method: 'POST', url: `/api/housingAdvert/np/activate-slot?opmId=${MISSING}`, body: { slotId: MISSING }, needs: ['sell'] },
  { method: 'POST', url: `/api/housingAdvert/np/stop-slot?opmId=${MISSING}`, body: { slotId: MISSING }, needs: 'nobody' },
  { method: 'POST', url: `/api/housingAdvert/np/cancel-slot?opmId=${MISSING}`, body: { slotId: MISSING, reason: 'walk' }, needs: ['sell'] },
  { method: 'POST', url: `/api/housingAdvert/products/packages/${MISSING}/cancel`, body: { reason: 'walk' }, needs: ['sell'] },
];
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

  it('every role on every route: allowed as the capability table says, refused with 403 otherwise, nothing changed', async () => {
    const before = await state();
    for (const route of ROUTES) {
      for (const [who, roleKeys] of Object.entries(SUPPORT_CAST)) {
        const roles = roleKeys.map((k) => ROLES[k].name);
        const allowed = route.needs === null || (route.needs !== 'nobody' && route.needs.some((c) => can({ roles }, c)));
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
    const doc = (await call(cookies.admin!, { method: 'GET', url: '/api/openapi.json' })).json() as { paths: Record<string, unknown> };
    const paths = Object.keys(doc.paths);
    for (const route of ROUTES) {
      const path = route.url.split('?')[0]!.replace(/^\/api/, '').replace(String(MISSING), '{x}').replace('/8', '/{n}');
      const pattern = new RegExp(`^(/api)?${path.replace(/\{x\}|\{n\}/g, '\\{[^}]+\\}')}$`);
      expect(paths.some((p) => pattern.test(p)), path).toBe(true);
    }
  });
});

import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { documentEndpoints } from '../../../domain/documents/documents.endpoints';
import { dynamicPropertyEndpoints } from '../../../domain/dynamic-properties/dynamic-properties.endpoints';
import { erpEndpoints } from '../../../domain/erp/erp.endpoints';
import { eventEndpoints } from '../../../domain/events/events.endpoints';
import { notificationEndpoints } from '../../../domain/notifications/notifications.endpoints';
import { referenceEndpoints } from '../../../domain/reference/reference.endpoints';
import { ROLES } from '../../../domain/auth/roles';
import { handWritten, mayCall, openApiPathOf, tableEndpointsOutside, unplanned, walkRoutes, type WalkedRoute, type WalkPlan } from '../../testing/endpoint-walk';
import { describeOnOneBackend, startTestServer, type TestServer } from '../../testing/harness';
import { SUPPORT_CAST, createSupportCast } from '../../testing/support-fixtures';

/**
 * The role-by-route walk of issue 15 (support tools): events, documents, ERP, notifications, case lists, every
 * route called by every kind of user. Expectation from the capability table: reads are open (documents and ERP
 * as their capability says), a write is refused (403) exactly when the user lacks its capability. Writes aim at
 * unknown ids so an allowed call answers 4xx and changes nothing. Then random bodies and queries: never a 500.
 */
type Method = WalkedRoute['method'];

const MISSING = 987654;
const event = { name: 'Walk', startDate: '2026-01-01', endDate: '2026-01-02' };
const EVENT_PLAN: WalkPlan<typeof eventEndpoints> = {
  list: {},
  familyEvents: {},
  create: { body: { ...event, cityId: MISSING } },
  update: { params: { id: MISSING }, body: event },
};
const DOCUMENT_PLAN: WalkPlan<typeof documentEndpoints> = {
  // The route lets every signed-in user through; the service (documents.service.ts checkEntity) reads a record's
  // documents to whoever reads sales, content or finance.
  list: { query: { entityTypeId: 1, entityId: MISSING }, needs: ['readSales', 'content', 'finance'] },
  download: { params: { id: MISSING } },
  remove: { params: { id: MISSING } },
  upload: { skip: 'multipart upload (documents.test.ts uploads real files); a JSON body is not what it reads' },
};
const ERP_PLAN: WalkPlan<typeof erpEndpoints> = {
  entityRecords: { body: { entityKind: 'payment', entityIds: String(MISSING) } },
  pushManual: { body: { entityKind: 'payment', entityIds: String(MISSING) } },
  events: {},
  retry: { params: { id: MISSING }, body: {} },
};
const NOTIFICATION_PLAN: WalkPlan<typeof notificationEndpoints> = {
  recent: {},
  history: {},
  readAll: {},
  read: { query: { notificationIds: MISSING } },
};
const DYNAMIC_PROPERTY_PLAN: WalkPlan<typeof dynamicPropertyEndpoints> = {
  list: {},
  get: { params: { key: 'nope' } },
  update: { params: { key: 'nope' }, body: { value: true } },
  accountLinkSharing: {},
};
const REFERENCE_PLAN: WalkPlan<typeof referenceEndpoints> = {
  referenceData: {},
  caseAssignStatuses: {},
  caseReasons: { query: { reason: 'Login Activity' } },
};
const SUPPORT_ENDPOINTS = [eventEndpoints, documentEndpoints, erpEndpoints, notificationEndpoints, dynamicPropertyEndpoints, referenceEndpoints] as const;
const SUPPORT_TAGS = ['events', 'documents', 'erp', 'notifications', 'dynamic properties', 'reference'];
const ROUTES: readonly WalkedRoute[] = [
  ...walkRoutes(eventEndpoints, EVENT_PLAN),
  ...walkRoutes(documentEndpoints, DOCUMENT_PLAN),
  ...walkRoutes(erpEndpoints, ERP_PLAN),
  ...walkRoutes(notificationEndpoints, NOTIFICATION_PLAN),
  ...walkRoutes(dynamicPropertyEndpoints, DYNAMIC_PROPERTY_PLAN),
  // Still declared by hand (analytics.routes.ts, not in the endpoint table yet): any signed-in user, read-only ones too.
  handWritten('analyticsEvents', 'POST', '/sapna/v1/analytics/events', 'signedIn', {
    body: { events: [{ category: 'owner_crm', action: 'page_view', page: '/home', time: '2026-01-01T00:00:00Z' }] },
    allowReadOnly: true,
  }),
  ...walkRoutes(referenceEndpoints, REFERENCE_PLAN),
].map((route) => ({ ...route, url: `/api${route.url}` }));

const TABLES = ['marketplace_events', 'entity_documents', 'erp_events', 'erp_receipts', 'notifications', 'dynamic_properties', 'analytics_events'];

describeOnOneBackend('support tools routes: role-by-route walk and random input', (backend) => {
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
    ({ cookies } = await createSupportCast(server, 'walk15'));
  });
  afterAll(() => server.close());

  it('walks every endpoint of the support areas from the endpoint table (or names why not)', () => {
    const plans = [EVENT_PLAN, DOCUMENT_PLAN, ERP_PLAN, NOTIFICATION_PLAN, DYNAMIC_PROPERTY_PLAN, REFERENCE_PLAN];
    SUPPORT_ENDPOINTS.forEach((endpoints, n) => expect(unplanned(endpoints, plans[n]!)).toEqual([]));
    expect(tableEndpointsOutside(SUPPORT_TAGS, SUPPORT_ENDPOINTS)).toEqual([]);
    const skipped = plans.flatMap((plan) => Object.values(plan).filter((input) => 'skip' in input));
    expect(ROUTES.length + skipped.length).toBe(SUPPORT_ENDPOINTS.reduce((sum, endpoints) => sum + Object.keys(endpoints).length, 0) + 1);
  });

  it('every role on every route: allowed as the capability table says, refused with 403 otherwise, nothing changed', async () => {
    const before = await state();
    for (const route of ROUTES) {
      for (const [who, roleKeys] of Object.entries(SUPPORT_CAST)) {
        const roles = roleKeys.map((k) => ROLES[k].name);
        const allowed = mayCall(route, { roles });
        const res = await call(cookies[who]!, route, route.body);
        const label = `${who} ${route.method} ${route.url} -> ${res.statusCode} ${res.body.slice(0, 120)}`;
        if (allowed) expect([200, 204, 400, 404, 409, 422], label).toContain(res.statusCode);
        else {
          expect(res.statusCode, label).toBe(403);
          expect(Object.keys(res.json()), label).toEqual(['error']);
        }
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
        name: fc.oneof(fc.string(), fc.integer()),
        startDate: fc.oneof(fc.string(), fc.constant('2026-02-30'), fc.date().map((d) => (Number.isNaN(d.getTime()) ? 'x' : d.toISOString().slice(0, 10)))),
        endDate: fc.string(),
        cityId: fc.oneof(fc.integer(), fc.string(), fc.constant(null)),
        active: fc.oneof(fc.boolean(), fc.string()),
        entityKind: fc.oneof(fc.constantFrom('payment', 'invoice', 'account', 'lead'), fc.string()),
        entityIds: fc.oneof(fc.string(), fc.array(fc.integer()).map((a) => a.join(',')), fc.integer()),
        value: fc.anything(),
      }),
    );
    const writes = ROUTES.filter((r) => r.method === 'POST' || r.method === 'PUT');
    for (const route of writes) {
      await fc.assert(
        fc.asyncProperty(body, async (payload) => {
          const res = await call(cookies.admin!, { method: route.method, url: route.url.replace(String(MISSING), String(MISSING + 1)) }, payload);
          expect(res.statusCode, `${route.method} ${route.url} ${JSON.stringify(payload)} -> ${res.body}`).toBeLessThan(500);
        }),
        { numRuns: 20 },
      );
    }
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ROUTES),
        fc.dictionary(fc.constantFrom('entityTypeId', 'entityId', 'status', 'entityKind', 'page', 'size', 'active', 'notificationIds', 'reason', 'familyEvent'), fc.string()),
        async (route, query) => {
          const search = new URLSearchParams(query).toString();
          const url = `${route.url.split('?')[0]}${search ? `?${search}` : ''}`;
          const res = await call(cookies.admin!, { method: route.method, url }, route.method === 'GET' || route.method === 'DELETE' ? undefined : {});
          expect(res.statusCode, `${route.method} ${url} -> ${res.body}`).toBeLessThan(500);
        },
      ),
      { numRuns: 80 },
    );
    // The worker's writes aside (none here), nothing the admin sent changed a row... except events it created
    // with valid random input: compare only the tables no valid random write reaches.
    const after = await state();
    expect(after.split('\n').slice(1)).toEqual(before.split('\n').slice(1));
  });

  it('lists every route in the OpenAPI document', async () => {
    const doc = (await call(cookies.admin!, { method: 'GET', url: '/api/openapi.json' })).json() as { paths: Record<string, Record<string, unknown>> };
    for (const route of ROUTES) expect(doc.paths[openApiPathOf(route)]?.[route.method.toLowerCase()], `${route.method} ${route.template}`).toBeDefined();
    for (const path of ['/api/pixie/data/v1/entity/document', '/api/sapna/v1/reference-data']) expect(doc.paths[path], path).toBeDefined();
  });
});

// The payments area's role-by-route walk (PERMISSIONS.md: every route with every demo role, allowed or refused as the
// capability table says) and a fast-check run over the same routes: any input answers below 500 and changes nothing.
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { can, type Capability, type Principal } from '../../../domain/auth/capabilities';
import { canAddComplimentaryProducts, canViewComplimentaryProducts } from '../../../domain/opportunities/complimentary-products';
import { canSignIn, ROLES } from '../../../domain/auth/roles';
import { queryRows } from '../../db/client';
import { DEMO_USERS } from '../../seed/demo-users';
import { createUser, loginAs } from '../../testing/fixtures';
import { describeOnOneBackend, startTestServer, type TestServer } from '../../testing/harness';
import { createDeal, insertMilestone, insertPayment, insertTermsheet } from '../../testing/money-fixtures';

type Ids = { accountId: number; opportunityId: number; milestoneId: number; pending: number; rejected: number; approved: number; productMappingId: number; packageMappingId: number };
type Route = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: (ids: Ids) => string; body?: (ids: Ids) => object; needs: Capability | 'sellOrFinance' | ((user: Principal) => boolean) };

/** Every route this area added, with what it needs (PERMISSIONS.md: sell, finance, or reading sales). */
const PAYMENT_AREA_ROUTES: Route[] = [
  { method: 'GET', url: () => '/sapna/v1/payment/key-search?statusGroup=pending&from=2026-01-01&to=2026-12-31', needs: 'readSales' },
  { method: 'GET', url: () => '/sapna/v1/payment/key-search/csv?statusGroup=approved', needs: 'readSales' },
  { method: 'GET', url: (i) => `/sapna/v1/payment-details/${i.pending}`, needs: 'readSales' },
  { method: 'GET', url: (i) => `/sapna/v1/wallet/${i.accountId}`, needs: 'readSales' },
  { method: 'GET', url: (i) => `/sapna/v1/wallet/${i.accountId}/latest-payments`, needs: 'readSales' },
  { method: 'GET', url: (i) => `/sapna/v1/payment/threshold-details?accountId=${i.accountId}`, needs: 'readSales' },
  { method: 'GET', url: (i) => `/sapna/v1/payment/tds-rate?milestoneId=${i.milestoneId}`, needs: 'readSales' },
  { method: 'GET', url: (i) => `/sapna/v1/payment/bucket-info?accountId=${i.accountId}&type=pending`, needs: 'readSales' },
  { method: 'GET', url: (i) => `/sapna/v1/payment/unutilized?accountId=${i.accountId}`, needs: 'readSales' },
  { method: 'GET', url: (i) => `/sapna/v1/payment/${i.pending}/document/1`, needs: 'readSales' },
  { method: 'PUT', url: (i) => `/sapna/v1/payment/${i.pending}/status`, body: () => ({ action: 'reject', remark: 'walk' }), needs: 'finance' },
  // Finance refunds at once; a seller's refund goes for approval (refund-approvals.test.ts).
  { method: 'POST', url: () => '/sapna/refund', body: (i) => ({ paymentId: i.approved, amount: 1 }), needs: 'sellOrFinance' },
  { method: 'GET', url: () => '/sapna/v1/refund-request?approvalId=1', needs: 'readSales' },
  // Product activation and complimentary products (issue 9; opportunities module).
  { method: 'POST', url: () => '/sapna/v1/product-activation/activate', body: (i) => ({ opportunityProductMappingId: i.productMappingId }), needs: 'sell' },
  { method: 'POST', url: () => '/sapna/v1/product-activation/force-activate', body: (i) => ({ opportunityProductMappingId: i.productMappingId, remark: 'walk' }), needs: 'finance' },
  { method: 'GET', url: (i) => `/sapna/v1/product-activation/details?opportunityProductMappingId=${i.productMappingId}`, needs: 'readSales' },
  { method: 'POST', url: () => '/sapna/v1/product-activation/tag-listings', body: (i) => ({ opportunityProductMappingId: i.productMappingId, listingIds: [1] }), needs: 'sell' },
  { method: 'GET', url: (i) => `/sapna/v1/opportunity/${i.opportunityId}/complimentary-products`, needs: canViewComplimentaryProducts },
  { method: 'POST', url: (i) => `/sapna/v1/opportunity/${i.opportunityId}/complimentary-products`, body: (i) => ({ opportunityPackageMappingId: i.packageMappingId, productId: 1 }), needs: canAddComplimentaryProducts },
  { method: 'PUT', url: () => '/sapna/v1/opportunity/complimentary-products/1/deactivate', needs: canAddComplimentaryProducts },
  { method: 'POST', url: (i) => `/sapna/v1/payment/${i.rejected}/recollect`, body: () => ({ paymentType: 'Recollection', pinCode: '560001', amount: 1 }), needs: 'sell' },
  // Account-link sharing (spec 000 §6): the walk turns it on and lists every walker, so the role decides.
  { method: 'POST', url: () => '/sapna/v1/account/share-payment-link', body: (i) => ({ accountId: i.accountId, email: 'walk@example.test', amount: 1 }), needs: 'shareAccountLink' },
  { method: 'POST', url: (i) => `/sapna/v1/opportunity/${i.opportunityId}/pre-payment-link`, body: () => ({ amount: 1, email: 'walk@example.test' }), needs: 'sell' },
  { method: 'POST', url: (i) => `/sapna/v1/payment/${i.pending}/document`, body: () => ({}), needs: 'sellOrFinance' },
  // Issue 52: a wrong document deleted before approval (an unknown one here: 404 for those allowed).
  { method: 'DELETE', url: (i) => `/sapna/v1/payment/${i.pending}/document/999999`, needs: 'sellOrFinance' },
];

describeOnOneBackend('payments role-by-route walk', (backend) => {
  let server: TestServer;
  const sessions = new Map<string, string>();
  let ids: Ids;

  beforeAll(async () => {
    server = await startTestServer(backend);
    const db = server.database.db;
    const userIds = new Map<string, number>();
    // Parents first (the list is written managers first), so parentId links the team as the demo seed does.
    for (const u of DEMO_USERS) {
      const parentId = u.parent ? userIds.get(`walk-${u.parent}`) : undefined;
      const username = `walk-${u.username}`;
      userIds.set(username, await createUser(db, { username, roles: u.roles, designationId: u.designationId ?? undefined, parentId, domainId: u.brand === 'makaan' ? 1 : 5 }));
      sessions.set(u.username, await loginAs(server.app, username));
    }
    await db.execute(sql`update dynamic_properties set value = 'true' where key = 'accountLinkSharing.enabled'`);
    const allowList = JSON.stringify(DEMO_USERS.map((u) => `walk-${u.username}@example.test`));
    await db.execute(sql`update dynamic_properties set value = ${allowList}::jsonb where key = 'accountLinkSharing.allowList'`);
    const deal = await createDeal(db, { agentId: userIds.get('walk-agent') as number });
    const milestoneId = await insertMilestone(db, await insertTermsheet(db, deal, 1), { amount: '100000.00', gst: '0.00' });
    ids = {
      accountId: deal.accountId,
      opportunityId: deal.opportunityId,
      milestoneId,
      pending: await insertPayment(db, milestoneId, '10.00', 1),
      rejected: await insertPayment(db, milestoneId, '10.00', 7),
      approved: await insertPayment(db, milestoneId, '1000.00', 6),
      productMappingId: deal.productMappingId,
      packageMappingId: deal.packageMappingId,
    };
  });
  afterAll(async () => server?.close());

  async function call(route: Route, cookie: string | undefined, body?: unknown, url = route.url(ids)) {
    const res = await server.app.inject({
      method: route.method,
      url: `/api${url}`,
      headers: cookie ? { cookie } : {},
      ...(body !== undefined ? { payload: body as object } : route.body ? { payload: route.body(ids) } : {}),
    });
    return res.statusCode;
  }

  it('answers every route for every demo role as the capability table says (403 when refused; never 500)', async () => {
    for (const route of PAYMENT_AREA_ROUTES) {
      expect(await call(route, undefined), `${route.method} ${route.url(ids)} anonymous`).toBe(401);
      for (const u of DEMO_USERS) {
        const user = { roles: u.roles.map((k) => ROLES[k].name), designationId: u.designationId };
        const needs = route.needs;
        const allowed =
          canSignIn(user.roles) && (typeof needs === 'function' ? needs(user) : needs === 'sellOrFinance' ? can(user, 'sell') || can(user, 'finance') : can(user, needs));
        const status = await call(route, sessions.get(u.username));
        const where = `${route.method} ${route.url(ids)} as ${u.username}`;
        expect(status, where).toBeLessThan(500);
        if (allowed) expect(status, where).not.toBe(403);
        else expect(status, where).toBe(403);
      }
    }
  });

  it('lists every route of the area in the OpenAPI document', async () => {
    const doc = (await server.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as { paths: Record<string, Record<string, unknown>> };
    const paths = [
      ['get', '/api/sapna/v1/payment/key-search'],
      ['get', '/api/sapna/v1/payment/key-search/csv'],
      ['get', '/api/sapna/v1/payment-details/{id}'],
      ['put', '/api/sapna/v1/payment/{id}/status'],
      ['post', '/api/sapna/v1/payment/{id}/recollect'],
      ['post', '/api/sapna/v1/payment/{id}/document'],
      ['get', '/api/sapna/v1/payment/{id}/document/{documentId}'],
      ['delete', '/api/sapna/v1/payment/{id}/document/{documentId}'],
      ['post', '/api/sapna/refund'],
      ['post', '/api/sapna/v1/account/share-payment-link'],
      ['post', '/api/sapna/v1/opportunity/{id}/pre-payment-link'],
      ['get', '/api/sapna/v2/opportunity/reshare-payment-link'],
      ['get', '/api/sapna/v1/wallet/{accountId}'],
      ['get', '/api/sapna/v1/wallet/{accountId}/latest-payments'],
      ['get', '/api/sapna/v1/payment/threshold-details'],
      ['get', '/api/sapna/v1/payment/tds-rate'],
      ['get', '/api/sapna/v1/payment/bucket-info'],
      ['get', '/api/sapna/v1/payment/unutilized'],
      ['get', '/api/sapna/v1/refund-request'],
      ['post', '/api/sapna/v1/product-activation/activate'],
      ['post', '/api/sapna/v1/product-activation/force-activate'],
      ['get', '/api/sapna/v1/product-activation/details'],
      ['post', '/api/sapna/v1/product-activation/tag-listings'],
      ['get', '/api/sapna/v1/opportunity/{id}/complimentary-products'],
      ['post', '/api/sapna/v1/opportunity/{id}/complimentary-products'],
      ['put', '/api/sapna/v1/opportunity/complimentary-products/{id}/deactivate'],
    ];
    for (const [method, p] of paths) expect(doc.paths[p as string]?.[method as string], `${method} ${p}`).toBeDefined();
    expect(PAYMENT_AREA_ROUTES.length).toBe(paths.length - 1);
  });

  it('refuses every write to the read-only roles (RCM_USER, Ticketing, Lookup View) with 403', async () => {
    for (const route of PAYMENT_AREA_ROUTES.filter((r) => r.method !== 'GET')) {
      for (const name of ['rcm', 'ticketing', 'no-access']) expect(await call(route, sessions.get(name)), `${route.url(ids)} ${name}`).toBe(403);
    }
  });

  it('answers any input below 500 and changes nothing (fast-check)', async () => {
    const fingerprint = async () =>
      queryRows(
        server.database.db,
        sql`select (select count(*) from payments)::int p, (select coalesce(sum(status_id * id), 0) from payments)::bigint s,
          (select count(*) from refunds)::int r, (select count(*) from entity_documents)::int d, (select count(*) from payment_status_changes)::int h,
          (select count(*) from refund_requests)::int rr, (select count(*) from approvals)::int a,
          (select count(*) from opportunity_complimentary_products)::int c,
          (select coalesce(sum(id), 0) from opportunity_product_mappings where activated or activation_requested_at is not null)::bigint pa,
          (select count(*) from listings where tagged_product_mapping_id is not null)::int t`,
      );
    const before = await fingerprint();
    const writes = PAYMENT_AREA_ROUTES.filter((r) => r.method !== 'GET');
    const junk = fc.oneof(
      fc.constant(undefined),
      fc.jsonValue({ maxDepth: 2 }),
      fc.record({
        action: fc.oneof(fc.string(), fc.constantFrom('approve', 'reject')),
        paymentId: fc.oneof(fc.integer(), fc.string()),
        amount: fc.oneof(fc.double(), fc.integer({ min: -5, max: 0 }), fc.constant(1e20), fc.string()),
        opportunityProductMappingId: fc.oneof(fc.integer({ min: -5, max: 0 }), fc.string(), fc.constant(1e12)),
        opportunityPackageMappingId: fc.oneof(fc.integer({ min: -5, max: 0 }), fc.string()),
        productId: fc.oneof(fc.integer({ min: -5, max: 0 }), fc.string()),
        listingIds: fc.oneof(fc.constant([]), fc.array(fc.string(), { maxLength: 2 }), fc.constant([0])),
        remark: fc.oneof(fc.constant(''), fc.string({ maxLength: 3 }), fc.constant('x'.repeat(600))),
        paymentType: fc.oneof(fc.string(), fc.constant('Recollection')),
        pinCode: fc.oneof(fc.string(), fc.integer()),
        accountId: fc.oneof(fc.integer(), fc.constant(-1)),
        email: fc.string(),
      }, { requiredKeys: [] }),
    );
    const badId = fc.oneof(fc.constant('0'), fc.constant('-1'), fc.constant('abc'), fc.constant('99999999999'), fc.constant('1.5'), fc.constant('%00'));
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...writes), fc.constantFrom('agent', 'finance', 'admin', 'manager'), junk, badId, async (route, who, body, id) => {
        // Bad ids in the path, or the real path with a body that cannot succeed (amounts and actions invalid).
        const url = route.url(ids).replace(/\/\d+(?=\/|$)/, `/${id}`);
        const status = await call(route, sessions.get(who), body ?? {}, url);
        return status < 500 && status >= 400;
      }),
      { numRuns: 150 },
    );
    for (const q of ['opportunityProductMappingId=x', 'opportunityProductMappingId=-1', 'opportunityProductMappingId=99999999999', 'approvalId=0', 'approvalId=abc', '']) {
      for (const path of ['/sapna/v1/product-activation/details', '/sapna/v1/refund-request']) {
        const res = await server.app.inject({ method: 'GET', url: `/api${path}?${q}`, headers: { cookie: sessions.get('agent') as string } });
        expect(res.statusCode, `${path}?${q}`).toBe(400);
      }
    }
    const queries = ['q=%27%3B--', 'statusGroup=x', 'modeId=-1', 'from=2026-13-01', 'to=x', 'page=-1', 'size=0', 'q=' + 'x'.repeat(200)];
    for (const q of queries) {
      for (const path of ['/sapna/v1/payment/key-search', '/sapna/v1/payment/key-search/csv', '/sapna/v1/payment/bucket-info', '/sapna/v1/payment/tds-rate', '/sapna/v1/payment/unutilized']) {
        const res = await server.app.inject({ method: 'GET', url: `/api${path}?${q}`, headers: { cookie: sessions.get('finance') as string } });
        expect(res.statusCode, `${path}?${q}`).toBeLessThan(500);
      }
    }
    expect(await fingerprint()).toEqual(before);
  });
});

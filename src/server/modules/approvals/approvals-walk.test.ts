// The role-by-route walk for the approvals area's routes (PERMISSIONS.md "How it is enforced"): every route with
// every demo role, allowed or refused as the capability table says; and fast-check over the same routes: whatever
// the input, the answer is below 500 and a refused request changes nothing.
import fc from 'fast-check';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { approvalEndpoints, approvalMatrixEndpoints } from '../../../domain/approvals/approvals.endpoints';
import { ROLES } from '../../../domain/auth/roles';
import { approvalActions, approvals, approvingDesignations, discountApprovingAuthorities, slotSwaps } from '../../db/schema/index';
import { DEMO_USERS } from '../../seed/demo/demo-users';
import { mayCall, openApiPathOf, tableEndpointsOutside, unplanned, walkRoutes, type WalkedRoute, type WalkPlan } from '../../testing/endpoint-walk';
import { createUser, loginAs } from '../../testing/fixtures';
import { describeOnOneBackend, startTestServer, type TestServer } from '../../testing/harness';
import { caller } from '../../testing/opportunity-fixtures';

/**
 * Every endpoint of the approvals area from the endpoint table, with an input that passes validation. Who may call is
 * the endpoint's capability: reads need readSales, sending for approval needs sell, the reviewer and approver paths
 * are 'signedIn' (any user who may write; the matrices decide the rest), the matrices' edits need people.
 */
const APPROVAL_PLAN: WalkPlan<typeof approvalEndpoints> = {
  all: {},
  raised: {},
  inbox: { query: { approvalType: 'Refund', status: 'all', olderThanDays: 7, sort: 'newest' } },
  page: { params: { id: 1 } },
  ofPayment: { params: { id: 1 } },
  ofOpportunity: { query: { opportunityId: 1 } },
  packageMoreDetails: { query: { entityId: 1, approvalType: 'SlotSwap' } },
  completeTaskWithRemark: { body: { taskKey: 'APR-1-approval-Approved', remark: 'ok' } },
  completeTask: { body: { taskKey: 'APR-1-approval-Approved' } },
  processReview: { query: { approvalId: 1, status: 'Approved' } },
  processReviewByPost: { query: { approvalId: 1, status: 'Approved' } },
  processApproval: { query: { approvalId: 1, status: 'Approved' } },
  processDiscountReview: { query: { opportunityId: 1, status: 'Approved' } },
  reviewDiscount: { params: { id: 1 }, query: { discount: 'Approved' } },
  approveDiscount: { params: { id: 1 }, query: { discount: 'Approved' } },
  sendForDiscountApproval: { params: { id: 1 }, body: { remark: 'x' } },
  sendForApproval: { body: { entityTypeId: 18, entityId: 1, approvalType: 'ExtendSlotDate', durationInDays: 3 } },
};
const MATRIX_PLAN: WalkPlan<typeof approvalMatrixEndpoints> = {
  // The route lets every signed-in user through; the service (matrices.service.ts assertPeople) reads the matrices to Admin only.
  discountMatrix: { query: { clientTypeId: 1 }, needs: 'people' },
  addDiscountLevel: { body: { clientTypeId: 1, designationId: 40, approvalLevel: 2 } },
  removeDiscountLevel: { query: { clientTypeId: 1, id: 999999 } },
  designations: { query: { approvalType: 'Refund', domainId: 5 }, needs: 'people' },
  addDesignation: { body: { approvalType: 'Refund', domainId: 5, designationId: 40, approvalLevel: 2 } },
  removeDesignation: { query: { id: 999999, approvalType: 'Refund', domainId: 5 } },
};
const APPROVAL_ROUTES: readonly WalkedRoute[] = [...walkRoutes(approvalEndpoints, APPROVAL_PLAN), ...walkRoutes(approvalMatrixEndpoints, MATRIX_PLAN)];
/** The walk's calls carry the /api prefix. */
const urlOf = (route: WalkedRoute) => `/api${route.url}`;

// The access layer's refusals (auth-messages.ts, reached here by their text: another module's files are off limits).
const ROLE_REFUSALS: readonly string[] = ['Your role does not allow you to use this console.', 'You have read-only access.', 'You do not have permission to do this.'];

describeOnOneBackend('approvals: role-by-route walk and fast-check', (backend) => {
  let server: TestServer;
  const call = caller(() => server.app);
  const db = () => server.database.db;
  const people: { username: string; cookie: string; roles: string[]; designationId: number | null }[] = [];

  beforeAll(async () => {
    server = await startTestServer(backend);
    for (const demo of DEMO_USERS) {
      const username = `walk-${demo.username}`;
      await createUser(db(), { username, roles: demo.roles, designationId: demo.designationId, domainId: demo.brand === 'makaan' ? 1 : 5 });
      people.push({ username, cookie: await loginAs(server.app, username), roles: demo.roles.map((k) => ROLES[k].name), designationId: demo.designationId });
    }
  });
  afterAll(() => server.close());

  const counts = async () =>
    Promise.all([approvals, approvalActions, discountApprovingAuthorities, approvingDesignations, slotSwaps].map(async (t) => Number((await db().select({ n: count() }).from(t))[0]?.n ?? 0)));

  it('walks every endpoint of the approvals area from the endpoint table (none left out)', () => {
    expect(unplanned(approvalEndpoints, APPROVAL_PLAN)).toEqual([]);
    expect(unplanned(approvalMatrixEndpoints, MATRIX_PLAN)).toEqual([]);
    expect(tableEndpointsOutside(['approvals', 'approval matrices'], [approvalEndpoints, approvalMatrixEndpoints])).toEqual([]);
    expect(APPROVAL_ROUTES.length).toBe(Object.keys(approvalEndpoints).length + Object.keys(approvalMatrixEndpoints).length);
  });

  it('walks every route with every demo role: allowed or refused as PERMISSIONS.md says', async () => {
    for (const route of APPROVAL_ROUTES) {
      for (const person of people) {
        const res = await call(person.cookie, route.method, urlOf(route), route.body);
        const msg: string | undefined = res.statusCode >= 400 ? res.json().error?.msg : undefined;
        const where = `${route.method} ${route.url} as ${person.username}: ${res.statusCode} ${msg ?? ''}`;
        expect(res.statusCode, where).toBeLessThan(500);
        if (mayCall(route, person)) expect(res.statusCode === 403 && ROLE_REFUSALS.includes(msg ?? ''), where).toBe(false);
        else expect([res.statusCode, ROLE_REFUSALS.includes(msg ?? '')], where).toEqual([403, true]);
      }
    }
    // Unauthenticated: 401 everywhere.
    for (const route of APPROVAL_ROUTES) expect((await call('', route.method, urlOf(route), route.body)).statusCode).toBe(401);
  });

  it('lists every approvals route in the OpenAPI document', async () => {
    const doc = (await server.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as { paths: Record<string, Record<string, unknown>> };
    for (const route of APPROVAL_ROUTES) {
      const path = openApiPathOf(route);
      expect(doc.paths[path]?.[route.method.toLowerCase()], `${route.method} ${path}`).toBeDefined();
    }
  });

  it('answers any input below 500, and a refused request changes nothing (fast-check)', async () => {
    const admin = people.find((p) => p.username === 'walk-admin')!;
    const value = fc.oneof(fc.string({ maxLength: 12 }), fc.integer({ min: -5, max: 3_000_000_000 }), fc.constant(''), fc.constant(null), fc.boolean(), fc.constantFrom('Refund', 'SlotSwap', 'APR-1-review-Approved', '5', '1e3'));
    const input = fc.dictionary(fc.constantFrom('clientTypeId', 'designationId', 'approvalLevel', 'approvalType', 'domainId', 'id', 'entityId', 'taskKey', 'remark', 'approvalId', 'status', 'version', 'page', 'size'), value, { maxKeys: 6 });
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...APPROVAL_ROUTES), input, async (route, fields) => {
        const before = await counts();
        const path = urlOf(route).split('?')[0]!.replace(/\/1(\/|$)/, (_m, tail: string) => `/${String(fields.id ?? 1)}${tail}`);
        const query = new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString();
        const url = route.method === 'GET' || route.method === 'DELETE' || !route.body ? `${path}?${query}` : path;
        const res = await call(admin.cookie, route.method, url, route.body ? fields : undefined);
        expect(res.statusCode, `${route.method} ${url} ${JSON.stringify(fields)}: ${res.body}`).toBeLessThan(500);
        if (res.statusCode >= 400) expect(await counts()).toEqual(before);
      }),
      { numRuns: 120 },
    );
  });
});


// The role-by-route walk for the approvals area's routes (PERMISSIONS.md "How it is enforced"): every route with
// every demo role, allowed or refused as the capability table says; and fast-check over the same routes: whatever
// the input, the answer is below 500 and a refused request changes nothing.
import fc from 'fast-check';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { can } from '../../../domain/auth/capabilities';
import { canSignIn, isReadOnly, ROLES } from '../../../domain/auth/roles';
import { approvalActions, approvals, approvingDesignations, discountApprovingAuthorities, slotSwaps } from '../../db/schema/index';
import { DEMO_USERS } from '../../seed/demo-users';
import { createUser, loginAs } from '../../testing/fixtures';
import { describeOnOneBackend, startTestServer, type TestServer } from '../../testing/harness';
import { caller } from '../../testing/opportunity-fixtures';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** people: Admin; seller: the 'sell' capability; writer: anyone who may write (the matrices decide the rest); reader: whoever reads sales. */
type Who = 'people' | 'seller' | 'reader' | 'writer';
type RouteCase = { method: Method; url: string; body?: object; who: Who };

/** Every route of the approvals area, with an input that passes validation, and who may use it. */
const APPROVAL_ROUTES: readonly RouteCase[] = [
  { method: 'GET', url: '/api/sapna/v1/approval/all-approvals', who: 'reader' },
  { method: 'GET', url: '/api/sapna/v1/approval/raised-approvals', who: 'reader' },
  { method: 'GET', url: '/api/sapna/v1/approval/inbox?approvalType=Refund&status=all&olderThanDays=7&sort=newest', who: 'reader' },
  { method: 'GET', url: '/api/sapna/v1/approval-page-details/1', who: 'reader' },
  { method: 'GET', url: '/api/sapna/v1/approval/payment/1', who: 'reader' },
  { method: 'GET', url: '/api/sapna/v1/approval?opportunityId=1', who: 'reader' },
  { method: 'GET', url: '/api/sapna/v1/approval/package-more-details?entityId=1&approvalType=SlotSwap', who: 'reader' },
  { method: 'POST', url: '/api/sapna/v2/task', body: { taskKey: 'APR-1-approval-Approved', remark: 'ok' }, who: 'writer' },
  { method: 'POST', url: '/api/sapna/v3/task', body: { taskKey: 'APR-1-approval-Approved' }, who: 'writer' },
  { method: 'PUT', url: '/api/sapna/v1/approval-reviewal/process-review?approvalId=1&status=Approved', who: 'writer' },
  { method: 'POST', url: '/api/sapna/v1/approval-reviewal/process-review?approvalId=1&status=Approved', who: 'writer' },
  { method: 'POST', url: '/api/sapna/v1/approval-reviewal/process-approval?approvalId=1&status=Approved', who: 'writer' },
  { method: 'PUT', url: '/api/sapna/v1/approval/process-review?opportunityId=1&status=Approved', who: 'writer' },
  { method: 'PUT', url: '/api/sapna/v1/opportunity/1/process-discount?discount=Approved', who: 'writer' },
  { method: 'POST', url: '/api/sapna/v1/opportunity/1/process-discount?discount=Approved', who: 'writer' },
  { method: 'POST', url: '/api/sapna/v2/opportunity/1/send-for-discount-approval', body: { remark: 'x' }, who: 'seller' },
  { method: 'POST', url: '/api/sapna/v1/approval-reviewal/send-for-approval', body: { entityTypeId: 18, entityId: 1, approvalType: 'ExtendSlotDate', durationInDays: 3 }, who: 'seller' },
  { method: 'GET', url: '/api/sapna/v1/discount-approving-authorities/get-all-entries?clientTypeId=1', who: 'people' },
  { method: 'POST', url: '/api/sapna/v1/discount-approving-authorities/update/add-entries', body: { clientTypeId: 1, designationId: 40, approvalLevel: 2 }, who: 'people' },
  { method: 'DELETE', url: '/api/sapna/v1/discount-approving-authorities/update/delete-entries?clientTypeId=1&id=999999', who: 'people' },
  { method: 'GET', url: '/api/sapna/approving-designations?approvalType=Refund&domainId=5', who: 'people' },
  { method: 'POST', url: '/api/sapna/approving-designations', body: { approvalType: 'Refund', domainId: 5, designationId: 40, approvalLevel: 2 }, who: 'people' },
  { method: 'DELETE', url: '/api/sapna/approving-designations?id=999999&approvalType=Refund&domainId=5', who: 'people' },
];

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

  function allowed(route: RouteCase, person: (typeof people)[number]): boolean {
    const principal = { roles: person.roles, designationId: person.designationId };
    if (!canSignIn(principal.roles)) return false;
    if (route.who === 'people') return can(principal, 'people');
    if (route.who === 'writer') return !isReadOnly(principal.roles);
    if (route.who === 'seller') return can(principal, 'sell');
    return can(principal, 'readSales');
  }

  it('walks every route with every demo role: allowed or refused as PERMISSIONS.md says', async () => {
    for (const route of APPROVAL_ROUTES) {
      for (const person of people) {
        const res = await call(person.cookie, route.method, route.url, route.body);
        const msg: string | undefined = res.statusCode >= 400 ? res.json().error?.msg : undefined;
        const where = `${route.method} ${route.url} as ${person.username}: ${res.statusCode} ${msg ?? ''}`;
        expect(res.statusCode, where).toBeLessThan(500);
        if (allowed(route, person)) expect(res.statusCode === 403 && ROLE_REFUSALS.includes(msg ?? ''), where).toBe(false);
        else expect([res.statusCode, ROLE_REFUSALS.includes(msg ?? '')], where).toEqual([403, true]);
      }
    }
    // Unauthenticated: 401 everywhere.
    for (const route of APPROVAL_ROUTES) expect((await call('', route.method, route.url, route.body)).statusCode).toBe(401);
  });

  it('lists every approvals route in the OpenAPI document', async () => {
    const doc = (await server.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as { paths: Record<string, Record<string, unknown>> };
    for (const route of APPROVAL_ROUTES) {
      const path = route.url.split('?')[0]!.replace(/\/1(\/|$)/, '/{id}$1');
      const key = Object.keys(doc.paths).find((p) => `/api${p}` === path || p === path);
      expect(key, path).toBeDefined();
      expect(doc.paths[key!]![route.method.toLowerCase()], `${route.method} ${path}`).toBeDefined();
    }
  });

  it('answers any input below 500, and a refused request changes nothing (fast-check)', async () => {
    const admin = people.find((p) => p.username === 'walk-admin')!;
    const value = fc.oneof(fc.string({ maxLength: 12 }), fc.integer({ min: -5, max: 3_000_000_000 }), fc.constant(''), fc.constant(null), fc.boolean(), fc.constantFrom('Refund', 'SlotSwap', 'APR-1-review-Approved', '5', '1e3'));
    const input = fc.dictionary(fc.constantFrom('clientTypeId', 'designationId', 'approvalLevel', 'approvalType', 'domainId', 'id', 'entityId', 'taskKey', 'remark', 'approvalId', 'status', 'version', 'page', 'size'), value, { maxKeys: 6 });
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...APPROVAL_ROUTES), input, async (route, fields) => {
        const before = await counts();
        const path = route.url.split('?')[0]!.replace(/\/1(\/|$)/, (_m, tail: string) => `/${String(fields.id ?? 1)}${tail}`);
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


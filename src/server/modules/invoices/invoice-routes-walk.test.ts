// The termsheet-lifecycle and invoice routes walked with every kind of role (PERMISSIONS.md: sell, finance, the
// read-only roles, content), their place in the OpenAPI document, and random input that never answers 500 nor
// changes anything.
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ROLES, type RoleKey } from '../../../domain/auth/roles';
import { invoicesToRaiseEndpoints } from '../../../domain/invoices/invoices-to-raise.endpoints';
import { invoiceEndpoints } from '../../../domain/invoices/invoices.endpoints';
import { termsheetEndpoints } from '../../../domain/termsheets/termsheets.endpoints';
import { mayCall, openApiPathOf, tableEndpointsOutside, unplanned, walkRoutes, type WalkedRoute, type WalkPlan } from '../../testing/endpoint-walk';
import { describeOnOneBackend, startTestServer, type TestServer } from '../../testing/harness';
import { createUser, loginAs } from '../../testing/fixtures';
import { createStaff } from '../../testing/money-fixtures';
import { createGstDeal, invoiceCount } from '../../testing/invoice-fixtures';
import { eq, sql } from 'drizzle-orm';
import { termsheets } from '../../db/schema/index';

type Who = 'agent' | 'finance' | 'admin' | 'rcm' | 'ticketing' | 'content';

/** The walkers and their roles (createStaff's agent, rcm and content; finance, admin and ticketing made here). */
const CAST: Readonly<Record<Who, readonly RoleKey[]>> = {
  agent: ['HOUSING_SALES_AGENT'],
  finance: ['FINANCE'],
  admin: ['HOUSING_SALES_MANAGER', 'ADMIN'],
  rcm: ['RCM_USER'],
  ticketing: ['TICKETING'],
  content: ['HOUSING_CONTENT'],
};
const ALL = Object.keys(CAST) as Who[];

/** Path and query ids: a termsheet (t), its opportunity (o) and an invoice (i); the fuzz sends any text instead. */
type Ids = { t: string | number; o: string | number; i: string | number };

/**
 * Every endpoint of the invoices and termsheets areas from the endpoint table; who may call is the endpoint's
 * capability (reads: readSales, so not content; lifecycle: sell; status: sell or finance; invoices: finance).
 */
const invoicePlan = (ids: Ids): WalkPlan<typeof invoiceEndpoints> => ({
  ofTermsheet: { query: { termsheetId: ids.t } },
  generateTaxInvoice: { query: { termsheetId: ids.t } },
  generateDigislateInvoice: { query: { termsheetId: ids.t } },
  email: { params: { id: ids.i }, body: {} },
  creditNote: { params: { id: ids.i }, body: { reason: 'Order cancelled' } },
  cancelDigislateInvoice: { params: { id: ids.i } },
  pdf: { params: { id: ids.i } },
  proformaPdf: { params: { id: ids.t } },
});
const toRaisePlan: WalkPlan<typeof invoicesToRaiseEndpoints> = { list: {} };
const termsheetPlan = (ids: Ids): WalkPlan<typeof termsheetEndpoints> => ({
  create: { body: {} },
  update: { params: { id: ids.t }, body: {} },
  page: { params: { id: ids.t } },
  summary: { params: { id: ids.t } },
  ofOpportunity: { query: { opportunityId: ids.o } },
  share: { params: { id: ids.t }, body: {} },
  sendToRcm: { params: { id: ids.t } },
  correctRcmCase: { params: { id: ids.t } },
  changeStatus: { params: { id: ids.t }, body: { statusId: 5 } },
  pdf: { params: { id: ids.t } },
});

/** The routes of the walk with these ids, all from the table (the PDFs included). */
const routesOf = (ids: Ids): WalkedRoute[] => [
  ...walkRoutes(termsheetEndpoints, termsheetPlan(ids)),
  ...walkRoutes(invoiceEndpoints, invoicePlan(ids)),
  ...walkRoutes(invoicesToRaiseEndpoints, toRaisePlan),
];
/** The walk's route names, in order (each call rebuilds its route with fresh ids). */
const ROUTE_NAMES = routesOf({ t: 1, o: 1, i: 1 }).map((route) => route.name);
const routeNamed = (name: string, ids: Ids) => routesOf(ids).find((route) => route.name === name)!;
const allows = (route: WalkedRoute, who: Who) => mayCall(route, { roles: CAST[who].map((key) => ROLES[key].name) });

describeOnOneBackend('termsheet and invoice routes by role', (backend) => {
  let server: TestServer;
  const cookies = {} as Record<Who, string>;
  let agentId = 0;

  beforeAll(async () => {
    server = await startTestServer(backend);
    const db = server.database.db;
    const staff = await createStaff(server.app, db, 'walk');
    agentId = staff.agentId;
    await createUser(db, { username: 'walk-finance', roles: ['FINANCE'] });
    await createUser(db, {
      username: 'walk-admin',
      roles: ['HOUSING_SALES_MANAGER', 'ADMIN'],
    });
    await createUser(db, { username: 'walk-ticketing', roles: ['TICKETING'] });
    Object.assign(cookies, {
      agent: staff.agent,
      rcm: staff.rcm,
      content: staff.content,
      finance: await loginAs(server.app, 'walk-finance'),
      admin: await loginAs(server.app, 'walk-admin'),
      ticketing: await loginAs(server.app, 'walk-ticketing'),
    });
  });
  afterAll(async () => server?.close());

  const inject = (method: WalkedRoute['method'], url: string, cookie: string, payload?: unknown) =>
    server.app.inject({
      method,
      url: `/api${url}`,
      headers: { cookie },
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });

  it('walks every invoices and termsheets endpoint from the endpoint table (none left out)', () => {
    const ids = { t: 1, o: 1, i: 1 };
    expect(unplanned(invoiceEndpoints, invoicePlan(ids))).toEqual([]);
    expect(unplanned(invoicesToRaiseEndpoints, toRaisePlan)).toEqual([]);
    expect(unplanned(termsheetEndpoints, termsheetPlan(ids))).toEqual([]);
    expect(tableEndpointsOutside(['invoices', 'termsheets'], [invoiceEndpoints, invoicesToRaiseEndpoints, termsheetEndpoints])).toEqual([]);
    expect(ROUTE_NAMES.length).toBe(Object.keys(invoiceEndpoints).length + Object.keys(invoicesToRaiseEndpoints).length + Object.keys(termsheetEndpoints).length);
  });

  it('allows each route to the roles PERMISSIONS.md gives it and refuses (403) every other, read-only roles on every write', async () => {
    const fixture = async () => {
      // An approved termsheet with a digislate invoice (a Created one for the termsheet routes).
      const deal = await createGstDeal(server.database.db, {
        agentId,
        termsheetStatusId: 3,
        digislateAmount: '5000',
      });
      const generated = await inject('POST', `/sapna/v1/invoice/generate-digislate-invoice?termsheetId=${deal.termsheetId}`, cookies.finance);
      const invoiceId = generated.json().invoice.id as number;
      return { deal, invoiceId };
    };
    let shared: Awaited<ReturnType<typeof fixture>> | null = null;
    for (const name of ROUTE_NAMES) {
      for (const who of ALL) {
        // A write that is allowed gets fresh rows, so one call's effect does not decide the next; reads and refusals share.
        const template = routeNamed(name, { t: 1, o: 1, i: 1 });
        const writes = template.method !== 'GET' && allows(template, who);
        const { deal, invoiceId } = writes ? await fixture() : (shared ??= await fixture());
        const termsheetStatusId = template.template.includes('invoice') ? 3 : 1;
        await server.database.db.update(termsheets).set({ statusId: termsheetStatusId }).where(eq(termsheets.id, deal.termsheetId));
        const route = routeNamed(name, { t: deal.termsheetId, o: deal.opportunityId, i: invoiceId });
        const res = await inject(route.method, route.url, cookies[who], route.body);
        if (allows(route, who)) expect(res.statusCode, `${route.method} ${route.template} as ${who}: ${res.body.slice(0, 200)}`).not.toBe(403);
        else expect(res.statusCode, `${route.method} ${route.template} as ${who}`).toBe(403);
        expect(res.statusCode, `${route.method} ${route.template} as ${who}`).toBeLessThan(500);
      }
    }
  });

  it('lists every route in the OpenAPI document', async () => {
    const doc = (await server.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as { paths: Record<string, Record<string, unknown>> };
    for (const route of routesOf({ t: 1, o: 1, i: 1 })) expect(doc.paths[openApiPathOf(route)]?.[route.method.toLowerCase()], `${route.method} ${route.template}`).toBeDefined();
  });

  it('answers random ids, queries and bodies with less than 500 and changes nothing', async () => {
    const db = server.database.db;
    const snapshot = async () => {
      const rows = (await db.execute(
        sql`select (select count(*) from invoices)::int as invoices, (select coalesce(sum(version), 0) from termsheets)::int as versions, (select count(*) from invoice_serial_counters)::int as counters`,
      )) as unknown as { rows: unknown[] };
      return JSON.stringify(rows.rows);
    };
    const before = await snapshot();
    const invoicesBefore = await invoiceCount(db);
    // Any text as the ids (path segments and queries encode it), but never a small id that may name a real row.
    const segment = fc.oneof(
      fc.constantFrom('0', '-1', '1e9', 'abc', '99999999999999999999', ' ', '1.5', ''),
      fc.string({ maxLength: 8 }).filter((text) => !/^\s*\d{1,6}\s*$/.test(text)),
    );
    const body = fc.oneof(
      fc.constant(undefined),
      fc.jsonValue({ maxDepth: 2 }),
      fc.record(
        {
          contactId: fc.oneof(fc.integer(), fc.string(), fc.constant(null)),
          resend: fc.oneof(fc.boolean(), fc.string()),
          statusId: fc.oneof(fc.integer({ min: -2, max: 9 }), fc.string()),
        },
        { requiredKeys: [] },
      ),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...ROUTE_NAMES), segment, body, fc.constantFrom(...ALL), async (name, value, payload, who) => {
        const route = routeNamed(name, { t: value, o: value, i: value });
        const url = route.url;
        const res = await inject(route.method, url, cookies[who], route.method === 'GET' ? undefined : payload);
        expect(res.statusCode, `${route.method} ${url} ${JSON.stringify(payload)}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
      }),
      { numRuns: 150 },
    );
    expect(await snapshot()).toBe(before);
    expect(await invoiceCount(db)).toBe(invoicesBefore);
  });
});

// The termsheet-lifecycle and invoice routes walked with every kind of role (PERMISSIONS.md: sell, finance, the
// read-only roles, content), their place in the OpenAPI document, and random input that never answers 500 nor
// changes anything.
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnOneBackend, startTestServer, type TestServer } from '../../testing/harness';
import { createUser, loginAs } from '../../testing/fixtures';
import { createStaff } from '../../testing/money-fixtures';
import { createGstDeal, invoiceCount } from '../../testing/invoice-fixtures';
import { eq, sql } from 'drizzle-orm';
import { termsheets } from '../../db/schema/index';

type Who = 'agent' | 'finance' | 'admin' | 'rcm' | 'ticketing' | 'content';
type Route = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  openapi: string;
  allowed: readonly Who[];
  body?: object;
};

const ALL: readonly Who[] = ['agent', 'finance', 'admin', 'rcm', 'ticketing', 'content'];
/** Whoever reads sales: every role here but content (spec 000 §6: content-only users have no read roles). */
const READERS: readonly Who[] = ALL.filter((who) => who !== 'content');
const SELL: readonly Who[] = ['agent', 'admin'];
const FINANCE: readonly Who[] = ['finance', 'admin'];

/** Every route this area adds, with who may call it; `{t}` is a termsheet id and `{i}` an invoice id. */
const ROUTES: readonly Route[] = [
  {
    method: 'GET',
    path: '/sapna/v1/termsheet/{t}/pdf',
    openapi: '/api/sapna/v1/termsheet/{id}/pdf',
    allowed: READERS,
  },
  {
    method: 'GET',
    path: '/sapna/v1/termsheet/{t}/proforma-invoice',
    openapi: '/api/sapna/v1/termsheet/{id}/proforma-invoice',
    allowed: READERS,
  },
  {
    method: 'POST',
    path: '/sapna/v1/termsheet/{t}/share',
    openapi: '/api/sapna/v1/termsheet/{id}/share',
    allowed: SELL,
    body: {},
  },
  {
    method: 'PUT',
    path: '/sapna/v1/termsheet/{t}/send-to-rcm',
    openapi: '/api/sapna/v1/termsheet/{id}/send-to-rcm',
    allowed: SELL,
  },
  {
    method: 'PUT',
    path: '/sapna/v1/termsheet/{t}/correct-rcm-case',
    openapi: '/api/sapna/v1/termsheet/{id}/correct-rcm-case',
    allowed: SELL,
  },
  {
    method: 'PUT',
    path: '/sapna/v1/termsheet/{t}/status',
    openapi: '/api/sapna/v1/termsheet/{id}/status',
    allowed: [...SELL, 'finance'],
    body: { statusId: 5 },
  },
  {
    method: 'GET',
    path: '/sapna/v1/invoice?termsheetId={t}',
    openapi: '/api/sapna/v1/invoice',
    allowed: READERS,
  },
  {
    method: 'POST',
    path: '/sapna/v1/invoice/tax-invoice?termsheetId={t}',
    openapi: '/api/sapna/v1/invoice/tax-invoice',
    allowed: FINANCE,
  },
  {
    method: 'POST',
    path: '/sapna/v1/invoice/generate-digislate-invoice?termsheetId={t}',
    openapi: '/api/sapna/v1/invoice/generate-digislate-invoice',
    allowed: FINANCE,
  },
  {
    method: 'GET',
    path: '/sapna/v1/invoice/{i}/pdf',
    openapi: '/api/sapna/v1/invoice/{id}/pdf',
    allowed: READERS,
  },
  {
    method: 'POST',
    path: '/sapna/v1/invoice/{i}/email',
    openapi: '/api/sapna/v1/invoice/{id}/email',
    allowed: FINANCE,
    body: {},
  },
  {
    method: 'POST',
    path: '/sapna/v1/invoice/{i}/credit-note',
    openapi: '/api/sapna/v1/invoice/{id}/credit-note',
    allowed: FINANCE,
    body: { reason: 'Order cancelled' },
  },
  {
    method: 'DELETE',
    path: '/sapna/v1/digislate-invoice/{i}',
    openapi: '/api/sapna/v1/digislate-invoice/{id}',
    allowed: FINANCE,
  },
];

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

  const inject = (method: Route['method'], url: string, cookie: string, payload?: unknown) =>
    server.app.inject({
      method,
      url: `/api${url}`,
      headers: { cookie },
      ...(payload !== undefined ? { payload: payload as object } : {}),
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
    for (const route of ROUTES) {
      for (const who of ALL) {
        // A write that is allowed gets fresh rows, so one call's effect does not decide the next; reads and refusals share.
        const writes = route.method !== 'GET' && route.allowed.includes(who);
        const { deal, invoiceId } = writes ? await fixture() : (shared ??= await fixture());
        const termsheetStatusId = route.path.includes('invoice') ? 3 : 1;
        await server.database.db.update(termsheets).set({ statusId: termsheetStatusId }).where(eq(termsheets.id, deal.termsheetId));
        const url = route.path.replace('{t}', String(deal.termsheetId)).replace('{i}', String(invoiceId));
        const res = await inject(route.method, url, cookies[who], route.body);
        if (route.allowed.includes(who)) expect(res.statusCode, `${route.method} ${route.path} as ${who}: ${res.body.slice(0, 200)}`).not.toBe(403);
        else expect(res.statusCode, `${route.method} ${route.path} as ${who}`).toBe(403);
        expect(res.statusCode, `${route.method} ${route.path} as ${who}`).toBeLessThan(500);
      }
    }
  });

  it('lists every route in the OpenAPI document', async () => {
    const doc = (await server.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as { paths: Record<string, Record<string, unknown>> };
    for (const route of ROUTES) expect(doc.paths[route.openapi]?.[route.method.toLowerCase()], `${route.method} ${route.openapi}`).toBeDefined();
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
    const segment = fc.oneof(
      fc.constantFrom('0', '-1', '1e9', 'abc', '99999999999999999999', '%20', '1.5', ''),
      fc.string({ maxLength: 8 }).map(encodeURIComponent),
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
      fc.asyncProperty(fc.constantFrom(...ROUTES), segment, body, fc.constantFrom(...ALL), async (route, value, payload, who) => {
        const url = route.path.replace('{t}', value).replace('{i}', value);
        const res = await inject(route.method, url, cookies[who], route.method === 'GET' ? undefined : payload);
        expect(res.statusCode, `${route.method} ${url} ${JSON.stringify(payload)}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
      }),
      { numRuns: 150 },
    );
    expect(await snapshot()).toBe(before);
    expect(await invoiceCount(db)).toBe(invoicesBefore);
  });
});

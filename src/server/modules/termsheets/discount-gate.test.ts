import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { opportunityPackageMappings, termsheets } from '../../db/schema/index';
import { describeEachBackend, startTestServer, type TestServer } from '../../testing/harness';
import { createUser, loginAs } from '../../testing/fixtures';
import { createStaff } from '../../testing/money-fixtures';
import { createGstDeal, invoiceCount } from '../../testing/invoice-fixtures';

// Issue 48: a discount that awaits approval or was rejected never reaches a money document. Each document is
// refused (409 naming the package and the state, nothing written) unless the agent chooses the list price.
describeEachBackend('discount approval gates the money documents', (backend) => {
  let server: TestServer;
  let staff: Awaited<ReturnType<typeof createStaff>>;
  let finance: string;

  beforeAll(async () => {
    server = await startTestServer(backend);
    staff = await createStaff(server.app, server.database.db, 'gate');
    await createUser(server.database.db, { username: 'gate-finance', roles: ['FINANCE'] });
    finance = await loginAs(server.app, 'gate-finance');
  });
  afterAll(async () => server?.close());

  async function call(method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: object) {
    const res = await server.app.inject({ method, url: `/api${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });
    const isPdf = String(res.headers['content-type']).startsWith('application/pdf');
    return { status: res.statusCode, body: isPdf ? null : res.json() };
  }
  const db = () => server.database.db;
  /** A deal whose package (Premium, 45,000 less 5,000.55) has its discount in the given approval state. */
  async function dealWith(discountApproved: string, termsheetStatusId = 3) {
    const d = await createGstDeal(db(), { agentId: staff.agentId, termsheetStatusId });
    await db().update(opportunityPackageMappings).set({ discountApproved }).where(eq(opportunityPackageMappings.id, d.packageMappingId));
    return d;
  }
  const refusal = (state: string) => ({
    status: 409,
    body: { error: { msg: `The discount on package 'Premium' is ${state}: get it approved, or issue the document at the list price.` } },
  });

  it('refuses a new termsheet for a package whose discount is Required, Pending Approval or Rejected, and creates none', async () => {
    for (const [state, label] of [
      ['Required', 'Required'],
      ['PendingApproval', 'Pending Approval'],
      ['Rejected', 'Rejected'],
    ] as const) {
      const d = await dealWith(state, 5);
      const before = await db().select().from(termsheets).where(eq(termsheets.opportunityId, d.opportunityId));
      const body = { opportunityId: d.opportunityId, accountLegalEntityId: d.legalEntityId, contactId: d.contactId, opportunityPackageMappingIds: [d.packageMappingId] };
      expect(await call('POST', '/sapna/v1/termsheet', staff.agent, body)).toEqual(refusal(label));
      expect(await db().select().from(termsheets).where(eq(termsheets.opportunityId, d.opportunityId))).toEqual(before);
      // The agent's explicit choice: issued at the list price, the unapproved discount left out.
      const created = await call('POST', '/sapna/v1/termsheet', staff.agent, { ...body, atListPrice: true });
      expect(created.status).toBe(200);
    }
  });

  it('refuses the PDF, its share and the proforma invoice while the discount is pending; atListPrice issues them', async () => {
    const d = await dealWith('PendingApproval', 1);
    expect(await call('GET', `/sapna/v1/termsheet/${d.termsheetId}/pdf`, staff.agent)).toEqual(refusal('Pending Approval'));
    expect(await call('POST', `/sapna/v1/termsheet/${d.termsheetId}/share`, staff.agent, {})).toEqual(refusal('Pending Approval'));
    const [unshared] = await db().select().from(termsheets).where(eq(termsheets.id, d.termsheetId));
    expect(unshared).toMatchObject({ statusId: 1, sharedAt: null });
    expect(await call('GET', `/sapna/v1/termsheet/${d.termsheetId}/proforma-invoice`, staff.agent)).toEqual(refusal('Pending Approval'));
    expect((await call('GET', `/sapna/v1/termsheet/${d.termsheetId}/pdf?atListPrice=true`, staff.agent)).status).toBe(200);
    expect((await call('GET', `/sapna/v1/termsheet/${d.termsheetId}/proforma-invoice?atListPrice=true`, staff.agent)).status).toBe(200);
    expect((await call('POST', `/sapna/v1/termsheet/${d.termsheetId}/share`, staff.agent, { atListPrice: true })).status).toBe(200);
  });

  it('refuses a tax invoice for a rejected discount (no serial taken); at the list price it invoices 45,000, not 39,999.45', async () => {
    const d = await dealWith('Rejected');
    const count = await invoiceCount(db());
    expect(await call('POST', `/sapna/v1/invoice/tax-invoice?termsheetId=${d.termsheetId}`, finance)).toEqual(refusal('Rejected'));
    expect(await invoiceCount(db())).toBe(count);
    const issued = await call('POST', `/sapna/v1/invoice/tax-invoice?termsheetId=${d.termsheetId}&atListPrice=true`, finance);
    expect(issued.status).toBe(200);
    expect(issued.body.invoice).toMatchObject({ lines: [{ value: 45000, discount: 0, taxableValue: 45000 }], taxableValue: 45000, igst: 8100, total: 53100 });
  });

  it('lets an approved discount through: the tax invoice carries it', async () => {
    const d = await dealWith('Approved');
    const issued = await call('POST', `/sapna/v1/invoice/tax-invoice?termsheetId=${d.termsheetId}`, finance);
    expect(issued.body.invoice).toMatchObject({ lines: [{ value: 45000, discount: 5000.55, taxableValue: 39999.45 }] });
  });
});

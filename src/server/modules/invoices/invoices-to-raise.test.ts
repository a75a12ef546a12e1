import { afterAll, beforeAll, expect, it } from 'vitest';
import { FORBIDDEN_MESSAGE } from '../../errors';
import { createUser, loginAs } from '../../testing/fixtures';
import { describeEachBackend, startTestServer, type TestServer } from '../../testing/harness';
import { createGstDeal } from '../../testing/invoice-fixtures';
import { createDeal, createStaff, insertMilestone, insertPayment, insertTermsheet } from '../../testing/money-fixtures';

type Row = { termsheetId: number; approvedPayments: number; approvedAmount: number; termsheetStatus: string; opportunityId: number; accountName: string; legalEntityName: string | null };

describeEachBackend('invoices to raise', (backend) => {
  let server: TestServer;
  let staff: Awaited<ReturnType<typeof createStaff>>;
  let finance: string;
  let makaanFinance: string;
  let admin: string;

  beforeAll(async () => {
    server = await startTestServer(backend);
    const db = server.database.db;
    staff = await createStaff(server.app, db, 'itr');
    await createUser(db, { username: 'itr-finance', roles: ['FINANCE'] });
    await createUser(db, { username: 'itr-makaan-finance', roles: ['FINANCE'], domainId: 1 });
    await createUser(db, { username: 'itr-admin', roles: ['HOUSING_SALES_MANAGER', 'ADMIN'] });
    finance = await loginAs(server.app, 'itr-finance');
    makaanFinance = await loginAs(server.app, 'itr-makaan-finance');
    admin = await loginAs(server.app, 'itr-admin');
  });
  afterAll(async () => server?.close());

  async function call(method: 'GET' | 'POST', url: string, cookie: string, payload?: object) {
    const res = await server.app.inject({ method, url: `/api${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });
    return { status: res.statusCode, body: res.json() };
  }
  const toRaise = async (cookie: string, query = '') => {
    const { status, body } = await call('GET', `/sapna/v1/invoice/to-raise${query}`, cookie);
    expect(status).toBe(200);
    return body as { results: Row[]; totalCount: number; page: number; size: number };
  };
  const ids = (page: { results: Row[] }) => page.results.map((r) => r.termsheetId);

  /** An approved (or other status) termsheet with one milestone carrying payments in these statuses. */
  async function termsheetWith(statusId: number, paymentStatuses: [string, number][]) {
    const d = await createGstDeal(server.database.db, { agentId: staff.agentId, termsheetStatusId: statusId });
    const milestoneId = await insertMilestone(server.database.db, d.termsheetId, { amount: '10000', gst: '1800' });
    for (const [amount, status] of paymentStatuses) await insertPayment(server.database.db, milestoneId, amount, status);
    return d;
  }

  it('lists the approved or completed termsheets whose approved payments are not invoiced, oldest first, with the sum', async () => {
    const approved = await termsheetWith(3, [['10000', 6], ['1800.50', 6], ['500', 1]]);
    const completed = await termsheetWith(4, [['2000', 6]]);
    const pendingOnly = await termsheetWith(3, [['10000', 1]]);
    const refundedOnly = await termsheetWith(3, [['10000', 10]]);
    const notApprovedYet = await termsheetWith(1, [['10000', 6]]);
    const sentBack = await termsheetWith(7, [['10000', 6]]);
    const page = await toRaise(finance);
    expect(ids(page)).toEqual([approved.termsheetId, completed.termsheetId]);
    expect(page.totalCount).toBe(2);
    expect(page.results[0]).toMatchObject({
      termsheetStatus: 'Approved',
      opportunityId: approved.opportunityId,
      accountName: 'Skyline Builders',
      legalEntityName: 'Skyline Builders Pvt Ltd',
      approvedPayments: 2,
      approvedAmount: 11800.5,
    });
    expect(page.results[1]).toMatchObject({ termsheetStatus: 'Completed', approvedPayments: 1, approvedAmount: 2000 });
    for (const left of [pendingOnly, refundedOnly, notApprovedYet, sentBack]) expect(ids(page)).not.toContain(left.termsheetId);
    // Admin holds finance too; one row asked for (the home card) still answers the whole total.
    expect((await toRaise(admin, '?size=1')).totalCount).toBe(2);
  });

  it('raising the tax invoice takes the termsheet off the list; a credit note without cancelling puts it back', async () => {
    const d = await termsheetWith(3, [['5000', 6]]);
    const before = await toRaise(finance, '?size=100');
    expect(ids(before)).toContain(d.termsheetId);
    const raised = await call('POST', `/sapna/v1/invoice/tax-invoice?termsheetId=${d.termsheetId}`, finance);
    expect(raised.status).toBe(200);
    const after = await toRaise(finance, '?size=100');
    expect(ids(after)).not.toContain(d.termsheetId);
    expect(after.totalCount).toBe(before.totalCount - 1);
    // Credited (no longer live) while the termsheet stays approved: an invoice is to be raised again.
    expect((await call('POST', `/sapna/v1/invoice/${raised.body.invoice.id}/credit-note`, finance, { reason: 'Wrong recipient' })).status).toBe(200);
    expect(ids(await toRaise(finance, '?size=100'))).toContain(d.termsheetId);
  });

  it("keeps to the user's brand", async () => {
    const makaan = await createDeal(server.database.db, { agentId: staff.agentId, domainId: 1 });
    const termsheetId = await insertTermsheet(server.database.db, makaan, 3);
    await insertPayment(server.database.db, await insertMilestone(server.database.db, termsheetId, { amount: '100', gst: '18' }), '118', 6);
    expect(ids(await toRaise(makaanFinance))).toEqual([termsheetId]);
    expect(ids(await toRaise(finance, '?size=100'))).not.toContain(termsheetId);
  });

  it('refuses whoever is not finance (403): the agent who sold it, a read-only user, content', async () => {
    for (const cookie of [staff.agent, staff.rcm, staff.content]) {
      const { status, body } = await call('GET', '/sapna/v1/invoice/to-raise', cookie);
      expect(status).toBe(403);
      expect(body.error.msg).toBe(FORBIDDEN_MESSAGE);
    }
  });
});

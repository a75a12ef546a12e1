import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { changeLog, milestones } from '../../db/schema/index';
import { describeEachBackend, startTestServer, type TestServer } from '../../testing/harness';
import { createDeal, createStaff, insertMilestone, insertPayment, insertTermsheet, type Deal } from '../../testing/money-fixtures';

describeEachBackend('milestones', (backend) => {
  let server: TestServer;
  let staff: Awaited<ReturnType<typeof createStaff>>;

  beforeAll(async () => {
    server = await startTestServer(backend);
    staff = await createStaff(server.app, server.database.db, 'ms');
  });
  afterAll(async () => server?.close());

  async function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie: string, payload?: object) {
    const res = await server.app.inject({ method, url: `/api${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });
    return { status: res.statusCode, body: res.json() };
  }
  const db = () => server.database.db;
  async function dealWithTermsheet(statusId = 1): Promise<Deal & { termsheetId: number }> {
    const deal = await createDeal(db(), { agentId: staff.agentId });
    return { ...deal, termsheetId: await insertTermsheet(db(), deal, statusId) };
  }
  const milestoneBody = (termsheetId: number) => ({ termsheetId, name: 'Advance', amount: 1000.55, startDate: '2025-04-01', paymentAdded: false });
  const changesOf = (entityId: number) =>
    db().select().from(changeLog).where(and(eq(changeLog.entity, 'milestone'), eq(changeLog.entityId, entityId)));

  it('creates a milestone: gst 18% rounded to the paisa, the termsheet legal entity, paymentAdded false, logged', async () => {
    const deal = await dealWithTermsheet();
    const { status, body } = await call('POST', '/sapna/v1/milestone', staff.agent, { ...milestoneBody(deal.termsheetId), paymentAdded: true });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      termsheetId: deal.termsheetId,
      name: 'Advance',
      amount: 1000.55,
      gst: 180.1,
      startDate: '2025-04-01',
      active: true,
      accountLegalEntityDetail: { id: deal.legalEntityId, legalName: 'Skyline Builders Pvt Ltd' },
      paymentDetails: [],
      refundDetails: [],
      invoiceDetails: null,
      paymentAdded: false,
      approvedPaymentAmount: 0,
      pendingPaymentAmount: 0,
      dueAmount: 1180.65,
      editable: true,
      version: 1,
    });
    expect(await changesOf(body.id)).toMatchObject([{ accountId: deal.accountId, op: 'upsert' }]);
    const explicit = await call('POST', '/sapna/v1/milestone', staff.agent, { ...milestoneBody(deal.termsheetId), gst: 0, digislateAmount: 250.5 });
    expect(explicit.body).toMatchObject({ gst: 0, digislateAmount: 250.5 });
  });

  it('refuses bad fields with the form messages and writes nothing', async () => {
    const deal = await dealWithTermsheet();
    const elsewhere = await createDeal(db(), { agentId: staff.agentId });
    const cases: [object, string][] = [
      [{ name: '  ' }, 'This field is required.'],
      [{ name: undefined }, 'This field is required.'],
      [{ amount: 0 }, 'Please enter an amount greater than 0'],
      [{ amount: -5 }, 'Please enter an amount greater than 0'],
      [{ amount: 10.123 }, 'Amount can have at most 2 decimal places.'],
      [{ amount: undefined }, 'This field is required.'],
      [{ gst: -1 }, 'Amount cannot be negative.'],
      [{ startDate: undefined }, 'This field is required.'],
      [{ startDate: '2025-13-01' }, 'Please enter a valid date.'],
      [{ startDate: '2200-01-01' }, 'Please select a date within 100 years of today.'],
      [{ accountLegalEntityId: elsewhere.legalEntityId }, 'Please select a legal entity of this account.'],
      [{ termsheetId: undefined }, 'This field is required.'],
    ];
    for (const [change, msg] of cases) {
      const res = await call('POST', '/sapna/v1/milestone', staff.agent, { ...milestoneBody(deal.termsheetId), ...change });
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(res.body.error.msg, JSON.stringify(change)).toBe(msg);
    }
    expect(await db().select().from(milestones).where(eq(milestones.termsheetId, deal.termsheetId))).toEqual([]);
  });

  it('creates once per clientId: a replay returns the same milestone unchanged', async () => {
    const deal = await dealWithTermsheet();
    const clientId = randomUUID();
    const first = await call('POST', '/sapna/v1/milestone', staff.agent, { ...milestoneBody(deal.termsheetId), clientId });
    const replay = await call('POST', '/sapna/v1/milestone', staff.agent, { ...milestoneBody(deal.termsheetId), clientId, amount: 5 });
    expect(replay).toEqual(first);
    expect(first.body.clientId).toBe(clientId);
    expect(await db().select().from(milestones).where(eq(milestones.termsheetId, deal.termsheetId))).toHaveLength(1);
  });

  it('refuses read-only and non-selling users (403), other books (404) and termsheets in status 4, 5, 6 (409)', async () => {
    const deal = await dealWithTermsheet();
    expect((await call('POST', '/sapna/v1/milestone', staff.rcm, milestoneBody(deal.termsheetId))).status).toBe(403);
    expect((await call('POST', '/sapna/v1/milestone', staff.content, milestoneBody(deal.termsheetId))).status).toBe(403);
    expect(await call('POST', '/sapna/v1/milestone', staff.other, milestoneBody(deal.termsheetId))).toEqual({
      status: 404,
      body: { error: { msg: 'Termsheet not found.' } },
    });
    for (const [statusId, name] of [[4, 'Completed'], [5, 'Cancelled'], [6, 'Rejected']] as const) {
      const done = await dealWithTermsheet(statusId);
      expect(await call('POST', '/sapna/v1/milestone', staff.agent, milestoneBody(done.termsheetId))).toEqual({
        status: 409,
        body: { error: { msg: `This termsheet is ${name} and can no longer be edited.` } },
      });
    }
    const lost = await createDeal(db(), { agentId: staff.agentId, opportunityStatusId: 6 });
    const lostTermsheet = await insertTermsheet(db(), lost);
    expect((await call('POST', '/sapna/v1/milestone', staff.agent, milestoneBody(lostTermsheet))).body.error.msg).toBe(
      'This opportunity is Lost and can no longer be edited.',
    );
  });

  it('updates a milestone on the version it was read at; a stale baseVersion is refused with 409', async () => {
    const deal = await dealWithTermsheet();
    const created = (await call('POST', '/sapna/v1/milestone', staff.agent, milestoneBody(deal.termsheetId))).body;
    const updated = await call('PUT', `/sapna/v1/milestone/${created.id}`, staff.agent, { name: 'Final', amount: 2000, baseVersion: 1 });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ name: 'Final', amount: 2000, gst: 360, startDate: '2025-04-01', version: 2 });
    expect(await changesOf(created.id)).toHaveLength(2);

    expect(await call('PUT', `/sapna/v1/milestone/${created.id}`, staff.agent, { name: 'Offline edit', baseVersion: 1 })).toEqual({
      status: 409,
      body: { error: { msg: 'This milestone was changed by someone else. Please review and try again.' } },
    });
    expect((await call('PUT', `/sapna/v1/milestone/${created.id}`, staff.agent, { gst: 10.5 })).body).toMatchObject({ amount: 2000, gst: 10.5, version: 3 });
    expect((await call('PUT', `/sapna/v1/milestone/${created.id}`, staff.agent, { amount: 0 })).body.error.msg).toBe(
      'Please enter an amount greater than 0',
    );
    expect((await call('PUT', `/sapna/v1/milestone/${created.id}`, staff.agent, { name: '' })).body.error.msg).toBe('This field is required.');
  });

  it('keeps a milestone amount at or above the payments it holds', async () => {
    const deal = await dealWithTermsheet();
    const id = await insertMilestone(db(), deal.termsheetId, { amount: '1000.00', gst: '180.00' });
    await insertPayment(db(), id, '900.00', 6);
    await insertPayment(db(), id, '100.00', 1);
    expect(await call('PUT', `/sapna/v1/milestone/${id}`, staff.agent, { amount: 800, gst: 199.99 })).toEqual({
      status: 400,
      body: { error: { msg: 'The milestone amount cannot be less than the payments already recorded against it.' } },
    });
    expect((await call('PUT', `/sapna/v1/milestone/${id}`, staff.agent, { amount: 800, gst: 200 })).status).toBe(200);
  });

  it('refuses updates for read-only users (403), other books (404) and finished termsheets (409)', async () => {
    const deal = await dealWithTermsheet(5);
    const id = await insertMilestone(db(), deal.termsheetId, { amount: '100.00', gst: '18.00' });
    expect((await call('PUT', `/sapna/v1/milestone/${id}`, staff.agent, { name: 'x' })).body).toEqual({
      error: { msg: 'This termsheet is Cancelled and can no longer be edited.' },
    });
    expect((await call('PUT', `/sapna/v1/milestone/${id}`, staff.rcm, { name: 'x' })).status).toBe(403);
    expect(await call('PUT', `/sapna/v1/milestone/${id}`, staff.other, { name: 'x' })).toEqual({
      status: 404,
      body: { error: { msg: 'Milestone not found.' } },
    });
    expect((await call('PUT', '/sapna/v1/milestone/999999', staff.agent, { name: 'x' })).status).toBe(404);
  });

  it('deletes a milestone without live payments; refuses one with a pending or approved payment; checks the base version', async () => {
    const deal = await dealWithTermsheet();
    const free = await insertMilestone(db(), deal.termsheetId, { amount: '100.00', gst: '18.00' });
    const onlyRejected = await insertMilestone(db(), deal.termsheetId, { amount: '100.00', gst: '18.00' });
    await insertPayment(db(), onlyRejected, '50.00', 7);
    const pending = await insertMilestone(db(), deal.termsheetId, { amount: '100.00', gst: '18.00' });
    await insertPayment(db(), pending, '50.00', 1);
    const approved = await insertMilestone(db(), deal.termsheetId, { amount: '100.00', gst: '18.00' });
    await insertPayment(db(), approved, '50.00', 6);

    expect(await call('DELETE', `/sapna/v1/milestone/${free}?baseVersion=2`, staff.agent)).toEqual({
      status: 409,
      body: { error: { msg: 'This milestone was changed by someone else. Please review and try again.' } },
    });
    expect((await call('DELETE', `/sapna/v1/milestone/${free}`, staff.rcm)).status).toBe(403);
    expect((await call('DELETE', `/sapna/v1/milestone/${free}`, staff.other)).status).toBe(404);
    expect(await call('DELETE', `/sapna/v1/milestone/${free}?baseVersion=1`, staff.agent)).toEqual({ status: 200, body: { id: free, version: 2 } });
    expect((await call('DELETE', `/sapna/v1/milestone/${onlyRejected}`, staff.agent)).status).toBe(200);
    for (const id of [pending, approved]) {
      expect(await call('DELETE', `/sapna/v1/milestone/${id}`, staff.agent)).toEqual({
        status: 409,
        body: { error: { msg: 'This milestone has payments recorded against it and cannot be deleted.' } },
      });
    }
    expect(await changesOf(free)).toMatchObject([{ op: 'delete', accountId: deal.accountId }]);
    const listed = await call('GET', `/sapna/v1/milestone?opportunityId=${deal.opportunityId}`, staff.agent);
    expect(listed.body.results.map((m: { id: number }) => m.id)).toEqual([pending, approved]);
    expect((await call('DELETE', `/sapna/v1/milestone/${free}`, staff.agent)).status).toBe(404);

    const finished = await dealWithTermsheet(4);
    const locked = await insertMilestone(db(), finished.termsheetId, { amount: '100.00', gst: '18.00' });
    expect((await call('DELETE', `/sapna/v1/milestone/${locked}`, staff.agent)).status).toBe(409);
  });

  it('lists the milestones of all the opportunity termsheets with exact approved and pending payment amounts', async () => {
    const deal = await dealWithTermsheet(5);
    const second = await insertTermsheet(db(), deal, 1);
    const old = await insertMilestone(db(), deal.termsheetId, { amount: '10.00', gst: '1.80', legalEntityId: deal.legalEntityId });
    const current = await insertMilestone(db(), second, { amount: '100.00', gst: '18.00', name: 'Balance' });
    // Approved: status 6 only (0.1 + 0.2 = 0.3 exactly). Pending group: 1, 2, 3, 4, 5, 9, 12, 13, 20.
    for (const [amount, statusId] of [
      ['0.10', 6],
      ['0.20', 6],
      ['0.10', 1],
      ['0.20', 9],
      ['0.40', 20],
      ['0.01', 13],
      ['5.00', 7],
      ['7.00', 15],
      ['3.00', 10],
      ['2.00', 11],
    ] as const) {
      await insertPayment(db(), current, amount, statusId);
    }
    const { status, body } = await call('GET', `/sapna/v1/milestone?opportunityId=${deal.opportunityId}`, staff.agent);
    expect(status).toBe(200);
    expect(body).toMatchObject({ totalCount: 2, page: 0, size: 100 });
    const byId = new Map(body.results.map((m: { id: number }) => [m.id, m]));
    expect(byId.get(current)).toMatchObject({
      termsheetId: second,
      name: 'Balance',
      approvedPaymentAmount: 0.3,
      pendingPaymentAmount: 0.71,
      dueAmount: 116.99,
      editable: true,
      accountLegalEntityDetail: null,
    });
    expect((byId.get(current) as { paymentDetails: unknown[] }).paymentDetails).toHaveLength(10);
    expect(byId.get(old)).toMatchObject({ approvedPaymentAmount: 0, pendingPaymentAmount: 0, editable: false, accountLegalEntityDetail: { id: deal.legalEntityId } });

    const readOnly = await call('GET', `/sapna/v1/milestone?opportunityId=${deal.opportunityId}`, staff.rcm);
    expect(readOnly.status).toBe(200);
    expect(readOnly.body.results.every((m: { editable: boolean }) => !m.editable)).toBe(true);
    expect(await call('GET', `/sapna/v1/milestone?opportunityId=${deal.opportunityId}`, staff.other)).toEqual({
      status: 404,
      body: { error: { msg: 'Opportunity not found.' } },
    });
  });
});

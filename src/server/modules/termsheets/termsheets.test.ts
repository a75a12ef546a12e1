import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { changeLog, termsheets } from '../../db/schema/index';
import { describeEachBackend, startTestServer, type TestServer } from '../../testing/harness';
import { createDeal, createStaff, insertTermsheet, type Deal } from '../../testing/money-fixtures';

describeEachBackend('termsheets', (backend) => {
  let server: TestServer;
  let staff: Awaited<ReturnType<typeof createStaff>>;

  beforeAll(async () => {
    server = await startTestServer(backend);
    staff = await createStaff(server.app, server.database.db, 'ts');
  });
  afterAll(async () => server?.close());

  async function call(method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: object) {
    const res = await server.app.inject({ method, url: `/api${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });
    return { status: res.statusCode, body: res.json() };
  }
  const newDeal = (opts: Partial<Parameters<typeof createDeal>[1]> = {}) => createDeal(server.database.db, { agentId: staff.agentId, ...opts });
  const createBody = (deal: Deal) => ({
    opportunityId: deal.opportunityId,
    accountLegalEntityId: deal.legalEntityId,
    contactId: deal.contactId,
    opportunityPackageMappingIds: [deal.packageMappingId],
  });

  it('creates a termsheet and answers with its page: status 1, packages with parsed product parameters, addresses, breadcrumbs', async () => {
    const deal = await newDeal();
    const { status, body } = await call('POST', '/sapna/v1/termsheet', staff.agent, createBody(deal));
    expect(status).toBe(200);
    expect(body).toMatchObject({
      opportunityId: deal.opportunityId,
      accountId: deal.accountId,
      accountLegalEntityId: deal.legalEntityId,
      contactId: deal.contactId,
      statusId: 1,
      statusName: 'Created',
      acceptanceStatusId: null,
      accountHousingProfileId: 'hp-42',
      milestoneDetails: [],
      payments: [],
      refunds: [],
      editable: true,
      pdfAllowed: true,
      breadcrumbs: { accountId: deal.accountId, opportunityId: deal.opportunityId, termsheetId: body.id },
      accountLegalEntityDetail: {
        id: deal.legalEntityId,
        legalName: 'Skyline Builders Pvt Ltd',
        addressDetails: [
          { type: 'Billing', address: '12 MG Road, Bengaluru', pincode: '560001' },
          { type: 'Shipping', address: 'Not Available', pincode: null },
        ],
      },
      termsheetOpportunityPackageMappingDetails: [
        {
          opportunityPackageMappingId: deal.packageMappingId,
          packageName: 'Premium',
          opportunityProductMappingDtos: [
            { id: deal.productMappingId, productName: 'Pro Listing', activationParameters: { listings: 5 }, requiredActivationParameters: ['listings'] },
          ],
        },
      ],
    });
    const logged = await server.database.db
      .select()
      .from(changeLog)
      .where(and(eq(changeLog.entity, 'termsheet'), eq(changeLog.entityId, body.id)));
    expect(logged).toMatchObject([{ accountId: deal.accountId, op: 'upsert' }]);
  });

  it('refuses a new termsheet while one is in status 1, 2 or 3, and allows it once none is', async () => {
    const deal = await newDeal();
    for (const statusId of [1, 2, 3]) {
      const existing = await insertTermsheet(server.database.db, deal, statusId);
      const refused = await call('POST', '/sapna/v1/termsheet', staff.agent, createBody(deal));
      expect(refused).toEqual({ status: 409, body: { error: { msg: 'A termsheet is already in progress for this opportunity.' } } });
      await server.database.db.update(termsheets).set({ statusId: 5 }).where(eq(termsheets.id, existing));
    }
    const allowed = await call('POST', '/sapna/v1/termsheet', staff.agent, createBody(deal));
    expect(allowed.status).toBe(200);
    expect((await call('GET', `/sapna/v1/termsheet?opportunityId=${deal.opportunityId}`, staff.agent)).body.totalCount).toBe(4);
  });

  it('refuses a legal entity, contact or package that is not the opportunity account\'s, and no package at all', async () => {
    const deal = await newDeal();
    const elsewhere = await newDeal();
    const cases: [object, string][] = [
      [{ accountLegalEntityId: elsewhere.legalEntityId }, 'Please select a legal entity of this account.'],
      [{ contactId: elsewhere.contactId }, 'Please select a contact of this account.'],
      [{ opportunityPackageMappingIds: [elsewhere.packageMappingId] }, 'Please select packages of this opportunity.'],
      [{ opportunityPackageMappingIds: [] }, 'Please select at least one package.'],
      [{ contactId: undefined }, 'This field is required.'],
    ];
    for (const [change, msg] of cases) {
      const res = await call('POST', '/sapna/v1/termsheet', staff.agent, { ...createBody(deal), ...change });
      expect(res.status, msg).toBe(400);
      expect(res.body.error.msg).toBe(msg);
    }
    expect((await call('GET', `/sapna/v1/termsheet?opportunityId=${deal.opportunityId}`, staff.agent)).body.totalCount).toBe(0);
  });

  it('refuses read-only and non-selling users (403) and answers 404 outside the scope', async () => {
    const deal = await newDeal();
    expect((await call('POST', '/sapna/v1/termsheet', staff.rcm, createBody(deal))).status).toBe(403);
    expect((await call('POST', '/sapna/v1/termsheet', staff.content, createBody(deal))).status).toBe(403);
    expect(await call('POST', '/sapna/v1/termsheet', staff.other, createBody(deal))).toEqual({
      status: 404,
      body: { error: { msg: 'Opportunity not found.' } },
    });
  });

  it('refuses termsheets on a lost opportunity or an inactive account (409), allows them on a closed deal', async () => {
    const lost = await newDeal({ opportunityStatusId: 6 });
    expect(await call('POST', '/sapna/v1/termsheet', staff.agent, createBody(lost))).toEqual({
      status: 409,
      body: { error: { msg: 'This opportunity is Lost and can no longer be edited.' } },
    });
    const closed = await newDeal({ opportunityStatusId: 2 });
    expect((await call('POST', '/sapna/v1/termsheet', staff.agent, createBody(closed))).status).toBe(200);
    const inactive = await newDeal({ accountStatusId: 5 });
    expect(await call('POST', '/sapna/v1/termsheet', staff.agent, createBody(inactive))).toEqual({
      status: 409,
      body: { error: { msg: 'This account is Inactive and can no longer be edited.' } },
    });
  });

  it('updates contact, legal entity and packages, bumping the version and logging the change', async () => {
    const deal = await newDeal();
    const created = (await call('POST', '/sapna/v1/termsheet', staff.agent, createBody(deal))).body;
    const otherContact = await server.database.db.execute(
      `insert into contacts (account_id, name, phone, contact_type_id) values (${deal.accountId}, 'Ravi', '9876500000', 2) returning id`,
    );
    const contactId = Number((otherContact as unknown as { rows: { id: number }[] }).rows[0]?.id);
    const { status, body } = await call('PUT', `/sapna/v1/termsheet/${created.id}`, staff.agent, { contactId, baseVersion: created.version });
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: created.id, contactId, version: created.version + 1 });
    const logged = await server.database.db
      .select()
      .from(changeLog)
      .where(and(eq(changeLog.entity, 'termsheet'), eq(changeLog.entityId, created.id)));
    expect(logged).toHaveLength(2);

    expect(await call('PUT', `/sapna/v1/termsheet/${created.id}`, staff.agent, { contactId: deal.contactId, baseVersion: created.version })).toEqual({
      status: 409,
      body: { error: { msg: 'This termsheet was changed by someone else. Please review and try again.' } },
    });
    const elsewhere = await newDeal();
    expect((await call('PUT', `/sapna/v1/termsheet/${created.id}`, staff.agent, { contactId: elsewhere.contactId })).body.error.msg).toBe(
      'Please select a contact of this account.',
    );
  });

  it('refuses to update a termsheet in status 4, 5 or 6 (409), for read-only users (403) and outside the scope (404)', async () => {
    const deal = await newDeal();
    const names: Record<number, string> = { 4: 'Completed', 5: 'Cancelled', 6: 'Rejected' };
    for (const statusId of [4, 5, 6]) {
      const id = await insertTermsheet(server.database.db, deal, statusId);
      expect(await call('PUT', `/sapna/v1/termsheet/${id}`, staff.agent, { contactId: deal.contactId })).toEqual({
        status: 409,
        body: { error: { msg: `This termsheet is ${names[statusId]} and can no longer be edited.` } },
      });
      expect((await call('GET', `/sapna/v3/termsheet-page/${id}`, staff.agent)).body.editable).toBe(false);
    }
    const id = await insertTermsheet(server.database.db, deal, 1);
    expect((await call('PUT', `/sapna/v1/termsheet/${id}`, staff.rcm, { contactId: deal.contactId })).status).toBe(403);
    expect((await call('PUT', `/sapna/v1/termsheet/${id}`, staff.content, { contactId: deal.contactId })).status).toBe(403);
    expect(await call('PUT', `/sapna/v1/termsheet/${id}`, staff.other, { contactId: deal.contactId })).toEqual({
      status: 404,
      body: { error: { msg: 'Termsheet not found.' } },
    });
  });

  it('shows the termsheet page to read-only users without edit rights, and 404 outside the scope or when absent', async () => {
    const deal = await newDeal();
    const id = await insertTermsheet(server.database.db, deal);
    const readOnly = await call('GET', `/sapna/v3/termsheet-page/${id}`, staff.rcm);
    expect(readOnly.status).toBe(200);
    expect(readOnly.body).toMatchObject({ id, editable: false, statusName: 'Created' });
    expect((await call('GET', `/sapna/v3/termsheet-page/${id}`, staff.other)).status).toBe(404);
    expect((await call('GET', '/sapna/v3/termsheet-page/999999', staff.agent)).body).toEqual({ error: { msg: 'Termsheet not found.' } });
  });

  it('lists the termsheets of an opportunity, newest first, in the list envelope', async () => {
    const deal = await newDeal();
    const first = await insertTermsheet(server.database.db, deal, 5);
    const second = await insertTermsheet(server.database.db, deal, 1);
    const { status, body } = await call('GET', `/sapna/v1/termsheet?opportunityId=${deal.opportunityId}`, staff.agent);
    expect(status).toBe(200);
    expect(body).toMatchObject({ totalCount: 2, page: 0, size: 100 });
    expect(body.results.map((t: { id: number }) => t.id)).toEqual([second, first]);
    expect(body.results[0]).toMatchObject({ statusName: 'Created', editable: true, legalName: 'Skyline Builders Pvt Ltd', contactName: 'Asha' });
    expect(body.results[1]).toMatchObject({ statusName: 'Cancelled', editable: false });
    expect((await call('GET', `/sapna/v1/termsheet?opportunityId=${deal.opportunityId}`, staff.other)).status).toBe(404);
  });
});

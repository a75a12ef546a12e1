import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeLog, opportunities } from '../../db/schema/index';
import { describeEachBackend, startTestServer, type TestServer } from '../../testing/harness';
import {
  caller,
  createCast,
  insertAccount,
  insertCity,
  insertOpportunity,
  insertPackage,
  insertPackageMapping,
  insertProduct,
  insertProductMapping,
} from '../../testing/opportunity-fixtures';

describeEachBackend('opportunities: create, update, page, mark as lost', (backend) => {
  let server: TestServer;
  let cast: Awaited<ReturnType<typeof createCast>>;
  let cityId: number;
  const call = caller(() => server.app);
  const db = () => server.database.db;

  beforeAll(async () => {
    server = await startTestServer(backend);
    cast = await createCast(server);
    cityId = await insertCity(db(), 'Pune');
  });
  afterAll(() => server.close());

  const agentAccount = (values: Partial<Parameters<typeof insertAccount>[1]> = {}) => insertAccount(db(), { agentId: cast.ids.agent, cityId, ...values });
  const changesOf = (entityId: number) =>
    db().select().from(changeLog).where(and(eq(changeLog.entity, 'opportunity'), eq(changeLog.entityId, entityId)));

  describe('POST /sapna/v1/opportunity', () => {
    it('creates an opportunity owned by the caller in status 1, kind from the client type, and logs the change', async () => {
      const account = await agentAccount({ clientTypeId: 2 });
      const res = await call(cast.cookies.agent, 'POST', '/api/sapna/v1/opportunity', { name: 'Premium listing', typeId: 3, accountId: account.id, cityId });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({
        name: 'Premium listing',
        typeId: 3,
        kind: 'broker',
        accountId: account.id,
        cityId,
        statusId: 1,
        ownerId: cast.ids.agent,
        ownerName: 'agent Test',
        dealValue: 0,
        collectedAmount: 0,
        pendingCollectionAmount: 0,
        editable: true,
        version: 1,
        opportunityPackageMappingDetails: [],
      });
      const [row] = await db().select().from(opportunities).where(eq(opportunities.id, body.id));
      expect(row?.domainId).toBe(5);
      expect(await changesOf(body.id)).toHaveLength(1);
    });

    it.each([
      [1, 'builder'],
      [3, 'owner'],
      [4, 'general'],
      [5, 'general'],
    ])('defaults the kind for client type %i to %s', async (clientTypeId, kind) => {
      const account = await agentAccount({ clientTypeId });
      const res = await call(cast.cookies.agent, 'POST', '/api/sapna/v1/opportunity', { name: 'Deal', typeId: 1, accountId: account.id, cityId });
      expect(res.json().kind).toBe(kind);
    });

    it('takes an explicit kind', async () => {
      const account = await agentAccount({ clientTypeId: 3 });
      const res = await call(cast.cookies.agent, 'POST', '/api/sapna/v1/opportunity', { name: 'Rent', typeId: 1, accountId: account.id, cityId, kind: 'tenant' });
      expect(res.json().kind).toBe('tenant');
    });

    it('returns the same opportunity when a create with the same clientId is replayed', async () => {
      const account = await agentAccount();
      const body = { name: 'Offline deal', typeId: 1, accountId: account.id, cityId, clientId: '0190f5a0-0000-7000-8000-000000000001' };
      const first = await call(cast.cookies.agent, 'POST', '/api/sapna/v1/opportunity', body);
      const second = await call(cast.cookies.agent, 'POST', '/api/sapna/v1/opportunity', body);
      expect(second.json().id).toBe(first.json().id);
    });

    it.each([
      [{ typeId: 1, cityId: 1 }, 'This field is required.'],
      [{ name: '   ', typeId: 1, cityId: 1 }, 'This field is required.'],
      [{ name: 'Deal', cityId: 1 }, 'This field is required.'],
      [{ name: 'Deal', typeId: 1 }, 'This field is required.'],
      [{ name: 'Deal', typeId: 'abc', cityId: 1 }, 'Invalid ID selected in dropdown field'],
      [{ name: 'Deal', typeId: 1, cityId: 1, kind: 'landlord' }, 'Kind must be one of general, owner, broker, builder, tenant.'],
    ])('refuses %j with 400 %s', async (fields, msg) => {
      const account = await agentAccount();
      const res = await call(cast.cookies.agent, 'POST', '/api/sapna/v1/opportunity', { accountId: account.id, ...fields });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.msg).toBe(msg);
    });

    it('names the field a refusal by the route’s schema is about, beside its message (a form shows it at that field)', async () => {
      const account = await agentAccount();
      const res = await call(cast.cookies.agent, 'POST', '/api/sapna/v1/opportunity', { name: 'Deal', typeId: 'abc', accountId: account.id, cityId });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: { msg: 'Invalid ID selected in dropdown field' }, field: 'typeId' });
    });

    it('refuses an unknown city', async () => {
      const account = await agentAccount();
      const res = await call(cast.cookies.agent, 'POST', '/api/sapna/v1/opportunity', { name: 'Deal', typeId: 1, accountId: account.id, cityId: 999999 });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.msg).toBe('Invalid ID selected in dropdown field');
    });

    it('refuses read-only users and users who may not sell', async () => {
      const account = await agentAccount();
      const body = { name: 'Deal', typeId: 1, accountId: account.id, cityId };
      expect((await call(cast.cookies.rcm, 'POST', '/api/sapna/v1/opportunity', body)).statusCode).toBe(403);
      const finance = await call(cast.cookies.finance, 'POST', '/api/sapna/v1/opportunity', body);
      expect(finance.statusCode).toBe(403);
    });

    it('answers 404 for an account outside the caller’s scope', async () => {
      const account = await agentAccount();
      const res = await call(cast.cookies.outsider, 'POST', '/api/sapna/v1/opportunity', { name: 'Deal', typeId: 1, accountId: account.id, cityId });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.msg).toBe('Account not found.');
    });

    it.each([
      [5, 'This account is Inactive and can no longer be edited.'],
      [6, 'This account is Merged and can no longer be edited.'],
    ])('refuses an account in status %i with 409', async (statusId, msg) => {
      const account = await agentAccount({ statusId });
      const res = await call(cast.cookies.agent, 'POST', '/api/sapna/v1/opportunity', { name: 'Deal', typeId: 1, accountId: account.id, cityId });
      expect(res.statusCode).toBe(409);
      expect(res.json().error.msg).toBe(msg);
    });
  });

  describe('PUT /sapna/v1/opportunity/{id}', () => {
    const opportunity = async (values: Partial<Parameters<typeof insertOpportunity>[1]> = {}) => {
      const account = await agentAccount();
      return insertOpportunity(db(), { accountId: account.id, ownerId: cast.ids.agent, cityId, ...values });
    };

    it('updates name, type, city and status, bumps the version and logs the change', async () => {
      const o = await opportunity();
      const otherCity = await insertCity(db(), 'Nashik');
      const res = await call(cast.cookies.agent, 'PUT', `/api/sapna/v1/opportunity/${o.id}`, { name: 'Renamed', typeId: 2, cityId: otherCity, statusId: 3, baseVersion: 1 });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ name: 'Renamed', typeId: 2, cityId: otherCity, statusId: 3, version: 2 });
      expect(await changesOf(o.id)).toHaveLength(1);
    });

    it('lets the team leader update the agent’s opportunity', async () => {
      const o = await opportunity();
      const res = await call(cast.cookies.leader, 'PUT', `/api/sapna/v1/opportunity/${o.id}`, { name: 'By leader' });
      expect(res.statusCode).toBe(200);
    });

    it('refuses a status change on a stale baseVersion but lets a name change win', async () => {
      const o = await opportunity({ version: 3 });
      const stale = await call(cast.cookies.agent, 'PUT', `/api/sapna/v1/opportunity/${o.id}`, { statusId: 4, baseVersion: 2 });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().error.msg).toBe('This opportunity was changed by someone else. Reload it and try again.');
      const nameOnly = await call(cast.cookies.agent, 'PUT', `/api/sapna/v1/opportunity/${o.id}`, { name: 'Last write', baseVersion: 2 });
      expect(nameOnly.statusCode).toBe(200);
      expect(nameOnly.json()).toMatchObject({ name: 'Last write', statusId: 1, version: 4 });
    });

    it.each([
      ['general', 2, 'This opportunity is Closed and can no longer be edited.'],
      ['general', 6, 'This opportunity is Lost and can no longer be edited.'],
      ['general', 7, 'This opportunity is Dropped and can no longer be edited.'],
      ['owner', 8, 'This opportunity is Payment Pending and can no longer be edited.'],
      ['owner', 2, 'This opportunity is Closed and can no longer be edited.'],
      ['tenant', 6, 'This opportunity is Lost and can no longer be edited.'],
      ['broker', 7, 'This opportunity is Dropped and can no longer be edited.'],
      ['builder', 2, 'This opportunity is Closed and can no longer be edited.'],
    ])('refuses a %s opportunity in status %i with 409', async (kind, statusId, msg) => {
      const o = await opportunity({ kind, statusId });
      const res = await call(cast.cookies.agent, 'PUT', `/api/sapna/v1/opportunity/${o.id}`, { name: 'Edit' });
      expect(res.statusCode).toBe(409);
      expect(res.json().error.msg).toBe(msg);
    });

    it.each(['general', 'tenant', 'broker', 'builder'])('allows editing a %s opportunity in status 8', async (kind) => {
      const o = await opportunity({ kind, statusId: 8 });
      const res = await call(cast.cookies.agent, 'PUT', `/api/sapna/v1/opportunity/${o.id}`, { name: 'Edit' });
      expect(res.statusCode).toBe(200);
      expect(res.json().editable).toBe(true);
    });

    it.each([
      [{ statusId: 6 }, 'Use "Mark as lost" to mark an opportunity as lost.'],
      [{ statusId: 9 }, 'Please select a valid status.'],
      [{ statusId: 'x' }, 'Please select a valid status.'],
      [{ brokerStage: 'discovery' }, 'Broker stage applies to broker opportunities only.'],
      [{ brokerStage: 'closing' }, 'Please select a valid broker stage.'],
      [{ name: '' }, 'This field is required.'],
      [{ cityId: 0 }, 'Invalid ID selected in dropdown field'],
    ])('refuses %j with 400', async (body, msg) => {
      const o = await opportunity();
      const res = await call(cast.cookies.agent, 'PUT', `/api/sapna/v1/opportunity/${o.id}`, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.msg).toBe(msg);
    });

    it('sets the broker stage of a broker opportunity', async () => {
      const o = await opportunity({ kind: 'broker' });
      const res = await call(cast.cookies.agent, 'PUT', `/api/sapna/v1/opportunity/${o.id}`, { brokerStage: 'buy_initiation' });
      expect(res.statusCode).toBe(200);
      expect(res.json().brokerStage).toBe('buy_initiation');
    });

    it('refuses read-only users (403) and callers outside scope (404)', async () => {
      const o = await opportunity();
      expect((await call(cast.cookies.rcm, 'PUT', `/api/sapna/v1/opportunity/${o.id}`, { name: 'x' })).statusCode).toBe(403);
      expect((await call(cast.cookies.finance, 'PUT', `/api/sapna/v1/opportunity/${o.id}`, { name: 'x' })).statusCode).toBe(403);
      const outside = await call(cast.cookies.outsider, 'PUT', `/api/sapna/v1/opportunity/${o.id}`, { name: 'x' });
      expect(outside.statusCode).toBe(404);
      expect(outside.json().error.msg).toBe('Opportunity not found.');
    });
  });

  describe('GET /sapna/v3/opportunity-page/{id}', () => {
    it('shows the opportunity with its mappings, JSON text parsed, and the account’s other opportunities on request', async () => {
      const account = await agentAccount({ housingProfileId: 'p-77', name: 'Iyer Homes' });
      const earlier = await insertOpportunity(db(), { accountId: account.id, ownerId: cast.ids.agent, name: 'Earlier', statusId: 2 });
      const o = await insertOpportunity(db(), { accountId: account.id, ownerId: cast.ids.agent, name: 'Current', cityId });
      const packageId = await insertPackage(db(), { name: 'Gold' });
      const productId = await insertProduct(db(), 'Featured listing', ['listingId']);
      const mappingId = await insertPackageMapping(db(), { opportunityId: o.id, packageId, salesPrice: '1000', discount: '100', quantity: 2, discountApproved: 'Required' });
      await insertProductMapping(db(), {
        opportunityPackageMappingId: mappingId,
        productId,
        activationParameters: '{"listingId":"L1","boost":[1,2]}',
        requiredActivationParameters: '["listingId"]',
        extraDetail: '{"note":"n"}',
        fixedParameters: 'not json{',
      });

      const res = await call(cast.cookies.agent, 'GET', `/api/sapna/v3/opportunity-page/${o.id}?fetchPrevOpportunitiesDetails=true`);
      expect(res.statusCode).toBe(200);
      const page = res.json();
      expect(page).toMatchObject({
        id: o.id,
        name: 'Current',
        account: { housingProfileId: 'p-77', name: 'Iyer Homes', statusId: 1 },
        // The discount still needs approval (Required): it does not reduce the deal value (the ledger). 2000 + 18% GST due.
        dealValue: 2000,
        collectedAmount: 0,
        pendingCollectionAmount: 2360,
        editable: true,
        prevOpportunities: [{ id: earlier.id, name: 'Earlier', statusId: 2 }],
      });
      const [mapping] = page.opportunityPackageMappingDetails;
      expect(mapping).toMatchObject({ id: mappingId, packageId, packageName: 'Gold', salesPrice: 1000, discount: 100, quantity: 2, discountApproved: 'Required', projects: [] });
      expect(mapping.opportunityProductMappingDtos[0]).toMatchObject({
        productName: 'Featured listing',
        activationParameters: { listingId: 'L1', boost: [1, 2] },
        requiredActivationParameters: ['listingId'],
        extraDetail: { note: 'n' },
        fixedParameters: null,
      });
      const without = await call(cast.cookies.agent, 'GET', `/api/sapna/v3/opportunity-page/${o.id}`);
      expect(without.json().prevOpportunities).toBeNull();
    });

    it('is readable (not editable) for read-only users and not found outside scope', async () => {
      const account = await agentAccount();
      const o = await insertOpportunity(db(), { accountId: account.id, ownerId: cast.ids.agent });
      const rcm = await call(cast.cookies.rcm, 'GET', `/api/sapna/v3/opportunity-page/${o.id}`);
      expect(rcm.statusCode).toBe(200);
      expect(rcm.json().editable).toBe(false);
      expect((await call(cast.cookies.outsider, 'GET', `/api/sapna/v3/opportunity-page/${o.id}`)).statusCode).toBe(404);
      expect((await call(cast.cookies.agent, 'GET', '/api/sapna/v3/opportunity-page/99999999')).statusCode).toBe(404);
    });

    it('says a closed opportunity is not editable', async () => {
      const account = await agentAccount();
      const o = await insertOpportunity(db(), { accountId: account.id, ownerId: cast.ids.agent, statusId: 2 });
      expect((await call(cast.cookies.agent, 'GET', `/api/sapna/v3/opportunity-page/${o.id}`)).json().editable).toBe(false);
    });
  });

  describe('POST /sapna/v1/markOpportunityAsLost', () => {
    it('marks it lost with the reason and creates a linked child opportunity', async () => {
      const account = await agentAccount();
      const o = await insertOpportunity(db(), { accountId: account.id, ownerId: cast.ids.agent, cityId, kind: 'owner', typeId: 4, name: 'Q1 deal' });
      const res = await call(cast.cookies.agent, 'POST', '/api/sapna/v1/markOpportunityAsLost', {
        opportunityId: o.id,
        lostReason: 'Budget cut',
        createChild: true,
        childName: 'Q2 deal',
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ opportunityId: o.id, statusId: 6, lostReason: 'Budget cut' });
      const [parent] = await db().select().from(opportunities).where(eq(opportunities.id, o.id));
      const [child] = await db().select().from(opportunities).where(eq(opportunities.id, body.childOpportunityId));
      expect(parent).toMatchObject({ statusId: 6, lostReason: 'Budget cut', childOpportunityId: child!.id, version: 2 });
      expect(parent?.lostAt).toBeInstanceOf(Date);
      expect(child).toMatchObject({ statusId: 1, name: 'Q2 deal', parentOpportunityId: o.id, accountId: account.id, kind: 'owner', typeId: 4, cityId, ownerId: cast.ids.agent });
      expect(await changesOf(o.id)).toHaveLength(1);
      expect(await changesOf(child!.id)).toHaveLength(1);
    });

    it('marks it lost without a child', async () => {
      const account = await agentAccount();
      const o = await insertOpportunity(db(), { accountId: account.id, ownerId: cast.ids.agent });
      const res = await call(cast.cookies.agent, 'POST', '/api/sapna/v1/markOpportunityAsLost', { opportunityId: o.id, lostReason: 'No budget' });
      expect(res.json()).toMatchObject({ statusId: 6, childOpportunityId: null });
    });

    it('requires a reason and an opportunity id', async () => {
      const account = await agentAccount();
      const o = await insertOpportunity(db(), { accountId: account.id, ownerId: cast.ids.agent });
      const noReason = await call(cast.cookies.agent, 'POST', '/api/sapna/v1/markOpportunityAsLost', { opportunityId: o.id, lostReason: ' ' });
      expect(noReason.statusCode).toBe(400);
      expect(noReason.json().error.msg).toBe('This field is required.');
      const noId = await call(cast.cookies.agent, 'POST', '/api/sapna/v1/markOpportunityAsLost', { lostReason: 'x' });
      expect(noId.json().error.msg).toBe('This field is required.');
    });

    it('refuses an opportunity already lost or closed (409), owner status 8, read-only users and out-of-scope callers', async () => {
      const account = await agentAccount();
      for (const [kind, statusId] of [['general', 6], ['general', 2], ['owner', 8]] as const) {
        const o = await insertOpportunity(db(), { accountId: account.id, ownerId: cast.ids.agent, kind, statusId });
        const res = await call(cast.cookies.agent, 'POST', '/api/sapna/v1/markOpportunityAsLost', { opportunityId: o.id, lostReason: 'x' });
        expect(res.statusCode).toBe(409);
      }
      const o = await insertOpportunity(db(), { accountId: account.id, ownerId: cast.ids.agent });
      expect((await call(cast.cookies.rcm, 'POST', '/api/sapna/v1/markOpportunityAsLost', { opportunityId: o.id, lostReason: 'x' })).statusCode).toBe(403);
      expect((await call(cast.cookies.outsider, 'POST', '/api/sapna/v1/markOpportunityAsLost', { opportunityId: o.id, lostReason: 'x' })).statusCode).toBe(404);
    });

    it('refuses a stale baseVersion', async () => {
      const account = await agentAccount();
      const o = await insertOpportunity(db(), { accountId: account.id, ownerId: cast.ids.agent, version: 5 });
      const res = await call(cast.cookies.agent, 'POST', '/api/sapna/v1/markOpportunityAsLost', { opportunityId: o.id, lostReason: 'x', baseVersion: 4 });
      expect(res.statusCode).toBe(409);
    });
  });
});

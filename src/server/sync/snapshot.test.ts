import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contacts } from '../db/schema/index';
import { createUser, loginAs } from '../testing/fixtures';
import { describeOnBothBackends, startTestServer, type TestServer } from '../testing/harness';
import { ROW_SCHEMAS } from '../../domain/sync/mirror-rows';
import { decodeColumns, type Column } from '../../domain/sync/snapshot-columns';
import { snapshotColumnsPageSchema } from '../../domain/sync/sync-wire';
import { snapshotResponseSchema } from '../../domain/sync/sync-wire';
import { insertBook, pullAs, recordInTransaction, snapshotAll, type Book } from '../testing/sync-fixtures';

describeOnBothBackends('sync snapshot', (backend) => {
  let server: TestServer;
  let agent: string;
  let rcm: string;
  let first: Book;
  let second: Book;
  let foreign: Book;

  beforeAll(async () => {
    server = await startTestServer(backend);
    const db = server.database.db;
    const agentId = await createUser(db, { username: 'snap-agent', roles: ['HOUSING_SALES_AGENT'] });
    const otherId = await createUser(db, { username: 'snap-other', roles: ['HOUSING_SALES_AGENT'] });
    await createUser(db, { username: 'snap-rcm', roles: ['RCM_USER'] });
    first = await insertBook(db, { agentId, name: 'First' });
    second = await insertBook(db, { agentId, name: 'Second' });
    foreign = await insertBook(db, { agentId: otherId, name: 'Foreign' });
    agent = await loginAs(server.app, 'snap-agent');
    rcm = await loginAs(server.app, 'snap-rcm');
  });
  afterAll(async () => server?.close());

  it("pages every row of the user's scope by id, with the count on the first page", async () => {
    const page1 = await server.app.inject({ method: 'GET', url: '/api/sync/v1/snapshot?entity=account&limit=1', headers: { cookie: agent } });
    expect(page1.statusCode).toBe(200);
    expect(page1.json()).toMatchObject({ entity: 'account', hasMore: true, nextAfter: first.accountId, totalCount: 2, rows: [{ accountId: first.accountId }] });
    const page2 = await server.app.inject({
      method: 'GET',
      url: `/api/sync/v1/snapshot?entity=account&limit=1&after=${first.accountId}`,
      headers: { cookie: agent },
    });
    expect(page2.json()).toMatchObject({ hasMore: false, nextAfter: second.accountId, rows: [{ accountId: second.accountId, name: 'Second' }] });
    expect(page2.json().totalCount).toBeUndefined();
  });

  it('holds every mirrored entity of the scope and nothing of another team', async () => {
    const ids = async (entity: string, key = 'id') => (await snapshotAll(server.app, agent, entity)).rows.map((r) => r[key]);
    expect(await ids('account', 'accountId')).toEqual([first.accountId, second.accountId]);
    expect(await ids('contact')).toEqual([first.contactId, second.contactId]);
    expect(await ids('legalEntity')).toEqual([first.legalEntityId, second.legalEntityId]);
    expect(await ids('opportunity')).toEqual([first.opportunityId, second.opportunityId]);
    expect(await ids('termsheet')).toEqual([first.termsheetId, second.termsheetId]);
    expect(await ids('milestone')).toEqual([first.milestoneId, second.milestoneId]);
    expect(await ids('payment')).toEqual([first.paymentId, second.paymentId]);
    expect(await ids('comment')).toEqual([first.commentId, second.commentId]);
    const all = await snapshotAll(server.app, rcm, 'account');
    expect(all.rows.map((r) => r.accountId)).toEqual([first.accountId, second.accountId, foreign.accountId]);
  });

  it('rows carry the online field names, nested mappings with JSON parsed, and derived amounts', async () => {
    const [opportunity] = (await snapshotAll(server.app, agent, 'opportunity')).rows;
    expect(opportunity).toMatchObject({
      id: first.opportunityId,
      accountId: first.accountId,
      account: { housingProfileId: 'hp-42', name: 'First' },
      dealValue: 45000,
      collectedAmount: 2000,
      pendingCollectionAmount: 51100, // 45000 + 18% GST − 2000 (the ledger)
      opportunityPackageMappingDetails: [
        {
          id: first.packageMappingId,
          packageName: 'Premium',
          salesPrice: 45000,
          discountApproved: 'NotRequired',
          opportunityProductMappingDtos: [{ productName: 'Pro Listing', activationParameters: { listings: 5 }, requiredActivationParameters: ['listings'] }],
        },
      ],
    });
    const [milestone] = (await snapshotAll(server.app, agent, 'milestone')).rows;
    expect(milestone).toMatchObject({
      termsheetId: first.termsheetId,
      opportunityId: first.opportunityId,
      accountId: first.accountId,
      amount: 10000,
      gst: 1800,
      approvedPaymentAmount: 2000,
      pendingPaymentAmount: 0,
      dueAmount: 9800,
      accountLegalEntityDetail: { id: first.legalEntityId, legalName: 'Skyline Builders Pvt Ltd' },
    });
    const [payment] = (await snapshotAll(server.app, agent, 'payment')).rows;
    expect(payment).toMatchObject({ milestoneName: 'Advance', amount: 2000, statusId: 6, statusName: 'Approved', opportunityId: first.opportunityId });
    const [legalEntity] = (await snapshotAll(server.app, agent, 'legalEntity')).rows;
    expect(legalEntity).toMatchObject({ billingAddress: { address: '12 MG Road', pincode: '560001' }, shippingAddress: null });
    const [termsheet] = (await snapshotAll(server.app, agent, 'termsheet')).rows;
    expect(termsheet).toMatchObject({ termsheetOpportunityPackageMappingDetails: [{ opportunityPackageMappingId: first.packageMappingId }] });
  });

  it('every page matches the documented response schema', async () => {
    for (const entity of ['account', 'contact', 'legalEntity', 'opportunity', 'termsheet', 'milestone', 'payment', 'comment', 'reference']) {
      const res = await server.app.inject({ method: 'GET', url: `/api/sync/v1/snapshot?entity=${entity}`, headers: { cookie: agent } });
      expect(res.headers['content-type']).toContain('application/json');
      const parsed = snapshotResponseSchema.safeParse(res.json());
      expect(parsed.error?.issues, entity).toBeUndefined();
    }
  });

  it('serves the reference data as one row', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/sync/v1/snapshot?entity=reference', headers: { cookie: agent } });
    expect(res.json()).toMatchObject({ entity: 'reference', hasMore: false, rows: [{ paymentModes: expect.any(Array), cities: expect.any(Array) }] });
  });

  it("the first page's cursor starts delta pulls: a change after priming arrives, nothing before it repeats", async () => {
    const { cursor } = await snapshotAll(server.app, agent, 'contact');
    expect((await pullAs(server.app, agent, { cursor })).body.changes).toEqual([]);
    await server.database.db.update(contacts).set({ name: 'Asha Rao' }).where(eq(contacts.id, second.contactId));
    await recordInTransaction(server.database.db, [{ entity: 'contact', entityId: second.contactId, accountId: second.accountId, op: 'upsert' }]);
    const { body } = await pullAs(server.app, agent, { cursor });
    expect(body.changes).toMatchObject([{ entity: 'contact', op: 'upsert', id: second.contactId, row: { name: 'Asha Rao' } }]);
  });

  describe('compact pages (format=columns, issue 10 "A lean snapshot")', () => {
    const ENTITIES = ['account', 'contact', 'legalEntity', 'opportunity', 'termsheet', 'milestone', 'payment', 'comment', 'approval', 'document'] as const;

    async function pageOf(entity: string, format: 'rows' | 'columns', query = '') {
      const res = await server.app.inject({ method: 'GET', url: `/api/sync/v1/snapshot?entity=${entity}&format=${format}${query}`, headers: { cookie: agent } });
      expect(res.statusCode).toBe(200);
      return { body: res.json() as Record<string, unknown>, bytes: res.body.length };
    }

    it('every entity: the columns and values decode to exactly the rows of the object page, each a valid mirror row', async () => {
      for (const entity of ENTITIES) {
        const rows = await pageOf(entity, 'rows');
        const columns = await pageOf(entity, 'columns');
        const parsed = snapshotColumnsPageSchema.safeParse(columns.body);
        expect(parsed.error?.issues, entity).toBeUndefined();
        expect(snapshotResponseSchema.safeParse(columns.body).success, entity).toBe(true);
        const page = parsed.data as NonNullable<typeof parsed.data>;
        expect('rows' in page, entity).toBe(false);
        const decoded = decodeColumns(page.columns, page.values);
        expect(decoded, entity).toEqual(rows.body.rows);
        for (const row of decoded) expect(ROW_SCHEMAS[entity].safeParse(row).error?.issues, entity).toBeUndefined();
        // The cursor marks the database's position when each page was read: two requests may see other
        // transactions commit between them (on PostgreSQL any other session's), so it is compared by shape only.
        const { rows: _rows, cursor: rowsCursor, ...rowsFields } = rows.body;
        const { columns: _columns, values: _values, cursor: columnsCursor, ...columnsFields } = columns.body;
        expect(columnsFields, entity).toEqual(rowsFields);
        expect(typeof columnsCursor, entity).toBe(typeof rowsCursor);
      }
    });

    it('nulls and nested values arrive as they are, in fewer bytes', async () => {
      const rows = await pageOf('legalEntity', 'rows');
      const columns = await pageOf('legalEntity', 'columns');
      const body = columns.body as { columns: Column[]; values: unknown[][] };
      const shipping = body.columns.indexOf('shippingAddress');
      expect(body.values[0]?.[shipping]).toBeNull();
      // The billing address is an object of the same fields in every row: listed as nested columns.
      const billing = body.columns.findIndex((c) => typeof c !== 'string' && c.name === 'billingAddress');
      const billingColumns = (body.columns[billing] as { fields: string[] }).fields;
      expect(body.values[0]?.[billing]).toEqual(expect.arrayContaining(['12 MG Road', '560001']));
      expect(billingColumns).toEqual(expect.arrayContaining(['address', 'pincode']));
      expect(decodeColumns(body.columns, body.values)[0]).toMatchObject({ billingAddress: { address: '12 MG Road', pincode: '560001' }, shippingAddress: null });
      expect(columns.bytes).toBeLessThan(rows.bytes);
      // An opportunity's package mappings and their products: nested column lists, decoded back to the objects.
      const opportunities = (await pageOf('opportunity', 'columns')).body as { columns: Column[]; values: unknown[][] };
      expect(opportunities.columns).toContainEqual(expect.objectContaining({ name: 'opportunityPackageMappingDetails', rows: expect.any(Array) }));
      const [opportunity] = decodeColumns<Record<string, unknown>>(opportunities.columns, opportunities.values);
      expect(opportunity).toMatchObject({ opportunityPackageMappingDetails: [{ packageName: 'Premium', opportunityProductMappingDtos: [{ activationParameters: { listings: 5 } }] }] });
    });

    it('pages by id as the object pages do; the reference data stays one row', async () => {
      const first = await pageOf('account', 'columns', '&limit=1');
      expect(first.body).toMatchObject({ entity: 'account', hasMore: true, nextAfter: first.body.nextAfter, totalCount: 2, values: [expect.any(Array)] });
      const second = await pageOf('account', 'columns', `&limit=1&after=${String(first.body.nextAfter)}`);
      expect(second.body).toMatchObject({ hasMore: false, nextAfter: expect.any(Number) });
      expect(second.body.totalCount).toBeUndefined();
      const reference = await pageOf('reference', 'columns');
      expect(reference.body).toMatchObject({ entity: 'reference', rows: [{ paymentModes: expect.any(Array) }] });
    });

    it('without a format the page is the previous release\'s (an object a row); an unknown format is refused', async () => {
      const res = await server.app.inject({ method: 'GET', url: '/api/sync/v1/snapshot?entity=contact', headers: { cookie: agent } });
      expect(res.json()).toMatchObject({ rows: [expect.any(Object), expect.any(Object)] });
      const bad = await server.app.inject({ method: 'GET', url: '/api/sync/v1/snapshot?entity=contact&format=csv', headers: { cookie: agent } });
      expect(bad.statusCode).toBe(400);
    });
  });

  it('refuses an unknown entity (400) and anonymous callers (401)', async () => {
    const bad = await server.app.inject({ method: 'GET', url: '/api/sync/v1/snapshot?entity=ticket', headers: { cookie: agent } });
    expect(bad.statusCode).toBe(400);
    const anonymous = await server.app.inject({ method: 'GET', url: '/api/sync/v1/snapshot?entity=account' });
    expect(anonymous.statusCode).toBe(401);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { tickets } from '../../db/schema/index';
import { describeEachBackend, startTestServer, type TestServer } from '../../testing/harness';
import { createUser, loginAs } from '../../testing/fixtures';
import { insertAccount, insertOpportunity } from '../../testing/account-fixtures';

describeEachBackend('tickets (housing brand)', (backend) => {
  let server: TestServer;
  let agentCookie: string;
  let otherCookie: string;
  let rcmCookie: string;
  let agentId: number;
  let accountId: number;

  const base = '/api/housingTickets/api/v1/ticket';
  const create = (cookie: string, payload: object) => server.app.inject({ method: 'POST', url: `${base}/create`, headers: { cookie }, payload });
  const get = (cookie: string, url: string) => server.app.inject({ method: 'GET', url, headers: { cookie } });
  const ticket = (extra: object = {}) => ({
    summary: 'Map the account to its profile',
    category_id: 2,
    sub_category_id: 201,
    reporter_id: 12345,
    status_id: 3,
    type_id: 2,
    priority_id: 5,
    ticket_reference: { entity_type_id: 3, entity_id: accountId, link: `/account/${accountId}` },
    description: 'Profile was created yesterday',
    ticket_attributes: [{ attribute_id: 2001, attribute_value: 'prof-123' }],
    ...extra,
  });

  beforeAll(async () => {
    server = await startTestServer(backend);
    const db = server.database.db;
    agentId = await createUser(db, { username: 'agent', roles: ['HOUSING_SALES_AGENT'] });
    await createUser(db, { username: 'other', roles: ['HOUSING_SALES_AGENT'] });
    await createUser(db, { username: 'rcm', roles: ['TICKETING'] });
    accountId = (await insertAccount(db, { agentId })).id;
    agentCookie = await loginAs(server.app, 'agent');
    otherCookie = await loginAs(server.app, 'other');
    rcmCookie = await loginAs(server.app, 'rcm');
  });
  afterAll(() => server.close());

  it('raises a ticket with status, type and priority fixed at 1 and the signed-in user as reporter', async () => {
    const res = await create(agentCookie, ticket());
    expect(res.statusCode).toBe(200);
    const { id, key, site_link } = res.json();
    expect(key).toBe(`CRM-${id}`);
    // site_link opens the ticket's own page (issue 52).
    expect(site_link).toBe(`/ticket/${id}`);
    const [row] = await server.database.db.select().from(tickets).where(eq(tickets.id, id));
    expect(row).toMatchObject({ domainId: 5, statusId: 1, typeId: 1, priorityId: 1, reporterId: agentId, categoryId: 2, subCategoryId: 201, entityTypeId: 3, entityId: accountId });
    expect(row?.attributes).toEqual([{ attribute_id: 2001, attribute_value: 'prof-123' }]);
  });

  it("raises a ticket on an opportunity; its page links to the opportunity's page of its kind", async () => {
    const opportunity = await insertOpportunity(server.database.db, { accountId, ownerId: agentId, kind: 'broker' });
    const res = await create(agentCookie, ticket({ ticket_reference: { entity_type_id: 1, entity_id: opportunity.id } }));
    expect(res.statusCode).toBe(200);
    expect(res.json().site_link).toBe(`/ticket/${res.json().id}`);
    const view = await get(agentCookie, `${base}/${res.json().id}`);
    expect(view.json()).toMatchObject({ entity_type_id: 1, entity_id: opportunity.id, entity_path: `/broker-opportunity/${opportunity.id}` });
  });

  it.each([
    [{ summary: '' }, 'This field is required.'],
    [{ category_id: 99 }, 'Invalid ID selected in dropdown field'],
    [{ sub_category_id: 301 }, 'Invalid ID selected in dropdown field'],
    [{ ticket_attributes: [{ attribute_id: 9999, attribute_value: 'x' }] }, 'Invalid ID selected in dropdown field'],
    [{ ticket_attributes: [] }, 'Please enter Housing profile id'],
    [{ ticket_attributes: [{ attribute_id: 2001, attribute_value: '  ' }] }, 'Please enter Housing profile id'],
    [{ ticket_reference: { entity_type_id: 2, entity_id: 1 } }, 'A ticket can be raised on an opportunity (1) or an account (3).'],
  ])('refuses a ticket with %o', async (change, msg) => {
    const before = (await server.database.db.select().from(tickets)).length;
    const res = await create(agentCookie, ticket(change));
    expect([res.statusCode, res.json().error.msg]).toEqual([400, msg]);
    expect(await server.database.db.select().from(tickets)).toHaveLength(before);
  });

  it('refuses tickets from read-only users, on merged accounts and outside the scope', async () => {
    expect((await create(rcmCookie, ticket())).statusCode).toBe(403);
    expect((await create(otherCookie, ticket())).statusCode).toBe(404);
    const merged = await insertAccount(server.database.db, { agentId, statusId: 6, mergedIntoId: accountId });
    const res = await create(agentCookie, ticket({ ticket_reference: { entity_type_id: 3, entity_id: merged.id } }));
    expect(res.statusCode).toBe(409);
  });

  it("lists an account's tickets with key, summary, status, assignee and dates", async () => {
    const account = await insertAccount(server.database.db, { agentId });
    const first = (await create(agentCookie, ticket({ summary: 'First', ticket_reference: { entity_type_id: 3, entity_id: account.id } }))).json();
    const second = (await create(agentCookie, ticket({ summary: 'Second', ticket_reference: { entity_type_id: 3, entity_id: account.id } }))).json();
    const res = await get(agentCookie, `${base}/search?entity_type_id=3&entity_id=${account.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ totalCount: 2, page: 0, size: 10 });
    expect(res.json().results.map((t: { key: string }) => t.key)).toEqual([second.key, first.key]);
    expect(res.json().results[0]).toMatchObject({ summary: 'Second', status: 'Open', assignee: null });
    expect(typeof res.json().results[0].created_at).toBe('string');
    expect((await get(rcmCookie, `${base}/search?entity_type_id=3&entity_id=${account.id}`)).statusCode).toBe(200);
    expect((await get(otherCookie, `${base}/search?entity_type_id=3&entity_id=${account.id}`)).statusCode).toBe(404);
  });

  it('serves the categories with their sub-categories and attributes, and only under the brand prefix', async () => {
    const res = await get(agentCookie, `${base}/categories`);
    expect(res.statusCode).toBe(200);
    const names = res.json().results.map((c: { name: string }) => c.name);
    expect(names).toEqual(['New Account', 'Map', 'Remap', 'POC Creation', 'Project Creation', 'Package Activation', 'Legal Entity']);
    expect(res.json().results[1].subCategories[0].attributes[0]).toEqual({ id: 2001, name: 'Housing profile id', required: true });
    expect((await get(agentCookie, '/api/makaanTickets/api/v1/ticket/categories')).statusCode).toBe(404);
  });
});

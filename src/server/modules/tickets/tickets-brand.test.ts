import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRANDS, PLATFORMS } from '../../../domain/reference/brand';
import { TICKET_PATHS } from '../../../domain/tickets/ticket-paths';
import { describeEachBackend, startTestServer, type TestServer } from '../../testing/harness';
import { createUser, loginAs } from '../../testing/fixtures';
import { insertAccount } from '../../testing/account-fixtures';

describeEachBackend('tickets (makaan brand)', (backend) => {
  let server: TestServer;
  let cookie: string;
  let accountId: number;

  beforeAll(async () => {
    server = await startTestServer(backend, { platform: 'makaan' });
    const agentId = await createUser(server.database.db, { username: 'makaan-agent', roles: ['MAKAAN_SALES_AGENT'], domainId: 1 });
    accountId = (await insertAccount(server.database.db, { agentId, domainId: 1 })).id;
    cookie = await loginAs(server.app, 'makaan-agent');
  });
  afterAll(() => server.close());

  it('serves the ticket service under /makaanTickets', async () => {
    const payload = {
      summary: 'New POC',
      category_id: 4,
      sub_category_id: 401,
      ticket_reference: { entity_type_id: 3, entity_id: accountId },
      ticket_attributes: [
        { attribute_id: 4001, attribute_value: 'Asha' },
        { attribute_id: 4002, attribute_value: '9876543210' },
      ],
    };
    const res = await server.app.inject({ method: 'POST', url: '/api/makaanTickets/api/v1/ticket/create', headers: { cookie }, payload });
    expect(res.statusCode).toBe(200);
    expect(res.json().key).toMatch(/^CRM-\d+$/);
    const housing = await server.app.inject({ method: 'POST', url: '/api/housingTickets/api/v1/ticket/create', headers: { cookie }, payload });
    expect(housing.statusCode).toBe(404);
    const attributes = await server.app.inject({ method: 'GET', url: '/api/makaanTickets/api/v1/ticket/categories/4/attributes', headers: { cookie } });
    expect(attributes.statusCode).toBe(200);
    expect(attributes.json().subCategories[0].attributes[0]).toEqual({ id: 4001, name: 'Contact name', required: true });
    const unknown = await server.app.inject({ method: 'GET', url: '/api/makaanTickets/api/v1/ticket/categories/99/attributes', headers: { cookie } });
    expect(unknown.statusCode).toBe(404);
    expect((await server.app.inject({ method: 'GET', url: '/api/housingTickets/api/v1/ticket/categories', headers: { cookie } })).statusCode).toBe(404);
  });
});

// The demo console (PLATFORM=housing) signs in the makaan agent too: their brand's prefix serves them (issue 52).
describeEachBackend('tickets of both brands on one console', (backend) => {
  let server: TestServer;
  const cookies: Record<string, string> = {};
  let makaanAccountId: number;

  beforeAll(async () => {
    server = await startTestServer(backend);
    const db = server.database.db;
    const makaanId = await createUser(db, { username: 'makaan-agent', roles: ['MAKAAN_SALES_AGENT'], domainId: 1 });
    await createUser(db, { username: 'housing-agent', roles: ['HOUSING_SALES_AGENT'] });
    await createUser(db, { username: 'makaan-ticketing', roles: ['TICKETING'], domainId: 1 });
    await createUser(db, { username: 'housing-ticketing', roles: ['TICKETING'] });
    makaanAccountId = (await insertAccount(db, { agentId: makaanId, domainId: 1 })).id;
    cookies.makaan = await loginAs(server.app, 'makaan-agent');
    cookies.housing = await loginAs(server.app, 'housing-agent');
    cookies.makaanTicketing = await loginAs(server.app, 'makaan-ticketing');
    cookies.housingTicketing = await loginAs(server.app, 'housing-ticketing');
  });
  afterAll(() => server.close());

  const get = (who: string, url: string) => server.app.inject({ method: 'GET', url, headers: { cookie: cookies[who]! } });

  it("raises, lists and categorises the makaan agent's tickets under /makaanTickets; the other brand's prefix is 404", async () => {
    const payload = {
      summary: 'New POC',
      category_id: 4,
      sub_category_id: 401,
      ticket_reference: { entity_type_id: 3, entity_id: makaanAccountId },
      ticket_attributes: [
        { attribute_id: 4001, attribute_value: 'Asha' },
        { attribute_id: 4002, attribute_value: '9876543210' },
      ],
    };
    const created = await server.app.inject({ method: 'POST', url: '/api/makaanTickets/api/v1/ticket/create', headers: { cookie: cookies.makaan! }, payload });
    expect(created.statusCode).toBe(200);
    const listed = await get('makaan', `/api/makaanTickets/api/v1/ticket/search?entity_type_id=3&entity_id=${makaanAccountId}`);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().results.map((t: { key: string }) => t.key)).toEqual([created.json().key]);
    expect((await get('makaan', '/api/makaanTickets/api/v1/ticket/categories')).statusCode).toBe(200);
    expect((await get('makaan', '/api/housingTickets/api/v1/ticket/categories')).statusCode).toBe(404);
    expect((await get('housing', '/api/makaanTickets/api/v1/ticket/categories')).statusCode).toBe(404);
    expect((await get('housing', '/api/housingTickets/api/v1/ticket/categories')).statusCode).toBe(200);

    // Issue 52: the makaan Ticketing user works it under /makaanTickets; the housing one neither sees nor moves it.
    const id = created.json().id as number;
    const queue = await get('makaanTicketing', '/api/makaanTickets/api/v1/ticket/queue');
    expect(queue.json().results.map((t: { id: number }) => t.id)).toEqual([id]);
    expect((await get('housingTicketing', '/api/housingTickets/api/v1/ticket/queue')).json().results).toEqual([]);
    expect((await get('housingTicketing', `/api/housingTickets/api/v1/ticket/${id}`)).statusCode).toBe(404);
    const put = (who: string, url: string) => server.app.inject({ method: 'PUT', url, headers: { cookie: cookies[who]! }, payload: { status_id: 2 } });
    expect((await put('housingTicketing', `/api/housingTickets/api/v1/ticket/${id}/status`)).statusCode).toBe(404);
    expect((await put('housingTicketing', `/api/makaanTickets/api/v1/ticket/${id}/status`)).statusCode).toBe(404);
    const moved = await put('makaanTicketing', `/api/makaanTickets/api/v1/ticket/${id}/status`);
    expect([moved.statusCode, moved.json().status]).toEqual([200, 'In Progress']);
    expect((await get('makaan', `/api/makaanTickets/api/v1/ticket/${id}`)).json()).toMatchObject({ status: 'In Progress', reporter: 'makaan-agent Test' });
  });
});

describe('ticket route table', () => {
  it("spells each brand's routes with the brand's prefix", () => {
    for (const platform of PLATFORMS) {
      for (const path of Object.values(TICKET_PATHS[platform])) expect(path.startsWith(`${BRANDS[platform].ticketServicePrefix}/api/v1/ticket/`)).toBe(true);
    }
  });
});

import { afterAll, beforeAll, expect, it } from 'vitest';
import { analyticsEvents } from '../../db/schema/index';
import { describeEachBackend, startTestServer, type TestServer } from '../../testing/harness';
import { createUser, loginAs } from '../../testing/fixtures';
import { addDaysToInstant } from '../../../domain/format/ist-calendar';

describeEachBackend('analytics events', (backend) => {
  let server: TestServer;
  let owner: string;
  let agent: string;
  let rcm: string;

  beforeAll(async () => {
    server = await startTestServer(backend);
    await createUser(server.database.db, { username: 'an-owner', roles: ['HOUSING_OWNER_AGENT'] });
    await createUser(server.database.db, { username: 'an-agent', roles: ['HOUSING_SALES_AGENT'] });
    await createUser(server.database.db, { username: 'an-rcm', roles: ['RCM_USER'] });
    owner = await loginAs(server.app, 'an-owner');
    agent = await loginAs(server.app, 'an-agent');
    rcm = await loginAs(server.app, 'an-rcm');
  });
  afterAll(async () => server?.close());

  const event = (over: object = {}) => ({ category: 'owner_crm', action: 'page_view', label: 'owner-opportunity', page: '/owner-opportunity/12', time: new Date().toISOString(), ...over });
  const send = (cookie: string, payload: unknown, contentType = 'application/json') =>
    server.app.inject({ method: 'POST', url: '/api/sapna/v1/analytics/events', headers: { cookie, 'content-type': contentType }, payload: JSON.stringify(payload) });

  it("keeps an owner agent's events (also as a text/plain beacon) and drops others' with 204", async () => {
    expect((await send(owner, { events: [event(), event({ action: 'click' })] })).statusCode).toBe(204);
    expect((await send(owner, { events: [event({ action: 'beacon' })] }, 'text/plain;charset=UTF-8')).statusCode).toBe(204);
    expect((await send(agent, { events: [event()] })).statusCode).toBe(204);
    expect((await send(rcm, { events: [event()] })).statusCode).toBe(204);
    // Older than the device queue's 7 days: dropped.
    expect((await send(owner, { events: [event({ action: 'stale', time: addDaysToInstant(new Date(), -8).toISOString() })] })).statusCode).toBe(204);
    const rows = await server.database.db.select().from(analyticsEvents);
    expect(rows.map((r) => r.action).sort()).toEqual(['beacon', 'click', 'page_view']);
  });

  it('refuses personal data in labels, bad events and bad JSON (400), and anonymous callers (401)', async () => {
    const before = await server.database.db.select().from(analyticsEvents);
    for (const label of ['asha@example.test', 'call 9876543210']) expect((await send(owner, { events: [event({ label })] })).statusCode, label).toBe(400);
    expect((await send(owner, { events: [] })).statusCode).toBe(400);
    expect((await send(owner, { events: [event({ time: 'yesterday' })] })).statusCode).toBe(400);
    expect((await server.app.inject({ method: 'POST', url: '/api/sapna/v1/analytics/events', headers: { cookie: owner, 'content-type': 'text/plain' }, payload: '{"events":' })).statusCode).toBe(400);
    expect((await server.app.inject({ method: 'POST', url: '/api/sapna/v1/analytics/events', payload: { events: [event()] } })).statusCode).toBe(401);
    expect(await server.database.db.select().from(analyticsEvents)).toEqual(before);
  });
});

// GET and PUT sapphire agents/status: inactive by default, a toggle between 1 and 0, offline after the
// last sign-out.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createUser, loginAs } from '../../testing/fixtures';
import { describeEachBackend, startTestServer, type TestServer } from '../../testing/harness';
import { AGENT_STATUS_MESSAGE } from '../../../domain/users/users.endpoints';

const URL = '/api/sapphire/v1/agents/status';

describeEachBackend('agent online status', (backend) => {
  let server: TestServer;
  let agentId = 0;
  const get = (cookie: string) => server.app.inject({ method: 'GET', url: URL, headers: { cookie } });
  const put = (cookie: string, payload: object) => server.app.inject({ method: 'PUT', url: URL, headers: { cookie }, payload });
  const logout = (cookie: string) => server.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });

  beforeAll(async () => {
    server = await startTestServer(backend);
    agentId = await createUser(server.app.db, { username: 'broker-telesales', roles: ['BROKER_TELE_SALES'] });
    await createUser(server.app.db, { username: 'two-devices', roles: ['HOUSING_OWNER_AGENT'] });
  });
  afterAll(() => server.close());

  it('starts inactive and toggles online and offline', async () => {
    const cookie = await loginAs(server.app, 'broker-telesales');
    expect((await get(cookie)).json()).toEqual({ userId: agentId, status: 0, changedAt: null });

    const online = await put(cookie, { status: 1 });
    expect(online.statusCode).toBe(200);
    expect(online.json()).toMatchObject({ userId: agentId, status: 1 });
    expect(online.json().changedAt).not.toBeNull();
    expect((await get(cookie)).json()).toEqual(online.json());

    // Saying online again does not reset how long they have been online.
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await put(cookie, { status: 1 })).json().changedAt).toBe(online.json().changedAt);

    const offline = (await put(cookie, { status: 0 })).json();
    expect(offline.status).toBe(0);
    expect(new Date(offline.changedAt).getTime()).toBeGreaterThan(new Date(online.json().changedAt).getTime());
  });

  it('refuses a form body (only sign-in parses forms, README "Request defence") and anything but 0 or 1', async () => {
    const cookie = await loginAs(server.app, 'broker-telesales');
    const form = await server.app.inject({
      method: 'PUT',
      url: URL,
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'status=1',
    });
    expect(form.statusCode).toBe(415);
    expect((await get(cookie)).json().status).toBe(0);
    for (const payload of [{ status: 2 }, { status: 'online' }, {}]) {
      const res = await put(cookie, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.msg).toBe(AGENT_STATUS_MESSAGE);
    }
  });

  it('goes offline when the agent signs out of their last session, not before', async () => {
    const phone = await loginAs(server.app, 'two-devices');
    const desk = await loginAs(server.app, 'two-devices');
    await put(phone, { status: 1 });
    await logout(phone);
    expect((await get(desk)).json().status).toBe(1);
    await logout(desk);
    const again = await loginAs(server.app, 'two-devices');
    expect((await get(again)).json().status).toBe(0);
  });
});

// GET and PUT user activity: today's (Asia/Kolkata) first and last activity, per user.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { istDateOf } from '../../../domain/format/ist-calendar';
import { createUser, loginAs } from '../../testing/fixtures';
import { describeEachBackend, startTestServer, type TestServer } from '../../testing/harness';

describeEachBackend('user activity', (backend) => {
  let server: TestServer;
  let agent = '';
  let other = '';
  const get = (cookie: string) => server.app.inject({ method: 'GET', url: '/api/user/activity', headers: { cookie } });
  const put = (cookie: string, payload?: object) =>
    server.app.inject({ method: 'PUT', url: '/api/user/activity', headers: { cookie }, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    server = await startTestServer(backend);
    await createUser(server.app.db, { username: 'agent', roles: ['HOUSING_SALES_AGENT'] });
    await createUser(server.app.db, { username: 'other', roles: ['HOUSING_OWNER_AGENT'] });
    agent = await loginAs(server.app, 'agent');
    other = await loginAs(server.app, 'other');
  });
  afterAll(() => server.close());

  it('shows nothing for a day without activity', async () => {
    const res = await get(agent);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ date: istDateOf(new Date()), firstActivityAt: null, lastActivityAt: null, lastActivity: null });
  });

  it('keeps the first activity of the day and moves the last one', async () => {
    const first = (await put(agent, { activity: 'Calling' })).json();
    expect(first.date).toBe(istDateOf(new Date()));
    expect(first.firstActivityAt).not.toBeNull();
    expect(first.lastActivityAt).toBe(first.firstActivityAt);
    expect(first.lastActivity).toBe('Calling');

    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = (await put(agent)).json();
    expect(second.firstActivityAt).toBe(first.firstActivityAt);
    expect(new Date(second.lastActivityAt).getTime()).toBeGreaterThan(new Date(first.lastActivityAt).getTime());
    expect(second.lastActivity).toBe('Calling');

    const third = (await put(agent, { activity: 'Meeting' })).json();
    expect(third.lastActivity).toBe('Meeting');
    expect((await get(agent)).json()).toEqual(third);
  });

  it("keeps each user's activity apart", async () => {
    expect((await get(other)).json().firstActivityAt).toBeNull();
    await put(other, { activity: 'Dropin' });
    expect((await get(other)).json().lastActivity).toBe('Dropin');
    expect((await get(agent)).json().lastActivity).toBe('Meeting');
  });

  it('needs a session', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/api/user/activity' })).statusCode).toBe(401);
    expect((await server.app.inject({ method: 'PUT', url: '/api/user/activity', payload: {} })).statusCode).toBe(401);
  });
});

// The action calendar (issue 12): create on an account in scope, list by Kolkata days, move, mark done (the comment
// is logged on the account), refusals (read-only 403, another's action 404, out of scope 404) and bad input (400).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ACTION_MESSAGES, type ActionView } from '../../../domain/dashboards/actions';
import { comments, dashboardActions } from '../../db/schema/index';
import { insertAccount } from '../../testing/account-fixtures';
import { createUser, loginAs } from '../../testing/fixtures';
import { describeEachBackend, startTestServer, type TestServer } from '../../testing/harness';

describeEachBackend('action calendar', (backend) => {
  let server: TestServer;
  const cookie: Record<string, string> = {};
  let accountId = 0;
  let otherAccountId = 0;
  const url = '/api/mystique/v1/dashboard/actions';
  const send = (who: string, method: 'GET' | 'POST' | 'PUT', path: string, payload?: object) =>
    server.app.inject({ method, url: `${url}${path}`, headers: { cookie: cookie[who]! }, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    server = await startTestServer(backend);
    const db = server.database.db;
    const agentId = await createUser(db, { username: 'act-agent', roles: ['HOUSING_SALES_AGENT'] });
    const otherId = await createUser(db, { username: 'act-other', roles: ['HOUSING_SALES_AGENT'] });
    await createUser(db, { username: 'act-rcm', roles: ['RCM_USER'] });
    for (const name of ['agent', 'other', 'rcm']) cookie[name] = await loginAs(server.app, `act-${name}`);
    accountId = (await insertAccount(db, { agentId, name: 'Calendar Homes' })).id;
    otherAccountId = (await insertAccount(db, { agentId: otherId, name: 'Elsewhere' })).id;
  });
  afterAll(async () => {
    await server.close();
  });

  it('creates, lists by Kolkata day, moves and marks done, logging the comment on the account', async () => {
    // 23:30 on 10 March in Kolkata is 18:00 UTC: it is on the 10th.
    const created = await send('agent', 'POST', '', { accountId, activityType: 'Meeting', title: 'Site visit', dueAt: '2026-03-10T23:30:00+05:30' });
    expect(created.statusCode, created.body).toBe(200);
    const action = created.json() as ActionView;
    expect(action).toMatchObject({ accountName: 'Calendar Homes', activityType: 'Meeting', dueAt: '2026-03-10T18:00:00.000Z', doneAt: null });
    expect((await send('agent', 'GET', '?from=2026-03-10&to=2026-03-10')).json()).toHaveLength(1);
    expect((await send('agent', 'GET', '?from=2026-03-11&to=2026-03-31')).json()).toHaveLength(0);
    const moved = await send('agent', 'PUT', `/${action.id}`, { dueAt: '2026-03-12T10:00:00+05:30' });
    expect((moved.json() as ActionView).dueAt).toBe('2026-03-12T04:30:00.000Z');
    const done = await send('agent', 'PUT', `/${action.id}`, { done: true, note: 'Met the owner' });
    expect(done.statusCode, done.body).toBe(200);
    const view = done.json() as ActionView;
    expect(view.doneAt).not.toBeNull();
    const [comment] = await server.database.db.select().from(comments).where(eq(comments.id, view.commentId!));
    expect(comment).toMatchObject({ entityTypeId: 3, entityId: accountId, activityType: 'Meeting', text: 'Site visit: Met the owner' });
    expect((await send('agent', 'PUT', `/${action.id}`, { done: true })).json()).toEqual({ error: { msg: ACTION_MESSAGES.alreadyDone } });
  });

  it("refuses the read-only (403), another's action and an account out of scope (404), and bad input (400), changing nothing", async () => {
    const before = (await server.database.db.select().from(dashboardActions)).length;
    expect((await send('rcm', 'POST', '', { accountId, activityType: 'Call', title: 'x', dueAt: '2026-03-10T10:00:00+05:30' })).statusCode).toBe(403);
    expect((await send('agent', 'POST', '', { accountId: otherAccountId, activityType: 'Call', title: 'x', dueAt: '2026-03-10T10:00:00+05:30' })).statusCode).toBe(404);
    expect((await send('agent', 'POST', '', { accountId, activityType: 'Fax', title: 'x', dueAt: '2026-03-10T10:00:00+05:30' })).statusCode).toBe(400);
    expect((await send('agent', 'POST', '', { accountId, activityType: 'Call', title: ' ', dueAt: '2026-03-10T10:00:00+05:30' })).statusCode).toBe(400);
    expect((await send('agent', 'POST', '', { accountId, activityType: 'Call', title: 'x', dueAt: 'tomorrow' })).statusCode).toBe(400);
    const mine = (await send('agent', 'POST', '', { accountId, activityType: 'Call', title: 'Call back', dueAt: '2026-03-10T10:00:00+05:30' })).json() as ActionView;
    expect((await send('other', 'PUT', `/${mine.id}`, { done: true })).statusCode).toBe(404);
    expect((await send('agent', 'PUT', `/${mine.id}`, {})).statusCode).toBe(400);
    expect((await send('agent', 'GET', '?from=2026-03-10&to=2026-03-01')).statusCode).toBe(422);
    expect((await send('agent', 'GET', '?from=2026-13-10&to=2026-03-01')).statusCode).toBe(400);
    expect((await server.database.db.select().from(dashboardActions)).length).toBe(before + 1);
    expect((await send('rcm', 'GET', '?from=2026-03-01&to=2026-03-31')).statusCode).toBe(200);
  });
});

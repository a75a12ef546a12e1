// The action calendar (issue 12): create on an account in scope, list by Kolkata days, move, mark done (the comment
// is logged on the account), refusals (read-only 403, another's action 404, out of scope 404) and bad input (400).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { opportunityPagePath } from '../../../domain/opportunities/statuses';
import { ACTION_MESSAGES, type ActionView, type FollowUpView } from '../../../domain/dashboards/actions';
import type { Dashboard } from '../../../domain/dashboards/tiles';
import { addDays, DAY_MS, istDateOf } from '../../../domain/format/ist-calendar';
import { comments, dashboardActions } from '../../db/schema/index';
import { insertAccount, insertOpportunity } from '../../testing/account-fixtures';
import { createUser, loginAs } from '../../testing/fixtures';
import { describeEachBackend, startTestServer, type TestServer } from '../../testing/harness';

describeEachBackend('action calendar', (backend) => {
  let server: TestServer;
  const cookie: Record<string, string> = {};
  let accountId = 0;
  let otherAccountId = 0;
  let agentId = 0;
  let otherId = 0;
  const url = '/api/mystique/v1/dashboard/actions';
  const send = (who: string, method: 'GET' | 'POST' | 'PUT', path: string, payload?: object) =>
    server.app.inject({ method, url: `${url}${path}`, headers: { cookie: cookie[who]! }, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    server = await startTestServer(backend);
    const db = server.database.db;
    agentId = await createUser(db, { username: 'act-agent', roles: ['HOUSING_SALES_AGENT'] });
    otherId = await createUser(db, { username: 'act-other', roles: ['HOUSING_SALES_AGENT'] });
    await createUser(db, { username: 'act-rcm', roles: ['RCM_USER'] });
    for (const name of ['agent', 'other', 'rcm']) cookie[name] = await loginAs(server.app, `act-${name}`);
    accountId = (await insertAccount(db, { agentId, name: 'Calendar Homes', clientTypeId: 3 })).id;
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

  it("shows the followup tile's follow-ups of the user's own book: overdue on today, upcoming on their due day; logging one moves it 7 days on", async () => {
    const db = server.database.db;
    const now = Date.now();
    const today = istDateOf(new Date(now));
    // Never commented on: due from its creation (overdue). Commented on 10 days ago: overdue. 2 days ago: due in 5 days.
    const fresh = (await insertOpportunity(db, { accountId, ownerId: agentId, statusId: 1, name: 'Fresh lead' })).id;
    const quiet = (await insertOpportunity(db, { accountId, ownerId: agentId, statusId: 3, name: 'Quiet lead' })).id;
    const recent = (await insertOpportunity(db, { accountId, ownerId: agentId, statusId: 4, kind: 'owner', name: 'Recent lead' })).id;
    // Not follow-ups: closed, lost, another agent's.
    await insertOpportunity(db, { accountId, ownerId: agentId, statusId: 2, name: 'Won' });
    await insertOpportunity(db, { accountId, ownerId: agentId, statusId: 6, name: 'Lost' });
    await insertOpportunity(db, { accountId: otherAccountId, ownerId: otherId, statusId: 1, name: 'Not mine' });
    const comment = { entityTypeId: 1, accountId, activityType: 'Call', text: 'spoke', authorId: agentId };
    await db.insert(comments).values([
      { ...comment, entityId: quiet, happenedAt: new Date(now - 10 * DAY_MS) },
      { ...comment, entityId: recent, happenedAt: new Date(now - 2 * DAY_MS) },
    ]);
    const followUps = async (who: string, from: string, to: string) => {
      const res = await server.app.inject({ method: 'GET', url: `/api/mystique/v1/dashboard/followups?from=${from}&to=${to}`, headers: { cookie: cookie[who]! } });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as FollowUpView[];
    };
    const onToday = await followUps('agent', today, today);
    expect(onToday.map((f) => [f.opportunityId, f.overdue, f.calendarDay])).toEqual([
      [quiet, true, today],
      [fresh, true, today],
    ]);
    expect(onToday[0]).toMatchObject({ opportunityKind: 'general', opportunityName: 'Quiet lead', accountName: 'Calendar Homes', statusName: expect.any(String), dueOn: istDateOf(new Date(now - 3 * DAY_MS)) });
    const upcoming = await followUps('agent', addDays(today, 1), addDays(today, 30));
    expect(upcoming.map((f) => [f.opportunityId, f.overdue, f.calendarDay])).toEqual([[recent, false, istDateOf(new Date(now + 5 * DAY_MS))]]);
    // Each follow-up names its opportunity's kind, so the calendar links to that kind's page (not /opportunity/{id}).
    expect(opportunityPagePath(upcoming[0]!.opportunityKind, recent)).toBe(`/owner-opportunity/${recent}`);
    // The overdue ones are exactly the agent's followup tile (Calendar Homes is an owner account).
    const board = await server.app.inject({ method: 'GET', url: '/api/sapna/v1/dashboard/owner', headers: { cookie: cookie.agent! } });
    expect((board.json() as Dashboard).tiles.find((t) => t.key === 'followup')?.count).toBe(onToday.length);

    // Logging the quiet one's follow-up writes a Call comment on it and moves it 7 days on.
    const logged = await server.app.inject({ method: 'POST', url: `/api/mystique/v1/dashboard/followups/${quiet}/done`, headers: { cookie: cookie.agent! }, payload: { note: 'Owner will call back' } });
    expect(logged.statusCode, logged.body).toBe(200);
    const { commentId } = logged.json() as { commentId: number };
    const [written] = await db.select().from(comments).where(eq(comments.id, commentId));
    expect(written).toMatchObject({ entityTypeId: 1, entityId: quiet, activityType: 'Call', text: 'Follow-up: Owner will call back' });
    expect((await followUps('agent', today, today)).map((f) => f.opportunityId)).toEqual([fresh]);
    const next = (await followUps('agent', addDays(today, 1), addDays(today, 30))).find((f) => f.opportunityId === quiet);
    expect(next).toMatchObject({ overdue: false, dueOn: istDateOf(new Date(new Date(written!.happenedAt).getTime() + 7 * DAY_MS)) });

    // Refusals: read-only 403, another's opportunity 404, a closed one 409; nothing written.
    const before = (await db.select().from(comments)).length;
    const post = (who: string, id: number) => server.app.inject({ method: 'POST', url: `/api/mystique/v1/dashboard/followups/${id}/done`, headers: { cookie: cookie[who]! }, payload: {} });
    expect((await post('rcm', fresh)).statusCode).toBe(403);
    expect((await post('other', fresh)).statusCode).toBe(404);
    const won = (await insertOpportunity(db, { accountId, ownerId: agentId, statusId: 2, name: 'Won again' })).id;
    expect((await post('agent', won)).json()).toEqual({ error: { msg: ACTION_MESSAGES.followUpNotOpen } });
    expect((await db.select().from(comments)).length).toBe(before);
    expect((await followUps('other', today, today)).map((f) => f.opportunityName)).toEqual(['Not mine']);
    expect((await server.app.inject({ method: 'GET', url: `/api/mystique/v1/dashboard/followups?from=${today}&to=${addDays(today, -1)}`, headers: { cookie: cookie.agent! } })).statusCode).toBe(422);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { notifications, ticketHistory, tickets } from '../../db/schema/index';
import { describeEachBackend, startTestServer, type TestServer } from '../../testing/harness';
import { createUser, loginAs } from '../../testing/fixtures';
import { insertAccount } from '../../testing/account-fixtures';

type Inject = { statusCode: number; json: () => Record<string, unknown> & { error?: { msg: string } } };

/** Issue 52: a ticket's life — the page, moves, assignment, comments, history, the queue, the raiser's notice. */
describeEachBackend('ticket lifecycle', (backend) => {
  let server: TestServer;
  const ids: Record<string, number> = {};
  const cookies: Record<string, string> = {};
  let accountId: number;
  let otherAccountId: number;

  const base = '/api/housingTickets/api/v1/ticket';
  const call = (who: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object): Promise<Inject> =>
    server.app.inject({ method, url, headers: { cookie: cookies[who]! }, ...(payload ? { payload } : {}) }) as Promise<Inject>;
  const raise = async (who: string, entityId: number, summary = 'Map the account to its profile'): Promise<number> => {
    const res = await call(who, 'POST', `${base}/create`, {
      summary,
      category_id: 2,
      sub_category_id: 201,
      ticket_reference: { entity_type_id: 3, entity_id: entityId },
      description: 'Profile was created yesterday',
      ticket_attributes: [{ attribute_id: 2001, attribute_value: 'prof-123' }],
    });
    expect(res.statusCode).toBe(200);
    return res.json().id as number;
  };
  const move = (who: string, id: number, status_id: number) => call(who, 'PUT', `${base}/${id}/status`, { status_id });
  const assign = (who: string, id: number, assignee_id: number | null) => call(who, 'PUT', `${base}/${id}/assignee`, { assignee_id });
  const statusOf = async (id: number) => (await server.database.db.select().from(tickets).where(eq(tickets.id, id)))[0]!.statusId;

  beforeAll(async () => {
    server = await startTestServer(backend);
    const db = server.database.db;
    ids.agent = await createUser(db, { username: 'agent', roles: ['HOUSING_SALES_AGENT'] });
    ids.other = await createUser(db, { username: 'other', roles: ['HOUSING_SALES_AGENT'] });
    ids.ticketing = await createUser(db, { username: 'ticketing', roles: ['TICKETING'] });
    ids.desk = await createUser(db, { username: 'desk', roles: ['TICKETING'] });
    ids.rcm = await createUser(db, { username: 'rcm', roles: ['RCM_USER'] });
    ids.makaanTicketing = await createUser(db, { username: 'makaan-ticketing', roles: ['TICKETING'], domainId: 1 });
    accountId = (await insertAccount(db, { agentId: ids.agent })).id;
    otherAccountId = (await insertAccount(db, { agentId: ids.other, name: 'Other Account' })).id;
    for (const who of ['agent', 'other', 'ticketing', 'desk', 'rcm', 'makaan-ticketing']) cookies[who] = await loginAs(server.app, who);
  });
  afterAll(() => server.close());

  it('moves Open → In Progress → Resolved → Closed for the Ticketing user, with a history row and a notice to the raiser for each move', async () => {
    const id = await raise('agent', accountId);
    const started = await move('ticketing', id, 2);
    expect(started.statusCode).toBe(200);
    expect(started.json()).toMatchObject({ status: 'In Progress', status_id: 2, next_statuses: [{ id: 3, name: 'Resolved' }, { id: 4, name: 'Closed' }] });
    expect((await move('ticketing', id, 3)).json()).toMatchObject({ status: 'Resolved' });
    const closed = await move('ticketing', id, 4);
    expect(closed.json()).toMatchObject({ status: 'Closed', next_statuses: [], can_assign: false });
    const history = (closed.json().history as { kind: string; from: string | null; to: string | null; actor: string }[]).map((h) => [h.kind, h.from, h.to, h.actor]);
    expect(history).toEqual([
      ['created', null, 'Open', 'agent Test'],
      ['status', 'Open', 'In Progress', 'ticketing Test'],
      ['status', 'In Progress', 'Resolved', 'ticketing Test'],
      ['status', 'Resolved', 'Closed', 'ticketing Test'],
    ]);
    const notes = await server.database.db.select().from(notifications).where(eq(notifications.userId, ids.agent!));
    expect(notes.filter((n) => n.kind === 'ticket_updated').map((n) => [n.title, n.body, n.link])).toEqual([
      [`Ticket CRM-${id} is In Progress`, `Ticket CRM-${id} (Map the account to its profile) moved from Open to In Progress.`, `/ticket/${id}`],
      [`Ticket CRM-${id} is Resolved`, `Ticket CRM-${id} (Map the account to its profile) moved from In Progress to Resolved.`, `/ticket/${id}`],
      [`Ticket CRM-${id} is Closed`, `Ticket CRM-${id} (Map the account to its profile) moved from Resolved to Closed.`, `/ticket/${id}`],
    ]);
    // The raiser's list shows the new status.
    const listed = await call('agent', 'GET', `${base}/search?entity_type_id=3&entity_id=${accountId}`);
    expect((listed.json().results as { id: number; status: string }[]).find((t) => t.id === id)?.status).toBe('Closed');
  });

  it.each([
    [1, 3, 'A ticket cannot move from Open to Resolved.'],
    [1, 1, 'The ticket is already Open.'],
    [1, 9, 'A ticket cannot move from Open to Status 9.'],
  ])('refuses the move %i → %i with 409 and changes nothing', async (_from, to, msg) => {
    const id = await raise('agent', accountId);
    const res = await move('ticketing', id, to);
    expect([res.statusCode, res.json().error?.msg]).toEqual([409, msg]);
    expect(await statusOf(id)).toBe(1);
    expect(await server.database.db.select().from(ticketHistory).where(eq(ticketHistory.ticketId, id))).toHaveLength(1);
  });

  it('refuses any move of a Closed ticket, and reopens a Resolved one to In Progress', async () => {
    const id = await raise('agent', accountId);
    await move('ticketing', id, 4);
    const res = await move('ticketing', id, 2);
    expect([res.statusCode, res.json().error?.msg]).toEqual([409, 'A Closed ticket cannot be moved.']);
    const other = await raise('agent', accountId);
    await move('ticketing', other, 2);
    await move('ticketing', other, 3);
    expect((await move('ticketing', other, 2)).json()).toMatchObject({ status: 'In Progress' });
  });

  it('lets only the Ticketing role move or assign: the raiser sees the status but is refused', async () => {
    const id = await raise('agent', accountId);
    const view = await call('agent', 'GET', `${base}/${id}`);
    expect(view.json()).toMatchObject({ status: 'Open', next_statuses: [], can_assign: false, can_comment: true, category: 'Map', sub_category: 'Map account to profile' });
    expect(view.json().attributes).toEqual([{ attribute_id: 2001, name: 'Housing profile id', attribute_value: 'prof-123' }]);
    for (const who of ['agent', 'rcm']) {
      expect((await move(who, id, 2)).statusCode).toBe(403);
      expect((await assign(who, id, ids.ticketing!)).statusCode).toBe(403);
    }
    // Outside the agent's book: not found, as scope hides rows; the other brand's Ticketing user calls its own prefix.
    expect((await call('other', 'GET', `${base}/${id}`)).statusCode).toBe(404);
    expect((await call('makaan-ticketing', 'GET', `/api/makaanTickets/api/v1/ticket/${id}`)).statusCode).toBe(404);
    expect((await call('makaan-ticketing', 'PUT', `/api/makaanTickets/api/v1/ticket/${id}/status`, { status_id: 2 })).statusCode).toBe(404);
    expect(await statusOf(id)).toBe(1);
  });

  it('assigns to a Ticketing user of the brand only, records each change, and lists the assignee', async () => {
    const id = await raise('agent', accountId);
    const assignees = await call('ticketing', 'GET', `${base}/assignees`);
    expect(assignees.json().results).toEqual([
      { id: ids.desk, name: 'desk Test' },
      { id: ids.ticketing, name: 'ticketing Test' },
    ]);
    for (const bad of [ids.agent!, ids.makaanTicketing!, 987654]) {
      const res = await assign('ticketing', id, bad);
      expect([res.statusCode, res.json().error?.msg]).toEqual([400, 'Please choose a Ticketing user of this brand.']);
    }
    expect((await assign('ticketing', id, ids.desk!)).json()).toMatchObject({ assignee: 'desk Test', assignee_id: ids.desk });
    const again = await assign('ticketing', id, ids.desk!);
    expect([again.statusCode, again.json().error?.msg]).toEqual([409, 'The ticket is already assigned to desk Test.']);
    const unassigned = await assign('ticketing', id, null);
    expect(unassigned.json()).toMatchObject({ assignee: null });
    expect((unassigned.json().history as { kind: string; from: string; to: string }[]).filter((h) => h.kind === 'assignee').map((h) => [h.from, h.to])).toEqual([
      ['Unassigned', 'desk Test'],
      ['desk Test', 'Unassigned'],
    ]);
    await assign('ticketing', id, ids.ticketing!);
    const listed = await call('agent', 'GET', `${base}/search?entity_type_id=3&entity_id=${accountId}`);
    expect((listed.json().results as { id: number; assignee: string }[]).find((t) => t.id === id)?.assignee).toBe('ticketing Test');
  });

  it('takes comments from the raiser and the Ticketing team; refuses read-only users and empty comments', async () => {
    const id = await raise('agent', accountId);
    expect((await call('agent', 'POST', `${base}/${id}/comment`, { comment: 'Profile id is prof-123' })).statusCode).toBe(200);
    const answered = await call('ticketing', 'POST', `${base}/${id}/comment`, { comment: '  Mapped, please check.  ' });
    expect((answered.json().comments as { author: string; comment: string }[]).map((c) => [c.author, c.comment])).toEqual([
      ['agent Test', 'Profile id is prof-123'],
      ['ticketing Test', 'Mapped, please check.'],
    ]);
    expect((answered.json().history as { kind: string }[]).map((h) => h.kind)).toEqual(['created', 'comment', 'comment']);
    const empty = await call('agent', 'POST', `${base}/${id}/comment`, { comment: '   ' });
    expect([empty.statusCode, empty.json().error?.msg]).toEqual([400, 'This field is required.']);
    expect((await call('rcm', 'POST', `${base}/${id}/comment`, { comment: 'x' })).statusCode).toBe(403);
    expect((await call('other', 'POST', `${base}/${id}/comment`, { comment: 'x' })).statusCode).toBe(404);
    expect((await call('rcm', 'GET', `${base}/${id}`)).json()).toMatchObject({ can_comment: false, next_statuses: [] });
  });

  it("queues every account's tickets of the brand for the Ticketing role, filtered and paged; others are refused", async () => {
    const mine = await raise('agent', accountId, 'Queue: remap needed');
    const theirs = await raise('other', otherAccountId, 'Queue: new POC');
    await move('ticketing', theirs, 2);
    await assign('ticketing', theirs, ids.desk!);
    const keys = async (query: string) => {
      const res = await call('ticketing', 'GET', `${base}/queue?${query}`);
      expect(res.statusCode).toBe(200);
      return (res.json().results as { id: number }[]).map((t) => t.id);
    };
    expect(await keys('q=Queue%3A')).toEqual([theirs, mine]);
    expect(await keys('q=Queue%3A&status_id=2')).toEqual([theirs]);
    expect(await keys(`q=Queue%3A&assignee=${ids.desk}`)).toEqual([theirs]);
    expect(await keys('q=Queue%3A&assignee=unassigned')).toEqual([mine]);
    expect(await keys('q=Queue%3A&category_id=7')).toEqual([]);
    expect(await keys(`q=CRM-${mine}`)).toEqual([mine]);
    const page = await call('ticketing', 'GET', `${base}/queue`);
    expect(page.json()).toMatchObject({ page: 0, size: 10 });
    expect(page.json().totalCount as number).toBeGreaterThanOrEqual(2);
    expect((page.json().results as { category: string; reporter: string }[])[0]).toMatchObject({ category: 'Map', reporter: 'other Test' });
    expect((await call('agent', 'GET', `${base}/queue`)).statusCode).toBe(403);
    expect((await call('rcm', 'GET', `${base}/queue`)).statusCode).toBe(403);
    expect((await call('makaan-ticketing', 'GET', '/api/makaanTickets/api/v1/ticket/queue?q=Queue')).json().results).toEqual([]);
  });
  it('notifies the new assignee (not a self-assignment) and, of a comment, the raiser and the assignee who did not write it', async () => {
    const id = await raise('agent', accountId, 'Notify me');
    const notesOf = async (userId: number) =>
      (await server.database.db.select().from(notifications).where(eq(notifications.userId, userId)))
        .filter((n) => n.link === `/ticket/${id}`)
        .map((n) => n.title);
    expect((await assign('ticketing', id, ids.desk!)).statusCode).toBe(200);
    expect((await assign('ticketing', id, ids.ticketing!)).statusCode).toBe(200); // assigning oneself: no notice to oneself
    expect(await notesOf(ids.desk!)).toEqual([`Ticket CRM-${id} is assigned to you`]);
    expect(await notesOf(ids.ticketing!)).toEqual([]);
    expect((await call('ticketing', 'POST', `${base}/${id}/comment`, { comment: 'Looking into it' })).statusCode).toBe(200);
    expect(await notesOf(ids.agent!)).toEqual([`New comment on ticket CRM-${id}`]);
    expect(await notesOf(ids.ticketing!)).toEqual([]);
    expect((await call('agent', 'POST', `${base}/${id}/comment`, { comment: 'Thanks' })).statusCode).toBe(200);
    expect(await notesOf(ids.ticketing!)).toEqual([`New comment on ticket CRM-${id}`]);
    expect(await notesOf(ids.agent!)).toHaveLength(1);
  });
});

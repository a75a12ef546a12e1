import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { changeLog, comments } from '../../db/schema/index';
import { describeEachBackend, startTestServer, type TestServer } from '../../testing/harness';
import { createUser, loginAs } from '../../testing/fixtures';
import { insertAccount, insertOpportunity } from '../../testing/account-fixtures';

describeEachBackend('comments', (backend) => {
  let server: TestServer;
  let agentCookie: string;
  let otherCookie: string;
  let rcmCookie: string;
  let agentId: number;

  const post = (cookie: string, payload: object) => server.app.inject({ method: 'POST', url: '/api/sapna/v1/comment', headers: { cookie }, payload });
  const search = (cookie: string, query: string) => server.app.inject({ method: 'GET', url: `/api/sapna/v1/comment/search?${query}`, headers: { cookie } });

  beforeAll(async () => {
    server = await startTestServer(backend);
    const db = server.database.db;
    agentId = await createUser(db, { username: 'agent', roles: ['HOUSING_SALES_AGENT'] });
    await createUser(db, { username: 'other', roles: ['HOUSING_SALES_AGENT'] });
    await createUser(db, { username: 'rcm', roles: ['RCM_USER'] });
    agentCookie = await loginAs(server.app, 'agent');
    otherCookie = await loginAs(server.app, 'other');
    rcmCookie = await loginAs(server.app, 'rcm');
  });
  afterAll(() => server.close());

  it('adds a comment on an account, keeping when it happened and when the server received it', async () => {
    const account = await insertAccount(server.database.db, { agentId });
    const happenedAt = new Date(Date.now() - 3 * 60 * 60_000).toISOString();
    const res = await post(agentCookie, { entityTypeId: 3, entityId: account.id, activityType: 'Meeting', text: 'Met at the site office', happenedAt });
    expect(res.statusCode).toBe(200);
    const comment = res.json();
    expect(comment).toMatchObject({ entityTypeId: 3, entityId: account.id, accountId: account.id, activityType: 'Meeting', text: 'Met at the site office', authorId: agentId, authorName: 'agent Test' });
    expect(comment.happenedAt).toBe(happenedAt);
    expect(Math.abs(new Date(comment.receivedAt).getTime() - Date.now())).toBeLessThan(60_000);
    const logged = await server.database.db.select().from(changeLog).where(and(eq(changeLog.entity, 'comment'), eq(changeLog.entityId, comment.id)));
    expect(logged).toMatchObject([{ accountId: account.id, op: 'upsert' }]);
  });

  it('logs a call on an opportunity with its outcome, dated now when no time is given', async () => {
    const account = await insertAccount(server.database.db, { agentId });
    const opportunity = await insertOpportunity(server.database.db, { accountId: account.id, ownerId: agentId });
    const res = await post(agentCookie, { entityTypeId: 1, entityId: opportunity.id, activityType: 'Call', text: 'Connected, wants a quote', callStatusId: 12, callDurationSeconds: 95 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ entityTypeId: 1, entityId: opportunity.id, accountId: account.id, callStatusId: 12, callDurationSeconds: 95 });
    expect(res.json().happenedAt).toBe(res.json().receivedAt);
  });

  it('allows only Call on owner opportunities', async () => {
    const account = await insertAccount(server.database.db, { agentId, clientTypeId: 3 });
    const owner = await insertOpportunity(server.database.db, { accountId: account.id, ownerId: agentId, kind: 'owner' });
    const email = await post(agentCookie, { entityTypeId: 1, entityId: owner.id, activityType: 'Email', text: 'Sent the brochure' });
    expect([email.statusCode, email.json().error.msg]).toEqual([400, 'This activity type is not allowed here.']);
    expect((await post(agentCookie, { entityTypeId: 1, entityId: owner.id, activityType: 'Call', text: 'Called' })).statusCode).toBe(200);
  });

  it.each([
    [{ text: '' }, 'This field is required.'],
    [{ activityType: 'Fax' }, 'This activity type is not allowed here.'],
    [{ activityType: undefined }, 'This field is required.'],
    [{ happenedAt: new Date(Date.now() + 60 * 60_000).toISOString() }, 'The time of the activity cannot be in the future.'],
    [{ happenedAt: new Date(Date.now() - 40 * 24 * 60 * 60_000).toISOString() }, 'The time of the activity cannot be more than 30 days ago.'],
    [{ activityType: 'Email', callStatusId: 12 }, 'Call status and duration can only be given for a Call.'],
    [{ entityTypeId: 2 }, 'Comments can be added to an opportunity (1) or an account (3) only.'],
  ])('refuses a comment with %o', async (change, msg) => {
    const account = await insertAccount(server.database.db, { agentId });
    const res = await post(agentCookie, { entityTypeId: 3, entityId: account.id, activityType: 'Call', text: 'Called', ...change });
    expect([res.statusCode, res.json().error.msg]).toEqual([400, msg]);
    expect(await server.database.db.select().from(comments).where(eq(comments.accountId, account.id))).toHaveLength(0);
  });

  it('stores a replayed comment once', async () => {
    const account = await insertAccount(server.database.db, { agentId });
    const clientId = randomUUID();
    const body = { entityTypeId: 3, entityId: account.id, activityType: 'Dropin', text: 'Dropped in', clientId };
    const first = await post(agentCookie, body);
    const again = await post(agentCookie, { ...body, text: 'Changed' });
    expect(again.json()).toEqual(first.json());
    expect(await server.database.db.select().from(comments).where(eq(comments.clientId, clientId))).toHaveLength(1);
  });

  it('refuses comments from read-only users, on merged accounts and outside the scope', async () => {
    const account = await insertAccount(server.database.db, { agentId });
    const body = { entityTypeId: 3, entityId: account.id, activityType: 'Call', text: 'Called' };
    expect((await post(rcmCookie, body)).statusCode).toBe(403);
    expect((await post(otherCookie, body)).statusCode).toBe(404);
    expect((await post(agentCookie, { ...body, entityId: 999999 })).statusCode).toBe(404);
    expect((await post(agentCookie, { ...body, entityTypeId: 1, entityId: 999999 })).statusCode).toBe(404);
    const survivor = await insertAccount(server.database.db, { agentId });
    const merged = await insertAccount(server.database.db, { agentId, statusId: 6, mergedIntoId: survivor.id });
    const res = await post(agentCookie, { ...body, entityId: merged.id });
    expect([res.statusCode, res.json().error.msg]).toEqual([409, `This account has been merged into account ${survivor.id}.`]);
    const inactive = await insertAccount(server.database.db, { agentId, statusId: 5 });
    expect((await post(agentCookie, { ...body, entityId: inactive.id })).statusCode).toBe(200);
  });

  it('searches an entity’s comments 20 at a time, newest first by when they happened', async () => {
    const account = await insertAccount(server.database.db, { agentId });
    const base = Date.now() - 25 * 60_000;
    for (let i = 0; i < 25; i += 1) {
      await post(agentCookie, { entityTypeId: 3, entityId: account.id, activityType: 'Email', text: `Mail ${i}`, happenedAt: new Date(base + i * 60_000).toISOString() });
    }
    const first = await search(agentCookie, `entityTypeId=3&entityId=${account.id}&page=0&size=20`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ totalCount: 25, page: 0, size: 20 });
    expect(first.json().results).toHaveLength(20);
    expect(first.json().results[0]).toMatchObject({ text: 'Mail 24', authorName: 'agent Test' });
    const second = await search(agentCookie, `entityTypeId=3&entityId=${account.id}&page=1`);
    expect(second.json().results.map((c: { text: string }) => c.text)).toEqual(['Mail 4', 'Mail 3', 'Mail 2', 'Mail 1', 'Mail 0']);
    expect((await search(rcmCookie, `entityTypeId=3&entityId=${account.id}`)).statusCode).toBe(200);
    expect((await search(otherCookie, `entityTypeId=3&entityId=${account.id}`)).statusCode).toBe(404);
    expect((await search(agentCookie, `entityTypeId=2&entityId=${account.id}`)).statusCode).toBe(400);
  });
});

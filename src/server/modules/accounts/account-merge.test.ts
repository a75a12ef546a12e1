import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { accountMerges, accounts, changeLog, comments, contacts, legalEntities, opportunities, tickets } from '../../db/schema/index';
import { describeEachBackend, startTestServer, type TestServer } from '../../testing/harness';
import { createUser, loginAs } from '../../testing/fixtures';
import { insertAccount, insertContact, insertLegalEntity, insertOpportunity, insertPayments } from '../../testing/account-fixtures';

describeEachBackend('account merge and IP-detected duplicates', (backend) => {
  let server: TestServer;
  let adminCookie: string;
  let agentCookie: string;
  let adminId: number;
  let agentId: number;

  const inject = (cookie: string, method: 'GET' | 'PUT', url: string, payload?: object) =>
    server.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    server = await startTestServer(backend);
    const db = server.database.db;
    adminId = await createUser(db, { username: 'admin', roles: ['HOUSING_SALES_MANAGER', 'ADMIN'] });
    agentId = await createUser(db, { username: 'agent', roles: ['HOUSING_SALES_AGENT'] });
    adminCookie = await loginAs(server.app, 'admin');
    agentCookie = await loginAs(server.app, 'agent');
  });
  afterAll(() => server.close());

  it('finds accounts to merge by key, 100 a page, leaving out merged ones', async () => {
    const db = server.database.db;
    const keep = await insertAccount(db, { agentId, name: 'Zeta Realty' });
    await insertAccount(db, { agentId, name: 'Zeta Realty old', statusId: 6 });
    const res = await inject(adminCookie, 'GET', '/api/sapna/v1/account/key-search?key=zeta');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ totalCount: 1, page: 0, size: 100 });
    expect(res.json().results[0]).toMatchObject({ accountId: keep.id, accountName: 'Zeta Realty' });
  });

  it("answers 'No Such Accounts Exists.' when nothing matches", async () => {
    const res = await inject(adminCookie, 'GET', '/api/sapna/v1/account/key-search?key=nothing-like-this');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { msg: 'No Such Accounts Exists.' } });
  });

  it('moves everything to the survivor and marks the merged accounts Merged', async () => {
    const db = server.database.db;
    const survivor = await insertAccount(db, { agentId, name: 'Survivor', walletAmount: '100.25' });
    const merged = await insertAccount(db, { agentId, name: 'Duplicate', walletAmount: '50.50' });
    const contact = await insertContact(db, { accountId: merged.id });
    const legalEntityId = await insertLegalEntity(db, merged.id);
    const opportunity = await insertOpportunity(db, { accountId: merged.id, ownerId: agentId });
    const { paymentIds } = await insertPayments(db, opportunity.id, merged.id, [{ amount: '10', statusId: 6 }]);
    const [comment] = await db
      .insert(comments)
      .values({ entityTypeId: 3, entityId: merged.id, accountId: merged.id, activityType: 'Call', text: 'Called', happenedAt: new Date(), authorId: agentId })
      .returning();
    const [oppComment] = await db
      .insert(comments)
      .values({ entityTypeId: 1, entityId: opportunity.id, accountId: merged.id, activityType: 'Email', text: 'Mailed', happenedAt: new Date(), authorId: agentId })
      .returning();
    const [ticket] = await db
      .insert(tickets)
      .values({ key: `CRM-T${merged.id}`, summary: 'Map', categoryId: 1, reporterId: agentId, entityTypeId: 3, entityId: merged.id })
      .returning();

    const res = await inject(adminCookie, 'PUT', '/api/sapna/v1/account/merge', { survivorAccountId: survivor.id, mergedAccountIds: [merged.id] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      survivor: { accountId: survivor.id, accountWalletAmount: 150.75, version: 2 },
      mergedAccountIds: [merged.id],
      // Two legal entities: the one added here and the termsheet's.
      moved: { contacts: 1, legalEntities: 2, opportunities: 1, comments: 2, tickets: 1 },
    });

    const [mergedRow] = await db.select().from(accounts).where(eq(accounts.id, merged.id));
    expect(mergedRow).toMatchObject({ statusId: 6, mergedIntoId: survivor.id, walletAmount: '0.00' });
    expect((await db.select().from(contacts).where(eq(contacts.id, contact.id)))[0]?.accountId).toBe(survivor.id);
    expect((await db.select().from(legalEntities).where(eq(legalEntities.id, legalEntityId)))[0]?.accountId).toBe(survivor.id);
    expect((await db.select().from(opportunities).where(eq(opportunities.id, opportunity.id)))[0]?.accountId).toBe(survivor.id);
    const movedComments = await db.select().from(comments).where(inArray(comments.id, [comment!.id, oppComment!.id])).orderBy(comments.id);
    expect(movedComments.map((c) => [c.accountId, c.entityTypeId, c.entityId])).toEqual([
      [survivor.id, 3, survivor.id],
      [survivor.id, 1, opportunity.id],
    ]);
    expect((await db.select().from(tickets).where(eq(tickets.id, ticket!.id)))[0]?.entityId).toBe(survivor.id);
    expect(await db.select().from(accountMerges).where(eq(accountMerges.mergedId, merged.id))).toMatchObject([
      { survivorId: survivor.id, mergedById: adminId },
    ]);

    // Each moved row leaves the old account's change log and joins the survivor's.
    const logged = await db.select().from(changeLog).where(inArray(changeLog.accountId, [survivor.id, merged.id]));
    const has = (entity: string, entityId: number, accountId: number, op: string) =>
      logged.some((c) => c.entity === entity && c.entityId === entityId && c.accountId === accountId && c.op === op);
    expect(has('contact', contact.id, merged.id, 'delete') && has('contact', contact.id, survivor.id, 'upsert')).toBe(true);
    expect(has('legalEntity', legalEntityId, survivor.id, 'upsert')).toBe(true);
    expect(has('opportunity', opportunity.id, survivor.id, 'upsert')).toBe(true);
    expect(has('payment', paymentIds[0]!, survivor.id, 'upsert')).toBe(true);
    expect(has('comment', comment!.id, survivor.id, 'upsert')).toBe(true);
    expect(has('account', merged.id, merged.id, 'upsert') && has('account', survivor.id, survivor.id, 'upsert')).toBe(true);
  });

  it('refuses a merge into itself, of an already merged account, into an inactive survivor, and of unknown accounts', async () => {
    const db = server.database.db;
    const a = await insertAccount(db, { agentId });
    const done = await insertAccount(db, { agentId, statusId: 6 });
    const inactive = await insertAccount(db, { agentId, statusId: 5 });
    const merge = (survivorAccountId: number, mergedAccountIds: number[]) =>
      inject(adminCookie, 'PUT', '/api/sapna/v1/account/merge', { survivorAccountId, mergedAccountIds });
    let res = await merge(a.id, [a.id]);
    expect([res.statusCode, res.json().error.msg]).toEqual([400, 'An account cannot be merged into itself.']);
    res = await merge(a.id, [done.id]);
    expect([res.statusCode, res.json().error.msg]).toEqual([409, `Account ${done.id} has already been merged.`]);
    res = await merge(inactive.id, [a.id]);
    expect([res.statusCode, res.json().error.msg]).toEqual([409, 'The account to keep is Inactive or Merged; please choose another.']);
    res = await merge(a.id, [999999]);
    expect([res.statusCode, res.json().error.msg]).toEqual([404, 'No Such Accounts Exists.']);
    res = await merge(a.id, []);
    expect([res.statusCode, res.json().error.msg]).toEqual([400, 'Please select the accounts to merge.']);
    expect((await db.select().from(accounts).where(eq(accounts.id, a.id)))[0]?.statusId).toBe(1);
  });

  it('refuses merge screens to anyone but admins', async () => {
    const a = await insertAccount(server.database.db, { agentId });
    const b = await insertAccount(server.database.db, { agentId });
    expect((await inject(agentCookie, 'GET', '/api/sapna/v1/account/key-search?key=a')).statusCode).toBe(403);
    expect((await inject(agentCookie, 'PUT', '/api/sapna/v1/account/merge', { survivorAccountId: a.id, mergedAccountIds: [b.id] })).statusCode).toBe(403);
    expect((await inject(agentCookie, 'GET', '/api/sapna/v1/account/ip-detected-duplicates')).statusCode).toBe(403);
    expect((await inject(agentCookie, 'GET', `/api/sapna/v1/account/ip-detected-duplicates/${a.id}`)).statusCode).toBe(403);
  });

  it('groups accounts that signed up from one IP and shows one group', async () => {
    const db = server.database.db;
    const first = await insertAccount(db, { agentId, signupIp: '10.1.1.1', name: 'Same IP one' });
    const second = await insertAccount(db, { agentId, signupIp: '10.1.1.1', name: 'Same IP two' });
    await insertAccount(db, { agentId, signupIp: '10.1.1.1', statusId: 6 });
    await insertAccount(db, { agentId, signupIp: '10.9.9.9' });
    const list = await inject(adminCookie, 'GET', '/api/sapna/v1/account/ip-detected-duplicates');
    expect(list.statusCode).toBe(200);
    const groups = list.json().results as { id: number; signupIp: string; accountCount: number; accountIds: number[] }[];
    expect(groups.find((g) => g.signupIp === '10.1.1.1')).toMatchObject({ id: first.id, accountCount: 2, accountIds: [first.id, second.id] });
    expect(groups.some((g) => g.signupIp === '10.9.9.9')).toBe(false);

    const group = await inject(adminCookie, 'GET', `/api/sapna/v1/account/ip-detected-duplicates/${second.id}`);
    expect(group.statusCode).toBe(200);
    expect(group.json()).toMatchObject({ id: second.id, signupIp: '10.1.1.1', totalCount: 2 });
    expect(group.json().results.map((r: { accountName: string }) => r.accountName)).toEqual(['Same IP one', 'Same IP two']);
    const noIp = await insertAccount(db, { agentId });
    expect((await inject(adminCookie, 'GET', `/api/sapna/v1/account/ip-detected-duplicates/${noIp.id}`)).statusCode).toBe(404);
    expect((await inject(adminCookie, 'GET', '/api/sapna/v1/account/ip-detected-duplicates/999999')).statusCode).toBe(404);
  });
});

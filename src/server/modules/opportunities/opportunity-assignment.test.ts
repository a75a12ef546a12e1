import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeLog, dynamicProperties, opportunities, users } from '../../db/schema/index';
import { createUser, loginAs } from '../../testing/fixtures';
import { describeEachBackend, startTestServer, type TestServer } from '../../testing/harness';
import { caller, createCast, insertAccount, insertContact, insertOpportunity, insertPackage, insertPackageMapping } from '../../testing/opportunity-fixtures';

describeEachBackend('opportunity assignment and payment-link reshare', (backend) => {
  let server: TestServer;
  let cast: Awaited<ReturnType<typeof createCast>>;
  const call = caller(() => server.app);
  const db = () => server.database.db;

  beforeAll(async () => {
    server = await startTestServer(backend);
    cast = await createCast(server);
  });
  afterAll(() => server.close());

  const ownerOf = async (id: number) => (await db().select().from(opportunities).where(eq(opportunities.id, id)))[0]?.ownerId;

  describe('PUT /sapna/v3/opportunity/autoassign/{id}', () => {
    it('assigns the least-loaded active agent of the account agent’s team', async () => {
      const lead = await createUser(db(), { username: 'lead2', roles: ['HOUSING_SALES_AGENT'], designationId: 32 });
      const busy = await createUser(db(), { username: 'busy', roles: ['HOUSING_SALES_AGENT'], parentId: lead });
      const free = await createUser(db(), { username: 'free', roles: ['HOUSING_SALES_AGENT'], parentId: lead });
      const idle = await createUser(db(), { username: 'idle', roles: ['HOUSING_SALES_AGENT'], parentId: lead });
      await db().update(users).set({ status: 0 }).where(eq(users.id, idle));
      const account = await insertAccount(db(), { agentId: busy });
      for (let i = 0; i < 2; i += 1) await insertOpportunity(db(), { accountId: account.id, ownerId: busy });
      await insertOpportunity(db(), { accountId: account.id, ownerId: free, statusId: 2 });
      const o = await insertOpportunity(db(), { accountId: account.id, ownerId: busy });

      const res = await call(await loginAs(server.app, 'busy'), 'PUT', `/api/sapna/v3/opportunity/autoassign/${o.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ opportunityId: o.id, ownerId: free, ownerName: 'free Test', version: 2 });
      expect(await ownerOf(o.id)).toBe(free);
      const changes = await db()
        .select()
        .from(changeLog)
        .where(and(eq(changeLog.entity, 'opportunity'), eq(changeLog.entityId, o.id), eq(changeLog.op, 'upsert')));
      expect(changes).toHaveLength(1);
    });

    it('answers 409 when the team has no active agent', async () => {
      const lonely = await createUser(db(), { username: 'lonely', roles: ['HOUSING_SALES_AGENT'] });
      await db().update(users).set({ status: 0 }).where(eq(users.id, lonely));
      const account = await insertAccount(db(), { agentId: lonely });
      const o = await insertOpportunity(db(), { accountId: account.id, ownerId: lonely });
      const res = await call(cast.cookies.manager, 'PUT', `/api/sapna/v3/opportunity/autoassign/${o.id}`);
      expect(res.statusCode).toBe(409);
      expect(res.json().error.msg).toBe('No active agent is available in this team to assign.');
    });

    it('refuses closed opportunities, read-only users and callers outside scope', async () => {
      const account = await insertAccount(db(), { agentId: cast.ids.agent });
      const closed = await insertOpportunity(db(), { accountId: account.id, ownerId: cast.ids.agent, statusId: 2 });
      expect((await call(cast.cookies.agent, 'PUT', `/api/sapna/v3/opportunity/autoassign/${closed.id}`)).statusCode).toBe(409);
      const o = await insertOpportunity(db(), { accountId: account.id, ownerId: cast.ids.agent });
      expect((await call(cast.cookies.rcm, 'PUT', `/api/sapna/v3/opportunity/autoassign/${o.id}`)).statusCode).toBe(403);
      expect((await call(cast.cookies.outsider, 'PUT', `/api/sapna/v3/opportunity/autoassign/${o.id}`)).statusCode).toBe(404);
    });
  });

  describe('PUT /sapna/v1/opportunity/reassign/{id}', () => {
    const deal = async (ownerId = cast.ids.agent, values: Partial<Parameters<typeof insertOpportunity>[1]> = {}) => {
      const account = await insertAccount(db(), { agentId: cast.ids.agent });
      return insertOpportunity(db(), { accountId: account.id, ownerId, ...values });
    };
    const reassign = (cookie: string, id: number, body: object) => call(cookie, 'PUT', `/api/sapna/v1/opportunity/reassign/${id}`, body);

    it('lets a team leader move an agent’s opportunity to another agent of the team', async () => {
      const o = await deal();
      const res = await reassign(cast.cookies.leader, o.id, { ownerId: cast.ids.peer, baseVersion: 1 });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ ownerId: cast.ids.peer, ownerName: 'peer Test' });
      expect(await ownerOf(o.id)).toBe(cast.ids.peer);
    });

    it('lets a manager assign anyone selling in the brand', async () => {
      const o = await deal();
      expect((await reassign(cast.cookies.manager, o.id, { ownerId: cast.ids.outsider })).statusCode).toBe(200);
    });

    it('refuses an agent reassigning someone else’s opportunity (403)', async () => {
      const o = await deal(cast.ids.leader);
      const res = await reassign(cast.cookies.agent, o.id, { ownerId: cast.ids.agent });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.msg).toBe('Only team leaders, managers and admins may reassign opportunities of other agents.');
    });

    it('refuses targets outside the caller’s scope, without a selling role, inactive, or of another domain', async () => {
      const makaan = await createUser(db(), { username: 'makaan-agent', roles: ['MAKAAN_SALES_AGENT'], domainId: 1 });
      const gone = await createUser(db(), { username: 'gone', roles: ['HOUSING_SALES_AGENT'], parentId: cast.ids.leader });
      await db().update(users).set({ status: 0 }).where(eq(users.id, gone));
      const o = await deal();
      for (const [cookie, ownerId] of [
        [cast.cookies.agent, cast.ids.peer],
        [cast.cookies.leader, cast.ids.outsider],
        [cast.cookies.manager, cast.ids.rcm],
        [cast.cookies.manager, gone],
        [cast.cookies.manager, makaan],
        [cast.cookies.manager, 99999999],
      ] as const) {
        const res = await reassign(cookie, o.id, { ownerId });
        expect(res.statusCode).toBe(400);
        expect(res.json().error.msg).toBe('Please select an active agent of your team in this domain.');
      }
      const missing = await reassign(cast.cookies.leader, o.id, {});
      expect(missing.json().error.msg).toBe('This field is required.');
    });

    it('refuses a stale baseVersion, a not-editable opportunity, read-only users and callers outside scope', async () => {
      const o = await deal(cast.ids.agent, { version: 4 });
      expect((await reassign(cast.cookies.leader, o.id, { ownerId: cast.ids.peer, baseVersion: 3 })).statusCode).toBe(409);
      const lost = await deal(cast.ids.agent, { statusId: 6 });
      expect((await reassign(cast.cookies.leader, lost.id, { ownerId: cast.ids.peer })).statusCode).toBe(409);
      expect((await reassign(cast.cookies.rcm, o.id, { ownerId: cast.ids.peer })).statusCode).toBe(403);
      expect((await reassign(cast.cookies.outsider, o.id, { ownerId: cast.ids.outsider })).statusCode).toBe(404);
    });
  });

  describe('GET /sapna/v1/opportunity/assignment-page/{id}', () => {
    it('shows the opportunity, its owner and the candidate agents with their open-opportunity counts', async () => {
      const account = await insertAccount(db(), { agentId: cast.ids.agent, name: 'Assign Realty' });
      const o = await insertOpportunity(db(), { accountId: account.id, ownerId: cast.ids.agent, name: 'To assign' });
      const res = await call(cast.cookies.leader, 'GET', `/api/sapna/v1/opportunity/assignment-page/${o.id}`);
      expect(res.statusCode).toBe(200);
      const page = res.json();
      expect(page.opportunity).toMatchObject({ id: o.id, name: 'To assign', accountName: 'Assign Realty', editable: true });
      expect(page.currentOwner).toMatchObject({ userId: cast.ids.agent, name: 'agent Test' });
      expect(page.canReassign).toBe(true);
      const candidateIds = page.candidates.map((c: { userId: number }) => c.userId).sort();
      expect(candidateIds).toEqual([cast.ids.leader, cast.ids.agent, cast.ids.peer].sort());
      const agentRow = page.candidates.find((c: { userId: number }) => c.userId === cast.ids.agent);
      const open = await db()
        .select({ id: opportunities.id })
        .from(opportunities)
        .where(and(eq(opportunities.ownerId, cast.ids.agent), inArray(opportunities.statusId, [1, 3, 4, 5, 8])));
      expect(agentRow.openOpportunityCount).toBe(open.length);
    });

    it('is read-only for read-only users and not found outside scope', async () => {
      const account = await insertAccount(db(), { agentId: cast.ids.agent });
      const o = await insertOpportunity(db(), { accountId: account.id, ownerId: cast.ids.agent });
      const rcm = await call(cast.cookies.rcm, 'GET', `/api/sapna/v1/opportunity/assignment-page/${o.id}`);
      expect(rcm.statusCode).toBe(200);
      expect(rcm.json().canReassign).toBe(false);
      expect((await call(cast.cookies.outsider, 'GET', `/api/sapna/v1/opportunity/assignment-page/${o.id}`)).statusCode).toBe(404);
    });
  });

  describe('GET /sapna/v2/opportunity/reshare-payment-link', () => {
    // Account-link sharing (spec 000 §6): owner agents on the allow-list, with the dynamic property on
    // (dynamic-properties/account-link-sharing.test.ts walks the gate itself).
    const sharer = { id: 0, cookie: '', outsider: '' };
    beforeAll(async () => {
      sharer.id = await createUser(db(), { username: 'reshare-owner', roles: ['HOUSING_OWNER_AGENT'] });
      await createUser(db(), { username: 'reshare-outsider', roles: ['HOUSING_OWNER_AGENT'] });
      sharer.cookie = await loginAs(server.app, 'reshare-owner');
      sharer.outsider = await loginAs(server.app, 'reshare-outsider');
      await db().update(dynamicProperties).set({ value: true }).where(eq(dynamicProperties.key, 'accountLinkSharing.enabled'));
      await db().update(dynamicProperties).set({ value: ['reshare-owner@example.test', 'reshare-outsider@example.test'] }).where(eq(dynamicProperties.key, 'accountLinkSharing.allowList'));
    });

    it('mails the payment request to the contact of the opportunity, even on a closed deal', async () => {
      const packageId = await insertPackage(db());
      const account = await insertAccount(db(), { agentId: sharer.id, name: 'Mail Realty' });
      const o = await insertOpportunity(db(), { accountId: account.id, ownerId: sharer.id, statusId: 2, name: 'Closed deal' });
      await insertPackageMapping(db(), { opportunityId: o.id, packageId, salesPrice: '125000' });
      await insertContact(db(), { accountId: account.id, name: 'Old', email: 'old@example.test' });
      await insertContact(db(), { accountId: account.id, name: 'Deal POC', email: 'poc@example.test', opportunityId: o.id });
      const before = server.mailer.sent.length;
      const res = await call(sharer.cookie, 'GET', `/api/sapna/v2/opportunity/reshare-payment-link?opportunityId=${o.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'Link shared successfully', sentTo: 'poc@example.test', link: expect.stringContaining(`opportunity=${o.id}`) });
      const mail = server.mailer.sent[before];
      expect(mail?.to).toBe('poc@example.test');
      expect(mail?.text).toContain(`Opportunity #${o.id}`);
      expect(mail?.text).toContain('1,25,000');
      expect(mail?.text).toContain('Pay online: http');
    });

    it('answers 400 without a contact email, 403 for read-only users and field agents, 404 outside scope', async () => {
      const account = await insertAccount(db(), { agentId: sharer.id });
      const o = await insertOpportunity(db(), { accountId: account.id, ownerId: sharer.id });
      await insertContact(db(), { accountId: account.id, email: null });
      await insertContact(db(), { accountId: account.id, email: 'inactive@example.test', active: false });
      const res = await call(sharer.cookie, 'GET', `/api/sapna/v2/opportunity/reshare-payment-link?opportunityId=${o.id}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.msg).toBe('No contact with an email address on this opportunity.');
      expect((await call(cast.cookies.rcm, 'GET', `/api/sapna/v2/opportunity/reshare-payment-link?opportunityId=${o.id}`)).statusCode).toBe(403);
      expect((await call(cast.cookies.agent, 'GET', `/api/sapna/v2/opportunity/reshare-payment-link?opportunityId=${o.id}`)).statusCode).toBe(403);
      expect((await call(sharer.outsider, 'GET', `/api/sapna/v2/opportunity/reshare-payment-link?opportunityId=${o.id}`)).statusCode).toBe(404);
      const missing = await call(sharer.cookie, 'GET', '/api/sapna/v2/opportunity/reshare-payment-link');
      expect(missing.json().error.msg).toBe('This field is required.');
    });
  });
});

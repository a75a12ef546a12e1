import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { ACCOUNT_LINK_SHARING_MESSAGES as M } from '../../../domain/dynamic-properties/account-link-sharing';
import { contacts } from '../../db/schema/index';
import { createUser, loginAs } from '../../testing/fixtures';
import { describeEachBackend, startTestServer, type TestServer } from '../../testing/harness';
import { createDeal, type Deal } from '../../testing/money-fixtures';

/** Spec 000 §6: account links are shared by admins and owner agents, behind a dynamic property and an e-mail allow-list. */
describeEachBackend('account-link sharing gate', (backend) => {
  let server: TestServer;
  const cookie: Record<'admin' | 'owner' | 'unlisted' | 'agent', string> = { admin: '', owner: '', unlisted: '', agent: '' };
  let ownerDeal: Deal;
  let agentDeal: Deal;

  beforeAll(async () => {
    server = await startTestServer(backend);
    const db = server.database.db;
    await createUser(db, { username: 'als-admin', roles: ['HOUSING_SALES_MANAGER', 'ADMIN'] });
    const ownerId = await createUser(db, { username: 'als-owner', roles: ['HOUSING_OWNER_AGENT'] });
    await createUser(db, { username: 'als-unlisted', roles: ['HOUSING_OWNER_AGENT'] });
    const agentId = await createUser(db, { username: 'als-agent', roles: ['HOUSING_SALES_AGENT'] });
    for (const who of ['admin', 'owner', 'unlisted', 'agent'] as const) cookie[who] = await loginAs(server.app, `als-${who}`);
    ownerDeal = await createDeal(db, { agentId: ownerId, kind: 'owner' });
    agentDeal = await createDeal(db, { agentId });
    for (const deal of [ownerDeal, agentDeal]) await db.update(contacts).set({ email: 'asha@example.test', opportunityId: deal.opportunityId }).where(eq(contacts.id, deal.contactId));
  });
  afterAll(async () => server?.close());

  const setting = (key: string, value: unknown, who = cookie.admin) =>
    server.app.inject({ method: 'PUT', url: `/api/sapna/v1/dynamicProperties/${key}`, headers: { cookie: who }, payload: { value } });
  const share = (who: string, deal: Deal) =>
    server.app.inject({ method: 'POST', url: '/api/sapna/v1/account/share-payment-link', headers: { cookie: who }, payload: { accountId: deal.accountId, amount: 5000 } });
  const reshare = (who: string, deal: Deal) =>
    server.app.inject({ method: 'GET', url: `/api/sapna/v2/opportunity/reshare-payment-link?opportunityId=${deal.opportunityId}`, headers: { cookie: who } });
  const may = async (who: string) => (await server.app.inject({ method: 'GET', url: '/api/sapna/v1/account-link-sharing', headers: { cookie: who } })).json();
  const refusedWith = async (res: Promise<{ statusCode: number; json: () => { error: { msg: string } } }>, msg: string) => {
    const answer = await res;
    expect([answer.statusCode, answer.json().error.msg]).toEqual([403, msg]);
  };

  beforeEach(async () => {
    expect((await setting('accountLinkSharing.enabled', true)).statusCode).toBe(200);
    expect((await setting('accountLinkSharing.allowList', ['ALS-owner@example.test', 'als-admin@example.test', 'als-agent@example.test'])).statusCode).toBe(200);
    server.mailer.sent.length = 0;
  });

  it('lets an owner agent on the allow-list share and reshare: the mail goes out', async () => {
    expect(await may(cookie.owner)).toEqual({ allowed: true, reason: null });
    const shared = await share(cookie.owner, ownerDeal);
    expect(shared.statusCode, shared.body).toBe(200);
    expect(shared.json()).toMatchObject({ message: 'Link shared successfully', sentTo: 'asha@example.test' });
    const again = await reshare(cookie.owner, ownerDeal);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ message: 'Link shared successfully' });
    expect(server.mailer.sent.map((m) => m.to)).toEqual(['asha@example.test', 'asha@example.test']);
    // An admin on the list too (whole-brand scope).
    expect((await share(cookie.admin, agentDeal)).statusCode).toBe(200);
  });

  it('refuses a field agent, even on the allow-list: 403, nothing sent', async () => {
    expect(await may(cookie.agent)).toEqual({ allowed: false, reason: M.role });
    await refusedWith(share(cookie.agent, agentDeal), M.role);
    await refusedWith(reshare(cookie.agent, agentDeal), M.role);
    expect(server.mailer.sent).toEqual([]);
  });

  it('refuses an owner agent who is not on the allow-list', async () => {
    expect(await may(cookie.unlisted)).toEqual({ allowed: false, reason: M.notListed });
    await refusedWith(share(cookie.unlisted, ownerDeal), M.notListed);
    await refusedWith(reshare(cookie.unlisted, ownerDeal), M.notListed);
    expect(server.mailer.sent).toEqual([]);
  });

  it('follows the settings as an admin changes them: off refuses everyone, on again allows', async () => {
    expect((await setting('accountLinkSharing.enabled', false)).statusCode).toBe(200);
    expect(await may(cookie.owner)).toEqual({ allowed: false, reason: M.off });
    await refusedWith(share(cookie.owner, ownerDeal), M.off);
    await refusedWith(reshare(cookie.owner, ownerDeal), M.off);
    await refusedWith(share(cookie.admin, agentDeal), M.off);
    expect(server.mailer.sent).toEqual([]);
    // Taking the owner off the list refuses them once sharing is back on.
    expect((await setting('accountLinkSharing.enabled', true)).statusCode).toBe(200);
    expect((await setting('accountLinkSharing.allowList', ['als-admin@example.test'])).statusCode).toBe(200);
    await refusedWith(share(cookie.owner, ownerDeal), M.notListed);
    expect((await share(cookie.admin, agentDeal)).statusCode).toBe(200);
    // Only an admin changes the settings: the owner agent cannot list themselves.
    expect((await setting('accountLinkSharing.allowList', ['als-owner@example.test'], cookie.owner)).statusCode).toBe(403);
    await refusedWith(share(cookie.owner, ownerDeal), M.notListed);
    expect(server.mailer.sent.map((m) => m.to)).toEqual(['asha@example.test']);
  });
});

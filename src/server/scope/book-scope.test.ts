import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { opportunities } from '../db/schema/index';
import { describeEachBackend, startTestServer, type TestServer } from '../testing/harness';
import { createUser, loginAs } from '../testing/fixtures';
import { insertAccount, insertCity, insertLegalEntity, insertOpportunity } from '../testing/account-fixtures';
import { pullAs, snapshotAll } from '../testing/sync-fixtures';

// DOMAIN.md "Scope": an agent's book holds the accounts behind the deals they own (their team leader's too). They
// read such an account with its contacts and legal entities, add contacts, comments, tickets and deals, and their
// device holds it; the account's own details and legal entities stay with its owner.
describeEachBackend('the accounts behind the deals an agent owns', (backend) => {
  let server: TestServer;
  let dealOwnerId: number;
  let accountOwnerId: number;
  let cityId: number;
  const cookies: Record<'dealOwner' | 'leader' | 'accountOwner' | 'stranger', string> = { dealOwner: '', leader: '', accountOwner: '', stranger: '' };

  const inject = (who: keyof typeof cookies, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    server.app.inject({ method, url: `/api${url}`, headers: { cookie: cookies[who] }, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    server = await startTestServer(backend);
    const db = server.database.db;
    const leaderId = await createUser(db, { username: 'leader', roles: ['HOUSING_SALES_AGENT'], designationId: 32 });
    dealOwnerId = await createUser(db, { username: 'deal-owner', roles: ['HOUSING_OWNER_AGENT'], parentId: leaderId });
    accountOwnerId = await createUser(db, { username: 'account-owner', roles: ['HOUSING_SALES_AGENT'] });
    await createUser(db, { username: 'stranger', roles: ['HOUSING_SALES_AGENT'] });
    cityId = await insertCity(db, 'Pune');
    cookies.dealOwner = await loginAs(server.app, 'deal-owner');
    cookies.leader = await loginAs(server.app, 'leader');
    cookies.accountOwner = await loginAs(server.app, 'account-owner');
    cookies.stranger = await loginAs(server.app, 'stranger');
  });
  afterAll(() => server.close());

  /** An account of accountOwner with a deal of dealOwner on it, a contact and a legal entity. */
  async function dealOnSomeoneElsesAccount(name = 'Kumar Builders') {
    const db = server.database.db;
    const account = await insertAccount(db, { agentId: accountOwnerId, name });
    const deal = await insertOpportunity(db, { accountId: account.id, ownerId: dealOwnerId, name: `${name} deal` });
    const legalEntityId = await insertLegalEntity(db, account.id, `${name} Pvt Ltd`);
    const contact = (await inject('accountOwner', 'POST', '/sapna/v1/contact', { accountId: account.id, name: 'Ravi', phone: '9876500001', contactTypeId: 1 })).json();
    return { account, deal, legalEntityId, contactId: contact.id as number };
  }

  it('opens the account page for the deal owner and their team leader, read-only for its details; 404 for a stranger', async () => {
    const { account, deal } = await dealOnSomeoneElsesAccount();
    for (const who of ['dealOwner', 'leader'] as const) {
      const page = await inject(who, 'GET', `/sapna/v3/account-page/${account.id}`);
      expect(page.statusCode).toBe(200);
      expect(page.json().account).toMatchObject({ accountId: account.id, agentId: accountOwnerId, editable: false });
      expect(page.json().opportunities.map((o: { id: number }) => o.id)).toEqual([deal.id]);
    }
    expect((await inject('accountOwner', 'GET', `/sapna/v3/account-page/${account.id}`)).json().account.editable).toBe(true);
    expect((await inject('stranger', 'GET', `/sapna/v3/account-page/${account.id}`)).statusCode).toBe(404);
  });

  it('lists its contacts and legal entities to the deal owner, and lets them add and edit contacts', async () => {
    const { account, contactId } = await dealOnSomeoneElsesAccount('Mehta Homes');
    const listed = await inject('dealOwner', 'GET', `/sapna/v1/contact?filters=active==true;accountId==${account.id}`);
    expect(listed.statusCode).toBe(200);
    expect(JSON.stringify(listed.json())).toContain('Ravi');
    const entities = await inject('dealOwner', 'GET', `/sapna/v2/account-legal-entity/account/${account.id}`);
    expect(entities.statusCode).toBe(200);
    expect(JSON.stringify(entities.json())).toContain('Mehta Homes Pvt Ltd');
    const added = await inject('dealOwner', 'POST', '/sapna/v1/contact', { accountId: account.id, name: 'Sunita', phone: '9876500002', contactTypeId: 1 });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({ accountId: account.id, name: 'Sunita' });
    const edited = await inject('dealOwner', 'PUT', `/sapna/v1/contact/${contactId}`, { name: 'Ravi Mehta', phone: '9876500001', contactTypeId: 1 });
    expect(edited.statusCode).toBe(200);
    expect((await inject('stranger', 'POST', '/sapna/v1/contact', { accountId: account.id, name: 'X', phone: '9876500003', contactTypeId: 1 })).statusCode).toBe(404);
  });

  it('takes the deal owner’s comments, tickets and new deals on the account', async () => {
    const { account } = await dealOnSomeoneElsesAccount('Shah Realty');
    const comment = await inject('dealOwner', 'POST', '/sapna/v1/comment', { entityTypeId: 3, entityId: account.id, activityType: 'Call', text: 'Spoke to Ravi', happenedAt: new Date().toISOString() });
    expect(comment.statusCode).toBe(200);
    const ticket = await inject('dealOwner', 'POST', '/housingTickets/api/v1/ticket/create', {
      summary: 'New POC',
      category_id: 4,
      sub_category_id: 401,
      ticket_reference: { entity_type_id: 3, entity_id: account.id },
      ticket_attributes: [
        { attribute_id: 4001, attribute_value: 'Asha' },
        { attribute_id: 4002, attribute_value: '9876543210' },
      ],
    });
    expect(ticket.statusCode).toBe(200);
    const deal = await inject('dealOwner', 'POST', '/sapna/v1/opportunity', { accountId: account.id, name: 'Second deal', typeId: 1, cityId });
    expect(deal.statusCode).toBe(200);
    expect(deal.json()).toMatchObject({ accountId: account.id, ownerId: dealOwnerId });
    expect((await inject('stranger', 'POST', '/sapna/v1/comment', { entityTypeId: 3, entityId: account.id, activityType: 'Call', text: 'x', happenedAt: new Date().toISOString() })).statusCode).toBe(404);
  });

  it("refuses the deal owner an edit of the account's own details or legal entities (403 with a message); its owner may", async () => {
    const { account, legalEntityId } = await dealOnSomeoneElsesAccount('Iyer Spaces');
    const edit = { name: 'Iyer Spaces LLP', housingProfileId: 'p-iyer', pan: 'abcde1234f', gstin: '27ABCDE1234F1Z0', cityId, address: '12, MG Road' };
    const refused = await inject('dealOwner', 'PUT', `/sapna/v1/account/${account.id}`, edit);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.msg).toBe("Only the account's own agent (or their team leader) can edit this account.");
    const entity = await inject('dealOwner', 'PUT', `/sapna/v1/account-legal-entity/${legalEntityId}`, { legalName: 'Iyer Holdings', gst: '29ABCDE1234F1ZW', baseVersion: 1 });
    expect(entity.statusCode).toBe(403);
    const byOwner = await inject('accountOwner', 'PUT', `/sapna/v1/account/${account.id}`, edit);
    expect(byOwner.statusCode).toBe(200);
    expect(byOwner.json().name).toBe('Iyer Spaces LLP');
  });

  it('lists the account in My Accounts for the deal owner and not for a stranger', async () => {
    const { account } = await dealOnSomeoneElsesAccount('Zebra Constructions');
    const ids = async (who: keyof typeof cookies) =>
      ((await inject(who, 'GET', '/sapna/v1/account/search?accountName=Zebra&page=0&size=20')).json().results as { accountId: number }[]).map((r) => r.accountId);
    expect(await ids('dealOwner')).toContain(account.id);
    expect(await ids('leader')).toContain(account.id);
    expect(await ids('stranger')).not.toContain(account.id);
  });

  it('holds the account, its contacts and legal entities on the deal owner’s device, and lets them go with the last deal', async () => {
    const { account, deal, legalEntityId, contactId } = await dealOnSomeoneElsesAccount('Device Estates');
    const has = async (entity: string, id: number) => (await snapshotAll(server.app, cookies.dealOwner, entity)).rows.some((r) => (r.id ?? r.accountId) === id);
    expect(await has('account', account.id)).toBe(true);
    expect(await has('contact', contactId)).toBe(true);
    expect(await has('legalEntity', legalEntityId)).toBe(true);
    expect((await snapshotAll(server.app, cookies.stranger, 'account')).rows.some((r) => r.accountId === account.id)).toBe(false);

    // The deal moves to the account's owner: the deal owner's device drops the account and what hangs under it.
    const cursor = (await pullAs(server.app, cookies.dealOwner)).body.cursor;
    await server.database.db.update(opportunities).set({ ownerId: accountOwnerId }).where(eq(opportunities.id, deal.id));
    const gone = (await pullAs(server.app, cookies.dealOwner, { cursor })).body.changes.filter((c) => c.op === 'delete').map((c) => `${c.entity}:${c.id}`);
    expect(gone).toEqual(expect.arrayContaining([`opportunity:${deal.id}`, `account:${account.id}`, `contact:${contactId}`, `legalEntity:${legalEntityId}`]));

    // And back: the account comes with its contacts and legal entities.
    const again = (await pullAs(server.app, cookies.dealOwner)).body.cursor;
    await server.database.db.update(opportunities).set({ ownerId: dealOwnerId }).where(eq(opportunities.id, deal.id));
    const back = (await pullAs(server.app, cookies.dealOwner, { cursor: again })).body.changes.filter((c) => c.op === 'upsert').map((c) => `${c.entity}:${c.id}`);
    expect(back).toEqual(expect.arrayContaining([`opportunity:${deal.id}`, `account:${account.id}`, `contact:${contactId}`, `legalEntity:${legalEntityId}`]));
  });
});

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { changeLog } from '../../db/schema/index';
import { describeEachBackend, startTestServer, type TestServer } from '../../testing/harness';
import { createUser, loginAs } from '../../testing/fixtures';
import { insertAccount, insertCity, insertOpportunity, insertPackageMapping, insertPayments } from '../../testing/account-fixtures';

describeEachBackend('account page, edit and do-not-disturb', (backend) => {
  let server: TestServer;
  let agentCookie: string;
  let leaderCookie: string;
  let otherCookie: string;
  let rcmCookie: string;
  let financeCookie: string;
  let agentId: number;
  let cityId: number;
  let otherCityId: number;

  const inject = (cookie: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    server.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    server = await startTestServer(backend);
    const db = server.database.db;
    const leaderId = await createUser(db, { username: 'leader', roles: ['HOUSING_SALES_AGENT'], designationId: 32 });
    agentId = await createUser(db, { username: 'agent', roles: ['HOUSING_SALES_AGENT'], parentId: leaderId });
    await createUser(db, { username: 'other', roles: ['HOUSING_SALES_AGENT'] });
    await createUser(db, { username: 'rcm', roles: ['RCM_USER'] });
    await createUser(db, { username: 'finance', roles: ['FINANCE'] });
    cityId = await insertCity(db, 'Pune');
    otherCityId = await insertCity(db, 'Nagpur');
    agentCookie = await loginAs(server.app, 'agent');
    leaderCookie = await loginAs(server.app, 'leader');
    otherCookie = await loginAs(server.app, 'other');
    rcmCookie = await loginAs(server.app, 'rcm');
    financeCookie = await loginAs(server.app, 'finance');
  });
  afterAll(() => server.close());

  async function accountWithDeals() {
    const db = server.database.db;
    const account = await insertAccount(db, { agentId, cityId, name: 'Rao Estates', housingProfileId: 'p-rao', walletAmount: '250.50' });
    const open = await insertOpportunity(db, { accountId: account.id, ownerId: agentId, statusId: 1, name: 'Open deal' });
    await insertPackageMapping(db, { opportunityId: open.id, salesPrice: '1000', discount: '100', quantity: 2 });
    await insertPackageMapping(db, { opportunityId: open.id, salesPrice: '500' });
    await insertPayments(db, open.id, account.id, [
      { amount: '1000', statusId: 6 },
      { amount: '500', statusId: 1 },
    ]);
    const closed = await insertOpportunity(db, { accountId: account.id, ownerId: agentId, statusId: 2, name: 'Closed deal' });
    await insertPackageMapping(db, { opportunityId: closed.id, salesPrice: '700' });
    const lost = await insertOpportunity(db, { accountId: account.id, ownerId: agentId, statusId: 6, name: 'Lost deal', kind: 'owner' });
    await insertPackageMapping(db, { opportunityId: lost.id, salesPrice: '999' });
    return { account, open, closed, lost };
  }

  it('shows the account with its opportunities, their money and the total account value', async () => {
    const { account, open, closed, lost } = await accountWithDeals();
    const res = await inject(agentCookie, 'GET', `/api/sapna/v3/account-page/${account.id}`);
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.accountId).toBe(account.id);
    expect(page.housingProfileId).toBe('p-rao');
    expect(page.account).toMatchObject({
      accountId: account.id,
      name: 'Rao Estates',
      cityId,
      cityName: 'Pune',
      agentId,
      agentName: 'agent Test',
      accountWalletAmount: 250.5,
      editable: true,
      dndMarked: false,
      version: 1,
    });
    expect(page.opportunities.map((o: { id: number }) => o.id)).toEqual([lost.id, closed.id, open.id]);
    const openRow = page.opportunities.find((o: { id: number }) => o.id === open.id);
    // (1000 − 100) × 2 + 500 = 2300 excl. GST, 2714 receivable with 18% GST; one approved payment of 1000 is
    // collected, the pending 500 is not: 2714 − 1000 is pending collection (the ledger).
    expect(openRow).toMatchObject({ dealValue: 2300, collectedAmount: 1000, pendingCollectionAmount: 1714, ownerName: 'agent Test', kind: 'general' });
    expect(page.opportunities.find((o: { id: number }) => o.id === lost.id)).toMatchObject({ kind: 'owner', dealValue: 999 });
    // Open 2300 + closed 700; the lost 999 does not count.
    expect(page.totalAccountValue).toBe(3000);
  });

  it('lets the team leader read it, hides it from another agent, and answers 404 for no such account', async () => {
    const { account } = await accountWithDeals();
    expect((await inject(leaderCookie, 'GET', `/api/sapna/v3/account-page/${account.id}`)).statusCode).toBe(200);
    const other = await inject(otherCookie, 'GET', `/api/sapna/v3/account-page/${account.id}`);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ error: { msg: 'Account not found.' } });
    expect((await inject(agentCookie, 'GET', '/api/sapna/v3/account-page/999999')).statusCode).toBe(404);
  });

  it('marks the account not editable for read-only users and for Inactive or Merged accounts', async () => {
    const db = server.database.db;
    const active = await insertAccount(db, { agentId, cityId });
    expect((await inject(rcmCookie, 'GET', `/api/sapna/v3/account-page/${active.id}`)).json().account.editable).toBe(false);
    for (const statusId of [5, 6]) {
      const account = await insertAccount(db, { agentId, cityId, statusId, lookupAccountId: 'LK-1' });
      const page = (await inject(agentCookie, 'GET', `/api/sapna/v3/account-page/${account.id}`)).json();
      expect(page.account).toMatchObject({ editable: false, statusId, lookupAccountId: 'LK-1' });
    }
  });

  const validEdit = () => ({ housingProfileId: 'p-new', name: 'Rao & Sons Estates', pan: 'abcde1234f', gstin: '27ABCDE1234F1Z0', cityId: otherCityId, address: '12, MG Road' });

  it('updates the account fields (v1), bumps the version and logs the change', async () => {
    const account = await insertAccount(server.database.db, { agentId, cityId });
    const res = await inject(agentCookie, 'PUT', `/api/sapna/v1/account/${account.id}`, { ...validEdit(), clientStatusId: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      accountId: account.id,
      housingProfileId: 'p-new',
      name: 'Rao & Sons Estates',
      pan: 'ABCDE1234F',
      gstin: '27ABCDE1234F1Z0',
      cityId: otherCityId,
      cityName: 'Nagpur',
      address: '12, MG Road',
      clientStatusId: 2,
      version: 2,
    });
    const logged = await server.database.db
      .select()
      .from(changeLog)
      .where(and(eq(changeLog.entity, 'account'), eq(changeLog.entityId, account.id)));
    expect(logged.map((c) => c.op)).toEqual(['upsert']);
  });

  it('changes the client status through v2 only, refusing a stale base version for it', async () => {
    const account = await insertAccount(server.database.db, { agentId, cityId, clientStatusId: 2 });
    const ok = await inject(agentCookie, 'PUT', `/api/sapna/v2/account/${account.id}`, { ...validEdit(), clientStatusId: 3, baseVersion: 1 });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ clientStatusId: 3, version: 2 });
    const stale = await inject(agentCookie, 'PUT', `/api/sapna/v2/account/${account.id}`, { ...validEdit(), clientStatusId: 1, baseVersion: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.msg).toBe('The client status was changed by someone else. Please reload the account and try again.');
    // Other fields take the last write even from a stale base.
    const lastWrite = await inject(agentCookie, 'PUT', `/api/sapna/v2/account/${account.id}`, { ...validEdit(), name: 'Renamed', baseVersion: 1 });
    expect(lastWrite.statusCode).toBe(200);
    expect(lastWrite.json()).toMatchObject({ name: 'Renamed', clientStatusId: 3 });
    const badStatus = await inject(agentCookie, 'PUT', `/api/sapna/v2/account/${account.id}`, { ...validEdit(), clientStatusId: 7 });
    expect(badStatus.statusCode).toBe(400);
  });

  it.each([
    [{ name: '  ' }, 'This field is required.'],
    [{ name: 'Rao@Estates' }, 'Special characters are not allowed.'],
    [{ pan: 'ABCD1234F' }, 'PAN is not valid'],
    [{ gstin: '27ABCDE1234F1Z' }, 'GST is not valid'],
    [{ address: 'Plot <12>' }, 'Special characters are not allowed.'],
    [{ cityId: 987654 }, 'Invalid ID selected in dropdown field'],
    [{ cityId: undefined }, 'This field is required.'],
  ])('refuses an invalid edit %o with its message and changes nothing', async (change, msg) => {
    const account = await insertAccount(server.database.db, { agentId, cityId, name: 'Unchanged' });
    const res = await inject(agentCookie, 'PUT', `/api/sapna/v1/account/${account.id}`, { ...validEdit(), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.msg).toBe(msg);
    const page = (await inject(agentCookie, 'GET', `/api/sapna/v3/account-page/${account.id}`)).json();
    expect(page.account).toMatchObject({ name: 'Unchanged', version: 1 });
  });

  it('refuses edits of Inactive (5) and Merged (6) accounts', async () => {
    for (const statusId of [5, 6]) {
      const account = await insertAccount(server.database.db, { agentId, cityId, statusId });
      const res = await inject(agentCookie, 'PUT', `/api/sapna/v1/account/${account.id}`, validEdit());
      expect(res.statusCode).toBe(409);
      expect(res.json().error.msg).toBe('This account is Inactive or Merged and can no longer be edited.');
    }
  });

  it('refuses edits from read-only users, users who may not sell, and outside the scope', async () => {
    const account = await insertAccount(server.database.db, { agentId, cityId });
    expect((await inject(rcmCookie, 'PUT', `/api/sapna/v1/account/${account.id}`, validEdit())).statusCode).toBe(403);
    expect((await inject(financeCookie, 'PUT', `/api/sapna/v2/account/${account.id}`, validEdit())).statusCode).toBe(403);
    expect((await inject(otherCookie, 'PUT', `/api/sapna/v1/account/${account.id}`, validEdit())).statusCode).toBe(404);
    expect((await inject(agentCookie, 'PUT', '/api/sapna/v1/account/999999', validEdit())).statusCode).toBe(404);
  });

  it('reads and sets the do-not-disturb mark', async () => {
    const account = await insertAccount(server.database.db, { agentId, cityId, statusId: 5 });
    const before = await inject(agentCookie, 'GET', `/api/sapna/v1/account/mark/get-dnd-status?accountId=${account.id}`);
    expect(before.json()).toEqual({ accountId: account.id, dndMarked: false });
    const mark = await inject(agentCookie, 'POST', `/api/sapna/v1/account/mark/dnd?accountId=${account.id}&dndMarked=true`);
    expect(mark.statusCode).toBe(200);
    expect(mark.json()).toEqual({ accountId: account.id, dndMarked: true });
    const after = await inject(leaderCookie, 'GET', `/api/sapna/v1/account/mark/get-dnd-status?accountId=${account.id}`);
    expect(after.json().dndMarked).toBe(true);
    const page = (await inject(agentCookie, 'GET', `/api/sapna/v3/account-page/${account.id}`)).json();
    expect(page.account).toMatchObject({ dndMarked: true, version: 2 });
  });

  it('refuses the do-not-disturb mark to read-only users and outside the scope', async () => {
    const account = await insertAccount(server.database.db, { agentId, cityId });
    expect((await inject(rcmCookie, 'POST', `/api/sapna/v1/account/mark/dnd?accountId=${account.id}&dndMarked=true`)).statusCode).toBe(403);
    expect((await inject(financeCookie, 'POST', `/api/sapna/v1/account/mark/dnd?accountId=${account.id}&dndMarked=true`)).statusCode).toBe(403);
    expect((await inject(otherCookie, 'POST', `/api/sapna/v1/account/mark/dnd?accountId=${account.id}&dndMarked=true`)).statusCode).toBe(404);
    expect((await inject(otherCookie, 'GET', `/api/sapna/v1/account/mark/get-dnd-status?accountId=${account.id}`)).statusCode).toBe(404);
  });
});

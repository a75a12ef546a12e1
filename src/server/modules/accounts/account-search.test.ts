import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accounts, opportunities } from '../../db/schema/index';
import { describeEachBackend, startTestServer, type TestServer } from '../../testing/harness';
import { createUser, loginAs } from '../../testing/fixtures';
import { insertAccount, insertCity, insertContact, insertOpportunity, insertPackageMapping, insertPayments } from '../../testing/account-fixtures';

describeEachBackend('my-accounts search and CSV', (backend) => {
  let server: TestServer;
  let agentCookie: string;
  let bulkCookie: string;
  let rcmCookie: string;
  let agentId: number;
  let otherId: number;
  let puneId: number;
  let mumbaiId: number;
  const ids: Record<string, number> = {};

  const get = async (cookie: string, url: string) => server.app.inject({ method: 'GET', url, headers: { cookie } });

  beforeAll(async () => {
    server = await startTestServer(backend);
    const db = server.database.db;
    agentId = await createUser(db, { username: 'agent', roles: ['HOUSING_SALES_AGENT'] });
    otherId = await createUser(db, { username: 'other', roles: ['HOUSING_SALES_AGENT'] });
    const bulkId = await createUser(db, { username: 'bulk', roles: ['HOUSING_SALES_AGENT'] });
    await createUser(db, { username: 'rcm', roles: ['RCM_USER'] });
    puneId = await insertCity(db, 'Pune');
    mumbaiId = await insertCity(db, 'Mumbai');

    const at = (day: number) => new Date(Date.UTC(2025, 0, day));
    const rao = await insertAccount(db, { agentId, cityId: puneId, name: 'Rao Estates', housingProfileId: 'prof-rao', clientStatusId: 1, updatedAt: at(3), createdAt: at(1) });
    const raman = await insertAccount(db, { agentId, cityId: mumbaiId, name: 'raman, "the" builder', housingProfileId: 'prof-raman', clientStatusId: 3, updatedAt: at(2), createdAt: at(2) });
    const percent = await insertAccount(db, { agentId, cityId: puneId, name: '100% Homes', clientStatusId: 2, updatedAt: at(1), createdAt: at(3) });
    const foreign = await insertAccount(db, { agentId: otherId, cityId: puneId, name: 'Rao Others' });
    Object.assign(ids, { rao: rao.id, raman: raman.id, percent: percent.id, foreign: foreign.id });

    const open = await insertOpportunity(db, { accountId: rao.id, ownerId: agentId, statusId: 3 });
    await insertPackageMapping(db, { opportunityId: open.id, salesPrice: '1000' });
    await insertPayments(db, open.id, rao.id, [{ amount: '400', statusId: 6 }]);
    const closed = await insertOpportunity(db, { accountId: rao.id, ownerId: agentId, statusId: 2 });
    await insertPackageMapping(db, { opportunityId: closed.id, salesPrice: '2000', discount: '500' });
    const lost = await insertOpportunity(db, { accountId: rao.id, ownerId: agentId, statusId: 7 });
    await insertPackageMapping(db, { opportunityId: lost.id, salesPrice: '9000' });
    await insertContact(db, { accountId: rao.id, phone: '9000000001' });
    await insertContact(db, { accountId: rao.id, phone: '9000000002', active: false });
    await insertContact(db, { accountId: rao.id, phone: '9000000003', contactTypeId: 8, isVerified: false });
    await insertContact(db, { accountId: rao.id, phone: '9000000004', contactTypeId: 8, isVerified: true });

    await db.insert(accounts).values(
      Array.from({ length: 105 }, (_, i) => ({ name: `Bulk ${String(i).padStart(3, '0')}`, clientTypeId: 1, domainId: 5, agentId: bulkId })),
    );
    agentCookie = await loginAs(server.app, 'agent');
    bulkCookie = await loginAs(server.app, 'bulk');
    rcmCookie = await loginAs(server.app, 'rcm');
  });
  afterAll(() => server.close());

  it("lists the agent's own accounts with every my-accounts column, most recently updated first", async () => {
    const res = await get(agentCookie, '/api/sapna/v1/account/search');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ totalCount: 3, page: 0, size: 100 });
    expect(body.results.map((r: { accountId: number }) => r.accountId)).toEqual([ids.rao, ids.raman, ids.percent]);
    expect(body.results[0]).toEqual({
      accountId: ids.rao,
      accountName: 'Rao Estates',
      housingProfileId: 'prof-rao',
      cityId: puneId,
      cityName: 'Pune',
      agentId,
      agentName: 'agent Test',
      pocContactNumbers: ['9000000001', '9000000004'],
      dealValue: 2500,
      collectedAmount: 400,
      closedOpportunities: 1,
      activeOpportunities: 1,
      clientTypeId: 2,
      clientStatusId: 1,
      statusId: 1,
      createdAt: '2025-01-01T00:00:00.000Z',
      updatedAt: '2025-01-03T00:00:00.000Z',
      accountWalletAmount: 0,
    });
  });

  it("moves an opportunity's deal value and count with it when it moves to another account (a merge)", async () => {
    const db = server.database.db;
    const moverId = await createUser(db, { username: 'mover', roles: ['HOUSING_SALES_AGENT'] });
    const from = await insertAccount(db, { agentId: moverId, name: 'Mover From', updatedAt: new Date(Date.UTC(2025, 1, 2)) });
    const to = await insertAccount(db, { agentId: moverId, name: 'Mover To', updatedAt: new Date(Date.UTC(2025, 1, 1)) });
    const kept = await insertOpportunity(db, { accountId: from.id, ownerId: moverId, statusId: 1 });
    await insertPackageMapping(db, { opportunityId: kept.id, salesPrice: '100' });
    const moved = await insertOpportunity(db, { accountId: from.id, ownerId: moverId, statusId: 2 });
    await insertPackageMapping(db, { opportunityId: moved.id, salesPrice: '300', discount: '50' });
    await insertPackageMapping(db, { opportunityId: moved.id, salesPrice: '1000' });
    const cookie = await loginAs(server.app, 'mover');
    const figures = async () =>
      ((await get(cookie, '/api/sapna/v1/account/search')).json().results as { accountName: string; dealValue: number; closedOpportunities: number; activeOpportunities: number }[]).map(
        (r) => [r.accountName, r.dealValue, r.closedOpportunities, r.activeOpportunities],
      );
    expect(await figures()).toEqual([
      ['Mover From', 1350, 1, 1],
      ['Mover To', 0, 0, 0],
    ]);
    await db.update(opportunities).set({ accountId: to.id }).where(eq(opportunities.id, moved.id));
    expect(await figures()).toEqual([
      ['Mover From', 100, 0, 1],
      ['Mover To', 1250, 1, 0],
    ]);
    // A lost opportunity's packages do not count; its mappings still move with it.
    await db.update(opportunities).set({ statusId: 7, accountId: from.id }).where(eq(opportunities.id, moved.id));
    expect(await figures()).toEqual([
      ['Mover From', 100, 0, 1],
      ['Mover To', 0, 0, 0],
    ]);
  });

  it('matches q against the account id, the profile id and the start of the name in any case', async () => {
    const names = async (q: string) =>
      (await get(agentCookie, `/api/sapna/v1/account/search?q=${encodeURIComponent(q)}`)).json().results.map((r: { accountName: string }) => r.accountName);
    expect(await names(String(ids.percent))).toEqual(['100% Homes']);
    expect(await names('prof-raman')).toEqual(['raman, "the" builder']);
    expect(await names('RA')).toEqual(['Rao Estates', 'raman, "the" builder']);
    expect(await names('rao')).toEqual(['Rao Estates']);
    // A LIKE wildcard in q is a literal character.
    expect(await names('1%')).toEqual([]);
    expect(await names('100%')).toEqual(['100% Homes']);
    expect(await names('Estates')).toEqual([]);
  });

  it('filters by city, client status and agent, and sorts by the indexed columns', async () => {
    const list = async (query: string) =>
      (await get(agentCookie, `/api/sapna/v1/account/search?${query}`)).json().results.map((r: { accountId: number }) => r.accountId);
    expect(await list(`cityId=${puneId}`)).toEqual([ids.rao, ids.percent]);
    expect(await list('clientStatusId=3')).toEqual([ids.raman]);
    expect(await list(`agentId=${otherId}`)).toEqual([]);
    expect(await list('sort=accountName&order=asc')).toEqual([ids.percent, ids.raman, ids.rao]);
    expect(await list('sort=createdAt&order=asc')).toEqual([ids.rao, ids.raman, ids.percent]);
    expect(await list('sort=accountId&order=desc')).toEqual([ids.percent, ids.raman, ids.rao]);
    expect((await get(agentCookie, '/api/sapna/v1/account/search?sort=dealValue')).statusCode).toBe(400);
  });

  it('pages at 100 rows', async () => {
    const first = (await get(bulkCookie, '/api/sapna/v1/account/search?sort=accountName&order=asc')).json();
    expect(first).toMatchObject({ totalCount: 105, page: 0, size: 100 });
    expect(first.results).toHaveLength(100);
    const second = (await get(bulkCookie, '/api/sapna/v1/account/search?sort=accountName&order=asc&page=1')).json();
    expect(second.results.map((r: { accountName: string }) => r.accountName)).toEqual(['Bulk 100', 'Bulk 101', 'Bulk 102', 'Bulk 103', 'Bulk 104']);
  });

  it('gives the same next page with the keyset cursor (after = the last account id shown) in every sort and order', async () => {
    const ids = (body: { results: { accountId: number }[] }) => body.results.map((r) => r.accountId);
    for (const sort of ['updatedAt', 'createdAt', 'accountName', 'accountId']) {
      for (const order of ['asc', 'desc']) {
        const base = `/api/sapna/v1/account/search?sort=${sort}&order=${order}`;
        const first = (await get(bulkCookie, base)).json();
        const byOffset = (await get(bulkCookie, `${base}&page=1`)).json();
        const byKeyset = (await get(bulkCookie, `${base}&page=1&after=${ids(first).at(-1)}`)).json();
        expect(ids(byOffset)).toHaveLength(5);
        expect(byKeyset).toEqual(byOffset);
        expect(new Set([...ids(first), ...ids(byKeyset)]).size).toBe(105);
      }
    }
    const bad = await get(bulkCookie, '/api/sapna/v1/account/search?after=-3');
    expect(bad.statusCode).toBe(400);
  });

  it("shows read-only users their role's scope (the whole brand) and never another agent's book to an agent", async () => {
    const rcm = (await get(rcmCookie, '/api/sapna/v1/account/search?q=rao')).json();
    expect(rcm.results.map((r: { accountId: number }) => r.accountId).sort()).toEqual([ids.rao, ids.foreign].sort());
    const agent = (await get(agentCookie, '/api/sapna/v1/account/search?q=rao')).json();
    expect(agent.results.map((r: { accountId: number }) => r.accountId)).toEqual([ids.rao]);
  });

  it('exports the filtered accounts as CSV with client status as Hot, Cold, Warm', async () => {
    const res = await get(agentCookie, '/api/sapna/v1/account/search.csv?sort=accountId&order=asc');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['x-total-count']).toBe('3');
    expect(res.headers['x-truncated']).toBe('false');
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'accountId,accountName,housingProfileId,cityName,agentName,pocContactNumbers,dealValue,collectedAmount,closedOpportunities,activeOpportunities,clientStatus,createdAt,updatedAt,accountWalletAmount',
    );
    expect(lines[1]).toBe(`${ids.rao},Rao Estates,prof-rao,Pune,agent Test,9000000001 9000000004,2500.00,400.00,1,1,Hot,2025-01-01T00:00:00.000Z,2025-01-03T00:00:00.000Z,0.00`);
    expect(lines[2]).toContain(`${ids.raman},"raman, ""the"" builder",prof-raman,Mumbai`);
    expect(lines[2]).toContain(',Warm,');
    expect(lines[3]).toContain(',Cold,');
    const filtered = await get(agentCookie, `/api/sapna/v1/account/search.csv?cityId=${mumbaiId}`);
    expect(filtered.body.trimEnd().split('\r\n')).toHaveLength(2);
  });
  it('exports a list longer than one read batch whole, in order, once each', async () => {
    const db = server.database.db;
    const bigId = await createUser(db, { username: 'big', roles: ['HOUSING_SALES_AGENT'] });
    // 850 accounts: the export reads rows 400 at a time, so this crosses two batch boundaries.
    await db.insert(accounts).values(
      Array.from({ length: 850 }, (_, i) => ({ name: `Big ${String(i).padStart(3, '0')}`, clientTypeId: 1, domainId: 5, agentId: bigId, cityId: i % 2 ? puneId : mumbaiId })),
    );
    const cookie = await loginAs(server.app, 'big');
    const names = (body: string) => body.trimEnd().split('\r\n').slice(1).map((line) => line.split(',')[1]);

    const all = await get(cookie, '/api/sapna/v1/account/search.csv?sort=accountName&order=desc');
    expect(all.headers['x-total-count']).toBe('850');
    expect(all.headers['x-truncated']).toBe('false');
    expect(names(all.body)).toEqual(Array.from({ length: 850 }, (_, i) => `Big ${String(849 - i).padStart(3, '0')}`));

    const pune = await get(cookie, `/api/sapna/v1/account/search.csv?cityId=${puneId}&sort=accountName&order=asc`);
    expect(pune.headers['x-total-count']).toBe('425');
    expect(names(pune.body)).toEqual(Array.from({ length: 425 }, (_, i) => `Big ${String(2 * i + 1).padStart(3, '0')}`));
  });
});

import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachBackend, startTestServer, type TestServer } from '../../testing/harness';
import { createUser, loginAs } from '../../testing/fixtures';
import { insertAccount } from '../../testing/account-fixtures';

describeEachBackend('my-accounts agent filter options', (backend) => {
  let server: TestServer;
  const cookies: Record<string, string> = {};
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    server = await startTestServer(backend);
    const db = server.database.db;
    ids.lead = await createUser(db, { username: 'lead', roles: ['HOUSING_SALES_AGENT'], designationId: 32 });
    ids.asha = await createUser(db, { username: 'asha', roles: ['HOUSING_SALES_AGENT'], parentId: ids.lead });
    ids.babu = await createUser(db, { username: 'babu', roles: ['HOUSING_SALES_AGENT'], parentId: ids.lead });
    ids.idle = await createUser(db, { username: 'idle', roles: ['HOUSING_SALES_AGENT'], parentId: ids.lead });
    ids.stranger = await createUser(db, { username: 'stranger', roles: ['HOUSING_SALES_AGENT'] });
    ids.makaan = await createUser(db, { username: 'makaan', roles: ['MAKAAN_SALES_AGENT'], domainId: 1 });
    await createUser(db, { username: 'rcm', roles: ['RCM_USER'] });
    for (const agent of ['asha', 'babu', 'stranger'] as const) await insertAccount(db, { agentId: ids[agent]!, name: `${agent} account` });
    await insertAccount(db, { agentId: ids.asha!, name: 'second asha account' });
    await insertAccount(db, { agentId: ids.makaan!, name: 'makaan account', domainId: 1 });
    await insertAccount(db, { agentId: null, name: 'unassigned' });
    for (const name of ['lead', 'asha', 'rcm']) cookies[name] = await loginAs(server.app, name);
  });
  afterAll(() => server.close());

  const agents = async (who: string) => {
    const res = await server.app.inject({ method: 'GET', url: '/api/sapna/v1/account/agents', headers: { cookie: cookies[who]! } });
    expect(res.statusCode).toBe(200);
    return res.json().results as { id: number; name: string }[];
  };

  it('gives an agent only themselves', async () => {
    expect(await agents('asha')).toEqual([{ id: ids.asha, name: 'asha Test' }]);
  });

  it("gives a team leader the team members who hold accounts, by name, once each", async () => {
    expect(await agents('lead')).toEqual([
      { id: ids.asha, name: 'asha Test' },
      { id: ids.babu, name: 'babu Test' },
    ]);
  });

  it("gives a read-only user every account holder of the brand, not the other brand's", async () => {
    const list = await agents('rcm');
    expect(list.map((a) => a.id).sort((a, b) => a - b)).toEqual([ids.asha, ids.babu, ids.stranger].sort((a, b) => a! - b!));
  });

  it('refuses a caller who is not signed in', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/sapna/v1/account/agents' });
    expect(res.statusCode).toBe(401);
  });
});

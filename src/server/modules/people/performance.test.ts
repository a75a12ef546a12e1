import { afterAll, beforeAll, expect, it } from 'vitest';
import { istDateOf } from '../../../domain/format/ist-calendar';
import { comments } from '../../db/schema/index';
import { createUser, loginAs } from '../../testing/fixtures';
import { callerOf } from '../../testing/admin-config-fixtures';
import { describeEachBackend, startTestServer, type TestServer } from '../../testing/harness';
import { insertAccount, insertOpportunity, insertPackage, insertPackageMapping, insertProduct, insertProductMapping } from '../../testing/opportunity-fixtures';

describeEachBackend('performance', (backend) => {
  let server: TestServer;
  const call = callerOf(() => server);
  const cookie: Record<string, string> = {};
  const id: Record<string, number> = {};
  const month = istDateOf(new Date()).slice(0, 7);
  const url = (selector: object) => `/api/mystique/v1/agent-performance?selector=${encodeURIComponent(JSON.stringify({ month, ...selector }))}`;
  const msg = (res: { json: () => unknown }) => (res.json() as { error: { msg: string } }).error.msg;

  beforeAll(async () => {
    server = await startTestServer(backend);
    const db = server.database.db;
    const make = async (name: string, roles: Parameters<typeof createUser>[1]['roles'], extra: { parentId?: number; designationId?: number; domainId?: number } = {}) => {
      id[name] = await createUser(db, { username: `pf-${name}`, roles, ...extra });
      cookie[name] = await loginAs(server.app, `pf-${name}`);
    };
    await make('manager', ['HOUSING_SALES_MANAGER']);
    await make('admin', ['HOUSING_SALES_MANAGER', 'ADMIN']);
    await make('pm', ['HOUSING_SALES_AGENT', 'TSPO']);
    await make('tl', ['HOUSING_SALES_AGENT'], { parentId: id.pm, designationId: 32 });
    await make('agent', ['HOUSING_SALES_AGENT'], { parentId: id.tl });
    await make('owner', ['HOUSING_OWNER_AGENT'], { parentId: id.tl });
    // Direct individual contributors: one reporting straight to the process manager, one to the manager.
    await make('ic', ['HOUSING_SALES_AGENT'], { parentId: id.pm });
    await make('mic', ['HOUSING_SALES_AGENT'], { parentId: id.manager });
    await make('rcm', ['RCM_USER']);
    await make('lonely', ['HOUSING_SALES_MANAGER'], { domainId: 1 });
    await make('outsider', ['HOUSING_SALES_AGENT']);
    // The agent: two opportunities on one Hot account (one closed); the owner agent: one with an activated package.
    const hot = await insertAccount(db, { agentId: id.agent!, clientStatusId: 1 });
    await insertOpportunity(db, { accountId: hot.id, ownerId: id.agent, statusId: 3 });
    await insertOpportunity(db, { accountId: hot.id, ownerId: id.agent, statusId: 2 });
    const cold = await insertAccount(db, { agentId: id.owner!, clientStatusId: 2 });
    const opp = await insertOpportunity(db, { accountId: cold.id, ownerId: id.owner, statusId: 3 });
    // The team leader's own deal (Warm); the process manager's direct report only logged a call (no deal).
    const warm = await insertAccount(db, { agentId: id.tl!, clientStatusId: 3 });
    await insertOpportunity(db, { accountId: warm.id, ownerId: id.tl, statusId: 3 });
    await db.insert(comments).values({ entityTypeId: 3, entityId: warm.id, accountId: warm.id, activityType: 'Call', text: 'Called', happenedAt: new Date(), authorId: id.ic! });
    const product = await insertProduct(db, 'Listing boost');
    const pkg = await insertPackage(db, { name: 'Owner Premium' });
    const opm = await insertPackageMapping(db, { opportunityId: opp.id, packageId: pkg });
    await insertProductMapping(db, { opportunityPackageMappingId: opm, productId: product, activated: true, activatedAt: new Date() });
  });
  afterAll(() => server.close());

  it('an agent sees their own row with the sales report columns; no Packages Activated', async () => {
    const res = await call(cookie.agent!, 'GET', url({}));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ level: 'agents', showsPackagesActivated: false, totalCount: 1, size: 100 });
    expect(res.json().results).toEqual([
      expect.objectContaining({ agentId: id.agent, assignedOpportunities: 2, uniqueAccounts: 1, hot: expect.objectContaining({ accounts: 1 }), closed: expect.objectContaining({ accounts: 1 }), packagesActivated: null }),
    ]);
  });

  it('an owner agent sees Packages Activated', async () => {
    const res = await call(cookie.owner!, 'GET', url({}));
    expect(res.json()).toMatchObject({ showsPackagesActivated: true, results: [{ agentId: id.owner, packagesActivated: 1, cold: { accounts: 1 } }] });
  });

  it('children by role: a team leader sees agents; a process manager team leaders; a manager process managers; direct individual contributors too', async () => {
    type Row = Record<string, unknown> & { agentId: number; agentName: string; members: number };
    const rows = async (who: string, extra: object = {}) => (await call(cookie[who]!, 'GET', url({ view: 'team', ...extra }))).json() as { level: string; results: Row[] };
    const tl = await rows('tl');
    expect(tl).toMatchObject({ level: 'agents', size: 1000 });
    // The team leader's own deal is a row of its own beside their agents.
    expect(tl.results.map((r) => r.agentId).sort()).toEqual([id.agent, id.owner, id.tl].sort());
    expect(tl.results.find((r) => r.agentId === id.tl)).toMatchObject({ agentName: 'pf-tl Test (own)', members: 1, assignedOpportunities: 1, warm: { accounts: 1 } });
    const pm = await rows('pm');
    expect(pm.level).toBe('teamLeaders');
    // The direct report who is no team leader is a row (issue 49), with the call they logged and no deal.
    expect(pm.results).toEqual([
      expect.objectContaining({ agentId: id.tl, assignedOpportunities: 4, members: 3 }),
      expect.objectContaining({ agentId: id.ic, assignedOpportunities: 0, activityDone: 1, members: 1 }),
    ]);
    const manager = await rows('manager');
    expect(manager.level).toBe('processManagers');
    expect(manager.results).toContainEqual(expect.objectContaining({ agentId: id.pm, assignedOpportunities: 4, activityDone: 1, members: 5, packagesActivated: null }));
    expect(manager.results).toContainEqual(expect.objectContaining({ agentId: id.mic, members: 1 }));
    // A team row is the sum of the rows one level down (the drill-down), figure by figure.
    const sum = (list: Row[]) => {
      const n = (r: Row, k: string) => Number(k.includes('.') ? (r[k.split('.')[0]!] as Record<string, number>)[k.split('.')[1]!] : r[k]);
      const keys = ['assignedOpportunities', 'uniqueAccounts', 'activityDone', ...['hot', 'cold', 'warm', 'closed'].flatMap((b) => [`${b}.accounts`, `${b}.dealValue`])];
      return Object.fromEntries(keys.map((k) => [k, list.reduce((t, r) => t + n(r, k), 0)])) as Record<string, number>;
    };
    for (const [who, child] of [['manager', id.pm], ['pm', id.tl]] as const) {
      const teamRow = (await rows(who)).results.find((r) => r.agentId === child)!;
      const drill = await rows(who, { agentId: child });
      expect(sum(drill.results), `${who} → ${child}`).toEqual(sum([teamRow]));
    }
    const drill = await rows('manager', { agentId: id.pm });
    expect(drill).toMatchObject({ level: 'teamLeaders', results: [{ agentId: id.tl }, { agentId: id.ic }] });
  });

  it('Admin sees Packages Activated, summed over the team, and is never served from the cache', async () => {
    const first = await call(cookie.admin!, 'GET', url({ view: 'team' }));
    expect(first.json()).toMatchObject({ showsPackagesActivated: true });
    expect(first.json().results).toContainEqual(expect.objectContaining({ agentId: id.pm, packagesActivated: 1 }));
    const acc = await insertAccount(server.database.db, { agentId: id.agent!, clientStatusId: 3 });
    await insertOpportunity(server.database.db, { accountId: acc.id, ownerId: id.agent, statusId: 1 });
    const again = await call(cookie.admin!, 'GET', url({ view: 'team' }));
    expect(again.json().results).toContainEqual(expect.objectContaining({ agentId: id.pm, assignedOpportunities: 5 }));
    // The manager's answer of the same month was kept until the end of the day (not admin).
    const manager = await call(cookie.manager!, 'GET', url({ view: 'team' }));
    expect(manager.json().results).toContainEqual(expect.objectContaining({ agentId: id.pm, assignedOpportunities: 4 }));
  });

  it('read-only users read within scope; a quarterly cycle widens the window', async () => {
    const res = await call(cookie.rcm!, 'GET', url({ months: 3 }));
    expect(res.statusCode).toBe(200);
    expect(res.json().level).toBe('processManagers');
    expect(res.json().from < `${month}-01`).toBe(true);
  });

  it("'No data available under agent', a bad selector 400, an agent outside the team 403", async () => {
    const none = await call(cookie.lonely!, 'GET', url({}));
    expect(none.statusCode).toBe(404);
    expect(msg(none)).toBe('No data available under agent');
    const bad = await call(cookie.agent!, 'GET', '/api/mystique/v1/agent-performance?selector=nope');
    expect(bad.statusCode).toBe(400);
    expect(msg(bad)).toBe('The selector must be JSON with a month as YYYY-MM.');
    expect((await call(cookie.agent!, 'GET', url({ month: '2026-13' }))).statusCode).toBe(400);
    expect((await call(cookie.tl!, 'GET', url({ agentId: id.outsider }))).statusCode).toBe(403);
    expect((await call(cookie.tl!, 'GET', url({ agentId: 99999999 }))).statusCode).toBe(404);
  });
});

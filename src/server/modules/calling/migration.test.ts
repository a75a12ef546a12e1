import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { caseReassignments, cases, users } from '../../db/schema/index';
import { describeOnBothBackends, startTestServer, type TestServer } from '../../testing/harness';
import { callerOf } from '../../testing/admin-config-fixtures';
import { createUser, loginAs } from '../../testing/fixtures';
import { insertAccount } from '../../testing/account-fixtures';

describeOnBothBackends('owner case migration', (backend) => {
  let server: TestServer;
  const call = callerOf(() => server);
  const cookies: Record<string, string> = {};
  const ids: Record<string, number> = {};
  let accountId: number;
  const url = '/api/mystique/v1/owner-case/reassign';
  const body = (res: { json: () => unknown }) => res.json() as { error: { msg: string; details?: string } };

  async function insertCase(values: Partial<typeof cases.$inferInsert>): Promise<number> {
    const [row] = await server.database.db
      .insert(cases)
      .values({ caseTypeId: 'SOCASE', queueKind: 'owner', accountId, stageId: 98, statusId: 2, domainId: 5, ...values })
      .returning({ id: cases.id });
    return row!.id;
  }
  const agentOf = async (caseIds: number[]) => {
    const rows = await server.database.db.select().from(cases).where(inArray(cases.id, caseIds));
    return caseIds.map((id) => rows.find((c) => c.id === id)?.assignedAgentId);
  };

  beforeAll(async () => {
    server = await startTestServer(backend);
    const db = server.database.db;
    for (const [name, roles] of [
      ['manager', ['HOUSING_SALES_MANAGER']],
      ['from', ['HOUSING_OWNER_AGENT']],
      ['to', ['HOUSING_OWNER_AGENT']],
      ['relieved', ['HOUSING_OWNER_AGENT']],
      ['agent', ['HOUSING_OWNER_AGENT']],
      ['rcm', ['RCM_USER']],
      ['ticketing', ['TICKETING']],
      ['field', ['HOUSING_SALES_AGENT']],
    ] as const) {
      ids[name] = await createUser(db, { username: `mig-${name}`, roles: [...roles] });
      cookies[name] = await loginAs(server.app, `mig-${name}`);
    }
    await db.update(users).set({ status: 0, dateOfRelieving: '2026-01-01' }).where(eq(users.id, ids.relieved!));
    accountId = (await insertAccount(db, { agentId: null, clientTypeId: 3 })).id;
  });
  afterAll(() => server.close());

  it('moves a chosen subset, with an audit row each', async () => {
    const [a, b, c] = [await insertCase({ assignedAgentId: ids.from }), await insertCase({ assignedAgentId: ids.from }), await insertCase({ assignedAgentId: ids.from })];
    const res = await call(cookies.manager!, 'PUT', url, { oldAgent: ids.from, newAgent: ids.to, ownerCaseIds: [a, b] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Owner Cases migrated successfully', moved: 2, caseIds: [a, b] });
    expect(await agentOf([a, b, c])).toEqual([ids.to, ids.to, ids.from]);
    const audit = await server.database.db.select().from(caseReassignments).where(inArray(caseReassignments.caseId, [a!, b!]));
    expect(audit).toHaveLength(2);
    expect(audit[0]).toMatchObject({ fromAgentId: ids.from, toAgentId: ids.to, byUserId: ids.manager });
  });

  it('moves all of an agent’s open owner cases, leaving closed and seller account cases', async () => {
    const open = await insertCase({ assignedAgentId: ids.from });
    const closed = await insertCase({ assignedAgentId: ids.from, statusId: 3 });
    const sac = await insertCase({ assignedAgentId: ids.from, caseTypeId: 'SACASE' });
    const res = await call(cookies.manager!, 'PUT', url, { oldAgent: ids.from, newAgent: ids.to });
    expect(res.json().message).toBe('Owner Cases migrated successfully');
    expect(await agentOf([open, closed, sac])).toEqual([ids.to, ids.from, ids.from]);
    const none = await call(cookies.manager!, 'PUT', url, { oldAgent: ids.from, newAgent: ids.to });
    expect(none.statusCode).toBe(422);
    expect(body(none).error.msg).toBe('Failed to assign accounts!');
  });

  it('refuses cases it may not move by id and moves nothing', async () => {
    const mine = await insertCase({ assignedAgentId: ids.from });
    const other = await insertCase({ assignedAgentId: ids.agent });
    const sac = await insertCase({ assignedAgentId: ids.from, caseTypeId: 'SACASE' });
    const res = await call(cookies.manager!, 'PUT', url, { oldAgent: ids.from, newAgent: ids.to, ownerCaseIds: [mine, other, sac, 987654] });
    expect(res.statusCode).toBe(422);
    expect(body(res).error.msg).toBe('Failed to assign accounts!');
    expect(JSON.stringify(res.json())).toContain(`${other}: not assigned to agent ${ids.from}`);
    expect(JSON.stringify(res.json())).toContain(`${sac}: not an owner case`);
    expect(JSON.stringify(res.json())).toContain('987654: not found');
    expect(await agentOf([mine, other, sac])).toEqual([ids.from, ids.agent, ids.from]);
  });

  it('refuses a relieved or unknown new agent and the same agent twice', async () => {
    const c = await insertCase({ assignedAgentId: ids.from });
    expect(body(await call(cookies.manager!, 'PUT', url, { oldAgent: ids.from, newAgent: ids.relieved, ownerCaseIds: [c] })).error.msg).toBe('Failed to assign accounts!');
    expect((await call(cookies.manager!, 'PUT', url, { oldAgent: ids.from, newAgent: 987654, ownerCaseIds: [c] })).statusCode).toBe(404);
    expect((await call(cookies.manager!, 'PUT', url, { oldAgent: ids.from, newAgent: ids.from })).statusCode).toBe(422);
    expect((await call(cookies.manager!, 'PUT', url, { newAgent: ids.to })).statusCode).toBe(400);
    expect(await agentOf([c])).toEqual([ids.from]);
  });

  it('moves owner cases only to active owner agents: a Ticketing user or a field agent is refused, and not offered', async () => {
    const c = await insertCase({ assignedAgentId: ids.from });
    for (const target of [ids.ticketing!, ids.field!]) {
      const res = await call(cookies.manager!, 'PUT', url, { oldAgent: ids.from, newAgent: target, ownerCaseIds: [c] });
      expect(res.statusCode).toBe(422);
      expect(body(res).error.msg).toBe("Failed to assign accounts!");
      expect(JSON.stringify(res.json())).toContain(`Agent ${target} is not an owner agent`);
    }
    expect(await agentOf([c])).toEqual([ids.from]);
    const agents = (await call(cookies.manager!, 'GET', '/api/mystique/v1/owner-case/agents')).json() as { id: number; ownerAgent: boolean }[];
    expect(agents.find((a) => a.id === ids.ticketing)?.ownerAgent).toBe(false);
    expect(agents.find((a) => a.id === ids.to)?.ownerAgent).toBe(true);
  });

  it('teams only: agents 403, read-only users refused; the agent list shows open owner cases', async () => {
    expect((await call(cookies.agent!, 'PUT', url, { oldAgent: ids.from, newAgent: ids.to })).statusCode).toBe(403);
    expect((await call(cookies.rcm!, 'PUT', url, { oldAgent: ids.from, newAgent: ids.to })).statusCode).toBe(403);
    const agents = await call(cookies.manager!, 'GET', '/api/mystique/v1/owner-case/agents');
    expect(agents.json()).toContainEqual(expect.objectContaining({ id: ids.relieved, active: false }));
    expect(agents.json().find((a: { id: number }) => a.id === ids.to).openOwnerCases).toBeGreaterThan(0);
  });
});

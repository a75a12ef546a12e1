import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { accountAssignmentAudit, accounts, agentBranchCityMappings, opportunities, salesBranches, users } from '../../db/schema/index';
import { callerOf, createAdminCast } from '../../testing/admin-config-fixtures';
import { createUser, loginAs } from '../../testing/fixtures';
import { describeOnBothBackends, startTestServer, type TestServer } from '../../testing/harness';
import { insertAccount, insertOpportunity } from '../../testing/opportunity-fixtures';

describeOnBothBackends('rm-migration', (backend) => {
  let server: TestServer;
  let cookies: Record<string, string>;
  let rmA: number;
  let rmB: number;
  let rmOther: number;
  let tlCookie: string;
  const call = callerOf(() => server);
  const msg = (res: { json: () => unknown }) => (res.json() as { error: { msg: string } }).error.msg;
  const url = '/api/sapna/v1/account/mass-update-assignment';
  const body = (entityIds: string, extra: object = {}) => ({ departmentId: 16, branchId: 911, domainId: 5, entityName: 'Account', entityIds, fromAgentId: rmA, toAgentId: rmB, ...extra });

  beforeAll(async () => {
    server = await startTestServer(backend);
    ({ cookies } = await createAdminCast(server, 'rm'));
    const db = server.database.db;
    await db.insert(salesBranches).values([{ id: 911, name: 'Pune West' }, { id: 912, name: 'Delhi' }]).onConflictDoNothing();
    const tl = await createUser(db, { username: 'rm-tl', roles: ['HOUSING_SALES_AGENT'], designationId: 32 });
    tlCookie = await loginAs(server.app, 'rm-tl');
    rmA = await createUser(db, { username: 'rm-a', roles: ['HOUSING_SALES_AGENT'], parentId: tl });
    rmB = await createUser(db, { username: 'rm-b', roles: ['HOUSING_SALES_AGENT'], parentId: tl });
    rmOther = await createUser(db, { username: 'rm-other', roles: ['HOUSING_SALES_AGENT'] });
    await db.insert(agentBranchCityMappings).values([
      { userId: rmA, salesBranchId: 911, departmentId: 16 },
      { userId: rmB, salesBranchId: 911, departmentId: 16 },
      { userId: rmOther, salesBranchId: 911, departmentId: 16 },
    ]);
  });
  afterAll(() => server.close());

  it('lists the relationship managers of a department, branch and domain', async () => {
    const a = await insertAccount(server.database.db, { agentId: rmA });
    const res = await call(cookies.manager!, 'GET', '/api/sapna/v1/account/relationship-managers?departmentId=16&branchId=911&domainId=5');
    expect(res.statusCode).toBe(200);
    expect(res.json().map((r: { userId: number }) => r.userId)).toEqual(expect.arrayContaining([rmA, rmB, rmOther]));
    expect(res.json().find((r: { userId: number }) => r.userId === rmA).accounts).toBeGreaterThanOrEqual(1);
    expect((await call(cookies.manager!, 'GET', '/api/sapna/v1/account/relationship-managers?departmentId=16&branchId=912&domainId=5')).json()).toEqual([]);
    expect((await call(cookies.manager!, 'GET', '/api/sapna/v1/account/relationship-managers?departmentId=16&branchId=911&domainId=1')).json()).toEqual([]);
    await server.database.db.delete(accounts).where(eq(accounts.id, a.id));
  });

  it('moves accounts and their open opportunities in one transaction with an audit row', async () => {
    const db = server.database.db;
    const one = await insertAccount(db, { agentId: rmA });
    const two = await insertAccount(db, { agentId: rmA });
    const open = await insertOpportunity(db, { accountId: one.id, ownerId: rmA, statusId: 3 });
    const closed = await insertOpportunity(db, { accountId: one.id, ownerId: rmA, statusId: 2 });
    const lost = await insertOpportunity(db, { accountId: two.id, ownerId: rmA, statusId: 6 });
    const res = await call(cookies.manager!, 'PUT', url, body(`${one.id}, ${two.id}`));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ accountIds: [one.id, two.id], opportunityIds: [open.id], message: '2 accounts and 1 open opportunities reassigned' });
    const moved = await db.select({ id: accounts.id, agentId: accounts.agentId }).from(accounts).where(inArray(accounts.id, [one.id, two.id]));
    expect(moved.every((a) => a.agentId === rmB)).toBe(true);
    const opps = await db.select({ id: opportunities.id, ownerId: opportunities.ownerId }).from(opportunities).where(inArray(opportunities.id, [open.id, closed.id, lost.id]));
    expect(Object.fromEntries(opps.map((o) => [o.id, o.ownerId]))).toEqual({ [open.id]: rmB, [closed.id]: rmA, [lost.id]: rmA });
    const audit = await db.select().from(accountAssignmentAudit);
    expect(audit.at(-1)).toMatchObject({ fromAgentId: rmA, toAgentId: rmB, accountIds: [one.id, two.id], opportunityIds: [open.id] });
  });

  it("refuses by id the accounts that cannot move ('Unable to map account') and moves none", async () => {
    const db = server.database.db;
    const mine = await insertAccount(db, { agentId: rmA });
    const others = await insertAccount(db, { agentId: rmOther });
    const otherBrand = await insertAccount(db, { agentId: rmA, domainId: 1 });
    const auditBefore = (await db.select().from(accountAssignmentAudit)).length;
    const res = await call(cookies.manager!, 'PUT', url, body(`${mine.id},${others.id},${otherBrand.id},999999999`));
    expect(res.statusCode).toBe(422);
    expect(msg(res)).toBe('Unable to map account');
    const details = (res.json() as { api_errors: { details: string } }).api_errors.details;
    expect(details).toContain(`${others.id} (not rm-a Test's account)`);
    expect(details).toContain(`${otherBrand.id} (not found)`);
    expect(details).toContain('999999999 (not found)');
    expect(details).not.toContain(`${mine.id} (`);
    const [row] = await db.select().from(accounts).where(eq(accounts.id, mine.id));
    expect(row!.agentId).toBe(rmA);
    expect(await db.select().from(accountAssignmentAudit)).toHaveLength(auditBefore);
  });

  it("a team leader may not reassign outside their team: 'Failed to assign accounts!'; nor accounts outside scope", async () => {
    const db = server.database.db;
    const mine = await insertAccount(db, { agentId: rmA });
    const res = await call(tlCookie, 'PUT', url, body(String(mine.id), { toAgentId: rmOther }));
    expect(res.statusCode).toBe(422);
    expect(msg(res)).toBe('Failed to assign accounts!');
    const ok = await call(tlCookie, 'PUT', url, body(String(mine.id)));
    expect(ok.statusCode).toBe(200);
    const outside = await insertAccount(db, { agentId: rmOther });
    const refused = await call(tlCookie, 'PUT', url, body(String(outside.id), { fromAgentId: rmB, toAgentId: rmA }));
    expect(msg(refused)).toBe('Unable to map account');
    expect((refused.json() as { api_errors: { details: string } }).api_errors.details).toContain(`${outside.id} (not yours to reassign)`);
  });

  it("refuses a relieved target, a manager outside the branch, another domain: 'Failed to assign accounts!'", async () => {
    const db = server.database.db;
    const acc = await insertAccount(db, { agentId: rmA });
    const stranger = await createUser(db, { username: 'rm-stranger', roles: ['HOUSING_SALES_AGENT'] });
    await db.insert(agentBranchCityMappings).values({ userId: stranger, salesBranchId: 912, departmentId: 16 });
    const leaver = await createUser(db, { username: 'rm-leaver', roles: ['HOUSING_SALES_AGENT'] });
    await db.insert(agentBranchCityMappings).values({ userId: leaver, salesBranchId: 911, departmentId: 16 });
    await db.update(users).set({ status: 0, dateOfRelieving: '2026-10-01' }).where(eq(users.id, leaver));
    for (const extra of [{ toAgentId: leaver }, { toAgentId: stranger }, { domainId: 1 }, { toAgentId: 99999999 }]) {
      const res = await call(cookies.manager!, 'PUT', url, body(String(acc.id), extra));
      expect(res.statusCode).toBe(422);
      expect(msg(res)).toBe('Failed to assign accounts!');
    }
    const [row] = await db.select().from(accounts).where(eq(accounts.id, acc.id));
    expect(row!.agentId).toBe(rmA);
  });

  it('answers every entity-id search alert of spec 000 §5 with 400', async () => {
    const alerts: [object, string][] = [
      [{ departmentId: null }, 'Please Select Department'],
      [{ branchId: null }, 'Please Select Branch'],
      [{ domainId: null }, 'Please Select Domain'],
      [{ entityName: '' }, 'Please Select Entity Name'],
      [{ entityIds: '' }, 'Please Enter Entity ID'],
      [{ entityIds: '12 34' }, 'Please use comma after value'],
      [{ entityIds: '012' }, 'Please enter digits without leading zeros'],
      [{ entityIds: '12,' }, 'Please remove comma after last value'],
      [{ entityIds: Array.from({ length: 101 }, (_, i) => i + 1).join(',') }, 'Please enter not more than 100 IDs'],
      [{ entityIds: '12,,34' }, 'Please enter not more than 1 consecutive comma'],
      [{ entityIds: '12345678901' }, 'Please enter valid digit with max size 10'],
    ];
    for (const [change, alert] of alerts) {
      const res = await call(cookies.manager!, 'PUT', url, { ...body('1'), ...change });
      expect(res.statusCode).toBe(400);
      expect(msg(res)).toBe(alert);
    }
  });

  it('teams only: 403 for agents, content, lookup admin and read-only users', async () => {
    for (const who of ['agent', 'content', 'lookupAdmin', 'rcm', 'ticketing']) {
      expect((await call(cookies[who]!, 'PUT', url, body('1'))).statusCode).toBe(403);
      expect((await call(cookies[who]!, 'GET', '/api/sapna/v1/account/relationship-managers?departmentId=16&branchId=911&domainId=5')).statusCode).toBe(403);
    }
  });
});

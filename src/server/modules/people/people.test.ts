import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentBranchCityMappings, agentContactNumbers, hrisEmployees, salesBranches, userChangeAudit, users, virtualNumbers } from '../../db/schema/index';
import { callerOf, createAdminCast } from '../../testing/admin-config-fixtures';
import { createUser } from '../../testing/fixtures';
import { describeEachBackend, startTestServer, type TestServer } from '../../testing/harness';

describeEachBackend('user management', (backend) => {
  let server: TestServer;
  let cookies: Record<string, string>;
  let ids: Record<string, number>;
  const call = callerOf(() => server);
  const msg = (res: { json: () => unknown }) => (res.json() as { error: { msg: string } }).error.msg;
  const base = '/api/mystique/v1';
  const newUser = (email: string, extra: object = {}) => ({ name: 'Asha Rao', email, userRoles: ['Housing Sales Agent'], contactNumbers: [], ...extra });

  beforeAll(async () => {
    server = await startTestServer(backend);
    ({ ids, cookies } = await createAdminCast(server, 'um'));
    const db = server.database.db;
    await db.insert(salesBranches).values([{ id: 901, name: 'Pune West' }, { id: 902, name: 'Mumbai Central' }]).onConflictDoNothing();
    await db.insert(hrisEmployees).values({ employeeCode: 'EMP-7001', name: 'Asha Rao', email: 'asha@example.test', designation: 'TL', department: 'Sales', location: 'Pune', joiningDate: '2024-04-01' });
  });
  afterAll(() => server.close());

  describe('create and update', () => {
    it("creates a user in department 16 with roles and numbers: 'User created successfully'", async () => {
      const res = await call(cookies.admin!, 'POST', `${base}/company-users`, newUser('asha.new@example.test', {
        parentId: ids.manager,
        designationId: 32,
        employeeCode: 'EMP-7001',
        joiningDate: '2024-04-01',
        contactNumbers: [{ phone: '9876543210', priority: 1 }, { phone: '9876543211', priority: 2 }],
      }));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        message: 'User created successfully',
        user: { name: 'Asha Rao', departmentId: 16, parentId: ids.manager, designationId: 32, designationName: 'TL', status: 1, userRoles: ['Housing Sales Agent'] },
      });
      expect(res.json().user.contactNumbers).toEqual([{ phone: '9876543210', priority: 1 }, { phone: '9876543211', priority: 2 }]);
      const audit = await server.database.db.select().from(userChangeAudit).where(eq(userChangeAudit.userId, res.json().user.userId));
      expect(audit.map((a) => a.action)).toEqual(['create']);
    });

    it('ignores a department sent on create (always 16)', async () => {
      const res = await call(cookies.admin!, 'POST', `${base}/company-users`, { ...newUser('dept@example.test'), departmentId: 3 });
      expect(res.json().user.departmentId).toBe(16);
    });

    it('refuses a taken email (409, any case) and changes nothing', async () => {
      const before = await server.database.db.select().from(users);
      const res = await call(cookies.admin!, 'POST', `${base}/company-users`, newUser('ASHA.NEW@example.test'));
      expect(res.statusCode).toBe(409);
      expect(msg(res)).toBe('A user with this email already exists.');
      expect(await server.database.db.select().from(users)).toHaveLength(before.length);
    });

    it("refuses a phone that is not exactly 10 digits (422, the domain's phone message) and bad priorities", async () => {
      for (const phone of ['98765', '98765432101', '98765abcde']) {
        const res = await call(cookies.admin!, 'POST', `${base}/company-users`, newUser(`p${phone}@example.test`, { contactNumbers: [{ phone, priority: 1 }] }));
        expect(res.statusCode).toBe(422);
        expect(msg(res)).toBe('Phone number must be exactly 10 digits.');
      }
      const dup = await call(cookies.admin!, 'POST', `${base}/company-users`, newUser('prio@example.test', { contactNumbers: [{ phone: '9876543210', priority: 1 }, { phone: '9876543212', priority: 1 }] }));
      expect(dup.statusCode).toBe(422);
      expect(msg(dup)).toBe('Priorities must be distinct and run from 1 to the number of contact numbers.');
      expect((await server.database.db.select().from(users).where(eq(users.email, 'prio@example.test')))).toHaveLength(0);
    });

    it('refuses bad input with 400: missing name, bad email, unknown role', async () => {
      expect(msg(await call(cookies.admin!, 'POST', `${base}/company-users`, { email: 'x@example.test' }))).toBe('This field is required.');
      expect(msg(await call(cookies.admin!, 'POST', `${base}/company-users`, newUser('not-an-email')))).toBe('Please enter a valid email address.');
      const role = await call(cookies.admin!, 'POST', `${base}/company-users`, newUser('role@example.test', { userRoles: ['Wizard'] }));
      expect(role.statusCode).toBe(400);
      expect(msg(role)).toBe('Unknown role.');
    });

    it('refuses a manager who is the user or one of their reports (no cycles)', async () => {
      const db = server.database.db;
      const top = await createUser(db, { username: 'um-top', roles: ['HOUSING_SALES_AGENT'] });
      const mid = await createUser(db, { username: 'um-mid', roles: ['HOUSING_SALES_AGENT'], parentId: top });
      const low = await createUser(db, { username: 'um-low', roles: ['HOUSING_SALES_AGENT'], parentId: mid });
      for (const parentId of [top, mid, low]) {
        const res = await call(cookies.admin!, 'PUT', `${base}/company-users/${top}`, newUser('um-top@example.test', { parentId }));
        expect(res.statusCode).toBe(422);
        expect(msg(res)).toBe("A user's manager cannot be the user or one of their reports.");
      }
      const [row] = await db.select().from(users).where(eq(users.id, top));
      expect(row!.parentId).toBeNull();
      const ok = await call(cookies.admin!, 'PUT', `${base}/company-users/${low}`, newUser('um-low@example.test', { parentId: top }));
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toMatchObject({ message: 'User updated successfully', user: { parentId: top } });
    });

    it('relieving sets status 0, and a relieved user takes no new reports or virtual number', async () => {
      const db = server.database.db;
      const leaver = await createUser(db, { username: 'um-leaver', roles: ['HOUSING_SALES_AGENT'] });
      const res = await call(cookies.admin!, 'PUT', `${base}/company-users/${leaver}`, newUser('um-leaver@example.test', { status: 1, dateOfRelieving: '2026-10-31' }));
      expect(res.statusCode).toBe(200);
      expect(res.json().user).toMatchObject({ status: 0, dateOfRelieving: '2026-10-31' });
      const report = await call(cookies.admin!, 'POST', `${base}/company-users`, newUser('under-leaver@example.test', { parentId: leaver }));
      expect(res.statusCode).toBe(200);
      expect(report.statusCode).toBe(422);
      expect(msg(report)).toBe('This user has been relieved and cannot take new assignments.');
      await db.insert(virtualNumbers).values({ number: '8000000099' });
      const number = await call(cookies.admin!, 'POST', `${base}/virtual-number/reallocate`, { virtualNumber: '8000000099', agentId: leaver });
      expect(number.statusCode).toBe(422);
      expect(msg(number)).toBe('This user has been relieved and cannot take new assignments.');
    });

    it("answers 'Contact updated Successfully!' when an update changes the numbers", async () => {
      const id = await createUser(server.database.db, { username: 'um-contacts', roles: ['HOUSING_SALES_AGENT'] });
      const res = await call(cookies.admin!, 'PUT', `${base}/company-users/${id}`, newUser('um-contacts@example.test', { contactNumbers: [{ phone: '9123456780', priority: 1 }] }));
      expect(res.json().message).toBe('Contact updated Successfully!');
    });

    it('unknown user 404; non-admins 403 on every user-management route', async () => {
      expect((await call(cookies.admin!, 'PUT', `${base}/company-users/99999999`, newUser('ghost@example.test'))).statusCode).toBe(404);
      for (const who of ['manager', 'agent', 'lookupAdmin', 'rcm', 'content']) {
        expect((await call(cookies[who]!, 'POST', `${base}/company-users`, newUser(`${who}-try@example.test`))).statusCode).toBe(403);
        expect((await call(cookies[who]!, 'GET', `${base}/company-users/child-list`)).statusCode).toBe(403);
        expect((await call(cookies[who]!, 'POST', `${base}/virtual-number/reallocate`, { virtualNumber: '8000000099', agentId: ids.agent })).statusCode).toBe(403);
        expect((await call(cookies[who]!, 'GET', `${base}/hris/EMP-7001`)).statusCode).toBe(403);
      }
    });
  });

  it('child list: 10 rows by default, a manager’s direct reports, search', async () => {
    const db = server.database.db;
    const boss = await createUser(db, { username: 'um-boss', roles: ['HOUSING_SALES_MANAGER'] });
    for (let i = 0; i < 12; i++) await createUser(db, { username: `um-kid-${String(i).padStart(2, '0')}`, roles: ['HOUSING_SALES_AGENT'], parentId: boss });
    const first = await call(cookies.admin!, 'GET', `${base}/company-users/child-list?parentId=${boss}`);
    expect(first.json()).toMatchObject({ totalCount: 12, page: 0, size: 10 });
    expect(first.json().results).toHaveLength(10);
    const second = await call(cookies.admin!, 'GET', `${base}/company-users/child-list?parentId=${boss}&page=1`);
    expect(second.json().results).toHaveLength(2);
    const search = await call(cookies.admin!, 'GET', `${base}/company-users/child-list?search=um-kid-07`);
    expect(search.json().results.map((u: { email: string }) => u.email)).toEqual(['um-kid-07@example.test']);
    expect((await call(cookies.admin!, 'GET', `${base}/company-users/child-list?parentId=99999999`)).statusCode).toBe(404);
  });

  it('child list: noRole=true lists only the users holding no role (home\'s "Users without a role"), the total with them', async () => {
    const db = server.database.db;
    const boss = await createUser(db, { username: 'um-norole-boss', roles: ['HOUSING_SALES_MANAGER'] });
    const bare = await createUser(db, { username: 'um-norole-bare', roles: [], parentId: boss });
    await createUser(db, { username: 'um-norole-agent', roles: ['HOUSING_SALES_AGENT'], parentId: boss });
    const res = await call(cookies.admin!, 'GET', `${base}/company-users/child-list?parentId=${boss}&noRole=true&size=1`);
    expect(res.json()).toMatchObject({ totalCount: 1, results: [{ userId: bare, userRoles: [] }] });
    expect((await call(cookies.admin!, 'GET', `${base}/company-users/child-list?parentId=${boss}&noRole=false`)).json().totalCount).toBe(2);
    expect((await call(cookies.admin!, 'GET', `${base}/company-users/child-list?noRole=maybe`)).statusCode).toBe(400);
  });

  it('designations for every signed-in user', async () => {
    const res = await call(cookies.agent!, 'GET', `${base}/designations`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toContainEqual({ id: 32, name: 'TL' });
  });

  describe('contact numbers', () => {
    it("replaces an agent's numbers by priority: 'Agent contact updated.'", async () => {
      const url = `${base}/agent/${ids.agent}/phones`;
      const res = await call(cookies.admin!, 'PUT', url, { contactNumbers: [{ phone: '9000000002', priority: 2 }, { phone: '9000000001', priority: 1 }] });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'Agent contact updated.', contactNumbers: [{ phone: '9000000001', priority: 1 }, { phone: '9000000002', priority: 2 }] });
      expect((await call(cookies.admin!, 'GET', url)).json().contactNumbers).toHaveLength(2);
    });

    it('refuses priorities that are not distinct 1..n and short numbers (422), changing nothing', async () => {
      const url = `${base}/agent/${ids.agent}/phones`;
      for (const contactNumbers of [
        [{ phone: '9000000001', priority: 1 }, { phone: '9000000002', priority: 1 }],
        [{ phone: '9000000001', priority: 1 }, { phone: '9000000002', priority: 3 }],
        [{ phone: '9000000001', priority: 2 }],
      ]) {
        const res = await call(cookies.admin!, 'PUT', url, { contactNumbers });
        expect(res.statusCode).toBe(422);
        expect(msg(res)).toBe('Priorities must be distinct and run from 1 to the number of contact numbers.');
      }
      const short = await call(cookies.admin!, 'PUT', url, { contactNumbers: [{ phone: '12345', priority: 1 }] });
      expect(short.statusCode).toBe(422);
      expect(msg(short)).toBe('Phone number must be exactly 10 digits.');
      const rows = await server.database.db.select().from(agentContactNumbers).where(eq(agentContactNumbers.userId, ids.agent!));
      expect(rows.map((r) => r.phone).sort()).toEqual(['9000000001', '9000000002']);
      expect((await call(cookies.admin!, 'PUT', `${base}/agent/99999999/phones`, { contactNumbers: [] })).statusCode).toBe(404);
    });
  });

  describe('virtual numbers', () => {
    it("says 'No virtual Number present' when the agent has none", async () => {
      const res = await call(cookies.admin!, 'GET', `${base}/agent/${ids.manager}/virtual-number`);
      expect(res.statusCode).toBe(404);
      expect(msg(res)).toBe('No virtual Number present');
    });

    it('reallocates a number: it leaves its previous agent, and the new agent’s old number is freed', async () => {
      const db = server.database.db;
      await db.insert(virtualNumbers).values([{ number: '8000000001', agentId: ids.agent }, { number: '8000000002', agentId: ids.lookupAdmin }]);
      const res = await call(cookies.admin!, 'POST', `${base}/virtual-number/reallocate`, { virtualNumber: '8000000001', agentId: ids.lookupAdmin });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ agentId: ids.lookupAdmin, virtualNumber: '8000000001', previousAgentId: ids.agent });
      expect((await call(cookies.admin!, 'GET', `${base}/agent/${ids.lookupAdmin}/virtual-number`)).json().virtualNumber).toBe('8000000001');
      expect(msg(await call(cookies.admin!, 'GET', `${base}/agent/${ids.agent}/virtual-number`))).toBe('No virtual Number present');
      const [freed] = await db.select().from(virtualNumbers).where(eq(virtualNumbers.number, '8000000002'));
      expect(freed!.agentId).toBeNull();
    });

    it('unknown number 404, unknown agent 404, bad number 400', async () => {
      expect((await call(cookies.admin!, 'POST', `${base}/virtual-number/reallocate`, { virtualNumber: '8999999999', agentId: ids.agent })).statusCode).toBe(404);
      expect((await call(cookies.admin!, 'POST', `${base}/virtual-number/reallocate`, { virtualNumber: '8000000001', agentId: 99999999 })).statusCode).toBe(404);
      const bad = await call(cookies.admin!, 'POST', `${base}/virtual-number/reallocate`, { virtualNumber: '80', agentId: ids.agent });
      expect(bad.statusCode).toBe(400);
      expect(msg(bad)).toBe('Phone number must be exactly 10 digits.');
    });
  });

  it("HRIS details through the local directory; 'No employee exists with this id'", async () => {
    const res = await call(cookies.admin!, 'GET', `${base}/hris/EMP-7001`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ employeeCode: 'EMP-7001', name: 'Asha Rao', designation: 'TL', joiningDate: '2024-04-01' });
    const missing = await call(cookies.admin!, 'GET', `${base}/hris/NOPE-1`);
    expect(missing.statusCode).toBe(404);
    expect(msg(missing)).toBe('No employee exists with this id');
  });

  describe('branch-city mapping', () => {
    const url = `${base}/agent/branch-city-mapping`;
    it("saves rows and reads them back: 'Agent city updated'", async () => {
      const res = await call(cookies.admin!, 'PUT', url, {
        rows: [
          { userId: ids.agent, salesBranchId: 901, departmentId: 16, agentCityIds: [1, 2, 2], region: 'West', tier: 1, salesChannel: 'Tele' },
          { userId: ids.manager, salesBranchId: 902, departmentId: 16 },
        ],
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ updated: 2, message: 'Agent city updated' });
      const view = await call(cookies.admin!, 'GET', url);
      const row = view.json().rows.find((r: { userId: number }) => r.userId === ids.agent);
      expect(row).toMatchObject({ salesBranchId: 901, salesBranchName: 'Pune West', agentCityIds: [1, 2], region: 'West', tier: 1 });
      expect(view.json().branches).toEqual(expect.arrayContaining([{ id: 901, name: 'Pune West' }]));
    });

    it('a bad row is 422 naming the row, and nothing is saved', async () => {
      const before = await server.database.db.select().from(agentBranchCityMappings);
      const cases: [object, string][] = [
        [{ userId: ids.content, tier: 9 }, 'Row 2: '],
        [{ userId: 99999999 }, 'Row 2: User not found.'],
        [{ userId: ids.content, salesBranchId: 777 }, 'Row 2: Unknown sales branch.'],
        [{ userId: ids.agent }, 'Row 2: This agent is already in an earlier row.'],
      ];
      for (const [bad, text] of cases) {
        const res = await call(cookies.admin!, 'PUT', url, { rows: [{ userId: ids.agent, salesBranchId: 902 }, bad] });
        expect(res.statusCode).toBe(422);
        expect(msg(res).startsWith(text)).toBe(true);
      }
      expect(await server.database.db.select().from(agentBranchCityMappings)).toEqual(before);
      expect((await call(cookies.admin!, 'PUT', url, { rows: [] })).statusCode).toBe(400);
      expect((await call(cookies.manager!, 'PUT', url, { rows: [{ userId: ids.agent }] })).statusCode).toBe(403);
    });
  });
});

// Demo rows of issue 13's people half: sales branches, the local HRIS directory, employee codes, contact and virtual
// numbers and the branch-city mapping of the demo users. Each part only when its table is empty.
import { count, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { agentBranchCityMappings, agentContactNumbers, hrisEmployees, salesBranches, users, virtualNumbers } from '../../db/schema/index';

const BRANCHES = [
  { id: 1, name: 'Mumbai West' },
  { id: 2, name: 'Pune Central' },
  { id: 3, name: 'Bengaluru East' },
  { id: 4, name: 'Delhi NCR' },
];

/** Demo users on the floor: their branch and whether they get a virtual number (the field agent has none). */
const FLOOR: readonly { username: string; branch: number; virtual: boolean }[] = [
  { username: 'team-leader', branch: 1, virtual: false },
  { username: 'agent', branch: 1, virtual: false },
  { username: 'owner-agent', branch: 1, virtual: true },
  { username: 'broker-telesales', branch: 1, virtual: true },
  { username: 'builder-telesales', branch: 2, virtual: true },
  { username: 'tenant-agent', branch: 2, virtual: true },
];

export async function seedPeople(tx: Tx): Promise<void> {
  const [branchCount] = await tx.select({ n: count() }).from(salesBranches);
  if (Number(branchCount?.n ?? 0) === 0) await tx.insert(salesBranches).values(BRANCHES);

  const staff = await tx
    .select({ id: users.id, username: users.username, firstName: users.firstName, lastName: users.lastName, email: users.email, joiningDate: users.joiningDate })
    .from(users)
    .where(inArray(users.username, ['admin', 'manager', ...FLOOR.map((f) => f.username)]));
  const [hrisCount] = await tx.select({ n: count() }).from(hrisEmployees);
  if (Number(hrisCount?.n ?? 0) > 0) return;
  const codeOf = (i: number) => `EMP-${1001 + i}`;
  await tx.insert(hrisEmployees).values(
    staff.map((u, i) => ({
      employeeCode: codeOf(i),
      name: `${u.firstName} ${u.lastName}`.trim(),
      email: u.email,
      designation: u.username === 'team-leader' ? 'TL' : u.username === 'admin' || u.username === 'manager' ? 'Manager' : 'AM',
      department: 'Sales',
      location: 'Mumbai',
      joiningDate: u.joiningDate ?? '2023-04-01',
    })),
  );
  for (const [i, u] of staff.entries()) await tx.update(users).set({ employeeCode: codeOf(i) }).where(eq(users.id, u.id));

  const byName = new Map(staff.map((u) => [u.username, u.id]));
  const floor = FLOOR.flatMap((f) => {
    const id = byName.get(f.username);
    return id === undefined ? [] : [{ ...f, id }];
  });
  if (floor.length === 0) return;
  await tx.insert(agentBranchCityMappings).values(floor.map((f) => ({ userId: f.id, salesBranchId: f.branch, departmentId: 16, agentCityIds: [], region: 'West', tier: 1, salesChannel: 'Tele' }))).onConflictDoNothing();
  await tx.insert(agentContactNumbers).values(floor.map((f, i) => ({ userId: f.id, priority: 1, phone: `98200${String(10000 + i).slice(-5)}` }))).onConflictDoNothing();
  const pool = Array.from({ length: 8 }, (_, i) => `80400${String(10000 + i).slice(-5)}`);
  const withNumbers = floor.filter((f) => f.virtual);
  await tx.insert(virtualNumbers).values(pool.map((number, i) => ({ number, agentId: withNumbers[i]?.id ?? null }))).onConflictDoNothing();
}

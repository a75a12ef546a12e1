// User management's queries (issue 13): users with their roles and contact numbers, the team tree, virtual
// numbers, the branch-city grid.
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../../db/client';
import { agentBranchCityMappings, agentContactNumbers, roles, salesBranches, userRoles, users, virtualNumbers } from '../../db/schema/index';

type Conn = Db | Tx;

export type UserRecord = {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  parentId: number | null;
  parentName: string | null;
  designationId: number | null;
  departmentId: number | null;
  domainId: number;
  status: number;
  employeeCode: string | null;
  joiningDate: string | null;
  dateOfRelieving: string | null;
  roles: string[];
  contacts: { phone: string; priority: number }[];
};

type RawUser = {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  parent_id: number | null;
  parent_name: string | null;
  designation_id: number | null;
  department_id: number | null;
  domain_id: number;
  status: number;
  employee_code: string | null;
  joining_date: string | Date | null;
  date_of_relieving: string | Date | null;
  roles: string[] | null;
  contacts: { phone: string; priority: number }[] | string | null;
  total?: number | string;
};

const day = (v: string | Date | null): string | null => (v === null ? null : typeof v === 'string' ? v.slice(0, 10) : v.toISOString().slice(0, 10));

function toRecord(r: RawUser): UserRecord {
  const contacts = typeof r.contacts === 'string' ? (JSON.parse(r.contacts) as UserRecord['contacts']) : (r.contacts ?? []);
  return {
    id: Number(r.id),
    firstName: r.first_name,
    lastName: r.last_name,
    email: r.email,
    parentId: r.parent_id === null ? null : Number(r.parent_id),
    parentName: r.parent_name,
    designationId: r.designation_id === null ? null : Number(r.designation_id),
    departmentId: r.department_id === null ? null : Number(r.department_id),
    domainId: Number(r.domain_id),
    status: Number(r.status),
    employeeCode: r.employee_code,
    joiningDate: day(r.joining_date),
    dateOfRelieving: day(r.date_of_relieving),
    roles: r.roles ?? [],
    contacts: contacts.map((c) => ({ phone: c.phone, priority: Number(c.priority) })).sort((a, b) => a.priority - b.priority),
  };
}

function selectUsers(where: SQL, limit: number, offset: number): SQL {
  return sql`
    select u.id, u.first_name, u.last_name, u.email, u.parent_id, nullif(trim(concat_ws(' ', p.first_name, p.last_name)), '') as parent_name,
      u.designation_id, u.department_id, u.domain_id, u.status, u.employee_code, u.joining_date, u.date_of_relieving,
      coalesce((select array_agg(r.name order by r.name) from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = u.id), '{}') as roles,
      coalesce((select json_agg(json_build_object('phone', c.phone, 'priority', c.priority) order by c.priority) from agent_contact_numbers c where c.user_id = u.id), '[]') as contacts,
      count(*) over ()::int as total
    from users u left join users p on p.id = u.parent_id
    where ${where}
    order by u.first_name, u.last_name, u.id
    limit ${limit} offset ${offset}`;
}

export async function findUser(db: Conn, id: number, domainId: number): Promise<UserRecord | null> {
  const [row] = await queryRows<RawUser>(db, selectUsers(sql`u.id = ${id} and u.domain_id = ${domainId}`, 1, 0));
  return row ? toRecord(row) : null;
}

/** A page of users of the brand: a manager's direct reports when parentId is given; matching a search text; without any role when noRole. */
export async function userPage(
  db: Conn,
  domainId: number,
  filter: { parentId?: number; search?: string; noRole?: boolean },
  offset: number,
  limit: number,
): Promise<{ rows: UserRecord[]; total: number }> {
  const conditions: SQL[] = [sql`u.domain_id = ${domainId}`];
  if (filter.parentId !== undefined) conditions.push(sql`u.parent_id = ${filter.parentId}`);
  // Users holding no role at all (home's "Users without a role"): they cannot sign in until an admin gives one.
  if (filter.noRole) conditions.push(sql`not exists (select 1 from user_roles ur where ur.user_id = u.id)`);
  if (filter.search) {
    const like = `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(sql`(concat_ws(' ', u.first_name, u.last_name) ilike ${like} or u.email ilike ${like} or u.employee_code ilike ${like})`);
  }
  const rows = await queryRows<RawUser>(db, selectUsers(sql.join(conditions, sql` and `), limit, offset));
  let total = Number(rows[0]?.total ?? 0);
  if (rows.length === 0 && offset > 0) {
    const [c] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from users u where ${sql.join(conditions, sql` and `)}`);
    total = Number(c?.n ?? 0);
  }
  return { rows: rows.map(toRecord), total };
}

export async function emailInUse(db: Conn, email: string, exceptId?: number): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, exceptId === undefined ? undefined : sql`${users.id} <> ${exceptId}`));
  return rows.length > 0;
}

/** The user and everyone under them (through parentId, recursively). */
export async function teamOf(db: Conn, userId: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(db, sql`
    with recursive team(id) as (select ${userId}::int union select u.id from users u join team t on u.parent_id = t.id)
    select id from team`);
  return rows.map((r) => Number(r.id));
}

export async function roleIdsOf(db: Conn, names: readonly string[]): Promise<Map<string, number>> {
  if (names.length === 0) return new Map();
  const rows = await db.select({ id: roles.id, name: roles.name }).from(roles).where(inArray(roles.name, [...names]));
  return new Map(rows.map((r) => [r.name, r.id]));
}

export async function replaceRoles(tx: Tx, userId: number, roleIds: readonly number[]): Promise<void> {
  await tx.delete(userRoles).where(eq(userRoles.userId, userId));
  if (roleIds.length) await tx.insert(userRoles).values(roleIds.map((roleId) => ({ userId, roleId })));
}

export async function replaceContacts(tx: Tx, userId: number, contacts: readonly { phone: string; priority: number }[]): Promise<void> {
  await tx.delete(agentContactNumbers).where(eq(agentContactNumbers.userId, userId));
  if (contacts.length) await tx.insert(agentContactNumbers).values(contacts.map((c) => ({ userId, phone: c.phone, priority: c.priority })));
}

export async function virtualNumberOf(db: Conn, agentId: number): Promise<string | null> {
  const [row] = await db.select({ number: virtualNumbers.number }).from(virtualNumbers).where(eq(virtualNumbers.agentId, agentId));
  return row?.number ?? null;
}

export async function lockVirtualNumber(tx: Tx, number: string): Promise<{ number: string; agentId: number | null } | null> {
  const [row] = await tx.select({ number: virtualNumbers.number, agentId: virtualNumbers.agentId }).from(virtualNumbers).where(eq(virtualNumbers.number, number)).for('update');
  return row ?? null;
}

/** Gives the number to the agent: the agent's previous number (if any) is freed first, so each agent holds one. */
export async function assignVirtualNumber(tx: Tx, number: string, agentId: number, now: Date): Promise<void> {
  await tx.update(virtualNumbers).set({ agentId: null, updatedAt: now }).where(and(eq(virtualNumbers.agentId, agentId), sql`${virtualNumbers.number} <> ${number}`));
  await tx.update(virtualNumbers).set({ agentId, updatedAt: now }).where(eq(virtualNumbers.number, number));
}

export type BranchCityRecord = {
  userId: number;
  agentName: string;
  email: string;
  salesBranchId: number | null;
  salesBranchName: string | null;
  departmentId: number | null;
  subDepartmentId: number | null;
  agentCityIds: number[];
  cityBranchMapping: string | null;
  region: string | null;
  tier: number | null;
  salesVertical: string | null;
  businessUnit: string | null;
  salesChannel: string | null;
  roleType: string | null;
  company: string | null;
};

/** Every user of the brand (up to `limit`) with their mapping, by name. */
export async function branchCityRows(db: Conn, domainId: number, limit: number): Promise<BranchCityRecord[]> {
  const m = agentBranchCityMappings;
  const rows = await db
    .select({
      userId: users.id,
      agentName: sql<string>`trim(concat_ws(' ', ${users.firstName}, ${users.lastName}))`,
      email: users.email,
      salesBranchId: m.salesBranchId,
      salesBranchName: salesBranches.name,
      departmentId: sql<number | null>`coalesce(${m.departmentId}, ${users.departmentId})`,
      subDepartmentId: m.subDepartmentId,
      agentCityIds: m.agentCityIds,
      cityBranchMapping: m.cityBranchMapping,
      region: m.region,
      tier: m.tier,
      salesVertical: m.salesVertical,
      businessUnit: m.businessUnit,
      salesChannel: m.salesChannel,
      roleType: m.roleType,
      company: m.company,
    })
    .from(users)
    .leftJoin(m, eq(m.userId, users.id))
    .leftJoin(salesBranches, eq(salesBranches.id, m.salesBranchId))
    .where(eq(users.domainId, domainId))
    .orderBy(users.firstName, users.lastName, users.id)
    .limit(limit);
  return rows.map((r) => ({ ...r, departmentId: r.departmentId === null ? null : Number(r.departmentId), agentCityIds: r.agentCityIds ?? [] }));
}

export async function branches(db: Conn): Promise<{ id: number; name: string }[]> {
  return db.select({ id: salesBranches.id, name: salesBranches.name }).from(salesBranches).orderBy(salesBranches.name);
}

export async function usersOfBrand(db: Conn, domainId: number, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: users.id }).from(users).where(and(eq(users.domainId, domainId), inArray(users.id, [...ids])));
  return new Set(rows.map((r) => r.id));
}

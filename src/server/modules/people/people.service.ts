// User management (issue 13, spec 001 §3, §5, §6, §9): users and agents, their contact numbers, virtual numbers,
// HRIS details and the branch-city grid. Every change is audited (user_change_audit).
import { eq, sql } from 'drizzle-orm';
import { DESIGNATION_LABELS } from '../../../domain/reference/ids';
import {
  BRANCH_CITY_MAX_ROWS,
  CHILD_LIST_PAGE_SIZE,
  DEPARTMENT_ON_CREATE,
  PEOPLE_MESSAGES as M,
  USER_STATUS,
  branchCityRowInputSchema,
  branchRowMessage,
  contactNumberSchema,
  designationName,
  prioritiesProblem,
  type BranchCityView,
  type CompanyUser,
  type CreateUserInput,
  type Designation,
  type HrisEmployee,
  type UpdateUserInput,
  type VirtualNumberView,
} from '../../../domain/people/people';
import type { Paged } from '../../../domain/paging/paged';
import { agentBranchCityMappings, userChangeAudit, users } from '../../db/schema/index';
import { conflict, notFound, unprocessable } from '../../errors';
import type { ServiceContext } from '../../shared/http/service-context';
import { hrisConnectorFor } from './hris';
import { unlockSignIn as forgetFailedSignIns } from '../auth/login.service';
import {
  assignVirtualNumber,
  branchCityRows,
  branches,
  emailInUse,
  findUser,
  lockVirtualNumber,
  replaceContacts,
  replaceRoles,
  roleIdsOf,
  teamOf,
  userPage,
  usersOfBrand,
  virtualNumberOf,
  type UserRecord,
} from './people.repo';

function present(u: UserRecord): CompanyUser {
  return {
    userId: u.id,
    name: [u.firstName, u.lastName].filter(Boolean).join(' '),
    email: u.email,
    parentId: u.parentId,
    parentName: u.parentName,
    designationId: u.designationId,
    designationName: designationName(u.designationId),
    userRoles: u.roles,
    status: u.status,
    employeeCode: u.employeeCode,
    joiningDate: u.joiningDate,
    dateOfRelieving: u.dateOfRelieving,
    departmentId: u.departmentId,
    contactNumbers: u.contacts,
  };
}

function splitName(name: string): { firstName: string; lastName: string } {
  const [first, ...rest] = name.trim().split(/\s+/);
  return { firstName: first ?? name, lastName: rest.join(' ') };
}

/** Contact numbers as the route received them: each phone exactly 10 digits (422 with the domain's phone message), priorities 1..n. */
function checkedContacts(contacts: readonly { phone: string; priority: number }[]): { phone: string; priority: number }[] {
  const out: { phone: string; priority: number }[] = [];
  for (const c of contacts) {
    const parsed = contactNumberSchema.safeParse({ phone: c.phone, priority: c.priority });
    if (!parsed.success) throw unprocessable(parsed.error.issues[0]?.message ?? M.priorities);
    out.push(parsed.data);
  }
  const problem = prioritiesProblem(out);
  if (problem) throw unprocessable(problem);
  return out;
}

async function userOr404(ctx: ServiceContext, id: number): Promise<UserRecord> {
  const user = await findUser(ctx.tx, id, ctx.user.domainId);
  if (!user) throw notFound(M.unknownUser);
  return user;
}

/** A relieved or inactive user takes no new assignment (manager of someone, a virtual number, accounts). */
export function isAssignable(u: { status: number; dateOfRelieving: string | null }): boolean {
  return u.status === USER_STATUS.ACTIVE && u.dateOfRelieving === null;
}

/** The manager must exist in the brand, be assignable, and not be the user or one of their reports. */
async function checkManager(ctx: ServiceContext, parentId: number | null | undefined, userId?: number): Promise<void> {
  if (parentId === null || parentId === undefined) return;
  if (userId !== undefined) {
    const team = await teamOf(ctx.tx, userId);
    if (team.includes(parentId)) throw unprocessable(M.managerCycle);
  }
  const parent = await findUser(ctx.tx, parentId, ctx.user.domainId);
  if (!parent) throw unprocessable(M.unknownManager);
  if (!isAssignable(parent)) throw unprocessable(M.relieved);
}

async function roleIds(ctx: ServiceContext, names: readonly string[]): Promise<number[]> {
  const ids = await roleIdsOf(ctx.tx, names);
  return names.map((n) => {
    const id = ids.get(n);
    if (id === undefined) throw unprocessable(M.unknownRole);
    return id;
  });
}

async function audit(ctx: ServiceContext, userId: number, action: string, detail: object): Promise<void> {
  await ctx.tx.insert(userChangeAudit).values({ actorId: ctx.user.id, userId, action, detail, at: ctx.now });
}

/** POST /mystique/v1/company-users: department 16 (spec 001 §5); email unique; relieving makes the user inactive. */
export async function createUser(ctx: ServiceContext, input: CreateUserInput): Promise<{ user: CompanyUser; message: string }> {
  const contacts = checkedContacts(input.contactNumbers);
  if (await emailInUse(ctx.tx, input.email)) throw conflict(M.emailTaken);
  await checkManager(ctx, input.parentId);
  const ids = await roleIds(ctx, input.userRoles);
  const relieved = Boolean(input.dateOfRelieving);
  const [row] = await ctx.tx
    .insert(users)
    .values({
      username: input.email,
      email: input.email,
      ...splitName(input.name),
      parentId: input.parentId ?? null,
      designationId: input.designationId ?? null,
      departmentId: DEPARTMENT_ON_CREATE,
      domainId: ctx.user.domainId,
      employeeCode: input.employeeCode ?? null,
      joiningDate: input.joiningDate ?? null,
      dateOfRelieving: input.dateOfRelieving ?? null,
      status: relieved ? USER_STATUS.INACTIVE : input.status,
    })
    .returning({ id: users.id });
  if (!row) throw new Error('user not created');
  await replaceRoles(ctx.tx, row.id, ids);
  await replaceContacts(ctx.tx, row.id, contacts);
  await audit(ctx, row.id, 'create', { ...input });
  return { user: present(await userOr404(ctx, row.id)), message: M.userCreated };
}

/** PUT /mystique/v1/company-users/{id}. */
export async function updateUser(ctx: ServiceContext, id: number, input: UpdateUserInput): Promise<{ user: CompanyUser; message: string }> {
  const before = await userOr404(ctx, id);
  const contacts = checkedContacts(input.contactNumbers);
  if (await emailInUse(ctx.tx, input.email, id)) throw conflict(M.emailTaken);
  if (input.parentId !== before.parentId) await checkManager(ctx, input.parentId, id);
  const ids = await roleIds(ctx, input.userRoles);
  const relieved = Boolean(input.dateOfRelieving);
  await ctx.tx
    .update(users)
    .set({
      email: input.email,
      ...splitName(input.name),
      parentId: input.parentId ?? null,
      designationId: input.designationId ?? null,
      departmentId: input.departmentId ?? before.departmentId,
      employeeCode: input.employeeCode ?? null,
      joiningDate: input.joiningDate ?? null,
      dateOfRelieving: input.dateOfRelieving ?? null,
      status: relieved ? USER_STATUS.INACTIVE : input.status,
      updatedAt: ctx.now,
    })
    .where(eq(users.id, id));
  await replaceRoles(ctx.tx, id, ids);
  const contactsChanged = JSON.stringify(before.contacts) !== JSON.stringify([...contacts].sort((a, b) => a.priority - b.priority));
  if (contactsChanged) await replaceContacts(ctx.tx, id, contacts);
  await audit(ctx, id, relieved && !before.dateOfRelieving ? 'relieve' : 'update', { ...input });
  return { user: present(await userOr404(ctx, id)), message: contactsChanged ? M.contactUpdated : M.userUpdated };
}

/** GET /mystique/v1/company-users/child-list: the brand's users (or a manager's direct reports), 10 a page by default. */
export async function childList(ctx: ServiceContext, query: { parentId?: number; search?: string; noRole?: boolean; page: number; size?: number }): Promise<Paged<CompanyUser>> {
  const size = query.size ?? CHILD_LIST_PAGE_SIZE;
  if (query.parentId !== undefined) await userOr404(ctx, query.parentId);
  const { rows, total } = await userPage(ctx.tx, ctx.user.domainId, { parentId: query.parentId, search: query.search?.trim() || undefined, noRole: query.noRole === true }, query.page * size, size);
  return { results: rows.map(present), totalCount: total, page: query.page, size };
}

export async function companyUser(ctx: ServiceContext, id: number): Promise<CompanyUser> {
  return present(await userOr404(ctx, id));
}

/** GET /mystique/v1/designations (spec 001 §6 designation ids). */
export function designations(): Designation[] {
  return Object.entries(DESIGNATION_LABELS).map(([id, name]) => ({ id: Number(id), name }));
}

/** GET /mystique/v1/agent/{id}/phones. */
export async function agentPhones(ctx: ServiceContext, id: number): Promise<{ contactNumbers: { phone: string; priority: number }[] }> {
  return { contactNumbers: (await userOr404(ctx, id)).contacts };
}

/** PUT /mystique/v1/agent/{id}/phones: replaces the numbers; priorities distinct 1..n; 'Agent contact updated.'. */
export async function setAgentPhones(
  ctx: ServiceContext,
  id: number,
  input: { contactNumbers: { phone: string; priority: number }[] },
): Promise<{ contactNumbers: { phone: string; priority: number }[]; message: string }> {
  await userOr404(ctx, id);
  const contacts = checkedContacts(input.contactNumbers);
  await replaceContacts(ctx.tx, id, contacts);
  await audit(ctx, id, 'phones', { contactNumbers: contacts });
  return { contactNumbers: [...contacts].sort((a, b) => a.priority - b.priority), message: M.agentContactUpdated };
}

/** GET /mystique/v1/agent/{id}/virtual-number: 404 'No virtual Number present' when the agent has none. */
export async function agentVirtualNumber(ctx: ServiceContext, id: number): Promise<VirtualNumberView> {
  await userOr404(ctx, id);
  const number = await virtualNumberOf(ctx.tx, id);
  if (!number) throw notFound(M.noVirtualNumber);
  return { agentId: id, virtualNumber: number };
}

/** POST /mystique/v1/virtual-number/reallocate (admins only): the number moves to the agent; each agent holds at most one. */
export async function reallocateVirtualNumber(ctx: ServiceContext, input: { virtualNumber: string; agentId: number }): Promise<VirtualNumberView & { previousAgentId: number | null }> {
  const agent = await userOr404(ctx, input.agentId);
  if (!isAssignable(agent)) throw unprocessable(M.relieved);
  const number = await lockVirtualNumber(ctx.tx, input.virtualNumber);
  if (!number) throw notFound(M.unknownVirtualNumber);
  await assignVirtualNumber(ctx.tx, input.virtualNumber, input.agentId, ctx.now);
  await audit(ctx, input.agentId, 'virtual-number', { virtualNumber: input.virtualNumber, previousAgentId: number.agentId });
  return { agentId: input.agentId, virtualNumber: input.virtualNumber, previousAgentId: number.agentId };
}

/**
 * DELETE /mystique/v1/company-users/{id}/sign-in-lock (ours, issue 56; Admin): the user's failed sign-ins are
 * forgotten, so a user held back by the sign-in throttle may sign in again at once. Audited.
 */
export async function unlockUserSignIn(ctx: ServiceContext, id: number): Promise<{ message: string; cleared: number }> {
  await userOr404(ctx, id);
  const cleared = (await forgetFailedSignIns(ctx.tx, id)) ?? 0;
  await audit(ctx, id, 'sign-in-unlock', { cleared });
  return { message: M.signInUnlocked, cleared };
}

/** GET /mystique/v1/hris/{employeeCode}: through the HRIS connector; 404 'No employee exists with this id'. */
export async function hrisDetails(ctx: ServiceContext, employeeCode: string): Promise<HrisEmployee> {
  const employee = await hrisConnectorFor(ctx.tx).employee(employeeCode.trim());
  if (!employee) throw notFound(M.noEmployee);
  return employee;
}

/** GET /mystique/v1/agent/branch-city-mapping: every user of the brand (up to 4,000) with their mapping. */
export async function branchCityMapping(ctx: ServiceContext): Promise<BranchCityView> {
  const [rows, list] = await Promise.all([branchCityRows(ctx.tx, ctx.user.domainId, BRANCH_CITY_MAX_ROWS), branches(ctx.tx)]);
  return { rows, branches: list };
}

/** PUT /mystique/v1/agent/branch-city-mapping: the changed rows, all or none; a bad row is 422 naming the row. */
export async function saveBranchCityMapping(ctx: ServiceContext, body: { rows: unknown[] }): Promise<{ updated: number; message: string }> {
  const parsed = body.rows.map((row, index) => {
    const result = branchCityRowInputSchema.safeParse(row);
    if (!result.success) throw unprocessable(branchRowMessage(index, result.error.issues[0]?.message ?? 'Invalid row.'));
    return result.data;
  });
  const seen = new Set<number>();
  parsed.forEach((r, index) => {
    if (seen.has(r.userId)) throw unprocessable(branchRowMessage(index, 'This agent is already in an earlier row.'));
    seen.add(r.userId);
  });
  const known = await usersOfBrand(ctx.tx, ctx.user.domainId, parsed.map((r) => r.userId));
  const branchIds = new Set((await branches(ctx.tx)).map((b) => b.id));
  parsed.forEach((r, index) => {
    if (!known.has(r.userId)) throw unprocessable(branchRowMessage(index, M.unknownUser));
    if (r.salesBranchId != null && !branchIds.has(r.salesBranchId)) throw unprocessable(branchRowMessage(index, M.unknownBranch));
  });
  const values = parsed.map((r) => ({
    userId: r.userId,
    salesBranchId: r.salesBranchId ?? null,
    departmentId: r.departmentId ?? null,
    subDepartmentId: r.subDepartmentId ?? null,
    agentCityIds: [...new Set(r.agentCityIds)],
    cityBranchMapping: r.cityBranchMapping ?? null,
    region: r.region ?? null,
    tier: r.tier ?? null,
    salesVertical: r.salesVertical ?? null,
    businessUnit: r.businessUnit ?? null,
    salesChannel: r.salesChannel ?? null,
    roleType: r.roleType ?? null,
    company: r.company ?? null,
    updatedAt: ctx.now,
  }));
  const m = agentBranchCityMappings;
  for (let i = 0; i < values.length; i += 500) {
    await ctx.tx
      .insert(m)
      .values(values.slice(i, i + 500))
      .onConflictDoUpdate({
        target: m.userId,
        set: {
          salesBranchId: sqlExcluded('sales_branch_id'),
          departmentId: sqlExcluded('department_id'),
          subDepartmentId: sqlExcluded('sub_department_id'),
          agentCityIds: sqlExcluded('agent_city_ids'),
          cityBranchMapping: sqlExcluded('city_branch_mapping'),
          region: sqlExcluded('region'),
          tier: sqlExcluded('tier'),
          salesVertical: sqlExcluded('sales_vertical'),
          businessUnit: sqlExcluded('business_unit'),
          salesChannel: sqlExcluded('sales_channel'),
          roleType: sqlExcluded('role_type'),
          company: sqlExcluded('company'),
          updatedAt: sqlExcluded('updated_at'),
        },
      });
  }
  await ctx.tx.insert(userChangeAudit).values({ actorId: ctx.user.id, userId: ctx.user.id, action: 'branch-city', detail: { userIds: [...seen] }, at: ctx.now });
  return { updated: values.length, message: M.agentCityUpdated };
}

function sqlExcluded(column: string) {
  return sql.raw(`excluded.${column}`);
}

/** The user, for other modules' checks (rm-migration): null when not in the brand. */
export async function brandUser(ctx: ServiceContext, id: number): Promise<UserRecord | null> {
  return findUser(ctx.tx, id, ctx.user.domainId);
}

export { teamOf };


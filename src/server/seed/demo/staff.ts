import { asc, inArray } from 'drizzle-orm';
import { ROLES, type RoleKey } from '../../../domain/auth/roles';
import { CREATED_USER_DEPARTMENT_ID, DESIGNATIONS, DOMAIN_IDS } from '../../../domain/reference/ids';
import type { Db, Tx } from '../../db/client';
import { userRoles, users } from '../../db/schema/index';
import { DEMO_USERS } from './demo-users';
import type { IdAllocator } from '../generate/id-allocator';
import { FEMALE_FIRST_NAMES, LAST_NAMES, MALE_FIRST_NAMES } from '../data/names-data';
import type { Rng } from '../generate/random';
import type { Reference } from '../data/reference';
import { addDaysToInstant } from '../../../domain/format/ist-calendar';

/** A staff user to create: parent by username, city by name. */
export type NewStaff = {
  username: string;
  firstName: string;
  lastName: string;
  roles: readonly RoleKey[];
  designationId: number | null;
  parent: string | null;
  domainId: number;
  cityName: string | null;
};

/** Where the demo users work (the demo users' file has no city; ours). */
const DEMO_CITIES: Record<string, string> = {
  admin: 'Mumbai', manager: 'Mumbai', 'team-leader': 'Mumbai', agent: 'Pune', 'owner-agent': 'Mumbai', 'broker-telesales': 'Mumbai',
  'builder-telesales': 'Pune', 'tenant-agent': 'Bengaluru', reviewer: 'Mumbai', approver: 'Mumbai', 'makaan-agent': 'Delhi',
};

export function demoStaff(): NewStaff[] {
  return DEMO_USERS.map((u) => ({
    username: u.username,
    firstName: u.firstName,
    lastName: u.lastName,
    roles: u.roles,
    designationId: u.designationId,
    parent: u.parent,
    domainId: u.brand === 'makaan' ? DOMAIN_IDS.MAKAAN : DOMAIN_IDS.HOUSING,
    cityName: DEMO_CITIES[u.username] ?? null,
  }));
}

/** A team to generate: a leader (generated, or an existing username) and agents, in some cities. */
export type TeamSpec = { leader: { under: string; roles: readonly RoleKey[] } | { existing: string }; agents: number; agentRoles: readonly RoleKey[]; domainId: number; cities: readonly string[] };

/** Generated leaders and agents with realistic names; usernames first.last, made unique with a number. */
export function generatedStaff(rng: Rng, teams: readonly TeamSpec[], taken: Set<string>, numberFrom?: number): NewStaff[] {
  const out: NewStaff[] = [];
  let n = numberFrom ?? 0;
  const person = (roles: readonly RoleKey[], designationId: number, parent: string, domainId: number, cityName: string): NewStaff => {
    const female = rng.chance(0.4);
    const firstName = rng.pick(female ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES);
    const lastName = rng.pick(LAST_NAMES);
    const base = `${firstName}.${lastName}`.toLowerCase();
    let username = numberFrom === undefined ? base : `${base}${++n}`;
    while (taken.has(username)) username = `${base}${++n}`;
    taken.add(username);
    return { username, firstName, lastName, roles, designationId, parent, domainId, cityName };
  };
  for (const team of teams) {
    const city = team.cities[0] ?? null;
    let leaderName: string;
    if ('existing' in team.leader) leaderName = team.leader.existing;
    else {
      const leader = person(team.leader.roles, DESIGNATIONS.TL, team.leader.under, team.domainId, city ?? 'Mumbai');
      out.push(leader);
      leaderName = leader.username;
    }
    for (let i = 0; i < team.agents; i++) {
      const designation = rng.chance(0.25) ? DESIGNATIONS.SAM : DESIGNATIONS.AM;
      out.push(person(team.agentRoles, designation, leaderName, team.domainId, team.cities[i % team.cities.length] ?? 'Mumbai'));
    }
  }
  return out;
}

/**
 * Inserts staff with ids from the allocator, parents resolved by username (earlier in the list or already
 * in the database), every user with the same password hash (the demo password, hashed once).
 */
export async function insertStaff(tx: Tx, alloc: IdAllocator, list: readonly NewStaff[], passwordHash: string, ref: Reference, anchor: Date, rng: Rng): Promise<void> {
  const parents = list.map((s) => s.parent).filter((p): p is string => p !== null);
  const existing = parents.length ? await tx.select({ id: users.id, username: users.username }).from(users).where(inArray(users.username, parents)) : [];
  const idByUsername = new Map(existing.map((u) => [u.username, u.id]));
  const cityIdByName = new Map(ref.cities.map((c) => [c.name, c.id]));
  const rows: (typeof users.$inferInsert)[] = [];
  const roleRows: (typeof userRoles.$inferInsert)[] = [];
  for (const s of list) {
    const id = alloc.id(users);
    idByUsername.set(s.username, id);
    const parentId = s.parent === null ? null : idByUsername.get(s.parent);
    if (parentId === undefined) throw new Error(`seed: manager ${s.parent} of ${s.username} not found`);
    const joined = addDaysToInstant(anchor, -rng.int(120, 3000));
    const telesales = s.roles.some((r) => r === 'BROKER_TELE_SALES' || r === 'BUILDER_TELE_SALES' || r === 'HOUSING_OWNER_AGENT');
    rows.push({
      id,
      username: s.username,
      email: `${s.username}@${s.domainId === DOMAIN_IDS.MAKAAN ? 'makaan' : 'housing'}.example`,
      firstName: s.firstName,
      lastName: s.lastName,
      passwordHash,
      parentId,
      designationId: s.designationId,
      departmentId: s.designationId === null ? null : CREATED_USER_DEPARTMENT_ID,
      domainId: s.domainId,
      employeeCode: `${s.domainId === DOMAIN_IDS.MAKAAN ? 'MKN' : 'HSG'}${String(10000 + id)}`,
      joiningDate: joined.toISOString().slice(0, 10),
      agentStatus: telesales && rng.chance(0.5) ? 1 : 0,
      cityId: s.cityName ? (cityIdByName.get(s.cityName) ?? null) : null,
      createdAt: joined,
      updatedAt: joined,
    });
    for (const role of s.roles) roleRows.push({ userId: id, roleId: ROLES[role].id });
  }
  for (let i = 0; i < rows.length; i += 500) await tx.insert(users).values(rows.slice(i, i + 500));
  for (let i = 0; i < roleRows.length; i += 1000) await tx.insert(userRoles).values(roleRows.slice(i, i + 1000));
}

const AGENT_ROLE_IDS: ReadonlySet<number> = new Set(
  (['HOUSING_SALES_AGENT', 'MAKAAN_SALES_AGENT', 'HOUSING_OWNER_AGENT', 'BROKER_TELE_SALES', 'BUILDER_TELE_SALES', 'TENANT_MONETIZATION_AGENT'] as const).map((k) => ROLES[k].id),
);

export type StaffMember = { id: number; username: string; domainId: number; parentId: number | null; designationId: number | null; cityId: number | null; isAgent: boolean };

/** Everyone on staff, and who may own the opportunities of whose accounts. */
export class Staff {
  readonly byUsername: Map<string, StaffMember>;
  private readonly byId: Map<number, StaffMember>;

  constructor(readonly members: readonly StaffMember[]) {
    this.byUsername = new Map(members.map((m) => [m.username, m]));
    this.byId = new Map(members.map((m) => [m.id, m]));
  }

  static async load(db: Db | Tx): Promise<Staff> {
    const rows = await db.select().from(users).orderBy(asc(users.id));
    const roleRows = await db.select().from(userRoles);
    const agents = new Set(roleRows.filter((r) => AGENT_ROLE_IDS.has(r.roleId)).map((r) => r.userId));
    return new Staff(rows.map((u) => ({ id: u.id, username: u.username, domainId: u.domainId, parentId: u.parentId, designationId: u.designationId, cityId: u.cityId, isAgent: agents.has(u.id) })));
  }

  get(username: string): StaffMember {
    const m = this.byUsername.get(username);
    if (!m) throw new Error(`seed: no user ${username}`);
    return m;
  }

  idOf(username: string): number | null {
    return this.byUsername.get(username)?.id ?? null;
  }

  /** The agents who may own opportunities on this agent's accounts: the agent's team (a leader's team is their reports). */
  teamOf(agentId: number): number[] {
    const me = this.byId.get(agentId);
    if (!me) return [agentId];
    const leads = this.members.filter((m) => m.parentId === agentId && m.isAgent).map((m) => m.id);
    if (leads.length > 0) return [agentId, ...leads];
    if (me.parentId === null) return [agentId];
    const siblings = this.members.filter((m) => m.parentId === me.parentId && m.isAgent && m.domainId === me.domainId).map((m) => m.id);
    return siblings.length > 0 ? siblings : [agentId];
  }
}

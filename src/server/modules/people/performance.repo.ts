// Performance's own queries (issue 13): children by role, their teams, and packages activated.
import { sql } from 'drizzle-orm';
import { PROCESS_MANAGER_ROLES } from '../../../domain/people/performance';
import { TEAM_LEADER_DESIGNATION_ID } from '../../../domain/auth/capabilities';
import { queryRows, type Db, type Tx } from '../../db/client';

type Conn = Db | Tx;
export type Person = { id: number; name: string };

const ids = (list: readonly number[]) => sql`array[${sql.join(list.map((id) => sql`${id}::int`), sql`, `)}]::int[]`;

/** Users of the brand holding a process-manager role, within `within` when given. */
export async function processManagers(db: Conn, domainId: number, within: readonly number[] | null): Promise<Person[]> {
  return queryRows<Person>(db, sql`
    select u.id, trim(concat_ws(' ', u.first_name, u.last_name)) as name from users u
    where u.domain_id = ${domainId} ${within ? sql`and u.id = any(${ids(within)})` : sql``}
      and exists (select 1 from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = u.id
        and r.name in (${sql.join(PROCESS_MANAGER_ROLES.map((n) => sql`${n}`), sql`, `)}))
    order by name, u.id`);
}

/** Team leaders (designation 32) of the brand, among `within` when given. */
export async function teamLeaders(db: Conn, domainId: number, within: readonly number[] | null): Promise<Person[]> {
  if (within && within.length === 0) return [];
  return queryRows<Person>(db, sql`
    select u.id, trim(concat_ws(' ', u.first_name, u.last_name)) as name from users u
    where u.domain_id = ${domainId} and u.designation_id = ${TEAM_LEADER_DESIGNATION_ID} ${within ? sql`and u.id = any(${ids(within)})` : sql``}
    order by name, u.id`);
}

export async function directReports(db: Conn, userId: number): Promise<Person[]> {
  return queryRows<Person>(db, sql`
    select u.id, trim(concat_ws(' ', u.first_name, u.last_name)) as name from users u where u.parent_id = ${userId} order by name, u.id`);
}

export async function personOf(db: Conn, userId: number): Promise<Person | null> {
  const [row] = await queryRows<Person>(db, sql`select u.id, trim(concat_ws(' ', u.first_name, u.last_name)) as name from users u where u.id = ${userId}`);
  return row ?? null;
}

/** Each root and everyone under them (through parentId): root → member ids (the root included). */
export async function teamsOf(db: Conn, roots: readonly number[]): Promise<Map<number, number[]>> {
  const teams = new Map<number, number[]>(roots.map((r) => [r, []]));
  if (roots.length === 0) return teams;
  const rows = await queryRows<{ root: number; id: number }>(db, sql`
    with recursive t(root, id) as (
      select u.id, u.id from users u where u.id = any(${ids(roots)})
      union
      select t.root, u.id from users u join t on u.parent_id = t.id
    ) select root, id from t`);
  for (const r of rows) teams.get(Number(r.root))?.push(Number(r.id));
  return teams;
}

/** Packages (opportunity package mappings) activated in the window on opportunities each agent owns. */
export async function packagesActivated(db: Conn, domainId: number, agentIds: readonly number[], start: Date, end: Date): Promise<Map<number, number>> {
  if (agentIds.length === 0) return new Map();
  const rows = await queryRows<{ owner_id: number; n: number }>(db, sql`
    select o.owner_id, count(distinct opm.id)::int as n
    from opportunities o
      join opportunity_package_mappings opm on opm.opportunity_id = o.id
    where o.domain_id = ${domainId} and o.owner_id = any(${ids(agentIds)})
      and exists (select 1 from opportunity_product_mappings p where p.opportunity_package_mapping_id = opm.id and p.activated
        and p.activated_at >= ${start.toISOString()}::timestamptz and p.activated_at <= ${end.toISOString()}::timestamptz)
    group by o.owner_id`);
  return new Map(rows.map((r) => [Number(r.owner_id), Number(r.n)]));
}

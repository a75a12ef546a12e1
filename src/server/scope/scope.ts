import { and, eq, inArray, or, sql, type Column, type SQL } from 'drizzle-orm';
import { hasAnyRole, WHOLE_BRAND_ROLES } from '../../domain/auth/roles';
import { queryRows, type Db, type Tx } from '../db/client';
import { accounts, opportunities } from '../db/schema/index';
import type { SessionUser } from '../shared/http/session-user';

/**
 * Which rows a user may see and work on (DOMAIN.md "Scope"): an agent's book is the accounts and opportunities
 * they own and the accounts behind the deals they own (read scope; editing an account needs the edit scope, its
 * owner); a team leader adds their reports' books (through parentId, recursively); managers, admins, finance,
 * content and the read-only roles see their whole brand (domain). The same rule decides what the server returns,
 * what it lets a user change, and what a device mirrors. Capability never widens scope.
 */
export type Scope = { domainId: number; all: true } | { domainId: number; all: false; agentIds: number[] };


export async function scopeOf(db: Db | Tx, user: Pick<SessionUser, 'id' | 'roles' | 'domainId'>): Promise<Scope> {
  if (hasAnyRole(user.roles, WHOLE_BRAND_ROLES)) return { domainId: user.domainId, all: true };
  const rows = await queryRows<{ id: number }>(db, sql`
    with recursive team(id) as (
      select ${user.id}::int
      union
      select u.id from users u join team t on u.parent_id = t.id
    )
    select id from team`);
  return { domainId: user.domainId, all: false, agentIds: rows.map((r) => Number(r.id)) };
}

const teamList = (scope: { agentIds: number[] }): SQL =>
  sql.join(
    scope.agentIds.map((id) => sql`${id}`),
    sql`, `,
  );

/**
 * Condition on `accounts`, the edit scope: the account's own agent is in the team. Changing the account's own
 * details (name, PAN, address, legal entities), reassigning or merging it stays with its owner (DOMAIN.md "Scope").
 */
export function accountInEditScope(scope: Scope): SQL {
  const brand = eq(accounts.domainId, scope.domainId);
  if (scope.all) return brand;
  return and(brand, inArray(accounts.agentId, scope.agentIds)) as SQL;
}

/**
 * Condition on `accounts`, the read scope (an agent's book): the account's own agent is in the team, or the team
 * owns a deal on it. Such an account is read with its contacts and legal entities, takes contacts, comments,
 * tickets and new deals, is listed in My Accounts and held by the device copy; editing it needs the edit scope.
 * Both arms are index conditions (`agent_id in (...)`, `id = any(array(subquery))` on the primary key, the deals'
 * account ids read once through opportunities_owner_id_idx, less the team's own accounts, a hashed subplan over
 * accounts_agent_updated_idx), so a page or a count stays a BitmapOr.
 */
export function accountInReadScope(scope: Scope): SQL {
  const brand = eq(accounts.domainId, scope.domainId);
  if (scope.all) return brand;
  return and(
    brand,
    or(
      inArray(accounts.agentId, scope.agentIds),
      // The inner FROMs shadow any outer opportunities or accounts, so these columns are the inner rows'. Only the deals'
      // accounts the first arm leaves out (another team's account): a page read in an index's order checks this arm
      // on every row it passes, and `= any(array)` over a parameter is a linear search (all the team's deals' accounts,
      // 10,160 ids for a team leader on the large seed, made a my-accounts page 0 take 500 ms).
      sql`${accounts.id} = any(array(select ${opportunities.accountId} from ${opportunities} where ${opportunities.ownerId} in (${teamList(scope)})
        and ${opportunities.accountId} not in (select ${accounts.id} from ${accounts} where ${accounts.agentId} in (${teamList(scope)}))))`,
    ),
  ) as SQL;
}

/**
 * Condition on `opportunities`: the opportunity is in scope when its owner is in the team, or its account is.
 * Both arms are index conditions (`owner_id in (...)`, `account_id = any(array(subquery))`), so a list can combine
 * opportunities_owner_id_idx and opportunities_account_idx (BitmapOr); the team's account ids are computed once
 * (an InitPlan). An `account_id in (subquery)` arm can only be a per-row filter, which turned a team's count into
 * a full scan of opportunities.
 */
export function opportunityInScope(scope: Scope): SQL {
  const brand = eq(opportunities.domainId, scope.domainId);
  if (scope.all) return brand;
  return and(
    brand,
    or(
      inArray(opportunities.ownerId, scope.agentIds),
      sql`${opportunities.accountId} = any(array(select ${accounts.id} from ${accounts} where ${accounts.agentId} in (${teamList(scope)})))`,
    ),
  ) as SQL;
}

/**
 * The same rule as opportunityInScope on a table that copies an opportunity's brand, owner and account's agent
 * (dashboard_tile_facts): in scope when the owner is in the team or the account's agent is.
 */
export function opportunityCopyInScope(scope: Scope, columns: { domainId: Column; ownerId: Column; accountAgentId: Column }): SQL {
  const brand = eq(columns.domainId, scope.domainId);
  if (scope.all) return brand;
  return and(brand, or(inArray(columns.ownerId, scope.agentIds), inArray(columns.accountAgentId, scope.agentIds))) as SQL;
}

/**
 * The same scope for a page of opportunities in id order (newest first, LIMIT): the team's opportunity ids are
 * collected first through the indexes of opportunityInScope, then only those rows are sorted. With the plain
 * condition the planner walks the id index newest first and filters, which reads the whole table when the team's
 * opportunities are older than most (measured: an agent's first page over 1 s on 455,000 opportunities, under 1 ms
 * this way). A whole-brand scope is unchanged. Counts should keep opportunityInScope (a BitmapOr is cheaper there).
 */
export function opportunityInScopeForPage(scope: Scope): SQL {
  if (scope.all) return opportunityInScope(scope);
  // The inner FROM opportunities shadows the outer table, so the scope's columns refer to the inner rows.
  return sql`${opportunities.id} = any(array(select ${opportunities.id} from ${opportunities} where ${opportunityInScope(scope)}))`;
}

/** True when the account (by its owner and brand) is in the edit scope (accountInEditScope). */
export function isAccountInEditScope(scope: Scope, account: { agentId: number | null; domainId: number }): boolean {
  if (account.domainId !== scope.domainId) return false;
  return scope.all || (account.agentId !== null && scope.agentIds.includes(account.agentId));
}

/** True when the account is in the read scope (accountInReadScope): owned by the team, or behind a deal it owns. */
export async function isAccountInReadScope(db: Db | Tx, scope: Scope, account: { id: number; agentId: number | null; domainId: number }): Promise<boolean> {
  if (isAccountInEditScope(scope, account)) return true;
  if (account.domainId !== scope.domainId || scope.all) return false;
  const [deal] = await db
    .select({ id: opportunities.id })
    .from(opportunities)
    .where(and(eq(opportunities.accountId, account.id), inArray(opportunities.ownerId, scope.agentIds)))
    .limit(1);
  return deal !== undefined;
}

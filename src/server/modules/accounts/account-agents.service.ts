import type { AccountAgent } from '../../../domain/accounts/account-views';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { accounts, users } from '../../db/schema/index';
import { accountInReadScope } from '../../scope/scope';
import type { ServiceContext } from '../../shared/http/service-context';
import { fullName } from '../../shared/sql/user-names.sql';

export type { AccountAgent };

/**
 * The agents whose accounts the user may see (for the my-accounts agent filter): a team leader gets their
 * team, a manager or read-only user every agent of the brand who holds accounts. Ordered by name.
 */
export async function listAccountAgents(ctx: ServiceContext): Promise<AccountAgent[]> {
  const holders = ctx.tx
    .selectDistinct({ agentId: accounts.agentId })
    .from(accounts)
    .where(and(accountInReadScope(ctx.scope), isNotNull(accounts.agentId)));
  const name = fullName(users);
  const rows = await ctx.tx
    .select({ id: users.id, name, username: users.username })
    .from(users)
    .where(and(inArray(users.id, sql`(${holders})`), eq(users.domainId, ctx.scope.domainId)))
    .orderBy(asc(name), asc(users.id));
  return rows.map((r) => ({ id: r.id, name: r.name ?? r.username }));
}

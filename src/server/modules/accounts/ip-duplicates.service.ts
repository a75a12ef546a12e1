import { and, eq, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import { ACCOUNT_STATUSES } from '../../../domain/opportunities/statuses';
import { ACCOUNT_SEARCH_PAGE_SIZE } from '../../../domain/reference/limits';
import { queryRows } from '../../db/client';
import { accounts } from '../../db/schema/index';
import { notFound } from '../../errors';
import { accountInReadScope } from '../../scope/scope';
import type { ServiceContext } from '../../shared/http/service-context';
import { loadAccountInScope } from './account-access.service';
import { requirePeople } from './account-merge.service';
import { ACCOUNT_MESSAGES } from '../../../domain/accounts/account-messages';
import { countAccounts, findAccountRows } from './account-search.repo';
import { presentSearchRow, type Paged } from './account-search.service';
import type { IpDuplicateGroup, IpDuplicateGroupAccounts } from '../../../domain/accounts/account-views';

/** A group of accounts that signed up from one IP: `id` is its lowest account id (the detail page's id). */
export type { IpDuplicateGroup, IpDuplicateGroupAccounts };

/** Accounts that can still be merged (not merged away), in scope, with a sign-up IP. */
function candidates(ctx: ServiceContext) {
  return and(accountInReadScope(ctx.scope), ne(accounts.statusId, ACCOUNT_STATUSES.MERGED), isNotNull(accounts.signupIp));
}

/**
 * GET /sapna/v1/account/ip-detected-duplicates: sign-up IPs shared by two or more accounts, newest sign-up
 * first, 100 groups a page (accounts_signup_ip_idx groups them).
 */
export async function listIpDuplicateGroups(ctx: ServiceContext, page = 0): Promise<Paged<IpDuplicateGroup>> {
  requirePeople(ctx);
  const size = ACCOUNT_SEARCH_PAGE_SIZE;
  const grouped = sql`select ${accounts.signupIp} as signup_ip, min(${accounts.id}) as id, count(*)::int as account_count,
      array_agg(${accounts.id} order by ${accounts.id}) as account_ids, max(${accounts.createdAt}) as latest_created_at
    from ${accounts} where ${candidates(ctx)}
    group by ${accounts.signupIp} having count(*) > 1`;
  const [total] = await queryRows<{ total: number }>(ctx.tx, sql`select count(*)::int as total from (${grouped}) g`);
  const rows = await queryRows<{ id: number; signup_ip: string; account_count: number; account_ids: number[]; latest_created_at: Date | string }>(
    ctx.tx,
    sql`${grouped} order by max(${accounts.createdAt}) desc, min(${accounts.id}) desc limit ${size} offset ${page * size}`,
  );
  return {
    results: rows.map((r) => ({
      id: Number(r.id),
      signupIp: r.signup_ip,
      accountCount: Number(r.account_count),
      accountIds: r.account_ids.map(Number),
      latestCreatedAt: new Date(r.latest_created_at).toISOString(),
    })),
    totalCount: Number(total?.total ?? 0),
    page,
    size,
  };
}

/**
 * GET /sapna/v1/account/ip-detected-duplicates/{id}: the accounts (not merged away, in scope) that share the
 * sign-up IP of account {id}, as my-accounts rows, oldest first, 100 a page.
 */
export async function getIpDuplicateGroup(
  ctx: ServiceContext,
  accountId: number,
  page = 0,
): Promise<IpDuplicateGroupAccounts> {
  requirePeople(ctx);
  const account = await loadAccountInScope(ctx, accountId);
  if (!account.signupIp) throw notFound(ACCOUNT_MESSAGES.noIpGroup);
  const size = ACCOUNT_SEARCH_PAGE_SIZE;
  const condition = and(candidates(ctx), eq(accounts.signupIp, account.signupIp)) as SQL;
  const totalCount = await countAccounts(ctx.tx, condition);
  const rows = await findAccountRows(ctx.tx, condition, { sort: 'accountId', order: 'asc', limit: size, offset: page * size });
  return { id: accountId, signupIp: account.signupIp, results: rows.map(presentSearchRow), totalCount, page, size };
}

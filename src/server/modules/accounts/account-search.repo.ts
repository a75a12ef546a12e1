import { and, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import { accountQueryTerms, type AccountSort } from '../../../domain/accounts/account-query';
import { MATCH_RANK } from '../../../domain/search/match-rank';
import { rankLiteral, startsWithSql } from '../../shared/sql/match-rank.sql';
import { ACCOUNT_STATUSES, STAGE_BUCKETS } from '../../../domain/opportunities/statuses';
import { CHILD_POINT_OF_CONTACT_TYPE_ID } from '../../../domain/reference/ids';
import { queryRows, queryRowsPrepared, type Tx } from '../../db/client';
import { accounts } from '../../db/schema/index';
import { accountInReadScope, type Scope } from '../../scope/scope';
import { pageWindowSql } from '../../shared/http/page-window';
import { COUNT_CAP } from '../../../domain/paging/paged';
import { brandRowCount, brandRowCountSql, cappedRowCount, type ListTotal } from '../../shared/sql/list-counts';
import { accountCollectedAmount, accountDealValue } from '../../shared/sql/deal-value.sql';

export type AccountSearchFilters = {
  q?: string | undefined;
  cityId?: number | undefined;
  clientStatusId?: number | undefined;
  agentId?: number | undefined;
  /** Merge screens never offer an account that is already merged away. */
  excludeMerged?: boolean;
};

export type SortOrder = 'asc' | 'desc';

/** lower(name) in byte order: the expression accounts_name_lower_idx holds, so prefix LIKE and ORDER BY use it. */
export const lowerNameC = sql`lower(${accounts.name}) collate "C"`;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** q's terms (domain/accounts/account-query.ts) as SQL. Name search is a prefix search so an index serves it on both backends. */
function matchesQuery(q: string): SQL {
  const match = accountQueryTerms(q);
  const namePrefix = sql`${lowerNameC} like ${`${escapeLike(match.lowerNamePrefix)}%`}`;
  const terms: SQL[] = [eq(accounts.housingProfileId, match.housingProfileId), namePrefix];
  if (match.accountId !== null) terms.unshift(eq(accounts.id, match.accountId));
  return or(...terms) as SQL;
}

/**
 * The ranked my-accounts search (issue 55; shared/ranked-search.ts): the account whose id or housing profile id was
 * typed, or whose whole name was, first (domain/search/match-rank.ts), then the names that start with it; most
 * recently updated first among equals, as the list's default order.
 */
export function rankedAccountSearch(scope: Scope, filters: AccountSearchFilters, q: string) {
  const match = accountQueryTerms(q);
  const exact: SQL[] = [eq(accounts.housingProfileId, match.housingProfileId), sql`${lowerNameC} = ${match.lowerNamePrefix}`];
  if (match.accountId !== null) exact.unshift(eq(accounts.id, match.accountId));
  const best = or(...exact) as SQL;
  const others = accountSearchCondition(scope, { ...filters, q: undefined });
  const idOrProfile = or(...exact.slice(0, -1)) as SQL;
  return {
    table: sql`${accounts}`,
    columns: sql`${accounts.id} as id, ${accounts.updatedAt} as updated_at`,
    matching: accountSearchCondition(scope, filters),
    // Two ranges: the name's start (index-only on a brand, accounts_domain_name_lower_idx) and the ids typed.
    parts: [
      {
        where: and(others, startsWithSql(lowerNameC, match.lowerNamePrefix)) as SQL,
        rank: sql<number>`(case when ${lowerNameC} = ${match.lowerNamePrefix} then ${rankLiteral(MATCH_RANK.exact)} else ${rankLiteral(MATCH_RANK.prefix)} end)`,
      },
      { where: and(others, idOrProfile) as SQL, rank: sql<number>`${rankLiteral(MATCH_RANK.exact)}` },
    ],
    best,
    rank: sql<number>`(case when ${best} then ${rankLiteral(MATCH_RANK.exact)} else ${rankLiteral(MATCH_RANK.prefix)} end)`,
    order: sql.raw('updated_at desc nulls last, id desc'),
    // A whole brand's search has one text per kind of input (scope and words are parameters): prepared once.
    prepared: scope.all,
  };
}

export function accountSearchCondition(scope: Scope, filters: AccountSearchFilters): SQL {
  const conditions: SQL[] = [accountInReadScope(scope)];
  const q = filters.q?.trim();
  if (q) conditions.push(matchesQuery(q));
  if (filters.cityId !== undefined) conditions.push(eq(accounts.cityId, filters.cityId));
  if (filters.clientStatusId !== undefined) conditions.push(eq(accounts.clientStatusId, filters.clientStatusId));
  if (filters.agentId !== undefined) conditions.push(eq(accounts.agentId, filters.agentId));
  if (filters.excludeMerged) conditions.push(ne(accounts.statusId, ACCOUNT_STATUSES.MERGED));
  return and(...conditions) as SQL;
}

/**
 * ORDER BY matching the index exactly, null placement included (the planner does not use NOT NULL to ignore
 * it): the updated/created indexes are DESC NULLS LAST, so ascending reads them backwards (ASC NULLS FIRST);
 * the id and name indexes are ascending with the default NULLS LAST.
 */
function orderBy(sort: AccountSort, order: SortOrder): SQL {
  const descendingIndex = sort === 'createdAt' || sort === 'updatedAt';
  const direction = order === 'asc' ? (descendingIndex ? 'asc nulls first' : 'asc nulls last') : descendingIndex ? 'desc nulls last' : 'desc nulls first';
  const dir = sql.raw(direction);
  const column: Record<AccountSort, SQL> = {
    accountId: sql`${accounts.id}`,
    accountName: lowerNameC,
    createdAt: sql`${accounts.createdAt}`,
    updatedAt: sql`${accounts.updatedAt}`,
  };
  return sort === 'accountId' ? sql`${accounts.id} ${dir}` : sql`${column[sort]} ${dir}, ${accounts.id} ${dir}`;
}

/**
 * Keyset paging of the account lists (issue 10): the rows after account `afterId` in the chosen order, as one
 * index range (a row comparison on the order's columns, which the order's index serves as an index condition).
 * The cursor is only the account id: its sort value is read from the account (an InitPlan, one primary-key probe),
 * so the app passes the id of the last row it shows. Accounts are never deleted; one whose sort value changed since
 * the page was read moves the cursor with it, as a row moving between offset pages would.
 */
export function keysetAfter(sort: AccountSort, order: SortOrder, afterId: number): SQL {
  const op = sql.raw(order === 'asc' ? '>' : '<');
  if (sort === 'accountId') return sql`${accounts.id} ${op} ${afterId}`;
  const column: Record<Exclude<AccountSort, 'accountId'>, SQL> = {
    accountName: lowerNameC,
    createdAt: sql`${accounts.createdAt}`,
    updatedAt: sql`${accounts.updatedAt}`,
  };
  // The subquery's FROM accounts shadows the outer table, so its column refers to the cursor's row.
  return sql`(${column[sort]}, ${accounts.id}) ${op} ((select ${column[sort]} from ${accounts} where ${accounts.id} = ${afterId}), ${afterId})`;
}

function unfilteredAccounts(filters: AccountSearchFilters): boolean {
  return !filters.q?.trim() && filters.cityId === undefined && filters.clientStatusId === undefined && filters.agentId === undefined;
}

/**
 * countAccountList's total as a scalar subquery when it is one brand counter (a whole brand, no filter, merged
 * accounts included), for the page query to carry; null otherwise.
 */
export function brandAccountTotalSql(scope: Scope, filters: AccountSearchFilters): SQL<number> | null {
  return scope.all && unfilteredAccounts(filters) && !filters.excludeMerged ? brandRowCountSql('account', scope.domainId) : null;
}

/** countAccountList counts this list with a cap (anything but a whole brand's unfiltered list, which has counters). */
export function accountListIsCounted(scope: Scope, filters: AccountSearchFilters): boolean {
  return !(scope.all && unfilteredAccounts(filters));
}

/**
 * The total a list of accounts shows (my-accounts, merge-accounts): a whole brand with no filter reads the
 * counters of list_counts (exact, constant time; merge screens leave merged accounts out); any other list is
 * counted with a cap (exact up to 10,000, then "10,000+").
 */
export async function countAccountList(tx: Tx, scope: Scope, filters: AccountSearchFilters): Promise<ListTotal> {
  if (scope.all && unfilteredAccounts(filters)) {
    if (!filters.excludeMerged) return brandRowCount(tx, 'account', scope.domainId);
    const [all, merged] = await Promise.all([
      brandRowCount(tx, 'account', scope.domainId),
      brandRowCount(tx, 'account', scope.domainId, [ACCOUNT_STATUSES.MERGED]),
    ]);
    return { totalCount: all.totalCount - merged.totalCount };
  }
  return cappedRowCount(tx, sql`select 1 from ${accounts} where ${accountSearchCondition(scope, filters)}`);
}

export async function countAccounts(tx: Tx, condition: SQL): Promise<number> {
  const [row] = await queryRows<{ total: number }>(tx, sql`select count(*)::int as total from ${accounts} where ${condition}`);
  return Number(row?.total ?? 0);
}

export type AccountSearchRow = {
  account_id: number;
  account_name: string;
  housing_profile_id: string | null;
  city_id: number | null;
  city_name: string | null;
  agent_id: number | null;
  agent_name: string | null;
  client_type_id: number;
  client_status_id: number;
  status_id: number;
  poc_contact_numbers: string[] | null;
  deal_value: string;
  collected_amount: string;
  closed_opportunities: number;
  active_opportunities: number;
  wallet_amount: string;
  created_at: Date | string;
  updated_at: Date | string;
  /** The list's total, when the page was asked to carry it (findAccountRows' `total`). */
  list_total?: number;
};

const ids = (list: readonly number[]) => sql.raw(list.join(', '));

/**
 * The account rows of a page (`page`: a CTE of the page's accounts, columns of `accounts` plus rn, its place
 * in the order), with their city, agent, active contacts' phones and opportunity figures. Only the page's rows
 * are aggregated. The page carries the account's own columns, so accounts is not joined a second time (a
 * few thousand rows joined back to accounts were a hash join over the whole table).
 * dealValue counts opportunities in the open and closed buckets (as totalAccountValue does; a lost one's packages
 * are left out); collectedAmount counts them all, from the approved payments that carry the account
 * (accountCollectedAmount); closedOpportunities is the closed bucket, activeOpportunities the open one.
 *
 * The figures come from account_list_figures (one primary-key probe per account; schema/accounts.ts, kept by the
 * triggers of migration 0044 in the same transaction as every change they count). An account without a row there
 * (written while seeding, before the seed's rebuild) is computed here from the tables, with the same definitions:
 * each one index-only range per account (opportunities_account_idx holds status and id, opm_account_idx the
 * mappings' opportunities and prices (accountDealValue), payments_account_approved_idx the approved amounts,
 * contacts_account_phones_idx the phones). The CASE evaluates those subqueries only for such an account, and the
 * opportunities range is gated the same way. Issue 10: a brand-wide page read about 1,300 buffers from the four
 * ranges per account, now about 490 (`npm run bench -- explain`, large seed, one probe of the figures' key a row).
 */
function accountRowsOfPage(tx: Tx, page: SQL, carried: { total?: SQL<number>; head?: SQL } = {}): Promise<AccountSearchRow[]> {
  const { total, head } = carried;
  const valueStatuses = ids([...STAGE_BUCKETS.open, ...STAGE_BUCKETS.closed]);
  // Prepared (one statement per shape): the plan cost about as much as the run on a brand-wide page. The constants
  // are literals, not parameters, so the generic plan can still use the partial index contacts_account_phones_idx.
  return queryRowsPrepared<AccountSearchRow>(
    tx,
    sql`with ${head ? sql`head as materialized (${head}), ` : sql``}page as (${page})
    select a.id as account_id, a.name as account_name, a.housing_profile_id, a.city_id, c.name as city_name,
      a.agent_id, nullif(trim(u.first_name || ' ' || u.last_name), '') as agent_name,
      a.client_type_id, a.client_status_id, a.status_id, a.wallet_amount::text as wallet_amount,
      a.created_at, a.updated_at,
      case when f.account_id is not null then f.poc_contact_numbers else
        (select array_agg(ct.phone order by ct.id) from contacts ct
          where ct.account_id = a.id and ct.active and ct.phone is not null
            and (ct.contact_type_id <> ${sql.raw(String(CHILD_POINT_OF_CONTACT_TYPE_ID))} or ct.is_verified)) end as poc_contact_numbers,
      (case when f.account_id is not null then f.deal_value else coalesce(${accountDealValue(sql`a.id`, sql`opp.value_ids`)}, 0) end)::numeric(14,2)::text as deal_value,
      case when f.account_id is not null then f.collected_amount::text else ${accountCollectedAmount(sql`a.id`)} end as collected_amount,
      coalesce(f.closed_opportunities, opp.closed_opportunities, 0)::int as closed_opportunities,
      coalesce(f.active_opportunities, opp.active_opportunities, 0)::int as active_opportunities${head ? sql`, head.total as list_total` : total ? sql`, ${total} as list_total` : sql``}
    from ${head ? sql`head left join page a on true` : sql`page a`}
    left join cities c on c.id = a.city_id
    left join users u on u.id = a.agent_id
    left join account_list_figures f on f.account_id = a.id
    left join lateral (
      select count(*) filter (where ao.status_id in (${ids(STAGE_BUCKETS.closed)})) as closed_opportunities,
        count(*) filter (where ao.status_id in (${ids(STAGE_BUCKETS.open)})) as active_opportunities,
        coalesce(array_agg(ao.id) filter (where ao.status_id in (${valueStatuses})), '{}') as value_ids
      from opportunities ao where ao.account_id = a.id and f.account_id is null
    ) opp on true
    order by a.rn`,
    // Its two timestamps and the phones come as ISO strings and a plain array (db/lean-row-types.ts).
    { leanRows: true },
  );
}

/** The columns of accounts a result row shows (qualified, so `condition` and the order can refer to accounts). */
const pageColumns = sql`${accounts.id} as id, ${accounts.name} as name, ${accounts.housingProfileId} as housing_profile_id,
  ${accounts.cityId} as city_id, ${accounts.agentId} as agent_id, ${accounts.clientTypeId} as client_type_id,
  ${accounts.clientStatusId} as client_status_id, ${accounts.statusId} as status_id, ${accounts.walletAmount} as wallet_amount,
  ${accounts.createdAt} as created_at, ${accounts.updatedAt} as updated_at`;

/**
 * One page of accounts: an index range in the chosen order (see orderBy), then each row's figures. `total` (a scalar
 * subquery, e.g. brandRowCountSql): every row also carries it as list_total, so the list's total comes in the same
 * round trip (none when the page is empty).
 */
export async function findAccountRows(
  tx: Tx,
  condition: SQL,
  page: { sort: AccountSort; order: SortOrder; limit: number; offset: number; total?: SQL<number> },
): Promise<AccountSearchRow[]> {
  const order = orderBy(page.sort, page.order);
  return accountRowsOfPage(
    tx,
    sql`select ${pageColumns}, row_number() over (order by ${order}) as rn
      from ${accounts} where ${condition}
      order by ${order}
      ${pageWindowSql(page.limit, page.offset)}`,
    { ...(page.total ? { total: page.total } : {}) },
  );
}

/**
 * A counted list's page (accountListIsCounted): the ids of the page's accounts (`condition`, in the chosen order, as
 * findAccountRows picks them) and the list's total (`filtered`, counted as cappedRowCount counts: exact up to
 * COUNT_CAP, then "10,000+"), as one row (`total`, `ids`: two index ranges, no row of the page read), the head of
 * findAccountPageWithHead, whose statement keeps one generic plan; the page query with the rows' figures and the
 * ORDER BY in it was planned again on every request (its generic plan priced above the custom one: planning as long as the run).
 */
export function accountIdsAndCountSql(filtered: SQL, condition: SQL, page: { sort: AccountSort; order: SortOrder; limit: number; offset: number }): SQL {
  return sql`select (select count(*) from (select 1 from ${accounts} where ${filtered} limit ${sql.raw(String(COUNT_CAP + 1))}) capped)::int as total,
      array(select ${accounts.id} from ${accounts} where ${condition} order by ${orderBy(page.sort, page.order)} ${pageWindowSql(page.limit, page.offset)}) as ids`;
}

/** The ids of the matching accounts in the chosen order, at most `limit` (an index range; no row is read). */
export async function findAccountIds(tx: Tx, condition: SQL, page: { sort: AccountSort; order: SortOrder; limit: number }): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`select ${accounts.id} as id from ${accounts} where ${condition} order by ${orderBy(page.sort, page.order)} limit ${page.limit}`,
  );
  return rows.map((r) => Number(r.id));
}

/**
 * The rows of the given accounts in the given order, those still matching `condition` (a row changed since its
 * id was read is shown as it is now, and left out if it no longer matches, e.g. moved out of scope).
 */
export async function findAccountRowsByIds(tx: Tx, condition: SQL, accountIds: readonly number[]): Promise<AccountSearchRow[]> {
  if (accountIds.length === 0) return [];
  return accountRowsOfPage(
    tx,
    sql`select ${pageColumns}, listed.rn
      from unnest(${`{${accountIds.join(',')}}`}::int[]) with ordinality as listed(id, rn)
      join ${accounts} on ${accounts.id} = listed.id
      where ${condition}`,
  );
}

/**
 * A whole brand's page in one statement (one round trip, where the page's ids and its rows took two): `head` answers
 * one row, the list's `total` and the page's `ids` in order (accountIdsAndCountSql, ranked-search.ts rankedSearchHead),
 * and the rows are those accounts still matching `condition`, with their figures (accountRowsOfPage), in that order.
 * `pageUnless`: when the head says so (e.g. a ranked head past its cap, whose ids are not the page's), no row is read
 * and only the total comes back. Prepared: its text has one shape per kind of list (the brand is a parameter).
 */
export async function findAccountPageWithHead(tx: Tx, head: SQL, condition: SQL, pageUnless?: SQL): Promise<{ total: number; rows: AccountSearchRow[] }> {
  const rows = await accountRowsOfPage(
    tx,
    sql`select ${pageColumns}, listed.rn
      from head cross join lateral unnest(head.ids) with ordinality as listed(id, rn)
      join ${accounts} on ${accounts.id} = listed.id
      where ${condition}${pageUnless ? sql` and not (${pageUnless})` : sql``}`,
    { head },
  );
  // The head's row comes back alone (no account: every column of the page null) when the page is empty.
  const first = rows[0] as (Omit<AccountSearchRow, 'account_id'> & { account_id: number | null }) | undefined;
  return { total: Number(first?.list_total ?? 0), rows: first?.account_id === null ? [] : rows };
}

import { and, sql, type SQL } from 'drizzle-orm';
import { COUNT_CAP } from '../../../domain/paging/paged';
import { isoTime } from '../../db/lean-row-types';
import { ACCOUNT_SEARCH_PAGE_SIZE } from '../../../domain/reference/limits';
import { rankedSearchCappedIds, rankedSearchHead, rankedSearchPage } from '../../shared/sql/ranked-search';
import type { ServiceContext } from '../../shared/http/service-context';
import {
  accountListIsCounted,
  accountSearchCondition,
  brandAccountTotalSql,
  countAccountList,
  accountIdsAndCountSql,
  findAccountPageWithHead,
  findAccountRows,
  findAccountRowsByIds,
  rankedAccountSearch,
  keysetAfter,
  type AccountSearchFilters,
  type AccountSearchRow,
  type SortOrder,
} from './account-search.repo';
import type { AccountSort } from '../../../domain/accounts/account-query';
import type { AccountSearchResult, Paged } from '../../../domain/accounts/account-views';

export type { AccountSearchResult, Paged };

/** `after` (keyset, optional): the id of the last account of the previous page; the same rows as `page` gives. */
export type AccountSearchParams = AccountSearchFilters & { sort?: AccountSort; order?: SortOrder; page?: number; after?: number | undefined };

export function presentSearchRow(row: AccountSearchRow): AccountSearchResult {
  return {
    accountId: Number(row.account_id),
    accountName: row.account_name,
    housingProfileId: row.housing_profile_id,
    cityId: row.city_id,
    cityName: row.city_name,
    agentId: row.agent_id,
    agentName: row.agent_name,
    pocContactNumbers: row.poc_contact_numbers ?? [],
    dealValue: Number(row.deal_value),
    collectedAmount: Number(row.collected_amount),
    closedOpportunities: Number(row.closed_opportunities),
    activeOpportunities: Number(row.active_opportunities),
    clientTypeId: row.client_type_id,
    clientStatusId: row.client_status_id,
    statusId: row.status_id,
    createdAt: isoTime(row.created_at),
    updatedAt: isoTime(row.updated_at),
    accountWalletAmount: Number(row.wallet_amount),
  };
}

/**
 * my-accounts search: the user's scope only, 100 rows a page (spec 000 §9), most recently updated first. With q and no
 * sort chosen, ranked (rankedAccountSearch): pages are by offset into the bounded matches (`after` does not apply).
 */
export async function searchAccounts(ctx: ServiceContext, params: AccountSearchParams): Promise<Paged<AccountSearchResult>> {
  const page = params.page ?? 0;
  const size = ACCOUNT_SEARCH_PAGE_SIZE;
  const q = params.q?.trim();
  if (q && params.sort === undefined) {
    // Typed into the search box and no column chosen to sort by: the best matches first (issue 55).
    const ranked = { ...rankedAccountSearch(ctx.scope, params, q), page, size };
    const matching = accountSearchCondition(ctx.scope, params);
    if (ranked.prepared) {
      // A whole brand: the ranked ids and their rows in one statement; past the cap the head's ids are not the page's.
      const { total, rows } = await findAccountPageWithHead(ctx.tx, rankedSearchHead(ranked), matching, sql`head.total > ${sql.raw(String(COUNT_CAP))}`);
      if (total <= COUNT_CAP) return { results: rows.map(presentSearchRow), totalCount: total, page, size };
      const capped = await findAccountRowsByIds(ctx.tx, matching, await rankedSearchCappedIds(ctx.tx, ranked));
      return { results: capped.map(presentSearchRow), totalCount: total, totalCapped: true, page, size };
    }
    const { ids, total } = await rankedSearchPage(ctx.tx, ranked);
    const rows = await findAccountRowsByIds(ctx.tx, matching, ids);
    return { results: rows.map(presentSearchRow), ...total, page, size };
  }
  const sort = params.sort ?? 'updatedAt';
  const order = params.order ?? 'desc';
  const filtered = accountSearchCondition(ctx.scope, params);
  // With a keyset cursor the page is read from the index after that row (no offset to walk), else by offset.
  const condition = params.after === undefined ? filtered : (and(filtered, keysetAfter(sort, order, params.after)) as SQL);
  const offset = params.after === undefined ? page * size : 0;
  // A whole brand's unfiltered total is a counter: the page's rows carry it (one round trip instead of two); it is
  // asked for on its own only when the page is empty.
  const brandTotal = brandAccountTotalSql(ctx.scope, params);
  if (brandTotal) {
    const rows = await findAccountRows(ctx.tx, condition, { sort, order, limit: size, offset, total: brandTotal });
    const total = rows[0] ? { totalCount: Number(rows[0].list_total) } : await countAccountList(ctx.tx, ctx.scope, params);
    // As below: no rows on a page past the total (a keyset page too).
    return { results: total.totalCount > page * size ? rows.map(presentSearchRow) : [], ...total, page, size };
  }
  if (ctx.scope.all && !q && accountListIsCounted(ctx.scope, params)) {
    // A whole brand's counted list (a city, a status, an owner): the page's ids and the capped total in one statement,
    // then the page's rows (findAccountIdsAndCount). Not for a book (its scope's text varies with the team and its
    // generic plan cost more), nor for a name with a chosen sort (a LIKE pattern as a parameter has no generic range).
    // The page's ids, the capped total and the page's rows in one statement (findAccountPageWithHead). As below: a capped
    // total only says "more than 10,000"; a page past an exact total has no rows (a keyset page too).
    const head = accountIdsAndCountSql(filtered, condition, { sort, order, limit: size, offset });
    const pastTotal = sql`head.total <= ${sql.raw(String(COUNT_CAP))} and head.total <= ${sql.raw(String(page * size))}`;
    const { total, rows } = await findAccountPageWithHead(ctx.tx, head, filtered, pastTotal);
    return { results: rows.map(presentSearchRow), ...(total > COUNT_CAP ? { totalCount: total, totalCapped: true } : { totalCount: total }), page, size };
  }
  const total = await countAccountList(ctx.tx, ctx.scope, params);
  // A capped total only says "more than 10,000": a page past it is read (and is empty when nothing is there).
  const rows = total.totalCapped || total.totalCount > page * size ? await findAccountRows(ctx.tx, condition, { sort, order, limit: size, offset }) : [];
  return { results: rows.map(presentSearchRow), ...total, page, size };
}

// my-opportunities and opportunity-search: opportunities in scope, newest id first, a table page at a time.
import { and, eq, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { MATCH_RANK, nameWords } from '../../../domain/search/match-rank';
import { STAGE_BUCKETS, type StageBucket } from '../../../domain/opportunities/statuses';
import { queryRowsPrepared, type Tx } from '../../db/client';
import { isoTime } from '../../db/lean-row-types';
import { wordSearchPage } from '../../shared/sql/word-search';
import { accounts, opportunities, opportunityNameWords, opportunityPackageMappings, users } from '../../db/schema/index';
import { opportunityInScope, opportunityInScopeForPage, type Scope } from '../../scope/scope';
import { opportunityCollectedAmount, opportunityDealValue } from '../../shared/sql/deal-value.sql';
import type { ServiceContext } from '../../shared/http/service-context';
import { userDisplayName } from '../../shared/sql/user-names.sql';
import { brandRowCount, brandRowCountSql, cappedRowCount, type ListTotal } from '../../shared/sql/list-counts';
import { type KeysetPageRequest, type Paged } from '../../shared/http/paged';
import { nameMatchRankSql, prefixPattern, rankLiteral } from '../../shared/sql/match-rank.sql';
import { rankedSearchPage, type RankedSearch } from '../../shared/sql/ranked-search';
import { pageWindowSql } from '../../shared/http/page-window';
import { presentOpportunityListRow, type OpportunityListRow } from '../../../domain/opportunities/opportunity-list-row';

export type OpportunitySearch = KeysetPageRequest & {
  q?: string | undefined;
  statusId?: number | undefined;
  bucket?: StageBucket | undefined;
  ownerId?: number | undefined;
  accountId?: number | undefined;
  /** my-opportunities: only those the signed-in user owns. */
  mine?: boolean | undefined;
  /** `rejected`: a package's discount was rejected and not sent again (the deal waits on its owner; home's queue). */
  discount?: 'rejected' | undefined;
};

export type OpportunityRowDto = OpportunityListRow;

/** The opportunity id q also names (a number of at most 9 digits), or null. */
function opportunityIdTyped(q: string): number | null {
  return /^\d{1,9}$/.test(q) ? Number(q) : null;
}

/**
 * The opportunity's name has a word starting with each word typed (domain/search/match-rank.ts wordsMatch), from
 * opportunity_name_words (migration 0058): each word typed a probe of the opportunity's own words (the primary key),
 * or, as the planner chooses, one range of opportunity_name_words_domain_word_idx joined to the opportunities.
 */
function nameWordsMatch(domainId: number, q: string): SQL {
  const typed = nameWords(q);
  if (typed.length === 0) return sql`false`;
  return and(
    ...typed.map(
      (word) => sql`exists (select 1 from ${opportunityNameWords} w where w.opportunity_id = ${opportunities.id}
        and w.domain_id = ${domainId} and (w.word collate "C") like ${prefixPattern(word)})`,
    ),
  ) as SQL;
}

/** `inScope`: opportunityInScopeForPage for the page (ids in scope first), opportunityInScope for the count. */
function searchConditions(ctx: ServiceContext, search: OpportunitySearch, inScope: (scope: Scope) => SQL): SQL {
  // The caller's own opportunities are always in their scope (scope holds the caller), so mine=true needs only
  // the brand: a plain owner condition the planner can serve from opportunities_owner_id_idx.
  const conditions: SQL[] = [search.mine ? eq(opportunities.domainId, ctx.scope.domainId) : inScope(ctx.scope)];
  const q = search.q?.trim();
  if (q) {
    const byName = nameWordsMatch(ctx.scope.domainId, q);
    const id = opportunityIdTyped(q);
    conditions.push(id !== null ? (or(eq(opportunities.id, id), byName) as SQL) : byName);
  }
  if (search.statusId !== undefined) conditions.push(eq(opportunities.statusId, search.statusId));
  if (search.bucket) conditions.push(inArray(opportunities.statusId, [...STAGE_BUCKETS[search.bucket]]));
  if (search.ownerId !== undefined) conditions.push(eq(opportunities.ownerId, search.ownerId));
  if (search.accountId !== undefined) conditions.push(eq(opportunities.accountId, search.accountId));
  if (search.mine) conditions.push(eq(opportunities.ownerId, ctx.user.id));
  // A rejection sets the mapping's state to Rejected (approval-processing); sending it again sets it pending.
  if (search.discount === 'rejected') {
    conditions.push(sql`exists (select 1 from ${opportunityPackageMappings} m where m.opportunity_id = ${opportunities.id} and m.discount_approved = 'Rejected')`);
  }
  return and(...conditions) as SQL;
}

/**
 * The total the list shows. A whole brand filtered by nothing but a bucket or a status reads the counters of
 * list_counts (exact, constant time); any other list is counted with a cap (exact up to 10,000, then "10,000+").
 */
async function countOpportunityList(ctx: ServiceContext, search: OpportunitySearch): Promise<ListTotal> {
  const statusIds = brandCounterStatuses(ctx, search);
  if (statusIds !== null) return brandRowCount(ctx.tx, 'opportunity', ctx.scope.domainId, statusIds);
  return cappedRowCount(ctx.tx, sql`select 1 from ${opportunities} where ${searchConditions(ctx, search, opportunityInScope)}`);
}

/** The statuses whose brand counters give the total (undefined: all), or null when the list is not counted that way. */
function brandCounterStatuses(ctx: ServiceContext, search: OpportunitySearch): readonly number[] | undefined | null {
  const unfiltered = !search.q?.trim() && search.ownerId === undefined && search.accountId === undefined && !search.mine && !search.discount;
  if (!ctx.scope.all || !unfiltered) return null;
  const bucket: readonly number[] | undefined = search.bucket ? STAGE_BUCKETS[search.bucket] : undefined;
  return search.statusId === undefined ? bucket : bucket && !bucket.includes(search.statusId) ? [] : [search.statusId];
}

/**
 * Sorted by opportunity id descending (spec 000 §2). The page's ids are collected first from opportunities alone
 * (filters, order, LIMIT/OFFSET), then only those rows are joined and their figures computed. For a whole brand
 * that id query is an index-only scan in id order (opportunities_domain_id_status_idx, or
 * opportunities_domain_status_id_idx for one status); the plain query read the heap row by row through
 * opportunities_id_desc_idx and skipped the other brand's rows (45,000 of them on the large seed). The join to
 * accounts is left out of the id query: accounts are never deleted (merged ones stay), and the count has
 * never joined them either.
 * `after` (keyset): the id of the last row of the previous page; the page is then the ids below it, one index range
 * whatever the depth (an offset walks and drops every row of the pages before). Same rows as the offset page.
 */
export async function searchOpportunities(ctx: ServiceContext, search: OpportunitySearch): Promise<Paged<OpportunityRowDto>> {
  const q = search.q?.trim();
  if (q) return searchOpportunitiesByName(ctx, search, q);
  const pageCondition =
    search.after === undefined
      ? searchConditions(ctx, search, opportunityInScopeForPage)
      : (and(searchConditions(ctx, search, opportunityInScopeForPage), lt(opportunities.id, search.after)) as SQL);
  // Raw, not the query builder: its .limit() is always a parameter (shared/page-window.ts).
  const pageIds = sql`select ${opportunities.id} from ${opportunities} where ${pageCondition}
    order by ${opportunities.id} desc nulls last ${pageWindowSql(search.size, search.after === undefined ? search.page * search.size : 0)}`;
  const counterStatuses = brandCounterStatuses(ctx, search);
  const counterTotal = counterStatuses === null || counterStatuses?.length === 0 ? null : brandRowCountSql('opportunity', ctx.scope.domainId, counterStatuses);
  // The inner FROM opportunities shadows the outer table, so the conditions refer to the inner rows.
  const rows = await opportunityRows(ctx, sql`${opportunities.id} = any(array(${pageIds}))`, counterTotal);
  const carried = rows[0] && 'listTotal' in rows[0] ? Number(rows[0].listTotal) : undefined;
  const total = carried === undefined ? await countOpportunityList(ctx, search) : { totalCount: carried };
  return { results: rows.map(presentRow), ...total, page: search.page, size: search.size };
}

function presentRow(r: OpportunityRowRead): OpportunityRowDto {
  return presentOpportunityListRow({
    ...r,
    dealValue: Number(r.dealValue),
    collectedAmount: Number(r.collectedAmount),
    createdAt: isoTime(r.createdAt),
    updatedAt: isoTime(r.updatedAt),
  });
}

/**
 * A search by the words of the name (issue 55): ranked, the whole name first, then names that start with it, then
 * the others (a word of the name starts with each word typed; domain/search/match-rank.ts opportunityMatchRank),
 * each newest first (the list's order). A whole brand searched for one word, with no other filter, is answered from
 * opportunity_name_words alone (opportunityWordSearchPage); any other search reads the matches in scope once, at most 10,001
 * (shared/ranked-search.ts), for both the total and the page. A list of more shows "10,000+", its best matches and
 * then the newest of the others. `after` (a keyset cursor in id order) does not apply to a ranked list: its pages are
 * by offset into the bounded matches.
 */
async function searchOpportunitiesByName(ctx: ServiceContext, search: OpportunitySearch, q: string): Promise<Paged<OpportunityRowDto>> {
  // A number typed is also the id (searchConditions): that opportunity is the best match.
  const id = opportunityIdTyped(q);
  const typed = nameWords(q);
  const oneWord = typed.length === 1 && typed[0] === q.toLowerCase();
  const unfiltered = search.statusId === undefined && !search.bucket && search.ownerId === undefined && search.accountId === undefined && !search.mine && !search.discount;
  const { ids, total } =
    ctx.scope.all && oneWord && unfiltered
      ? await opportunityWordSearchPage(ctx.tx, { domainId: ctx.scope.domainId, word: typed[0] as string, id, page: search.page, size: search.size })
      : await rankedSearchPage(ctx.tx, rankedNameSearch(ctx, search, q, id));
  const rows = ids.length === 0 ? [] : await opportunityRows(ctx, sql`${opportunities.id} = any(${`{${ids.join(',')}}`}::int[])`, null);
  const place = new Map(ids.map((id, i) => [id, i]));
  rows.sort((a, b) => (place.get(a.id) ?? 0) - (place.get(b.id) ?? 0));
  return { results: rows.map(presentRow), ...total, page: search.page, size: search.size };
}

/** Any word search but opportunityWordSearchPage's: the matches read from the opportunities, ranked by their names. */
function rankedNameSearch(ctx: ServiceContext, search: OpportunitySearch, q: string, id: number | null): RankedSearch {
  // Every match holds the words typed; those whose name does not hold the text as typed rank with the others.
  const byName = sql<number>`coalesce(${nameMatchRankSql(sql`${opportunities.name}`, q)}, ${rankLiteral(MATCH_RANK.contains)})`;
  const startsWith = sql`${opportunities.name} ilike ${prefixPattern(q)}`;
  return {
    table: sql`${opportunities}`,
    columns: sql`${opportunities.id} as id`,
    matching: searchConditions(ctx, search, opportunityInScope),
    best: id === null ? startsWith : sql`(${opportunities.id} = ${id} or ${startsWith})`,
    rank: id === null ? byName : sql<number>`(case when ${opportunities.id} = ${id} then ${rankLiteral(MATCH_RANK.exact)} else ${byName} end)`,
    order: sql.raw('id desc'),
    page: search.page,
    size: search.size,
  };
}

/**
 * One word typed over a whole brand, from opportunity_name_words alone (shared/word-search.ts); past the cap the
 * others are the brand's opportunities newest first, each checked against its own words.
 */
function opportunityWordSearchPage(tx: Tx, search: { domainId: number; word: string; id: number | null; page: number; size: number }) {
  return wordSearchPage(tx, {
    ...search,
    words: { table: sql`${opportunityNameWords}`, id: sql.raw('opportunity_id') },
    typedId:
      search.id === null ? null : sql`select id from ${opportunities} where id = ${search.id} and domain_id = ${search.domainId}`,
    newest: (pattern) => sql`select o.id from ${opportunities} o where o.domain_id = ${search.domainId}
      and exists (select 1 from ${opportunityNameWords} w where w.opportunity_id = o.id and (w.word collate "C") like ${pattern})
      order by o.id desc nulls last`,
  });
}

/** A row of opportunityRows as read (money as text; the times as ISO text on PostgreSQL, Dates on PGlite). */
type OpportunityRowRead = Omit<OpportunityListRow, 'kind' | 'dealValue' | 'pendingCollectionAmount' | 'createdAt' | 'updatedAt'> & {
  kind: string;
  dealValue: string;
  collectedAmount: string;
  createdAt: Date | string;
  updatedAt: Date | string;
  listTotal?: number | string;
};

/**
 * The list's rows of the opportunities `where` picks, newest first, each carrying `listTotal` when given. Raw SQL as a
 * named prepared statement (db/client.ts queryRowsPrepared: its planning cost more than its run), with its times read
 * as ISO text (leanRows): the query builder built the statement twice a request and made a Date of every time.
 */
async function opportunityRows(ctx: ServiceContext, where: SQL, counterTotal: SQL<number> | null): Promise<OpportunityRowRead[]> {
  return queryRowsPrepared<OpportunityRowRead>(
    ctx.tx,
    sql`select ${opportunities.id} as "id", ${opportunities.name} as "name", ${opportunities.typeId} as "typeId", ${opportunities.kind} as "kind",
      ${opportunities.accountId} as "accountId", ${accounts.name} as "accountName", ${opportunities.statusId} as "statusId",
      ${opportunities.ownerId} as "ownerId", ${userDisplayName()} as "ownerName", ${opportunityDealValue(opportunities.id)} as "dealValue",
      ${opportunityCollectedAmount(opportunities.id)} as "collectedAmount", ${opportunities.createdAt} as "createdAt",
      ${opportunities.updatedAt} as "updatedAt", ${opportunities.rowClass} as "rowClass"${counterTotal ? sql`, ${counterTotal} as "listTotal"` : sql``}
    from ${opportunities}
    inner join ${accounts} on ${accounts.id} = ${opportunities.accountId}
    left join ${users} on ${users.id} = ${opportunities.ownerId}
    where ${where}
    order by ${opportunities.id} desc nulls last`,
    // NULLS LAST as the indexes are built (plain DESC is NULLS FIRST and could not use opportunities_owner_id_idx or
    // opportunities_domain_id_status_idx for the order). id is never null. A brand counter's total rides on every row
    // (one round trip instead of two); the list asks for it on its own when the page is empty or counted another way.
    { leanRows: true },
  );
}

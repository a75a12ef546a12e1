import { sql, type SQL } from 'drizzle-orm';
import { COUNT_CAP } from '../../../domain/paging/paged';
import { queryRows, queryRowsPrepared, type Tx } from '../../db/client';
import type { ListTotal } from './list-counts';
import { pageWindowSql } from '../http/page-window';

/**
 * A search a person types into (issue 55), as one table's rows: `matching` the rows in the user's scope that match
 * what was typed, `rank` how well each matches (domain/search/match-rank.ts: better first), `order` the list's own
 * order among equal ranks (column names as `columns` selects them, e.g. `id desc`), `best` the rows ranked above the
 * worst rank (those a capped list must not miss).
 */
export type RankedSearch = {
  table: SQL;
  /** The columns `order` needs, the id first and named `id` (e.g. `accounts.id as id, accounts.updated_at as updated_at`). */
  columns: SQL;
  /** The matching rows (their rank is `rank`). */
  matching: SQL;
  /**
   * The same rows as `matching`, as parts each read on its own (its own index range, e.g. index-only), each with a
   * rank that uses only what its range holds; a row two parts pick takes its best rank there.
   */
  parts?: readonly { where: SQL; rank: SQL<number> }[];
  best: SQL;
  rank: SQL<number>;
  order: SQL;
  page: number;
  size: number;
  /**
   * The first statement as a named prepared statement (db/client.ts queryRowsPrepared): for a search whose text has
   * one shape per kind of input (e.g. a whole brand's, whose scope is one parameter) and whose ranges are comparisons
   * a generic plan can read from an index (match-rank.sql.ts startsWithSql), not a LIKE pattern given as a parameter.
   */
  prepared?: boolean;
};

/**
 * The ids of one page of a ranked search and the list's total, bounded: the matches are read at most COUNT_CAP + 1
 * times (the total is then "10,000+", as the lists count), once for both the total and the page (one statement).
 * When more match, the page is drawn from every best-ranked match (up to the cap) and the newest (list order) of the
 * others, as many as the pages up to this one need: the same rows as ranking every match, read from two bounded
 * index ranges instead of all of them.
 */
export async function rankedSearchPage(tx: Tx, search: RankedSearch): Promise<{ ids: number[]; total: ListTotal }> {
  const [first] = await (search.prepared ? queryRowsPrepared : queryRows)<{ total: number; ids: number[] | string }>(tx, rankedSearchHead(search));
  const totalCount = Number(first?.total ?? 0);
  if (totalCount <= COUNT_CAP) return { ids: parseIds(first?.ids), total: { totalCount } };
  return { ids: await rankedSearchCappedIds(tx, search), total: { totalCount, totalCapped: true } };
}

/**
 * rankedSearchPage's first statement: one row, `total` (the matches, read at most COUNT_CAP + 1 times) and `ids` (the
 * page's, in rank order; the right page only while total is at most COUNT_CAP, see rankedSearchCappedIds).
 */
export function rankedSearchHead(search: RankedSearch): SQL {
  const window = pageWindowSql(search.size, search.page * search.size);
  const cap = sql.raw(String(COUNT_CAP + 1));
  const matches = search.parts
    ? sql`select distinct on (id) * from (${sql.join(
        search.parts.map((part) => sql`(select ${search.columns}, ${part.rank} as match_rank from ${search.table} where ${part.where} limit ${cap})`),
        sql` union all `,
      )}) parts order by id, match_rank`
    : sql`select ${search.columns}, ${search.rank} as match_rank from ${search.table} where ${search.matching}`;
  return sql`with m as materialized (${matches} limit ${cap})
      select (select count(*) from m)::int as total, array(select id from m order by match_rank, ${search.order} ${window}) as ids`;
}

/** The page's ids past COUNT_CAP matches: every best-ranked match (up to the cap) and the newest of the others. */
export async function rankedSearchCappedIds(tx: Tx, search: RankedSearch): Promise<number[]> {
  const window = pageWindowSql(search.size, search.page * search.size);
  const cap = sql.raw(String(COUNT_CAP + 1));
  const [capped] = await queryRows<{ ids: number[] | string }>(
    tx,
    sql`with m as (
        (select ${search.columns}, ${search.rank} as match_rank from ${search.table} where ${search.matching} and (${search.best}) limit ${cap})
        union all
        (select ${search.columns}, ${search.rank} as match_rank from ${search.table} where ${search.matching} and (${search.best}) is not true
          order by ${search.order} limit ${sql.raw(String((search.page + 1) * search.size))}))
      select array(select id from m order by match_rank, ${search.order} ${window}) as ids`,
  );
  return parseIds(capped?.ids);
}

/** An int[] as node-postgres (an array) or PGlite (an array, or '{1,2}' text) answers it. */
export function parseIds(ids: number[] | string | undefined): number[] {
  if (ids === undefined) return [];
  if (typeof ids === 'string') return ids === '{}' ? [] : ids.slice(1, -1).split(',').map(Number);
  return ids.map(Number);
}

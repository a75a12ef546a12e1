import { sql, type SQL } from 'drizzle-orm';
import { COUNT_CAP } from '../../../domain/paging/paged';
import { MATCH_RANK } from '../../../domain/search/match-rank';
import { queryRows, queryRowsPrepared, type Tx } from '../../db/client';
import type { ListTotal } from './list-counts';
import { prefixPattern, rankLiteral, startsWithSql } from './match-rank.sql';
import { pageWindowSql } from '../http/page-window';

/** The word rows a word search reads at most before it counts the rest another way (a row may hold a word twice over). */
const WORD_ROWS_READ = 2 * (COUNT_CAP + 1);

export type WordSearch = {
  /**
   * A table of words (issue 55): (`id`, domain_id, word, place), place 0 the word is the whole text, 1 it starts it,
   * 2 elsewhere; indexed on (domain_id, place, word collate "C", id).
   */
  words: { table: SQL; id: SQL };
  domainId: number;
  /** One word as domain/search/match-rank.ts nameWords gives it. */
  word: string;
  /** The ids of the record typed by its id (a SELECT of one column), listed first; null when none was. */
  typedId: SQL | null;
  /**
   * The ids of the matches newest first (a SELECT of one column, read as far as the page needs: an index in that
   * order, no sort): the list past the cap. `pattern` is the word's LIKE pattern.
   */
  newest: (pattern: string) => SQL;
  page: number;
  size: number;
};

/**
 * One word typed over a whole brand (issue 55), from a table of words alone: the rows of the word's range, place by
 * place (the whole text, its start, elsewhere: best first), at most WORD_ROWS_READ of them, index-only; the records
 * they name are the matches, each ranked by its best place (domain/search/match-rank.ts), then newest first. One
 * statement answers the capped total and the page's ids; no record is read. Past the cap the page is the best
 * matches read and then the newest of the others (`newest`). In the rare list where the rows read were all records
 * holding the word twice or more (more rows than WORD_ROWS_READ for at most COUNT_CAP records), every row is read.
 */
export async function wordSearchPage(tx: Tx, search: WordSearch): Promise<{ ids: number[]; total: ListTotal }> {
  const pattern = prefixPattern(search.word);
  const { table, id } = search.words;
  const exact = rankLiteral(MATCH_RANK.exact);
  // Each place's range yields its ids already ranked (no word is carried further); the word's start is a range of two
  // comparisons (startsWithSql), so the statement is prepared once and its generic plan still reads the index.
  const rankOfPlace = [sql`case when word = ${search.word} then ${exact} else ${rankLiteral(MATCH_RANK.prefix)} end`, rankLiteral(MATCH_RANK.prefix), rankLiteral(MATCH_RANK.contains)];
  const ranges = (places: number) =>
    sql.join(
      rankOfPlace.slice(0, places).map(
        (rank, place) => sql`(select ${id} as id, ${rank} as r from ${table} where domain_id = ${search.domainId} and place = ${sql.raw(String(place))}
          and ${startsWithSql(sql.raw('(word collate "C")'), search.word)})`,
      ),
      sql` union all `,
    );
  const typed = (extra: SQL) => (search.typedId === null ? sql`` : sql` union all select id, ${exact}${extra} from (${search.typedId}) t(id)`);
  const window = pageWindowSql(search.size, search.page * search.size);
  // m: each record once, its best rank and how many of the rows read name it (their sum: the rows read).
  const read = async (limit: number | null) => {
    const [row] = await queryRowsPrepared<{ rows: number; total: number; ids: number[] | string }>(
      tx,
      sql`with m as materialized (select id, min(r) as match_rank, sum(n) as n from (
          select id, r, 1 as n from (${ranges(3)}${limit === null ? sql`` : sql` limit ${sql.raw(String(limit))}`}) w${typed(sql`, 0`)}) r group by id)
        select t.rows, t.total, array(select id from m order by match_rank, id desc ${window}) as ids
        from (select coalesce(sum(n), 0)::int as rows, count(*)::int as total from m) t`,
    );
    return { rows: Number(row?.rows ?? 0), total: Number(row?.total ?? 0), ids: parseIdArray(row?.ids) };
  };
  const first = await read(WORD_ROWS_READ);
  if (first.total <= COUNT_CAP) {
    const all = first.rows < WORD_ROWS_READ ? first : await read(null);
    if (all.total <= COUNT_CAP) return { ids: all.ids, total: { totalCount: all.total } };
  }
  const cap = sql.raw(String(COUNT_CAP + 1));
  // The others leave the best out with NOT IN (a hashed subplan; ids are never null), not NOT EXISTS: as an anti-join
  // it made the planner hash every word of the brand (a parallel scan of 3.5 million rows, 830 ms on the large seed)
  // where the newest read in id order stop at the page (0.3 ms).
  const [row] = await queryRows<{ ids: number[] | string }>(
    tx,
    sql`with best as materialized (select id, min(r) as match_rank from (select id, r from (${ranges(2)} limit ${cap}) w${typed(sql``)}) r group by id),
      others as (select n.id, ${rankLiteral(MATCH_RANK.contains)} as match_rank from (${search.newest(pattern)}) n(id)
        where n.id not in (select b.id from best b) limit ${sql.raw(String((search.page + 1) * search.size))})
      select array(select id from (select * from best union all select * from others) m order by match_rank, id desc ${window}) as ids`,
  );
  return { ids: parseIdArray(row?.ids), total: { totalCount: COUNT_CAP + 1, totalCapped: true } };
}

/** An int[] as node-postgres (an array) or PGlite (an array, or '{1,2}' text) answers it. */
function parseIdArray(ids: number[] | string | undefined): number[] {
  if (ids === undefined) return [];
  if (typeof ids === 'string') return ids === '{}' ? [] : ids.slice(1, -1).split(',').map(Number);
  return ids.map(Number);
}

// The opportunity picker's third rank (issue 55): the names a word of which, past the name's start, begins with what
// was typed (domain/search/match-rank.ts wordStartMatchRank), read from opportunity_name_words (migration 0058), so
// the trigram index is read for "anywhere in the name" only when the word starts leave room.
import { sql, type SQL } from 'drizzle-orm';
import { COUNT_CAP } from '../../../domain/paging/paged';
import { nameWords } from '../../../domain/search/match-rank';
import { opportunities, opportunityNameWords } from '../../db/schema/index';
import { opportunityInScopeForPage, type Scope } from '../../scope/scope';
import { WORD_SEPARATOR_CLASS, startsWithSql } from '../../shared/sql/match-rank.sql';

/** The word rows a whole brand's read takes at most before it walks the brand's opportunities newest first instead. */
const WORD_ROWS = COUNT_CAP;

/** An int[] parameter of the ids already answered (never empty: 0 names no opportunity). */
const idArray = (ids: readonly string[]): SQL => sql`${`{${['0', ...ids].join(',')}}`}::int[]`;

/**
 * The ids (one column, `id`) of at most `limit` opportunities in scope, newest first, that rank as a word start for
 * `q` (wordStartMatchRank 2), leaving out `found`: every opportunity of the better ranks in scope (the whole name, the
 * id typed, the name's start; top-matches.ts reads this only when those were fewer than a picker shows, so they are
 * all there). Null when nothing typed can begin a word (it begins with a separator, or holds none but separators).
 *
 * One word typed (no separator in it): a name's word past its start is a word of place 2 (the trigger keeps each word
 * once at its best place, and a word that also starts the name makes the name start with it: found). A whole brand
 * reads the word's place-2 range of opportunity_name_words_domain_word_idx alone, at most WORD_ROWS rows, sorted;
 * past that many the word is common enough that the brand's opportunities newest first (opportunities_domain_id_status_idx,
 * index-only), each checked against its own words (the primary key, OFFSET 0 keeping it a probe a row: as a join the
 * planner may hash every word of the brand), fill the picker within a few hundred rows. A team's read is its own
 * opportunities (opportunityInScopeForPage), each checked the same way. `wordRows`: WORD_ROWS but in a test of both reads.
 * More than one word typed (or punctuation between): each word typed starts a word of the name (the index), and the
 * text as typed follows a separator in lower(name) (a regex on the few rows those leave).
 */
export function opportunityWordStarts(scope: Scope, q: string, found: readonly string[], limit: number, wordRows = WORD_ROWS): SQL | null {
  const typed = q.trim().toLowerCase();
  const words = nameWords(typed);
  const first = words[0];
  if (first === undefined || !typed.startsWith(first)) return null;
  const size = sql.raw(String(limit));
  const notFound = sql`${opportunities.id} <> all(${idArray(found)})`;
  if (words.length === 1 && first === typed) {
    const placeTwo = (alias: string) => sql`${sql.raw(alias)}.place = 2 and ${startsWithSql(sql.raw(`(${alias}.word collate "C")`), typed)}`;
    const probe = sql`exists (select 1 from ${opportunityNameWords} w where w.opportunity_id = ${opportunities.id} and ${placeTwo('w')} offset 0)`;
    if (!scope.all) {
      return sql`select ${opportunities.id} as id from ${opportunities} where ${opportunityInScopeForPage(scope)} and ${notFound} and ${probe}
        order by ${opportunities.id} desc nulls last limit ${size}`;
    }
    const cap = sql.raw(String(wordRows));
    return sql`with c as materialized (select r.opportunity_id as id from ${opportunityNameWords} r
          where r.domain_id = ${scope.domainId} and ${placeTwo('r')} limit ${sql.raw(String(wordRows + 1))})
      select id from (
        (select c.id from c where (select count(*) from c) <= ${cap} and c.id <> all(${idArray(found)}) group by c.id order by c.id desc limit ${size})
        union all
        (select ${opportunities.id} as id from ${opportunities} where (select count(*) from c) > ${cap} and ${opportunities.domainId} = ${scope.domainId}
          and ${notFound} and ${probe} order by ${opportunities.id} desc nulls last limit ${size})
      ) m order by id desc`;
  }
  const eachWord = words.map(
    (word) => sql`exists (select 1 from ${opportunityNameWords} w where w.opportunity_id = ${opportunities.id}
      and w.domain_id = ${scope.domainId} and ${startsWithSql(sql.raw('(w.word collate "C")'), word)})`,
  );
  const escaped = typed.replace(/[!-/:-@[-`{-~]/g, (c) => `\\${c}`);
  return sql`select ${opportunities.id} as id from ${opportunities} where ${opportunityInScopeForPage(scope)} and ${notFound}
      and ${sql.join(eachWord, sql` and `)} and lower(${opportunities.name}) ~ ${WORD_SEPARATOR_CLASS + escaped}
    order by ${opportunities.id} desc nulls last limit ${size}`;
}

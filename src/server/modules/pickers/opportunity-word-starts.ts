// The opportunity picker's third rank (issue 55): the names a word of which, past the name's start, begins with what
// was typed (domain/search/match-rank.ts wordStartMatchRank), read for a word typed from opportunity_name_words
// (migration 0058), so the trigram index is read for "anywhere in the name" only when the word starts leave room.
import { sql, type SQL } from 'drizzle-orm';
import { COUNT_CAP } from '../../../domain/paging/paged';
import { nameWords } from '../../../domain/search/match-rank';
import { opportunities, opportunityNameWords } from '../../db/schema/index';
import { opportunityInScopeForPage, type Scope } from '../../scope/scope';
import { containsPattern } from '../../shared/http/paged';
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
 * reads the word's place-2 range of opportunity_name_words_domain_word_idx alone when it holds at most WORD_ROWS rows
 * (counted first, index-only, stopping past that many), sorted; past that many the word is common enough that the brand's opportunities newest first (opportunities_domain_id_status_idx,
 * index-only), each checked against its own words (the primary key, OFFSET 0 keeping it a probe a row: as a join the
 * planner may hash every word of the brand), fill the picker within a few hundred rows. A team's read is its own
 * opportunities (opportunityInScopeForPage), each checked the same way. `wordRows`: WORD_ROWS but in a test of both reads.
 * More than one word typed (or punctuation in it): the text as typed right after a separator of lower(name), a regex on
 * the rows that hold the text (the trigram index, or the scope's opportunities newest first, as the planner chooses:
 * the read "anywhere in the name" was before). Reading the words here, one probe a word typed, made the planner weigh
 * the regex as rare and scan every opportunity of the brand (1.4 s for 'estate broker' on the large seed).
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
    // Whether the word's range holds more than wordRows rows: read once (an index-only count that stops there).
    return sql`with d as materialized (select exists (select 1 from ${opportunityNameWords} r
          where r.domain_id = ${scope.domainId} and ${placeTwo('r')} offset ${sql.raw(String(wordRows))}) as more)
      select id from (
        (select r.opportunity_id as id from ${opportunityNameWords} r where r.domain_id = ${scope.domainId} and ${placeTwo('r')}
          and not (select more from d) and r.opportunity_id <> all(${idArray(found)})
          group by r.opportunity_id order by r.opportunity_id desc limit ${size})
        union all
        (select ${opportunities.id} as id from ${opportunities} where (select more from d) and ${opportunities.domainId} = ${scope.domainId}
          and ${notFound} and ${probe} order by ${opportunities.id} desc nulls last limit ${size})
      ) m order by id desc`;
  }
  // The text as typed, right after a separator of lower(name) (the name's words as the trigger splits them).
  const escaped = typed.replace(/[!-/:-@[-`{-~]/g, (c) => `\\${c}`);
  return sql`select ${opportunities.id} as id from ${opportunities} where ${opportunityInScopeForPage(scope)} and ${notFound}
      and ${opportunities.name} ilike ${containsPattern(typed)} and lower(${opportunities.name}) ~ ${WORD_SEPARATOR_CLASS + escaped}
    order by ${opportunities.id} desc nulls last limit ${size}`;
}

import { sql, type SQL } from 'drizzle-orm';
import { MATCH_RANK, nameWords, type MatchRank } from '../../domain/search/match-rank';
import { containsPattern } from './paged';

/** A LIKE pattern for the start of a text (\, % and _ taken literally). */
export function prefixPattern(text: string): string {
  return `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * nameMatchRank (domain/search/match-rank.ts) in SQL: 0 the whole name (any case), 1 its start, 2 anywhere in it, null
 * not at all. ILIKE, as the searches match (and as opportunities_name_trgm_idx serves), rather than lower() of the
 * name in each test: lower() under the database's locale is a function call per row on every match ranked.
 */
export function nameMatchRankSql(name: SQL, typed: string): SQL<number> {
  const text = typed.trim();
  const exact = text.replace(/[\\%_]/g, (c) => `\\${c}`);
  return sql<number>`(case when ${name} ilike ${exact} then ${rankLiteral(MATCH_RANK.exact)}
    when ${name} ilike ${prefixPattern(text)} then ${rankLiteral(MATCH_RANK.prefix)}
    when ${name} ilike ${containsPattern(text)} then ${rankLiteral(MATCH_RANK.contains)} end)`;
}

/** A rank as an SQL literal (an int, never a parameter of unknown type). */
export function rankLiteral(rank: MatchRank): SQL<number> {
  return sql<number>`${sql.raw(String(rank))}`;
}

/** A word's start in a regex: the text's start or after a separator (migration 0061's split: '[\t-\r -/:-@\[-`{-~]'). */
const WORD_START = '(^|[\\t-\\r -/:-@\\[-`{-~])';

/**
 * wordsMatch (domain/search/match-rank.ts) in SQL: each word typed starts a word of the name, i.e. comes after the
 * name's start or an ASCII space or punctuation (nameWords' separators). A regex on lower(name), which a trigram
 * index on lower(name) serves (cities_ and localities_name_lower_trgm_idx, migration 0062). The words typed hold no
 * ASCII punctuation (nameWords splits there), so no regex metacharacter: they are written into the pattern as typed.
 * Nothing but separators typed matches nothing.
 */
export function wordsMatchSql(name: SQL, typed: string): SQL {
  const words = nameWords(typed);
  if (words.length === 0) return sql`false`;
  return sql.join(
    words.map((word) => sql`lower(${name}) ~ ${WORD_START + word}`),
    sql` and `,
  );
}

/** wordsMatchRank in SQL, for the rows wordsMatchSql found: the whole name, its start, else a word start elsewhere. */
export function wordsMatchRankSql(name: SQL, typed: string): SQL<number> {
  return sql<number>`coalesce(${nameMatchRankSql(name, typed)}, ${rankLiteral(MATCH_RANK.contains)})`;
}

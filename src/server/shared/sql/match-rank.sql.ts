import { sql, type SQL } from 'drizzle-orm';
import { MATCH_RANK, nameWords, type MatchRank } from '../../../domain/search/match-rank';
import { containsPattern } from '../http/paged';

/** A LIKE pattern for the start of a text (\, % and _ taken literally). */
export function prefixPattern(text: string): string {
  return `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The least text above every text that starts with `prefix` in byte order (collate "C", where UTF-8's byte order is
 * code point order): the prefix with its last code point raised by one (past the surrogates, which a text cannot
 * hold). Null when there is none (the prefix is only U+10FFFF). With it a prefix is a range of two comparisons, which
 * a prepared statement's generic plan can still read from an index (a LIKE pattern given as a parameter cannot).
 */
export function prefixUpperBound(prefix: string): string | null {
  const points = Array.from(prefix, (c) => c.codePointAt(0) as number);
  while (points.length > 0) {
    let last = (points.pop() as number) + 1;
    if (last >= 0xd800 && last <= 0xdfff) last = 0xe000;
    if (last <= 0x10ffff) return String.fromCodePoint(...points, last);
  }
  return null;
}

/**
 * `column` (a text in collate "C") starts with `prefix`: the byte range prefixUpperBound gives, as an index condition
 * whether the values are constants or parameters, and the LIKE pattern, so the answer never rests on the range alone.
 */
export function startsWithSql(column: SQL, prefix: string): SQL {
  const upper = prefixUpperBound(prefix);
  const like = sql`${column} like ${prefixPattern(prefix)}`;
  return upper === null ? sql`${column} >= ${prefix} and ${like}` : sql`${column} >= ${prefix} and ${column} < ${upper} and ${like}`;
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

/** One of nameWords' separators in a regex (migration 0061's split: '[\t-\r -/:-@\[-`{-~]'). */
export const WORD_SEPARATOR_CLASS = '[\\t-\\r -/:-@\\[-`{-~]';

/** A word's start in a regex: the text's start or after a separator. */
const WORD_START = `(^|${WORD_SEPARATOR_CLASS})`;

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

import { sql, type SQL } from 'drizzle-orm';
import { MATCH_RANK, type MatchRank } from '../../domain/search/match-rank';
import { containsPattern } from './paged';

/** A LIKE pattern for the start of a text (\, % and _ taken literally). */
export function prefixPattern(text: string): string {
  return `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * nameMatchRank (domain/search/match-rank.ts) in SQL, for a row already known to match: 0 the whole name (any case),
 * 1 its start, 2 anywhere in it. `lowerName` is the row's lower(name) (as an index holds it, e.g. collate "C").
 */
export function nameMatchRankSql(lowerName: SQL, typed: string): SQL<number> {
  const lowerTyped = typed.trim().toLowerCase();
  return sql<number>`(case when ${lowerName} = ${lowerTyped} then ${sql.raw(String(MATCH_RANK.exact))}
    when ${lowerName} like ${prefixPattern(lowerTyped)} then ${sql.raw(String(MATCH_RANK.prefix))}
    when ${lowerName} like ${containsPattern(lowerTyped)} then ${sql.raw(String(MATCH_RANK.contains))} end)`;
}

/** A rank as an SQL literal (an int, never a parameter of unknown type). */
export function rankLiteral(rank: MatchRank): SQL<number> {
  return sql<number>`${sql.raw(String(rank))}`;
}

import { sql, type SQL } from 'drizzle-orm';
import { MATCH_RANK, type MatchRank } from '../../domain/search/match-rank';
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

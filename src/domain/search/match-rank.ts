/**
 * How well a name matches what a person typed into a search box (issue 55): the best match is listed first.
 * 0: the whole name (any case), 1: the start of the name, 2: anywhere in the name, null: not at all. Case is
 * compared with toLowerCase, the SQL twin (server/shared/match-rank.sql.ts) with lower(); they agree on the
 * names the console holds (match-rank.parity.test.ts).
 */
export type MatchRank = 0 | 1 | 2;

export const MATCH_RANK = { exact: 0, prefix: 1, contains: 2 } as const satisfies Record<string, MatchRank>;

export function nameMatchRank(name: string, typed: string): MatchRank | null {
  const lowerName = name.toLowerCase();
  const lowerTyped = typed.trim().toLowerCase();
  if (lowerName === lowerTyped) return MATCH_RANK.exact;
  if (lowerName.startsWith(lowerTyped)) return MATCH_RANK.prefix;
  if (lowerName.includes(lowerTyped)) return MATCH_RANK.contains;
  return null;
}

/** The ranked order of search results: better rank first, then `tieBreak` (the list's own order). */
export function byMatchRank<T>(rank: (row: T) => MatchRank | null, tieBreak: (a: T, b: T) => number): (a: T, b: T) => number {
  return (a, b) => (rank(a) ?? 3) - (rank(b) ?? 3) || tieBreak(a, b);
}

/** An opportunity typed for in opportunity search: its id (a number of at most 9 digits) first, then by name. */
export function opportunityMatchRank(opportunity: { id: number; name: string }, typed: string): MatchRank | null {
  const q = typed.trim();
  if (/^\d{1,9}$/.test(q) && opportunity.id === Number(q)) return MATCH_RANK.exact;
  return nameMatchRank(opportunity.name, q);
}

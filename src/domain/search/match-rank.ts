/**
 * How well a name matches what a person typed into a search box (issue 55): the best match is listed first.
 * 0: the whole name (any case), 1: the start of the name, 2: anywhere in the name, null: not at all. Case is
 * compared with toLowerCase, the SQL twin (server/shared/sql/match-rank.sql.ts) with lower(); they agree on the
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

/**
 * The words of a name as the word search reads them: lower-cased, split at ASCII spaces and punctuation (tab to
 * carriage return, space to '/', ':' to '@', '[' to '`', '{' to '~'), the empty ones dropped. The server keeps the
 * same split in opportunity_name_words (migration 0058, opportunity_name_words_of; match-rank.parity in
 * ranked-search.test.ts).
 */
const WORD_SEPARATOR_CLASS = '[\\t-\\r -/:-@[-`{-~]';
const WORD_SEPARATORS = new RegExp(`${WORD_SEPARATOR_CLASS}+`);

export function nameWords(text: string): string[] {
  return text.toLowerCase().split(WORD_SEPARATORS).filter((word) => word !== '');
}

/** One of nameWords' separators (an ASCII space or punctuation character). */
const WORD_SEPARATOR = new RegExp(`^${WORD_SEPARATOR_CLASS}$`);

/**
 * How well a name matches what was typed in the opportunity picker (issue 55), whose names' words are indexed: as
 * nameMatchRank, with "anywhere" split in two: 2 the text typed begins a word of the name past its start (right after
 * one of nameWords' separators; a text that itself begins with a separator begins no word), 3 elsewhere. The whole
 * text typed counts, separators included: 'kor al' begins a word of "Mian Kor Al" and not of "Al Mian Kor".
 */
export type WordStartRank = 0 | 1 | 2 | 3;

export const WORD_START_RANK = { exact: 0, prefix: 1, wordStart: 2, contains: 3 } as const satisfies Record<string, WordStartRank>;

export function wordStartMatchRank(name: string, typed: string): WordStartRank | null {
  const rank = nameMatchRank(name, typed);
  if (rank !== MATCH_RANK.contains) return rank;
  const lowerName = name.toLowerCase();
  const lowerTyped = typed.trim().toLowerCase();
  if (WORD_SEPARATOR.test(lowerTyped.charAt(0))) return WORD_START_RANK.contains;
  for (let at = lowerName.indexOf(lowerTyped, 1); at > 0; at = lowerName.indexOf(lowerTyped, at + 1)) {
    if (WORD_SEPARATOR.test(lowerName.charAt(at - 1))) return WORD_START_RANK.wordStart;
  }
  return WORD_START_RANK.contains;
}

/** Every word typed starts a word of the name, in any order ('city koh' finds "Kohinoor City"). */
export function wordsMatch(name: string, typed: string): boolean {
  const typedWords = nameWords(typed);
  if (typedWords.length === 0) return false;
  const words = nameWords(name);
  return typedWords.every((t) => words.some((w) => w.startsWith(t)));
}

/**
 * An opportunity typed for in opportunity search (issue 55): its id (a number of at most 9 digits), then by the
 * words of its name (wordsMatch: a name matches when each word typed starts one of its words), ranked as
 * nameMatchRank: the whole name, then the name's start, then the others.
 */
export function opportunityMatchRank(opportunity: { id: number; name: string }, typed: string): MatchRank | null {
  const q = typed.trim();
  if (/^\d{1,9}$/.test(q) && opportunity.id === Number(q)) return MATCH_RANK.exact;
  return wordsMatchRank(opportunity.name, q);
}

/**
 * A name found by the words typed (wordsMatch), ranked as nameMatchRank: the whole name, then the name's start, then
 * a word start elsewhere ('navi mum' and 'mumbai' both find "Navi Mumbai", 'avi' does not). The pickers' city and
 * locality search (issue 55); its SQL twin is wordsMatchSql (server/shared/sql/match-rank.sql.ts).
 */
export function wordsMatchRank(name: string, typed: string): MatchRank | null {
  if (!wordsMatch(name, typed)) return null;
  return nameMatchRank(name, typed) ?? MATCH_RANK.contains;
}

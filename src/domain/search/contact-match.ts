import { MATCH_RANK, nameMatchRank, nameWords, type MatchRank } from './match-rank';

/** What contact search (issue 55) reads of a contact. */
export type SearchableContact = { name: string; email: string | null; phone: string | null };

/** The digits of a phone number ('+91 98765-43210' → '919876543210'). */
export function phoneDigits(phone: string): string {
  return phone.replace(/[^0-9]/g, '');
}

/**
 * The terms a contact is found by, each with its place (0 the whole field, 1 its start, 2 elsewhere; the best of
 * a term found twice): the words of the name (nameWords), the whole email and its words, the phone's digits and,
 * for a number with a country code, its last 10. The server keeps the same terms in contact_search_words
 * (migration 0059, contact_search_words_of; contact-search.test.ts compares them).
 */
export function contactSearchTerms(contact: SearchableContact): Map<string, MatchRank> {
  const terms = new Map<string, MatchRank>();
  const add = (term: string, place: MatchRank) => {
    if (term === '') return;
    const had = terms.get(term);
    if (had === undefined || place < had) terms.set(term, place);
  };
  const fieldWords = (text: string) => {
    const lower = text.toLowerCase();
    const words = nameWords(text);
    // The first word is at the field's start only when no separator comes before it.
    words.forEach((word, i) => add(word, word === lower ? MATCH_RANK.exact : i === 0 && lower.startsWith(word) ? MATCH_RANK.prefix : MATCH_RANK.contains));
  };
  fieldWords(contact.name);
  if (contact.email) {
    add(contact.email.toLowerCase(), MATCH_RANK.exact);
    fieldWords(contact.email);
  }
  const digits = contact.phone ? phoneDigits(contact.phone) : '';
  add(digits, MATCH_RANK.exact);
  if (digits.length > 10) add(digits.slice(-10), MATCH_RANK.prefix);
  return terms;
}

/** The terms typed: split at spaces, lower-cased; one that reads as a phone number ('98765-43210') as its digits. */
export function contactTypedTerms(typed: string): string[] {
  return typed
    .trim()
    .toLowerCase()
    .split(/\s+/)
    .filter((t) => t !== '')
    .map((t) => (/^[0-9+\-().]+$/.test(t) && /[0-9]/.test(t) ? phoneDigits(t) : t))
    .filter((t) => t !== '');
}

/** How well one term typed matches: the best term of the contact it starts (exact, field start, elsewhere), or null. */
function termRank(terms: Map<string, MatchRank>, typed: string): MatchRank | null {
  let best: MatchRank | null = null;
  for (const [term, place] of terms) {
    if (!term.startsWith(typed)) continue;
    const rank = place === MATCH_RANK.exact && term === typed ? MATCH_RANK.exact : place <= MATCH_RANK.prefix ? MATCH_RANK.prefix : MATCH_RANK.contains;
    if (best === null || rank < best) best = rank;
  }
  return best;
}

/**
 * Contact search (issue 55): a contact matches when each term typed starts one of its terms (contactSearchTerms).
 * One term: ranked by the best term it starts (the whole name, email or number; a field's start; elsewhere). More
 * than one: the whole name typed first, then names starting with it, then the others (nameMatchRank).
 */
export function contactMatchRank(contact: SearchableContact, typed: string): MatchRank | null {
  const typedTerms = contactTypedTerms(typed);
  if (typedTerms.length === 0) return null;
  const terms = contactSearchTerms(contact);
  const ranks = typedTerms.map((t) => termRank(terms, t));
  if (ranks.some((r) => r === null)) return null;
  if (typedTerms.length === 1) return ranks[0] as MatchRank;
  const byName = nameMatchRank(contact.name, typed);
  return byName === null ? MATCH_RANK.contains : byName;
}

import { presentContact as presentDomainContact } from '../../../../domain/contacts/contact-view';
import { isContactVisible } from '../../../../domain/contacts/contact-types';
import { COUNT_CAP, type Paged } from '../../../../domain/paging/paged';
import { TABLE_SIZE } from '../../../../domain/reference/limits';
import { contactTypedTerms } from '../../../../domain/search/contact-match';
import { MATCH_RANK, type MatchRank } from '../../../../domain/search/match-rank';
import type { Contact } from '../data/contact-types';
import type { MirrorDb } from '../../../lib/offline/device/db';
import type { ContactRow } from '../../../lib/offline/device/mirror-rows';
import { CONTACT_KEY } from '../../../lib/offline/device/search-keys';
import { newestIdFirst, pageOf, pendingFlag } from '../../../lib/offline/device/mirror-order';

// An account's contacts (GET /sapna/v1/contact?filters=active==true;accountId==) from the mirror; undefined when
// the account is not on the device.

/** The server's answer for the row, and the device's pending flag. */
export function presentContact(row: ContactRow): Contact {
  return { ...pendingFlag(row), ...presentDomainContact(row) };
}

/**
 * Active contacts, newest first (the server orders by id descending; one created on this device is newest).
 * Child points of contact (type 8) only once verified, as the server filters them (contacts.repo.ts).
 */
export async function mirrorAccountContacts(db: MirrorDb, accountId: number): Promise<Contact[] | undefined> {
  if (!(await db.accounts.get(accountId))) return undefined;
  const rows = await db.contacts.where('accountId').equals(accountId).toArray();
  return rows
    .filter((c) => c.active && isContactVisible(c))
    .sort((a, b) => newestIdFirst(a.id, b.id))
    .map(presentContact);
}

/**
 * Contact search (GET /sapna/v1/contact/search?q=&page=&size=, issue 55) from the mirror: the contacts of the copy
 * (the user's scope) each term typed starts a term of (contactMatchRank), best first, then newest first, `size` a
 * page (page counts from 0), the total capped as the server's. Answered from the keys of the contacts' multi-entry
 * `_searchKeys` index (lib/offline/device/search-keys.ts): a few ranges read as ids (IndexedDB getAllKeys), which give each
 * contact's rank (contactRanks), and the page's rows. All in one round of requests when a term finds few contacts:
 * the rows of its ranges are read beside their keys (at most ROWS_WITH_KEYS a range), and only a page beyond them is
 * read after. Reading and ranking every contact a term found, through a cursor (version 7), took 108 ms median on the
 * phone profile with 4x CPU slowdown for 60-140 contacts, most of it waiting for the page's main thread between the
 * cursor's steps; a second round of requests (the page's rows) waited behind the accounts' list, drawn meanwhile.
 */
export async function searchMirrorContacts(db: MirrorDb, search: { q: string; page?: number; size?: number }): Promise<Paged<Contact>> {
  const page = search.page ?? 0;
  const size = search.size ?? TABLE_SIZE;
  const terms = contactTypedTerms(search.q);
  if (terms.length === 0) return { results: [], totalCount: 0, page, size };
  return db.transaction('r', db.contacts, async () => {
    const { ranks, held } = await contactRanks(db, terms, search.q);
    const ids = [...ranks.keys()].sort((a, b) => (ranks.get(a) as MatchRank) - (ranks.get(b) as MatchRank) || newestIdFirst(a, b));
    const pageIds = pageOf(ids, page, size);
    const rows = pageIds.every((id) => held.has(id)) ? pageIds.map((id) => held.get(id)) : await db.contacts.bulkGet(pageIds);
    const total = ids.length > COUNT_CAP ? { totalCount: COUNT_CAP + 1, totalCapped: true } : { totalCount: ids.length };
    return { results: rows.filter((row): row is ContactRow => row !== undefined).map(presentContact), ...total, page, size };
  });
}

/** The rows read beside a range's keys (one term typed): a name's 6 letters find 60-140 contacts of a 2,000-account book. */
const ROWS_WITH_KEYS = 100;

/**
 * The rank of each contact the terms typed find (contactMatchRank, from the index's keys alone), and the rows read
 * with them. A term typed is found at its best place: exact when it is a whole field ('0' + term), a field's start
 * when a field or a field's start begins with it ('0' or '1' + term...), elsewhere when another word does ('2' +
 * term...). One term: that is the rank. More than one: a contact every term finds ranks by its whole name
 * (nameMatchRank: 'n' + the name typed, or a name beginning with it), else elsewhere. Every request is made at once.
 */
async function contactRanks(db: MirrorDb, terms: string[], typed: string): Promise<{ ranks: Map<number, MatchRank>; held: Map<number, ContactRow> }> {
  const one = terms.length === 1;
  const held = new Map<number, ContactRow>();
  const range = (prefix: string) => db.contacts.where('_searchKeys').startsWith(prefix);
  const lowerTyped = typed.trim().toLowerCase();
  const [perTerm, names] = await Promise.all([
    Promise.all(
      terms.map(async (term) => {
        const [whole, start, elsewhere] = [MATCH_RANK.exact, MATCH_RANK.prefix, MATCH_RANK.contains].map((place) => CONTACT_KEY.place(place, term)) as [string, string, string];
        const [exact, ...ranges] = await Promise.all([
          one ? db.contacts.where('_searchKeys').equals(whole).primaryKeys() : [],
          range(whole).primaryKeys(),
          range(start).primaryKeys(),
          range(elsewhere).primaryKeys(),
          ...(one ? [whole, start, elsewhere].map((prefix) => range(prefix).limit(ROWS_WITH_KEYS).toArray().then((rows) => rows.forEach((row) => held.set(row.id, row)))) : []),
        ]);
        const found = new Map<number, MatchRank>();
        const rankAt = (ids: number[] | void, rank: MatchRank) => {
          for (const id of ids ?? []) if ((found.get(id) ?? MATCH_RANK.contains + 1) > rank) found.set(id, rank);
        };
        rankAt(ranges[2], MATCH_RANK.contains);
        rankAt(ranges[0], MATCH_RANK.prefix);
        rankAt(ranges[1], MATCH_RANK.prefix);
        rankAt(exact, MATCH_RANK.exact);
        return found;
      }),
    ),
    one ? undefined : Promise.all([db.contacts.where('_searchKeys').equals(CONTACT_KEY.name(lowerTyped)).primaryKeys(), range(CONTACT_KEY.name(lowerTyped)).primaryKeys()]),
  ]);
  const [first, ...others] = perTerm.sort((a, b) => a.size - b.size) as [Map<number, MatchRank>, ...Map<number, MatchRank>[]];
  if (!names) return { ranks: first, held };
  const [wholeName, nameStart] = names;
  const byName = new Map<number, MatchRank>([...nameStart.map((id) => [id, MATCH_RANK.prefix] as const), ...wholeName.map((id) => [id, MATCH_RANK.exact] as const)]);
  const ranks = new Map<number, MatchRank>();
  for (const id of first.keys()) if (others.every((found) => found.has(id))) ranks.set(id, byName.get(id) ?? MATCH_RANK.contains);
  return { ranks, held };
}

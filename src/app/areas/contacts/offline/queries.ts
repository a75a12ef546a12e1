import { presentContact as presentDomainContact } from '../../../../domain/contacts/contact-view';
import { isContactVisible } from '../../../../domain/contacts/contact-types';
import { COUNT_CAP, type Paged } from '../../../../domain/paging/paged';
import { TABLE_SIZE } from '../../../../domain/reference/limits';
import { contactMatchRank, contactTypedTerms } from '../../../../domain/search/contact-match';
import { byMatchRank } from '../../../../domain/search/match-rank';
import type { Contact } from '../data/contact-types';
import type { MirrorDb } from '../../../lib/offline/db';
import type { ContactRow } from '../../../lib/offline/mirror-rows';
import { newestIdFirst, pageOf, pendingFlag } from '../../../lib/offline/mirror-order';

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
 * page (page counts from 0), the total capped as the server's. The candidates are one range of the contacts'
 * multi-entry `_searchTerms` index (lib/offline/search-keys.ts), for the longest term typed; the others are checked on them.
 */
export async function searchMirrorContacts(db: MirrorDb, search: { q: string; page?: number; size?: number }): Promise<Paged<Contact>> {
  const page = search.page ?? 0;
  const size = search.size ?? TABLE_SIZE;
  const terms = contactTypedTerms(search.q);
  if (terms.length === 0) return { results: [], totalCount: 0, page, size };
  const longest = terms.reduce((a, b) => (b.length > a.length ? b : a));
  const candidates = await db.contacts.where('_searchTerms').startsWith(longest).distinct().toArray();
  const rank = (c: ContactRow) => contactMatchRank(c, search.q);
  const matching = candidates.filter((c) => rank(c) !== null).sort(byMatchRank(rank, (a, b) => newestIdFirst(a.id, b.id)));
  const total = matching.length > COUNT_CAP ? { totalCount: COUNT_CAP + 1, totalCapped: true } : { totalCount: matching.length };
  return { results: pageOf(matching, page, size).map(presentContact), ...total, page, size };
}

import type { DBCore, DBCoreMutateRequest, Middleware } from 'dexie';
import { isContactVisible } from '../../../../domain/contacts/contact-types';
import { contactSearchTerms } from '../../../../domain/search/contact-match';
import type { MatchRank } from '../../../../domain/search/match-rank';

/**
 * The keys the device's searches read (issue 55), stored on the rows under indexes made for them (db.ts):
 * - contacts: `_searchKeys` (version 8), under a multi-entry index: each term a contact is found by
 *   (domain/search/contact-match.ts contactSearchTerms: the words of the name, the email and its words, the phone's
 *   digits and last 10) after the digit of its place (0 the whole field, 1 a field's start, 2 elsewhere), and the
 *   whole name lower-cased after 'n'. A search is then answered from the index's keys alone: the ids each place's
 *   range holds give the rank (contactRankSets), and only the page's rows are read (areas/contacts/offline/queries.ts).
 *   Only the contacts the lists show have keys (active; a child point of contact once verified), as on the server.
 *   Version 7 stored the terms alone (`_searchTerms`), which had to read and rank every contact a term found.
 * - accounts: `_nameKey`, the name lower-cased (toLowerCase, as accountMatchRank compares), so my-accounts' name
 *   prefix is one index range.
 */
export type ContactTermsRow = { name: string; email: string | null; phone: string | null; active: boolean; contactTypeId: number; isVerified?: boolean | null };

/** Version 7's `_searchTerms` (its upgrade in db.ts; version 8 replaced them by contactSearchKeysOf). */
export function contactTermsOf(row: ContactTermsRow): string[] {
  return row.active && isContactVisible(row) ? [...contactSearchTerms(row).keys()] : [];
}

/** The tag of a contact's search key: the term's place (MatchRank), or the whole name. */
export const CONTACT_KEY = { place: (place: MatchRank, term: string) => `${place}${term}`, name: (lowerName: string) => `n${lowerName}` } as const;

/** A contact's `_searchKeys`: each term after its place, and the lower-cased name (none for a contact the lists hide). */
export function contactSearchKeysOf(row: ContactTermsRow): string[] {
  if (!row.active || !isContactVisible(row)) return [];
  const keys = [...contactSearchTerms(row)].map(([term, place]) => CONTACT_KEY.place(place, term));
  keys.push(CONTACT_KEY.name(row.name.toLowerCase()));
  return keys;
}

export function accountNameKeyOf(row: { name: string }): string {
  return row.name.toLowerCase();
}

/** The row as stored: its search keys computed from its own fields (the tables without any: unchanged). */
export function withSearchKeys<T extends object>(table: string, row: T): T {
  if (table === 'contacts') return { ...row, _searchKeys: contactSearchKeysOf(row as unknown as ContactTermsRow) };
  if (table === 'accounts') return { ...row, _nameKey: accountNameKeyOf(row as unknown as { name: string }) };
  return row;
}

/**
 * Every put or add to contacts and accounts stores the row's search keys: one place for all the ways a row is
 * written (the pull's writes, a command's local row, a rebase restoring a shadow), so an index never lags a field.
 * The prime's quiet bulk write goes past Dexie and calls withSearchKeys itself (quiet-write.ts).
 */
export const searchKeysMiddleware: Middleware<DBCore> = {
  stack: 'dbcore',
  name: 'search-keys',
  create: (down) => ({
    ...down,
    table: (name) => {
      const table = down.table(name);
      if (name !== 'contacts' && name !== 'accounts') return table;
      return {
        ...table,
        mutate: (req: DBCoreMutateRequest) =>
          table.mutate(req.type === 'put' || req.type === 'add' ? { ...req, values: req.values.map((row: object) => withSearchKeys(name, row)) } : req),
      };
    },
  }),
};

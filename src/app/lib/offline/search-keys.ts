import type { DBCore, DBCoreMutateRequest, Middleware } from 'dexie';
import { isContactVisible } from '../../../domain/contacts/contact-types';
import { contactSearchTerms } from '../../../domain/search/contact-match';

/**
 * The keys the device's searches read (issue 55), stored on the rows under indexes made for them (db.ts version 7):
 * - contacts: `_searchTerms`, the terms a contact is found by (domain/search/contact-match.ts contactSearchTerms: the
 *   words of the name, the email and its words, the phone's digits and last 10), under a multi-entry index, so a term
 *   typed is one index range (`startsWith`), as the server's contact_search_words. Only the contacts the lists show
 *   have terms (active; a child point of contact once verified), as on the server.
 * - accounts: `_nameKey`, the name lower-cased (toLowerCase, as accountMatchRank compares), so my-accounts' name
 *   prefix is one index range.
 */
export type ContactTermsRow = { name: string; email: string | null; phone: string | null; active: boolean; contactTypeId: number; isVerified?: boolean | null };

export function contactTermsOf(row: ContactTermsRow): string[] {
  return row.active && isContactVisible(row) ? [...contactSearchTerms(row).keys()] : [];
}

export function accountNameKeyOf(row: { name: string }): string {
  return row.name.toLowerCase();
}

/** The row as stored: its search keys computed from its own fields (the tables without any: unchanged). */
export function withSearchKeys<T extends object>(table: string, row: T): T {
  if (table === 'contacts') return { ...row, _searchTerms: contactTermsOf(row as unknown as ContactTermsRow) };
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

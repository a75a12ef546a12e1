import type { DBCore, DBCoreMutateRequest, Middleware } from 'dexie';
import { isContactVisible } from '../../../domain/contacts/contact-types';
import { contactSearchTerms } from '../../../domain/search/contact-match';

/**
 * Contact search on the device (issue 55): each contact row carries `_searchTerms`, the terms it is found by
 * (domain/search/contact-match.ts contactSearchTerms: the words of the name, the email and its words, the phone's
 * digits and last 10), under a multi-entry index, so a term typed is one index range (`startsWith`), as the server's
 * contact_search_words. Only the contacts the lists show have terms (active; a child point of contact once
 * verified), as on the server.
 */
export type ContactTermsRow = { name: string; email: string | null; phone: string | null; active: boolean; contactTypeId: number; isVerified?: boolean | null };

export function contactTermsOf(row: ContactTermsRow): string[] {
  return row.active && isContactVisible(row) ? [...contactSearchTerms(row).keys()] : [];
}

/** The row as stored: its terms computed from its fields (whatever the write: pull, queued command, rebase, upgrade). */
export function withContactTerms<T extends ContactTermsRow>(row: T): T & { _searchTerms: string[] } {
  return { ...row, _searchTerms: contactTermsOf(row) };
}

/**
 * Every put or add to `contacts` stores the row's terms: one place for all the ways a row is written (the pull's
 * bulk writes, a command's local row, a rebase restoring a shadow), so the index never lags a field.
 */
export const contactTermsMiddleware: Middleware<DBCore> = {
  stack: 'dbcore',
  name: 'contact-search-terms',
  create: (down) => ({
    ...down,
    table: (name) => {
      const table = down.table(name);
      if (name !== 'contacts') return table;
      return {
        ...table,
        mutate: (req: DBCoreMutateRequest) =>
          table.mutate(req.type === 'put' || req.type === 'add' ? { ...req, values: req.values.map((row: ContactTermsRow) => withContactTerms(row)) } : req),
      };
    },
  }),
};

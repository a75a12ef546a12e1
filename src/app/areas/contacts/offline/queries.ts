import { presentContact as presentDomainContact } from '../../../../domain/contacts/contact-view';
import { isContactVisible } from '../../../../domain/contacts/contact-types';
import type { Contact } from '../data/contact-types';
import type { MirrorDb } from '../../../lib/offline/db';
import type { ContactRow } from '../../../lib/offline/mirror-rows';
import { newestIdFirst, pendingFlag } from '../../../lib/offline/mirror-order';

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

import { isContactVisible } from '../../../../domain/contacts/contact-schema';
import type { Contact } from '../../../areas/contacts/data/contact-types';
import type { MirrorDb } from '../db';
import type { ContactRow } from '../mirror-rows';
import { newestIdFirst, pendingFlag } from './order';

// An account's contacts (GET /sapna/v1/contact?filters=active==true;accountId==) from the mirror; undefined when
// the account is not on the device.

export function presentContact(row: ContactRow): Contact {
  return {
    ...pendingFlag(row),
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    accountId: row.accountId,
    opportunityId: row.opportunityId,
    contactTypeId: row.contactTypeId,
    pocType: row.pocType,
    isVerified: row.isVerified,
    active: row.active,
    clientId: row.clientId,
    version: row.version,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
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

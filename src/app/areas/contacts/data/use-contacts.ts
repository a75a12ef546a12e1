import { isContactVisible } from '../../../../domain/contacts/contact-types';
import { contactEndpoints } from '../../../../domain/contacts/contacts.endpoints';
import { call } from '../../../lib/api/call';
import { useMirrorResource, type MirrorResource } from '../../../lib/data/use-mirror-resource';
import { newestIdFirst } from '../../../lib/offline/device/mirror-order';
import { mirrorAccountContacts } from '../offline/queries';
import type { Contact } from './contact-types';

/** The list's order: newest first (the server orders by id descending; one created on this device is newest). */
export const contactOrder = (a: Contact, b: Contact) => newestIdFirst(a.id, b.id);

/**
 * GET /api/sapna/v1/contact?filters=active==true;accountId=={accountId}: the account's active contacts.
 * Child points of contact (type 8) are kept only when verified (spec 000 §3; the server filters them too).
 */
export async function fetchAccountContacts(accountId: number, signal?: AbortSignal): Promise<Contact[]> {
  const page = await call(contactEndpoints.list, { query: { filters: `active==true;accountId==${accountId}` }, signal });
  return page.results.filter(isContactVisible);
}

/** From the device's mirror when the account is there (contacts queued offline show, marked pending), otherwise from the server. */
export function useAccountContacts(accountId: number): MirrorResource<Contact[]> {
  return useMirrorResource(
    `contacts:${accountId}`,
    (db) => mirrorAccountContacts(db, accountId),
    (signal) => fetchAccountContacts(accountId, signal),
  );
}

import { contactEndpoints } from '../../../../domain/contacts/contacts.endpoints';
import { call } from '../../../lib/api/call';
import type { Paged } from './termsheet-types';

/** The fields of an account's contact a termsheet is addressed to. */
export type ContactOption = { id: number; name: string; email: string | null; phone: string | null; active: boolean };

/** GET /api/sapna/v1/contact?filters=active==true;accountId=={accountId}. */
export function fetchContacts(accountId: number): Promise<Paged<ContactOption>> {
  return call(contactEndpoints.list, { query: { filters: `active==true;accountId==${accountId}` } });
}

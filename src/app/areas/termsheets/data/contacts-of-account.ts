import { api } from '../../../lib/api/api';
import type { Paged } from './termsheet-types';

/** The fields of an account's contact a termsheet is addressed to. */
export type ContactOption = { id: number; name: string; email: string | null; phone: string | null; active: boolean };

/** GET /api/sapna/v1/contact?filters=active==true;accountId=={accountId}. */
export function fetchContacts(accountId: number): Promise<Paged<ContactOption>> {
  return api.get<Paged<ContactOption>>('/sapna/v1/contact', { query: { filters: `active==true;accountId==${accountId}` } });
}

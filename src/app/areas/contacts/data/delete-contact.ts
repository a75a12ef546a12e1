import { api } from '../../../lib/api/api';
import type { Contact } from './contact-types';

/** DELETE /api/sapna/v1/contact/{id}: the contact becomes inactive and leaves the list. */
export function deleteContact(contactId: number): Promise<Contact> {
  return api.delete<Contact>(`/sapna/v1/contact/${contactId}`);
}

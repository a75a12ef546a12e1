import type { ContactFields } from '../../../../domain/contacts/contact-schema';
import { api } from '../../../lib/api/api';
import type { Contact } from './contact-types';

/**
 * POST /api/sapna/v1/contact and PUT /api/sapna/v1/contact/{id}. No automatic notice: spec 000 §5 wants a
 * 400 or 401 shown on the contact form and anything else as the general notice, which the form decides.
 */
export function createContact(accountId: number, fields: ContactFields): Promise<Contact> {
  return api.post<Contact>('/sapna/v1/contact', { ...fields, accountId }, { notify: false });
}

export function updateContact(contact: Contact, fields: ContactFields): Promise<Contact> {
  return api.put<Contact>(`/sapna/v1/contact/${contact.id}`, { ...fields, baseVersion: contact.version }, { notify: false });
}

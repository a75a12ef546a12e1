import { api } from '../../../lib/api/api';
import { writeThroughOutbox, type WriteResult } from '../../../lib/offline/queued-write';
import type { Contact } from './contact-types';

/**
 * Deletes a contact (it becomes inactive and leaves the list): through the outbox when the offline session runs
 * (SYNC.md), else DELETE /api/sapna/v1/contact/{id}. A failure is announced by the general notice either way.
 */
export function deleteContact(contactId: number): Promise<WriteResult> {
  const path = `/sapna/v1/contact/${contactId}`;
  return writeThroughOutbox({ name: 'deleteContact', args: { id: contactId } }, () => api.delete<Contact>(path), { method: 'DELETE', path });
}

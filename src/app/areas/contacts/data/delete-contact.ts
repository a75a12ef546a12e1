import { contactEndpoints } from '../../../../domain/contacts/contacts.endpoints';
import { call, endpointPath } from '../../../lib/api/call';
import { writeThroughOutbox, type WriteResult } from '../../../lib/offline/outbox/queued-write';

/**
 * Deletes a contact (it becomes inactive and leaves the list): through the outbox when the offline session runs
 * (SYNC.md), else DELETE /api/sapna/v1/contact/{id}. A failure is announced by the general notice either way.
 */
export function deleteContact(contactId: number): Promise<WriteResult> {
  const path = endpointPath(contactEndpoints.remove, { id: contactId });
  return writeThroughOutbox({ name: 'deleteContact', args: { id: contactId } }, () => call(contactEndpoints.remove, { params: { id: contactId } }), { method: 'DELETE', path });
}

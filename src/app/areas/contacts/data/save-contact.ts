import type { ContactFields } from '../../../../domain/contacts/contact-schema';
import { contactEndpoints } from '../../../../domain/contacts/contacts.endpoints';
import { call, endpointPath } from '../../../lib/api/call';
import { getOfflineSession } from '../../../lib/offline/session/offline-session';
import { pendingLocalId, showWhileSaving } from '../../../lib/offline/device/pending-views';
import { writeThroughOutbox, type WriteResult } from '../../../lib/offline/outbox/queued-write';
import type { Contact } from './contact-types';

/**
 * Creates or updates a contact: through the outbox when the offline session runs (SYNC.md), else POST
 * /api/sapna/v1/contact and PUT /api/sapna/v1/contact/{id}. No automatic notice: spec 000 §5 wants a 400 or
 * 401 shown on the contact form and anything else as the general notice, which the form decides (a refusal
 * of a queued command comes back with the same status and message).
 */
export function createContact(accountId: number, fields: ContactFields): Promise<WriteResult> {
  const path = endpointPath(contactEndpoints.create);
  // The contact queued on the device takes the client id its card shows under meanwhile (pending-views.ts). Sent
  // directly, the server keeps it too, so the device's copy of that contact replaces the shown card rather than
  // standing beside it.
  const clientId = crypto.randomUUID();
  const saving = writeThroughOutbox(
    { name: 'createContact', args: { accountId, ...fields }, clientId },
    () => call(contactEndpoints.create, { body: { ...fields, accountId, clientId }, notify: false }),
    { method: 'POST', path, notify: false },
  );
  if (getOfflineSession()) showWhileSaving(accountContactsList(accountId), queuedContact(accountId, fields, clientId), saving);
  return saving;
}

/** The account's contact list, as pending-views.ts names it. */
export const accountContactsList = (accountId: number) => `contacts:${accountId}`;

/** The contact as the device copy will hold it (contacts/offline/commands.ts createContact), from now. */
function queuedContact(accountId: number, fields: ContactFields, clientId: string): Contact & { clientId: string } {
  const now = new Date().toISOString();
  return {
    id: pendingLocalId(),
    accountId,
    opportunityId: null,
    name: fields.name,
    email: fields.email ?? null,
    phone: fields.phone,
    contactTypeId: fields.contactTypeId,
    pocType: null,
    isVerified: false,
    active: true,
    clientId,
    version: 1,
    createdAt: now,
    updatedAt: now,
  };
}

/** `contact.id` may be negative: a contact created on this device and not sent yet (the command names it by client id). */
export function updateContact(contact: Contact, fields: ContactFields): Promise<WriteResult> {
  const path = endpointPath(contactEndpoints.update, { contactId: contact.id });
  return writeThroughOutbox(
    { name: 'updateContact', args: { id: contact.id, ...fields } },
    () => call(contactEndpoints.update, { params: { contactId: contact.id }, body: { ...fields, baseVersion: contact.version }, notify: false }),
    { method: 'PUT', path, notify: false },
  );
}

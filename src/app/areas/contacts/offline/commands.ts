import { isVerifiedAfterEdit } from '../../../../domain/contacts/contact-view';
import type { ContactRow } from '../../../lib/offline/device/mirror-rows';
import { compact, defineKind, deleteKind, num, preparedCreate, preparedEdit, refArgs, refOf, rowOnDevice, str } from '../../../lib/offline/outbox/command-kind';

// Contacts: create (idempotent by client id on the server), update (last write wins), delete (wins over edit).

export type ContactFieldsInput = {
  name: string;
  email?: string | null;
  phone: string;
  contactTypeId: number;
  pocType?: string | null;
};

export type CreateContactInput = ContactFieldsInput & { accountId: number; opportunityId?: number | null };
/** `id`: the contact's id in the mirror (negative for one created on this device). */
export type UpdateContactInput = ContactFieldsInput & { id: number };
export type DeleteContactInput = { id: number };

function fields(input: ContactFieldsInput): Record<string, unknown> {
  return compact({ name: input.name, email: input.email ?? undefined, phone: input.phone, contactTypeId: input.contactTypeId, pocType: input.pocType ?? undefined });
}

export const createContact = defineKind<CreateContactInput>({
  name: 'createContact',
  entity: 'contact',
  creates: true,
  async prepare(w, input, created) {
    await rowOnDevice(w, 'accounts', input.accountId);
    return preparedCreate(compact({ accountId: input.accountId, opportunityId: input.opportunityId ?? undefined, ...fields(input), clientId: created.clientId }), created, input.accountId);
  },
  async apply(w, command) {
    const a = command.args;
    const clientId = str(a.clientId);
    if (clientId == null || command.localId == null) return;
    if (await w.find('contacts', { clientId })) return;
    const row: ContactRow = {
      id: command.localId,
      accountId: num(a.accountId) ?? 0,
      opportunityId: num(a.opportunityId),
      name: str(a.name) ?? '',
      email: str(a.email) || null,
      phone: str(a.phone),
      contactTypeId: num(a.contactTypeId) ?? 0,
      pocType: str(a.pocType) || null,
      isVerified: false,
      active: true,
      clientId,
      _clientId: clientId,
      version: 1,
      createdAt: command.deviceTime,
      updatedAt: command.deviceTime,
    };
    await w.put('contacts', row);
  },
});

export const updateContact = defineKind<UpdateContactInput>({
  name: 'updateContact',
  entity: 'contact',
  creates: false,
  async prepare(w, input) {
    const row = await rowOnDevice(w, 'contacts', input.id);
    return preparedEdit({ ...refArgs('contact', row), ...fields(input) }, row, row.id > 0 ? row.version : null);
  },
  async apply(w, command) {
    const a = command.args;
    const row = await w.find('contacts', refOf('contact', a));
    if (!row) return;
    const email = str(a.email) || null;
    await w.put('contacts', {
      ...row,
      name: str(a.name) ?? row.name,
      email,
      phone: str(a.phone),
      contactTypeId: num(a.contactTypeId) ?? row.contactTypeId,
      ...('pocType' in a ? { pocType: str(a.pocType) || null } : {}),
      isVerified: isVerifiedAfterEdit(row, email),
      version: row.version + 1,
      updatedAt: command.deviceTime,
    });
  },
});

export const deleteContact = deleteKind<DeleteContactInput>('deleteContact', 'contact', (row) => (row.id > 0 ? row.version : null));

/** The engine's typed command inputs (lib/offline/outbox/command-registry.ts). */
declare module '../../../lib/offline/outbox/command-registry' {
  interface CommandInputs {
    createContact: CreateContactInput;
    updateContact: UpdateContactInput;
    deleteContact: DeleteContactInput;
  }
}

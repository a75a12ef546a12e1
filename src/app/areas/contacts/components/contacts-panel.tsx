import { useState } from 'react';
import { Button } from '../../../ui/button';
import { LoadFailed } from '../../../ui/status/load-failed';
import { LoadingFallback } from '../../../ui/status/loading-fallback';
import { SectionPanel } from '../../../ui/section-panel';
import type { Contact } from '../data/contact-types';
import { accountContactsList } from '../data/save-contact';
import { contactOrder, useAccountContacts } from '../data/use-contacts';
import { useWithPending } from '../../../lib/offline/device/pending-views';
import { ContactCard } from './contact-card';
import { ContactFormDialog } from './contact-form-dialog';
import { DeleteContactDialog } from './delete-contact-dialog';

type Editing = { kind: 'add' } | { kind: 'edit'; contact: Contact } | { kind: 'delete'; contact: Contact } | null;

/** The account's contacts: list, add, edit, delete, resend verification (edit controls only when canEdit). */
export function ContactsPanel({ accountId, canEdit }: { accountId: number; canEdit: boolean }) {
  const contacts = useAccountContacts(accountId);
  // Contacts being queued on the device show from the tap, until the copy's own rows (same client id) replace them.
  const shown = useWithPending(accountContactsList(accountId), contacts.data, contacts.source === 'mirror', contactOrder);
  const [editing, setEditing] = useState<Editing>(null);
  const close = () => setEditing(null);

  return (
    <SectionPanel
      title="Contacts"
      actions={
        canEdit ? (
          <Button size="sm" onClick={() => setEditing({ kind: 'add' })}>
            Add contact
          </Button>
        ) : undefined
      }
    >
      {contacts.data === undefined && contacts.error && <LoadFailed what="contacts" error={contacts.error} onRetry={() => void contacts.refresh()} />}
      {contacts.data === undefined && !contacts.error && <LoadingFallback label="Loading contacts…" />}
      {shown?.length === 0 && <p className="text-sm text-slate-600">No contacts yet.</p>}
      {shown && shown.length > 0 && (
        <ul className="flex flex-col gap-2" aria-label="Contacts of this account">
          {shown.map((contact) => (
            <ContactCard
              key={contact.clientId ?? contact.id}
              contact={contact}
              canEdit={canEdit}
              onEdit={() => setEditing({ kind: 'edit', contact })}
              onDelete={() => setEditing({ kind: 'delete', contact })}
            />
          ))}
        </ul>
      )}
      {editing?.kind === 'add' && <ContactFormDialog accountId={accountId} onClose={close} onSaved={contacts.refresh} />}
      {editing?.kind === 'edit' && <ContactFormDialog accountId={accountId} contact={editing.contact} onClose={close} onSaved={contacts.refresh} />}
      {editing?.kind === 'delete' && <DeleteContactDialog contact={editing.contact} onClose={close} onDeleted={contacts.refresh} />}
    </SectionPanel>
  );
}

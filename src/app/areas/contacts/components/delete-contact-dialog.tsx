import { useState } from 'react';
import { SUCCESS_MESSAGES } from '../../../../domain/errors/messages';
import { notifySaved } from '../../../lib/offline/queued-write';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { useNotify } from '../../../ui/snackbar/use-notify';
import type { Contact } from '../data/contact-types';
import { deleteContact } from '../data/delete-contact';

/** Asks before deleting a contact; 'Contact deleted successfully.' when done. */
export function DeleteContactDialog({ contact, onClose, onDeleted }: { contact: Contact; onClose: () => void; onDeleted: () => Promise<void> }) {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    try {
      notifySaved(notify, await deleteContact(contact.id), SUCCESS_MESSAGES.contactDeleted);
      await onDeleted();
      onClose();
    } catch {
      // The API client has shown the failure notice.
      setBusy(false);
    }
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title="Delete contact?"
      description={`${contact.name} will be removed from this account's contacts.`}
      size="sm"
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="danger" busy={busy} onClick={() => void confirm()}>
            Delete contact
          </Button>
        </>
      }
    />
  );
}

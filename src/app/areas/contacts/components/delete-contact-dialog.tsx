import { SUCCESS_MESSAGES } from '../../../../domain/errors/messages';
import { ConfirmDialog } from '../../../ui/dialog/confirm-dialog';
import type { Contact } from '../data/contact-types';
import { deleteContact } from '../data/delete-contact';

/** Asks before deleting a contact; 'Contact deleted successfully.' when done. */
export function DeleteContactDialog({ contact, onClose, onDeleted }: { contact: Contact; onClose: () => void; onDeleted: () => Promise<void> }) {
  return (
    <ConfirmDialog
      onClose={onClose}
      title="Delete contact?"
      description={`${contact.name} will be removed from this account's contacts.`}
      confirmLabel="Delete contact"
      confirm={() => deleteContact(contact.id)}
      success={SUCCESS_MESSAGES.contactDeleted}
      onSaved={async () => {
        await onDeleted();
        onClose();
      }}
      // The API client has shown the failure notice.
      failure={{ notice: 'announced' }}
    />
  );
}

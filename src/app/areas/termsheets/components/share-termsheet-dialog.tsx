import { useEffect, useState } from 'react';
import { SUCCESS_MESSAGES } from '../../../../domain/errors/messages';
import { useOnline } from '../../../lib/offline/session/use-online';
import { ConfirmDialog } from '../../../ui/dialog/confirm-dialog';
import { SelectField } from '../../../ui/form/select-field';
import { fetchContacts, type ContactOption } from '../data/contacts-of-account';
import { shareTermsheet } from '../data/termsheet-actions';
import type { TermsheetPage } from '../data/termsheet-types';

/** Share by mail with the PDF attached, to the termsheet's contact or another point of contact of the account. */
export function ShareTermsheetDialog({
  termsheet,
  atListPrice,
  onClose,
  onShared,
}: {
  termsheet: TermsheetPage;
  atListPrice: boolean;
  onClose: () => void;
  onShared: () => Promise<void>;
}) {
  const online = useOnline();
  const [contacts, setContacts] = useState<ContactOption[] | null>(null);
  const [contactId, setContactId] = useState(termsheet.contactId ? String(termsheet.contactId) : '');
  useEffect(() => {
    let live = true;
    fetchContacts(termsheet.accountId).then(
      (page) => live && setContacts(page.results.filter((c) => c.email)),
      () => live && setContacts([]),
    );
    return () => {
      live = false;
    };
  }, [termsheet.accountId]);
  return (
    <ConfirmDialog
      title={`Share termsheet #${termsheet.id}`}
      description="The termsheet PDF is sent by e-mail."
      confirmLabel="Share"
      onlineOnly
      disabled={!contactId}
      confirm={() => shareTermsheet(termsheet.id, Number(contactId), atListPrice)}
      success={SUCCESS_MESSAGES.termsheetSharedShortly}
      failure={{ inline: [] }}
      onSaved={async () => {
        await onShared();
        onClose();
      }}
      onClose={onClose}
    >
      <SelectField
        label="Send to"
        required
        placeholder={contacts === null ? 'Loading…' : contacts.length ? 'Select…' : 'No contact with an e-mail address'}
        options={(contacts ?? []).map((c) => ({ value: String(c.id), label: `${c.name} · ${c.email ?? ''}` }))}
        value={contactId}
        onChange={(e) => setContactId(e.target.value)}
      />
      {!online && <p className="mt-2 text-sm text-amber-900">Sharing needs a connection.</p>}
    </ConfirmDialog>
  );
}

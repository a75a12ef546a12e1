import { useEffect, useState, type FormEvent } from 'react';
import { FAILURE_MESSAGES, SUCCESS_MESSAGES } from '../../../../domain/errors/messages';
import { VALIDATION_MESSAGES } from '../../../../domain/validation/messages';
import { failureText } from '../../../lib/api/failure-text';
import { Button } from '../../../ui/button';
import { Checkbox } from '../../../ui/checkbox';
import { Dialog } from '../../../ui/dialog';
import { SelectField } from '../../../ui/select-field';
import { useNotify } from '../../../ui/snackbar/use-notify';
import { fetchContacts, type ContactOption } from '../data/contacts-of-account';
import { createTermsheet } from '../data/create-termsheet';
import { fetchLegalEntities, type LegalEntityOption } from '../data/legal-entities-of-account';

export type PackageChoice = { id: number; label: string };
type Errors = Partial<Record<'accountLegalEntityId' | 'contactId' | 'packages', string>>;

/** A termsheet for one legal entity and one contact of the account, covering some of the opportunity's packages. */
export function CreateTermsheetDialog({
  opportunityId,
  accountId,
  packages,
  onClose,
  onCreated,
}: {
  opportunityId: number;
  accountId: number;
  packages: readonly PackageChoice[];
  onClose: () => void;
  onCreated: (termsheetId: number) => void;
}) {
  const notify = useNotify();
  const [legalEntities, setLegalEntities] = useState<LegalEntityOption[] | null>(null);
  const [contacts, setContacts] = useState<ContactOption[] | null>(null);
  const [legalEntityId, setLegalEntityId] = useState('');
  const [contactId, setContactId] = useState('');
  const [chosen, setChosen] = useState<number[]>(() => packages.map((p) => p.id));
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    fetchLegalEntities(accountId).then(
      (page) => live && setLegalEntities(page.results.filter((e) => e.active)),
      () => live && setLegalEntities([]),
    );
    fetchContacts(accountId).then(
      (page) => live && setContacts(page.results),
      () => live && setContacts([]),
    );
    return () => {
      live = false;
    };
  }, [accountId]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Errors = {};
    if (!legalEntityId) found.accountLegalEntityId = VALIDATION_MESSAGES.required;
    if (!contactId) found.contactId = VALIDATION_MESSAGES.required;
    if (chosen.length === 0) found.packages = 'Please select at least one package.';
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const created = await createTermsheet({ opportunityId, accountLegalEntityId: Number(legalEntityId), contactId: Number(contactId), opportunityPackageMappingIds: chosen });
      notify.success(SUCCESS_MESSAGES.termsheetCreated);
      onCreated(created.id);
      onClose();
    } catch (error) {
      notify.error(failureText(error, FAILURE_MESSAGES.createTermsheetFailed));
      setBusy(false);
    }
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title="Create termsheet"
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="create-termsheet-form" busy={busy}>
            Create termsheet
          </Button>
        </>
      }
    >
      <form id="create-termsheet-form" noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-3">
        <SelectField
          label="Legal entity"
          required
          placeholder={legalEntities === null ? 'Loading…' : legalEntities.length ? 'Select…' : 'No legal entity on this account'}
          options={(legalEntities ?? []).map((e) => ({ value: String(e.id), label: e.legalName }))}
          value={legalEntityId}
          onChange={(e) => setLegalEntityId(e.target.value)}
          error={errors.accountLegalEntityId}
        />
        <SelectField
          label="Contact"
          required
          placeholder={contacts === null ? 'Loading…' : contacts.length ? 'Select…' : 'No contact on this account'}
          options={(contacts ?? []).map((c) => ({ value: String(c.id), label: [c.name, c.email ?? c.phone].filter(Boolean).join(' · ') }))}
          value={contactId}
          onChange={(e) => setContactId(e.target.value)}
          error={errors.contactId}
        />
        <fieldset className="flex flex-col gap-1">
          <legend className="text-sm font-medium text-slate-800">Packages</legend>
          {packages.length === 0 && <p className="text-sm text-slate-600">Add a package to the opportunity first.</p>}
          {packages.map((p) => (
            <Checkbox
              key={p.id}
              label={p.label}
              checked={chosen.includes(p.id)}
              onChange={(e) => setChosen((list) => (e.target.checked ? [...list, p.id] : list.filter((id) => id !== p.id)))}
            />
          ))}
          {errors.packages && <p className="text-sm text-red-700">{errors.packages}</p>}
        </fieldset>
      </form>
    </Dialog>
  );
}

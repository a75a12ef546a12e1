import { useEffect, useState } from 'react';
import { FAILURE_MESSAGES, SUCCESS_MESSAGES } from '../../../../domain/errors/messages';
import { VALIDATION_MESSAGES } from '../../../../domain/validation/messages';
import { formRules } from '../../../lib/forms/form-rules';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { FormDialog } from '../../../ui/dialog/form-dialog';
import { SelectField } from '../../../ui/form/select-field';
import { fetchContacts, type ContactOption } from '../data/contacts-of-account';
import { fetchLegalEntities, type LegalEntityOption } from '../data/legal-entities-of-account';
import type { TermsheetPage } from '../data/termsheet-types';
import { termsheetEndpoints } from '../../../../domain/termsheets/termsheets.endpoints';
import { call } from '../../../lib/api/call';

type EditValues = { accountLegalEntityId: string; contactId: string };

const editRules = formRules((values: EditValues, refuse) => {
  if (!values.accountLegalEntityId) refuse('accountLegalEntityId', VALIDATION_MESSAGES.required);
  if (!values.contactId) refuse('contactId', VALIDATION_MESSAGES.required);
  return { accountLegalEntityId: Number(values.accountLegalEntityId), contactId: Number(values.contactId) };
});

/** Change the legal entity and contact a termsheet is made out to ('Termsheet Updated!'); the server refuses it in 4, 5, 6. */
export function EditTermsheetDialog({ termsheet, onClose, onSaved }: { termsheet: TermsheetPage; onClose: () => void; onSaved: () => Promise<void> }) {
  const [legalEntities, setLegalEntities] = useState<LegalEntityOption[] | null>(null);
  const [contacts, setContacts] = useState<ContactOption[] | null>(null);
  const form = useSchemaForm({
    defaultValues: { accountLegalEntityId: String(termsheet.accountLegalEntityId), contactId: termsheet.contactId ? String(termsheet.contactId) : '' } as EditValues,
    schema: editRules,
    save: (fields) => call(termsheetEndpoints.update, { params: { id: termsheet.id }, body: { ...fields, baseVersion: termsheet.version }, notify: false }),
    success: SUCCESS_MESSAGES.termsheetUpdated,
    onSaved: async () => {
      await onSaved();
      onClose();
    },
    failure: { inline: [], notice: { fallback: FAILURE_MESSAGES.updateTermsheetFailed } },
  });

  useEffect(() => {
    let live = true;
    fetchLegalEntities(termsheet.accountId).then(
      (page) => live && setLegalEntities(page.results.filter((e) => e.active)),
      () => live && setLegalEntities([]),
    );
    fetchContacts(termsheet.accountId).then(
      (page) => live && setContacts(page.results),
      () => live && setContacts([]),
    );
    return () => {
      live = false;
    };
  }, [termsheet.accountId]);

  return (
    <FormDialog form={form} onClose={onClose} title={`Edit termsheet #${termsheet.id}`} submitLabel="Update termsheet">
      <SelectField
        label="Legal entity"
        required
        placeholder={legalEntities === null ? 'Loading…' : 'Select…'}
        options={(legalEntities ?? []).map((e) => ({ value: String(e.id), label: e.legalName }))}
        {...form.field('accountLegalEntityId')}
      />
      <SelectField
        label="Contact"
        required
        placeholder={contacts === null ? 'Loading…' : 'Select…'}
        options={(contacts ?? []).map((c) => ({ value: String(c.id), label: [c.name, c.email ?? c.phone].filter(Boolean).join(' · ') }))}
        {...form.field('contactId')}
      />
    </FormDialog>
  );
}

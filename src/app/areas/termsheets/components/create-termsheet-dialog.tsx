import { useEffect, useState } from 'react';
import { FAILURE_MESSAGES, SUCCESS_MESSAGES } from '../../../../domain/errors/messages';
import { VALIDATION_MESSAGES } from '../../../../domain/validation/messages';
import { formRules } from '../../../lib/forms/form-rules';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { Checkbox } from '../../../ui/form/checkbox';
import { FormDialog } from '../../../ui/dialog/form-dialog';
import { SelectField } from '../../../ui/form/select-field';
import { fetchContacts, type ContactOption } from '../data/contacts-of-account';
import { termsheetEndpoints } from '../../../../domain/termsheets/termsheets.endpoints';
import { call } from '../../../lib/api/call';
import { ListPriceChoice } from './list-price-choice';
import { fetchLegalEntities, type LegalEntityOption } from '../data/legal-entities-of-account';

/** A package of the opportunity, with its discount and approval state (the list-price choice, issue 48). */
export type PackageChoice = { id: number; label: string; packageName: string; discount: number; discountApproved: string };

type TermsheetValues = { accountLegalEntityId: string; contactId: string; opportunityPackageMappingIds: number[]; atListPrice: boolean };

/** A legal entity, a contact and at least one package, with the server's messages (termsheet-fields). */
const termsheetRules = formRules((values: TermsheetValues, refuse) => {
  if (!values.accountLegalEntityId) refuse('accountLegalEntityId', VALIDATION_MESSAGES.required);
  if (!values.contactId) refuse('contactId', VALIDATION_MESSAGES.required);
  if (values.opportunityPackageMappingIds.length === 0) refuse('opportunityPackageMappingIds', 'Please select at least one package.');
  return {
    accountLegalEntityId: Number(values.accountLegalEntityId),
    contactId: Number(values.contactId),
    opportunityPackageMappingIds: values.opportunityPackageMappingIds,
    atListPrice: values.atListPrice,
  };
});

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
  const [legalEntities, setLegalEntities] = useState<LegalEntityOption[] | null>(null);
  const [contacts, setContacts] = useState<ContactOption[] | null>(null);
  const form = useSchemaForm({
    defaultValues: { accountLegalEntityId: '', contactId: '', opportunityPackageMappingIds: packages.map((p) => p.id), atListPrice: false } as TermsheetValues,
    schema: termsheetRules,
    save: (fields) => call(termsheetEndpoints.create, { body: { opportunityId, ...fields }, notify: false }),
    success: SUCCESS_MESSAGES.termsheetCreated,
    onSaved: (created) => {
      onCreated(created.id);
      onClose();
    },
    failure: { inline: [], notice: { fallback: FAILURE_MESSAGES.createTermsheetFailed } },
  });

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

  const chosen = form.values.opportunityPackageMappingIds;
  const packagesError = form.error('opportunityPackageMappingIds');
  return (
    <FormDialog form={form} onClose={onClose} title="Create termsheet" submitLabel="Create termsheet">
      <SelectField
        label="Legal entity"
        required
        placeholder={legalEntities === null ? 'Loading…' : legalEntities.length ? 'Select…' : 'No legal entity on this account'}
        options={(legalEntities ?? []).map((e) => ({ value: String(e.id), label: e.legalName }))}
        {...form.field('accountLegalEntityId')}
      />
      <SelectField
        label="Contact"
        required
        placeholder={contacts === null ? 'Loading…' : contacts.length ? 'Select…' : 'No contact on this account'}
        options={(contacts ?? []).map((c) => ({ value: String(c.id), label: [c.name, c.email ?? c.phone].filter(Boolean).join(' · ') }))}
        {...form.field('contactId')}
      />
      <fieldset className="flex flex-col gap-1">
        <legend className="text-sm font-medium text-slate-800">Packages</legend>
        {packages.length === 0 && <p className="text-sm text-slate-600">Add a package to the opportunity first.</p>}
        {packages.map((p) => (
          <Checkbox
            key={p.id}
            label={p.label}
            checked={chosen.includes(p.id)}
            onChange={(e) => form.setValue('opportunityPackageMappingIds', e.target.checked ? [...chosen, p.id] : chosen.filter((id) => id !== p.id))}
          />
        ))}
        {packagesError && <p className="text-sm text-red-700">{packagesError}</p>}
      </fieldset>
      <ListPriceChoice
        packages={packages.filter((p) => chosen.includes(p.id))}
        checked={form.values.atListPrice}
        onChange={(checked) => form.setValue('atListPrice', checked)}
      />
    </FormDialog>
  );
}

import { SUCCESS_MESSAGES } from '../../../../domain/errors/messages';
import { ACCOUNT_CLIENT_STATUS_LABELS } from '../../../../domain/reference/ids';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { blankToNull, idOrNull } from '../../../lib/forms/validate-form';
import { useReferenceData } from '../../../lib/reference/use-reference-data';
import { FormDialog } from '../../../ui/dialog/form-dialog';
import { SelectField } from '../../../ui/form/select-field';
import { TextAreaField } from '../../../ui/form/text-area-field';
import { TextField } from '../../../ui/form/text-field';
import type { AccountDetails } from '../data/account-types';
import { accountEditSchema, updateAccount } from '../data/update-account';

const CLIENT_STATUS_OPTIONS = Object.entries(ACCOUNT_CLIENT_STATUS_LABELS).map(([value, label]) => ({ value, label }));

/**
 * Edit the account (spec 000 §3 fields, and its client status). Checked on the form with the server's own
 * rules; 'Account Details Updated!' on success. A refusal (400, 409) shows inside the form.
 */
export function AccountEditDialog({ account, onClose, onSaved }: { account: AccountDetails; onClose: () => void; onSaved: () => Promise<void> }) {
  const reference = useReferenceData();
  const form = useSchemaForm({
    defaultValues: {
      housingProfileId: account.housingProfileId ?? '',
      name: account.name,
      pan: account.pan ?? '',
      gstin: account.gstin ?? '',
      cityId: account.cityId === null ? '' : String(account.cityId),
      address: account.address ?? '',
      clientStatusId: String(account.clientStatusId),
    },
    schema: accountEditSchema,
    toInput: (values) => ({
      housingProfileId: blankToNull(values.housingProfileId),
      name: values.name,
      pan: blankToNull(values.pan),
      gstin: blankToNull(values.gstin),
      cityId: idOrNull(values.cityId),
      address: blankToNull(values.address),
      clientStatusId: Number(values.clientStatusId),
    }),
    save: (edit) => updateAccount(account.accountId, edit, account.version),
    success: SUCCESS_MESSAGES.accountUpdated,
    onSaved: async () => {
      await onSaved();
      onClose();
    },
  });

  const cities = (reference.data?.cities ?? []).map((c) => ({ value: String(c.id), label: c.name }));
  return (
    <FormDialog form={form} onClose={onClose} title="Edit account details" size="lg" submitLabel="Save" layout="grid">
      <TextField label="Account name" required {...form.field('name')} maxLength={200} />
      <TextField label="Housing profile id" {...form.field('housingProfileId')} spellCheck={false} />
      <TextField label="PAN" {...form.field('pan')} autoCapitalize="characters" spellCheck={false} maxLength={10} />
      <TextField label="GSTIN" {...form.field('gstin')} autoCapitalize="characters" spellCheck={false} maxLength={15} />
      <SelectField label="City" required placeholder={reference.isLoading ? 'Loading…' : 'Select…'} options={cities} {...form.field('cityId')} />
      <SelectField label="Client status" required options={CLIENT_STATUS_OPTIONS} {...form.field('clientStatusId')} />
      <div className="sm:col-span-2">
        <TextAreaField label="Address" {...form.field('address')} maxLength={500} />
      </div>
    </FormDialog>
  );
}

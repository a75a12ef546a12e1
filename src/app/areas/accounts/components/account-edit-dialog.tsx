import { useRef, useState, type FormEvent } from 'react';
import { SUCCESS_MESSAGES } from '../../../../domain/errors/messages';
import { ACCOUNT_CLIENT_STATUS_LABELS } from '../../../../domain/reference/ids';
import { reportSaveFailure } from '../../../lib/forms/save-failure';
import { blankToNull, focusFirstInvalid, validateForm, type FieldErrors } from '../../../lib/forms/validate-form';
import { useReferenceData } from '../../../lib/reference/use-reference-data';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { FormError } from '../../../ui/form-error';
import { SelectField } from '../../../ui/select-field';
import { useNotify } from '../../../ui/snackbar/use-notify';
import { TextAreaField } from '../../../ui/text-area-field';
import { TextField } from '../../../ui/text-field';
import type { AccountDetails } from '../data/account-types';
import { accountEditSchema, updateAccount } from '../data/update-account';

const CLIENT_STATUS_OPTIONS = Object.entries(ACCOUNT_CLIENT_STATUS_LABELS).map(([value, label]) => ({ value, label }));

type Values = { housingProfileId: string; name: string; pan: string; gstin: string; cityId: string; address: string; clientStatusId: string };

function valuesOf(account: AccountDetails): Values {
  return {
    housingProfileId: account.housingProfileId ?? '',
    name: account.name,
    pan: account.pan ?? '',
    gstin: account.gstin ?? '',
    cityId: account.cityId === null ? '' : String(account.cityId),
    address: account.address ?? '',
    clientStatusId: String(account.clientStatusId),
  };
}

/**
 * Edit the account (spec 000 §3 fields, and its client status). Checked on the form with the server's own
 * rules; 'Account Details Updated!' on success. A refusal (400, 409) shows inside the form.
 */
export function AccountEditDialog({ account, onClose, onSaved }: { account: AccountDetails; onClose: () => void; onSaved: () => Promise<void> }) {
  const reference = useReferenceData();
  const notify = useNotify();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Values>(() => valuesOf(account));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const set = (field: keyof Values) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const checked = validateForm(accountEditSchema, {
      housingProfileId: blankToNull(values.housingProfileId),
      name: values.name,
      pan: blankToNull(values.pan),
      gstin: blankToNull(values.gstin),
      cityId: values.cityId === '' ? null : Number(values.cityId),
      address: blankToNull(values.address),
      clientStatusId: Number(values.clientStatusId),
    });
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirstInvalid(form.current);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await updateAccount(account.accountId, checked.data, account.version);
      notify.success(SUCCESS_MESSAGES.accountUpdated);
      await onSaved();
      onClose();
    } catch (failure) {
      setFormError(reportSaveFailure(failure, notify));
      setBusy(false);
    }
  }

  const cities = (reference.data?.cities ?? []).map((c) => ({ value: String(c.id), label: c.name }));
  return (
    <Dialog
      open
      onClose={onClose}
      title="Edit account details"
      size="lg"
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="account-edit-form" busy={busy}>
            Save
          </Button>
        </>
      }
    >
      <form id="account-edit-form" ref={form} noValidate onSubmit={(e) => void submit(e)} className="grid gap-3 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <FormError message={formError} />
        </div>
        <TextField label="Account name" required value={values.name} onChange={set('name')} error={errors.name} maxLength={200} />
        <TextField label="Housing profile id" value={values.housingProfileId} onChange={set('housingProfileId')} error={errors.housingProfileId} spellCheck={false} />
        <TextField label="PAN" value={values.pan} onChange={set('pan')} error={errors.pan} autoCapitalize="characters" spellCheck={false} maxLength={10} />
        <TextField label="GSTIN" value={values.gstin} onChange={set('gstin')} error={errors.gstin} autoCapitalize="characters" spellCheck={false} maxLength={15} />
        <SelectField
          label="City"
          required
          placeholder={reference.isLoading ? 'Loading…' : 'Select…'}
          options={cities}
          value={values.cityId}
          onChange={set('cityId')}
          error={errors.cityId}
        />
        <SelectField label="Client status" required options={CLIENT_STATUS_OPTIONS} value={values.clientStatusId} onChange={set('clientStatusId')} error={errors.clientStatusId} />
        <div className="sm:col-span-2">
          <TextAreaField label="Address" value={values.address} onChange={set('address')} error={errors.address} maxLength={500} />
        </div>
      </form>
    </Dialog>
  );
}

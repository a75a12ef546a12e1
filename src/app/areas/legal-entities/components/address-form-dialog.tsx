import { useRef, useState, type FormEvent } from 'react';
import { addressSchema, type AddressType } from '../../../../domain/legal-entities/address-schema';
import { reportSaveFailure } from '../../../lib/forms/save-failure';
import { focusFirstInvalid, validateForm, type FieldErrors } from '../../../lib/forms/validate-form';
import { useReferenceData } from '../../../lib/reference/use-reference-data';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { FormError } from '../../../ui/form-error';
import { SelectField } from '../../../ui/select-field';
import { useNotify } from '../../../ui/snackbar/use-notify';
import { TextAreaField } from '../../../ui/text-area-field';
import { TextField } from '../../../ui/text-field';
import type { LegalEntity } from '../data/legal-entity-types';
import { saveAddress } from '../data/save-address';

/** Add or edit a legal entity's billing or shipping address: no special characters, a city, a valid PIN. */
export function AddressFormDialog({ entity, type, onClose, onSaved }: { entity: LegalEntity; type: AddressType; onClose: () => void; onSaved: () => Promise<void> }) {
  const reference = useReferenceData();
  const notify = useNotify();
  const form = useRef<HTMLFormElement>(null);
  const current = type === 'Billing' ? entity.billingAddress : entity.shippingAddress;
  const [address, setAddress] = useState(current?.address ?? '');
  const [cityId, setCityId] = useState(current?.cityId ? String(current.cityId) : '');
  const [pincode, setPincode] = useState(current?.pincode ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const checked = validateForm(addressSchema, { address, cityId: cityId === '' ? null : Number(cityId), pincode });
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirstInvalid(form.current);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await saveAddress(entity, type, checked.data);
      notify.success();
      await onSaved();
      onClose();
    } catch (failure) {
      setFormError(reportSaveFailure(failure, notify));
      setBusy(false);
    }
  }

  const what = `${type.toLowerCase()} address`;
  const formId = `address-form-${entity.id}-${type}`;
  const cities = (reference.data?.cities ?? []).map((c) => ({ value: String(c.id), label: c.name }));
  return (
    <Dialog
      open
      onClose={onClose}
      title={`${current ? 'Edit' : 'Add'} ${what}`}
      description={entity.legalName}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} busy={busy}>
            Save address
          </Button>
        </>
      }
    >
      <form id={formId} ref={form} noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-3">
        <FormError message={formError} />
        <TextAreaField label="Address" required value={address} onChange={(e) => setAddress(e.target.value)} error={errors.address} maxLength={500} />
        <SelectField
          label="City"
          required
          placeholder={reference.isLoading ? 'Loading…' : 'Select…'}
          options={cities}
          value={cityId}
          onChange={(e) => setCityId(e.target.value)}
          error={errors.cityId}
        />
        <TextField label="PIN code" required inputMode="numeric" value={pincode} onChange={(e) => setPincode(e.target.value)} error={errors.pincode} hint="6 digits, not starting with 0" maxLength={6} />
      </form>
    </Dialog>
  );
}

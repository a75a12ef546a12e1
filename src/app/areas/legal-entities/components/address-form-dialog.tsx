import { addressSchema, type AddressType } from '../../../../domain/legal-entities/address-schema';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { idOrNull } from '../../../lib/forms/validate-form';
import { useReferenceData } from '../../../lib/reference/use-reference-data';
import { FormDialog } from '../../../ui/dialog/form-dialog';
import { SelectField } from '../../../ui/form/select-field';
import { TextAreaField } from '../../../ui/form/text-area-field';
import { TextField } from '../../../ui/form/text-field';
import type { LegalEntity } from '../../../../domain/legal-entities/legal-entity-views';
import { saveAddress } from '../data/save-address';

/** Add or edit a legal entity's billing or shipping address: no special characters, a city, a valid PIN. */
export function AddressFormDialog({ entity, type, onClose, onSaved }: { entity: LegalEntity; type: AddressType; onClose: () => void; onSaved: () => Promise<void> }) {
  const reference = useReferenceData();
  const current = type === 'Billing' ? entity.billingAddress : entity.shippingAddress;
  const form = useSchemaForm({
    defaultValues: { address: current?.address ?? '', cityId: current?.cityId ? String(current.cityId) : '', pincode: current?.pincode ?? '' },
    schema: addressSchema,
    toInput: (values) => ({ ...values, cityId: idOrNull(values.cityId) }),
    save: (address) => saveAddress(entity, type, address),
    onSaved: async () => {
      await onSaved();
      onClose();
    },
  });

  const cities = (reference.data?.cities ?? []).map((c) => ({ value: String(c.id), label: c.name }));
  return (
    <FormDialog form={form} onClose={onClose} title={`${current ? 'Edit' : 'Add'} ${type.toLowerCase()} address`} description={entity.legalName} submitLabel="Save address">
      <TextAreaField label="Address" required {...form.field('address')} maxLength={500} />
      <SelectField label="City" required placeholder={reference.isLoading ? 'Loading…' : 'Select…'} options={cities} {...form.field('cityId')} />
      <TextField label="PIN code" required inputMode="numeric" {...form.field('pincode')} hint="6 digits, not starting with 0" maxLength={6} />
    </FormDialog>
  );
}

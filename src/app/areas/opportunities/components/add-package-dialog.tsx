import { FAILURE_MESSAGES } from '../../../../domain/errors/messages';
import { formatRupees } from '../../../../domain/format/rupees';
import { hasAtMostTwoDecimals } from '../../../../domain/money/paise';
import { VALIDATION_MESSAGES } from '../../../../domain/validation/messages';
import { formRules } from '../../../lib/forms/form-rules';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { FormDialog } from '../../../ui/dialog/form-dialog';
import { SelectField } from '../../../ui/form/select-field';
import { TextField } from '../../../ui/form/text-field';
import { packageMappingEndpoints } from '../../../../domain/opportunities/package-mappings.endpoints';
import { call } from '../../../lib/api/call';
import type { OpportunityPage } from '../data/opportunity-types';
import { usePackagePicker, type PackagePickerOption } from '../data/packages';

type AddPackageValues = { packageId: string; quantity: string; discount: string };

/**
 * The add-package form's rules, with the server's messages (package-mappings.service): a package, a whole
 * quantity of at least 1, and a discount per unit (blank is none) of at most the chosen package's sales price.
 */
function addPackageRules(packages: readonly PackagePickerOption[] | null) {
  return formRules((values: AddPackageValues, refuse) => {
    const quantity = Number(values.quantity);
    const discount = values.discount.trim() === '' ? 0 : Number(values.discount);
    const chosen = packages?.find((p) => String(p.id) === values.packageId);
    if (!values.packageId) refuse('packageId', VALIDATION_MESSAGES.required);
    if (values.quantity.trim() === '') refuse('quantity', VALIDATION_MESSAGES.required);
    else if (!Number.isInteger(quantity) || quantity < 1) refuse('quantity', 'Quantity must be a whole number of at least 1.');
    if (!Number.isFinite(discount) || discount < 0 || !hasAtMostTwoDecimals(discount)) refuse('discount', 'Discount must be a positive amount with at most 2 decimals.');
    else if (chosen && discount > chosen.salesPrice) refuse('discount', 'Discount cannot be more than the sales price.');
    return { packageId: Number(values.packageId), quantity, discount };
  });
}

/** Add a package at today's price, with a quantity and a discount per unit (a discount needs approval). */
export function AddPackageDialog({ opportunity, onClose, onAdded }: { opportunity: OpportunityPage; onClose: () => void; onAdded: () => void }) {
  // From the device's copy of the catalogue when it has one (works offline), else GET /sapna/v2/packages.
  const picker = usePackagePicker({ cityId: opportunity.cityId, clientTypeId: opportunity.account.clientTypeId });
  const options = picker.data ?? (picker.error ? [] : null);

  const packageOf = (id: string) => options?.find((p) => String(p.id) === id);
  const form = useSchemaForm({
    defaultValues: { packageId: '', quantity: '1', discount: '0' } as AddPackageValues,
    schema: addPackageRules(options),
    save: (input) => call(packageMappingEndpoints.addPackage, { body: { opportunityId: opportunity.id, ...input }, notify: false }),
    onSaved: () => {
      onAdded();
      onClose();
    },
    failure: { inline: [], notice: { fallback: FAILURE_MESSAGES.addPackageFailed } },
  });
  const chosen = packageOf(form.values.packageId);

  const packageOptions = (options ?? []).map((p) => ({
    value: String(p.id),
    label: `${p.name}${p.packageFamilyName ? ` (${p.packageFamilyName})` : ''} · ${formatRupees(p.salesPrice)}`,
  }));
  return (
    <FormDialog form={form} onClose={onClose} title="Add package" submitLabel="Add package">
      <SelectField
        label="Package"
        required
        placeholder={options === null ? 'Loading packages…' : options.length ? 'Select…' : 'No packages for this city'}
        options={packageOptions}
        {...form.field('packageId')}
        onChange={(e) => {
          form.setValue('packageId', e.target.value);
          const pkg = packageOf(e.target.value);
          if (pkg) form.setValue('quantity', String(pkg.quantity));
        }}
      />
      {chosen && (
        <p className="text-sm text-slate-700">
          Rate price {formatRupees(chosen.ratePrice)} · sales price {formatRupees(chosen.salesPrice)} · validity {chosen.validityDays} days ·{' '}
          {chosen.productNames.join(', ') || 'no products'}
        </p>
      )}
      <TextField label="Quantity" required inputMode="numeric" {...form.field('quantity')} />
      <TextField label="Discount per unit (₹)" inputMode="decimal" {...form.field('discount')} hint="A discount goes for approval before the termsheet." />
    </FormDialog>
  );
}

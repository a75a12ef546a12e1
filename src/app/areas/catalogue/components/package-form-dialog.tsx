import { useState } from 'react';
import { NP_TYPES, PACKAGE_AGENT_TYPES, PACKAGE_SERVICES, PACKAGE_TIERS, PROPERTY_CATEGORY_OPTIONS, packageName, type PackageService, type PackageTier } from '../../../../domain/catalogue/constants';
import { packageInputSchema } from '../../../../domain/catalogue/package-schema';
import { FAILURE_MESSAGES } from '../../../../domain/errors/messages';
import { CATALOGUE_MESSAGES } from '../../../../domain/catalogue/catalogue-messages';
import { Button } from '../../../ui/button';
import { Checkbox } from '../../../ui/form/checkbox';
import { SelectField } from '../../../ui/form/select-field';
import { TextField } from '../../../ui/form/text-field';
import { withStoredCity } from '../data/cities';
import { useDraftForm } from '../../../lib/forms/use-draft-form';
import type { Family } from '../data/families';
import { createPackage, updatePackage, type PackageDetail } from '../data/packages';
import type { Product } from '../data/products';
import { OnlineFormDialog } from '../../../ui/dialog/online-form-dialog';
import { ParameterEditor } from './parameter-editor';
import { packageFormValuesOf, packageInputOf, type MappingRow } from '../../../../domain/catalogue/package-form';
import { CLIENT_TYPE_LABELS } from '../../../../domain/reference/ids';

/** Create or edit a package (manage-packages): fields of spec 001 §3 and §9, its product mappings and pricing parameters. */
export function PackageFormDialog({
  pkg,
  families,
  products,
  cities,
  onClose,
  onSaved,
}: {
  pkg: PackageDetail | null;
  families: Family[];
  products: Product[];
  cities: { id: number; name: string }[];
  onClose: () => void;
  onSaved: (saved: PackageDetail) => void;
}) {
  const draftKey = `catalogue:package:${pkg?.id ?? 'new'}`;
  const saved = packageFormValuesOf(pkg, families[0]?.id ?? null);
  const form = useDraftForm(draftKey, {
    defaultValues: saved,
    schema: packageInputSchema,
    toInput: packageInputOf,
    errorsAt: { requiredPricingParameters: 'parameters' },
    save: (input) => (pkg ? updatePackage(pkg.id, input) : createPackage(input)),
    success: CATALOGUE_MESSAGES.packageSaved,
    onSaved,
    failure: { notice: { fallback: pkg ? FAILURE_MESSAGES.packageUpdateFailed : FAILURE_MESSAGES.packageUpdateRetry } },
  });
  const [service, setService] = useState<PackageService>('Online Assistance');
  const [tier, setTier] = useState<PackageTier>('Basic');
  const mappings = form.values.mappings ?? [];
  const setMappings = (next: MappingRow[]) => form.setValue('mappings', next);
  const productOptions = products.map((p) => ({ value: String(p.id), label: `${p.name} (${p.productTypeName})${p.active ? '' : ' · inactive'}` }));

  return (
    <OnlineFormDialog layout="grid" form={form} title={pkg ? `Edit package #${pkg.id}` : 'New package'} submitLabel={pkg ? 'Save package' : 'Create package'} onClose={onClose} size="lg">
      <div className="grid items-end gap-2 sm:col-span-2 sm:grid-cols-[1fr_1fr_auto]">
        <SelectField label="Service" value={service} options={PACKAGE_SERVICES.map((s) => ({ value: s, label: s === 'Field Assistance' ? 'Field Assistance (rent only)' : s }))} onChange={(e) => setService(e.target.value as PackageService)} />
        <SelectField label="Tier" value={tier} options={PACKAGE_TIERS.map((t) => ({ value: t, label: t }))} onChange={(e) => setTier(e.target.value as PackageTier)} />
        <Button variant="secondary" onClick={() => form.setValue('name', packageName(service, tier))}>
          Use as name
        </Button>
      </div>
      <TextField label="Package name" required {...form.field('name')} />
      <SelectField label="Package family" required placeholder="Select…" options={families.map((f) => ({ value: String(f.id), label: f.name }))} {...form.field('packageFamilyId')} />
      <SelectField label="Agent type" required options={PACKAGE_AGENT_TYPES.map((t) => ({ value: t, label: t }))} {...form.field('agentType')} />
      <SelectField label="NP type" required options={NP_TYPES.map((t) => ({ value: t, label: t }))} {...form.field('npType')} />
      <SelectField label="Property category" required options={PROPERTY_CATEGORY_OPTIONS.map((o) => ({ value: o.value, label: o.value, disabled: o.disabled }))} {...form.field('propertyCategory')} />
      <SelectField label="Client type" placeholder="Every client type" options={Object.entries(CLIENT_TYPE_LABELS).map(([id, label]) => ({ value: id, label }))} {...form.field('clientTypeId')} />
      <SelectField label="City" placeholder="Every city" hint="The catalogue's cities (priced for package 232)" options={withStoredCity(cities, pkg?.cityId, pkg?.cityName).map((c) => ({ value: String(c.id), label: c.name }))} {...form.field('cityId')} />
      <TextField label="Rate price (₹)" required inputMode="decimal" {...form.field('ratePrice')} />
      <TextField label="Sales price (₹)" required inputMode="decimal" {...form.field('salesPrice')} />
      <TextField label="Validity (days)" required inputMode="numeric" {...form.field('validityDays')} />
      <TextField label="Quantity" required inputMode="numeric" {...form.field('quantity')} />
      <TextField label="Required fields" hint="Comma separated (cityId, localityId, projectIds)" {...form.field('requiredFields')} />
      <div className="flex flex-col gap-1">
        <Checkbox label="Price applicable" {...form.check('isPriceApplicable')} />
        <Checkbox label="Active" {...form.check('active')} />
      </div>
      <ParameterEditor legend="Required pricing parameters" rows={form.values.parameters ?? []} onChange={(rows) => form.setValue('parameters', rows)} error={form.error('parameters')} />
      <fieldset className="flex flex-col gap-2 rounded-md border border-slate-200 p-3 sm:col-span-2">
        <legend className="px-1 text-sm font-medium text-slate-800">Product mappings</legend>
        {mappings.map((m, index) => (
          <div key={index} className="grid items-end gap-2 sm:grid-cols-[2fr_1fr_1fr_auto]" role="group" aria-label={`Mapping row ${index + 1}`}>
            <SelectField label={`Product (row ${index + 1})`} placeholder="Select…" options={productOptions} value={m.productId} onChange={(e) => setMappings(mappings.map((r, i) => (i === index ? { ...r, productId: e.target.value } : r)))} />
            <TextField label="quantity" inputMode="numeric" value={m.quantity} onChange={(e) => setMappings(mappings.map((r, i) => (i === index ? { ...r, quantity: e.target.value } : r)))} />
            <TextField label="promotedDays" inputMode="numeric" value={m.promotedDays} onChange={(e) => setMappings(mappings.map((r, i) => (i === index ? { ...r, promotedDays: e.target.value } : r)))} />
            <Button variant="secondary" onClick={() => setMappings(mappings.filter((_, i) => i !== index))}>
              Remove
            </Button>
          </div>
        ))}
        {form.error('mappings') && <p className="text-sm text-red-700">{form.error('mappings')}</p>}
        <div>
          <Button variant="secondary" onClick={() => setMappings([...mappings, { id: null, productId: '', quantity: '', promotedDays: '', other: {} }])}>
            Add product
          </Button>
        </div>
      </fieldset>
    </OnlineFormDialog>
  );
}

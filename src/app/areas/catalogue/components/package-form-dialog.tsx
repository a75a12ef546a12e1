import { useState } from 'react';
import { NP_TYPES, PACKAGE_AGENT_TYPES, PACKAGE_SERVICES, PACKAGE_TIERS, PROPERTY_CATEGORY_OPTIONS, packageName, type PackageService, type PackageTier } from '../../../../domain/catalogue/constants';
import { packageInputSchema } from '../../../../domain/catalogue/package-schema';
import { FAILURE_MESSAGES } from '../../../../domain/errors/messages';
import { CATALOGUE_MESSAGES } from '../../../../domain/catalogue/catalogue-messages';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { Button } from '../../../ui/button';
import { Checkbox } from '../../../ui/checkbox';
import { SelectField } from '../../../ui/select-field';
import { TextField } from '../../../ui/text-field';
import { dropDraft, keptDraft, useKeepDraft } from '../data/kept-draft';
import type { Family } from '../data/families';
import { createPackage, updatePackage, type PackageDetail } from '../data/packages';
import type { Product } from '../data/products';
import { CatalogueFormDialog } from './catalogue-form-dialog';
import { ParameterEditor, parametersOfRows, rowsOfParameters, type ParameterRow } from './parameter-editor';

type MappingRow = { id: number | null; productId: string; quantity: string; promotedDays: string; other: Record<string, unknown> };

type PackageValues = {
  name: string;
  packageFamilyId: string;
  agentType: string;
  npType: string;
  propertyCategory: string;
  isPriceApplicable: boolean;
  active: boolean;
  ratePrice: string;
  salesPrice: string;
  validityDays: string;
  quantity: string;
  cityId: string;
  requiredFields: string;
  parameters: ParameterRow[];
  mappings: MappingRow[];
};

const num = (text: string) => (text.trim() === '' ? undefined : Number(text));
const numOrNull = (v: unknown) => (typeof v === 'number' ? String(v) : '');

function valuesOf(pkg: PackageDetail | null, familyId: number | null): PackageValues {
  if (!pkg) {
    return {
      name: '',
      packageFamilyId: familyId ? String(familyId) : '',
      agentType: 'Both',
      npType: 'Not Applicable',
      propertyCategory: 'Residential',
      isPriceApplicable: true,
      active: true,
      ratePrice: '',
      salesPrice: '',
      validityDays: '',
      quantity: '1',
      cityId: '',
      requiredFields: 'cityId',
      parameters: [{ name: 'cityTier', type: 'select', allowedValues: '1, 2, 3' }],
      mappings: [],
    };
  }
  return {
    name: pkg.packageName,
    packageFamilyId: pkg.packageFamilyId ? String(pkg.packageFamilyId) : '',
    agentType: pkg.agentType,
    npType: pkg.npType,
    propertyCategory: pkg.propertyCategory,
    isPriceApplicable: pkg.isPriceApplicable,
    active: pkg.active,
    ratePrice: String(pkg.ratePrice),
    salesPrice: String(pkg.salesPrice),
    validityDays: String(pkg.validity),
    quantity: String(pkg.quantity),
    cityId: pkg.cityId ? String(pkg.cityId) : '',
    requiredFields: pkg.requiredFields.join(', '),
    parameters: rowsOfParameters(pkg.requiredPricingParameters),
    mappings: pkg.mappings.map((m) => {
      const { quantity, promotedDays, ...other } = m.activationParameters;
      return { id: m.id, productId: String(m.productId), quantity: numOrNull(quantity), promotedDays: numOrNull(promotedDays), other };
    }),
  };
}

function toInput(v: PackageValues) {
  return {
    name: v.name,
    packageFamilyId: num(v.packageFamilyId),
    agentType: v.agentType || undefined,
    npType: v.npType || undefined,
    propertyCategory: v.propertyCategory || undefined,
    isPriceApplicable: v.isPriceApplicable,
    active: v.active,
    ratePrice: num(v.ratePrice),
    salesPrice: num(v.salesPrice),
    validityDays: num(v.validityDays),
    quantity: num(v.quantity),
    cityId: num(v.cityId) ?? null,
    requiredFields: v.requiredFields.split(',').map((f) => f.trim()).filter(Boolean),
    requiredPricingParameters: parametersOfRows(v.parameters),
    mappings: v.mappings.map((m) => ({
      ...(m.id ? { id: m.id } : {}),
      productId: num(m.productId),
      activationParameters: { ...m.other, ...(m.quantity ? { quantity: Number(m.quantity) } : {}), ...(m.promotedDays ? { promotedDays: Number(m.promotedDays) } : {}) },
    })),
  };
}

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
  const draftKey = `package:${pkg?.id ?? 'new'}`;
  const [defaults] = useState(() => keptDraft(draftKey, valuesOf(pkg, families[0]?.id ?? null)));
  const form = useSchemaForm({
    defaultValues: defaults,
    schema: packageInputSchema,
    toInput,
    errorsAt: { requiredPricingParameters: 'parameters' },
    save: (input) => (pkg ? updatePackage(pkg.id, input) : createPackage(input)),
    success: CATALOGUE_MESSAGES.packageSaved,
    onSaved: (saved) => {
      dropDraft(draftKey);
      onSaved(saved);
    },
    failure: { notice: { fallback: pkg ? FAILURE_MESSAGES.packageUpdateFailed : FAILURE_MESSAGES.packageUpdateRetry } },
  });
  useKeepDraft(draftKey, form.values);
  const [service, setService] = useState<PackageService>('Online Assistance');
  const [tier, setTier] = useState<PackageTier>('Basic');
  const mappings = form.values.mappings ?? [];
  const setMappings = (next: MappingRow[]) => form.setValue('mappings', next);
  const productOptions = products.map((p) => ({ value: String(p.id), label: `${p.name} (${p.productTypeName})${p.active ? '' : ' · inactive'}` }));

  return (
    <CatalogueFormDialog form={form} title={pkg ? `Edit package #${pkg.id}` : 'New package'} submitLabel={pkg ? 'Save package' : 'Create package'} onClose={onClose} size="lg">
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
      <SelectField label="City" placeholder="Every city" options={cities.map((c) => ({ value: String(c.id), label: c.name }))} {...form.field('cityId')} />
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
    </CatalogueFormDialog>
  );
}

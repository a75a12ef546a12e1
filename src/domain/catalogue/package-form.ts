// The package form's values and the payload it sends (manage-packages), kept here so the round trip — a stored
// package through the form and back — is tested to change nothing the admin did not change (issue 50).
import type { ParameterDefinition } from './json-parameters';
import type { PackageDetail } from './package-schema';

/** A parameter as the editor's rows hold it: allowed values as comma-separated text (and the stored ones). */
export type ParameterRow = { name: string; type: string; allowedValues: string; stored?: readonly unknown[] };

/** A product mapping's row: quantity and promotedDays as text; every other activation parameter kept as stored. */
export type MappingRow = { id: number | null; productId: string; quantity: string; promotedDays: string; other: Record<string, unknown>; keyOrder?: readonly string[] };

export type PackageFormValues = {
  name: string;
  packageFamilyId: string;
  agentType: string;
  npType: string;
  propertyCategory: string;
  clientTypeId: string;
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
const allowedText = (values: readonly unknown[]) => values.map(String).join(', ');

export function rowsOfParameters(list: readonly { name: string; type: string; allowedValues: readonly unknown[] }[]): ParameterRow[] {
  return list.map((p) => ({ name: p.name, type: p.type, allowedValues: allowedText(p.allowedValues), stored: p.allowedValues }));
}

/** Rows back to the JSON the server stores: untouched allowed values exactly as stored, typed ones numbers where numeric. */
export function parametersOfRows(rows: readonly ParameterRow[]): ParameterDefinition[] {
  return rows
    .filter((r) => r.name.trim() !== '' || r.allowedValues.trim() !== '')
    .map((r) => ({
      name: r.name.trim(),
      type: r.type as ParameterDefinition['type'],
      allowedValues:
        r.stored && allowedText(r.stored) === r.allowedValues
          ? ([...r.stored] as ParameterDefinition['allowedValues'])
          : r.allowedValues
              .split(',')
              .map((v) => v.trim())
              .filter((v) => v !== '')
              .map((v) => (/^-?\d+(\.\d+)?$/.test(v) ? Number(v) : v)),
    }));
}

/** The form's values for a new package (in a family) or for a stored one. */
export function packageFormValuesOf(pkg: PackageDetail | null, familyId: number | null): PackageFormValues {
  if (!pkg) {
    return {
      name: '',
      packageFamilyId: familyId ? String(familyId) : '',
      agentType: 'Both',
      npType: 'Not Applicable',
      propertyCategory: 'Residential',
      clientTypeId: '',
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
    clientTypeId: pkg.clientTypeId ? String(pkg.clientTypeId) : '',
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
      // quantity and promotedDays get their own boxes when they are numbers; anything else stays as stored.
      const { quantity, promotedDays, ...rest } = m.activationParameters;
      const other: Record<string, unknown> = { ...rest };
      if (quantity !== undefined && typeof quantity !== 'number') other.quantity = quantity;
      if (promotedDays !== undefined && typeof promotedDays !== 'number') other.promotedDays = promotedDays;
      return {
        id: m.id,
        productId: String(m.productId),
        quantity: typeof quantity === 'number' ? String(quantity) : '',
        promotedDays: typeof promotedDays === 'number' ? String(promotedDays) : '',
        other,
        keyOrder: Object.keys(m.activationParameters),
      };
    }),
  };
}

/** The parameters with the stored ones first, in their stored order (the stored JSON text stays the same). */
function inStoredOrder(parameters: Record<string, unknown>, order: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of order) if (key in parameters) out[key] = parameters[key];
  for (const [key, value] of Object.entries(parameters)) if (!(key in out)) out[key] = value;
  return out;
}

/** The payload of POST /sapna/v2/package and PUT /sapna/v2/package/{id} (packageInputSchema checks it). */
export function packageInputOf(v: PackageFormValues) {
  return {
    name: v.name,
    packageFamilyId: num(v.packageFamilyId),
    agentType: v.agentType || undefined,
    npType: v.npType || undefined,
    propertyCategory: v.propertyCategory || undefined,
    clientTypeId: num(v.clientTypeId) ?? null,
    isPriceApplicable: v.isPriceApplicable,
    active: v.active,
    ratePrice: num(v.ratePrice),
    salesPrice: num(v.salesPrice),
    validityDays: num(v.validityDays),
    quantity: num(v.quantity),
    cityId: num(v.cityId) ?? null,
    requiredFields: v.requiredFields
      .split(',')
      .map((f) => f.trim())
      .filter(Boolean),
    requiredPricingParameters: parametersOfRows(v.parameters),
    mappings: v.mappings.map((m) => ({
      ...(m.id ? { id: m.id } : {}),
      productId: num(m.productId),
      activationParameters: inStoredOrder({ ...m.other, ...(m.quantity ? { quantity: Number(m.quantity) } : {}), ...(m.promotedDays ? { promotedDays: Number(m.promotedDays) } : {}) }, m.keyOrder ?? []),
    })),
  };
}

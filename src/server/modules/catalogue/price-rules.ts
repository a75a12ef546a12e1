// One price row checked and shaped the same way for the form's write and for every CSV row.
import { CATALOGUE_MESSAGES } from '../../../domain/catalogue/catalogue-messages';
import { CITY_TIERS } from '../../../domain/catalogue/constants';
import type { ParameterDefinition } from '../../../domain/catalogue/json-parameters';
import { COLUMN_PRICING_PARAMETERS } from '../../../domain/catalogue/price-schema';
import { validityError } from '../../../domain/catalogue/validity';

export type PricedPackage = { id: number; name: string; validityDays: number; familyName: string | null; parameters: ParameterDefinition[] };

/** A price row with its places already looked up (by id from the form, by name from the CSV). */
export type PriceDraft = {
  packageId: number;
  city: { id: number; name: string; tier: number };
  locality: { id: number; name: string } | null;
  regionId: number | null;
  /** The names (regions table) of the price's region and of its locality's region. */
  regionNames: readonly string[];
  tier: number | null;
  ratePricePaise: number;
  salesPricePaise: number;
  validityDays: number;
  parameters: Record<string, string | number | boolean>;
};

export type PriceValues = {
  packageId: number;
  cityId: number;
  localityId: number | null;
  regionId: number | null;
  tier: number;
  ratePricePaise: number;
  salesPricePaise: number;
  validityDays: number;
  pricingParameters: string;
  priceKey: string;
};

export type PriceProblem = { column: string; message: string };

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** The checked row to store, or every problem with it (column names as the CSV header has them). */
export function checkPrice(pkg: PricedPackage, draft: PriceDraft): { values: PriceValues } | { problems: PriceProblem[] } {
  const problems: PriceProblem[] = [];
  const tier = draft.tier ?? draft.city.tier;
  if (!(CITY_TIERS as readonly number[]).includes(tier)) problems.push({ column: 'tier', message: CATALOGUE_MESSAGES.tier });
  if (draft.salesPricePaise > draft.ratePricePaise) problems.push({ column: 'salesPrice', message: CATALOGUE_MESSAGES.salesAboveRate });

  const given = Object.fromEntries(Object.entries(draft.parameters).filter(([, v]) => !isBlank(v)));
  const other: Record<string, string | number | boolean> = {};
  const known = new Set(pkg.parameters.map((p) => p.name));
  for (const def of pkg.parameters) {
    const column = COLUMN_PRICING_PARAMETERS[def.name];
    const value = column === 'tier' ? tier : column === 'localityName' ? (draft.locality?.name ?? null) : given[def.name];
    if (column === 'localityName' && value === null) continue; // a city-wide price: no locality
    if (isBlank(value)) {
      problems.push({ column: def.name, message: CATALOGUE_MESSAGES.missingPricingParameter(def.name) });
      continue;
    }
    if (def.allowedValues.length && !def.allowedValues.some((a) => String(a) === String(value))) {
      problems.push({ column: column ?? def.name, message: CATALOGUE_MESSAGES.notAllowedValue(def.name, def.allowedValues) });
    }
    if (!column && value !== undefined && value !== null) other[def.name] = value;
  }
  for (const name of Object.keys(given)) {
    if (!known.has(name) && !COLUMN_PRICING_PARAMETERS[name]) problems.push({ column: name, message: `${name} is not a pricing parameter of this package.` });
  }
  const validity = validityError(
    { packageId: pkg.id, packageValidityDays: pkg.validityDays, familyName: pkg.familyName, regionId: draft.regionId, cityName: draft.city.name, regionNames: draft.regionNames },
    draft.validityDays,
  );
  if (validity) problems.push({ column: 'validityDays', message: validity });
  if (problems.length) return { problems };

  const sortedOther = Object.fromEntries(Object.entries(other).sort(([a], [b]) => a.localeCompare(b)));
  const pricingParameters = { cityTier: tier, ...(draft.locality ? { localityName: draft.locality.name } : {}), ...sortedOther };
  return {
    values: {
      packageId: pkg.id,
      cityId: draft.city.id,
      localityId: draft.locality?.id ?? null,
      regionId: draft.regionId,
      tier,
      ratePricePaise: draft.ratePricePaise,
      salesPricePaise: draft.salesPricePaise,
      validityDays: draft.validityDays,
      pricingParameters: JSON.stringify(pricingParameters),
      // Which row a write updates: the package's city, locality, region, tier and other parameters.
      priceKey: JSON.stringify([draft.city.id, draft.locality?.id ?? null, draft.regionId, tier, sortedOther]),
    },
  };
}

/** Whether a stored row already holds these values (an import leaves it unchanged). */
export function samePrice(stored: { ratePricePaise: number; salesPricePaise: number; validityDays: number; pricingParameters: string }, values: PriceValues): boolean {
  return stored.ratePricePaise === values.ratePricePaise && stored.salesPricePaise === values.salesPricePaise && stored.validityDays === values.validityDays && stored.pricingParameters === values.pricingParameters;
}

/** Catalogue constants (spec 001 §9, 002 §9). */

export const PACKAGE_AGENT_TYPES = ['FoS', 'Telesales', 'Both'] as const;
export type PackageAgentType = (typeof PACKAGE_AGENT_TYPES)[number];

export const NP_TYPES = ['Main', 'Complimentary', 'Not Applicable'] as const;
export type NpType = (typeof NP_TYPES)[number];

export const PROPERTY_CATEGORIES = ['Residential', 'Commercial', 'Both'] as const;
export type PropertyCategory = (typeof PROPERTY_CATEGORIES)[number];
/** Commercial is listed but cannot be chosen. */
export const PROPERTY_CATEGORY_OPTIONS: readonly { value: PropertyCategory; disabled: boolean }[] = [
  { value: 'Residential', disabled: false },
  { value: 'Commercial', disabled: true },
  { value: 'Both', disabled: false },
];

/**
 * Package names combine a service and a tier. Our reading of the spec's list: tiers Basic, Premium,
 * Premium Plus; services Online Assistance and Field Assistance, the latter for rent only.
 */
export const PACKAGE_TIERS = ['Basic', 'Premium', 'Premium Plus'] as const;
export type PackageTier = (typeof PACKAGE_TIERS)[number];
export const PACKAGE_SERVICES = ['Online Assistance', 'Field Assistance'] as const;
export type PackageService = (typeof PACKAGE_SERVICES)[number];
export const RENT_ONLY_PACKAGE_SERVICES: readonly PackageService[] = ['Field Assistance'];

/** 'Online Assistance Premium Plus' (our composition order: service, then tier). */
export function packageName(service: PackageService, tier: PackageTier): string {
  return `${service} ${tier}`;
}

export const CITY_TIERS = [1, 2, 3] as const;

/** 180-day validity validation applies to these regions; package 110 is validated for 180 days, 90 in Hyderabad. */
export const VALIDITY_180_DAY_REGION_IDS: readonly number[] = [1, 2, 4];
export const VALIDITY_180_DAYS = 180;
export const PACKAGE_110 = { id: 110, validityDays: 180, hyderabadValidityDays: 90 } as const;
export const SUBSCRIPTION_REGION_IDS = { CHENNAI: 11, HYDERABAD: 12 } as const;
/** The cities (cities table, by name) of the spec's subscription regions. */
export const SUBSCRIPTION_REGIONS: readonly { id: number; cityName: string }[] = [
  { id: SUBSCRIPTION_REGION_IDS.CHENNAI, cityName: 'Chennai' },
  { id: SUBSCRIPTION_REGION_IDS.HYDERABAD, cityName: 'Hyderabad' },
];

/** The housing subscription region a city sells in (Chennai 11, Hyderabad 12), or null where the spec names none. */
export function subscriptionRegionOfCity(cityName: string | null | undefined): number | null {
  const name = (cityName ?? '').trim().toLowerCase();
  return SUBSCRIPTION_REGIONS.find((r) => r.cityName.toLowerCase() === name)?.id ?? null;
}

/** The city name of a subscription region the spec names, or null. */
export function cityOfSubscriptionRegion(regionId: number): string | null {
  return SUBSCRIPTION_REGIONS.find((r) => r.id === regionId)?.cityName ?? null;
}
/** Winter Bonanza family: 60 extra days for South West Delhi, not on 180-day packages. */
export const WINTER_BONANZA_EXTRA_DAYS = 60;

/** The validity (days) package 110 is checked against in a subscription region. */
export function package110ValidityDays(housingSubscriptionRegionId: number | null | undefined): number {
  return housingSubscriptionRegionId === SUBSCRIPTION_REGION_IDS.HYDERABAD ? PACKAGE_110.hyderabadValidityDays : PACKAGE_110.validityDays;
}

/** A campaign package family keeps only packages with 'Value' in the name (spec 001 §5). */
export function isCampaignFamilyPackage(packageName: string): boolean {
  return packageName.includes('Value');
}

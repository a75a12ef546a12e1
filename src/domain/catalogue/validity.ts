import { PACKAGE_110, SUBSCRIPTION_REGION_IDS, VALIDITY_180_DAYS, VALIDITY_180_DAY_REGION_IDS, WINTER_BONANZA_EXTRA_DAYS, package110ValidityDays, subscriptionRegionOfCity } from './constants';

/**
 * Validity rules of spec 001 §9, checked on the form, on every price write and on every CSV row.
 *
 * Our reading: "validated for N days" means the price row's validity must equal N days. Where no rule applies,
 * any validity from 1 to 3650 days is accepted. The rules, first match wins:
 * 1. prices in housing subscription regions 1, 2 and 4: 180 days;
 * 2. package 110: 180 days, but 90 in Hyderabad (the city of subscription region 12; Chennai's, 11, keeps 180);
 * 3. a package of the Winter Bonanza campaign family priced in South West Delhi: the package's own validity plus
 *    60 days, except a 180-day package, which stays at 180 ("excluding 180").
 * Places come from data: South West Delhi is the region of that name in the regions table (manage-regions); a price
 * is in it when it names that region or a locality mapped to it. Hyderabad is the city of subscription region 12.
 */
export const WINTER_BONANZA_FAMILY_NAME = 'Winter Bonanza';
/** The name of the region (regions table, manage-regions) the Winter Bonanza rule applies in. */
export const SOUTH_WEST_DELHI_REGION_NAME = 'South West Delhi';

export type ValidityContext = {
  packageId: number;
  /** The package's own validity (days). */
  packageValidityDays: number;
  familyName: string | null;
  regionId: number | null;
  cityName: string | null;
  /** The names (regions table) of the regions the price falls in: the region it names and its locality's region. */
  regionNames: readonly string[];
};

export type ValidityRule = { days: number; message: string };

export const VALIDITY_MESSAGES = {
  region180: 'Validity must be 180 days for this region',
  package110Hyderabad: 'Validity must be 90 days for package 110 in Hyderabad',
  package110: 'Validity must be 180 days for package 110',
  winterBonanza: (days: number) => `Validity must be ${days} days for Winter Bonanza in South West Delhi`,
} as const;

export function isWinterBonanzaFamily(familyName: string | null): boolean {
  return (familyName ?? '').trim().toLowerCase() === WINTER_BONANZA_FAMILY_NAME.toLowerCase();
}

export function isSouthWestDelhi(regionNames: readonly string[]): boolean {
  return regionNames.some((name) => name.trim().toLowerCase() === SOUTH_WEST_DELHI_REGION_NAME.toLowerCase());
}

/** The validity a price row must have, or null when any validity will do. */
export function requiredValidity(ctx: ValidityContext): ValidityRule | null {
  if (ctx.regionId !== null && VALIDITY_180_DAY_REGION_IDS.includes(ctx.regionId)) return { days: VALIDITY_180_DAYS, message: VALIDITY_MESSAGES.region180 };
  if (ctx.packageId === PACKAGE_110.id) {
    const subscriptionRegion = subscriptionRegionOfCity(ctx.cityName);
    const hyderabad = subscriptionRegion === SUBSCRIPTION_REGION_IDS.HYDERABAD;
    const days = package110ValidityDays(subscriptionRegion);
    return { days, message: hyderabad ? VALIDITY_MESSAGES.package110Hyderabad : VALIDITY_MESSAGES.package110 };
  }
  if (isWinterBonanzaFamily(ctx.familyName) && isSouthWestDelhi(ctx.regionNames)) {
    const days = ctx.packageValidityDays === VALIDITY_180_DAYS ? VALIDITY_180_DAYS : ctx.packageValidityDays + WINTER_BONANZA_EXTRA_DAYS;
    return { days, message: VALIDITY_MESSAGES.winterBonanza(days) };
  }
  return null;
}

/** The message for a price row's validity, or null when it is right. */
export function validityError(ctx: ValidityContext, validityDays: number): string | null {
  const rule = requiredValidity(ctx);
  return rule && rule.days !== validityDays ? rule.message : null;
}

/**
 * Which package-pricing row applies to a deal (issue 50): the most specific price that applies wins —
 * locality > region > city-and-tier > city — among those in effect on the day (effective from/to, Asia/Kolkata days,
 * both ends included; null is open), and between two equally specific ones the more recently set
 * (then the newer row). The package's own price applies when none does. One rule for the agent's package picker,
 * the device's copy of it, and the price an opportunity copies when a package is added.
 */

/** What a price row says about where and when it applies. `setAt`: ISO time it took its current value. */
export type PriceCandidate = {
  id: number;
  cityId: number;
  localityId: number | null;
  regionId: number | null;
  tier: number | null;
  setAt: string;
  /** 'YYYY-MM-DD' days (Asia/Kolkata); absent or null: open on that side. */
  effectiveFrom?: string | null;
  effectiveTo?: string | null;
};

/** Whether the price is in effect on the day ('YYYY-MM-DD'). */
export function isEffectiveOn(price: Pick<PriceCandidate, 'effectiveFrom' | 'effectiveTo'>, day: string): boolean {
  return (!price.effectiveFrom || price.effectiveFrom <= day) && (!price.effectiveTo || day <= price.effectiveTo);
}

/** Where the deal is: its city (and the city's tier), the chosen locality if any, and its region if known. */
export type PricePlace = { cityId: number; cityTier: number; localityId: number | null; regionId: number | null };

export const PRICE_SPECIFICITY = { city: 0, cityTier: 1, region: 2, locality: 3 } as const;

/** How specific a price is for the place, or null when it does not apply there (another city, locality, region or tier). */
export function priceSpecificity(price: PriceCandidate, place: PricePlace): number | null {
  if (price.cityId !== place.cityId) return null;
  if (price.localityId !== null && price.localityId !== place.localityId) return null;
  if (price.regionId !== null && price.regionId !== place.regionId) return null;
  if (price.tier !== null && price.tier !== place.cityTier) return null;
  if (price.localityId !== null) return PRICE_SPECIFICITY.locality;
  if (price.regionId !== null) return PRICE_SPECIFICITY.region;
  if (price.tier !== null) return PRICE_SPECIFICITY.cityTier;
  return PRICE_SPECIFICITY.city;
}

/** The price that applies at the place on the day, or undefined (the package's own price applies). */
export function resolvePrice<T extends PriceCandidate>(prices: readonly T[], place: PricePlace, day: string): T | undefined {
  let best: { price: T; specificity: number } | undefined;
  for (const price of prices) {
    if (!isEffectiveOn(price, day)) continue;
    const specificity = priceSpecificity(price, place);
    if (specificity === null) continue;
    if (!best || specificity > best.specificity || (specificity === best.specificity && newer(price, best.price))) best = { price, specificity };
  }
  return best?.price;
}

function newer(a: PriceCandidate, b: PriceCandidate): boolean {
  const at = Date.parse(a.setAt) - Date.parse(b.setAt);
  return at !== 0 ? at > 0 : a.id > b.id;
}

/**
 * Money is rupees with at most 2 decimals (DOMAIN.md). Arithmetic goes through integer paise so that
 * 0.1 + 0.2 is 0.30, not 0.30000000000000004.
 */
export function toPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

export function fromPaise(paise: number): number {
  return paise / 100;
}

/** Exact sum of rupee amounts. */
export function sumRupees(amounts: Iterable<number>): number {
  let paise = 0;
  for (const amount of amounts) paise += toPaise(amount);
  return fromPaise(paise);
}

/** True when the number is written with at most two decimals (its shortest decimal form, so 0.29 passes). */
export function hasAtMostTwoDecimals(amount: number): boolean {
  return Number.isFinite(amount) && /^-?\d+(\.\d{1,2})?$/.test(String(amount));
}

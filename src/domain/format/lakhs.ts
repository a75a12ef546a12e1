import { formatIndianNumber } from './indian-grouping';
import { ABSENT_COUNT_TEXT } from './placeholders';

export const RUPEES_PER_LAKH = 100_000;

/**
 * Sales values in lakhs (spec 001 §9): two decimals and an 'L' suffix, grouped the Indian way above
 * a thousand lakhs: 1234567 → '12.35 L', 123456789 → '1,234.57 L'. An absent value shows '--'.
 */
export function formatLakhs(rupees: number | null | undefined): string {
  if (typeof rupees !== 'number' || !Number.isFinite(rupees)) return ABSENT_COUNT_TEXT;
  return `${formatIndianNumber(rupees / RUPEES_PER_LAKH, 2)} L`;
}

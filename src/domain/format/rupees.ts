import { formatIndianNumber } from './indian-grouping';
import { ABSENT_COUNT_TEXT } from './placeholders';

/**
 * Rupees with Indian grouping (spec 000 §1). Whole amounts show no paise ('₹1,23,45,678'); an amount with
 * paise shows both places ('₹1,23,45,678.50'). A negative amount reads '-₹500'. An absent amount shows '--'.
 */
export function formatRupees(amount: number | null | undefined): string {
  if (typeof amount !== 'number' || !Number.isFinite(amount)) return ABSENT_COUNT_TEXT;
  const paise = Math.round(Math.abs(amount) * 100);
  const text = formatIndianNumber(paise / 100, paise % 100 === 0 ? 0 : 2);
  return paise !== 0 && amount < 0 ? `-₹${text}` : `₹${text}`;
}

import { toPaise } from '../../../domain/money/paise';

/**
 * Money crosses between the API (rupees as JSON numbers) and the database (numeric(14,2), read as text)
 * only through these, so no sum or comparison is ever done in floating point.
 */

/** Rupees (at most two decimals, already validated) as the exact numeric text to store: 0.1 → '0.10'. */
export function numericOfRupees(rupees: number): string {
  const paise = toPaise(rupees);
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A numeric(14,2) text as integer paise, parsed digit by digit: '1234.5' → 123450. */
export function paiseOfNumeric(text: string): number {
  const match = /^(-?)(\d*)(?:\.(\d*))?$/.exec(text.trim());
  if (!match) throw new RangeError(`Not a decimal amount: ${text}`);
  const [, sign, whole = '', fraction = ''] = match;
  const paise = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
  return sign === '-' ? -paise : paise;
}

/** At the JSON edge: numeric text to rupees. */
export function rupeesOfNumeric(text: string): number {
  return Number(text);
}

export function rupeesOfNullableNumeric(text: string | null): number | null {
  return text === null ? null : Number(text);
}

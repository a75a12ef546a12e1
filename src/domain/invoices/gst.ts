import { GST_RATE_PERCENT } from '../reference/limits';

/**
 * GST on a tax invoice (spec 001 §9: GST 18%), in integer paise (bigint), never floating point.
 *
 * Rounding rule (ours, written down in the README too): tax is computed once per invoice and per tax head on the
 * invoice's total taxable value (the sum of its lines' values after discount), and rounded to the nearest paisa,
 * half a paisa rounding up. Within one state (supplier state = place of supply) the 18% is split into CGST 9% and
 * SGST 9%, each rounded on its own, so the two are always equal; across states it is IGST 18%, rounded once.
 * An intra-state invoice's CGST + SGST can therefore differ from the IGST on the same value by one paisa
 * (₹0.03 taxable: 9% of 3 paise rounds to 0 twice; 18% rounds to 1). Nothing is rounded to the rupee.
 */
export const CGST_RATE_PERCENT = GST_RATE_PERCENT / 2;
export const SGST_RATE_PERCENT = GST_RATE_PERCENT / 2;
export const IGST_RATE_PERCENT = GST_RATE_PERCENT;

/** Percent of an amount in paise, rounded half up to the paisa (amounts are never negative on an invoice). */
export function percentOfPaise(paise: bigint, percent: number): bigint {
  if (paise < 0n) throw new RangeError('A taxable value is never negative');
  return (paise * BigInt(percent) + 50n) / 100n;
}

export type GstSplit =
  | { kind: 'intra'; taxablePaise: bigint; cgstPaise: bigint; sgstPaise: bigint; igstPaise: 0n; taxPaise: bigint; totalPaise: bigint }
  | { kind: 'inter'; taxablePaise: bigint; cgstPaise: 0n; sgstPaise: 0n; igstPaise: bigint; taxPaise: bigint; totalPaise: bigint };

/** The tax on a taxable value: CGST + SGST when the supplier's state is the place of supply, else IGST. */
export function gstSplit(taxablePaise: bigint, supplierStateCode: string, placeOfSupplyStateCode: string): GstSplit {
  if (supplierStateCode === placeOfSupplyStateCode) {
    const cgstPaise = percentOfPaise(taxablePaise, CGST_RATE_PERCENT);
    const sgstPaise = percentOfPaise(taxablePaise, SGST_RATE_PERCENT);
    const taxPaise = cgstPaise + sgstPaise;
    return { kind: 'intra', taxablePaise, cgstPaise, sgstPaise, igstPaise: 0n, taxPaise, totalPaise: taxablePaise + taxPaise };
  }
  const igstPaise = percentOfPaise(taxablePaise, IGST_RATE_PERCENT);
  return { kind: 'inter', taxablePaise, cgstPaise: 0n, sgstPaise: 0n, igstPaise, taxPaise: igstPaise, totalPaise: taxablePaise + igstPaise };
}

/** One line of an invoice: value before discount, the discount, and the taxable value after it (paise). */
export type InvoiceLine = { description: string; sac: string; quantity: number; valuePaise: bigint; discountPaise: bigint; taxablePaise: bigint };

/** A package line: unit sales price and unit discount times quantity (the deal value's rule). */
export function invoiceLineOf(input: { description: string; sac: string; quantity: number; unitPricePaise: bigint; unitDiscountPaise: bigint }): InvoiceLine {
  const quantity = BigInt(input.quantity);
  const valuePaise = input.unitPricePaise * quantity;
  const discountPaise = input.unitDiscountPaise * quantity;
  const taxablePaise = valuePaise > discountPaise ? valuePaise - discountPaise : 0n;
  return { description: input.description, sac: input.sac, quantity: input.quantity, valuePaise, discountPaise, taxablePaise };
}

export function taxableOfLines(lines: readonly InvoiceLine[]): bigint {
  return lines.reduce((sum, line) => sum + line.taxablePaise, 0n);
}

/** Paise as rupees text with Indian grouping and the rupee sign: 12345678901n → '₹12,34,56,789.01'. */
export function rupeesText(paise: bigint): string {
  const negative = paise < 0n;
  const abs = negative ? -paise : paise;
  const whole = (abs / 100n).toString();
  const fraction = (abs % 100n).toString().padStart(2, '0');
  const last3 = whole.slice(-3);
  const rest = whole.slice(0, -3);
  const grouped = rest ? `${rest.replace(/\B(?=(\d{2})+(?!\d))/g, ',')},${last3}` : last3;
  return `${negative ? '-' : ''}₹${grouped}.${fraction}`;
}

/** Numeric(14,2) text to paise without floating point: '1234.5' → 123450n. */
export function paiseOfDecimalText(text: string): bigint {
  const match = /^(-?)(\d*)(?:\.(\d*))?$/.exec(text.trim());
  if (!match) throw new RangeError(`Not a decimal amount: ${text}`);
  const [, sign, whole = '', fraction = ''] = match;
  const paise = BigInt(whole || '0') * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2) || '0');
  return sign === '-' ? -paise : paise;
}

/** Paise to numeric(14,2) text: 123450n → '1234.50'. */
export function decimalTextOfPaise(paise: bigint): string {
  const negative = paise < 0n;
  const abs = negative ? -paise : paise;
  return `${negative ? '-' : ''}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}

/**
 * Invoice serials (CGST Rule 46(b)): consecutive, unique per financial year, at most 16 characters of letters,
 * digits, '-' and '/'. The number comes from a per-series, per-financial-year counter row that the invoice's own
 * transaction increments (no database sequence: a sequence leaves gaps on rollback); this file only writes it.
 */
/** Credit notes (CGST Rule 53) have their own gapless series per financial year: 'CN'. */
export const INVOICE_SERIES = { TAX: 'TI', DIGISLATE: 'DI', CREDIT: 'CN' } as const;
export type InvoiceSeries = (typeof INVOICE_SERIES)[keyof typeof INVOICE_SERIES];

export const INVOICE_SERIAL_MAX_LENGTH = 16;
const IST_OFFSET_MS = 330 * 60_000;

/** The Indian financial year (1 April to 31 March, Asia/Kolkata) of an instant, as '2026-27'. */
export function financialYearOf(at: Date): string {
  const ist = new Date(at.getTime() + IST_OFFSET_MS);
  const year = ist.getUTCMonth() >= 3 ? ist.getUTCFullYear() : ist.getUTCFullYear() - 1;
  return `${year}-${String((year + 1) % 100).padStart(2, '0')}`;
}

/** 'TI' + '2026-27' + 42 → 'TI/2627/00042' (13 characters; room for 8 digits within 16). */
export function invoiceSerial(series: InvoiceSeries, financialYear: string, number: number): string {
  if (!Number.isSafeInteger(number) || number < 1) throw new RangeError(`Invalid invoice number ${number}`);
  const fy = financialYear.replace(/^\d\d(\d\d)-(\d\d)$/, '$1$2');
  const serial = `${series}/${fy}/${String(number).padStart(5, '0')}`;
  if (serial.length > INVOICE_SERIAL_MAX_LENGTH) throw new RangeError(`Invoice serial ${serial} is longer than ${INVOICE_SERIAL_MAX_LENGTH} characters`);
  return serial;
}

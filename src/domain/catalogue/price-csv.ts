import { CATALOGUE_MESSAGES } from './catalogue-messages';

/**
 * The package-pricing CSV (issue 11): the fixed header, then one column per other pricing parameter. Export writes
 * the same header, so an exported file imports back unchanged.
 */
export const PRICE_CSV_COLUMNS = ['packageId', 'cityName', 'localityName', 'regionId', 'tier', 'ratePrice', 'salesPrice', 'validityDays'] as const;
export const PRICE_CSV_MAX_BYTES = 20 * 1024 * 1024;

/** One failing row of an import: the file's row number (the header is row 1), the column, the message. */
export type CsvRowError = { row: number; column: string; message: string };

/** What an import (or its dry run) answers. */
export type CsvImportReport = { dryRun: boolean; rows: number; toAdd: number; toUpdate: number; unchanged: number; errors: CsvRowError[]; applied: boolean };

const PLAIN = /^\d+(\.\d{1,2})?$/;
/** Indian grouping: the last three digits, then groups of two (1,23,45,678.50). */
const INDIAN = /^\d{1,2}(,\d{2})*,\d{3}(\.\d{1,2})?$/;

/**
 * Rupees as a CSV cell holds them (up to two decimals, Indian grouping commas allowed, an optional ₹) to paise, or
 * the message. Exact: the digits are read as text, never through a float.
 */
export function paiseOfRupeeText(text: string): { paise: number } | { error: string } {
  const cell = text.trim().replace(/^₹\s*/, '');
  if (cell === '') return { error: 'This field is required.' };
  if (!PLAIN.test(cell) && !INDIAN.test(cell)) return { error: CATALOGUE_MESSAGES.amount };
  const [whole = '0', fraction = ''] = cell.replace(/,/g, '').split('.');
  if (whole.length > 12) return { error: CATALOGUE_MESSAGES.amount };
  return { paise: Number(whole) * 100 + Number(fraction.padEnd(2, '0')) };
}

/** Paise as the CSV writes rupees: 123450 → '1234.50'. */
export function rupeeTextOfPaise(paise: number): string {
  return `${Math.trunc(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;
}

/** The failing rows as a CSV the user can download (row, column, message). */
export function errorReportCsv(errors: readonly CsvRowError[]): string {
  const quote = (v: string) => (/[",\n\r]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
  return ['row,column,message', ...errors.map((e) => [String(e.row), quote(e.column), quote(e.message)].join(','))].join('\n') + '\n';
}

import { saveBlob } from '../download';

/**
 * CSV of the rows a list shows (issue 51): one header line of the columns' labels, then a line a row, RFC 4180
 * quoting. A text cell that a spreadsheet would run as a formula (=, +, -, @ first) is written with a leading
 * apostrophe; numbers are written as they are (a negative amount stays a number).
 */
export type CsvColumn<Row> = { label: string; value: (row: Row) => string | number | null | undefined };

function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function rowsToCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  const lines = [columns.map((c) => csvCell(c.label)).join(','), ...rows.map((row) => columns.map((c) => csvCell(c.value(row))).join(','))];
  return `${lines.join('\r\n')}\r\n`;
}

/** Saves `text` as `fileName` (a download the browser names). */
export function downloadCsv(fileName: string, text: string): void {
  // A byte-order mark, so a spreadsheet reads ₹ and names in Indian scripts as UTF-8.
  saveBlob(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }), fileName);
}

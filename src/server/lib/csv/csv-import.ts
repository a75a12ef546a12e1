import { parse } from 'csv-parse/sync';

/** Why an uploaded file is not a CSV we can read (each answered as a clear 4xx). */
export type CsvFileProblem = 'encoding' | 'not-csv' | 'empty';

export class CsvFileError extends Error {
  constructor(
    readonly problem: CsvFileProblem,
    message: string,
  ) {
    super(message);
    this.name = 'CsvFileError';
  }
}

/**
 * An uploaded CSV read whole (uploads are size-limited): strict UTF-8 (a byte-order mark is dropped), no binary
 * content, parsed with csv-parse into rows of text cells. Rows may have more or fewer cells than the header: the
 * caller reports those per row. Blank lines are skipped.
 */
export function readCsv(bytes: Buffer, messages: { encoding: string; notCsv: string; empty: string }): string[][] {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw new CsvFileError('encoding', messages.encoding);
  }
  // eslint-disable-next-line no-control-regex -- binary files (images, spreadsheets, PDFs) carry control bytes
  if (/[\u0000-\u0008\u000e-\u001f]/.test(text.slice(0, 65_536))) throw new CsvFileError('not-csv', messages.notCsv);
  let rows: string[][];
  try {
    rows = parse(text, { relax_column_count: true, skip_empty_lines: true, bom: true, trim: false }) as string[][];
  } catch {
    throw new CsvFileError('not-csv', messages.notCsv);
  }
  if (!rows.length) throw new CsvFileError('empty', messages.empty);
  return rows;
}

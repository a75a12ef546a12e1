// CSV out, streamed: the one place that knows which CSV library the server uses (csv-stringify).
import { Readable } from 'node:stream';
import { stringify as stringifySync } from 'csv-stringify/sync';

import { istDateOf, istFields } from '../../../domain/format/ist-calendar';

/** A plain number as text: an optional minus, digits, an optional fraction ('-500', '12.50'). */
const NUMBER_TEXT = /^-?\d+(\.\d+)?$/;

/**
 * One cell as the CSV writes it, the same in every download:
 * - nothing (null, undefined) is an empty cell, never a placeholder;
 * - an instant (Date) is its Asia/Kolkata wall clock as 'yyyy-mm-dd HH:mm', and calendar dates are given as
 *   'yyyy-mm-dd' text, so every file has one date format (ISO, as most columns already wrote);
 * - text a spreadsheet would run as a formula ('=', '+', '-', '@', tab or CR first) gets a leading quote, unless it
 *   is a plain number ('-500' stays '-500').
 */
export function csvCell(value: CsvValue): string | number {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return csvDateTime(value);
  if (typeof value === 'number') return value;
  return /^[=+\-@\t\r]/.test(value) && !NUMBER_TEXT.test(value) ? `'${value}` : value;
}

/** An instant as CSV cells write it: 'yyyy-mm-dd HH:mm' in Asia/Kolkata; an invalid one is an empty cell. */
export function csvDateTime(instant: Date): string {
  if (Number.isNaN(instant.getTime())) return '';
  const { hour, minute } = istFields(instant);
  return `${istDateOf(instant)} ${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

export type CsvValue = string | number | Date | null | undefined;
export type CsvColumn<Row> = readonly [header: string, value: (row: Row) => CsvValue];

export type StreamCsvOptions = {
  /** Start with a UTF-8 byte-order mark, so spreadsheet programs read non-Latin names (the reports of issue 12). */
  bom?: boolean;
};

/**
 * A CSV stream (header line, then one line per row, CRLF) of rows that arrive in batches, so a long export never
 * sits in memory whole. Each batch is turned into CSV text in one synchronous pass (csv-stringify's sync API, the
 * same quoting and bytes as its stream API) and handed on as one chunk, instead of one async hop per row through an
 * object stream (slower, and rows lived longer). The stream is a byte stream with the default high-water mark: it
 * asks for the next batch only when what it holds has been read (back-pressure from the socket), so at most one
 * batch's rows and one batch's text are held. When the reader goes away (client disconnect) the stream is
 * destroyed, the batches' iterator is closed and no further batch is asked for.
 */
export function streamCsv<Row>(columns: readonly CsvColumn<Row>[], batches: AsyncIterable<readonly Row[]>, options: StreamCsvOptions = {}): Readable {
  return Readable.from(
    (async function* csvText() {
      yield stringifySync([columns.map(([header]) => header)], { record_delimiter: 'windows', bom: options.bom ?? false });
      for await (const batch of batches) {
        if (batch.length === 0) continue;
        yield stringifySync(
          batch.map((row) => columns.map(([, value]) => csvCell(value(row)))),
          { record_delimiter: 'windows' },
        );
      }
    })(),
    { objectMode: false },
  );
}

/** A Content-Disposition value for a download named `fileName` (ASCII only, as every browser reads it). */
export function attachmentHeader(fileName: string): string {
  return `attachment; filename="${fileName.replace(/[^\w.-]/g, '_')}"`;
}

// CSV out, streamed: the one place that knows which CSV library the server uses (csv-stringify).
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';

/** Text a spreadsheet would run as a formula ('=', '+', '-', '@', tab, CR first) gets a leading quote. */
function cell(value: string | number | null | undefined): string | number {
  if (value === null || value === undefined) return '';
  return typeof value === 'string' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export type CsvColumn<Row> = readonly [header: string, value: (row: Row) => string | number | null | undefined];

export type StreamCsvOptions = {
  /** Start with a UTF-8 byte-order mark, so spreadsheet programs read non-Latin names (the reports of issue 12). */
  bom?: boolean;
};

/**
 * A CSV stream (header line, then one line per row, CRLF) of rows that arrive in batches, so a long export never
 * sits in memory whole. The stream pulls the next batch only when the reader wants more; when the reader goes away
 * (client disconnect) the stream is destroyed and no further batch is asked for.
 */
export function streamCsv<Row>(columns: readonly CsvColumn<Row>[], batches: AsyncIterable<readonly Row[]>, options: StreamCsvOptions = {}): Readable {
  const source = Readable.from(
    (async function* lines() {
      yield columns.map(([header]) => header);
      for await (const batch of batches) for (const row of batch) yield columns.map(([, value]) => cell(value(row)));
    })(),
  );
  const csv = stringify({ record_delimiter: 'windows', bom: options.bom ?? false });
  source.on('error', (err) => csv.destroy(err));
  csv.on('close', () => source.destroy());
  return source.pipe(csv);
}

/** A Content-Disposition value for a download named `fileName` (ASCII only, as every browser reads it). */
export function attachmentHeader(fileName: string): string {
  return `attachment; filename="${fileName.replace(/[^\w.-]/g, '_')}"`;
}

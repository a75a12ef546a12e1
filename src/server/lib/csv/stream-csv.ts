// CSV out, streamed: the one place that knows which CSV library the server uses (csv-stringify).
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';

/** Text a spreadsheet would run as a formula ('=', '+', '-', '@', tab, CR first) gets a leading quote. */
function cell(value: string | number | null | undefined): string | number {
  if (value === null || value === undefined) return '';
  return typeof value === 'string' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export type CsvColumn<Row> = readonly [header: string, value: (row: Row) => string | number | null | undefined];

/**
 * A CSV stream (header line, then one line per row, CRLF) of rows that arrive in batches, so a long export never
 * sits in memory whole. The stream pulls the next batch only when the reader wants more.
 */
export function streamCsv<Row>(columns: readonly CsvColumn<Row>[], batches: AsyncIterable<readonly Row[]>): Readable {
  const source = Readable.from(
    (async function* lines() {
      yield columns.map(([header]) => header);
      for await (const batch of batches) for (const row of batch) yield columns.map(([, value]) => cell(value(row)));
    })(),
  );
  const csv = stringify({ record_delimiter: 'windows' });
  source.on('error', (err) => csv.destroy(err));
  return source.pipe(csv);
}

/** A Content-Disposition value for a download named `fileName` (ASCII only, as every browser reads it). */
export function attachmentHeader(fileName: string): string {
  return `attachment; filename="${fileName.replace(/[^\w.-]/g, '_')}"`;
}

import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';

/**
 * A CSV download streamed as rows arrive (csv-stringify), so a large export never sits in memory: the header,
 * then each row of each page the source yields. Values are written as they are (text, numbers).
 */
export function csvExportStream(header: readonly string[], pages: AsyncIterable<readonly (readonly unknown[])[]>): Readable {
  const stringifier = stringify({ header: true, columns: header.map((h) => ({ key: h, header: h })) });
  const source = Readable.from(
    (async function* () {
      for await (const rows of pages) for (const row of rows) yield Object.fromEntries(header.map((h, i) => [h, row[i] ?? '']));
    })(),
  );
  source.on('error', (error) => stringifier.destroy(error));
  return source.pipe(stringifier);
}

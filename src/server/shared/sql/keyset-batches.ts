// Keyset batches (issue 53): the one loop every streamed download reads its rows with, so a long export never sits in
// memory whole and never pages by offset.

/** Reads at most `limit` rows in the export's order after `after` (the previous batch's last row; null: from the start). */
export type KeysetRead<Raw> = (after: Raw | null, limit: number) => PromiseLike<readonly Raw[]>;

export type KeysetOptions<Raw, Row> = {
  /** Rows asked for per batch. */
  batch: number;
  /** Start after this row (a first batch read elsewhere); from the start when absent. */
  after?: Raw | null;
  /** At most this many rows in all (the last batch is cut to fit). */
  max?: number;
  /** Each row as the caller hands it on (the keyset reads the raw row). */
  map: (raw: Raw) => Row;
};

/**
 * Batches of rows, each read after the last row of the one before, until a batch comes back short (or empty, or
 * `max` rows have been read). Each batch is read only when the reader asks for it (a client that goes away stops
 * the reading).
 */
export async function* keysetBatches<Raw, Row>(read: KeysetRead<Raw>, options: KeysetOptions<Raw, Row>): AsyncGenerator<Row[]> {
  const { batch, max = Infinity, map } = options;
  let after: Raw | null = options.after ?? null;
  let sent = 0;
  while (sent < max) {
    const rows = await read(after, Math.min(batch, max - sent));
    if (rows.length === 0) return;
    after = rows[rows.length - 1]!;
    sent += rows.length;
    yield rows.map(map);
    if (rows.length < batch) return;
  }
}

/**
 * The compact snapshot page (issue 10, "A lean snapshot"): a page's rows as one column list and one array of
 * values a row, instead of one JSON object a row that repeats every field name (about 740 bytes a row).
 *
 *   rows:    [{ "id": 1, "name": "Asha", "email": null }, { "id": 2, "name": "Ravi", "email": "r@x.in" }]
 *   columns: ["id", "name", "email"]
 *   values:  [[1, "Asha", null], [2, "Ravi", "r@x.in"]]
 *
 * - The columns are the page's own: the device builds each row from the names it receives, so a field the server
 *   adds reaches the device, and one it drops is not invented (nothing on the device lists the fields).
 * - A value is any JSON value, nested objects and arrays as they are (an opportunity's package mappings).
 * - A null is a null. Every mirrored row has every field of its schema (nullable ones hold null, none is
 *   optional), so a row with no value for a column never occurs; if one did, it would arrive as null.
 */
export type ColumnsOf = { columns: string[]; values: unknown[][] };

/** Rows → columns and values; the columns are every field of the rows, in the order they first appear. */
export function encodeColumns(rows: readonly object[]): ColumnsOf {
  const columns: string[] = [];
  const known = new Set<string>();
  for (const row of rows) {
    for (const key of Object.keys(row)) {
      if (!known.has(key)) {
        known.add(key);
        columns.push(key);
      }
    }
  }
  const values = rows.map((row) => {
    const fields = row as Record<string, unknown>;
    return columns.map((column) => (fields[column] === undefined ? null : fields[column]));
  });
  return { columns, values };
}

/** Columns and values → rows (one object a row, a field a column). */
export function decodeColumns<T = Record<string, unknown>>(columns: readonly string[], values: readonly (readonly unknown[])[]): T[] {
  // A column of that name would set the row's prototype, not a field (no mirrored row has one).
  if (columns.includes('__proto__')) throw new Error('A snapshot column may not be named __proto__');
  const width = columns.length;
  const rows = new Array<T>(values.length);
  for (let r = 0; r < values.length; r++) {
    const tuple = values[r] as readonly unknown[];
    if (tuple.length !== width) throw new Error(`Snapshot row ${r} has ${tuple.length} values for ${width} columns`);
    const row: Record<string, unknown> = {};
    for (let c = 0; c < width; c++) row[columns[c] as string] = tuple[c];
    rows[r] = row as T;
  }
  return rows;
}

/**
 * The compact snapshot page (issue 10, "A lean snapshot"): a page's rows as one column list and one array of
 * values a row, instead of one JSON object a row that repeats every field name (about 780 bytes a row).
 *
 *   rows:    [{ "id": 1, "name": "Asha", "email": null }, { "id": 2, "name": "Ravi", "email": "r@x.in" }]
 *   columns: ["id", "name", "email"]
 *   values:  [[1, "Asha", null], [2, "Ravi", "r@x.in"]]
 *
 * Nested values whose objects all have the same fields are listed the same way, so their field names are not
 * repeated either (an opportunity's package mappings and their products, most of an opportunity's bytes):
 * - `{ "name": "mappings", "rows": [columns...] }`: the value is null or an array of objects, each sent as an
 *   array of values in those columns;
 * - `{ "name": "account", "fields": [columns...] }`: the value is null or one object, sent as an array of values.
 * A nested value whose objects differ in their fields (e.g. per-product activation parameters) is sent as it is.
 *
 * - The columns are the page's own: the device builds each row from the names it receives, so a field the server
 *   adds reaches the device, and one it drops is not invented (nothing on the device lists the fields).
 * - A value is any JSON value. A null is a null. Every mirrored row has every field of its schema (nullable ones
 *   hold null, none is optional), so a row with no value for a top-level column never occurs; if one did, it
 *   would arrive as null. Nested objects are listed only when they all have exactly the same fields, so a nested
 *   field is never added or dropped.
 */
export type Column = string | { name: string; rows: Column[] } | { name: string; fields: Column[] };
export type ColumnsOf = { columns: Column[]; values: unknown[][] };

type Fields = Record<string, unknown>;

function isObject(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const nameOf = (column: Column): string => (typeof column === 'string' ? column : column.name);

/** The columns of objects that all have the same fields (in the first one's order), or null if they differ. */
function sameFieldsColumns(objects: Fields[]): Column[] | null {
  const keys = Object.keys(objects[0] as Fields);
  if (keys.includes('__proto__')) return null;
  for (const object of objects) {
    const own = Object.keys(object);
    if (own.length !== keys.length || !keys.every((key) => Object.hasOwn(object, key))) return null;
  }
  return keys.map((key) => columnOf(key, objects.map((o) => o[key])));
}

/** A column for these values: nested when they are all null, arrays of like objects, or like objects. */
function columnOf(name: string, values: unknown[]): Column {
  let kind: 'rows' | 'fields' | null = null;
  const inner: Fields[] = [];
  for (const value of values) {
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) {
      if (kind === 'fields') return name;
      kind = 'rows';
      for (const element of value) {
        if (!isObject(element)) return name;
        inner.push(element);
      }
    } else if (isObject(value)) {
      if (kind === 'rows') return name;
      kind = 'fields';
      inner.push(value);
    } else {
      return name;
    }
  }
  if (kind === null || inner.length === 0) return name;
  const columns = sameFieldsColumns(inner);
  if (!columns) return name;
  return kind === 'rows' ? { name, rows: columns } : { name, fields: columns };
}

function encodeValue(column: Column, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (typeof column === 'string') return value;
  if ('rows' in column) return (value as Fields[]).map((object) => encodeObject(column.rows, object));
  return encodeObject(column.fields, value as Fields);
}

function encodeObject(columns: readonly Column[], object: Fields): unknown[] {
  return columns.map((column) => encodeValue(column, object[nameOf(column)]));
}

/** Rows → columns and values; the columns are every field of the rows, in the order they first appear. */
export function encodeColumns(rows: readonly object[]): ColumnsOf {
  const names: string[] = [];
  const known = new Set<string>();
  for (const row of rows) {
    for (const key of Object.keys(row)) {
      if (!known.has(key)) {
        known.add(key);
        names.push(key);
      }
    }
  }
  const objects = rows as readonly Fields[];
  const columns = names.map((name) => columnOf(name, objects.map((row) => row[name])));
  return { columns, values: objects.map((row) => encodeObject(columns, row)) };
}

/** Checks a column list as it came over the wire (names, nesting); a bad one fails the page. */
function checkColumns(columns: readonly unknown[]): asserts columns is readonly Column[] {
  for (const column of columns) {
    const name = typeof column === 'string' ? column : isObject(column) && typeof column.name === 'string' ? column.name : null;
    if (name === null) throw new Error('A snapshot column is neither a name nor a nested column list');
    // A field of that name would set the row's prototype, not a field (no mirrored row has one).
    if (name === '__proto__') throw new Error('A snapshot column may not be named __proto__');
    if (typeof column === 'string') continue;
    const nested = (column as Fields).rows ?? (column as Fields).fields;
    if (!Array.isArray(nested)) throw new Error(`The snapshot column ${name} has no nested column list`);
    checkColumns(nested);
  }
}

function decodeObject(columns: readonly Column[], tuple: unknown, where: string): Fields {
  if (!Array.isArray(tuple) || tuple.length !== columns.length) {
    throw new Error(`Snapshot ${where} has ${Array.isArray(tuple) ? tuple.length : 'no'} values for ${columns.length} columns`);
  }
  const object: Fields = {};
  for (let c = 0; c < columns.length; c++) {
    const column = columns[c] as Column;
    const value: unknown = tuple[c];
    if (typeof column === 'string' || value === null) {
      object[nameOf(column)] = value;
    } else if ('rows' in column) {
      if (!Array.isArray(value)) throw new Error(`Snapshot ${where}: ${column.name} is not a list`);
      object[column.name] = value.map((inner: unknown, i) => decodeObject(column.rows, inner, `${where} ${column.name}[${i}]`));
    } else {
      object[column.name] = decodeObject(column.fields, value, `${where} ${column.name}`);
    }
  }
  return object;
}

/** Columns and values → rows (one object a row, a field a column; nested column lists give nested objects). */
export function decodeColumns<T = Fields>(columns: readonly unknown[], values: readonly unknown[]): T[] {
  checkColumns(columns);
  const rows = new Array<T>(values.length);
  for (let r = 0; r < values.length; r++) rows[r] = decodeObject(columns, values[r], `row ${r}`) as T;
  return rows;
}

import type { IndexableType, Table } from 'dexie';

/**
 * The rows whose `index` holds one of `keys`, by key ascending (as Dexie's anyOf answers them): one getAll a key,
 * all asked at once. anyOf walks a cursor, one IndexedDB round trip a row: for the 100 accounts of a my-accounts
 * page (some 700 contacts, opportunities and payments) that was most of the query on an offline start (issue 10).
 * Run it inside a read transaction over the table, so the gets share one.
 */
export async function rowsByKeys<T, K extends IndexableType>(table: Table<T, number>, index: string, keys: readonly K[]): Promise<T[]> {
  const unique = [...new Set(keys)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const pages = await Promise.all(unique.map((key) => table.where(index).equals(key).toArray()));
  return pages.flat();
}

import pg from 'pg';

/*
 * Cheaper parsers for the columns of a hot list page (issue 10, brand-wide lists under load). node-postgres turns
 * every timestamptz into a Date (postgres-date's regular expression and a Date per value) that the page then writes
 * back out with toISOString, and every text[] through postgres-array's character-by-character parser. For
 * my-accounts' 100-row page that was about 14% of the server's CPU a request (a --cpu-prof profile under load,
 * large seed): dates 9.4%, arrays 4.7%. Here the common shapes are read with a few string operations, and anything
 * else goes to node-postgres's own parser, so the values are the same.
 */

const TIMESTAMPTZ_OID = 1184;
const TEXT_ARRAY_OID = 1009;

/** node-postgres's own parser of a type (its TypeId names only scalar types, not text[]'s 1009). */
const builtinParser = (oid: number, format?: 'text' | 'binary'): unknown =>
  (pg.types.getTypeParser as (oid: number, format?: 'text' | 'binary') => unknown)(oid, ...(format === undefined ? [] : [format]));

const parseTimestamptz = builtinParser(TIMESTAMPTZ_OID) as (text: string) => Date;
const parseTextArrayFully = builtinParser(TEXT_ARRAY_OID) as (text: string) => (string | null)[];

/**
 * A timestamptz as PostgreSQL writes it (DateStyle ISO) into the ISO 8601 text toISOString gives: a session in UTC
 * writes `2026-12-03 14:09:01.879763+00`, which becomes `2026-12-03T14:09:01.879Z` (milliseconds truncated, as
 * the Date node-postgres builds keeps them). Another offset, a year outside 0000-9999 or BC: through a Date.
 */
export function timestamptzTextToIso(text: string): string {
  const n = text.length;
  if (n >= 22 && text.endsWith('+00') && text[4] === '-' && text[10] === ' ' && (n === 22 || text[19] === '.')) {
    const fraction = n === 22 ? '' : text.slice(20, n - 3);
    return `${text.slice(0, 10)}T${text.slice(11, 19)}.${`${fraction}000`.slice(0, 3)}Z`;
  }
  return parseTimestamptz(text).toISOString();
}

/**
 * A time of a row read with leanRows, as toISOString writes it: already the ISO text (node-postgres with leanRows), a
 * Date (PGlite), or PostgreSQL's own text (a read through Drizzle's execute, which leaves times as text).
 */
export function isoTime(value: Date | string): string {
  if (typeof value !== 'string') return value.toISOString();
  return value.endsWith('Z') ? value : timestamptzTextToIso(value);
}

/**
 * A one-dimensional text[] whose elements PostgreSQL wrote unquoted (no comma, quote, brace, backslash or space in
 * any of them: phone numbers, codes) is its text split on commas; NULL is null. Anything quoted or nested goes to
 * node-postgres's parser.
 */
export function parseTextArray(text: string): (string | null)[] {
  if (text === '{}') return [];
  if (text.includes('"') || text.includes('\\') || text.indexOf('{', 1) !== -1) return parseTextArrayFully(text);
  return text
    .slice(1, -1)
    .split(',')
    .map((element) => (element === 'NULL' ? null : element));
}

/**
 * node-postgres's per-query type parsers with the two above: timestamptz arrives as its ISO string (not a Date),
 * text[] as an array of strings. For the queries that ask (queryRowsPrepared's `leanRows`); their readers accept
 * both a Date and that string (PGlite still gives Dates).
 */
export const LEAN_ROW_TYPES: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (format !== 'binary' && oid === TIMESTAMPTZ_OID) return timestamptzTextToIso;
    if (format !== 'binary' && oid === TEXT_ARRAY_OID) return parseTextArray;
    return builtinParser(oid, format);
  }) as pg.CustomTypesConfig['getTypeParser'],
};

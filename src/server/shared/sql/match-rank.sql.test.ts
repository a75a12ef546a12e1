// Issue 55: a typed start is a byte range (startsWithSql) so a prepared search keeps one generic plan that reads the
// index; the range must find exactly the texts that start with what was typed, on both engines.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Database } from '../../db/client';
import { describeOnBothBackends, openTestDatabase } from '../../testing/harness';
import { prefixUpperBound, startsWithSql } from './match-rank.sql';

describe('prefixUpperBound', () => {
  it('raises the last code point, past the surrogates, dropping a last U+10FFFF', () => {
    expect(prefixUpperBound('sha')).toBe('shb');
    expect(prefixUpperBound('az')).toBe('a{');
    expect(prefixUpperBound('ünï')).toBe('ünð');
    expect(prefixUpperBound('a\u{D7FF}')).toBe('a\u{E000}');
    expect(prefixUpperBound('a\u{1F600}')).toBe('a\u{1F601}');
    expect(prefixUpperBound('a\u{10FFFF}')).toBe('b');
    expect(prefixUpperBound('\u{10FFFF}\u{10FFFF}')).toBeNull();
    expect(prefixUpperBound('')).toBeNull();
  });
});

describeOnBothBackends('startsWithSql finds the texts that start with the prefix', (backend) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(backend);
  });
  afterAll(() => database.close());

  const texts = ['sha', 'shanti', 'shb', 'shaz', 'sh', 'a_b%c', 'axb%c', 'a\\b', 'ab', 'ünïcode', 'ünð', 'a\u{10FFFF}x', 'b', '\u{10FFFF}', '\u{10FFFF}\u{10FFFF}z', 'a\u{D7FF}q', 'a\u{E000}', 'SHA', ''];
  const prefixes = ['sha', 'sh', 'a_b', 'a\\', 'ünï', 'a\u{10FFFF}', '\u{10FFFF}', '\u{10FFFF}\u{10FFFF}', 'a\u{D7FF}', 'z', 'a'];

  it.each(prefixes)('%s', async (prefix) => {
    const values = sql.join(
      texts.map((t, i) => sql`(${sql.raw(String(i))}, ${t})`),
      sql`, `,
    );
    const rows = await queryRows<{ i: number }>(
      database.db,
      sql`select i from (values ${values}) v(i, t) where ${startsWithSql(sql`(t collate "C")`, prefix)} order by i`,
    );
    expect(rows.map((r) => Number(r.i))).toEqual(texts.flatMap((t, i) => (t.startsWith(prefix) ? [i] : [])));
  });
});

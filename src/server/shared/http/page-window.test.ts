import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { pageWindowSql } from './page-window';

const dialect = new PgDialect();
const render = (limit: number, offset: number) => {
  const { sql, params } = dialect.sqlToQuery(pageWindowSql(limit, offset));
  return { sql, params };
};

describe('pageWindowSql (issue 10: generic plans for list pages)', () => {
  it('writes the page size and a zero offset into the text, so the prepared statement has no row-count parameter', () => {
    expect(render(100, 0)).toEqual({ sql: 'limit 100 offset 0', params: [] });
  });

  it('keeps a deeper offset a parameter, so the statements a connection keeps stay few', () => {
    expect(render(10, 30)).toEqual({ sql: 'limit 10 offset $1', params: [30] });
  });

  it('refuses a window that is not whole non-negative numbers (nothing else reaches the text)', () => {
    expect(() => render(1.5, 0)).toThrow(/Bad page window/);
    expect(() => render(10, -10)).toThrow(/Bad page window/);
    expect(() => render(Number.NaN, 0)).toThrow(/Bad page window/);
  });
});

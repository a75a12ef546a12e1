import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createUser, loginAs } from './testing/fixtures';
import { describeOnOneBackend, startTestServer, type TestServer } from './testing/harness';
import { FOREIGN_PROFILE, insertForeignRecords, isIdName, QUERY_DEFAULTS, type OpenApiDocument } from './testing/scope-walk';

/**
 * The second brand sees only its own data (issue 52, "Both brands"): every list and search a person can open
 * without naming a record (each GET route of the OpenAPI document without an id, so a new list is walked without
 * being listed; each value of an enumerated path parameter, such as the picker kinds), called by a whole-brand
 * user of Makaan, never answers with a record of Housing. The Housing records are the scope walk's foreign book
 * (an account with its legal entity, contact, deal, package, termsheet, milestone, payment, comment and a pending
 * approval), renamed to a marker no seed writes. The same walk as a whole-brand Housing user must find the marker
 * in several lists, so that the walk reaches data and the test can fail.
 */

const MARKER = 'Brandwalk Marker';
const FOUND = new RegExp(`${MARKER}|${FOREIGN_PROFILE}`, 'i');
/** Required query values the id walks do not need: a range that holds the foreign book's dates, a term that finds it. */
const LIST_QUERY: Record<string, string> = {
  ...QUERY_DEFAULTS,
  q: 'Brandwalk',
  query: 'Brandwalk',
  search: 'Brandwalk',
  term: 'Brandwalk',
  from: '2000-01-01',
  to: '2099-12-31',
  fromDate: '2000-01-01',
  toDate: '2099-12-31',
  startDate: '2000-01-01',
  endDate: '2099-12-31',
  month: '2026-12',
};

type Parameter = { name: string; in: string; required?: boolean; schema?: { enum?: unknown[] } };

/** Every id-less GET route, once per value of its enumerated path parameters, with its search and required query filled. */
function idLessLists(doc: OpenApiDocument): string[] {
  const urls: string[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    const operation = operations.get;
    if (!operation || path.endsWith('/logout')) continue;
    const parameters = (operation.parameters ?? []) as Parameter[];
    const pathParameters = parameters.filter((p) => p.in === 'path');
    if (pathParameters.some((p) => isIdName(p.name) || !p.schema?.enum)) continue;
    if (parameters.some((p) => p.in === 'query' && p.required && isIdName(p.name))) continue;
    const query = new URLSearchParams(
      parameters.filter((p) => p.in === 'query' && LIST_QUERY[p.name] !== undefined && (p.required || ['q', 'query', 'search', 'term'].includes(p.name))).map((p) => [p.name, LIST_QUERY[p.name]!]),
    );
    let filled = [path];
    for (const p of pathParameters) filled = filled.flatMap((f) => (p.schema!.enum as unknown[]).map((value) => f.replace(`{${p.name}}`, String(value))));
    for (const f of filled) urls.push(query.size ? `${f}?${query.toString()}` : f);
  }
  return urls;
}

describeOnOneBackend('both brands: no list or search shows the other brand its records', (backend) => {
  let server: TestServer;
  let housing = '';
  let makaan = '';

  beforeAll(async () => {
    server = await startTestServer(backend);
    const db = server.database.db;
    await insertForeignRecords(db);
    await db.execute(sql.raw(`update accounts set name = '${MARKER} Realty'`));
    await db.execute(sql.raw(`update opportunities set name = '${MARKER} Deal'`));
    await db.execute(sql.raw(`update contacts set name = '${MARKER} Contact'`));
    await db.execute(sql.raw(`update account_legal_entities set legal_name = '${MARKER} Pvt Ltd'`));
    const wholeBrand = ['ADMIN', 'FINANCE', 'HOUSING_CONTENT', 'TICKETING', 'HOM'] as const;
    await createUser(db, { username: 'brand-housing', roles: [...wholeBrand, 'HOUSING_SALES_MANAGER'], domainId: 5 });
    await createUser(db, { username: 'brand-makaan', roles: [...wholeBrand, 'MAKAAN_SALES_MANAGER'], domainId: 1 });
    housing = await loginAs(server.app, 'brand-housing');
    makaan = await loginAs(server.app, 'brand-makaan');
  });
  afterAll(() => server.close());

  it('answers Makaan every id-less list and search without a Housing record, where Housing finds it', async () => {
    const urls = idLessLists(server.app.swagger() as unknown as OpenApiDocument);
    expect(urls.length).toBeGreaterThan(100);
    // The lists the issue names are walked: events, the pickers.
    for (const named of ['/api/sapna/event', '/api/sapna/v1/suggest/account', '/api/sapna/v1/suggest/opportunity']) {
      expect(urls.some((url) => url.startsWith(named))).toBe(true);
    }
    const body = async (cookie: string, url: string) => (await server.app.inject({ method: 'GET', url, headers: { cookie } })).body;
    const leaks: string[] = [];
    const foundByHousing: string[] = [];
    for (const url of urls) {
      if (FOUND.test(await body(makaan, url))) leaks.push(url);
      if (FOUND.test(await body(housing, url))) foundByHousing.push(url);
    }
    expect(leaks).toEqual([]);
    // The walk reaches the data: the Housing book is in Housing's own lists and searches (7 when written).
    expect(foundByHousing.length).toBeGreaterThanOrEqual(5);
    expect(foundByHousing.some((url) => url.includes('/suggest/account'))).toBe(true);
  }, 300_000);
});

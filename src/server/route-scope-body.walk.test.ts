import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { accounts } from './db/schema/index';
import { createUser, loginAs } from './testing/fixtures';
import { describeOnOneBackend, startTestServer, type TestServer } from './testing/harness';
import {
  FOREIGN_ID,
  FOREIGN_PROFILE,
  insertForeignRecords,
  isIdName,
  isProfileName,
  MISSING_ID,
  MISSING_PROFILE,
  QUERY_DEFAULTS,
  SCOPED_TABLES,
  type JsonSchema,
  type OpenApiDocument,
} from './testing/scope-walk';
import { insertBook } from './testing/sync-fixtures';

/**
 * The route-by-role walk's scope pass over request bodies (issue 56): every /api route whose JSON body names a
 * record id (read from the OpenAPI document: a property named like an id, or a profile's uuid) gets a minimal
 * valid body built from its schema, sent once with a real record of the other book or brand in that property and
 * once with an id that does not exist, by an agent of the same brand outside that book and by a whole-brand user
 * of the other brand. The two answers must be the same (status and message), and a refused request stores nothing.
 *
 * Each caller has a book of their own (the same records, one id higher for each caller), so the other ids a body
 * or a path needs name the caller's own records and the walk reaches the property it is walking.
 */

/**
 * Body values a route needs besides ids, so the walk reaches the id check (by property name, or by dotted path where
 * one name means different things). Listed optional properties are sent too: some a route needs after all.
 */
const BODY_DEFAULTS: Record<string, unknown> = {
  name: 'Walk',
  phone: '9876543210',
  gst: '27ABCDE1234F1Z0',
  pinCode: '560001',
  pincode: '560001',
  approvalType: 'PriceRestoration',
  entityTypeId: 1,
  'ticket_reference.entity_type_id': 1,
  modeOfPaymentId: 1,
  products: { '82': { polygon_uuids: ['poly-baner'] } },
  webinar_start_date_time: '2099-03-05T14:30:00+0530',
  webinar_end_date_time: '2099-03-05T15:30:00+0530',
  start_date: '2099-03-05T14:30:00+0530',
  end_date: '2099-04-05T14:30:00+0530',
  startDate: '2099-03-05',
  endDate: '2099-04-05',
};
const defaultFor = (path: string[], name: string): unknown => BODY_DEFAULTS[[...path, name].filter((p) => p !== '[]').join('.')] ?? BODY_DEFAULTS[name];
/** A default of the property's own kind (a legal entity's GST is text, a milestone's a sum). */
const fits = (fallback: unknown, schema: JsonSchema): unknown => {
  const kinds = types(shape(schema));
  const kind = typeof fallback === 'number' ? ['integer', 'number'] : typeof fallback === 'string' ? ['string'] : ['object'];
  return fallback !== undefined && (kinds.length === 0 || kinds.some((k) => kind.includes(k))) ? fallback : undefined;
};
/** Each body's text is its own (a write that succeeds for one id must not collide with the next: a user's email). */
let serial = 0;

/** Routes whose body ids the walk cannot reach by itself, and why. */
const NOT_WALKED: Record<string, string> = {
  // Its commands name records by id inside a command list and run the same services as the routes walked here.
  'POST /api/sync/v1/push': 'commands run the services of the walked routes',
  // Signed out: names a brand, not a record.
  'POST /api/reset-password': 'signed-out route',
};

type Property = { path: string[]; schema: JsonSchema };
type Walked = { route: string; method: string; url: (own: number) => string; body: JsonSchema; property: Property };

const types = (schema: JsonSchema) => (Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : []);
/** The schema's first non-null shape (a nullable or a union: the walk takes the first). */
function shape(schema: JsonSchema): JsonSchema {
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return shape(options.find((o) => !types(o).includes('null')) ?? options[0]!);
  if (schema.allOf) return schema.allOf.reduce<JsonSchema>((all, part) => ({ ...all, ...shape(part), properties: { ...all.properties, ...shape(part).properties }, required: [...(all.required ?? []), ...(shape(part).required ?? [])] }), {});
  return schema;
}

/** Every property of a body (nested objects and array items too) whose name names a record. */
function recordProperties(schema: JsonSchema, path: string[] = []): Property[] {
  const s = shape(schema);
  const found: Property[] = [];
  for (const [name, property] of Object.entries(s.properties ?? {})) {
    const inner = shape(property);
    if (isIdName(name) || isProfileName(name)) found.push({ path: [...path, name], schema: inner });
    if (types(inner).includes('object')) found.push(...recordProperties(inner, [...path, name]));
    if (types(inner).includes('array') && inner.items) found.push(...recordProperties(inner.items, [...path, name, '[]']));
  }
  return found;
}

/** A value of `schema` for a property named `name`: a record's id or profile, or the smallest valid value. */
function value(schema: JsonSchema, name: string, id: number, profile: string): unknown {
  const s = shape(schema);
  const kinds = types(s);
  if (kinds.includes('array')) return isIdName(name) || (s.minItems ?? 0) > 0 ? [value(s.items ?? {}, name, id, profile)] : [];
  if (isProfileName(name) && kinds.includes('string')) return profile;
  if (isIdName(name)) return kinds.includes('string') ? String(id) : id;
  if (s.const !== undefined) return s.const;
  if (s.enum) return s.enum[0];
  if (s.default !== undefined) return s.default;
  if (kinds.includes('object')) return body(s, [], id, profile, id, [name]);
  if (kinds.includes('boolean')) return false;
  if (kinds.includes('integer') || kinds.includes('number')) return s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : 1);
  if (s.format === 'date') return '2026-12-31';
  if (s.format === 'date-time') return '2026-12-31T10:00:00.000Z';
  if (s.format === 'email' || name === 'email') return `walk-${serial}@example.com`;
  if (s.format === 'uri') return 'https://example.com/walk';
  if (s.format === 'uuid') return MISSING_PROFILE;
  return 'walk'.padEnd(s.minLength ?? 4, 'k');
}

/**
 * The smallest body the schema takes, with `walked` (a property path) naming `id`/`profile` and every other
 * required record naming the caller's own (`own`).
 */
function body(schema: JsonSchema, walked: string[], id: number, profile: string, own: number, at: string[] = []): Record<string, unknown> {
  const s = shape(schema);
  const out: Record<string, unknown> = {};
  for (const [name, property] of Object.entries(s.properties ?? {})) {
    const onPath = walked[0] === name;
    const fallback = fits(defaultFor(at, name), property);
    if (!onPath && fallback === undefined && !(s.required ?? []).includes(name)) continue;
    const inner = shape(property);
    if (onPath && walked.length === 1) out[name] = value(inner, name, id, profile);
    else if (onPath && walked[1] === '[]') out[name] = [body(inner.items ?? {}, walked.slice(2), id, profile, own, [...at, name])];
    else if (onPath) out[name] = body(inner, walked.slice(1), id, profile, own, [...at, name]);
    else if (fallback !== undefined) out[name] = fallback;
    else if (types(inner).includes('object')) out[name] = body(inner, [], own, OWN_PROFILE, own, [...at, name]);
    else out[name] = value(inner, name, own, OWN_PROFILE);
  }
  return out;
}

const OWN_PROFILE = '3e2d1c0b-a9f8-4e7d-8c6b-5a4f3e2d1c0b';

function routesNamingBodyIds(doc: OpenApiDocument): Walked[] {
  const walked: Walked[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const route = `${method.toUpperCase()} ${path}`;
      const schema = operation.requestBody?.content?.['application/json']?.schema;
      if (!schema || NOT_WALKED[route]) continue;
      const parameters = operation.parameters ?? [];
      const query = parameters.filter((p) => p.in === 'query' && (p.required || isIdName(p.name)));
      const url = (own: number) => {
        const filled = path.replace(/\{[^}]+\}/g, (name) => (isIdName(name.slice(1, -1)) ? String(own) : 'walk'));
        const search = new URLSearchParams(query.map((p) => [p.name, isIdName(p.name) ? String(own) : (QUERY_DEFAULTS[p.name] ?? 'walk')]));
        return search.size ? `${filled}?${search.toString()}` : filled;
      };
      for (const property of recordProperties(schema)) walked.push({ route, method: method.toUpperCase(), url, body: schema, property });
    }
  }
  return walked;
}

describeOnOneBackend('route-by-role walk: ids of records outside scope and brand, in request bodies', (backend) => {
  let server: TestServer;
  const callers: { who: string; cookie: string; own: number }[] = [];

  beforeAll(async () => {
    server = await startTestServer(backend);
    const db = server.database.db;
    await insertForeignRecords(db);
    const stranger = await createUser(db, { username: 'scope-stranger', roles: ['HOUSING_SALES_AGENT'] });
    const otherBrand = await createUser(db, { username: 'scope-other-brand', roles: ['ADMIN', 'MAKAAN_SALES_MANAGER', 'FINANCE'], domainId: 1 });
    for (const [who, username, agentId, domainId, profile] of [
      ['an agent of the same brand outside the book', 'scope-stranger', stranger, 5, OWN_PROFILE],
      ['a whole-brand user of the other brand', 'scope-other-brand', otherBrand, 1, OWN_PROFILE],
    ] as const) {
      const book = await insertBook(db, { agentId, domainId });
      await db.update(accounts).set({ housingProfileId: profile }).where(eq(accounts.id, book.accountId));
      callers.push({ who, cookie: await loginAs(server.app, username), own: book.accountId });
    }
  });
  afterAll(() => server.close());

  /** What a refused request must leave as it was: the scoped tables' rows and the change log. */
  const footprint = async () => {
    const counts = [...SCOPED_TABLES.map((t) => `(select count(*) from "${t}")`), '(select count(*) from change_log)'];
    const result = (await server.database.db.execute(sql.raw(`select ${counts.join(" || ',' || ")} as f`))) as unknown as { rows: { f: string }[] };
    return result.rows[0]!.f;
  };

  it('answers a foreign id in a body exactly as an id that does not exist, and stores nothing', async () => {
    const walked = routesNamingBodyIds(server.app.swagger() as unknown as OpenApiDocument);
    expect(walked.length).toBeGreaterThan(100);
    const answer = async (cookie: string, route: Walked, own: number, id: number, profile: string) => {
      const before = await footprint();
      serial += 1;
      const payload = body(route.body, route.property.path, id, profile, own);
      const res = await server.app.inject({ method: route.method as 'POST', url: route.url(own), headers: { cookie }, payload });
      // A message that repeats the id it was sent says nothing more about the record: compared without it.
      const msg = res.statusCode >= 400 ? (res.json() as { error?: { msg?: string } }).error?.msg?.replaceAll(String(id), '{id}') : '(answered)';
      const stored = res.statusCode >= 400 && (await footprint()) !== before;
      return { text: `${res.statusCode} ${msg ?? ''}`, stored, payload };
    };
    const differing: string[] = [];
    const storedOnRefusal: string[] = [];
    const reached = new Map<string, string>();
    for (const route of walked) {
      for (const { who, cookie, own } of callers) {
        const name = `${route.route} ${route.property.path.join('.')} as ${who}`;
        const missing = await answer(cookie, route, own, MISSING_ID, MISSING_PROFILE);
        const foreign = await answer(cookie, route, own, FOREIGN_ID, FOREIGN_PROFILE);
        if (foreign.text !== missing.text) differing.push(`${name}: foreign → ${foreign.text}; missing → ${missing.text} ${JSON.stringify(foreign.payload)}`);
        if (foreign.stored || missing.stored) storedOnRefusal.push(name);
        reached.set(name, foreign.text);
      }
    }
    expect(differing).toEqual([]);
    expect(storedOnRefusal).toEqual([]);
    // The walk reaches the record checks (a body failing validation answers 400 to both ids and proves nothing):
    // the ids the issue names answer the record's 404, and 116 of 468 calls answered 404 when written.
    for (const named of [
      'POST /api/sapna/v1/comment entityId',
      'POST /api/sapna/v1/contact accountId',
      'POST /api/sapna/v1/account-legal-entity accountId',
      'POST /api/sapna/v1/address legalEntityId',
      'POST /api/sapna/v1/milestone termsheetId',
      'POST /api/sapna/v1/payment milestoneId',
      'POST /api/sapna/refund paymentId',
      'POST /api/sapna/v1/approval-reviewal/send-for-approval entityId',
      'POST /api/housingAP/api/v0/create-video-tour-slot profile_uuid',
      'POST /api/housingAP/api/v0/create-video-tour-slot opportunity_id',
    ]) {
      for (const { who } of callers) expect(reached.get(`${named} as ${who}`), `${named} as ${who}`).toMatch(/^404 /);
    }
    expect([...reached.values()].filter((text) => text.startsWith('404 ')).length).toBeGreaterThan(100);
  }, 600_000);
});

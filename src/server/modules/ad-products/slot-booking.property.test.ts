import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { addDays } from '../../../domain/format/ist-calendar';
import { cities } from '../../db/schema/index';
import { describeEachBackend, startTestServer, type TestServer } from '../../testing/harness';
import { insertAccount, insertOpportunity, insertPolygons, insertProject, insertSoldProduct } from '../../testing/opportunity-fixtures';
import { createSupportCast } from '../../testing/support-fixtures';

/**
 * Issue 50: a random walk of bookings, moves and cancellations of audience maximizer slots and site takeovers over
 * two polygons. After every step the answer is the one the capacity rule predicts (200 or 409), no place holds more
 * than its capacity on any day, and slot availability shows exactly the slots the walk holds.
 */
type Kind = 'am' | 'siteTakeover';
type Step =
  | { op: 'book'; kind: Kind; polygon: number; start: number; length: number }
  | { op: 'move'; pick: number; polygon: number; start: number; length: number }
  | { op: 'cancel'; pick: number };
type Held = { kind: Kind; id: number; polygon: number; start: string; end: string };

const WINDOW = 12;
const CAPACITY: Record<Kind, number> = { am: 2, siteTakeover: 1 };
const PRODUCT: Record<Kind, number> = { am: 83, siteTakeover: 74 };
const place = { polygon: fc.integer({ min: 0, max: 1 }), start: fc.integer({ min: 0, max: WINDOW - 4 }), length: fc.integer({ min: 1, max: 4 }) };
const stepArb: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ op: fc.constant('book' as const), kind: fc.constantFrom<Kind>('am', 'siteTakeover'), ...place }),
  fc.record({ op: fc.constant('move' as const), pick: fc.nat(), ...place }),
  fc.record({ op: fc.constant('cancel' as const), pick: fc.nat() }),
);

describeEachBackend('slot booking walk (issue 50)', (backend) => {
  let server: TestServer;
  let cookies: Record<string, string>;
  let ids: Record<string, number>;
  let opportunityId: number;
  let projectId: number;
  let cityName: string;
  const polygons = ['walk-1', 'walk-2'];
  let run = 0;

  beforeAll(async () => {
    server = await startTestServer(backend);
    ({ cookies, ids } = await createSupportCast(server, 'walk50'));
    const db = server.database.db;
    const cityId = await insertPolygons(db, polygons);
    cityName = (await db.select({ name: cities.name }).from(cities).where(eq(cities.id, cityId)))[0]!.name;
    projectId = await insertProject(db, 'Walk Towers', cityId);
    const account = await insertAccount(db, { agentId: ids.agent! });
    opportunityId = (await insertOpportunity(db, { accountId: account.id, ownerId: ids.agent! })).id;
    for (const productId of [83, 74]) await insertSoldProduct(db, opportunityId, productId);
    const set = await server.app.inject({ method: 'PUT', url: '/api/housingAdvert/products/slot-capacities/83', headers: { cookie: cookies.lookupAdmin! }, payload: { capacity: CAPACITY.am } });
    expect(set.statusCode, set.body).toBe(200);
  });
  afterAll(async () => server?.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    server.app.inject({ method, url, headers: { cookie: cookies.agent!, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) }, ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }) });

  function body(kind: Kind, polygon: number, start: string, end: string): Record<string, unknown> {
    const uuid = polygons[polygon]!;
    return kind === 'am'
      ? { opportunity_id: opportunityId, audience_maximizer_type: 'locality', polygon_id: uuid, locality_city: cityName, amount: 1000, impressions_count: 10, start_date: start, end_date: end, cards: [] }
      : {
          opportunity_id: opportunityId,
          entity_id: 1,
          promotion_type: 'city',
          product_type: 2,
          polygon_uuids: [uuid],
          amount: 1000,
          builder_project_ids: [projectId],
          start_date: start,
          end_date: end,
          site_takeover_title: 'Walk',
          site_takeover_subtitle: 'Walk',
          slot_product_cards: [],
        };
  }
  const create = (kind: Kind, b: Record<string, unknown>) => (kind === 'am' ? call('POST', '/api/housingAdvert/products/create-packages', b) : call('POST', '/api/housingAdvert/api/v0/site-takeover-slots', b));
  const move = (h: Held, b: Record<string, unknown>) =>
    h.kind === 'am' ? call('POST', '/api/housingAdvert/products/update-packages', { ...b, slot_id: h.id }) : call('PUT', `/api/housingAdvert/api/v0/site-takeover-slots/${h.id}`, b);
  const cancel = (h: Held) =>
    call('POST', h.kind === 'am' ? `/api/housingAdvert/products/packages/${h.id}/cancel` : `/api/housingAdvert/api/v0/site-takeover-slots/${h.id}/cancel`, { reason: 'walk' });

  /** Whether the place has room on every day of [start, end] for one more slot of the kind, leaving out `except`. */
  const fits = (held: readonly Held[], kind: Kind, polygon: number, start: string, end: string, except?: Held) => {
    for (let day = start; day <= end; day = addDays(day, 1)) {
      const taken = held.filter((h) => h !== except && h.kind === kind && h.polygon === polygon && h.start <= day && h.end >= day).length;
      if (taken >= CAPACITY[kind]) return false;
    }
    return true;
  };

  it('books, moves and cancels at random: capacity never exceeded, availability equals the bookings', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(stepArb, { minLength: 1, maxLength: 10 }), async (steps) => {
        // Each run walks its own window of days, so runs do not see each other's slots.
        run += 1;
        const first = addDays('2097-01-01', run * (WINDOW + 2));
        const last = addDays(first, WINDOW - 1);
        const held: Held[] = [];
        for (const step of steps) {
          if (step.op === 'cancel' || step.op === 'move') {
            const target = held[step.pick % Math.max(1, held.length)];
            if (!target) continue;
            if (step.op === 'cancel') {
              expect((await cancel(target)).statusCode).toBe(200);
              held.splice(held.indexOf(target), 1);
              continue;
            }
            const start = addDays(first, step.start);
            const end = addDays(start, step.length - 1);
            const expected = fits(held, target.kind, step.polygon, start, end, target) ? 200 : 409;
            const res = await move(target, body(target.kind, step.polygon, start, end));
            expect(res.statusCode, res.body).toBe(expected);
            if (expected === 200) Object.assign(target, { polygon: step.polygon, start, end });
            continue;
          }
          const start = addDays(first, step.start);
          const end = addDays(start, step.length - 1);
          const expected = fits(held, step.kind, step.polygon, start, end) ? 200 : 409;
          const res = await create(step.kind, body(step.kind, step.polygon, start, end));
          expect(res.statusCode, res.body).toBe(expected);
          if (expected === 200) {
            const answer = res.json() as { slot_id: number };
            held.push({ kind: step.kind, id: answer.slot_id, polygon: step.polygon, start, end });
          }
        }
        for (const kind of ['am', 'siteTakeover'] as const) {
          for (const [polygon, uuid] of polygons.entries()) {
            const res = await call('GET', `/api/housingAdvert/products/slot-availability?productId=${PRODUCT[kind]}&polygonId=${uuid}&from=${first}&to=${last}`);
            expect(res.statusCode, res.body).toBe(200);
            const shown = (res.json() as { places: { capacity: number; fullDays: string[]; booked: { sourceId: number; startDate: string; endDate: string }[] }[] }).places[0]!;
            const mine = held.filter((h) => h.kind === kind && h.polygon === polygon);
            expect(shown.booked.map((b) => `${b.sourceId} ${b.startDate} ${b.endDate}`).sort()).toEqual(mine.map((h) => `${h.id} ${h.start} ${h.end}`).sort());
            expect(shown.capacity).toBe(CAPACITY[kind]);
            for (let day = first; day <= last; day = addDays(day, 1)) {
              const taken = mine.filter((h) => h.start <= day && h.end >= day).length;
              expect(taken).toBeLessThanOrEqual(CAPACITY[kind]);
              expect(shown.fullDays.includes(day)).toBe(taken >= CAPACITY[kind]);
            }
          }
        }
      }),
      { numRuns: 8 },
    );
  });
});

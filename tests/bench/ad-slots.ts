// Issue 14's figures: get-all-packages at 200,000 slots and slot availability for a city over 90 days (p50/p99
// over HTTP, with EXPLAIN of the statements their services send), 100 concurrent bookings for 10 places of
// capacity one (exactly 10 successes and 90 conflicts), and a churn dry run over 100,000 properties (time, and the
// server process's memory). On a throwaway PostgreSQL database (PGlite when PostgreSQL does not answer; no EXPLAIN
// then). Client and server run in one process; requests go over real HTTP.
import { randomUUID } from 'node:crypto';
import { CONSOLE_REQUEST_HEADERS } from '../../src/domain/auth/console-request';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../src/server/db/client';
import type { ServiceContext } from '../../src/server/shared/http/service-context';
import { machine } from './cpu';
import { statementCapture, type Plan } from './explain-capture';
import type { Suite, Table } from './suite';
import { count, ms } from './table';
import { tempDataDir, tempPostgresDatabase } from './temp-data';

const SLOTS = Number(process.env.BENCH_AD_SLOTS || 200_000);
const PROPERTIES = Number(process.env.BENCH_CHURN_PROPERTIES || 100_000);
const READS = Number(process.env.BENCH_AD_READS || 200);
const READ_CONCURRENCY = 10;
const AM_PRODUCT = 83;

const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** READS requests, READ_CONCURRENCY at a time; the times of each (every answer must be 200). */
async function timedReads(url: () => string, cookie: string): Promise<number[]> {
  const times: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < READS) {
      next += 1;
      const started = performance.now();
      const res = await fetch(url(), { headers: { cookie } });
      const body = await res.text();
      if (res.status !== 200) throw new Error(`${url()} answered ${res.status}: ${body.slice(0, 200)}`);
      times.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: READ_CONCURRENCY }, worker));
  return times;
}

function planSummary(plans: Plan[]): string {
  return plans
    .map((p) => `${p.executionMs.toFixed(1)} ms, ${p.indexes.length ? `indexes ${p.indexes.join(', ')}` : 'no index'}${p.seqScans.length ? `; seq scan ${p.seqScans.join(', ')}` : ''}`)
    .join(' | ');
}

async function run(log: (line: string) => void) {
  const { buildApp } = await import('../../src/server/app');
  const { testConfig } = await import('../../src/server/config');
  const { openDatabase } = await import('../../src/server/db/client');
  const { createUser, loginAs, TEST_PASSWORD } = await import('../../src/server/testing/fixtures');
  const { insertAccount, insertCity, insertLocality, insertOpportunity, insertPackage, insertPackageMapping } = await import('../../src/server/testing/opportunity-fixtures');
  const { products, cities, localities } = await import('../../src/server/db/schema/index');
  const { serviceContext } = await import('../../src/server/shared/http/service-context');
  const { signIn: signInService } = await import('../../src/server/modules/auth/login.service');
  const { listPackageSlots } = await import('../../src/server/modules/ad-products/ad-products.service');
  const availability = await import('../../src/server/modules/ad-products/slot-availability.service');
  const { simulateChurn } = await import('../../src/server/modules/churn/churn.service');
  const { eq } = await import('drizzle-orm');

  const pgDb = await tempPostgresDatabase('adslots');
  const pgliteDir = 'unavailable' in pgDb ? tempDataDir('adslots') : null;
  const backend = 'unavailable' in pgDb ? 'PGlite' : 'PostgreSQL';
  const database = await openDatabase('unavailable' in pgDb ? { dataDir: pgliteDir?.dir } : { databaseUrl: pgDb.url, poolSize: 10 });
  try {
    await database.migrate();
    const db = database.db;
    // As the server runs (production: routes marked trustedResponse are written without zod's encode).
    const config = testConfig({ env: 'production', staticDir: '/nonexistent' });
    const app = await buildApp({ config, database, mailer: { transport: 'log', send: async () => undefined } }, { logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

    // The cast and the places.
    const agentId = await createUser(db, { username: 'bench-am-agent', roles: ['HOUSING_SALES_AGENT'] });
    const managerId = await createUser(db, { username: 'bench-am-manager', roles: ['HOUSING_SALES_MANAGER', 'ADMIN'] });
    const agent = await loginAs(app, 'bench-am-agent');
    const manager = await loginAs(app, 'bench-am-manager');
    await db.insert(products).values({ id: AM_PRODUCT, name: 'Audience Maximizer', productTypeId: 4 }).onConflictDoNothing();
    const cityId = await insertCity(db, 'Pune');
    const cityUuid = (await db.select().from(cities).where(eq(cities.id, cityId)))[0]!.uuid;
    const localityUuids: string[] = [];
    for (let i = 0; i < 10; i += 1) {
      const id = await insertLocality(db, cityId, `Locality ${i}`);
      localityUuids.push((await db.select().from(localities).where(eq(localities.id, id)))[0]!.uuid);
    }
    const account = await insertAccount(db, { agentId });
    const opportunityId = (await insertOpportunity(db, { accountId: account.id, ownerId: agentId, name: 'Pune launch' })).id;
    const packageId = await insertPackage(db, { name: 'Audience Maximizer Premium', products: [{ productId: AM_PRODUCT }] });
    const opmId = await insertPackageMapping(db, { opportunityId, packageId, quantity: 3 });

    // 1. 100 concurrent bookings for 10 places of capacity one (the default): 10 agents' worth of requests each.
    const slot = (polygonId: string) => ({
      opportunity_id: opportunityId,
      opportunity_package_mapping_id: opmId,
      audience_maximizer_type: 'locality',
      polygon_id: polygonId,
      locality_city: 'Pune',
      amount: 50000,
      impressions_count: 10000,
      start_date: '2030-03-01',
      end_date: '2030-03-10',
      cards: [],
    });
    const requests = Array.from({ length: 100 }, (_, i) => slot(localityUuids[i % 10]!));
    const bookingStarted = performance.now();
    const answers = await Promise.all(
      requests.map(async (body) => {
        const res = await fetch(`${base}/api/housingAdvert/products/create-packages`, { method: 'POST', headers: { ...CONSOLE_REQUEST_HEADERS, cookie: agent, 'content-type': 'application/json' }, body: JSON.stringify(body) });
        const text = await res.text();
        return { status: res.status, text };
      }),
    );
    const bookingMs = performance.now() - bookingStarted;
    const successes = answers.filter((a) => a.status === 200).length;
    const conflicts = answers.filter((a) => a.status === 409 && a.text.includes('Slot is not available for the selected dates')).length;
    const others = answers.filter((a) => a.status !== 200 && a.status !== 409).map((a) => `${a.status} ${a.text.slice(0, 120)}`);
    log(`100 concurrent bookings: ${successes} booked, ${conflicts} conflicts, ${others.length} other${others[0] ? ` (first: ${others[0]})` : ''}, ${ms(bookingMs)}`);

    // 2. 200,000 slots (and their bookings) across the year, by SQL, then the first page and a deep page.
    const seedStarted = performance.now();
    await db.execute(sql`
      insert into package_slots (domain_id, opportunity_id, opportunity_package_mapping_id, product_id, audience_maximizer_type, start_date, end_date,
        amount, polygon_id, status, created_by, updated_by)
      select 5, ${opportunityId}, ${opmId}, ${AM_PRODUCT}, (array['locality','city_with_budget','project_level','city_level'])[1 + g % 4],
        date '2030-01-01' + (g % 365), date '2030-01-01' + (g % 365) + 6, 50000, 'bench-' || (g % 5000), (array['new','active'])[1 + g % 2],
        ${managerId}, ${managerId}
      from generate_series(1, ${SLOTS}) g`);
    await db.execute(sql`
      insert into slot_bookings (product_id, place_key, city_id, start_date, end_date, source, source_id, opportunity_id)
      select ${AM_PRODUCT}, 'polygon:bench-' || (id % 5000), ${cityId}, start_date, end_date, 'package_slot', id, opportunity_id
      from package_slots where polygon_id like 'bench-%'`);
    await db.execute(sql`analyze package_slots`);
    await db.execute(sql`analyze slot_bookings`);
    log(`seeded ${count(SLOTS)} slots and bookings in ${ms(performance.now() - seedStarted)}`);

    const firstPage = await timedReads(() => `${base}/api/housingAdvert/products/get-all-packages?row_per_page=10&current_page_no=1`, manager);
    const deepPage = await timedReads(() => `${base}/api/housingAdvert/products/get-all-packages?row_per_page=10&current_page_no=500`, manager);
    const byStatus = await timedReads(() => `${base}/api/housingAdvert/products/get-all-packages?row_per_page=10&current_page_no=1&slot_status_id=1`, manager);
    const availabilityUrl = `${base}/api/housingAdvert/products/slot-availability?productId=${AM_PRODUCT}&cityId=${cityId}&from=2030-04-01&to=2030-06-29`;
    const availabilityTimes = await timedReads(() => availabilityUrl, manager);
    log(`get-all-packages p99 ${ms(percentile(firstPage, 99))}; slot-availability p99 ${ms(percentile(availabilityTimes, 99))}`);

    // EXPLAIN of what the services send (PostgreSQL only).
    const plans: Record<string, string> = {};
    if (backend === 'PostgreSQL') {
      const capture = statementCapture(db);
      const { user } = await signInService(db, config, { username: 'bench-am-manager', password: TEST_PASSWORD, ip: '127.0.0.1', userAgent: 'bench', previousToken: undefined });
      const explainOf = async (fn: (ctx: ServiceContext) => Promise<unknown>) => {
        const ctx = await serviceContext(db as unknown as Tx, user);
        const statements = await capture.during(() => fn(ctx));
        const reads = statements.filter((s) => /^\s*(select|with)\b/i.test(s.text));
        return planSummary(await Promise.all(reads.map((s) => capture.explain(s))));
      };
      plans['get-all-packages page 1'] = await explainOf((ctx) => listPackageSlots(ctx, { row_per_page: 10, current_page_no: 1, slot_status_id: 0 }));
      plans['get-all-packages page 500'] = await explainOf((ctx) => listPackageSlots(ctx, { row_per_page: 10, current_page_no: 500, slot_status_id: 0 }));
      plans['slot-availability, city, 90 days'] = await explainOf((ctx) =>
        availability.slotAvailability(ctx, { productId: AM_PRODUCT, cityId, from: '2030-04-01', to: '2030-06-29' }),
      );
    }

    // 3. Churn dry run over 100,000 properties.
    const listingsStarted = performance.now();
    await db.execute(sql`
      insert into listings (profile_uuid, listing_type, title, status, price, city_id, inventory_canonical_url, date_added)
      select 'seller-' || (g % 20000), case when g % 5 = 0 then 'RENT' else 'BUY' end, 'Flat ' || g, case when g % 10 = 0 then 'INACTIVE' else 'ACTIVE' end,
        1000000 + (g % 100) * 100000, ${cityId}, '/p/' || g, now() - (g % 60) * interval '1 day'
      from generate_series(1, ${PROPERTIES}) g`);
    await db.execute(sql`
      insert into listing_leads (listing_id, service, lead_count, lead_date)
      select id, 'BUY', 1 + id % 7, now() - (id % 45) * interval '1 day' from listings`);
    await db.execute(sql`analyze listings`);
    await db.execute(sql`analyze listing_leads`);
    log(`seeded ${count(PROPERTIES)} properties in ${ms(performance.now() - listingsStarted)}`);
    const schedule = {
      profile_uuid: `target-${randomUUID()}`,
      entity_type: 'profile',
      churn_start_date: '2030-01-01',
      churn_end_date: '2030-01-10',
      total_leads: 500,
      last_n_days: 30,
      search_criteria: { inner_radius: 1, outer_radius: 5, city_uuids: [cityUuid], locality_uuids: [], project_ids: [] },
      lead_service_type: 'buy',
      min_price: 2_000_000,
      max_price: 8_000_000,
      min_price_relaxation: 10,
      max_price_relaxation: 10,
      bypass_ad_deficit: false,
      possession_flag: false,
    };
    global.gc?.();
    const rssBefore = process.memoryUsage().rss;
    let rssPeak = rssBefore;
    const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, process.memoryUsage().rss)), 5);
    const churnTimes: number[] = [];
    let churnAnswer: { property_count?: number; lead_count?: number; profiles?: unknown[] } = {};
    for (let i = 0; i < 5; i += 1) {
      const started = performance.now();
      const res = await fetch(`${base}/api/housingAdvert/churn/simulate-manual-churn-schedule`, { method: 'POST', headers: { ...CONSOLE_REQUEST_HEADERS, cookie: manager, 'content-type': 'application/json' }, body: JSON.stringify(schedule) });
      const text = await res.text();
      if (res.status !== 200) throw new Error(`churn dry run answered ${res.status}: ${text.slice(0, 300)}`);
      churnTimes.push(performance.now() - started);
      churnAnswer = JSON.parse(text) as typeof churnAnswer;
    }
    clearInterval(sampler);
    if (backend === 'PostgreSQL') {
      const capture = statementCapture(db);
      const statements = await capture.during(() => simulateChurn(db, schedule as never, new Date()));
      plans['churn dry run, 100,000 properties'] = planSummary(await Promise.all(statements.map((s) => capture.explain(s))));
    }
    log(`churn dry run p50 ${ms(percentile(churnTimes, 50))}, ${churnAnswer.property_count} properties, ${churnAnswer.lead_count} leads`);
    await app.close();

    const readRow = (label: string, times: number[]) => [label, count(times.length), ms(percentile(times, 50)), ms(percentile(times, 99))];
    const tables: Table[] = [
      {
        title: `Ad slots over HTTP at ${count(SLOTS)} package slots (${backend}, ${READ_CONCURRENCY} at a time)`,
        columns: ['request', 'requests', 'p50', 'p99'],
        rows: [
          readRow('get-all-packages, page 1 (manager, every slot)', firstPage),
          readRow('get-all-packages, page 500', deepPage),
          readRow('get-all-packages, page 1, active only', byStatus),
          readRow('slot-availability, one city, 90 days', availabilityTimes),
        ],
        notes: [...Object.entries(plans).map(([k, v]) => `EXPLAIN ${k}: ${v}`), machine()],
      },
      {
        title: '100 concurrent bookings for 10 places of capacity one',
        columns: ['requests', 'booked', "409 'Slot is not available…'", 'other answers', 'all answered in'],
        rows: [['100', String(successes), String(conflicts), String(others.length), ms(bookingMs)]],
        notes: others.length ? [`other answers: ${others.slice(0, 3).join(' | ')}`] : undefined,
      },
      {
        title: `Churn dry run over ${count(PROPERTIES)} properties (simulate-manual-churn-schedule, 5 runs)`,
        columns: ['p50', 'max', 'properties matched', 'leads', 'server process RSS before', 'peak during'],
        rows: [[ms(percentile(churnTimes, 50)), ms(Math.max(...churnTimes)), count(churnAnswer.property_count ?? 0), count(churnAnswer.lead_count ?? 0), mb(rssBefore), mb(rssPeak)]],
        notes: ['The dry run writes nothing (the churn server tests check that); client and server share the process.'],
      },
    ];
    if (successes !== 10 || conflicts !== 90) throw new Error(`expected 10 bookings and 90 conflicts, got ${successes} and ${conflicts}`);
    return { tables };
  } finally {
    await database.close();
    if (!('unavailable' in pgDb)) await pgDb.remove();
    pgliteDir?.remove();
  }
}

export const adSlotsSuite: Suite = {
  name: 'ad-slots',
  about: 'get-all-packages at 200,000 slots and slot availability for 90 days (p99, EXPLAIN), 100 concurrent bookings for 10 places, churn dry run over 100,000 properties',
  run,
};

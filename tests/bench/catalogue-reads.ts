// The catalogue reads at a large catalogue (issue 11 "Figures"): GET /sapna/v2/packages (the opportunity page's
// package picker) and GET /sapna/v2/package-price/{id} (package-pricing) with 2,000 packages and 200,000 price rows
// on PostgreSQL, req/s and p99 beside a trivial route in the same run, with EXPLAIN of the statements the routes'
// own service functions send; and the size of the device's reference data (with the mirrored catalogue).
import pg from 'pg';
import { testConfig } from '../../src/server/config';
import { openDatabase, type Tx } from '../../src/server/db/client';
import { signIn as signInService } from '../../src/server/modules/auth/login.service';
import { findPrices } from '../../src/server/modules/catalogue/prices.service';
import { activePackages } from '../../src/server/modules/opportunities/catalogue.service';
import { serviceContext } from '../../src/server/shared/http/service-context';
import { DEMO_PASSWORD } from './bench-database';
import { isRead, statementCapture, type Plan } from './explain-capture';
import { signIn, type HttpSession } from './http-session';
import { loadSettings, measure, type LoadFigures } from './load';
import type { RunningServer } from './server-process';
import type { Table } from './suite';
import { count, ms } from './table';

export const LARGE_PACKAGES = 2_000;
export const PRICES_PER_PACKAGE = 100;

/** 2,000 active packages in 20 families (a tenth for every city, the rest for one city; a third for one client type) and 100 prices each. */
export async function seedLargeCatalogue(url: string): Promise<{ cityIds: number[]; packageIds: number[] }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const cityIds = (await client.query<{ id: number }>('select id from cities order by id')).rows.map((r) => r.id);
    await client.query(`insert into package_families (name, family_event) select 'Bench family ' || g, 'bench' from generate_series(1, 20) g`);
    const packageIds = (
      await client.query<{ id: number }>(
        `insert into packages (family_id, name, rate_price, sales_price, validity_days, quantity, city_id, client_type_id, agent_type, active)
         select (select min(id) from package_families where name like 'Bench family %') + g % 20,
                'Bench package ' || lpad(g::text, 5, '0'), 10000 + g, 9000 + g, 90, 1 + g % 5,
                case when g % 10 = 0 then null else ($1::int[])[1 + g % array_length($1::int[], 1)] end,
                case when g % 3 = 0 then 1 + g % 6 else null end, 'Both', true
           from generate_series(1, ${LARGE_PACKAGES}) g
         returning id`,
        [cityIds],
      )
    ).rows.map((r) => r.id);
    // 100 prices a package: a quarter city-wide, the rest by region and tier, across the cities.
    await client.query(
      `insert into package_prices (package_id, city_id, locality_id, region_id, tier, rate_price_paise, sales_price_paise, validity_days, pricing_parameters, price_key)
       select p, ($2::int[])[1 + (p + k) % array_length($2::int[], 1)], null, case when k % 4 = 0 then null else k % 13 end, 1 + k % 3,
              1000000 + k, 900000 + k, 90, '{}', 'bench:' || k
         from unnest($1::int[]) p, generate_series(0, ${PRICES_PER_PACKAGE - 1}) k`,
      [packageIds, cityIds],
    );
    await client.query('analyze packages; analyze package_prices; analyze package_product_mappings; analyze package_families');
    return { cityIds, packageIds };
  } finally {
    await client.end();
  }
}

function row(route: string, f: LoadFigures, trivial?: LoadFigures): string[] {
  const ratio = trivial ? `${Math.round((100 * f.requestsPerSecond) / trivial.requestsPerSecond)}%` : '';
  return [route, count(f.requestsPerSecond), ratio, ms(f.p50), ms(f.p99), ms(f.max), `${f.errors} / ${f.non2xx}`];
}

async function explainRoutes(url: string, sample: { cityId: number; packageId: number; clientTypeId: number }): Promise<{ plans: { route: string; plans: Plan[] }[] }> {
  const database = await openDatabase({ databaseUrl: url, poolSize: 1 });
  try {
    const db = database.db;
    const { user } = await signInService(db, testConfig({ loginMaxAttempts: 1000 }), {
      username: 'agent',
      password: DEMO_PASSWORD,
      ip: '127.0.0.1',
      userAgent: 'bench catalogue',
      previousToken: undefined,
    });
    const ctx = await serviceContext(db as unknown as Tx, user);
    const capture = statementCapture(db);
    const cases: [string, () => Promise<unknown>][] = [
      [
        `GET /sapna/v2/packages?cityId=${sample.cityId}&clientTypeId=${sample.clientTypeId}`,
        () =>
          activePackages(ctx, {
            cityId: sample.cityId,
            clientTypeId: sample.clientTypeId,
          }),
      ],
      [`GET /sapna/v2/package-price/${sample.packageId}?page=0`, () => findPrices(ctx, sample.packageId, { page: 0 })],
      [`GET /sapna/v2/package-price/${sample.packageId}?cityId=${sample.cityId}&page=0`, () => findPrices(ctx, sample.packageId, { cityId: sample.cityId, page: 0 })],
    ];
    const out: { route: string; plans: Plan[] }[] = [];
    for (const [route, fn] of cases) {
      const statements = (await capture.during(fn)).filter(isRead);
      const plans: Plan[] = [];
      for (const s of statements) plans.push(await capture.explain(s));
      out.push({ route, plans });
    }
    return { plans: out };
  } finally {
    await database.close();
  }
}

/** The figures table (and EXPLAIN lines for the log) for the server on `url`, seeded with the demo data. */
export async function catalogueReads(url: string, server: RunningServer, log: (line: string) => void): Promise<{ table: Table; explain: string[] }> {
  log(`PostgreSQL: ${count(LARGE_PACKAGES)} packages and ${count(LARGE_PACKAGES * PRICES_PER_PACKAGE)} price rows...`);
  const { cityIds, packageIds } = await seedLargeCatalogue(url);
  const session: HttpSession = await signIn(server.baseUrl, 'agent', DEMO_PASSWORD);
  const settings = loadSettings();
  const rows: string[][] = [];
  const trivial = await measure({ label: 'healthz', baseUrl: server.baseUrl, paths: ['/api/healthz'] }, settings);
  rows.push(row('GET /api/healthz (trivial)', trivial));
  const pickerPaths = cityIds.flatMap((c) => [1, 2, 3, 4, 5, 6].map((t) => `/api/sapna/v2/packages?cityId=${c}&clientTypeId=${t}`));
  const first = (await (
    await fetch(`${server.baseUrl}${pickerPaths[0]}`, {
      headers: { cookie: session.cookie },
    })
  ).json()) as { totalCount: number };
  log(`GET /sapna/v2/packages (${pickerPaths.length} city × client type pairs; ${first.totalCount} packages for the first)...`);
  rows.push(
    row(
      `GET /sapna/v2/packages?cityId&clientTypeId (≈${first.totalCount} packages a page)`,
      await measure(
        {
          label: 'packages',
          baseUrl: server.baseUrl,
          cookie: session.cookie,
          paths: pickerPaths,
        },
        settings,
      ),
      trivial,
    ),
  );
  const pricePaths = packageIds.filter((_, i) => i % 10 === 0).map((id) => `/api/sapna/v2/package-price/${id}?page=0`);
  log('GET /sapna/v2/package-price/{id} (200 packages in turn)...');
  rows.push(
    row(
      'GET /sapna/v2/package-price/{id}?page=0',
      await measure(
        {
          label: 'prices',
          baseUrl: server.baseUrl,
          cookie: session.cookie,
          paths: pricePaths,
        },
        settings,
      ),
      trivial,
    ),
  );
  const cityPricePaths = packageIds.filter((_, i) => i % 10 === 0).map((id, i) => `/api/sapna/v2/package-price/${id}?cityId=${cityIds[i % cityIds.length]}&page=0`);
  rows.push(
    row(
      'GET /sapna/v2/package-price/{id}?cityId&page=0',
      await measure(
        {
          label: 'city prices',
          baseUrl: server.baseUrl,
          cookie: session.cookie,
          paths: cityPricePaths,
        },
        settings,
      ),
      trivial,
    ),
  );

  // The device's reference data with the mirrored catalogue: one download after each catalogue write.
  const started = performance.now();
  const snapshot = await fetch(`${server.baseUrl}/api/sync/v1/snapshot?entity=reference&limit=1`, { headers: { cookie: session.cookie } });
  const body = await snapshot.text();
  const took = performance.now() - started;
  const reference = JSON.parse(body) as {
    rows: [{ packages: unknown[]; packagePrices: unknown[] }];
  };

  const { plans } = await explainRoutes(url, {
    cityId: cityIds[1]!,
    packageId: packageIds[11]!,
    clientTypeId: 2,
  });
  const explain: string[] = [];
  const notes: string[] = [];
  for (const { route, plans: routePlans } of plans) {
    const seq = [...new Set(routePlans.flatMap((p) => p.seqScans))];
    const indexes = [...new Set(routePlans.flatMap((p) => p.indexes))];
    notes.push(
      `EXPLAIN ${route}: ${seq.length ? `seq scans on ${seq.join(', ')}` : 'no seq scan'}; indexes ${indexes.join(', ') || 'none'}; ${routePlans.map((p) => ms(p.executionMs)).join(' + ')} execution.`,
    );
    explain.push(`== ${route}`);
    for (const p of routePlans) explain.push(`-- ${p.statement.text.replace(/\s+/g, ' ').trim()}`, ...p.lines, '');
  }
  const table: Table = {
    title: `Catalogue reads at ${count(LARGE_PACKAGES)} packages and ${count(LARGE_PACKAGES * PRICES_PER_PACKAGE)} price rows (PostgreSQL, as an agent)`,
    columns: ['Route', 'req/s', 'vs trivial', 'p50', 'p99', 'max', 'errors / non-2xx'],
    rows,
    notes: [
      `autocannon: ${settings.connections} connections, ${settings.warmupSeconds} s warm-up then ${settings.durationSeconds} s per row; server, PostgreSQL and load generator share the machine.`,
      ...notes,
      `The device's reference data (GET /sync/v1/snapshot?entity=reference) at this catalogue: ${(body.length / 1024 / 1024).toFixed(2)} MB (${count(reference.rows[0].packages.length)} packages, ${count(reference.rows[0].packagePrices.length)} city prices), ${ms(took)}.`,
    ],
  };
  return { table, explain };
}

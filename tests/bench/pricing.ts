// Package-pricing CSV (issue 11): a 10,000-row import (dry run, then for real) on PGlite and PostgreSQL, and a
// 100,000-row export on PostgreSQL (time to first byte, total, server memory before and during).
import { CONSOLE_REQUEST_HEADERS } from '../../src/domain/auth/console-request';
import os from 'node:os';
import pg from 'pg';
import { catalogueReads } from './catalogue-reads';
import { ensureBuilt, memoryOf, startServer, type RunningServer } from './server-process';
import { signIn, type HttpSession } from './http-session';
import type { Suite, Table } from './suite';
import { megabytes, ms } from './table';
import { tempDataDir, tempPostgresDatabase } from './temp-data';

const PORT = Number(process.env.BENCH_PRICING_PORT) || 8405;
const HEADER = 'packageId,cityName,localityName,regionId,tier,ratePrice,salesPrice,validityDays';
/** Packages whose prices no validity rule constrains (not 110, not Winter Bonanza). */
const FREE_PACKAGES = [1, 2, 3, 4, 5, 6, 7, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 29, 30, 31, 232];

async function json<T>(server: RunningServer, session: HttpSession, path: string): Promise<T> {
  const res = await fetch(`${server.baseUrl}${path}`, { headers: { cookie: session.cookie } });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** 10,000 rows of locality prices at 30 days. */
async function importFile(server: RunningServer, session: HttpSession, rows: number, bump: number): Promise<string> {
  const reference = await json<{ cities: { id: number; name: string }[] }>(server, session, '/api/sapna/v1/reference-data');
  const places: { city: string; locality: string }[] = [];
  for (const city of reference.cities) {
    for (const l of await json<{ name: string }[]>(server, session, `/api/sapna/v2/package-price/localities?cityId=${city.id}`)) places.push({ city: city.name, locality: l.name });
  }
  const lines = [HEADER];
  // Packages × localities × tiers (the tier is part of a price's parameters).
  outer: for (const tier of [1, 2, 3]) {
    for (const packageId of FREE_PACKAGES) {
      for (const p of places) {
        if (lines.length > rows) break outer;
        const rate = 1000 + ((packageId * 37 + lines.length) % 9000) + bump;
        lines.push(`${packageId},${p.city},${p.locality},,${tier},"${rate.toLocaleString('en-IN')}.50",${rate},30`);
      }
    }
  }
  if (lines.length <= rows) throw new Error(`only ${lines.length - 1} distinct rows available`);
  return `${lines.join('\n')}\n`;
}

async function upload(server: RunningServer, session: HttpSession, csv: string, dryRun: boolean): Promise<{ ms: number; report: { toAdd: number; toUpdate: number; unchanged: number } }> {
  const body = new FormData();
  body.append('file', new Blob([csv], { type: 'text/csv' }), 'prices.csv');
  const started = performance.now();
  const res = await fetch(`${server.baseUrl}/api/sapna/v2/package-price/csv${dryRun ? '?dryRun=true' : ''}`, { method: 'POST', headers: { ...CONSOLE_REQUEST_HEADERS, cookie: session.cookie }, body });
  const text = await res.text();
  if (!res.ok) throw new Error(`import: ${res.status} ${text.slice(0, 300)}`);
  return { ms: performance.now() - started, report: JSON.parse(text) };
}

async function importRows(label: string, server: RunningServer, log: (line: string) => void): Promise<string[][]> {
  const session = await signIn(server.baseUrl, 'admin', process.env.DEMO_PASSWORD || 'demo');
  const rows: string[][] = [];
  for (const [what, bump] of [['new rows', 0], ['every row changed', 7]] as const) {
    const csv = await importFile(server, session, 10_000, bump);
    log(`${label}: 10,000 rows (${what}), ${(csv.length / 1024 / 1024).toFixed(1)} MB: dry run, then import...`);
    const before = memoryOf(server.pid);
    const dry = await upload(server, session, csv, true);
    const real = await upload(server, session, csv, false);
    const after = memoryOf(server.pid);
    rows.push([label, what, ms(dry.ms), ms(real.ms), `${real.report.toAdd}/${real.report.toUpdate}/${real.report.unchanged}`, megabytes(before.rssKb), megabytes(after.peakKb)]);
  }
  return rows;
}

async function exportRows(url: string, server: RunningServer, log: (line: string) => void): Promise<string[][]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    log('PostgreSQL: 100,000 price rows for package 12...');
    await client.query(`
      insert into package_prices (package_id, city_id, locality_id, region_id, tier, rate_price_paise, sales_price_paise, validity_days, pricing_parameters, price_key)
      select 12, 1, null, g, 1, 100000 + g, 90000 + g, 90, '{"cityTier":1}', '[1,null,' || g || ',1,{}]'
        from generate_series(100, 100099) g
      on conflict do nothing`);
  } finally {
    await client.end();
  }
  const session = await signIn(server.baseUrl, 'admin', process.env.DEMO_PASSWORD || 'demo');
  const before = memoryOf(server.pid);
  let during = before.rssKb;
  const started = performance.now();
  const res = await fetch(`${server.baseUrl}/api/sapna/v2/package-price/csv?packageId=12`, { headers: { cookie: session.cookie } });
  const reader = res.body!.getReader();
  let firstByte = 0;
  let bytes = 0;
  let lines = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (!firstByte) firstByte = performance.now() - started;
    bytes += value.length;
    for (const b of value) if (b === 10) lines++;
    during = Math.max(during, memoryOf(server.pid).rssKb);
  }
  const total = performance.now() - started;
  return [[`${(lines - 1).toLocaleString('en-US')} rows, ${(bytes / 1024 / 1024).toFixed(1)} MB`, ms(firstByte), ms(total), megabytes(before.rssKb), megabytes(during)]];
}

async function run(log: (line: string) => void) {
  ensureBuilt(log);
  const importTable: Table = { title: 'Pricing CSV import, 10,000 rows', columns: ['backend', 'file', 'dry run', 'import', 'added/updated/unchanged', 'RSS before', 'peak RSS'], rows: [], notes: ['Target: the real import under 10 s. Peak RSS is the server process high-water mark (VmHWM) since it started (includes the demo seed on a first start).'] };
  const exportTable: Table = { title: 'Pricing CSV export, 100,000 rows (PostgreSQL)', columns: ['file', 'first byte', 'total', 'RSS before', 'max RSS during'], rows: [], notes: ['Rows stream from keyset pages of 1,000 through csv-stringify: memory stays flat.'] };
  const tables: Table[] = [importTable, exportTable];
  const load = () => `load average ${os.loadavg().map((l) => l.toFixed(2)).join(' / ')}`;
  // BENCH_PRICING_PGLITE=0: PostgreSQL only (quicker trial runs).
  if (process.env.BENCH_PRICING_PGLITE !== '0') {
    const data = tempDataDir('pricing');
    try {
      log('PGlite: first start with the demo seed...');
      const server = await startServer({ port: PORT, dataDir: data.dir, seed: 'demo', readyTimeoutMs: 600_000 });
      try {
        importTable.rows.push(...(await importRows('PGlite', server, log)));
      } finally {
        await server.stop();
      }
    } finally {
      data.remove();
    }
  }
  const db = await tempPostgresDatabase('pricing');
  if ('unavailable' in db) {
    importTable.notes!.push(`PostgreSQL not measured: ${db.unavailable}.`);
  } else {
    try {
      log('PostgreSQL: first start with the demo seed...');
      const server = await startServer({ port: PORT, databaseUrl: db.url, seed: 'demo', readyTimeoutMs: 600_000 });
      try {
        importTable.rows.push(...(await importRows('PostgreSQL', server, log)));
        importTable.notes!.push(`After the PostgreSQL imports: ${load()}.`);
        exportTable.rows.push(...(await exportRows(db.url, server, log)));
        const reads = await catalogueReads(db.url, server, log);
        reads.table.notes!.push(`After the run: ${load()}.`);
        if (process.env.BENCH_EXPLAIN_PRINT !== '0') log(reads.explain.join('\n'));
        tables.push(reads.table);
      } finally {
        await server.stop();
      }
    } finally {
      await db.remove();
    }
  }
  return { tables };
}

export const pricingSuite: Suite = { name: 'pricing', about: 'package-pricing CSV: 10,000-row import (PGlite, PostgreSQL), 100,000-row export; catalogue reads at 2,000 packages / 200,000 prices with EXPLAIN', run };

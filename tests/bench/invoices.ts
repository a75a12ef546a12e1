// Issue 9's invoice figures: tax-invoice PDF generation time (p50, p99) and size, through the route as a user gets
// it; and 1,000 tax invoices generated concurrently, whose serials must be 1..1000 with no gap and no duplicate. In
// process (the app built from the sources, requests injected), on a throwaway PostgreSQL database beside the bench
// one, or on a throwaway PGlite folder when PostgreSQL does not answer.
import { machine } from './cpu';
import type { Suite, Table } from './suite';
import { count, ms, seconds } from './table';
import { tempDataDir, tempPostgresDatabase } from './temp-data';

const PDF_RUNS = Number(process.env.BENCH_INVOICE_PDF_RUNS || 200);
const CONCURRENT = Number(process.env.BENCH_INVOICE_CONCURRENT || 1000);

const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

async function run(log: (line: string) => void) {
  const { buildApp } = await import('../../src/server/app');
  const { testConfig } = await import('../../src/server/config');
  const { openDatabase } = await import('../../src/server/db/client');
  const { createUser, loginAs } = await import('../../src/server/testing/fixtures');
  const { createGstDeal } = await import('../../src/server/testing/invoice-fixtures');

  const pgDb = await tempPostgresDatabase('invoices');
  const pgliteDir = 'unavailable' in pgDb ? tempDataDir('invoices') : null;
  const backend = 'unavailable' in pgDb ? 'PGlite' : 'PostgreSQL';
  if ('unavailable' in pgDb) log(`${pgDb.unavailable}: on PGlite`);
  const database = await openDatabase('unavailable' in pgDb ? { dataDir: pgliteDir?.dir } : { databaseUrl: pgDb.url, poolSize: 8 });
  try {
    await database.migrate();
    const app = await buildApp({ config: testConfig({ staticDir: '/nonexistent' }), database, mailer: { transport: 'log', send: async () => undefined } }, { logger: false });
    const agentId = await createUser(database.db, { username: 'bench-agent', roles: ['HOUSING_SALES_AGENT'] });
    await createUser(database.db, { username: 'bench-finance', roles: ['FINANCE'] });
    const finance = await loginAs(app, 'bench-finance');
    const generate = (termsheetId: number) => app.inject({ method: 'POST', url: `/api/sapna/v1/invoice/tax-invoice?termsheetId=${termsheetId}`, headers: { cookie: finance } });

    log(`creating ${CONCURRENT + 1} approved termsheets (${backend})…`);
    const termsheetIds: number[] = [];
    for (let i = 0; i <= CONCURRENT; i++) termsheetIds.push((await createGstDeal(database.db, { agentId, gstin: i % 2 ? '27ABCDE1234F1Z0' : undefined })).termsheetId);

    // PDF: one invoice, downloaded PDF_RUNS times (rendered from the stored invoice on each request).
    const first = await generate(termsheetIds[0] ?? 0);
    const invoiceId = first.json().invoice.id as number;
    const times: number[] = [];
    let size = 0;
    for (let i = 0; i < PDF_RUNS + 20; i++) {
      const started = performance.now();
      const res = await app.inject({ method: 'GET', url: `/api/sapna/v1/invoice/${invoiceId}/pdf`, headers: { cookie: finance } });
      if (i >= 20) times.push(performance.now() - started);
      size = res.rawPayload.length;
    }
    log(`PDF p50 ${ms(percentile(times, 50))}, p99 ${ms(percentile(times, 99))}, ${size} bytes`);

    // Concurrency: every remaining termsheet at once.
    const started = performance.now();
    const answers = await Promise.all(termsheetIds.slice(1).map(generate));
    const elapsed = performance.now() - started;
    const failed = answers.filter((a) => a.statusCode !== 200).length;
    const numbers = answers.filter((a) => a.statusCode === 200).map((a) => Number(String(a.json().invoice.serial).split('/')[2]));
    const sorted = [...numbers].sort((a, b) => a - b);
    const gaps = sorted.filter((n, i) => i > 0 && n !== (sorted[i - 1] ?? 0) + 1).length;
    const duplicates = sorted.length - new Set(sorted).size;
    const consecutive = sorted[0] === 2 && sorted.at(-1) === CONCURRENT + 1 && gaps === 0;
    log(`${CONCURRENT} concurrent: ${seconds(elapsed)}, failed ${failed}, gaps ${gaps}, duplicates ${duplicates}`);
    await app.close();

    const tables: Table[] = [
      {
        title: `Tax-invoice PDF (${backend}, in process)`,
        columns: ['runs', 'p50', 'p99', 'size'],
        rows: [[count(PDF_RUNS), ms(percentile(times, 50)), ms(percentile(times, 99)), `${(size / 1024).toFixed(1)} KB`]],
        notes: [`GET /api/sapna/v1/invoice/{id}/pdf, one line, DejaVu Sans subset embedded; ${machine()}`],
      },
      {
        title: `${count(CONCURRENT)} tax invoices generated concurrently (${backend})`,
        columns: ['invoices', 'time', 'per second', 'failed', 'gaps', 'duplicates', 'serials 2..N+1'],
        rows: [[count(CONCURRENT), seconds(elapsed), count((CONCURRENT / elapsed) * 1000), String(failed), String(gaps), String(duplicates), consecutive ? 'yes' : 'NO']],
        notes: ['Serial numbers from the per-series, per-financial-year counter row, incremented in each invoice transaction (the first invoice took 1).'],
      },
    ];
    if (failed || gaps || duplicates || !consecutive) throw new Error(`serials not gapless: failed ${failed}, gaps ${gaps}, duplicates ${duplicates}`);
    return { tables };
  } finally {
    await database.close();
    if (!('unavailable' in pgDb)) await pgDb.remove();
    pgliteDir?.remove();
  }
}

export const invoicesSuite: Suite = {
  name: 'invoices',
  about: 'tax-invoice PDF time (p50, p99) and size; 1,000 invoices generated concurrently with gapless serials',
  run,
};

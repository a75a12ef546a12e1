// Issue 15's upload figures: a 10 MB pdf uploaded to a payment (time, and the server's memory while it streams to
// storage: it should stay flat, the file is never held whole), and 100 small uploads at once (p99). Over real HTTP
// (the app listening on a port; the client streams the file from disk), on a throwaway PostgreSQL database, or
// PGlite when PostgreSQL does not answer; documents go to a throwaway folder.
import { openAsBlob } from 'node:fs';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { machine } from './cpu';
import type { Suite, Table } from './suite';
import { count, ms } from './table';
import { tempDataDir, tempPostgresDatabase } from './temp-data';

const LARGE_BYTES = 10 * 1024 * 1024;
const LARGE_RUNS = Number(process.env.BENCH_UPLOAD_LARGE_RUNS || 5);
const CONCURRENT = Number(process.env.BENCH_UPLOAD_CONCURRENT || 100);

const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function run(log: (line: string) => void) {
  const { buildApp } = await import('../../src/server/app');
  const { testConfig } = await import('../../src/server/config');
  const { openDatabase } = await import('../../src/server/db/client');
  const { createUser, loginAs } = await import('../../src/server/testing/fixtures');
  const { createDeal, insertMilestone, insertPayment, insertTermsheet } = await import('../../src/server/testing/money-fixtures');

  const pgDb = await tempPostgresDatabase('uploads');
  const pgliteDir = 'unavailable' in pgDb ? tempDataDir('uploads') : null;
  const backend = 'unavailable' in pgDb ? 'PGlite' : 'PostgreSQL';
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'bench-uploads-'));
  const database = await openDatabase('unavailable' in pgDb ? { dataDir: pgliteDir?.dir } : { databaseUrl: pgDb.url, poolSize: 8 });
  try {
    await database.migrate();
    const app = await buildApp(
      { config: testConfig({ staticDir: '/nonexistent', documentsDir: path.join(scratch, 'documents'), documentMaxBytes: LARGE_BYTES + 1024 }), database, mailer: { transport: 'log', send: async () => undefined } },
      { logger: false },
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const agentId = await createUser(database.db, { username: 'bench-uploader', roles: ['HOUSING_SALES_AGENT'] });
    const cookie = await loginAs(app, 'bench-uploader');
    const deal = await createDeal(database.db, { agentId });
    const termsheetId = await insertTermsheet(database.db, deal);
    const milestoneId = await insertMilestone(database.db, termsheetId, { amount: '10000', gst: '1800' });
    const paymentId = await insertPayment(database.db, milestoneId, '5000', 1);

    const upload = async (file: Blob, name: string, documentType: string) => {
      const form = new FormData();
      form.set('entityTypeId', '4');
      form.set('entityId', String(paymentId));
      form.set('documentType', documentType);
      form.set('file', file, name);
      const started = performance.now();
      const res = await fetch(`${base}/api/pixie/data/v1/entity/document`, { method: 'POST', body: form, headers: { cookie } });
      await res.arrayBuffer();
      return { status: res.status, ms: performance.now() - started };
    };

    // 10 MB pdfs, one at a time, each a different content (a duplicate would be refused). Written to disk first, so
    // the memory measured while uploading is the upload's (the client streams each file from disk).
    const largeTimes: number[] = [];
    const types = ['Cheque', 'Deposit Slip', 'Demand Draft', 'Credit Approval'];
    const files = Array.from({ length: LARGE_RUNS }, (_, i) => {
      const file = path.join(scratch, `large-${i}.pdf`);
      const bytes = Buffer.alloc(LARGE_BYTES, 0x20 + (i % 90));
      Buffer.from('%PDF-1.4\n').copy(bytes);
      writeFileSync(file, bytes);
      return file;
    });
    global.gc?.();
    const rssBefore = process.memoryUsage().rss;
    let rssPeak = rssBefore;
    const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, process.memoryUsage().rss)), 5);
    for (const [i, file] of files.entries()) {
      const answer = await upload(await openAsBlob(file), `large-${i}.pdf`, types[i % types.length]!);
      if (answer.status !== 200) throw new Error(`10 MB upload answered ${answer.status}`);
      largeTimes.push(answer.ms);
    }
    clearInterval(sampler);
    log(`10 MB: p50 ${ms(percentile(largeTimes, 50))}, max ${ms(Math.max(...largeTimes))}, RSS ${mb(rssBefore)} → peak ${mb(rssPeak)}`);

    // 100 small pngs at once.
    const small = Array.from({ length: CONCURRENT }, (_, i) => {
      const bytes = Buffer.alloc(10 * 1024, i % 256);
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, i >> 8, i & 255]).copy(bytes);
      return new Blob([bytes]);
    });
    const started = performance.now();
    const answers = await Promise.all(small.map((blob, i) => upload(blob, `small-${i}.png`, 'Cheque')));
    const elapsed = performance.now() - started;
    const failed = answers.filter((a) => a.status !== 200).length;
    const smallTimes = answers.map((a) => a.ms);
    log(`${CONCURRENT} at once: ${ms(elapsed)} in all, p99 ${ms(percentile(smallTimes, 99))}, failed ${failed}`);
    await app.close();

    const tables: Table[] = [
      {
        title: `Document upload, 10 MB pdf (${backend}, over HTTP)`,
        columns: ['uploads', 'p50', 'max', 'process RSS before', 'RSS peak while uploading'],
        rows: [[count(LARGE_RUNS), ms(percentile(largeTimes, 50)), ms(Math.max(...largeTimes)), mb(rssBefore), mb(rssPeak)]],
        notes: [`Client and server in one process: the client streams each file from disk; the server streams it to the local storage while hashing. ${machine()}`],
      },
      {
        title: `${count(CONCURRENT)} small uploads at once (10 KB png each, ${backend})`,
        columns: ['uploads', 'all done in', 'p50', 'p99', 'failed'],
        rows: [[count(CONCURRENT), ms(elapsed), ms(percentile(smallTimes, 50)), ms(percentile(smallTimes, 99)), String(failed)]],
      },
    ];
    if (failed) throw new Error(`${failed} of ${CONCURRENT} small uploads failed`);
    return { tables };
  } finally {
    await database.close();
    if (!('unavailable' in pgDb)) await pgDb.remove();
    pgliteDir?.remove();
    rmSync(scratch, { recursive: true, force: true });
  }
}

export const uploadsSuite: Suite = {
  name: 'uploads',
  about: 'a 10 MB pdf upload (time, memory while streaming) and 100 small uploads at once (p99)',
  run,
};

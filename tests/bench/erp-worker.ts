// ERP outbox worker (issue 15): 10,000 queued events through the local ledger connector (events per second), and
// the lag of 1,000 events under a connector that answers in 200 ms. Standalone:
//   node scripts/run-ts.mjs tests/bench/erp-worker.ts            (PGlite)
//   DATABASE_URL=postgres://… node scripts/run-ts.mjs tests/bench/erp-worker.ts
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../src/server/db/client';
import { ledgerErpConnector, type ErpConnector } from '../../src/server/modules/erp/erp-connector';
import { runErpWorkerOnce } from '../../src/server/modules/erp/erp-worker';

async function queue(db: Awaited<ReturnType<typeof openDatabase>>['db'], n: number, entities: number): Promise<void> {
  await db.execute(sql`delete from erp_events`);
  await db.execute(sql`delete from erp_receipts`);
  await db.execute(sql`insert into erp_events (entity_kind, entity_id, event_kind, payload, idempotency_key, status, next_attempt_at)
    select 'payment', (g % ${entities}) + 1, 'payment_approved', jsonb_build_object('n', g), 'bench:' || g || ':' || gen_random_uuid(), 'queued', now() - interval '1 second'
    from generate_series(1, ${n}) g`);
}

async function drain(db: Awaited<ReturnType<typeof openDatabase>>['db'], connector: ErpConnector, batch: number): Promise<number> {
  let sent = 0;
  for (;;) {
    const r = await runErpWorkerOnce(db, connector, new Date(), batch);
    if (r.claimed === 0) return sent;
    sent += r.acknowledged;
  }
}

async function main(): Promise<void> {
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
  await database.migrate();
  const db = database.db;
  const ledger = ledgerErpConnector(db);

  await queue(db, 10_000, 10_000);
  let started = performance.now();
  const sent = await drain(db, ledger, 100);
  let seconds = (performance.now() - started) / 1000;
  console.log(`ledger connector: ${sent} events in ${seconds.toFixed(1)} s = ${Math.round(sent / seconds)} events/s (10,000 entities, batches of 100)`);

  const slow: ErpConnector = { kind: 'http', push: async (records) => (await new Promise((r) => setTimeout(r, 200)), ledger.push(records)) };
  await queue(db, 1_000, 1_000);
  started = performance.now();
  const slowSent = await drain(db, slow, 100);
  seconds = (performance.now() - started) / 1000;
  const lag = await db.execute(sql`select percentile_cont(0.5) within group (order by extract(epoch from acknowledged_at - created_at)) as p50,
    max(extract(epoch from acknowledged_at - created_at)) as max from erp_events`);
  const row = (lag as unknown as { rows: { p50: number; max: number }[] }).rows[0]!;
  console.log(`200 ms connector: ${slowSent} events in ${seconds.toFixed(1)} s = ${Math.round(slowSent / seconds)} events/s; lag p50 ${Number(row.p50).toFixed(1)} s, max ${Number(row.max).toFixed(1)} s`);
  await database.close();
}

void main();

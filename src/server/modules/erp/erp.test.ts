import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { erpEvents, erpReceipts } from '../../db/schema/index';
import { describeEachBackend, startTestServer, type TestServer } from '../../testing/harness';
import { createDeal, insertMilestone, insertPayment, insertTermsheet } from '../../testing/money-fixtures';
import { createSupportCast } from '../../testing/support-fixtures';
import { httpErpConnector, ledgerErpConnector, type ErpOutboundRecord } from './erp-connector';
import { claimDueEvents, runErpWorkerOnce, STALE_SEND_MS } from './erp-worker';
import { recordErpEvent } from './erp.service';

/** A NetSuite-shaped test ERP: fails the next `failNext` calls with 503, else acknowledges each record once per key. */
function fakeErp() {
  const received: ErpOutboundRecord[] = [];
  const acks = new Map<string, string>();
  let failNext = 0;
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      if (failNext > 0) {
        failNext--;
        res.writeHead(503).end('ERP unavailable');
        return;
      }
      const { records } = JSON.parse(body) as { records: ErpOutboundRecord[] };
      const answer = records.map((r) => {
        if (!acks.has(r.idempotencyKey)) {
          received.push(r);
          acks.set(r.idempotencyKey, `NS-${acks.size + 1}`);
        }
        return { idempotencyKey: r.idempotencyKey, id: acks.get(r.idempotencyKey) };
      });
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ acknowledgements: answer }));
    });
  });
  return {
    received,
    failTimes: (n: number) => (failNext = n),
    start: () => new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/erp`))),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describeEachBackend('ERP push and tracking', (backend) => {
  let server: TestServer;
  let cookies: Record<string, string>;
  let paymentIds: number[];
  let termsheetId: number;
  const erp = fakeErp();
  let erpUrl: string;

  beforeAll(async () => {
    server = await startTestServer(backend);
    erpUrl = await erp.start();
    ({ cookies } = await createSupportCast(server, 'erp'));
    const db = server.database.db;
    const { createUser } = await import('../../testing/fixtures');
    const agentId = await createUser(db, { username: 'erp-owner', roles: ['HOUSING_SALES_AGENT'] });
    const deal = await createDeal(db, { agentId });
    termsheetId = await insertTermsheet(db, deal);
    const milestoneId = await insertMilestone(db, termsheetId, { amount: '30000', gst: '5400' });
    paymentIds = [await insertPayment(db, milestoneId, '1000', 1), await insertPayment(db, milestoneId, '2000', 1), await insertPayment(db, milestoneId, '3000', 1)];
    // Finance of the other brand (Makaan, domain 1): the Housing payments' events are none of theirs (issue 52).
    await createUser(db, { username: 'erp-makaan-finance', roles: ['FINANCE'], domainId: 1 });
    const { loginAs } = await import('../../testing/fixtures');
    cookies = { ...cookies, makaanFinance: await loginAs(server.app, 'erp-makaan-finance') };
  });
  afterAll(async () => {
    await server?.close();
    await erp.close();
  });

  const post = (who: string, url: string, payload: object) => server.app.inject({ method: 'POST', url: `/api${url}`, headers: { cookie: cookies[who]! }, payload });
  const get = (who: string, url: string) => server.app.inject({ method: 'GET', url: `/api${url}`, headers: { cookie: cookies[who]! } });
  const events = async () => server.database.db.select().from(erpEvents).orderBy(erpEvents.id);
  const clear = async () => {
    await server.database.db.delete(erpEvents);
    await server.database.db.delete(erpReceipts);
  };

  it('finance fetches records as the ERP receives them, pushes three payments, and the ledger connector acknowledges each once', async () => {
    await clear();
    const ids = paymentIds.join(', ');
    const fetched = await post('finance', '/sapna/v1/erp/get-entity-records', { entityKind: 'payment', entityIds: `${ids}, 987654` });
    expect(fetched.statusCode, fetched.body).toBe(200);
    expect(fetched.json().records.map((r: { entityId: number }) => r.entityId)).toEqual(paymentIds);
    expect(fetched.json().records[0].payload).toMatchObject({ id: paymentIds[0], amount: 1000, milestone_id: expect.any(Number) });
    expect(fetched.json().missingIds).toEqual([987654]);

    const pushed = await post('finance', '/sapna/v1/erp/pushManualErpEvents', { entityKind: 'payment', entityIds: ids });
    expect(pushed.statusCode, pushed.body).toBe(200);
    expect(pushed.json().message).toBe('3 records queued for the ERP');
    expect(pushed.json().events.map((e: { status: string }) => e.status)).toEqual(['queued', 'queued', 'queued']);

    const run = await runErpWorkerOnce(server.database.db, ledgerErpConnector(server.database.db));
    expect(run).toEqual({ claimed: 3, acknowledged: 3, retried: 0, failed: 0 });
    const ledger = await get('finance', '/sapna/v1/erp/events?status=acknowledged&entityKind=payment');
    expect(ledger.json().totalCount).toBe(3);
    expect(ledger.json().results[0]).toMatchObject({ status: 'acknowledged', attempts: 1, eventKind: 'manual_push', createdByName: 'erp-finance Test' });
    expect(ledger.json().results[0].acknowledgement).toMatch(/^LEDGER-[0-9A-F]{12}$/);
    expect(await server.database.db.select().from(erpReceipts)).toHaveLength(3);
    // A manual push re-sends with a new event (and key).
    await post('finance', '/sapna/v1/erp/pushManualErpEvents', { entityKind: 'payment', entityIds: String(paymentIds[0]) });
    await runErpWorkerOnce(server.database.db, ledgerErpConnector(server.database.db));
    expect(await server.database.db.select().from(erpReceipts)).toHaveLength(4);
  });

  it('sends an entity’s events in order, retries a connector that fails twice with backoff, then fails after 32 s and is retried by hand', async () => {
    await clear();
    const db = server.database.db;
    const first = await db.transaction((tx) => recordErpEvent(tx, { entityKind: 'termsheet', entityId: termsheetId, eventKind: 'termsheet_approved', payload: { n: 1 } }));
    const second = await db.transaction((tx) => recordErpEvent(tx, { entityKind: 'termsheet', entityId: termsheetId, eventKind: 'invoice_issued', payload: { n: 2 } }));
    const connector = httpErpConnector(erpUrl, 'secret');
    erp.failTimes(2);
    let now = new Date();
    // Only the earliest event of the entity is taken while it is unfinished.
    expect(await runErpWorkerOnce(db, connector, now)).toMatchObject({ claimed: 1, retried: 1 });
    let rows = await events();
    expect(rows.find((e) => e.id === first)).toMatchObject({ status: 'queued', attempts: 1, lastError: 'ERP answered 503: ERP unavailable' });
    expect(rows.find((e) => e.id === second)!.attempts).toBe(0);
    // Not due before its backoff (1 s).
    expect((await runErpWorkerOnce(db, connector, now)).claimed).toBe(0);
    const afterFirst = rows.find((e) => e.id === first)!.nextAttemptAt;
    // The backoff counts from when the outcome was recorded (sentAt: the worker's now plus the time the send took).
    const firstSent = rows.find((e) => e.id === first)!.sentAt!;
    expect(Math.round((afterFirst.getTime() - firstSent.getTime()) / 1000)).toBe(1);
    now = afterFirst;
    expect(await runErpWorkerOnce(db, connector, now)).toMatchObject({ claimed: 1, retried: 1 });
    rows = await events();
    const firstRow = rows.find((e) => e.id === first)!;
    expect(firstRow.attempts).toBe(2);
    expect(Math.round((firstRow.nextAttemptAt.getTime() - firstRow.sentAt!.getTime()) / 1000)).toBe(2);
    now = firstRow.nextAttemptAt;
    expect(await runErpWorkerOnce(db, connector, now)).toMatchObject({ claimed: 1, acknowledged: 1 });
    expect(await runErpWorkerOnce(db, connector, now)).toMatchObject({ claimed: 1, acknowledged: 1 });
    expect(erp.received.map((r) => (r.payload as { n: number }).n)).toEqual([1, 2]);
    expect((await events()).map((e) => [e.status, e.acknowledgement])).toEqual([
      ['acknowledged', 'NS-1'],
      ['acknowledged', 'NS-2'],
    ]);

    // A connector that never answers: 1, 2, 4, 8, 16, 32 s, then failed.
    const third = await db.transaction((tx) => recordErpEvent(tx, { entityKind: 'payment', entityId: paymentIds[0]!, eventKind: 'payment_approved', payload: {}, now }));
    erp.failTimes(100);
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 7; attempt++) {
      expect((await runErpWorkerOnce(db, connector, now)).claimed).toBe(1);
      const row = (await events()).find((e) => e.id === third)!;
      if (row.status === 'failed') break;
      waits.push(Math.round((row.nextAttemptAt.getTime() - row.sentAt!.getTime()) / 1000));
      now = row.nextAttemptAt;
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32]);
    const failed = (await get('finance', '/sapna/v1/erp/events?status=failed')).json();
    expect(failed.results).toHaveLength(1);
    expect(failed.results[0]).toMatchObject({ id: third, status: 'failed', attempts: 7, lastError: 'ERP answered 503: ERP unavailable' });
    const note = (await get('finance', '/sapna/v1/notifications/recent')).json().results[0];
    expect(note).toMatchObject({ kind: 'erp_failed', title: `ERP event #${third} failed`, link: '/netsuite-event-tracking' });
    expect((await get('agent', '/sapna/v1/notifications/recent')).json().results).toEqual([]);
    // The other brand's finance is not told, does not see the event in its ledger, and cannot retry it.
    expect((await get('makaanFinance', '/sapna/v1/notifications/recent')).json().results).toEqual([]);
    expect((await get('makaanFinance', '/sapna/v1/erp/events?status=failed')).json().results).toEqual([]);
    expect((await post('makaanFinance', `/sapna/v1/erp/events/${third}/retry`, {})).statusCode).toBe(404);
    erp.failTimes(0);
    const retried = await post('finance', `/sapna/v1/erp/events/${third}/retry`, {});
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({ message: 'Event queued again', event: { status: 'queued', attempts: 0 } });
    expect((await post('finance', `/sapna/v1/erp/events/${third}/retry`, {})).statusCode).toBe(409);
    expect(await runErpWorkerOnce(db, connector, new Date())).toMatchObject({ acknowledged: 1 });
  });

  it('a crash between send and record: the event is sent again with its key and acknowledged exactly once', async () => {
    await clear();
    const db = server.database.db;
    await db.transaction((tx) => recordErpEvent(tx, { entityKind: 'payment', entityId: paymentIds[1]!, eventKind: 'payment_approved', payload: {} }));
    const connector = ledgerErpConnector(db);
    const now = new Date();
    // The worker claims and the connector takes the record, then the process dies before recording the outcome.
    const claimed = await claimDueEvents(db, now);
    await connector.push(claimed.map((e) => ({ idempotencyKey: e.idempotency_key, entityKind: e.entity_kind, entityId: e.entity_id, eventKind: e.event_kind, payload: e.payload })));
    expect((await events())[0]!.status).toBe('sent');
    // Still being sent for another worker: not taken again before the stale limit.
    expect((await runErpWorkerOnce(db, connector, new Date(now.getTime() + 1000))).claimed).toBe(0);
    const later = new Date(now.getTime() + STALE_SEND_MS + 1000);
    expect(await runErpWorkerOnce(db, connector, later)).toMatchObject({ claimed: 1, acknowledged: 1 });
    const receipts = await db.select().from(erpReceipts);
    expect(receipts).toHaveLength(1);
    expect((await events())[0]).toMatchObject({ status: 'acknowledged', acknowledgement: receipts[0]!.acknowledgement });
  });

  it("a malformed id list is a 422 with the entity-id alert; an unknown kind 400; no record 404; non-finance 403", async () => {
    await clear();
    const cases: [string, string][] = [
      ['', 'Please Enter Entity ID'],
      ['12 13', 'Please use comma after value'],
      ['012', 'Please enter digits without leading zeros'],
      ['12,', 'Please remove comma after last value'],
      ['1,,2', 'Please enter not more than 1 consecutive comma'],
      ['12345678901', 'Please enter valid digit with max size 10'],
      [Array.from({ length: 101 }, (_, i) => i + 1).join(','), 'Please enter not more than 100 IDs'],
    ];
    for (const [entityIds, alert] of cases) {
      for (const url of ['/sapna/v1/erp/get-entity-records', '/sapna/v1/erp/pushManualErpEvents']) {
        const res = await post('finance', url, { entityKind: 'payment', entityIds });
        expect(res.statusCode, `${url} ${entityIds}`).toBe(422);
        expect(res.json().error.msg).toBe(alert);
      }
    }
    const kind = await post('finance', '/sapna/v1/erp/get-entity-records', { entityKind: 'lead', entityIds: '1' });
    expect(kind.statusCode).toBe(400);
    expect(kind.body).toContain('Please Select Entity Name');
    expect((await post('finance', '/sapna/v1/erp/pushManualErpEvents', { entityKind: 'invoice', entityIds: '987654' })).statusCode).toBe(404);
    for (const who of ['agent', 'content', 'lookupAdmin', 'rcm', 'ticketing']) {
      expect((await post(who, '/sapna/v1/erp/pushManualErpEvents', { entityKind: 'payment', entityIds: String(paymentIds[0]) })).statusCode, who).toBe(403);
      expect((await post(who, '/sapna/v1/erp/get-entity-records', { entityKind: 'payment', entityIds: String(paymentIds[0]) })).statusCode, who).toBe(403);
      expect((await get(who, '/sapna/v1/erp/events')).statusCode, who).toBe(403);
      expect((await post(who, '/sapna/v1/erp/events/1/retry', {})).statusCode, who).toBe(403);
    }
    expect((await post('admin', '/sapna/v1/erp/get-entity-records', { entityKind: 'payment', entityIds: String(paymentIds[0]) })).statusCode).toBe(200);
    expect((await post('finance', '/sapna/v1/erp/events/987654/retry', {})).statusCode).toBe(404);
    expect(await events()).toEqual([]);
    expect(await server.database.db.select().from(erpEvents).where(eq(erpEvents.status, 'queued'))).toEqual([]);
  });
});

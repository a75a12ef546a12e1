import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { VALIDATION_MESSAGES } from '../../domain/validation/messages';
import { queryRows } from '../db/client';
import { contacts, milestones, payments, syncClients } from '../db/schema/index';
import { createUser, loginAs } from '../testing/fixtures';
import { describeOnBothBackends, startTestServer, type TestServer } from '../testing/harness';
import { command, insertBook, pushAs, type Book, type Command } from '../testing/sync-fixtures';
import { defineCommand } from './command';
import { PUSH_COMMANDS } from './push-commands';
import { PUSH_CHUNK } from './push';
import { SYNC_MESSAGES } from './sync-messages';

describeOnBothBackends('sync push', (backend) => {
  let server: TestServer;
  let agent: string;
  let book: Book;

  beforeAll(async () => {
    server = await startTestServer(backend);
    const db = server.database.db;
    const agentId = await createUser(db, { username: 'push-agent', roles: ['HOUSING_SALES_AGENT'] });
    await createUser(db, { username: 'push-other', roles: ['HOUSING_SALES_AGENT'] });
    await createUser(db, { username: 'push-rcm', roles: ['RCM_USER'] });
    book = await insertBook(db, { agentId });
    agent = await loginAs(server.app, 'push-agent');
  });
  afterAll(async () => server?.close());

  const db = () => server.database.db;
  const contactArgs = (extra: Record<string, unknown> = {}) => ({
    accountId: book.accountId,
    name: 'Ravi Kumar',
    phone: '9123456780',
    contactTypeId: 1,
    clientId: randomUUID(),
    ...extra,
  });
  const contactsWithClientId = (clientId: unknown) => db().select().from(contacts).where(eq(contacts.clientId, String(clientId)));

  it('test 3: a push whose answer was lost, retried, gets the stored results and the rows exist once', async () => {
    const clientId = randomUUID();
    const args = contactArgs();
    const batch = [command(1, 'createContact', args)];
    const first = await pushAs(server.app, agent, clientId, batch);
    expect(first.status).toBe(200);
    expect(first.body.results[0]).toMatchObject({ seq: 1, outcome: 'applied' });
    const created = first.body.results[0].result.changes[0];
    expect(created).toMatchObject({ entity: 'contact', op: 'upsert', accountId: book.accountId, row: { name: 'Ravi Kumar', clientId: args.clientId } });

    const retry = await pushAs(server.app, agent, clientId, batch);
    expect(retry.status).toBe(200);
    expect(retry.body.results[0]).toMatchObject({ seq: 1, outcome: 'duplicate', result: { changes: [created] } });
    expect(retry.body.lastSeq).toBe(1);
    expect(await contactsWithClientId(args.clientId)).toHaveLength(1);
  });

  it('test 4: every push delivered twice leaves the same final state', async () => {
    const clientId = randomUUID();
    const contactClientId = randomUUID();
    const milestoneClientId = randomUUID();
    const paymentClientId = randomUUID();
    const batch: Command[] = [
      command(1, 'createContact', contactArgs({ clientId: contactClientId })),
      command(2, 'updateContact', { contactClientId, name: 'Ravi K', phone: '9123456780', contactTypeId: 2 }),
      command(3, 'createMilestone', { termsheetId: book.termsheetId, name: 'Second', amount: 5000, startDate: '2025-06-01', clientId: milestoneClientId }),
      command(4, 'recordPayment', { milestoneClientId, amount: 1000, modeOfPaymentId: 1, pinCode: '560001', clientId: paymentClientId }),
      command(5, 'updateMilestone', { milestoneClientId, name: 'Second instalment' }),
    ];
    const state = async () => ({
      contact: await contactsWithClientId(contactClientId),
      milestone: await db().select().from(milestones).where(eq(milestones.clientId, milestoneClientId)),
      payment: await db().select().from(payments).where(eq(payments.clientId, paymentClientId)),
      client: await db().select().from(syncClients).where(eq(syncClients.clientId, clientId)),
    });

    // Each command delivered twice: the batch, then the batch again, then its second half once more.
    const first = await pushAs(server.app, agent, clientId, batch);
    expect(first.body.results.map((r: { outcome: string }) => r.outcome)).toEqual(['applied', 'applied', 'applied', 'applied', 'applied']);
    const after = await state();
    const again = await pushAs(server.app, agent, clientId, batch);
    expect(again.body.results.map((r: { outcome: string }) => r.outcome)).toEqual(['duplicate', 'duplicate', 'duplicate', 'duplicate', 'duplicate']);
    expect(again.body.results.map((r: { result: unknown }) => r.result)).toEqual(first.body.results.map((r: { result: unknown }) => r.result));
    await pushAs(server.app, agent, clientId, batch.slice(2));
    const { client: _client, ...final } = await state();
    const { client: _clientBefore, ...expected } = after;
    expect(final).toEqual(expected);
    expect(final.contact).toHaveLength(1);
    expect(final.contact[0]).toMatchObject({ name: 'Ravi K', contactTypeId: 2, version: 2 });
    expect(final.milestone[0]).toMatchObject({ name: 'Second instalment', paymentAdded: true });
    expect(final.payment).toHaveLength(1);
    // The payment's answer carries the payment, and its milestone and opportunity with fresh derived amounts.
    const paid = first.body.results[3].result.changes;
    expect(paid.map((c: { entity: string }) => c.entity)).toEqual(['payment', 'milestone', 'opportunity']);
    expect(paid[1].row).toMatchObject({ clientId: milestoneClientId, pendingPaymentAmount: 1000 });
  });

  it('test 5: a command rejected in the middle of a batch is a stored result with its message; the rest apply', async () => {
    const clientId = randomUUID();
    const good1 = contactArgs();
    const good2 = contactArgs();
    const batch = [
      command(1, 'createContact', good1),
      command(2, 'recordPayment', { milestoneId: book.milestoneId, amount: 500, modeOfPaymentId: 1, clientId: randomUUID() }),
      command(3, 'createContact', contactArgs({ phone: '12345' })),
      command(4, 'createContact', good2),
    ];
    const res = await pushAs(server.app, agent, clientId, batch);
    expect(res.status).toBe(200);
    expect(res.body.lastSeq).toBe(4);
    expect(res.body.results).toMatchObject([
      { seq: 1, outcome: 'applied' },
      { seq: 2, outcome: 'rejected', error: { status: 400, msg: VALIDATION_MESSAGES.pinCodeMandatoryForPayment } },
      { seq: 3, outcome: 'rejected', error: { status: 400, msg: VALIDATION_MESSAGES.phone } },
      { seq: 4, outcome: 'applied' },
    ]);
    expect(await contactsWithClientId(good1.clientId)).toHaveLength(1);
    expect(await contactsWithClientId(good2.clientId)).toHaveLength(1);
    expect(await db().select().from(payments).where(eq(payments.milestoneId, book.milestoneId))).toHaveLength(1);
    // Retried, the rejection is answered again from the store.
    const retry = await pushAs(server.app, agent, clientId, batch);
    expect(retry.body.results[1]).toMatchObject({ outcome: 'rejected', error: { msg: VALIDATION_MESSAGES.pinCodeMandatoryForPayment } });
  });

  it('a service refusal rolls back only that command (savepoint): delete wins over a later edit', async () => {
    const clientId = randomUUID();
    const contactClientId = randomUUID();
    const res = await pushAs(server.app, agent, clientId, [
      command(1, 'createContact', contactArgs({ clientId: contactClientId })),
      command(2, 'deleteContact', { contactClientId }),
      command(3, 'updateContact', { contactClientId, name: 'Edited', phone: '9123456780', contactTypeId: 1 }),
    ]);
    expect(res.body.results).toMatchObject([
      { outcome: 'applied' },
      { outcome: 'applied', result: { changes: [{ entity: 'contact', op: 'delete' }] } },
      { outcome: 'rejected', error: { status: 409, msg: 'This contact has been deleted.' } },
    ]);
    const [row] = await contactsWithClientId(contactClientId);
    expect(row).toMatchObject({ active: false, name: 'Ravi Kumar' });
  });

  it('a gap in seq stops processing and says which seq is expected', async () => {
    const clientId = randomUUID();
    await pushAs(server.app, agent, clientId, [command(1, 'createContact', contactArgs())]);
    const skipped = contactArgs();
    const res = await pushAs(server.app, agent, clientId, [command(3, 'createContact', skipped), command(4, 'createContact', contactArgs())]);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ results: [], lastSeq: 1, expectedSeq: 2 });
    expect(await contactsWithClientId(skipped.clientId)).toHaveLength(0);
  });

  it('the same mutationId with a different body is refused with 422', async () => {
    const clientId = randomUUID();
    const first = command(1, 'createContact', contactArgs());
    await pushAs(server.app, agent, clientId, [first]);
    // Re-sent under the same seq with other content: refused, the stored outcome stays.
    const changed = { ...first, args: { ...first.args, name: 'Someone Else' } };
    const replay = await pushAs(server.app, agent, clientId, [changed]);
    expect(replay.body.results[0]).toMatchObject({ outcome: 'rejected', error: { status: 422, msg: SYNC_MESSAGES.mutationMismatch } });
    // Re-sent under a new seq: refused and stored, so the queue moves on.
    const reused = await pushAs(server.app, agent, clientId, [{ ...changed, seq: 2 }]);
    expect(reused.body).toMatchObject({ lastSeq: 2, results: [{ seq: 2, outcome: 'rejected', error: { status: 422 } }] });
    // The same mutation under a new seq with the same body: the earlier outcome, not a second row.
    const same = await pushAs(server.app, agent, clientId, [{ ...first, seq: 3 }]);
    expect(same.body.results[0]).toMatchObject({ seq: 3, outcome: 'duplicate' });
    expect(await contactsWithClientId(first.args.clientId)).toHaveLength(1);
  });

  it('an unknown command is a stored rejection; the queue moves on', async () => {
    const clientId = randomUUID();
    const res = await pushAs(server.app, agent, clientId, [command(1, 'launchRocket', {}), command(2, 'createContact', contactArgs())]);
    expect(res.body.results).toMatchObject([
      { outcome: 'rejected', error: { status: 400, msg: SYNC_MESSAGES.unknownCommand('launchRocket') } },
      { outcome: 'applied' },
    ]);
  });

  it('rows created offline are named by client id in later commands', async () => {
    const clientId = randomUUID();
    const milestoneClientId = randomUUID();
    const res = await pushAs(server.app, agent, clientId, [
      command(1, 'createMilestone', { termsheetId: book.termsheetId, name: 'Third', amount: 2000, startDate: '2025-07-01', clientId: milestoneClientId }),
      command(2, 'deleteMilestone', { milestoneClientId }),
      command(3, 'recordPayment', { milestoneClientId: randomUUID(), amount: 10, modeOfPaymentId: 1, pinCode: '560001', clientId: randomUUID() }),
    ]);
    expect(res.body.results).toMatchObject([
      { outcome: 'applied', result: { changes: [{ entity: 'milestone', op: 'upsert', row: { clientId: milestoneClientId } }] } },
      { outcome: 'applied', result: { changes: [{ entity: 'milestone', op: 'delete' }] } },
      { outcome: 'rejected', error: { status: 404, msg: 'Milestone not found.' } },
    ]);
    const created = await db().select().from(milestones).where(inArray(milestones.clientId, [milestoneClientId]));
    expect(created).toMatchObject([{ active: false }]);
  });

  it('a comment logged offline keeps the device time of the action; a stale milestone edit is a stored 409', async () => {
    const clientId = randomUUID();
    const deviceTime = new Date(Date.now() - 60 * 60 * 1000).toISOString();
    const res = await pushAs(server.app, agent, clientId, [
      command(1, 'addComment', { entityTypeId: 3, entityId: book.accountId, activityType: 'Call', text: 'Met at site', clientId: randomUUID() }, { deviceTime }),
      command(2, 'updateMilestone', { milestoneId: book.milestoneId, name: 'Renamed' }, { baseVersion: 99 }),
    ]);
    expect(res.body.results).toMatchObject([
      { outcome: 'applied', result: { changes: [{ entity: 'comment', op: 'upsert', accountId: book.accountId, row: { text: 'Met at site', happenedAt: deviceTime } }] } },
      { outcome: 'rejected', error: { status: 409, msg: 'This milestone was changed by someone else. Please review and try again.' } },
    ]);
    const [milestone] = await db().select().from(milestones).where(eq(milestones.id, book.milestoneId));
    expect(milestone?.name).toBe('Advance');
  });

  it("each command runs with the pushing user as its transaction's actor (app.user_id, which the status-history triggers record)", async () => {
    const seen: (string | null)[] = [];
    // A command of this test only, which reports the actor its transaction sees; removed again below.
    PUSH_COMMANDS.probeActor = defineCommand({
      args: z.object({}),
      run: async (ctx) => {
        const [row] = await queryRows<{ actor: string | null }>(ctx.tx, sql`select current_setting('app.user_id', true) as actor`);
        seen.push(row?.actor ?? null);
        return [];
      },
    });
    try {
      const res = await pushAs(server.app, agent, randomUUID(), [command(1, 'probeActor', {}), command(2, 'probeActor', {})]);
      expect(res.body.results.map((r: { outcome: string }) => r.outcome)).toEqual(['applied', 'applied']);
      const [agentRow] = await queryRows<{ id: number }>(db(), sql`select id from users where username = 'push-agent'`);
      expect(seen).toEqual([String(agentRow!.id), String(agentRow!.id)]);
    } finally {
      delete PUSH_COMMANDS.probeActor;
    }
  });

  it('a command that fails unexpectedly fails the push; the commands before it are stored once and a retry goes on from it', async () => {
    let failing = true;
    // A command of this test only, which fails (a 500, not a refusal) until the test lets it; removed again below.
    PUSH_COMMANDS.failOnce = defineCommand({
      args: z.object({}),
      run: async () => {
        if (failing) throw new Error('the database went away');
        return [];
      },
    });
    try {
      const clientId = randomUUID();
      const [first, second, fourth] = [contactArgs(), contactArgs(), contactArgs()];
      const batch = [command(1, 'createContact', first), command(2, 'createContact', second), command(3, 'failOnce', {}), command(4, 'createContact', fourth)];
      const failed = await pushAs(server.app, agent, clientId, batch);
      expect(failed.status).toBe(500);
      // Pushed in one transaction with the failing command, the first two would be gone with it: they are stored.
      expect(await contactsWithClientId(first.clientId)).toHaveLength(1);
      expect(await contactsWithClientId(second.clientId)).toHaveLength(1);
      expect(await contactsWithClientId(fourth.clientId)).toHaveLength(0);
      const [client] = await db().select().from(syncClients).where(eq(syncClients.clientId, clientId));
      expect(client?.lastSeq).toBe(2);

      failing = false;
      const retried = await pushAs(server.app, agent, clientId, batch);
      expect(retried.status).toBe(200);
      expect(retried.body.results.map((r: { outcome: string }) => r.outcome)).toEqual(['duplicate', 'duplicate', 'applied', 'applied']);
      for (const args of [first, second, fourth]) expect(await contactsWithClientId(args.clientId)).toHaveLength(1);
    } finally {
      delete PUSH_COMMANDS.failOnce;
    }
  });

  it('a push longer than one transaction applies each command once, and a gap after the first transaction keeps what came before', async () => {
    const clientId = randomUUID();
    const count = PUSH_CHUNK + 5;
    const args = Array.from({ length: count }, () => contactArgs());
    const batch = [...args.map((a, i) => command(i + 1, 'createContact', a)), command(count + 2, 'createContact', contactArgs())];
    const res = await pushAs(server.app, agent, clientId, batch);
    expect(res.status).toBe(200);
    expect(res.body.results).toHaveLength(count);
    expect(res.body.results.every((r: { outcome: string }) => r.outcome === 'applied')).toBe(true);
    expect(res.body).toMatchObject({ lastSeq: count, expectedSeq: count + 1 });
    const stored = await db().select().from(contacts).where(inArray(contacts.clientId, args.map((a) => a.clientId)));
    expect(stored).toHaveLength(count);
  });

  it("another user's clientId is refused (403)", async () => {
    const clientId = randomUUID();
    await pushAs(server.app, agent, clientId, [command(1, 'createContact', contactArgs())]);
    const other = await loginAs(server.app, 'push-other');
    const res = await pushAs(server.app, other, clientId, [command(2, 'createContact', contactArgs())]);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: { msg: SYNC_MESSAGES.clientOfAnotherUser } });
  });

  it('a read-only user may pull but not push (403); no session is 401', async () => {
    const rcm = await loginAs(server.app, 'push-rcm');
    const pushed = await pushAs(server.app, rcm, randomUUID(), [command(1, 'createContact', contactArgs())]);
    expect(pushed.status).toBe(403);
    const pulled = await server.app.inject({ method: 'GET', url: '/api/sync/v1/pull', headers: { cookie: rcm } });
    expect(pulled.statusCode).toBe(200);
    const anonymous = await server.app.inject({ method: 'POST', url: '/api/sync/v1/push', payload: { clientId: randomUUID(), commands: [] } });
    expect(anonymous.statusCode).toBe(401);
    const anonymousPull = await server.app.inject({ method: 'GET', url: '/api/sync/v1/pull' });
    expect(anonymousPull.statusCode).toBe(401);
  });
});

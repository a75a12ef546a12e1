/* eslint-disable no-restricted-imports -- the engine is tested against the real server (buildApp + inject) */
import 'fake-indexeddb/auto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { comments, contacts, milestones, payments } from '../../../../server/db/schema/index';
import { describeEachBackend, startTestServer, type TestServer } from '../../../../server/testing/harness';
import type { OutboxRow } from '../device/local-types';
import { readMeta } from '../device/meta';
import { enqueue } from '../outbox/outbox';
import { discard, listOutbox, retry } from '../outbox/outbox-actions';
import { pendingWorkCount } from '../session/sign-out';
import type { PrimeProgress } from './prime';
import { newAgent, openDevice, openTab, serverResults, type Device } from '../../../testing/sync-server';
import { until } from '../../../testing/wait';

describeEachBackend('offline sync engine against the server', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend);
  });
  afterAll(async () => server?.close());

  const db = () => server.database.db;
  const rest = (device: Device, method: 'PUT' | 'POST' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
    server.app.inject({ method, url: `/api${url}`, headers: { cookie: device.agent.cookie }, ...(payload ? { payload } : {}) });
  const primedDevice = async () => {
    const device = await openDevice(server, await newAgent(server));
    expect((await device.engine.sync()).result).toBe('synced');
    return device;
  };
  const comment = (device: Device, text: string) =>
    enqueue(device.db, { name: 'addComment', args: { entityTypeId: 3, entityId: device.agent.book.accountId, activityType: 'Call', text } });

  it('primes the scope with progress, then is synced', async () => {
    const device = await openDevice(server, await newAgent(server));
    const progress: PrimeProgress[] = [];
    expect((await device.engine.prime((p) => progress.push(p))).result).toBe('synced');
    const { book } = device.agent;
    expect(await device.db.accounts.get(book.accountId)).toMatchObject({ accountId: book.accountId, agentId: device.agent.userId });
    expect(await device.db.contacts.where('accountId').equals(book.accountId).toArray()).toMatchObject([{ id: book.contactId, name: 'Asha' }]);
    expect(await device.db.opportunities.get(book.opportunityId)).toMatchObject({ opportunityPackageMappingDetails: [{ id: book.packageMappingId }] });
    expect(await device.db.milestones.where('termsheetId').equals(book.termsheetId).toArray()).toMatchObject([{ id: book.milestoneId, amount: 10000 }]);
    expect(await device.db.payments.where('milestoneId').equals(book.milestoneId).toArray()).toMatchObject([{ id: book.paymentId }]);
    expect(await device.db.comments.get(book.commentId)).toMatchObject({ text: 'Called' });
    expect(await device.db.termsheets.get(book.termsheetId)).toBeDefined();
    expect(await device.db.legalEntities.get(book.legalEntityId)).toBeDefined();
    expect((await device.db.reference.get('paymentModes'))?.value).toEqual(expect.arrayContaining([expect.objectContaining({ id: 1 })]));

    const fractions = progress.map((p) => p.fraction);
    expect(fractions).toEqual([...fractions].sort((a, b) => a - b));
    expect(progress.at(-1)).toMatchObject({ fraction: 1, done: 9, total: 9 });
    const status = device.engine.getStatus();
    expect(status).toMatchObject({ primed: true, priming: null, syncing: false, pendingCount: 0 });
    expect(status.lastSyncedAt).not.toBeNull();

    // Reference data is not in the change log: a day later it is downloaded again.
    await device.db.reference.clear();
    await device.engine.sync();
    expect(await device.db.reference.count()).toBe(0);
    await device.db.meta.update('sync', { referenceFetchedAt: new Date(Date.now() - 25 * 3600 * 1000).toISOString() });
    await device.engine.sync();
    expect((await device.db.reference.get('paymentModes'))?.value).toEqual(expect.arrayContaining([expect.objectContaining({ id: 1 })]));

    // A reference change on the server (another version) is downloaded at the next pull, within the day.
    await device.db.reference.put({ key: 'version', value: -1 });
    await device.db.reference.delete('cities');
    await device.engine.sync();
    expect(await device.db.reference.get('cities')).toBeDefined();
    expect((await device.db.reference.get('version'))?.value).not.toBe(-1);
  });

  it('test 1: pushes queued work in order; each reaches the server exactly once and server rows replace the optimistic ones', async () => {
    const device = await primedDevice();
    const { book } = device.agent;
    device.transport.fault = 'offline';
    await comment(device, 'Met the owner');
    const contact = await enqueue(device.db, { name: 'createContact', args: { accountId: book.accountId, name: 'Ravi Kumar', phone: '9123456780', contactTypeId: 1 } });
    const milestone = await enqueue(device.db, { name: 'createMilestone', args: { termsheetId: book.termsheetId, name: 'Second', amount: 5000, startDate: '2025-06-01' } });
    const paid = await enqueue(device.db, { name: 'recordPayment', args: { milestoneId: milestone.localId as number, amount: 1000, modeOfPaymentId: 1, pinCode: '560001' } });
    await enqueue(device.db, { name: 'updateMilestone', args: { id: milestone.localId as number, name: 'Second instalment' } });
    expect((await device.engine.sync()).result).toBe('retrying');
    await device.engine.refreshStatus();
    expect(device.engine.getStatus()).toMatchObject({ online: false, failedCount: 5 });

    device.transport.fault = 'none';
    expect((await device.engine.retryNow()).result).toBe('synced');
    const results = await serverResults(server, device.db);
    expect(results.map((r) => [r.seq, r.command, r.outcome])).toEqual([
      [1, 'addComment', 'applied'],
      [2, 'createContact', 'applied'],
      [3, 'createMilestone', 'applied'],
      [4, 'recordPayment', 'applied'],
      [5, 'updateMilestone', 'applied'],
    ]);
    expect(await device.db.outbox.count()).toBe(0);
    expect(await device.db.shadows.count()).toBe(0);

    const [serverContact] = await db().select().from(contacts).where(eq(contacts.clientId, contact.clientId as string));
    const [serverMilestone] = await db().select().from(milestones).where(eq(milestones.clientId, milestone.clientId as string));
    expect(await db().select().from(payments).where(eq(payments.clientId, paid.clientId as string))).toHaveLength(1);
    expect(serverMilestone).toMatchObject({ name: 'Second instalment' });
    // The device now holds the server's rows (positive ids), not its own.
    expect(await device.db.contacts.get(contact.localId as number)).toBeUndefined();
    const local = await device.db.contacts.get(serverContact?.id as number);
    expect(local).toMatchObject({ name: 'Ravi Kumar', clientId: contact.clientId });
    expect(local?._pending).toBeUndefined();
    expect(await device.db.milestones.get(serverMilestone?.id as number)).toMatchObject({ name: 'Second instalment', pendingPaymentAmount: 1000, paymentAdded: true });
    expect(await device.db.payments.where('clientId').equals(paid.clientId as string).toArray()).toMatchObject([{ milestoneId: serverMilestone?.id, statusId: 1 }]);
    expect((await device.db.comments.toArray()).filter((c) => c.id < 0)).toEqual([]);
  });

  it('test 5 and 7: a rejected command in the middle is reverted and marked with the reason; the rest apply; the deleted contact leaves the device', async () => {
    const device = await primedDevice();
    const { book } = device.agent;
    // Deleted on the server (say, by a colleague) while the device edits it offline.
    expect((await rest(device, 'DELETE', `/sapna/v1/contact/${book.contactId}`)).statusCode).toBe(200);
    await comment(device, 'before');
    const edit = await enqueue(device.db, { name: 'updateContact', args: { id: book.contactId, name: 'Asha K', phone: '9876543210', contactTypeId: 1 } });
    await comment(device, 'after');
    expect(await device.db.contacts.get(book.contactId)).toMatchObject({ name: 'Asha K', _pending: true });

    const rejected: OutboxRow[] = [];
    device.engine.on('rejected', (e) => rejected.push(...e.commands));
    expect((await device.engine.sync()).result).toBe('synced');
    expect((await serverResults(server, device.db)).map((r) => r.outcome)).toEqual(['applied', 'rejected', 'applied']);
    const row = await device.db.outbox.get(edit.outboxId);
    expect(row).toMatchObject({ status: 'rejected', lastError: { status: 409, msg: 'This contact has been deleted.' } });
    expect(rejected).toMatchObject([{ seq: 2, lastError: { msg: 'This contact has been deleted.' } }]);
    expect(await device.db.contacts.get(book.contactId)).toBeUndefined();
    expect(await device.db.outbox.count()).toBe(1);
    expect(device.engine.getStatus()).toMatchObject({ rejectedCount: 1, pendingCount: 0 });
    expect((await device.db.comments.filter((c) => c.accountId === book.accountId).toArray()).map((c) => c.text).sort()).toEqual(['Called', 'after', 'before']);
  });

  it('test 3: the server commits but the answer is lost; the retry gets the stored result; one row', async () => {
    const device = await primedDevice();
    const created = await enqueue(device.db, { name: 'createContact', args: { accountId: device.agent.book.accountId, name: 'Lost Answer', phone: '9123456780', contactTypeId: 1 } });
    device.transport.fault = 'drop';
    expect((await device.engine.sync()).result).toBe('retrying');
    expect(await device.db.outbox.get(created.outboxId)).toMatchObject({ status: 'failed', attempts: 1, lastError: { status: 0 } });
    expect(await db().select().from(contacts).where(eq(contacts.clientId, created.clientId as string))).toHaveLength(1);

    device.transport.fault = 'none';
    expect((await device.engine.retryNow()).result).toBe('synced');
    expect(await device.db.outbox.count()).toBe(0);
    expect(await db().select().from(contacts).where(eq(contacts.clientId, created.clientId as string))).toHaveLength(1);
    expect(await device.db.contacts.where('clientId').equals(created.clientId as string).toArray()).toMatchObject([{ name: 'Lost Answer' }]);
    expect(device.transport.calls.filter((c) => c.op === 'push').map((c) => c.seqs)).toEqual([[1], [1]]);
  });

  it('test 4: every push delivered twice gives the same final state', async () => {
    const device = await primedDevice();
    const { book } = device.agent;
    device.transport.fault = 'duplicate';
    const contact = await enqueue(device.db, { name: 'createContact', args: { accountId: book.accountId, name: 'Twice', phone: '9123456780', contactTypeId: 1 } });
    await enqueue(device.db, { name: 'updateContact', args: { id: contact.localId as number, name: 'Twice Edited', phone: '9123456780', contactTypeId: 1 } });
    await comment(device, 'twice');
    expect((await device.engine.sync()).result).toBe('synced');
    expect((await serverResults(server, device.db)).map((r) => [r.seq, r.outcome])).toEqual([
      [1, 'applied'],
      [2, 'applied'],
      [3, 'applied'],
    ]);
    expect(await db().select().from(contacts).where(eq(contacts.clientId, contact.clientId as string))).toMatchObject([{ name: 'Twice Edited' }]);
    expect(await db().select().from(comments).where(eq(comments.text, 'twice'))).toHaveLength(1);
    expect(await device.db.outbox.count()).toBe(0);
    expect(await device.db.contacts.where('clientId').equals(contact.clientId as string).toArray()).toMatchObject([{ name: 'Twice Edited' }]);
  });

  it('a seq gap: the device fills the missing seqs with no-op stand-ins and resends from the seq the server expects', async () => {
    const device = await primedDevice();
    // Commands 1..3 of this install never reached the server and are gone from the device.
    await device.db.meta.update('sync', { nextSeq: 4 });
    await comment(device, 'after the gap');
    expect((await device.engine.sync()).result).toBe('synced');
    const results = await serverResults(server, device.db);
    expect(results.map((r) => [r.seq, r.command, r.outcome])).toEqual([
      [1, 'discarded', 'rejected'],
      [2, 'discarded', 'rejected'],
      [3, 'discarded', 'rejected'],
      [4, 'addComment', 'applied'],
    ]);
    expect(device.transport.calls.filter((c) => c.op === 'push').map((c) => c.seqs)).toEqual([[4], [1, 2, 3, 4]]);
    expect(await device.db.outbox.count()).toBe(0);
    expect(await db().select().from(comments).where(eq(comments.text, 'after the gap'))).toHaveLength(1);
  });

  it('401 pauses syncing and resumes at the same command after sign-in', async () => {
    const device = await primedDevice();
    await comment(device, 'during expiry');
    const asked: string[] = [];
    device.engine.on('auth-required', (e) => asked.push(e.msg));
    device.transport.fault = { status: 401, msg: 'Session expired' };
    expect((await device.engine.sync()).result).toBe('paused');
    expect(asked).toEqual(['Session expired']);
    expect(device.engine.getStatus().pausedForSignIn).toBe(true);
    expect(await device.db.outbox.toArray()).toMatchObject([{ seq: 1, status: 'pending' }]);
    const calls = device.transport.calls.length;
    expect((await device.engine.sync()).result).toBe('paused');
    expect(device.transport.calls.length).toBe(calls);

    device.transport.fault = 'none';
    expect((await device.engine.resume()).result).toBe('synced');
    expect((await serverResults(server, device.db)).map((r) => [r.seq, r.outcome])).toEqual([[1, 'applied']]);
    expect(device.engine.getStatus().pausedForSignIn).toBe(false);
  });

  it('test 6: two tabs with pending work: one pushes at a time; a tab closed mid-push hands over with no duplicates', async () => {
    const tabA = await primedDevice();
    // A second tab: its own connection to the same database, its own engine, the same browser lock.
    const tabB = await openTab(server, tabA);
    const engineB = tabB.engine;
    for (let i = 0; i < 4; i++) await comment(tabA, `from A ${i}`);
    for (let i = 0; i < 4; i++) await comment(tabB, `from B ${i}`);

    // Both tabs sync at once: the lock lets one push; the other finds nothing left to send.
    const [a, b] = await Promise.all([tabA.engine.sync(), engineB.sync()]);
    expect([a.result, b.result]).toEqual(['synced', 'synced']);
    const pushed = [...tabA.transport.calls, ...tabB.transport.calls].filter((c) => c.op === 'push').flatMap((c) => c.seqs);
    expect(pushed).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);

    // Tab A is closed while its push is on the wire (the server commits); tab B takes over.
    for (let i = 0; i < 3; i++) await comment(tabB, `handover ${i}`);
    tabA.transport.fault = 'crash';
    tabA.transport.onCrash = () => tabA.db.close();
    await tabA.engine.sync().catch(() => undefined);
    expect((await tabB.db.outbox.toArray()).map((r) => r.status)).toEqual(['sending', 'sending', 'sending']);
    expect((await engineB.sync()).result).toBe('synced');
    const results = await serverResults(server, tabB.db);
    expect(results.map((r) => [r.seq, r.outcome])).toEqual(Array.from({ length: 11 }, (_, i) => [i + 1, 'applied']));
    expect(await db().select().from(comments).where(eq(comments.text, 'handover 0'))).toHaveLength(1);
    expect(await tabB.db.outbox.count()).toBe(0);
    await engineB.stop();
    tabB.db.close();
  });

  it('retry of a rejected change queues it again at the end with the current version; discard removes it', async () => {
    const device = await primedDevice();
    const { book } = device.agent;
    // Someone renames the milestone on the server; the device, not yet aware, renames it too.
    expect((await rest(device, 'PUT', `/sapna/v1/milestone/${book.milestoneId}`, { name: 'Desk name' })).statusCode).toBe(200);
    const mine = await enqueue(device.db, { name: 'updateMilestone', args: { id: book.milestoneId, name: 'Field name' } });
    const note = await comment(device, 'to discard');
    await device.db.outbox.update(note.outboxId, { status: 'failed' });
    await discard(device.db, note.outboxId);
    expect((await device.engine.sync()).result).toBe('synced');
    expect(await device.db.outbox.get(mine.outboxId)).toMatchObject({ status: 'rejected', lastError: { status: 409 } });
    expect(await device.db.milestones.get(book.milestoneId)).toMatchObject({ name: 'Desk name' });
    expect(await listOutbox(device.db)).toHaveLength(1);

    // Retry: the device now knows the server's version, so the rename goes through.
    await retry(device.db, mine.outboxId, device.engine);
    expect(await device.db.outbox.count()).toBe(0);
    expect(await device.db.milestones.get(book.milestoneId)).toMatchObject({ name: 'Field name' });
    expect((await serverResults(server, device.db)).map((r) => [r.seq, r.command, r.outcome])).toEqual([
      [1, 'updateMilestone', 'rejected'],
      [2, 'discarded', 'rejected'],
      [3, 'updateMilestone', 'applied'],
    ]);
    expect(await db().select().from(comments).where(eq(comments.text, 'to discard'))).toHaveLength(0);

    // A rejected change the user gives up is simply removed (it was already reverted).
    await rest(device, 'DELETE', `/sapna/v1/contact/${book.contactId}`);
    const edit = await enqueue(device.db, { name: 'updateContact', args: { id: book.contactId, name: 'Too late', phone: '9876543210', contactTypeId: 1 } });
    await device.engine.sync();
    expect(await device.db.outbox.get(edit.outboxId)).toMatchObject({ status: 'rejected' });
    await discard(device.db, edit.outboxId);
    expect(await device.db.outbox.count()).toBe(0);
    expect(await pendingWorkCount(device.db)).toEqual({ total: 0, pending: 0, failed: 0, rejected: 0 });
  });

  it('starts on start(), waits while offline, and pushes when the device comes back online', async () => {
    const device = await primedDevice();
    device.env.online = false;
    device.engine.start();
    await comment(device, 'queued offline');
    await until(() => device.engine.getStatus().pendingCount === 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await device.db.outbox.count()).toBe(1);
    expect(device.engine.getStatus()).toMatchObject({ online: false, pendingCount: 1 });
    device.env.goOnline();
    await until(async () => (await device.db.outbox.count()) === 0);
    await until(() => device.engine.getStatus().pendingCount === 0);
    await device.engine.stop();
    expect(await db().select().from(comments).where(eq(comments.text, 'queued offline'))).toHaveLength(1);
    expect(device.env.broadcasts).toContainEqual({ type: 'syncing', syncing: true });
    expect((await readMeta(device.db)).lastAppliedSeq).toBeGreaterThanOrEqual(0);
  });
});

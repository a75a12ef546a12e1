/* eslint-disable no-restricted-imports -- the engine is tested against the real server (buildApp + inject) */
import 'fake-indexeddb/auto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { milestones } from '../../../../server/db/schema/index';
import { describeEachBackend, startTestServer, type TestServer } from '../../../../server/testing/harness';
import { createHttpTransport } from './http-transport';
import { readMeta } from '../device/meta';
import { enqueue } from '../outbox/outbox';
import { prime } from './prime';
import { pullAll } from './pull';
import { injectFetch } from '../../../testing/inject-fetch';
import { newAgent, openDevice, serverResults, type Device } from '../../../testing/sync-server';
import { NO_CONNECTION_MESSAGE, TransportError } from './transport';
import { uuidv7 } from '../outbox/uuidv7';

describeEachBackend('offline pull and reset against the server', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend);
  });
  afterAll(async () => server?.close());

  const rest = async (device: Device, method: 'PUT' | 'POST' | 'DELETE', url: string, payload?: Record<string, unknown>) => {
    const res = await server.app.inject({ method, url: `/api${url}`, headers: { cookie: device.agent.cookie }, ...(payload ? { payload } : {}) });
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json() as { id: number };
  };
  const primedDevice = async () => {
    const device = await openDevice(server, await newAgent(server));
    expect((await device.engine.sync()).result).toBe('synced');
    return device;
  };

  it('applies upserts and deletes from the server and keeps queued commands applied on top', async () => {
    const device = await primedDevice();
    const { book } = device.agent;
    const second = await rest(device, 'POST', '/sapna/v1/contact', { accountId: book.accountId, name: 'Second', phone: '9123456781', contactTypeId: 1 });
    expect((await pullAll(device.db, device.transport, { limit: 1000 })).reset).toBe(false);
    expect(await device.db.contacts.get(second.id)).toMatchObject({ name: 'Second' });

    // Queued on the device (not sent yet): a milestone rename and a comment.
    await enqueue(device.db, { name: 'updateMilestone', args: { id: book.milestoneId, name: 'Device name' } });
    const note = await enqueue(device.db, { name: 'addComment', args: { entityTypeId: 3, entityId: book.accountId, activityType: 'Call', text: 'queued' } });
    // Meanwhile on the server: the contact is renamed, the second contact deleted, the milestone gets a payment.
    await rest(device, 'PUT', `/sapna/v1/contact/${book.contactId}`, { name: 'Asha Server', phone: '9876543210', contactTypeId: 1 });
    await rest(device, 'DELETE', `/sapna/v1/contact/${second.id}`);
    await rest(device, 'POST', '/sapna/v1/payment', { milestoneId: book.milestoneId, amount: 500, modeOfPaymentId: 1, pinCode: '560001' });

    const run = await pullAll(device.db, device.transport, { limit: 1000 });
    expect(run).toMatchObject({ reset: false });
    expect(await device.db.contacts.get(book.contactId)).toMatchObject({ name: 'Asha Server' });
    expect(await device.db.contacts.get(second.id)).toBeUndefined();
    // The server's new payment amounts, with the device's queued rename still on top.
    const milestone = await device.db.milestones.get(book.milestoneId);
    expect(milestone).toMatchObject({ name: 'Device name', pendingPaymentAmount: 500, _pending: true });
    expect(await device.db.comments.get(note.localId as number)).toMatchObject({ text: 'queued', _pending: true });
    expect((await device.db.outbox.toArray()).map((r) => r.name)).toEqual(['updateMilestone', 'addComment']);

    // The rename was based on the version before the payment: the server refuses it and the device reverts.
    expect((await device.engine.sync()).result).toBe('synced');
    expect((await serverResults(server, device.db)).map((r) => [r.command, r.outcome])).toEqual([
      ['updateMilestone', 'rejected'],
      ['addComment', 'applied'],
    ]);
    expect(await device.db.milestones.get(book.milestoneId)).toMatchObject({ name: 'Advance' });
    expect((await device.db.outbox.toArray()).map((r) => [r.name, r.status, r.lastError?.status])).toEqual([['updateMilestone', 'rejected', 409]]);
  });

  it('drops commands the server reports applied (lastAppliedSeq) when their answer never came', async () => {
    const device = await primedDevice();
    await enqueue(device.db, { name: 'addComment', args: { entityTypeId: 3, entityId: device.agent.book.accountId, activityType: 'Call', text: 'answer lost' } });
    device.transport.fault = 'drop';
    await device.engine.sync();
    device.transport.fault = 'none';
    await pullAll(device.db, device.transport, { limit: 1000 });
    expect(await device.db.outbox.count()).toBe(0);
    expect((await readMeta(device.db)).lastAppliedSeq).toBe(1);
    const mine = (await device.db.comments.toArray()).filter((c) => c.text === 'answer lost');
    expect(mine).toHaveLength(1);
    expect(mine[0]?.id).toBeGreaterThan(0);
  });

  it('reset downloads the scope again, removes what left it, and keeps the outbox', async () => {
    const device = await primedDevice();
    const { book } = device.agent;
    const queued = await enqueue(device.db, { name: 'createMilestone', args: { termsheetId: book.termsheetId, name: 'Queued', amount: 3000, startDate: '2025-07-01' } });
    // A row that is no longer in scope, and a cursor the server no longer accepts.
    await device.db.accounts.put({ ...(await device.db.accounts.get(book.accountId))!, accountId: 999_999, name: 'Gone' });
    await device.db.meta.update('sync', { cursor: 'not-a-cursor' });

    expect((await pullAll(device.db, device.transport, { limit: 1000 })).reset).toBe(true);
    await prime(device.db, device.transport, { limit: 2 });
    expect(await device.db.accounts.get(999_999)).toBeUndefined();
    expect(await device.db.accounts.get(book.accountId)).toBeDefined();
    expect(await device.db.outbox.toArray()).toMatchObject([{ seq: 1, name: 'createMilestone', status: 'pending' }]);
    expect(await device.db.milestones.get(queued.localId as number)).toMatchObject({ name: 'Queued', _pending: true });
    expect((await readMeta(device.db)).primed).toBe(true);

    expect((await device.engine.sync()).result).toBe('synced');
    const onServer = await server.database.db.select().from(milestones).where(eq(milestones.clientId, queued.clientId as string));
    expect(onServer).toHaveLength(1);
    expect(await device.db.milestones.where('termsheetId').equals(book.termsheetId).count()).toBe(2);
  });

  it('the HTTP transport: a missing session is 401 with the server message; no answer is status 0', async () => {
    const anonymous = createHttpTransport({ baseURL: '/api', fetch: injectFetch(server.app, () => '') });
    const refused = await anonymous.pull({ cursor: null, clientId: uuidv7(), limit: 10 }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(TransportError);
    expect((refused as TransportError).status).toBe(401);
    expect((refused as TransportError).message).not.toBe('');
    const unreachable = createHttpTransport({
      baseURL: '/api',
      fetch: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await expect(unreachable.push({ clientId: uuidv7(), commands: [] })).rejects.toMatchObject({ status: 0, message: NO_CONNECTION_MESSAGE });
  });

  it('the engine answers a reset by priming again and keeps syncing', async () => {
    const device = await primedDevice();
    await device.db.meta.update('sync', { cursor: 'not-a-cursor' });
    await device.db.contacts.put({ ...(await device.db.contacts.get(device.agent.book.contactId))!, id: 888_888, name: 'Stale' });
    expect((await device.engine.sync()).result).toBe('synced');
    expect(await device.db.contacts.get(888_888)).toBeUndefined();
    expect((await readMeta(device.db)).cursor).not.toBe('not-a-cursor');
  });
});

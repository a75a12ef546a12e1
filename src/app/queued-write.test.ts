/* eslint-disable no-restricted-imports -- the screens' writes are tested against the real server (buildApp + inject) */
import 'fake-indexeddb/auto';
import { liveQuery } from 'dexie';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { accounts, comments, contacts, milestones, payments } from '../server/db/schema/index';
import { insertBook } from '../server/testing/sync-fixtures';
import { describeEachBackend, startTestServer, type TestServer } from '../server/testing/harness';
import { addComment } from './areas/comments/data/add-comment';
import { deleteContact } from './areas/contacts/data/delete-contact';
import { createContact, updateContact } from './areas/contacts/data/save-contact';
import type { Contact } from './areas/contacts/data/contact-types';
import { createMilestone } from './areas/milestones/data/create-milestone';
import { deleteMilestone } from './areas/milestones/data/delete-milestone';
import { updateMilestone } from './areas/milestones/data/update-milestone';
import { recordPayment } from './areas/payments/data/record-payment';
import { ApiFailure } from './lib/api/api-failure';
import { onApiFailure, type ApiFailureEvent } from './lib/api/api-failure-events';
import type { OfflineSession } from './lib/offline/session/offline-session';
import { isAwaitedByForm, notifySaved, writeThroughOutbox } from './lib/offline/outbox/queued-write';
import { injectFetch } from './testing/inject-fetch';
import { newAgent, openDevice, type Device } from './testing/sync-server';

// The screens' write functions find the running session through getOfflineSession(); the tests hand them a device.
const sessionHolder = vi.hoisted(() => ({ current: null as OfflineSession | null }));
vi.mock('./lib/offline/session/offline-session', () => ({ getOfflineSession: () => sessionHolder.current, awaitOfflineSession: () => Promise.resolve(sessionHolder.current) }));

function actAs(device: Device | null): void {
  sessionHolder.current = device ? { userId: device.agent.userId, db: device.db, engine: device.engine, liveQuery, primedAtOpen: true } : null;
}

async function failureOf(promise: Promise<unknown>): Promise<ApiFailure> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiFailure);
  return error as ApiFailure;
}

const contactOf = (row: { id: number; version: number }): Contact =>
  ({ ...row, name: '', email: null, phone: null, accountId: 0, opportunityId: null, contactTypeId: 1, pocType: null, isVerified: false, active: true, clientId: null, createdAt: '', updatedAt: '' }) as Contact;

describe('notifySaved', () => {
  it('shows the screen’s success message when sent, and that it waits on the device when queued', () => {
    const shown: (string | undefined)[] = [];
    const notify = { success: (message?: string) => shown.push(message) };
    notifySaved(notify, 'sent', 'New contact added!');
    notifySaved(notify, 'saved-on-device', 'New contact added!');
    notifySaved(notify, 'sent');
    expect(shown).toEqual(['New contact added!', 'Saved on this device. It will be sent when you are back online.', undefined]);
  });
});

describeEachBackend('the screens’ writes through the outbox', (backend) => {
  let server: TestServer;
  const failures: ApiFailureEvent[] = [];
  let stopListening: () => void = () => undefined;
  beforeAll(async () => {
    server = await startTestServer(backend);
    stopListening = onApiFailure((event) => failures.push(event));
  });
  afterAll(async () => {
    stopListening();
    await server?.close();
  });
  afterEach(() => {
    actAs(null);
    failures.length = 0;
    vi.unstubAllGlobals();
  });
  const db = () => server.database.db;
  const primedDevice = async () => {
    const device = await openDevice(server, await newAgent(server), { scheduleRetries: false });
    expect((await device.engine.sync()).result).toBe('synced');
    actAs(device);
    return device;
  };

  it('online: a comment, a contact (create, update, delete), a milestone (create, update, delete) and a payment reach the server, each once, and resolve as sent', async () => {
    const device = await primedDevice();
    const { book } = device.agent;

    const happenedAt = new Date(Date.now() - 60_000).toISOString();
    await expect(addComment({ entityTypeId: 3, entityId: book.accountId, activityType: 'Call', text: 'Called about renewal', happenedAt, clientId: crypto.randomUUID(), callDurationSeconds: 252 })).resolves.toBe('sent');
    const [comment] = await db().select().from(comments).where(eq(comments.text, 'Called about renewal'));
    expect(comment).toMatchObject({ activityType: 'Call', entityTypeId: 3, entityId: book.accountId, callDurationSeconds: 252 });
    expect(comment?.happenedAt.toISOString()).toBe(happenedAt);

    await expect(createContact(book.accountId, { name: 'Ravi Kumar', email: 'ravi@example.test', phone: '9123456780', contactTypeId: 2 })).resolves.toBe('sent');
    const [created] = await db().select().from(contacts).where(and(eq(contacts.accountId, book.accountId), eq(contacts.name, 'Ravi Kumar')));
    expect(created).toMatchObject({ email: 'ravi@example.test', phone: '9123456780', contactTypeId: 2, active: true });
    // The device now holds the server's row, not waiting to sync.
    const local = await device.db.contacts.get(created?.id as number);
    expect(local).toMatchObject({ name: 'Ravi Kumar' });
    expect(local?._pending).toBeUndefined();

    await expect(updateContact(contactOf(local as Contact), { name: 'Ravi K', email: null, phone: '9123456781', contactTypeId: 2 })).resolves.toBe('sent');
    expect(await db().select().from(contacts).where(eq(contacts.id, created?.id as number))).toMatchObject([{ name: 'Ravi K', email: null, phone: '9123456781' }]);
    await expect(deleteContact(created?.id as number)).resolves.toBe('sent');
    expect(await db().select().from(contacts).where(eq(contacts.id, created?.id as number))).toMatchObject([{ active: false }]);
    expect(await device.db.contacts.get(created?.id as number)).toBeUndefined();

    await expect(createMilestone({ termsheetId: book.termsheetId, name: 'Second', amount: 5000, gst: 900, startDate: '2025-06-01', clientId: crypto.randomUUID() })).resolves.toBe('sent');
    const [milestone] = await db().select().from(milestones).where(and(eq(milestones.termsheetId, book.termsheetId), eq(milestones.name, 'Second')));
    expect(Number(milestone?.gst)).toBe(900);
    const mirrored = await device.db.milestones.get(milestone?.id as number);
    await expect(updateMilestone(milestone?.id as number, { name: 'Second instalment', amount: 6000, gst: 1080, startDate: '2025-06-02', baseVersion: mirrored?.version as number })).resolves.toBe('sent');
    expect(await db().select().from(milestones).where(eq(milestones.id, milestone?.id as number))).toMatchObject([{ name: 'Second instalment', startDate: '2025-06-02' }]);

    await expect(recordPayment({ milestoneId: milestone?.id as number, amount: 1000, modeOfPaymentId: 1, paymentType: 'normal', pinCode: '560001', referenceNumber: 'CHQ-1' })).resolves.toBe('sent');
    expect(await db().select().from(payments).where(eq(payments.milestoneId, milestone?.id as number))).toMatchObject([{ pinCode: '560001', referenceNumber: 'CHQ-1', statusId: 1 }]);

    await expect(createMilestone({ termsheetId: book.termsheetId, name: 'Spare', amount: 100, gst: 18, startDate: '2025-06-01' })).resolves.toBe('sent');
    const [spare] = await db().select().from(milestones).where(and(eq(milestones.termsheetId, book.termsheetId), eq(milestones.name, 'Spare')));
    await expect(deleteMilestone(spare?.id as number, spare?.version as number)).resolves.toBe('sent');
    expect(await device.db.milestones.get(spare?.id as number)).toBeUndefined();

    expect(await device.db.outbox.count()).toBe(0);
    expect(failures).toEqual([]);
  });

  it('the PIN rule refuses a payment on the device with the spec’s message, as a 400, before anything is queued', async () => {
    const device = await primedDevice();
    const failure = await failureOf(recordPayment({ milestoneId: device.agent.book.milestoneId, amount: 100, modeOfPaymentId: 1, paymentType: 'normal', pinCode: '' }));
    expect(failure).toMatchObject({ status: 400, message: 'PIN Code is mandatory for adding Payment' });
    expect(await device.db.outbox.count()).toBe(0);
    expect(await device.db.payments.where('milestoneId').equals(device.agent.book.milestoneId).count()).toBe(1);
  });

  it('online, refused by the server: throws its status and message as the REST call did, reverts the change and leaves nothing in the outbox', async () => {
    const device = await primedDevice();
    const { book } = device.agent;
    // Deleted on the server (by a colleague) after the device last synced.
    await db().update(contacts).set({ active: false }).where(eq(contacts.id, book.contactId));
    const before = await device.db.contacts.get(book.contactId);
    // The shell's general "refused" notice leaves out what a form is waiting on (no double message).
    const announced: boolean[] = [];
    const off = device.engine.on('rejected', ({ commands }) => announced.push(...commands.map((c) => isAwaitedByForm(c.id))));

    const failure = await failureOf(updateContact(contactOf(before as Contact), { name: 'Asha K', email: null, phone: '9876543210', contactTypeId: 1 }));
    expect(failure).toMatchObject({ status: 409, message: 'This contact has been deleted.', noticeMessage: 'This contact has been deleted.' });
    expect(await device.db.outbox.count()).toBe(0);
    expect((await device.db.contacts.get(book.contactId))?.name).not.toBe('Asha K');
    // Announced like the REST call (no automatic notice: the contact form decides where to show it).
    expect(failures).toMatchObject([{ notify: false, method: 'PUT' }]);
    off();
    expect(announced).toEqual([true]);

    // A refused delete is announced with the general notice, as DELETE /contact was; the contact stays.
    await expect(createContact(book.accountId, { name: 'Second', email: null, phone: '9123456780', contactTypeId: 2 })).resolves.toBe('sent');
    const [second] = await db().select().from(contacts).where(and(eq(contacts.accountId, book.accountId), eq(contacts.name, 'Second')));
    await db().update(accounts).set({ statusId: 5 }).where(eq(accounts.id, book.accountId));
    const refused = await failureOf(deleteContact(second?.id as number));
    expect(refused).toMatchObject({ status: 409, message: 'This account is Inactive or Merged and can no longer be edited.' });
    expect(failures.at(-1)).toMatchObject({ notify: true, method: 'DELETE' });
    expect(await device.db.contacts.get(second?.id as number)).toMatchObject({ name: 'Second' });
    expect(await device.db.outbox.count()).toBe(0);
  });

  it('online, a refused input (400) comes back as a 400 so the contact form shows it inline', async () => {
    const device = await primedDevice();
    const failure = await failureOf(createContact(device.agent.book.accountId, { name: 'Bad Phone', email: null, phone: '12345', contactTypeId: 1 }));
    expect(failure.status).toBe(400);
    expect(failure.message).not.toBe('');
    expect(await device.db.contacts.filter((c) => c.name === 'Bad Phone').count()).toBe(0);
  });

  it('offline: resolves at once as saved on the device; the rows show waiting to sync; back online each reaches the server once', async () => {
    const device = await primedDevice();
    const { book } = device.agent;
    device.env.goOffline();

    // The form's client id is the queued comment's (its feed shows it under that id before it is written).
    const commentClientId = crypto.randomUUID();
    await expect(addComment({ entityTypeId: 1, entityId: book.opportunityId, activityType: 'Meeting', text: 'Met offline', happenedAt: new Date().toISOString(), clientId: commentClientId })).resolves.toBe('saved-on-device');
    await expect(createContact(book.accountId, { name: 'Offline Contact', email: null, phone: '9000000001', contactTypeId: 1 })).resolves.toBe('saved-on-device');
    await expect(createMilestone({ termsheetId: book.termsheetId, name: 'Offline milestone', amount: 2000, gst: 360, startDate: '2025-07-01' })).resolves.toBe('saved-on-device');
    const milestone = await device.db.milestones.filter((m) => m.name === 'Offline milestone').first();
    expect(milestone).toMatchObject({ _pending: true });
    expect(milestone?.id).toBeLessThan(0);
    // A milestone created on this device can be paid, edited and deleted before it reaches the server.
    await expect(recordPayment({ milestoneId: milestone?.id as number, amount: 500, modeOfPaymentId: 1, paymentType: 'normal', pinCode: '560001' })).resolves.toBe('saved-on-device');
    await expect(updateMilestone(milestone?.id as number, { name: 'Offline instalment', amount: 2000, gst: 360, startDate: '2025-07-01', baseVersion: 1 })).resolves.toBe('saved-on-device');
    const contact = await device.db.contacts.filter((c) => c.name === 'Offline Contact').first();
    expect(contact).toMatchObject({ _pending: true });
    await expect(updateContact(contactOf(contact as Contact), { name: 'Offline Contact 2', email: null, phone: '9000000001', contactTypeId: 1 })).resolves.toBe('saved-on-device');

    expect(await device.db.comments.filter((c) => c.text === 'Met offline').first()).toMatchObject({ _pending: true, activityType: 'Meeting', clientId: commentClientId });
    expect((await device.db.payments.where('milestoneId').equals(milestone?.id as number).toArray())[0]).toMatchObject({ _pending: true, statusId: 1, amount: 500 });
    expect(await device.db.outbox.count()).toBe(6);
    expect(await db().select().from(comments).where(eq(comments.text, 'Met offline'))).toHaveLength(0);

    device.env.goOnline();
    expect((await device.engine.sync()).result).toBe('synced');
    expect(await device.db.outbox.count()).toBe(0);
    expect(await db().select().from(comments).where(eq(comments.text, 'Met offline'))).toMatchObject([{ clientId: commentClientId }]);
    expect(await db().select().from(contacts).where(eq(contacts.name, 'Offline Contact 2'))).toHaveLength(1);
    const [serverMilestone] = await db().select().from(milestones).where(eq(milestones.name, 'Offline instalment'));
    expect(await db().select().from(payments).where(eq(payments.milestoneId, serverMilestone?.id as number))).toHaveLength(1);
  });

  it('no answer yet online (the network fails): the change stays queued and resolves as saved on the device', async () => {
    const device = await primedDevice();
    device.transport.fault = 'offline';
    await expect(addComment({ entityTypeId: 3, entityId: device.agent.book.accountId, activityType: 'Email', text: 'Sent the brochure', happenedAt: new Date().toISOString(), clientId: crypto.randomUUID() })).resolves.toBe('saved-on-device');
    expect(await device.db.outbox.toArray()).toMatchObject([{ name: 'addComment', status: 'failed' }]);
  });

  it('a record not on the device (or no offline session) goes to the REST call as before', async () => {
    const device = await primedDevice();
    // A second account of the agent, created after the device synced.
    const other = await insertBook(db(), { agentId: device.agent.userId, name: 'Newer account' });
    vi.stubGlobal('fetch', injectFetch(server.app, () => device.agent.cookie));
    await expect(addComment({ entityTypeId: 3, entityId: other.accountId, activityType: 'Call', text: 'Not on the device', happenedAt: new Date().toISOString(), clientId: crypto.randomUUID() })).resolves.toBe('sent');
    expect(await db().select().from(comments).where(eq(comments.text, 'Not on the device'))).toHaveLength(1);
    expect(await device.db.outbox.count()).toBe(0);

    actAs(null);
    await expect(createContact(device.agent.book.accountId, { name: 'Via REST', email: null, phone: '9000000002', contactTypeId: 1 })).resolves.toBe('sent');
    expect(await db().select().from(contacts).where(eq(contacts.name, 'Via REST'))).toHaveLength(1);
    expect(await device.db.outbox.count()).toBe(0);
  });

  it('online while the mirror is still being downloaded, the REST call answers (nothing is queued behind the download)', async () => {
    const device = await openDevice(server, await newAgent(server), { scheduleRetries: false });
    actAs(device);
    vi.stubGlobal('fetch', injectFetch(server.app, () => device.agent.cookie));
    await expect(createContact(device.agent.book.accountId, { name: 'Before priming', email: null, phone: '9000000003', contactTypeId: 1 })).resolves.toBe('sent');
    expect(await db().select().from(contacts).where(eq(contacts.name, 'Before priming'))).toHaveLength(1);
    expect(await device.db.outbox.count()).toBe(0);
  });

  it('a slow sync does not hold the screen: after the wait the change is left to the outbox', async () => {
    const device = await primedDevice();
    let release: () => void = () => undefined;
    const slow = new Promise<void>((resolve) => {
      release = resolve;
    });
    const session: OfflineSession = {
      userId: device.agent.userId,
      liveQuery,
      primedAtOpen: true,
      db: device.db,
      engine: { ...device.engine, sync: async () => (await slow, device.engine.sync()) },
    };
    const result = writeThroughOutbox(
      { name: 'addComment', args: { entityTypeId: 3, entityId: device.agent.book.accountId, activityType: 'Call', text: 'slow', happenedAt: null } },
      () => Promise.reject(new Error('no REST')),
      { method: 'POST', path: '/sapna/v1/comment', session, waitMs: 50 },
    );
    await expect(result).resolves.toBe('saved-on-device');
    expect(await device.db.outbox.toArray()).toMatchObject([{ name: 'addComment', args: { text: 'slow' } }]);
    release();
  });
});

import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CommandRefusedError, OFFLINE_MESSAGES } from './command-kind';
import { MirrorDb } from '../device/db';
import { ensureMeta, readMeta } from '../device/meta';
import { offlineEvents } from '../session/offline-events';
import { discard, listOutbox, outboxLabel } from './outbox-actions';
import { enqueue } from './outbox';
import { STORAGE_FULL_MESSAGE, StorageFullError } from '../device/storage';
import { writeBook } from '../../../testing/mirror-fixtures';
import { uuidv7 } from './uuidv7';

let db: MirrorDb;
let book: Awaited<ReturnType<typeof writeBook>>;

beforeEach(async () => {
  db = new MirrorDb(`outbox-${uuidv7()}`);
  await ensureMeta(db, { userId: 7, userName: 'Agent Seven' });
  book = await writeBook(db);
});
afterEach(() => db.close());

const payment = (extra: Record<string, unknown> = {}) => ({ milestoneId: book.milestoneId, amount: 1000, modeOfPaymentId: 1, pinCode: '560001', ...extra });

describe('enqueue', () => {
  it('writes the optimistic row and the outbox row together, with increasing seq and UUIDv7 mutation ids', async () => {
    const contact = await enqueue(db, { name: 'createContact', args: { accountId: book.accountId, name: 'Ravi', phone: '9123456780', contactTypeId: 1 } });
    const comment = await enqueue(db, { name: 'addComment', args: { entityTypeId: 3, entityId: book.accountId, activityType: 'Call', text: 'Called about renewal' } });
    const paid = await enqueue(db, { name: 'recordPayment', args: payment() });

    expect([contact.seq, comment.seq, paid.seq]).toEqual([1, 2, 3]);
    const outbox = await db.outbox.orderBy('seq').toArray();
    expect(outbox.map((r) => [r.seq, r.name, r.status])).toEqual([
      [1, 'createContact', 'pending'],
      [2, 'addComment', 'pending'],
      [3, 'recordPayment', 'pending'],
    ]);
    for (const row of outbox) expect(row.mutationId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(outbox.map((r) => r.mutationId)).size).toBe(3);
    expect((await readMeta(db)).nextSeq).toBe(4);

    // Created rows get negative local ids and the client id the server will keep.
    const created = await db.contacts.get(contact.localId as number);
    expect(created).toMatchObject({ id: -1, name: 'Ravi', accountId: book.accountId, clientId: contact.clientId, _pending: true });
    expect(outbox[0]?.args).toMatchObject({ accountId: book.accountId, name: 'Ravi', clientId: contact.clientId });
    const feed = await db.comments.where('[entityTypeId+entityId+happenedAt]').between([3, book.accountId, ''], [3, book.accountId, '\uffff']).toArray();
    expect(feed).toMatchObject([{ id: -2, text: 'Called about renewal', authorId: 7, authorName: 'Agent Seven', _pending: true }]);

    // A payment waits as Pending and adds to the milestone's pending amount; it never shows as settled.
    expect(await db.payments.get(paid.localId as number)).toMatchObject({ statusId: 1, statusName: 'Pending', amount: 1000, milestoneId: book.milestoneId, modeOfPaymentName: 'Cheque' });
    expect(await db.milestones.get(book.milestoneId)).toMatchObject({ pendingPaymentAmount: 1000, dueAmount: 8800, paymentAdded: true, version: 4, _pending: true });
  });

  it('leaves neither the outbox row nor the local change when the transaction fails', async () => {
    db.contacts.hook('creating', () => {
      throw new Error('disk failure');
    });
    await expect(enqueue(db, { name: 'createContact', args: { accountId: book.accountId, name: 'Ravi', phone: '9123456780', contactTypeId: 1 } })).rejects.toThrow('disk failure');
    expect(await db.outbox.count()).toBe(0);
    expect(await db.contacts.where('accountId').equals(book.accountId).count()).toBe(1);
    expect(await db.shadows.count()).toBe(0);
    expect((await readMeta(db)).nextSeq).toBe(1);
  });

  it('turns a full device into a visible storage error, writing nothing', async () => {
    const seen: string[] = [];
    const off = offlineEvents.on('storage-error', (e) => seen.push(e.message));
    db.comments.hook('creating', () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const attempt = enqueue(db, { name: 'addComment', args: { entityTypeId: 3, entityId: book.accountId, activityType: 'Call', text: 'x' } });
    await expect(attempt).rejects.toBeInstanceOf(StorageFullError);
    off();
    expect(seen).toEqual([STORAGE_FULL_MESSAGE]);
    expect(await db.outbox.count()).toBe(0);
  });

  it("refuses a payment without a valid PIN with the spec's messages, before anything is written", async () => {
    await expect(enqueue(db, { name: 'recordPayment', args: payment({ pinCode: '' }) })).rejects.toThrow(
      new CommandRefusedError('PIN Code is mandatory for adding Payment'),
    );
    await expect(enqueue(db, { name: 'recordPayment', args: payment({ pinCode: undefined }) })).rejects.toThrow('PIN Code is mandatory for adding Payment');
    await expect(enqueue(db, { name: 'recordPayment', args: payment({ pinCode: '012345' }) })).rejects.toThrow('PIN is not valid');
    expect(await db.outbox.count()).toBe(0);
    expect(await db.payments.count()).toBe(0);
    expect((await readMeta(db)).nextSeq).toBe(1);
  });

  it('refuses work on a record that is not on the device', async () => {
    await expect(enqueue(db, { name: 'updateContact', args: { id: 9999, name: 'X', phone: '9123456780', contactTypeId: 1 } })).rejects.toThrow(
      OFFLINE_MESSAGES.notOnDevice,
    );
    expect(await db.outbox.count()).toBe(0);
  });

  it('names rows created offline by client id and server rows by id with their base version', async () => {
    const milestone = await enqueue(db, { name: 'createMilestone', args: { termsheetId: book.termsheetId, name: 'Second', amount: 5000, startDate: '2025-06-01' } });
    const local = await db.milestones.get(milestone.localId as number);
    expect(local).toMatchObject({ name: 'Second', gst: 900, dueAmount: 5900, accountId: book.accountId, accountLegalEntityDetail: { id: 201 }, version: 1 });
    await enqueue(db, { name: 'recordPayment', args: payment({ milestoneId: milestone.localId }) });
    await enqueue(db, { name: 'updateMilestone', args: { id: milestone.localId as number, name: 'Second instalment' } });
    await enqueue(db, { name: 'updateContact', args: { id: book.contactId, name: 'Asha K', email: 'asha@example.test', phone: '9876543210', contactTypeId: 1 } });
    await enqueue(db, { name: 'updateMilestone', args: { id: book.milestoneId, amount: 20000 } });
    await enqueue(db, { name: 'updateMilestone', args: { id: book.milestoneId, name: 'Advance (revised)' } });

    const rows = await db.outbox.orderBy('seq').toArray();
    expect(rows[1]?.args).toMatchObject({ milestoneClientId: milestone.clientId });
    expect(rows[1]?.args).not.toHaveProperty('milestoneId');
    // The payment on the offline milestone moved its version on, as the server will.
    expect(rows[2]).toMatchObject({ args: { milestoneClientId: milestone.clientId, name: 'Second instalment' }, baseVersion: 2 });
    expect(rows[3]).toMatchObject({ args: { contactId: book.contactId, name: 'Asha K' }, baseVersion: 2 });
    // Two edits of one milestone: the second is based on the version the first produces.
    expect(rows[4]).toMatchObject({ args: { milestoneId: book.milestoneId, amount: 20000 }, baseVersion: 3 });
    expect(rows[5]).toMatchObject({ baseVersion: 4 });
    expect(await db.milestones.get(book.milestoneId)).toMatchObject({ amount: 20000, gst: 3600, dueAmount: 21600, name: 'Advance (revised)', version: 5 });
    expect(await db.milestones.get(milestone.localId as number)).toMatchObject({ name: 'Second instalment', pendingPaymentAmount: 1000, dueAmount: 4900 });
  });
});

describe('outbox screen', () => {
  it('lists the waiting work with a readable line each', async () => {
    await enqueue(db, { name: 'addComment', args: { entityTypeId: 3, entityId: book.accountId, activityType: 'Call', text: 'Called back' } });
    await enqueue(db, { name: 'recordPayment', args: payment({ amount: 125000 }) });
    await enqueue(db, { name: 'createContact', args: { accountId: book.accountId, name: 'Ravi', phone: '9123456780', contactTypeId: 1 } });
    const rows = await listOutbox(db, { accountId: book.accountId });
    expect(rows.map(outboxLabel)).toEqual(['Call logged: Called back', 'Payment of ₹1,25,000 recorded', 'New contact: Ravi']);
    expect(await listOutbox(db, { accountId: 999 })).toEqual([]);
  });
});

describe('discard', () => {
  it('reverts the local change and keeps the seq as a no-op stand-in, hidden from the outbox screen', async () => {
    const kept = await enqueue(db, { name: 'addComment', args: { entityTypeId: 3, entityId: book.accountId, activityType: 'Call', text: 'kept' } });
    const dropped = await enqueue(db, { name: 'updateContact', args: { id: book.contactId, name: 'Wrong name', phone: '9876543210', contactTypeId: 1 } });
    expect(await db.contacts.get(book.contactId)).toMatchObject({ name: 'Wrong name', _pending: true });

    await discard(db, dropped.outboxId);
    const contact = await db.contacts.get(book.contactId);
    expect(contact).toMatchObject({ name: 'Asha', version: 2 });
    expect(contact?._pending).toBeUndefined();
    expect(await db.comments.get(kept.localId as number)).toMatchObject({ text: 'kept', _pending: true });
    expect(await db.outbox.get(dropped.outboxId)).toMatchObject({ seq: 2, name: 'discarded', discardedName: 'updateContact', args: {} });
    expect((await listOutbox(db)).map((r) => r.seq)).toEqual([1]);
  });
});

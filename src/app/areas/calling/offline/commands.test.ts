import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CommandRefusedError } from '../../../lib/offline/outbox/command-kind';
import { MirrorDb } from '../../../lib/offline/device/db';
import { ensureMeta } from '../../../lib/offline/device/meta';
import { enqueue } from '../../../lib/offline/outbox/outbox';
import { outboxLabel } from '../../../lib/offline/outbox/outbox-actions';
import { mirrorTransaction, rebase } from '../../../lib/offline/outbox/rebase';
import { uuidv7 } from '../../../lib/offline/outbox/uuidv7';
import { writeBook } from '../../../testing/mirror-fixtures';

let db: MirrorDb;
let book: Awaited<ReturnType<typeof writeBook>>;

beforeEach(async () => {
  db = new MirrorDb(`call-outcome-${uuidv7()}`);
  await ensureMeta(db, { userId: 7, userName: 'Agent Seven' });
  book = await writeBook(db);
});
afterEach(() => db.close());

const accountFeed = (accountId: number) => db.comments.where('[entityTypeId+entityId+happenedAt]').between([3, accountId, ''], [3, accountId, '\uffff']).toArray();

describe('logCallOutcome', () => {
  it("queues the server's arguments and shows the Call comment on the case's account when it is on the device", async () => {
    const queued = await enqueue(db, { name: 'logCallOutcome', args: { callId: 55, caseId: 9, accountId: book.accountId, outcomeId: 12, remark: '  Wants premium ', durationSeconds: 95 } });
    const [row] = await db.outbox.toArray();
    expect(row).toMatchObject({ name: 'logCallOutcome', status: 'pending', entity: 'comment', accountId: book.accountId, localId: queued.localId, entityClientId: queued.clientId });
    // Exactly what the push sends (src/server/modules/calling/calling-commands.sync.ts); the comment keeps the client id.
    expect(row!.args).toEqual({ callId: 55, caseId: 9, outcomeId: 12, remark: 'Wants premium', clientId: queued.clientId, callDurationSeconds: 95 });
    expect(await accountFeed(book.accountId)).toMatchObject([
      { id: queued.localId, activityType: 'Call', text: 'Case #9: Connected — Wants premium', callStatusId: 12, callDurationSeconds: 95, authorName: 'Agent Seven', clientId: queued.clientId, _pending: true },
    ]);
    expect(outboxLabel(row!)).toBe('Call outcome for case #9: Connected — Wants premium');
  });

  it('queues it all the same when the account is not on the device (nothing to show there)', async () => {
    await enqueue(db, { name: 'logCallOutcome', args: { callId: 56, caseId: 10, accountId: 999, outcomeId: 13 } });
    expect(await db.outbox.count()).toBe(1);
    expect(await db.comments.count()).toBe(0);
  });

  it('refuses an outcome outside spec 000 §9 on the device, queuing nothing', async () => {
    await expect(enqueue(db, { name: 'logCallOutcome', args: { callId: 57, caseId: 11, accountId: book.accountId, outcomeId: 7 } })).rejects.toThrow(CommandRefusedError);
    await expect(enqueue(db, { name: 'logCallOutcome', args: { callId: 57, caseId: 11, accountId: book.accountId, outcomeId: 7 } })).rejects.toThrow('Choose a call outcome');
    expect(await db.outbox.count()).toBe(0);
    expect(await accountFeed(book.accountId)).toHaveLength(0);
  });

  it('a rejected command leaves the record but stays in the outbox with its reason (the remark is kept there)', async () => {
    const queued = await enqueue(db, { name: 'logCallOutcome', args: { callId: 58, caseId: 12, accountId: book.accountId, outcomeId: 279, remark: 'Call back at 6' } });
    await mirrorTransaction(db, () =>
      rebase(db, async () => {
        await db.outbox.update(queued.outboxId, { status: 'rejected', lastError: { status: 409, msg: 'The outcome of this call is already logged' } });
      }),
    );
    expect(await accountFeed(book.accountId)).toHaveLength(0);
    expect(await db.outbox.get(queued.outboxId)).toMatchObject({ status: 'rejected', args: { remark: 'Call back at 6', outcomeId: 279 }, lastError: { status: 409 } });
  });
});

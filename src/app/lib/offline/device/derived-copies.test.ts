import 'fake-indexeddb/auto';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { MirrorDb } from './db';
import { ensureMeta } from './meta';
import { enqueue } from '../outbox/outbox';
import { mirrorTransaction, rebase, writeServerChanges } from '../outbox/rebase';
import { writeBook } from '../../../testing/mirror-fixtures';
import { uuidv7 } from '../outbox/uuidv7';

let db: MirrorDb;
let book: Awaited<ReturnType<typeof writeBook>>;
beforeEach(async () => {
  db = new MirrorDb(`copies-${uuidv7()}`);
  await ensureMeta(db, { userId: 7 });
  book = await writeBook(db);
});
afterEach(() => db.close());

const serverWrite = (changes: Parameters<typeof writeServerChanges>[1]) => mirrorTransaction(db, () => rebase(db, () => writeServerChanges(db, changes)));

it('keeps the copies other rows carry in step when the server changes the original', async () => {
  const milestone = (await db.milestones.get(book.milestoneId))!;
  const paid = await enqueue(db, { name: 'recordPayment', args: { milestoneId: book.milestoneId, amount: 100, modeOfPaymentId: 1, pinCode: '560001' } });
  const account = (await db.accounts.get(book.accountId))!;
  const legalEntity = (await db.legalEntities.get(201))!;

  await serverWrite([
    { entity: 'milestone', op: 'upsert', id: milestone.id, accountId: book.accountId, row: { ...milestone, name: 'Renamed', version: 3 } },
    { entity: 'account', op: 'upsert', id: book.accountId, accountId: book.accountId, row: { ...account, name: 'Skyline Homes', statusId: 2, version: 2 } },
    { entity: 'legalEntity', op: 'upsert', id: 201, accountId: book.accountId, row: { ...legalEntity, legalName: 'Skyline Homes LLP', version: 2 } },
  ]);
  expect(await db.payments.get(paid.localId as number)).toMatchObject({ milestoneName: 'Renamed', _pending: true });
  expect((await db.opportunities.get(book.opportunityId))?.account).toEqual({ housingProfileId: 'hp-42', name: 'Skyline Homes', statusId: 2, clientTypeId: 1 });
  expect((await db.milestones.get(book.milestoneId))?.accountLegalEntityDetail).toEqual({ id: 201, legalName: 'Skyline Homes LLP' });
  // The queued payment is still applied on top of the renamed milestone.
  expect(await db.milestones.get(book.milestoneId)).toMatchObject({ name: 'Renamed', pendingPaymentAmount: 100, version: 4 });

  // A rename queued on the device shows on its payments at once.
  await enqueue(db, { name: 'updateMilestone', args: { id: book.milestoneId, name: 'Field name' } });
  expect(await db.payments.get(paid.localId as number)).toMatchObject({ milestoneName: 'Field name' });
});

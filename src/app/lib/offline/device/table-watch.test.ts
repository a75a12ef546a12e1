import 'fake-indexeddb/auto';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { MirrorDb } from './db';
import { ensureMeta } from './meta';
import { enqueue } from '../outbox/outbox';
import { watchOutboxCounts, watchTables } from './table-watch';
import { uuidv7 } from '../outbox/uuidv7';
import { writeBook } from '../../../testing/mirror-fixtures';

let db: MirrorDb;
beforeEach(async () => {
  db = new MirrorDb(`watch-${uuidv7()}`);
  await ensureMeta(db, { userId: 7, userName: 'Agent Seven' });
});
afterEach(() => db.close());

it('the status counts: answered at once, then once for a burst of writes, and its last answer follows the last write', async () => {
  const book = await writeBook(db);
  const answers: number[] = [];
  const stop = watchOutboxCounts(db, { next: (c) => answers.push(c.pendingCount), error: (e) => { throw e; } });
  try {
    await expect.poll(() => answers).toEqual([0]);
    // 20 commands queued back to back: each commit is a change to the outbox.
    for (let i = 0; i < 20; i++) await enqueue(db, { name: 'addComment', args: { entityTypeId: 3, entityId: book.accountId, activityType: 'Call', text: `burst ${i}` } });
    await expect.poll(() => answers.at(-1)).toBe(20);
    // Far fewer reads than writes (a liveQuery reads once a write), and never a count from before the last write last.
    expect(answers.length).toBeLessThan(8);
    await new Promise((r) => setTimeout(r, 250));
    expect(answers.at(-1)).toBe(20);
  } finally {
    stop();
  }
});

it('does not read again for writes to other tables, nor after it is stopped', async () => {
  const book = await writeBook(db);
  let reads = 0;
  const stop = watchTables(db, ['outbox'], async () => ++reads, { next: () => undefined, error: (e) => { throw e; } }, 10);
  await expect.poll(() => reads).toBe(1);
  await db.accounts.update(book.accountId, { name: 'Renamed' });
  await new Promise((r) => setTimeout(r, 60));
  expect(reads).toBe(1);
  stop();
  await enqueue(db, { name: 'addComment', args: { entityTypeId: 3, entityId: book.accountId, activityType: 'Call', text: 'after stop' } });
  await new Promise((r) => setTimeout(r, 60));
  expect(reads).toBe(1);
});

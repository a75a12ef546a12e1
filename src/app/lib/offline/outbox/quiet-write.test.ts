import 'fake-indexeddb/auto';
import { liveQuery } from 'dexie';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { MirrorDb } from '../device/db';
import { bulkPutQuietly } from './quiet-write';
import { uuidv7 } from './uuidv7';
import type { AccountRow } from '../device/mirror-rows';

let db: MirrorDb;
beforeEach(() => {
  db = new MirrorDb(`quiet-${uuidv7()}`);
});
afterEach(() => db.close());

const account = (accountId: number, name: string) => ({ accountId, name, agentId: 7, updatedAt: '2026-01-01T00:00:00.000Z' }) as unknown as AccountRow;

it('writes the rows, and the live queries reading the table in this context run again', async () => {
  await db.accounts.put(account(1, 'First'));
  const seen: string[][] = [];
  const subscription = liveQuery(() => db.accounts.where('agentId').equals(7).toArray()).subscribe({ next: (rows) => seen.push(rows.map((r) => r.name)) });
  try {
    await expect.poll(() => seen.length).toBe(1);
    await bulkPutQuietly(db, 'accounts', [account(2, 'Second'), account(3, 'Third')]);
    expect((await db.accounts.toArray()).map((r) => r.name)).toEqual(['First', 'Second', 'Third']);
    await expect.poll(() => seen.at(-1)).toEqual(['First', 'Second', 'Third']);
  } finally {
    subscription.unsubscribe();
  }
});

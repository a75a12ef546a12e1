import 'fake-indexeddb/auto';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { MirrorDb } from './db';
import type { ContactRow } from './mirror-rows';
import { rowsByKeys } from './rows-by-keys';
import { uuidv7 } from '../outbox/uuidv7';

let db: MirrorDb;
beforeEach(() => {
  db = new MirrorDb(`rows-by-keys-${uuidv7()}`);
});
afterEach(() => db.close());

it('answers the rows of every key asked for, as anyOf does (by key, then by id), each once', async () => {
  const contact = (id: number, accountId: number) => ({ id, accountId, clientId: null }) as unknown as ContactRow;
  await db.contacts.bulkPut([contact(5, 30), contact(1, 10), contact(3, 20), contact(2, 10), contact(4, 40), contact(6, 30)]);

  const keys = [30, 10, 99, 30];
  const rows = await db.transaction('r', db.contacts, () => rowsByKeys(db.contacts, 'accountId', keys));

  expect(rows.map((r) => r.id)).toEqual([1, 2, 5, 6]);
  expect(rows.map((r) => r.id)).toEqual((await db.contacts.where('accountId').anyOf(keys).toArray()).map((r) => r.id));
  expect(await rowsByKeys(db.contacts, 'accountId', [])).toEqual([]);
});

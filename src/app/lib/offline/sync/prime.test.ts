import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { encodeColumns, type Column } from '../../../../domain/sync/snapshot-columns';
import { MirrorDb } from '../device/db';
import { ensureMeta, readMeta } from '../device/meta';
import { prime, type PrimeProgress } from './prime';
import type { SnapshotEntity, SnapshotPage, SyncTransport } from './transport';

/**
 * Issue 10, "A lean snapshot": the engine primes from compact pages (a column list and an array of values a row),
 * builds the rows in the sync worker, and writes each page in its own transaction on its table. The pages here
 * are served by a transport of the test's own (the server's side is snapshot.test.ts; the whole path over HTTP
 * runs in sync-engine.test.ts and model.test.ts).
 */

type Page = { columns: Column[]; values: unknown[][] };

const contactPages: Page[] = [
  encodeColumns([
    { id: 1, accountId: 10, opportunityId: null, name: 'Asha', email: null, phone: '9123456780', active: true, version: 1, clientId: null },
    { id: 2, accountId: 10, opportunityId: null, name: 'Ravi', email: 'ravi@example.in', phone: null, active: true, version: 3, clientId: null },
  ]),
  // A later page of a newer server: one column more (nickname), one fewer (phone).
  {
    columns: ['id', 'accountId', 'opportunityId', 'name', 'email', 'active', 'version', 'clientId', 'nickname'],
    values: [[3, 11, null, 'Meera', null, false, 1, null, 'Mee']],
  },
];

function fakeTransport(pages: Partial<Record<SnapshotEntity, Page[]>>): SyncTransport & { requests: { entity: SnapshotEntity; after: number | null }[] } {
  const requests: { entity: SnapshotEntity; after: number | null }[] = [];
  return {
    requests,
    async pull() {
      throw new Error('not in this test');
    },
    async push() {
      throw new Error('not in this test');
    },
    async snapshot({ entity, after }) {
      requests.push({ entity, after });
      if (entity === 'reference') {
        return { entity, rows: [{ version: 4 }], nextAfter: null, hasMore: false, totalCount: 1, cursor: 'c-first' } as unknown as SnapshotPage;
      }
      const list = pages[entity] ?? [{ columns: [], values: [] }];
      const index = after === null ? 0 : list.findIndex((p) => p.values.some((v) => v[0] === after)) + 1;
      const page = list[index] ?? { columns: [], values: [] };
      const total = list.reduce((n, p) => n + p.values.length, 0);
      return {
        entity,
        ...page,
        nextAfter: (page.values.at(-1)?.[0] as number | undefined) ?? null,
        hasMore: index < list.length - 1,
        ...(after === null ? { totalCount: total } : {}),
        cursor: `c-${entity}-${index}`,
      } as SnapshotPage;
    },
  };
}

/** Readwrite transactions the prime's quiet writes open on IndexedDB itself, by store (Dexie's own are not seen here). */
function countWriteTransactions(db: MirrorDb): Map<string, number> {
  const counts = new Map<string, number>();
  const idb = db.backendDB();
  const open = idb.transaction.bind(idb);
  idb.transaction = ((names: string | string[], mode?: IDBTransactionMode, options?: IDBTransactionOptions) => {
    if (mode === 'readwrite') for (const name of typeof names === 'string' ? [names] : names) counts.set(name, (counts.get(name) ?? 0) + 1);
    return open(names, mode, options);
  }) as typeof idb.transaction;
  return counts;
}

describe('prime from compact pages', () => {
  let db: MirrorDb;
  beforeEach(async () => {
    db = new MirrorDb(`prime-test-${Math.random()}`);
    await db.open();
    await ensureMeta(db, { userId: 7, userName: 'Asha Agent' });
  });
  afterEach(async () => {
    db.close();
    await db.delete();
  });

  it('builds the rows from the columns: nulls kept, a column added is stored, a column removed is absent', async () => {
    const transport = fakeTransport({ contact: contactPages });
    await prime(db, transport, { limit: 2 });
    const rows = await db.contacts.orderBy('id').toArray();
    expect(rows).toEqual([
      { id: 1, accountId: 10, opportunityId: null, name: 'Asha', email: null, phone: '9123456780', active: true, version: 1, clientId: null, _searchKeys: ['0asha', '09123456780', 'nasha'] },
      { id: 2, accountId: 10, opportunityId: null, name: 'Ravi', email: 'ravi@example.in', phone: null, active: true, version: 3, clientId: null, _searchKeys: ['0ravi', '0ravi@example.in', '2example', '2in', 'nravi'] },
      { id: 3, accountId: 11, opportunityId: null, name: 'Meera', email: null, active: false, version: 1, clientId: null, nickname: 'Mee', _searchKeys: [] },
    ]);
    expect('phone' in (rows[2] ?? {})).toBe(false);
    // Indexed on what the queries read: an account's contacts, a device row by clientId.
    expect(await db.contacts.where('accountId').equals(10).count()).toBe(2);
    expect(await readMeta(db)).toMatchObject({ primed: true, cursor: 'c-first' });
    expect(await db.reference.get('version')).toEqual({ key: 'version', value: 4 });
  });

  it('writes each page in its own transaction on its own table, and counts every row for the progress bar', async () => {
    const writes = countWriteTransactions(db);
    const progress: PrimeProgress[] = [];
    await prime(db, fakeTransport({ contact: contactPages }), { limit: 2, onProgress: (p) => progress.push(p) });
    // Two pages, two transactions, on contacts alone (an empty page writes nothing; the sweep goes through Dexie).
    expect([...writes]).toEqual([['contacts', 2]]);
    expect(progress.at(-1)).toMatchObject({ fraction: 1, entities: { contact: { done: 3, total: 3 } } });
  });

  it('the rows a fresh download no longer holds are removed, as before', async () => {
    await db.contacts.put({ id: 99, accountId: 12 } as never);
    await prime(db, fakeTransport({ contact: contactPages }), { limit: 2 });
    expect(await db.contacts.get(99)).toBeUndefined();
    expect(await db.contacts.count()).toBe(3);
  });

  it('sweeps the tables that held rows when the download began; an empty one gets exactly the download', async () => {
    await db.contacts.put({ id: 99, accountId: 12 } as never);
    await prime(db, fakeTransport({ contact: contactPages, legalEntity: [encodeColumns([{ id: 5, accountId: 10, legalName: 'Asha Traders' }])] }), { limit: 2 });
    expect((await db.contacts.toCollection().primaryKeys()).sort()).toEqual([1, 2, 3]);
    expect(await db.legalEntities.toArray()).toEqual([{ id: 5, accountId: 10, legalName: 'Asha Traders' }]);
  });
});

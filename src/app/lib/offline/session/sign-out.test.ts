import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mirrorDatabaseName, openMirror } from '../device/db';
import { copyLikelyReady, rememberCopyReady } from '../device/copy-ready-hint';
import { ensureMeta } from '../device/meta';
import { enqueue } from '../outbox/outbox';
import { clearDeviceData, pendingWorkCount } from './sign-out';
import { writeBook } from '../../../testing/mirror-fixtures';
import { recentRecords, rememberRecord } from '../../../shell/recent-records';

describe('sign-out', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('counts unsynced work, then deletes the user’s mirror, recent records and response caches but not the app shell', async () => {
    const db = openMirror(4242);
    await ensureMeta(db, { userId: 4242 });
    const book = await writeBook(db);
    await enqueue(db, { name: 'addComment', args: { entityTypeId: 3, entityId: book.accountId, activityType: 'Call', text: 'unsynced' } });
    const rejected = await enqueue(db, { name: 'deleteContact', args: { id: book.contactId } });
    await db.outbox.update(rejected.outboxId, { status: 'rejected' });
    expect(await pendingWorkCount(db)).toEqual({ total: 2, pending: 1, failed: 0, rejected: 1 });

    // Cache Storage is the browser's: a stand-in with the caches a signed-in session leaves.
    const names = ['workbox-precache-v2-https://console/', 'api-responses-4242', 'images'];
    vi.stubGlobal('caches', {
      keys: async () => [...names],
      delete: async (name: string) => names.splice(names.indexOf(name), 1).length > 0,
    });
    // localStorage, where the device remembers that the copy was downloaded (copy-ready-hint.ts).
    const stored = new Map<string, string>();
    vi.stubGlobal('localStorage', { getItem: (k: string) => stored.get(k) ?? null, setItem: (k: string, v: string) => void stored.set(k, v), removeItem: (k: string) => void stored.delete(k) });
    rememberCopyReady(4242, true);
    rememberCopyReady(7, true);
    // The records each opened lately ("go to"), kept per user.
    rememberRecord(4242, { to: '/account/12', label: 'Acme Builders · Account#12', kind: 'Account' }, true);
    rememberRecord(7, { to: '/payment/5', label: 'Payment #5', kind: 'Payment' });
    await clearDeviceData(4242, { db });
    expect(await Dexie.exists(mirrorDatabaseName(4242))).toBe(false);
    expect(copyLikelyReady(4242)).toBe(false);
    expect(copyLikelyReady(7)).toBe(true);
    expect(recentRecords(4242)).toEqual([]);
    expect(recentRecords(7)).toEqual([{ to: '/payment/5', label: 'Payment #5', kind: 'Payment' }]);
    expect(names).toEqual(['workbox-precache-v2-https://console/']);
  });
});

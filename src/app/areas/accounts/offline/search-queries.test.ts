import 'fake-indexeddb/auto';
import { liveQuery } from 'dexie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { accountMatchRank } from '../../../../domain/accounts/account-query';
import { MirrorDb } from '../../../lib/offline/device/db';
import { ensureMeta } from '../../../lib/offline/device/meta';
import type { AccountRow } from '../../../lib/offline/device/mirror-rows';
import { uuidv7 } from '../../../lib/offline/outbox/uuidv7';
import { addMirrorAccounts, mirrorMinute, writeBook } from '../../../testing/mirror-fixtures';
import { searchMirrorAccounts } from './search-queries';

// My-accounts' typed search on the device copy (issue 55): the ranked page and total, and a live search following
// writes. (offline-queries.test.ts has the unfiltered lists; server-parity.test.ts compares with the server.)

let db: MirrorDb;
let book: Awaited<ReturnType<typeof writeBook>>;

beforeEach(async () => {
  db = new MirrorDb(`account-search-${uuidv7()}`);
  await ensureMeta(db, { userId: 7, userName: 'Agent Seven' });
  book = await writeBook(db);
});
afterEach(() => db.close());

const at = mirrorMinute;
const addAccounts = (count: number, extra?: (i: number) => Partial<AccountRow>) => addMirrorAccounts(db, book.accountId, count, extra);

describe('my-accounts search on the device copy', () => {
  it('a typed search answers the ranked page and the total as ranking the whole book would: prefix, whole name, id, housing profile id, no match, more than a page (issue 55)', async () => {
    // 230 accounts: 160 names starting 'Skyline' (more than a page), one named exactly 'sky', names holding 'sky'
    // elsewhere (no match: the account search matches the name's start), an account whose housing profile id is
    // 'sky', and updated times that tie (the higher id first).
    await addAccounts(230, (i) => ({
      name: i < 160 ? `Skyline ${String(i).padStart(3, '0')}` : i === 160 ? 'sky' : i < 200 ? `Blue Sky ${i}` : `Harbour ${i}`,
      housingProfileId: i === 201 ? 'sky' : i === 202 ? 'HP-1005' : null,
      updatedAt: at(i % 7),
    }));
    const every = await db.accounts.toArray();
    const expected = (q: string, pageIndex: number) => {
      const ranked = every
        .map((a) => ({ a, rank: accountMatchRank(a, q.trim()) }))
        .filter((m): m is { a: AccountRow; rank: NonNullable<typeof m.rank> } => m.rank !== null)
        .sort((x, y) => x.rank - y.rank || (x.a.updatedAt < y.a.updatedAt ? 1 : x.a.updatedAt > y.a.updatedAt ? -1 : y.a.accountId - x.a.accountId));
      return { ids: ranked.slice(pageIndex * 100, pageIndex * 100 + 100).map((m) => m.a.accountId), totalCount: ranked.length };
    };
    const cases: Array<[string, number]> = [
      ['sky', 0],
      ['sky', 1],
      ['SKY', 2],
      ['skyline 01', 0],
      ['Skyline 159', 0],
      ['blue sky', 0],
      ['sky 1', 0],
      [String(1005), 0],
      ['HP-1005', 0],
      ['hp-1005', 0],
      ['line', 0],
      ['zzz', 0],
    ];
    for (const [q, pageIndex] of cases) {
      const answer = await searchMirrorAccounts(db, { q, ...(pageIndex ? { page: pageIndex + 1 } : {}) });
      expect({ ids: answer.results.map((r) => r.accountId), totalCount: answer.totalCount }, `${q} page ${pageIndex}`).toEqual(expected(q, pageIndex));
      expect(answer.page).toBe(pageIndex);
    }
    // The cases cover what they name: a page and more of prefixes, the whole name first, an id, a profile id, none.
    // 160 'Skyline …', the book's own Skyline Builders, 'sky' and the profile id 'sky'.
    expect(expected('sky', 0).totalCount).toBe(163);
    expect(expected('sky', 0).ids.slice(0, 2).sort()).toEqual([1160, 1201]);
    expect(expected('sky', 1).ids).toHaveLength(63);
    expect(expected('1005', 0).ids).toEqual([1005]);
    expect(expected('HP-1005', 0).ids).toEqual([1202]);
    expect(expected('line', 0).totalCount).toBe(0);
  });

  it('a live search follows the writes of the rows it read: a renamed account, and a new deal of an account it found', async () => {
    await addAccounts(3);
    const answers: Array<{ ids: number[]; deal: number | undefined }> = [];
    const subscription = liveQuery(() => searchMirrorAccounts(db, { q: 'account' })).subscribe((page) =>
      answers.push({ ids: page.results.map((r) => r.accountId), deal: page.results.find((r) => r.accountId === 1001)?.dealValue }),
    );
    const settled = async (count: number) => {
      for (let i = 0; i < 100 && answers.length < count; i++) await new Promise((resolve) => setTimeout(resolve, 10));
      return answers.at(-1);
    };
    try {
      expect((await settled(1))?.ids.sort()).toEqual([1000, 1001, 1002]);
      await db.accounts.update(book.accountId, { name: 'Account Skyline' });
      expect((await settled(2))?.ids).toContain(book.accountId);
      const base = (await db.opportunities.get(book.opportunityId))!;
      await db.opportunities.put({ ...base, id: 306, accountId: 1001, statusId: 2, dealValue: 1234 });
      expect((await settled(3))?.deal).toBe(1234);
    } finally {
      subscription.unsubscribe();
    }
  });
});

import 'fake-indexeddb/auto';
import Dexie, { liveQuery } from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { isContactVisible } from '../../../../domain/contacts/contact-types';
import { COUNT_CAP } from '../../../../domain/paging/paged';
import { contactMatchRank } from '../../../../domain/search/contact-match';
import { MirrorDb } from '../../../lib/offline/device/db';
import type { ContactRow } from '../../../lib/offline/device/mirror-rows';
import { newestIdFirst } from '../../../lib/offline/device/mirror-order';
import { bulkPutQuietly } from '../../../lib/offline/outbox/quiet-write';
import { searchMirrorContacts } from './queries';

// Contact search on the device (issue 55) ranks on the keys of the contacts' `_searchKeys` index and reads only the
// page's rows (queries.ts, search-keys.ts). Its pages must be contactMatchRank's order (the server's, which
// server-parity.test.ts compares with the server itself), and the index must follow every write.

const at = '2025-04-01T10:00:00.000Z';
const contact = (id: number, name: string, more: Partial<ContactRow> = {}): ContactRow => ({
  id,
  accountId: 101,
  opportunityId: null,
  name,
  email: null,
  phone: null,
  contactTypeId: 1,
  pocType: null,
  isVerified: false,
  active: true,
  clientId: null,
  version: 1,
  createdAt: at,
  updatedAt: at,
  ...more,
});

let opened: Dexie[] = [];
afterEach(async () => {
  for (const db of opened) {
    db.close();
    await Dexie.delete(db.name);
  }
  opened = [];
});
function mirror(name: string): MirrorDb {
  const db = new MirrorDb(`console-mirror-${name}`);
  opened.push(db);
  return db;
}

/** The search as contactMatchRank orders it: every contact the lists show, best rank first, then newest first. */
function expectedIds(rows: ContactRow[], q: string): number[] {
  return rows
    .filter((c) => c.active && isContactVisible(c) && contactMatchRank(c, q) !== null)
    .sort((a, b) => (contactMatchRank(a, q) as number) - (contactMatchRank(b, q) as number) || newestIdFirst(a.id, b.id))
    .map((c) => c.id);
}

const firsts = ['Asha', 'Ashok', 'Ravi', 'Meera', 'Kiran', 'Sita', 'Arun', 'Ash'];
const lasts = ['Rao', 'Iyer', 'Shah', 'Rao-Iyer', 'Ashar', 'Kiran'];

/** A book whose names, emails and numbers share starts in every way the ranks tell apart. */
function book(): ContactRow[] {
  const rows: ContactRow[] = [];
  for (let i = 0; i < 240; i++) {
    const first = firsts[i % firsts.length] as string;
    const last = lasts[Math.floor(i / firsts.length) % lasts.length] as string;
    const name = i % 17 === 0 ? first : i % 13 === 0 ? `${last} ${first}` : `${first} ${last}`;
    const email = i % 3 === 0 ? null : i % 3 === 1 ? `${first}.${last}@example.com`.toLowerCase() : `${last}${i}@ash.example`.toLowerCase();
    const phone = i % 4 === 0 ? null : i % 4 === 1 ? `98765${String(10000 + i)}` : `+91 98765-${String(10000 + i)}`;
    // Device-created contacts (negative ids) are newer than every server row; some rows the lists hide.
    const id = i % 29 === 0 ? -(i + 1) : i + 1;
    rows.push(contact(id, name, { email, phone, active: i % 23 !== 5, contactTypeId: i % 19 === 0 ? 8 : 1, isVerified: i % 38 === 0 }));
  }
  return rows;
}

describe('contact search on the device', () => {
  it('pages exactly as contactMatchRank ranks them: one term, several, a number, an email, every page', async () => {
    const db = mirror('contact-search-ranks');
    const rows = book();
    await db.contacts.bulkPut(rows);
    const searches = ['a', 'as', 'ash', 'asha', 'ASHA', 'ashok', 'rao', 'rao-iyer', 'iyer', 'kiran', 'kiran kiran', 'asha rao', 'rao asha', 'ash ra', 'asha  rao', 'sita',
      'example', 'example.com', 'asha.rao@example.com', 'ash.example', '98765', '9876510001', '+91 98765-10002', '919876510002', '10002', 'zzz', 'a r i'];
    for (const q of searches) {
      const want = expectedIds(rows, q);
      for (let page = 0; page * 10 <= want.length; page++) {
        const got = await searchMirrorContacts(db, { q, page });
        expect(got.results.map((c) => c.id), `${q} page ${page}`).toEqual(want.slice(page * 10, page * 10 + 10));
        expect(got.totalCount, q).toBe(want.length);
      }
    }
    expect(expectedIds(rows, 'asha').length).toBeGreaterThan(30);
    // A page of another size, as the route takes.
    expect((await searchMirrorContacts(db, { q: 'ash', page: 1, size: 25 })).results.map((c) => c.id)).toEqual(expectedIds(rows, 'ash').slice(25, 50));
  });

  it('caps the total as the server does', async () => {
    const db = mirror('contact-search-cap');
    await db.contacts.bulkPut(Array.from({ length: COUNT_CAP + 2 }, (_, i) => contact(i + 1, `Asha ${i}`)));
    const page = await searchMirrorContacts(db, { q: 'asha' });
    expect(page).toMatchObject({ totalCount: COUNT_CAP + 1, totalCapped: true });
    expect(page.results.map((c) => c.id)).toEqual(Array.from({ length: 10 }, (_, i) => COUNT_CAP + 2 - i));
  });

  it('a live search follows every write: a contact added, renamed, deactivated, deleted, downloaded', async () => {
    const db = mirror('contact-search-live');
    await db.contacts.bulkPut([contact(1, 'Kiran Shah'), contact(2, 'Ravi Kiran')]);
    const seen: string[][] = [];
    const subscription = liveQuery(() => searchMirrorContacts(db, { q: 'kiran' })).subscribe({ next: (page) => seen.push(page.results.map((c) => c.name)) });
    try {
      await expect.poll(() => seen.at(-1)).toEqual(['Kiran Shah', 'Ravi Kiran']);
      // Added on this device (a queued command's row: negative id, newest) and by a sync.
      await db.contacts.put(contact(-1, 'Kiran Das', { phone: '9123456780' }));
      await expect.poll(() => seen.at(-1)).toEqual(['Kiran Das', 'Kiran Shah', 'Ravi Kiran']);
      await db.contacts.bulkPut([contact(3, 'Kiran')]);
      await expect.poll(() => seen.at(-1)).toEqual(['Kiran', 'Kiran Das', 'Kiran Shah', 'Ravi Kiran']);
      // Renamed: out of the search, and another into it at a better rank.
      await db.contacts.update(1, { name: 'Sita Shah' });
      await db.contacts.update(2, { name: 'Kiran Ravi' });
      await expect.poll(() => seen.at(-1)).toEqual(['Kiran', 'Kiran Das', 'Kiran Ravi']);
      // Deactivated, and deleted (a tombstone pulled).
      await db.contacts.where('id').equals(-1).modify({ active: false });
      await db.contacts.delete(3);
      await expect.poll(() => seen.at(-1)).toEqual(['Kiran Ravi']);
      // The prime's quiet write (past Dexie) stores the keys itself and tells the live queries.
      await bulkPutQuietly(db, 'contacts', [contact(4, 'Kiran Rao', { email: 'kiran@rao.example' })]);
      await expect.poll(() => seen.at(-1)).toEqual(['Kiran Rao', 'Kiran Ravi']);
      // Found by the email and the number as soon as they are written.
      expect((await searchMirrorContacts(db, { q: 'kiran@rao.example' })).results.map((c) => c.id)).toEqual([4]);
      await db.contacts.update(4, { phone: '+91 98765 43210' });
      expect((await searchMirrorContacts(db, { q: '98765-43210' })).results.map((c) => c.id)).toEqual([4]);
    } finally {
      subscription.unsubscribe();
    }
  });

  it('reads a bounded number of rows whatever a term finds, and no second round for a term that finds few', async () => {
    const db = mirror('contact-search-bounded');
    const read: number[] = [];
    const pageReads: number[] = [];
    db.use({
      stack: 'dbcore',
      name: 'count-reads',
      create: (down) => ({
        ...down,
        table: (name) => {
          const table = down.table(name);
          return {
            ...table,
            getMany: (req) => (pageReads.push(req.keys.length), read.push(req.keys.length), table.getMany(req)),
            get: (req) => (read.push(1), table.get(req)),
            query: (req) => table.query(req).then((res) => (req.values && read.push(res.result.length), res)),
          };
        },
      }),
    });
    // 500 contacts 'asha' finds: 1,500 keys in its ranges (the name's start, the email, the email's start).
    await db.contacts.bulkPut(Array.from({ length: 500 }, (_, i) => contact(i + 1, `Asha ${i}`, { email: `asha${i}@example.com` })));
    await db.contacts.bulkPut([contact(501, 'Kiran Rao', { email: 'kiran@rao.example' }), contact(502, 'Ravi Kiran')]);
    read.length = 0;
    const page = await searchMirrorContacts(db, { q: 'asha', page: 3 });
    expect(page.results.map((c) => c.id)).toEqual(Array.from({ length: 10 }, (_, i) => 470 - i));
    expect(page.totalCount).toBe(500);
    expect(read.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(3 * 100 + 10);
    pageReads.length = 0;
    expect((await searchMirrorContacts(db, { q: 'kiran' })).results.map((c) => c.id)).toEqual([501, 502]);
    expect(pageReads).toEqual([]);
  });
});

import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { searchMirrorAccounts } from './areas/accounts/offline/search-queries';
import { searchMirrorContacts } from './areas/contacts/offline/queries';
import { MirrorDb } from './lib/offline/device/db';
import { bulkPutQuietly } from './lib/offline/outbox/quiet-write';
import { mirrorAccount } from './testing/mirror-fixtures';

// The device's searches (issue 55) read indexes made for them (search-keys.ts): contacts' multi-entry `_searchKeys`
// (version 8; `_searchTerms` in version 7), accounts' `_nameKey` and housingProfileId. The rows a device held before
// get their keys in the upgrades, and every later write keeps them.

const at = '2025-04-01T10:00:00.000Z';
const contact = (id: number, name: string, more: { email?: string | null; phone?: string | null; active?: boolean; contactTypeId?: number; isVerified?: boolean } = {}) => ({
  id,
  accountId: 101,
  opportunityId: null,
  name,
  email: more.email ?? null,
  phone: more.phone ?? null,
  contactTypeId: more.contactTypeId ?? 1,
  pocType: null,
  isVerified: more.isVerified ?? false,
  active: more.active ?? true,
  clientId: null,
  version: 1,
  createdAt: at,
  updatedAt: at,
});
const account = mirrorAccount;
const accountNames = async (db: MirrorDb, q: string) => (await searchMirrorAccounts(db, { q })).results.map((a) => a.accountName);
const names = async (db: MirrorDb, q: string) => (await searchMirrorContacts(db, { q })).results.map((c) => c.name);

let opened: Dexie[] = [];
afterEach(async () => {
  for (const db of opened) {
    db.close();
    await Dexie.delete(db.name);
  }
  opened = [];
});

describe('search keys on the device', () => {
  it('fills the indexes from the rows a version 6 device already held', async () => {
    const name = 'console-mirror-contact-terms-upgrade';
    // Version 6's stores as db.ts declares them (versions 1-6 together).
    const old = new Dexie(name);
    old.version(6).stores({
      accounts: 'accountId, agentId, updatedAt',
      contacts: 'id, accountId, clientId',
      legalEntities: 'id, accountId',
      opportunities: 'id, accountId, ownerId',
      termsheets: 'id, opportunityId',
      milestones: 'id, termsheetId, opportunityId, accountId, clientId',
      payments: 'id, milestoneId, opportunityId, accountId, clientId',
      comments: 'id, [entityTypeId+entityId+happenedAt], clientId',
      approvals: 'id, opportunityId',
      documents: 'id, [entityTypeId+entityId]',
      reference: 'key',
      outbox: '++id, &seq, status, mutationId, [entity+entityId], entityClientId, accountId, name',
      meta: 'key',
      shadows: '[table+key]',
    });
    await old.table('contacts').bulkPut([
      contact(1, 'Meera Iyer', { email: 'meera@example.com', phone: '+91 98765-43210' }),
      contact(2, 'Iyer Meera'),
      contact(3, 'Meera Gone', { active: false }),
      contact(4, 'Meera Child', { contactTypeId: 8, isVerified: false }),
    ]);
    await old.table('accounts').bulkPut([account(101, 'Skyline Builders', 'hp-42'), account(102, 'skyview Homes'), account(103, 'Blue Sky')]);
    old.close();

    const db = new MirrorDb(name);
    opened.push(db);
    expect(await names(db, 'meera')).toEqual(['Meera Iyer', 'Iyer Meera']);
    expect(await names(db, '9876543210')).toEqual(['Meera Iyer']);
    expect(await names(db, 'example.com')).toEqual([]);
    expect(await names(db, 'meera@')).toEqual(['Meera Iyer']);
    expect(await accountNames(db, 'SKY')).toEqual(['skyview Homes', 'Skyline Builders']);
    expect(await accountNames(db, 'hp-42')).toEqual(['Skyline Builders']);
    expect(await accountNames(db, '103')).toEqual(['Blue Sky']);
    expect(db.verno).toBe(8);
  });

  it('replaces version 7\'s terms by version 8\'s keys on the rows a device already held', async () => {
    const name = 'console-mirror-contact-keys-upgrade';
    // Version 7's stores as db.ts declares them (versions 1-7 together), and its rows' `_searchTerms`.
    const old = new Dexie(name);
    old.version(7).stores({
      accounts: 'accountId, agentId, updatedAt, _nameKey, housingProfileId',
      contacts: 'id, accountId, clientId, *_searchTerms',
      legalEntities: 'id, accountId',
      opportunities: 'id, accountId, ownerId',
      termsheets: 'id, opportunityId',
      milestones: 'id, termsheetId, opportunityId, accountId, clientId',
      payments: 'id, milestoneId, opportunityId, accountId, clientId',
      comments: 'id, [entityTypeId+entityId+happenedAt], clientId',
      approvals: 'id, opportunityId',
      documents: 'id, [entityTypeId+entityId]',
      reference: 'key',
      outbox: '++id, &seq, status, mutationId, [entity+entityId], entityClientId, accountId, name',
      meta: 'key',
      shadows: '[table+key]',
    });
    await old.table('contacts').bulkPut([
      { ...contact(1, 'Meera Iyer', { email: 'meera@example.com', phone: '+91 98765-43210' }), _searchTerms: ['meera', 'iyer', 'meera@example.com', 'example', 'com', '919876543210', '9876543210'] },
      { ...contact(2, 'Meera'), _searchTerms: ['meera'] },
      { ...contact(3, 'Meera Gone', { active: false }), _searchTerms: [] },
    ]);
    old.close();

    const db = new MirrorDb(name);
    opened.push(db);
    expect(await names(db, 'meera')).toEqual(['Meera', 'Meera Iyer']);
    expect(await names(db, 'meera iyer')).toEqual(['Meera Iyer']);
    expect(await names(db, '98765-43210')).toEqual(['Meera Iyer']);
    expect(db.verno).toBe(8);
    const rows = (await db.contacts.toArray()) as unknown as Record<string, unknown>[];
    expect(rows.map((r) => '_searchTerms' in r)).toEqual([false, false, false]);
    expect(rows.map((r) => r._searchKeys)).toEqual([
      ['1meera', '2iyer', '0meera@example.com', '2example', '2com', '0919876543210', '19876543210', 'nmeera iyer'],
      ['0meera', 'nmeera'],
      [],
    ]);
  });

  it('keeps the keys as rows are written, renamed, deactivated and downloaded', async () => {
    const db = new MirrorDb('console-mirror-contact-terms-writes');
    opened.push(db);
    await db.contacts.put(contact(1, 'Kiran Shah'));
    await db.contacts.bulkPut([contact(2, 'Kiran Rao'), contact(3, 'Ravi')]);
    expect(await names(db, 'kir')).toEqual(['Kiran Rao', 'Kiran Shah']);
    await db.contacts.update(1, { name: 'Sita Shah' });
    await db.contacts.where('id').equals(2).modify({ active: false });
    expect(await names(db, 'kir')).toEqual([]);
    await db.accounts.put(account(101, 'Skyline Builders'));
    await db.accounts.update(101, { name: 'Harbour View' });
    expect(await accountNames(db, 'sky')).toEqual([]);
    expect(await accountNames(db, 'harb')).toEqual(['Harbour View']);
    expect(await names(db, 'shah')).toEqual(['Sita Shah']);
    // The prime's quiet bulk write goes past Dexie: it stores the terms itself.
    await bulkPutQuietly(db, 'contacts', [contact(5, 'Kiran Das')]);
    expect(await names(db, 'kiran')).toEqual(['Kiran Das']);
  });
});

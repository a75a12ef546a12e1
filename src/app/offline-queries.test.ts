import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MirrorDb } from './lib/offline/device/db';
import { ensureMeta } from './lib/offline/device/meta';
import type { AccountRow, CommentRow, OpportunityRow, PaymentRow } from './lib/offline/device/mirror-rows';
import { enqueue } from './lib/offline/outbox/outbox';
import { addMirrorAccounts, mirrorMinute, writeBook } from './testing/mirror-fixtures';
import { uuidv7 } from './lib/offline/outbox/uuidv7';
import { mirrorAccountPage } from './areas/accounts/offline/queries';
import { searchMirrorAccounts } from './areas/accounts/offline/search-queries';
import { mirrorCommentPage, mirrorCommentPages } from './areas/comments/offline/queries';
import { mirrorAccountContacts } from './areas/contacts/offline/queries';
import { mirrorLegalEntities } from './areas/legal-entities/offline/queries';
import { mirrorMilestonesOfOpportunity } from './areas/milestones/offline/queries';
import { mirrorTermsheetsOfOpportunity } from './areas/termsheets/offline/queries';
import { mirrorOpportunityPage, searchMirrorOpportunities } from './areas/opportunities/offline/queries';
import type { Viewer } from './lib/offline/device/mirror-order';

// What the device shows from its mirror that the server cannot show yet: work queued on this device (pending,
// negative ids, newest first), and the server's paging, filters and derived money over the rows it holds.
// (server-parity.test.ts compares the answers with the real server's for the same data.)

let db: MirrorDb;
let book: Awaited<ReturnType<typeof writeBook>>;
const agent: Viewer = { id: 7, capabilities: ['sell', 'readSales'] };
const readOnly: Viewer = { id: 9, capabilities: ['readSales'] };

beforeEach(async () => {
  db = new MirrorDb(`queries-${uuidv7()}`);
  await ensureMeta(db, { userId: 7, userName: 'Agent Seven' });
  book = await writeBook(db);
});
afterEach(() => db.close());

const at = mirrorMinute;
const addAccounts = (count: number, extra?: (i: number) => Partial<AccountRow>) => addMirrorAccounts(db, book.accountId, count, extra);

function payment(id: number, statusId: number, amount: number, extra: Partial<PaymentRow> = {}): PaymentRow {
  return {
    id,
    milestoneId: book.milestoneId,
    milestoneName: 'Advance',
    termsheetId: book.termsheetId,
    opportunityId: book.opportunityId,
    accountId: book.accountId,
    amount,
    refundedAmount: 0,
    modeOfPaymentId: 1,
    modeOfPaymentName: 'Cheque',
    yesBankResponseId: null,
    paymentType: 'normal',
    statusId,
    statusName: 'x',
    pinCode: '560001',
    referenceNumber: null,
    paymentDate: null,
    sendToRcm: false,
    apiVersion: 'v1',
    clientId: null,
    version: 1,
    createdAt: at(0),
    updatedAt: at(0),
    ...extra,
  };
}

describe('my-accounts from the mirror', () => {
  it('pages 100 at a time, most recently updated first, with the total count', async () => {
    await addAccounts(150);
    const first = await searchMirrorAccounts(db, {});
    expect(first).toMatchObject({ totalCount: 151, page: 0, size: 100 });
    expect(first.results).toHaveLength(100);
    const updated = first.results.map((r) => r.updatedAt);
    expect(updated).toEqual([...updated].sort().reverse());
    // Same updatedAt: the higher id first (the server's "updated_at desc, id desc").
    const tied = first.results.filter((r) => r.updatedAt === at(49)).map((r) => r.accountId);
    expect(tied).toEqual([1149, 1099, 1049]);
    const second = await searchMirrorAccounts(db, { page: 2 });
    expect(second.results).toHaveLength(51);
    expect(new Set([...first.results, ...second.results].map((r) => r.accountId)).size).toBe(151);
    expect((await searchMirrorAccounts(db, { page: 3 })).results).toEqual([]);
  });

  it('filters by name prefix, housing profile id or account id, city, client status and agent', async () => {
    await addAccounts(5, (i) => ({ cityId: i % 2 ? 11 : 12, clientStatusId: i === 4 ? 3 : 2, agentId: i === 0 ? 8 : 7 }));
    const ids = async (search: Parameters<typeof searchMirrorAccounts>[1]) => (await searchMirrorAccounts(db, search)).results.map((r) => r.accountId).sort();
    expect(await ids({ q: 'skyline' })).toEqual([book.accountId]);
    expect(await ids({ q: 'line' })).toEqual([]);
    expect(await ids({ q: 'hp-42' })).toEqual([book.accountId]);
    expect(await ids({ q: '1003' })).toEqual([1003]);
    expect(await ids({ q: '  account 00' })).toEqual([1000, 1001, 1002, 1003, 1004]);
    expect(await ids({ cityId: 11 })).toEqual([1001, 1003]);
    expect(await ids({ clientStatusId: 3 })).toEqual([1004]);
    expect(await ids({ agentId: 8 })).toEqual([1000]);
    expect(await ids({ q: 'account', cityId: 12, agentId: 7 })).toEqual([1002, 1004]);
  });

  it('sorts by name case-insensitively, by id, and by created or updated time in either order', async () => {
    await addAccounts(3, (i) => ({ name: ['beta', 'Alpha', 'gamma'][i]!, createdAt: at(10 - i) }));
    const names = async (search: Parameters<typeof searchMirrorAccounts>[1]) => (await searchMirrorAccounts(db, search)).results.map((r) => r.accountName);
    expect(await names({ sort: 'accountName' })).toEqual(['Alpha', 'beta', 'gamma', 'Skyline Builders']);
    expect(await names({ sort: 'accountName', order: 'desc' })).toEqual(['Skyline Builders', 'gamma', 'beta', 'Alpha']);
    expect(await names({ sort: 'accountId', order: 'desc' })).toEqual(['gamma', 'Alpha', 'beta', 'Skyline Builders']);
    expect(await names({ sort: 'createdAt' })).toEqual(['Skyline Builders', 'gamma', 'Alpha', 'beta']);
  });

  it('shows deal value of open and closed opportunities, collected (approved) payments, counts and visible phones', async () => {
    const base = (await db.opportunities.get(book.opportunityId))!;
    const opp = (id: number, statusId: number, dealValue: number): OpportunityRow => ({ ...base, id, statusId, dealValue });
    await db.opportunities.bulkPut([opp(302, 2, 1000.25), opp(303, 6, 99999), opp(304, 4, 0.5)]);
    await db.payments.bulkPut([payment(701, 6, 2000), payment(702, 1, 500), payment(703, 6, 0.1, { opportunityId: 303 })]);
    await db.contacts.bulkPut([
      { ...(await db.contacts.get(book.contactId))!, id: 602, phone: '9000000008', contactTypeId: 8, isVerified: false },
      { ...(await db.contacts.get(book.contactId))!, id: 603, phone: null },
      { ...(await db.contacts.get(book.contactId))!, id: 604, phone: '9000000009', contactTypeId: 8, isVerified: true },
    ]);
    const [row] = (await searchMirrorAccounts(db, { q: 'Skyline' })).results;
    expect(row).toMatchObject({
      dealValue: 46000.75,
      collectedAmount: 2000.1,
      closedOpportunities: 1,
      activeOpportunities: 2,
      pocContactNumbers: ['9876543210', '9000000009'],
    });
  });
  it('a book of up to 100 accounts, read whole, answers each account with its own figures, as a page read account by account does', async () => {
    await addAccounts(2);
    const base = (await db.opportunities.get(book.opportunityId))!;
    const contact = (await db.contacts.get(book.contactId))!;
    await db.opportunities.bulkPut([
      { ...base, id: 302, statusId: 2, dealValue: 1000.25 },
      { ...base, id: 305, accountId: 1000, statusId: 4, dealValue: 700 },
    ]);
    await db.payments.bulkPut([payment(701, 6, 2000), payment(704, 6, 300, { opportunityId: 305, accountId: 1000 }), payment(705, 1, 50, { opportunityId: 305, accountId: 1000 })]);
    await db.contacts.bulkPut([{ ...contact, id: 605, accountId: 1000, phone: '9000000010' }]);
    const whole = await searchMirrorAccounts(db, {});
    expect(whole.totalCount).toBe(3);
    const byId = new Map(whole.results.map((r) => [r.accountId, r]));
    expect(byId.get(1000)).toMatchObject({ dealValue: 700, collectedAmount: 300, closedOpportunities: 0, activeOpportunities: 1, pocContactNumbers: ['9000000010'] });
    expect(byId.get(1001)).toMatchObject({ dealValue: 0, collectedAmount: 0, closedOpportunities: 0, activeOpportunities: 0, pocContactNumbers: [] });
    // The same rows as the filtered search reads them account by account.
    for (const [q, id] of [['Skyline', book.accountId], ['1000', 1000], ['1001', 1001]] as const) {
      expect((await searchMirrorAccounts(db, { q })).results).toEqual([byId.get(id)]);
    }
  });
  it('reads a book of up to 100 accounts in one request a table, and a larger book a page of accounts at a time', async () => {
    // Requests as IndexedDB sees them (Dexie's DBCore: one query, get or count a request), per table.
    const counted = new MirrorDb(`queries-${uuidv7()}`);
    const requests = new Map<string, number>();
    counted.use({
      stack: 'dbcore',
      name: 'count-requests',
      create: (down) => ({
        ...down,
        table: (name) => {
          const table = down.table(name);
          const count = () => requests.set(name, (requests.get(name) ?? 0) + 1);
          return { ...table, query: (req) => (count(), table.query(req)), get: (req) => (count(), table.get(req)), getMany: (req) => (count(), table.getMany(req)) };
        },
      }),
    });
    try {
      await ensureMeta(counted, { userId: 7, userName: 'Agent Seven' });
      const base = (await writeBook(counted)).accountId;
      const account = (await counted.accounts.get(base))!;
      const more = (count: number, from: number) => counted.accounts.bulkPut(Array.from({ length: count }, (_, i) => ({ ...account, accountId: from + i })));
      await more(60, 1000);
      requests.clear();
      expect((await searchMirrorAccounts(counted, {})).results).toHaveLength(61);
      expect(Object.fromEntries(['contacts', 'opportunities', 'payments'].map((t) => [t, requests.get(t)]))).toEqual({ contacts: 1, opportunities: 1, payments: 1 });
      await more(60, 2000);
      requests.clear();
      expect((await searchMirrorAccounts(counted, {})).results).toHaveLength(100);
      expect(requests.get('opportunities')).toBe(100);
    } finally {
      counted.close();
    }
  });

});

describe('account page and its panels from the mirror', () => {
  it('answers the account with its opportunities newest first and the total account value; nothing for an account not on the device', async () => {
    const base = (await db.opportunities.get(book.opportunityId))!;
    await db.opportunities.bulkPut([
      { ...base, id: 305, statusId: 7, dealValue: 5000 },
      { ...base, id: 306, statusId: 2, dealValue: 1000 },
    ]);
    await db.payments.put(payment(701, 6, 45000));
    const page = await mirrorAccountPage(db, book.accountId, agent);
    expect(page?.opportunities.map((o) => o.id)).toEqual([306, 305, book.opportunityId]);
    expect(page?.totalAccountValue).toBe(46000);
    expect(page?.opportunities.at(-1)).toMatchObject({ dealValue: 45000, collectedAmount: 45000, pendingCollectionAmount: 8100, kind: 'general' });
    expect(page?.account).toMatchObject({ accountId: book.accountId, name: 'Skyline Builders', editable: true });
    expect((await mirrorAccountPage(db, book.accountId, readOnly))?.account.editable).toBe(false);
    await db.accounts.update(book.accountId, { statusId: 6 });
    expect((await mirrorAccountPage(db, book.accountId, agent))?.account.editable).toBe(false);
    expect(await mirrorAccountPage(db, 999, agent)).toBeUndefined();
    expect(await mirrorAccountContacts(db, 999)).toBeUndefined();
    expect(await mirrorLegalEntities(db, 999)).toBeUndefined();
  });

  it('shows a contact added offline first, marked pending, and hides a contact deleted offline', async () => {
    const added = await enqueue(db, { name: 'createContact', args: { accountId: book.accountId, name: 'Ravi', phone: '9123456780', contactTypeId: 1 } });
    const second = await enqueue(db, { name: 'createContact', args: { accountId: book.accountId, name: 'Meera', phone: '9123456781', contactTypeId: 2 } });
    let contacts = await mirrorAccountContacts(db, book.accountId);
    expect(contacts?.map((c) => [c.id, c.name, c.pending ?? false])).toEqual([
      [second.localId, 'Meera', true],
      [added.localId, 'Ravi', true],
      [book.contactId, 'Asha', false],
    ]);
    expect(contacts?.[0]).not.toHaveProperty('_pending');
    await enqueue(db, { name: 'deleteContact', args: { id: book.contactId } });
    contacts = await mirrorAccountContacts(db, book.accountId);
    expect(contacts?.map((c) => c.name)).toEqual(['Meera', 'Ravi']);
  });

  it('lists legal entities newest first, inactive ones too', async () => {
    const base = (await db.legalEntities.get(201))!;
    await db.legalEntities.put({ ...base, id: 202, legalName: 'Second LLP', active: false });
    expect((await mirrorLegalEntities(db, book.accountId))?.map((e) => [e.id, e.active])).toEqual([
      [202, false],
      [201, true],
    ]);
  });
});

describe('comment feed from the mirror', () => {
  const comment = (id: number, minute: number, entityTypeId = 3, entityId = book.accountId): CommentRow => ({
    id,
    entityTypeId,
    entityId,
    accountId: book.accountId,
    activityType: 'Call',
    text: `c${id}`,
    callStatusId: null,
    callDurationSeconds: null,
    happenedAt: at(minute),
    receivedAt: at(minute),
    authorId: 7,
    authorName: 'Agent Seven',
    clientId: null,
  });

  it('pages 20 at a time newest first (ties: higher id first), only the entity asked for', async () => {
    await db.comments.bulkPut([...Array.from({ length: 44 }, (_, i) => comment(800 + i, i === 43 ? 42 : i)), comment(900, 59, 1, book.opportunityId)]);
    const first = await mirrorCommentPage(db, 3, book.accountId, 0);
    expect(first).toMatchObject({ totalCount: 44, page: 0, size: 20 });
    expect(first?.results.slice(0, 3).map((c) => c.id)).toEqual([843, 842, 841]);
    const last = await mirrorCommentPage(db, 3, book.accountId, 2);
    expect(last?.results.map((c) => c.id)).toEqual([803, 802, 801, 800]);
    const shown = await mirrorCommentPages(db, 3, book.accountId, 1);
    expect(shown).toMatchObject({ page: 1, size: 20, totalCount: 44 });
    expect(shown?.results).toHaveLength(40);
    expect((await mirrorCommentPage(db, 1, book.opportunityId, 0))?.results.map((c) => c.id)).toEqual([900]);
    expect(await mirrorCommentPage(db, 1, 999, 0)).toBeUndefined();
  });

  it('shows a comment queued offline at the top, marked pending', async () => {
    await db.comments.bulkPut([comment(800, 0), comment(801, 1)]);
    const queued = await enqueue(db, { name: 'addComment', args: { entityTypeId: 3, entityId: book.accountId, activityType: 'Call', text: 'Called offline' } });
    const feed = await mirrorCommentPage(db, 3, book.accountId, 0);
    expect(feed?.totalCount).toBe(3);
    expect(feed?.results[0]).toMatchObject({ id: queued.localId, text: 'Called offline', pending: true });
    expect(feed?.results[1]).not.toHaveProperty('pending');
  });
});

describe('opportunities from the mirror', () => {
  async function addOpportunities() {
    const base = (await db.opportunities.get(book.opportunityId))!;
    await db.opportunities.bulkPut(
      Array.from({ length: 14 }, (_, i) => ({
        ...base,
        id: 310 + i,
        name: i % 2 ? `Renewal ${i}` : `Upsell ${i}`,
        ownerId: i < 10 ? 7 : 8,
        ownerName: i < 10 ? 'Agent Seven' : 'Agent Eight',
        statusId: [1, 2, 6, 7][i % 4]!,
        rowClass: i === 13 ? 'stored-class' : null,
      })),
    );
  }

  it('lists mine or all in scope, newest id first (a text typed: best match first), 10 a page, with stage, status and text filters', async () => {
    await addOpportunities();
    const mine = await searchMirrorOpportunities(db, { mine: true }, agent);
    expect(mine).toMatchObject({ totalCount: 11, page: 0, size: 10 });
    expect(mine.results.map((o) => o.id)).toEqual([319, 318, 317, 316, 315, 314, 313, 312, 311, 310]);
    expect((await searchMirrorOpportunities(db, { mine: true, page: 2 }, agent)).results.map((o) => o.id)).toEqual([book.opportunityId]);
    expect((await searchMirrorOpportunities(db, { mine: false }, agent)).totalCount).toBe(15);
    const ids = async (input: Parameters<typeof searchMirrorOpportunities>[1]) => (await searchMirrorOpportunities(db, input, agent)).results.map((o) => o.id);
    expect(await ids({ mine: false, bucket: 'lost' })).toEqual([321, 320, 317, 316, 313, 312]);
    expect(await ids({ mine: true, bucket: 'lost' })).toEqual([317, 316, 313, 312]);
    expect(await ids({ mine: false, statusId: 2 })).toEqual([323, 319, 315, 311]);
    // Ranked as the server ranks (issue 55): the whole name 'Renewal 1' first, then the names starting with it, newest first.
    expect(await ids({ mine: false, q: 'RENEWAL 1' })).toEqual([311, 323, 321]);
    expect(await ids({ mine: false, q: '312' })).toEqual([312]);
    const rows = (await searchMirrorOpportunities(db, { mine: false }, agent)).results;
    expect(rows.find((o) => o.id === 323)).toMatchObject({ rowClass: 'stored-class', accountName: 'Skyline Builders', ownerName: 'Agent Eight' });
    expect(rows.find((o) => o.id === 322)).toMatchObject({ rowClass: null });
    expect(rows.find((o) => o.id === 321)).toMatchObject({ rowClass: 'opportunity-lost' });
    expect(rows.find((o) => o.id === 319)).toMatchObject({ rowClass: 'opportunity-closed' });
  });

  it('answers the opportunity page with collected and pending amounts from approved payments and the edit flag', async () => {
    await db.payments.bulkPut([payment(701, 6, 1000.1), payment(702, 1, 300), payment(703, 6, 0.2)]);
    const page = await mirrorOpportunityPage(db, book.opportunityId, agent);
    expect(page).toMatchObject({ id: book.opportunityId, dealValue: 45000, collectedAmount: 1000.3, pendingCollectionAmount: 52099.7, editable: true, prevOpportunities: null, kind: 'general' });
    expect((await mirrorOpportunityPage(db, book.opportunityId, readOnly))?.editable).toBe(false);
    await db.opportunities.update(book.opportunityId, { statusId: 6 });
    expect((await mirrorOpportunityPage(db, book.opportunityId, agent))?.editable).toBe(false);
    expect(await mirrorOpportunityPage(db, 999, agent)).toBeUndefined();
  });
});

describe('milestones and termsheets from the mirror', () => {
  it('derives approved, pending and due amounts from the payments; a payment queued offline is pending, never settled', async () => {
    await db.payments.bulkPut([payment(701, 6, 2000), payment(702, 7, 400), payment(703, 2, 100.55)]);
    let [milestone] = (await mirrorMilestonesOfOpportunity(db, book.opportunityId, agent))!.results;
    expect(milestone).toMatchObject({ approvedPaymentAmount: 2000, pendingPaymentAmount: 100.55, dueAmount: 9699.45, editable: true });
    expect(milestone?.paymentDetails.map((p) => p.id)).toEqual([701, 702, 703]);
    expect(milestone).not.toHaveProperty('pending');

    const queued = await enqueue(db, { name: 'recordPayment', args: { milestoneId: book.milestoneId, amount: 1000, modeOfPaymentId: 1, pinCode: '560001' } });
    [milestone] = (await mirrorMilestonesOfOpportunity(db, book.opportunityId, agent))!.results;
    expect(milestone).toMatchObject({ approvedPaymentAmount: 2000, pendingPaymentAmount: 1100.55, dueAmount: 8699.45, pending: true });
    expect(milestone?.paymentDetails.at(-1)).toMatchObject({ id: queued.localId, statusId: 1, amount: 1000, pending: true });
  });

  it('lists active milestones by start date, shows one created offline and hides one deleted offline', async () => {
    const base = (await db.milestones.get(book.milestoneId))!;
    await db.milestones.bulkPut([
      { ...base, id: 502, name: 'Earlier', startDate: '2025-03-01' },
      { ...base, id: 503, name: 'Inactive', active: false },
    ]);
    const created = await enqueue(db, {
      name: 'createMilestone',
      args: { termsheetId: book.termsheetId, name: 'Offline', amount: 1000, gst: 180, startDate: '2025-04-01' },
    });
    let list = await mirrorMilestonesOfOpportunity(db, book.opportunityId, agent);
    expect(list).toMatchObject({ totalCount: 3, page: 0, size: 100 });
    expect(list?.results.map((m) => [m.name, m.pending ?? false])).toEqual([
      ['Earlier', false],
      ['Advance', false],
      ['Offline', true],
    ]);
    expect(list?.results[2]?.id).toBe(created.localId);
    await enqueue(db, { name: 'deleteMilestone', args: { id: 502 } });
    list = await mirrorMilestonesOfOpportunity(db, book.opportunityId, agent);
    expect(list?.results.map((m) => m.name)).toEqual(['Advance', 'Offline']);
  });

  it('marks milestones and termsheets not editable on a finished termsheet, a lost deal or for a read-only user', async () => {
    const editable = async (viewer: Viewer) => [
      (await mirrorMilestonesOfOpportunity(db, book.opportunityId, viewer))?.results[0]?.editable,
      (await mirrorTermsheetsOfOpportunity(db, book.opportunityId, viewer))?.results[0]?.editable,
    ];
    expect(await editable(agent)).toEqual([true, true]);
    expect(await editable(readOnly)).toEqual([false, false]);
    await db.termsheets.update(book.termsheetId, { statusId: 5 });
    expect(await editable(agent)).toEqual([false, false]);
    await db.termsheets.update(book.termsheetId, { statusId: 2 });
    await db.opportunities.update(book.opportunityId, { statusId: 7 });
    expect(await editable(agent)).toEqual([false, false]);
  });

  it('lists termsheets newest first with status names, legal entity and contact names', async () => {
    const base = (await db.termsheets.get(book.termsheetId))!;
    await db.termsheets.put({ ...base, id: 402, statusId: 3, acceptanceStatusId: 5, contactId: book.contactId });
    const list = await mirrorTermsheetsOfOpportunity(db, book.opportunityId, agent);
    expect(list).toMatchObject({ totalCount: 2, page: 0, size: 100 });
    expect(list?.results[0]).toMatchObject({ id: 402, statusName: 'Approved', acceptanceStatusName: 'Accepted', legalName: 'Skyline Builders Pvt Ltd', contactName: 'Asha' });
    expect(list?.results[1]).toMatchObject({ id: book.termsheetId, statusName: 'Created', acceptanceStatusName: null, contactName: null });
    expect(await mirrorTermsheetsOfOpportunity(db, 999, agent)).toBeUndefined();
  });
});

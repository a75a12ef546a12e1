import Dexie, { type Table } from 'dexie';
import type { OutboxRow, ShadowRow, SyncMeta } from './local-types';
import type {
  AccountRow,
  ApprovalRow,
  DocumentRow,
  CommentRow,
  ContactRow,
  LegalEntityRow,
  MilestoneRow,
  OpportunityRow,
  PaymentRow,
  ReferenceEntry,
  TermsheetRow,
} from './mirror-rows';
import { fromPaise, toPaise } from '../../../../domain/money/paise';
import { offlineEvents } from '../session/offline-events';
import { accountNameKeyOf, contactSearchKeysOf, contactTermsOf, searchKeysMiddleware, type ContactTermsRow } from './search-keys';

/**
 * The device's database (SYNC.md "What lives on the device"): one per signed-in user, named
 * `console-mirror-<userId>`, so signing out deletes exactly that user's data and a second user on the same
 * device never sees the first one's book.
 *
 * Ids: server rows keep their server ids. Rows created on the device get a NEGATIVE id (-1, -2, ... from
 * meta.nextLocalId) and a UUIDv7 `clientId`; the server stores the clientId, and when its row arrives (positive
 * id, same clientId) it replaces the local one. Later commands name such a row by its clientId.
 *
 * Indexes serve the queries, and only those (each is written with every row of the first download): my-accounts
 * (agentId, updatedAt), an account's contacts, opportunities and legal entities (accountId), my-opportunities
 * (ownerId), the comment feed of a record ([entityTypeId+entityId+happenedAt]) and its documents
 * ([entityTypeId+entityId]), an opportunity's termsheets, milestones, payments and approvals (opportunityId), a
 * termsheet's milestones, a milestone's payments, the copies refreshed by account (milestones, payments:
 * accountId; derived-copies.ts, collected-amounts.ts); clientId on the tables the device writes; the searches'
 * keys (contacts._searchKeys, multi-entry; accounts._nameKey and housingProfileId; search-keys.ts).
 */
export class MirrorDb extends Dexie {
  accounts!: Table<AccountRow, number>;
  contacts!: Table<ContactRow, number>;
  legalEntities!: Table<LegalEntityRow, number>;
  opportunities!: Table<OpportunityRow, number>;
  termsheets!: Table<TermsheetRow, number>;
  milestones!: Table<MilestoneRow, number>;
  payments!: Table<PaymentRow, number>;
  comments!: Table<CommentRow, number>;
  approvals!: Table<ApprovalRow, number>;
  documents!: Table<DocumentRow, number>;
  reference!: Table<ReferenceEntry, string>;
  outbox!: Table<OutboxRow, number>;
  meta!: Table<SyncMeta, string>;
  shadows!: Table<ShadowRow, [string, number]>;

  constructor(name: string) {
    super(name);
    // Version history: add a new this.version(n) with an upgrade() for every change; never edit a shipped one.
    this.version(1).stores({
      accounts: 'accountId, agentId, updatedAt, name',
      contacts: 'id, accountId, opportunityId, clientId',
      legalEntities: 'id, accountId',
      opportunities: 'id, accountId, ownerId, statusId, updatedAt',
      termsheets: 'id, opportunityId, accountId',
      milestones: 'id, termsheetId, opportunityId, accountId, clientId',
      payments: 'id, milestoneId, opportunityId, accountId, clientId',
      comments: 'id, [entityTypeId+entityId+happenedAt], accountId, clientId',
      reference: 'key',
      outbox: '++id, &seq, status, mutationId, [entity+entityId], entityClientId, accountId',
      meta: 'key',
      shadows: '[table+key]',
    });
    // 2: the outbox's command name is indexed, so the status counts (sync-status.ts readCounts) count index
    // keys and read only the few discarded stand-ins, never every queued row (issue 10: outbox costs flat).
    // A new index needs no upgrade(): IndexedDB builds it from the rows already there.
    this.version(2).stores({
      outbox: '++id, &seq, status, mutationId, [entity+entityId], entityClientId, accountId, name',
    });
    // 3: approvals about the opportunities in scope (issue 9: an agent reads the approvals they raised offline).
    // A device primed before holds none: its next pull starts from no cursor, which downloads the scope again
    // (the outbox is kept, SYNC.md "Pull").
    this.version(3)
      .stores({ approvals: 'id, opportunityId, accountId' })
      .upgrade(async (tx) => {
        await tx.table('meta').where('key').equals('sync').modify({ cursor: null });
      });
    // 4: the documents of the records in scope, metadata only (issue 15: a record's documents readable offline).
    // As in 3, a device primed before downloads its scope again on its next pull.
    this.version(4)
      .stores({ documents: 'id, [entityTypeId+entityId], opportunityId, accountId' })
      .upgrade(async (tx) => {
        await tx.table('meta').where('key').equals('sync').modify({ cursor: null });
      });
    // 5: only the indexes the queries use (issue 10, "A lean snapshot"): every index is written with every row
    // of the first download and kept on the device. Dropped, as no query reads by them (the areas'
    // offline/queries.ts, lib/offline): accounts.name (sorted in memory), contacts.opportunityId,
    // opportunities.statusId and .updatedAt, termsheets.accountId, comments.accountId, approvals.accountId,
    // documents.opportunityId and .accountId. Dropping an index needs no upgrade() (IndexedDB deletes it).
    this.version(5).stores({
      accounts: 'accountId, agentId, updatedAt',
      contacts: 'id, accountId, clientId',
      opportunities: 'id, accountId, ownerId',
      termsheets: 'id, opportunityId',
      comments: 'id, [entityTypeId+entityId+happenedAt], clientId',
      approvals: 'id, opportunityId',
      documents: 'id, [entityTypeId+entityId]',
    });
    // 6: a payment carries refundedAmount, the Σ of its refunds (issue 48: the device's collected amount is the
    // ledger's, net of refunds). The rows already held get it from the refunds their milestones list (refundDetails),
    // so no download is needed; the server sends it with the payment on every later change (a refund is one).
    this.version(6)
      .stores({})
      .upgrade(async (tx) => {
        const refunded = new Map<number, number>();
        await tx
          .table('milestones')
          .toCollection()
          .each((m: { refundDetails?: { paymentId: number; amount: number }[] }) => {
            for (const r of m.refundDetails ?? []) refunded.set(r.paymentId, (refunded.get(r.paymentId) ?? 0) + toPaise(r.amount));
          });
        await tx
          .table('payments')
          .toCollection()
          .modify((p: { id: number; refundedAmount?: number }) => {
            p.refundedAmount ??= fromPaise(refunded.get(p.id) ?? 0);
          });
      });
    // 7: the searches typed into (issue 55) read indexes made for them (search-keys.ts): contact search a multi-entry
    // index of each contact's terms (`_searchTerms`), my-accounts the lower-cased name (`_nameKey`, a prefix is one
    // range) and the housing profile id. The rows already held get their keys here, from their own fields; every
    // later write stores them through searchKeysMiddleware.
    this.version(7)
      .stores({ contacts: 'id, accountId, clientId, *_searchTerms', accounts: 'accountId, agentId, updatedAt, _nameKey, housingProfileId' })
      .upgrade(async (tx) => {
        await tx
          .table('contacts')
          .toCollection()
          .modify((c: ContactTermsRow & { _searchTerms?: string[] }) => {
            c._searchTerms = contactTermsOf(c);
          });
        await tx
          .table('accounts')
          .toCollection()
          .modify((a: { name: string; _nameKey?: string }) => {
            a._nameKey = accountNameKeyOf(a);
          });
      });
    // 8: contact search ranks on the index's keys and reads only the page's rows (issue 55, the device's search under
    // 50 ms): `_searchKeys` holds each term after its place and the lower-cased name (search-keys.ts), in place of
    // version 7's `_searchTerms`, which had to read and rank every contact a term found. The rows already held get
    // their keys here.
    this.version(8)
      .stores({ contacts: 'id, accountId, clientId, *_searchKeys' })
      .upgrade(async (tx) => {
        await tx
          .table('contacts')
          .toCollection()
          .modify((c: ContactTermsRow & { _searchTerms?: string[]; _searchKeys?: string[] }) => {
            delete c._searchTerms;
            c._searchKeys = contactSearchKeysOf(c);
          });
      });
    this.use(searchKeysMiddleware);

    // A newer version of the app opened the database in another tab: let it upgrade (close), and tell the
    // shell to reload into the new version. Queued work is in the database, so nothing is lost.
    this.on('versionchange', () => {
      this.close();
      offlineEvents.emit('versionchange', { databaseName: this.name });
      return false;
    });
    // This tab's upgrade waits for other tabs still on the old version.
    this.on('blocked', () => {
      offlineEvents.emit('blocked', { databaseName: this.name });
    });
  }
}

export function mirrorDatabaseName(userId: number): string {
  return `console-mirror-${userId}`;
}

/** The user's database (opened lazily by Dexie on first use). */
export function openMirror(userId: number): MirrorDb {
  return new MirrorDb(mirrorDatabaseName(userId));
}

import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { accounts, changeLog, contacts, opportunities, payments } from '../db/schema/index';
import { createUser, loginAs } from '../testing/fixtures';
import { describeOnBothBackends, startTestServer, type TestServer } from '../testing/harness';
import { purgeChangeLog, TOMBSTONE_RETENTION_DAYS } from './horizon';
import {
  command,
  insertBook,
  pullAs,
  pushAs,
  recordInTransaction,
  snapshotAll,
  type Book,
  type PulledChange,
} from '../testing/sync-fixtures';
import { addDaysToInstant } from '../../domain/format/ist-calendar';

const keys = (changes: PulledChange[]) => changes.map((c) => `${c.op} ${c.entity}:${c.id}`).sort();

describeOnBothBackends('sync pull', (backend) => {
  let server: TestServer;
  let leaderId: number;
  let agentId: number;
  let otherAgentId: number;
  let agent: string;
  let leader: string;
  let otherAgent: string;
  let own: Book;
  let foreign: Book;

  beforeAll(async () => {
    server = await startTestServer(backend);
    const db = server.database.db;
    leaderId = await createUser(db, { username: 'pull-leader', roles: ['HOUSING_SALES_AGENT'], designationId: 32 });
    agentId = await createUser(db, { username: 'pull-agent', roles: ['HOUSING_SALES_AGENT'], parentId: leaderId });
    otherAgentId = await createUser(db, { username: 'pull-other', roles: ['HOUSING_SALES_AGENT'] });
    own = await insertBook(db, { agentId, name: 'Own Account' });
    foreign = await insertBook(db, { agentId: otherAgentId, name: 'Foreign Account' });
    agent = await loginAs(server.app, 'pull-agent');
    leader = await loginAs(server.app, 'pull-leader');
    otherAgent = await loginAs(server.app, 'pull-other');
  });
  afterAll(async () => server?.close());

  const db = () => server.database.db;
  /** A cursor taken now (as priming would give). */
  const freshCursor = async (cookie: string) => (await pullAs(server.app, cookie)).body.cursor;

  it('without a cursor answers reset, with a cursor to start from', async () => {
    const { status, body } = await pullAs(server.app, agent);
    expect(status).toBe(200);
    expect(body).toMatchObject({ reset: true, changes: [], hasMore: false });
    const next = await pullAs(server.app, agent, { cursor: body.cursor });
    expect(next.body.reset).toBeUndefined();
  });

  it("is scope-limited: another team's account changes never appear", async () => {
    const cursor = await freshCursor(agent);
    const otherCursor = await freshCursor(otherAgent);
    await recordInTransaction(db(), [
      { entity: 'contact', entityId: foreign.contactId, accountId: foreign.accountId, op: 'upsert' },
      { entity: 'account', entityId: foreign.accountId, accountId: foreign.accountId, op: 'upsert' },
    ]);
    const mine = await pullAs(server.app, agent, { cursor });
    expect(mine.body.changes).toEqual([]);
    const theirs = await pullAs(server.app, otherAgent, { cursor: otherCursor });
    expect(keys(theirs.body.changes)).toEqual([`upsert account:${foreign.accountId}`, `upsert contact:${foreign.contactId}`]);
    expect(theirs.body.changes.find((c) => c.entity === 'account')?.row).toMatchObject({ accountId: foreign.accountId, name: 'Foreign Account' });
  });

  it('serves an upsert with the current row and a deleted contact as a tombstone; the cursor moves on', async () => {
    const cursor = await freshCursor(agent);
    const clientId = randomUUID();
    const contactClientId = randomUUID();
    const pushed = await pushAs(server.app, agent, clientId, [
      command(1, 'createContact', { accountId: own.accountId, name: 'Meera', phone: '9000000001', contactTypeId: 1, clientId: contactClientId }),
      command(2, 'deleteContact', { contactId: own.contactId }),
    ]);
    const created = pushed.body.results[0].result.changes[0].id as number;
    const first = await pullAs(server.app, agent, { cursor, clientId });
    expect(first.body.changes).toEqual([
      expect.objectContaining({ entity: 'contact', op: 'upsert', id: created, accountId: own.accountId, row: expect.objectContaining({ name: 'Meera' }) }),
      { entity: 'contact', op: 'delete', id: own.contactId, accountId: own.accountId },
    ]);
    expect(first.body.lastAppliedSeq).toBe(2);
    const again = await pullAs(server.app, agent, { cursor: first.body.cursor, clientId });
    expect(again.body.changes).toEqual([]);
    // The snapshot no longer holds the deleted contact.
    const snapshot = await snapshotAll(server.app, agent, 'contact');
    expect(snapshot.rows.map((r) => r.id)).toEqual([created]);
  });

  it('pages with hasMore and never repeats a change', async () => {
    const cursor = await freshCursor(agent);
    await recordInTransaction(db(), [{ entity: 'opportunity', entityId: own.opportunityId, accountId: own.accountId, op: 'upsert' }]);
    await recordInTransaction(db(), [{ entity: 'termsheet', entityId: own.termsheetId, accountId: own.accountId, op: 'upsert' }]);
    const first = await pullAs(server.app, agent, { cursor, limit: 1 });
    expect(first.body).toMatchObject({ hasMore: true, changes: [{ entity: 'opportunity', op: 'upsert' }] });
    expect(first.body.changes[0]?.row).toMatchObject({
      dealValue: 45000,
      collectedAmount: 2000,
      // 45000 + 18% GST = 53100 receivable, less 2000 collected (the ledger).
      pendingCollectionAmount: 51100,
      opportunityPackageMappingDetails: [{ opportunityProductMappingDtos: [{ activationParameters: { listings: 5 } }] }],
    });
    const second = await pullAs(server.app, agent, { cursor: first.body.cursor, limit: 1 });
    expect(second.body).toMatchObject({ hasMore: false, changes: [{ entity: 'termsheet', op: 'upsert', id: own.termsheetId }] });
    expect((await pullAs(server.app, agent, { cursor: second.body.cursor })).body.changes).toEqual([]);
  });

  it('a payment change also refreshes its milestone and opportunity', async () => {
    const cursor = await freshCursor(agent);
    await db().update(payments).set({ statusId: 1 }).where(eq(payments.id, own.paymentId));
    await recordInTransaction(db(), [{ entity: 'payment', entityId: own.paymentId, accountId: own.accountId, op: 'upsert' }]);
    const { body } = await pullAs(server.app, agent, { cursor });
    expect(body.changes.map((c) => c.entity)).toEqual(['payment', 'milestone', 'opportunity']);
    expect(body.changes[1]?.row).toMatchObject({ approvedPaymentAmount: 0, pendingPaymentAmount: 2000 });
    expect(body.changes[2]?.row).toMatchObject({ collectedAmount: 0 });
    await db().update(payments).set({ statusId: 6 }).where(eq(payments.id, own.paymentId));
  });

  it('answers reset for a cursor older than tombstone retention', async () => {
    const cursor = await freshCursor(agent);
    await recordInTransaction(db(), [{ entity: 'contact', entityId: own.contactId, accountId: own.accountId, op: 'upsert' }]);
    const longAgo = addDaysToInstant(new Date(), -(TOMBSTONE_RETENTION_DAYS + 1));
    await db().update(changeLog).set({ at: longAgo }).where(eq(changeLog.entityId, own.contactId));
    const { purgedRows } = await purgeChangeLog(db(), new Date());
    expect(purgedRows).toBeGreaterThan(0);
    const { body } = await pullAs(server.app, agent, { cursor });
    expect(body).toMatchObject({ reset: true, changes: [] });
    // A cursor taken after the purge is fine.
    expect((await pullAs(server.app, agent, { cursor: body.cursor })).body.reset).toBeUndefined();
  });

  it('answers reset when the scope changes (a new report joins the team)', async () => {
    const cursor = await freshCursor(leader);
    expect((await pullAs(server.app, leader, { cursor })).body.reset).toBeUndefined();
    await createUser(db(), { username: 'pull-newcomer', roles: ['HOUSING_SALES_AGENT'], parentId: leaderId });
    expect((await pullAs(server.app, leader, { cursor })).body.reset).toBe(true);
  });

  it('test 8: an account reassigned away from the team is removed from the device with what hangs under it', async () => {
    const book = await insertBook(db(), { agentId, name: 'Moving Account' });
    // The opportunity on it is owned by a colleague of the same team, so it stays on the device.
    const colleagueId = await createUser(db(), { username: 'pull-colleague', roles: ['HOUSING_SALES_AGENT'], parentId: leaderId });
    await db().update(opportunities).set({ ownerId: colleagueId }).where(eq(opportunities.id, book.opportunityId));
    const agentCursor = await freshCursor(agent);
    const leaderCursor = await freshCursor(leader);
    const otherCursor = await freshCursor(otherAgent);

    // The reassignment, as the accounts service writes it.
    await db().transaction(async (tx) => {
      await tx.update(accounts).set({ agentId: otherAgentId, version: sql`${accounts.version} + 1` }).where(eq(accounts.id, book.accountId));
      await tx.insert(changeLog).values({ entity: 'account', entityId: book.accountId, accountId: book.accountId, op: 'upsert' });
    });

    const gone = await pullAs(server.app, agent, { cursor: agentCursor });
    expect(gone.body.changes.every((c) => c.op === 'delete')).toBe(true);
    expect(keys(gone.body.changes)).toEqual(
      [
        `delete account:${book.accountId}`,
        `delete contact:${book.contactId}`,
        `delete legalEntity:${book.legalEntityId}`,
        `delete opportunity:${book.opportunityId}`,
        `delete termsheet:${book.termsheetId}`,
        `delete milestone:${book.milestoneId}`,
        `delete payment:${book.paymentId}`,
        `delete comment:${book.commentId}`,
      ].sort(),
    );
    // The team leader keeps the opportunity their team owns, and with it the account behind it (DOMAIN.md "Scope":
    // the book holds the accounts behind the team's deals), its contacts, legal entities and comments.
    const leaderView = await pullAs(server.app, leader, { cursor: leaderCursor });
    expect(keys(leaderView.body.changes)).toEqual([`upsert account:${book.accountId}`]);
    // The new owner's device receives the account and everything under it.
    const arrived = await pullAs(server.app, otherAgent, { cursor: otherCursor });
    expect(arrived.body.changes.every((c) => c.op === 'upsert')).toBe(true);
    expect(keys(arrived.body.changes)).toEqual(
      [
        `upsert account:${book.accountId}`,
        `upsert contact:${book.contactId}`,
        `upsert legalEntity:${book.legalEntityId}`,
        `upsert opportunity:${book.opportunityId}`,
        `upsert termsheet:${book.termsheetId}`,
        `upsert milestone:${book.milestoneId}`,
        `upsert payment:${book.paymentId}`,
        `upsert comment:${book.commentId}`,
      ].sort(),
    );

    // Then the opportunity goes to the other agent too: the leader's device drops it and its termsheet, milestone,
    // payment, and the account that was in the book only behind it, with its contacts, legal entities and comments.
    await db().update(opportunities).set({ ownerId: otherAgentId }).where(eq(opportunities.id, book.opportunityId));
    const after = await pullAs(server.app, leader, { cursor: leaderView.body.cursor });
    expect(keys(after.body.changes)).toEqual(
      [
        `delete account:${book.accountId}`,
        `delete contact:${book.contactId}`,
        `delete legalEntity:${book.legalEntityId}`,
        `delete comment:${book.commentId}`,
        `delete opportunity:${book.opportunityId}`,
        `delete termsheet:${book.termsheetId}`,
        `delete milestone:${book.milestoneId}`,
        `delete payment:${book.paymentId}`,
      ].sort(),
    );
  });

  it('a mass reassignment removes every moved account with its rows in one pull', async () => {
    const books = [await insertBook(db(), { agentId, name: 'Mass 1' }), await insertBook(db(), { agentId, name: 'Mass 2' })];
    // Their deals are another team's, so nothing keeps the accounts in the agent's book once they move.
    await db()
      .update(opportunities)
      .set({ ownerId: otherAgentId })
      .where(sql`${opportunities.id} in (${books[0]!.opportunityId}, ${books[1]!.opportunityId})`);
    const cursor = await freshCursor(agent);
    await db()
      .update(accounts)
      .set({ agentId: otherAgentId })
      .where(sql`${accounts.id} in (${books[0]!.accountId}, ${books[1]!.accountId})`);
    const { body } = await pullAs(server.app, agent, { cursor });
    expect(keys(body.changes)).toEqual(
      books
        .flatMap((b) => [
          `delete account:${b.accountId}`,
          `delete contact:${b.contactId}`,
          `delete legalEntity:${b.legalEntityId}`,
          `delete opportunity:${b.opportunityId}`,
          `delete termsheet:${b.termsheetId}`,
          `delete milestone:${b.milestoneId}`,
          `delete payment:${b.paymentId}`,
          `delete comment:${b.commentId}`,
        ])
        .sort(),
    );
  });

  it('keeps an account reassigned away while the agent owns a deal on it (the account behind the deal)', async () => {
    const book = await insertBook(db(), { agentId, name: 'Kept Account' });
    const cursor = await freshCursor(agent);
    await db().update(accounts).set({ agentId: otherAgentId }).where(eq(accounts.id, book.accountId));
    const { body } = await pullAs(server.app, agent, { cursor });
    expect(keys(body.changes)).toEqual([`upsert account:${book.accountId}`]);
  });

  it('a reassignment inside the team is an ordinary upsert', async () => {
    const book = await insertBook(db(), { agentId, name: 'Team Account' });
    const cursor = await freshCursor(leader);
    await db().update(accounts).set({ agentId: leaderId }).where(eq(accounts.id, book.accountId));
    const { body } = await pullAs(server.app, leader, { cursor });
    expect(keys(body.changes)).toEqual([`upsert account:${book.accountId}`]);
  });

  it("refuses another user's clientId (403) and counts an unknown one as nothing applied", async () => {
    const clientId = randomUUID();
    await pushAs(server.app, otherAgent, clientId, [
      command(1, 'createContact', { accountId: foreign.accountId, name: 'Zed', phone: '9000000002', contactTypeId: 1, clientId: randomUUID() }),
    ]);
    const cursor = await freshCursor(agent);
    expect((await pullAs(server.app, agent, { cursor, clientId })).status).toBe(403);
    expect((await pullAs(server.app, agent, { cursor, clientId: randomUUID() })).body.lastAppliedSeq).toBe(0);
    expect((await db().select().from(contacts).where(eq(contacts.name, 'Zed'))).length).toBe(1);
  });
});

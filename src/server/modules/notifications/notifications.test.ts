import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { approvalReviewerMappings, approvals, legalEntities, erpEvents, notifications, payments, termsheets } from '../../db/schema/index';
import { describeEachBackend, startTestServer, type TestServer } from '../../testing/harness';
import { createUser, loginAs } from '../../testing/fixtures';
import { createDeal, insertMilestone, insertPayment, insertTermsheet, type Deal } from '../../testing/money-fixtures';
import { createSupportCast } from '../../testing/support-fixtures';

describeEachBackend('notifications and the finance outbox', (backend) => {
  let server: TestServer;
  let cookies: Record<string, string>;
  let agent: string;
  let agentId: number;
  let deal: Deal;
  let termsheetId: number;
  let milestoneId: number;

  beforeAll(async () => {
    server = await startTestServer(backend);
    ({ cookies } = await createSupportCast(server, 'note'));
    agentId = await createUser(server.database.db, { username: 'note-owner', roles: ['HOUSING_SALES_AGENT'] });
    agent = await loginAs(server.app, 'note-owner');
    deal = await createDeal(server.database.db, { agentId });
    termsheetId = await insertTermsheet(server.database.db, deal);
    milestoneId = await insertMilestone(server.database.db, termsheetId, { amount: '10000', gst: '1800' });
  });
  afterAll(async () => server?.close());

  const recent = async (cookie: string) => (await server.app.inject({ method: 'GET', url: '/api/sapna/v1/notifications/recent', headers: { cookie } })).json();

  it("a payment rejected by finance notifies its agent, who marks it read; another user's read changes nothing", async () => {
    const paymentId = await insertPayment(server.database.db, milestoneId, '5000', 1);
    const rejected = await server.app.inject({ method: 'PUT', url: `/api/sapna/v1/payment/${paymentId}/status`, headers: { cookie: cookies.finance! }, payload: { action: 'reject', remark: 'Cheque bounced' } });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const mine = await recent(agent);
    expect(mine.unreadCount).toBe(1);
    expect(mine.results[0]).toMatchObject({ kind: 'payment_rejected', title: `Payment #${paymentId} rejected`, link: `/payment/${paymentId}`, readAt: null });
    expect((await recent(cookies.finance!)).results).toEqual([]);

    const id = mine.results[0].id as number;
    const stolen = await server.app.inject({ method: 'PUT', url: `/api/sapna/v1/notifications/read?notificationIds=${id}`, headers: { cookie: cookies.finance! } });
    expect(stolen.json()).toEqual({ updated: 0 });
    expect((await recent(agent)).unreadCount).toBe(1);
    const read = await server.app.inject({ method: 'PUT', url: `/api/sapna/v1/notifications/read?notificationIds=${id},${id + 1000}`, headers: { cookie: agent } });
    expect(read.json()).toEqual({ updated: 1 });
    const after = await recent(agent);
    expect(after.unreadCount).toBe(0);
    expect(after.results[0].readAt).not.toBeNull();
  });

  it('an approval waiting notifies each reviewer, then its approver once the last review is in; one with no reviewer goes to its approver at once', async () => {
    const db = server.database.db;
    const reviewerA = await createUser(db, { username: 'note-rev-a', roles: ['HOUSING_SALES_AGENT'] });
    const reviewerB = await createUser(db, { username: 'note-rev-b', roles: ['HOUSING_SALES_AGENT'] });
    const approver = await createUser(db, { username: 'note-approver', roles: ['HOUSING_SALES_MANAGER'] });
    const waiting = async (userId: number) => (await db.select().from(notifications).where(eq(notifications.userId, userId))).filter((n) => n.kind === 'approval_waiting');

    const approvalId = await db.transaction(async (tx) => {
      const [approval] = await tx.insert(approvals).values({ entityTypeId: 1, entityId: deal.opportunityId, approvalType: 'discount', requestedById: agentId, approvingAuthorityId: approver }).returning();
      await tx.insert(approvalReviewerMappings).values([
        { approvalId: approval!.id, reviewerId: reviewerA },
        { approvalId: approval!.id, reviewerId: reviewerB },
      ]);
      return approval!.id;
    });
    for (const reviewer of [reviewerA, reviewerB]) {
      expect((await waiting(reviewer)).map((n) => [n.title, n.body, n.link])).toEqual([
        [`Approval #${approvalId} waiting for your review`, 'A discount approval requested by note-owner Test waits for your review.', `/approval/${approvalId}`],
      ]);
    }
    // Reviewers first: the approver hears of it when the last review is in, once.
    expect(await waiting(approver)).toEqual([]);
    await db.update(approvalReviewerMappings).set({ status: 'Reviewed' }).where(eq(approvalReviewerMappings.reviewerId, reviewerA));
    expect(await waiting(approver)).toEqual([]);
    await db.update(approvalReviewerMappings).set({ status: 'Reviewed' }).where(eq(approvalReviewerMappings.reviewerId, reviewerB));
    expect((await waiting(approver)).map((n) => n.title)).toEqual([`Approval #${approvalId} waiting for your decision`]);

    const [direct] = await db.insert(approvals).values({ entityTypeId: 1, entityId: deal.opportunityId, approvalType: 'PriceRestoration', requestedById: agentId, approvingAuthorityId: approver }).returning();
    expect((await waiting(approver)).map((n) => n.title)).toEqual([`Approval #${approvalId} waiting for your decision`, `Approval #${direct!.id} waiting for your decision`]);
  });

  it('an approved payment notifies its agent and queues an ERP event in the same transaction; recent lists unread first, at most 50', async () => {
    const paymentId = await insertPayment(server.database.db, milestoneId, '150000', 5);
    await server.database.db.update(payments).set({ statusId: 6 }).where(eq(payments.id, paymentId));
    const events = await server.database.db.select().from(erpEvents).where(eq(erpEvents.entityId, paymentId));
    expect(events.filter((e) => e.entityKind === 'payment').map((e) => [e.eventKind, e.status])).toEqual([['payment_approved', 'queued']]);
    // Rupees with Indian grouping (spec 000 §1), not 'Rs 150000.00'.
    expect((await recent(agent)).results[0]).toMatchObject({
      kind: 'payment_approved',
      title: `Payment #${paymentId} approved`,
      body: `Payment #${paymentId} of ₹1,50,000 was approved by finance.`,
    });

    await server.database.db.insert(notifications).values(Array.from({ length: 60 }, (_, i) => ({ userId: agentId, kind: 'ticket_updated', title: `T${i}`, body: 'b', readAt: new Date() })));
    const list = await recent(agent);
    expect(list.results).toHaveLength(50);
    expect(list.results[0].kind).toBe('payment_approved');
    expect(list.results[0].readAt).toBeNull();
  });

  it('termsheet approval and legal entity changes write ERP events; bad ids are a 400', async () => {
    await server.database.db.update(termsheets).set({ statusId: 3 }).where(eq(termsheets.id, termsheetId));
    await server.database.db.update(legalEntities).set({ legalName: 'Skyline Builders LLP' }).where(eq(legalEntities.id, deal.legalEntityId));
    const kinds = (await server.database.db.select().from(erpEvents)).map((e) => `${e.entityKind}:${e.eventKind}`);
    expect(kinds).toContain('termsheet:termsheet_approved');
    expect(kinds).toContain('legal_entity:legal_entity_saved');
    for (const bad of ['', 'x', '0', '1,,2', '1;2', '99999999999']) {
      const res = await server.app.inject({ method: 'PUT', url: `/api/sapna/v1/notifications/read?notificationIds=${encodeURIComponent(bad)}`, headers: { cookie: agent } });
      expect(res.statusCode, bad).toBe(400);
    }
    expect((await server.app.inject({ method: 'GET', url: '/api/sapna/v1/notifications/recent' })).statusCode).toBe(401);
  });
});

describeEachBackend('the notifications page', (backend) => {
  let server: TestServer;
  let cookie: string;
  let otherCookie: string;
  let userId: number;

  beforeAll(async () => {
    server = await startTestServer(backend);
    userId = await createUser(server.database.db, { username: 'page-user', roles: ['TICKETING'] });
    await createUser(server.database.db, { username: 'page-other', roles: ['HOUSING_SALES_AGENT'] });
    cookie = await loginAs(server.app, 'page-user');
    otherCookie = await loginAs(server.app, 'page-other');
    const at = (i: number) => new Date(Date.UTC(2026, 0, 1, 0, i));
    await server.database.db.insert(notifications).values(
      Array.from({ length: 25 }, (_, i) => ({ userId, kind: 'ticket_updated', title: `N${i}`, body: 'b', createdAt: at(i), readAt: i % 5 === 0 ? at(i) : null })),
    );
  });
  afterAll(async () => server?.close());

  const history = async (query: string, who = cookie) => (await server.app.inject({ method: 'GET', url: `/api/sapna/v1/notifications?${query}`, headers: { cookie: who } })).json();

  it('lists the whole history newest first, 20 a page, filtered by read or unread; mark all read empties unread (read-only users too)', async () => {
    const first = await history('');
    expect(first.totalCount).toBe(25);
    expect(first.results.map((n: { title: string }) => n.title).slice(0, 3)).toEqual(['N24', 'N23', 'N22']);
    expect((await history('page=1')).results.map((n: { title: string }) => n.title)).toEqual(['N4', 'N3', 'N2', 'N1', 'N0']);
    expect((await history('read=read')).results.map((n: { title: string }) => n.title)).toEqual(['N20', 'N15', 'N10', 'N5', 'N0']);
    expect((await history('read=unread')).totalCount).toBe(20);
    expect((await history('', otherCookie)).totalCount).toBe(0);
    expect((await server.app.inject({ method: 'GET', url: '/api/sapna/v1/notifications?read=maybe', headers: { cookie } })).statusCode).toBe(400);
    // Another user's "mark all" changes nothing of this user's.
    expect((await server.app.inject({ method: 'PUT', url: '/api/sapna/v1/notifications/read-all', headers: { cookie: otherCookie } })).json()).toEqual({ updated: 0 });
    expect((await history('read=unread')).totalCount).toBe(20);
    const all = await server.app.inject({ method: 'PUT', url: '/api/sapna/v1/notifications/read-all', headers: { cookie } });
    expect(all.json()).toEqual({ updated: 20 });
    expect((await history('read=unread')).totalCount).toBe(0);
    expect((await history('read=read')).totalCount).toBe(25);
  });
});

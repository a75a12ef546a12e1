/* eslint-disable no-restricted-imports -- the home queue's counts are checked against the real server (buildApp + inject) */
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { capabilitiesOf } from '../domain/auth/capabilities';
import { ROLES, type RoleKey } from '../domain/auth/roles';
import { istDateOf } from '../domain/format/ist-calendar';
import type { Paged } from '../domain/paging/paged';
import { eq } from 'drizzle-orm';
import { approvals, jobTicks, opportunityPackageMappings, payments } from '../server/db/schema/index';
import { createUser, loginAs } from '../server/testing/fixtures';
import { createDeal, insertMilestone, insertPayment, insertTermsheet } from '../server/testing/money-fixtures';
import { describeEachBackend, startTestServer, type TestServer } from '../server/testing/harness';
import { insertBook } from '../server/testing/sync-fixtures';
import { fetchApprovalInbox, inboxFilterOf } from './areas/approvals/data/approval-inbox';
import { fetchFollowUps } from './areas/dashboards/data/actions-api';
import { erpEventsQuery, fetchErpEvents } from './areas/erp/data/erp-api';
import { fetchInvoicesToRaise } from './areas/invoices/data/invoices-to-raise';
import { fetchBackgroundJobs } from './areas/jobs/data/background-jobs';
import { workQueueFor, type QueueItem } from './areas/home/work-queue';
import type { OpportunityListSearch } from './areas/opportunities/data/opportunity-list-search';
import { searchOpportunities } from './areas/opportunities/data/search-opportunities';
import { paymentFilterQuery } from './areas/payments/data/payment-list-search';
import { api } from './lib/api/api';
import { workQueueItems } from './routes/_authed/-home-queue';
import { injectFetch } from './testing/inject-fetch';

/**
 * Each start-page count equals the total of the list it opens, as that list's screen asks for it (its first page at
 * its own page size, from the search the card's link puts in the URL), for every role's items, on both backends.
 */
async function listTotal(item: QueueItem): Promise<number> {
  const search = item.link.search ?? {};
  switch (item.link.to) {
    case '/payment':
      return (await api.get<Paged<unknown>>('/sapna/v1/payment/key-search', { query: { ...paymentFilterQuery(search), page: '0', size: '10' } })).totalCount;
    case '/approval-page':
      return (await fetchApprovalInbox(inboxFilterOf(search, 0))).totalCount;
    case '/action':
      return (await fetchFollowUps(String(search.date), String(search.date))).length;
    case '/my-opportunities':
      return (await searchOpportunities({ ...(search as OpportunityListSearch), mine: true })).totalCount;
    case '/netsuite-event-tracking':
      return (await fetchErpEvents(erpEventsQuery({ status: 'failed', entityKind: '', entityId: '', page: 0 }))).totalCount;
    case '/invoices-to-raise':
      return (await fetchInvoicesToRaise({ page: 0 }, new AbortController().signal)).totalCount;
    case '/background-jobs':
      return (await fetchBackgroundJobs({ outcome: search.outcome === 'failed' ? 'failed' : undefined }, { page: 0 }, new AbortController().signal)).totalCount;
    default:
      throw new Error(`no list for ${item.link.to}`);
  }
}

describeEachBackend('the home work queue', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend);
  });
  afterAll(async () => {
    await server?.close();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const signedIn = async (roles: RoleKey[]) => {
    const username = `home-${roles.join('-').toLowerCase()}-${Math.random().toString(36).slice(2, 7)}`;
    const userId = await createUser(server.database.db, { username, roles });
    const cookie = await loginAs(server.app, username);
    vi.stubGlobal('fetch', injectFetch(server.app, () => cookie));
    return { userId, items: workQueueFor(workQueueItems(istDateOf(new Date())), capabilitiesOf({ roles: roles.map((k) => ROLES[k].name) })) };
  };

  it('an agent’s counts (follow-ups, discounts rejected, payments sent back, approvals) equal their lists, and count their own rows', async () => {
    const db = server.database.db;
    const username = `home-agent-${Math.random().toString(36).slice(2, 7)}`;
    const agentId = await createUser(db, { username, roles: ['HOUSING_SALES_AGENT'] });
    const book = await insertBook(db, { agentId, name: `Account of ${username}` });
    // Two payments sent back to the agent (statuses 9 and 16), one still pending.
    await db.insert(payments).values([
      { milestoneId: book.milestoneId, amount: '1000', statusId: 9, modeOfPaymentId: 1, pinCode: '560001' },
      { milestoneId: book.milestoneId, amount: '1100', statusId: 16, modeOfPaymentId: 1, pinCode: '560001' },
      { milestoneId: book.milestoneId, amount: '1200', statusId: 1, modeOfPaymentId: 1, pinCode: '560001' },
    ]);
    // The book's deal had its discount rejected (and not sent again).
    await db.update(opportunityPackageMappings).set({ discount: '100', discountApproved: 'Rejected' }).where(eq(opportunityPackageMappings.id, book.packageMappingId));
    const cookie = await loginAs(server.app, username);
    vi.stubGlobal('fetch', injectFetch(server.app, () => cookie));
    const items = workQueueFor(workQueueItems(istDateOf(new Date())), capabilitiesOf({ roles: [ROLES.HOUSING_SALES_AGENT.name] }));
    expect(items.map((i) => i.key)).toEqual(['followups', 'discounts-rejected', 'payments-sent-back', 'approvals']);
    const signal = new AbortController().signal;
    const counts = Object.fromEntries(await Promise.all(items.map(async (i) => [i.key, (await i.count(signal)).count] as const)));
    expect(counts['payments-sent-back']).toBe(2);
    expect(counts['discounts-rejected']).toBe(1);
    for (const item of items) expect((await item.count(signal)).count, item.key).toBe(await listTotal(item));
  });

  it('finance’s counts (approvals, payments to approve, invoices to raise, refunds asked, failed ERP pushes) equal their lists', async () => {
    const db = server.database.db;
    // Two approved termsheets with an approved payment and no tax invoice: two invoices to raise.
    const agentId = await createUser(db, { username: `home-seller-${Math.random().toString(36).slice(2, 7)}`, roles: ['HOUSING_SALES_AGENT'] });
    for (let i = 0; i < 2; i++) {
      const termsheetId = await insertTermsheet(db, await createDeal(db, { agentId }), 3);
      await insertPayment(db, await insertMilestone(db, termsheetId, { amount: '1000', gst: '180' }), '1180', 6);
    }
    const { items } = await signedIn(['FINANCE']);
    expect(items.map((i) => i.key)).toEqual(['approvals', 'payments-to-approve', 'invoices-to-raise', 'refunds-asked', 'erp-failed']);
    const signal = new AbortController().signal;
    for (const item of items) expect((await item.count(signal)).count, item.key).toBe(await listTotal(item));
    // The pending payments of the agent's book above are in finance's scope (the whole brand).
    expect((await items[1]!.count(signal)).count).toBeGreaterThan(0);
    expect((await items[2]!.count(signal)).count).toBe(2);
  });

  it('the admin’s “Failed jobs” equals the Background jobs list filtered to failed', async () => {
    const at = new Date();
    await server.database.db
      .insert(jobTicks)
      .values({ name: 'change-log-purge', tick: 1, claimedAt: at, lastStartedAt: at, lastFinishedAt: at, lastOutcome: 'failed', lastError: 'timeout' })
      .onConflictDoUpdate({ target: jobTicks.name, set: { lastStartedAt: at, lastFinishedAt: at, lastOutcome: 'failed', lastError: 'timeout' } });
    const { items } = await signedIn(['HOUSING_SALES_AGENT', 'ADMIN']);
    const failedJobs = items.find((i) => i.key === 'failed-jobs')!;
    expect(failedJobs.link).toEqual({ to: '/background-jobs', search: { outcome: 'failed' } });
    const signal = new AbortController().signal;
    expect((await failedJobs.count(signal)).count).toBe(1);
    expect(await listTotal(failedJobs)).toBe(1);
    // Finance holds no 'people': no jobs card.
    expect(workQueueFor(workQueueItems(istDateOf(new Date())), capabilitiesOf({ roles: [ROLES.FINANCE.name] })).map((i) => i.key)).not.toContain('failed-jobs');
  });

  it('a team leader’s “Approvals of your team” equals approval-page’s team list; a HOM without a sales role has no such card', async () => {
    const db = server.database.db;
    const leaderName = `home-tl-${Math.random().toString(36).slice(2, 7)}`;
    const leaderId = await createUser(db, { username: leaderName, roles: ['HOUSING_SALES_AGENT'], designationId: 32 });
    const memberId = await createUser(db, { username: `${leaderName}-member`, roles: ['HOUSING_SALES_AGENT'], parentId: leaderId });
    const outsiderId = await createUser(db, { username: `${leaderName}-outsider`, roles: ['HOUSING_SALES_AGENT'] });
    const asked = (requestedById: number, status = 'PendingApproval') => ({ entityTypeId: 18, entityId: 1, approvalType: 'ExtendSlotDate', status, requestedById, approvingAuthorityId: outsiderId });
    await db.insert(approvals).values([asked(memberId), asked(memberId), asked(memberId, 'Approved'), asked(outsiderId), asked(leaderId)]);
    const cookie = await loginAs(server.app, leaderName);
    vi.stubGlobal('fetch', injectFetch(server.app, () => cookie));
    const items = workQueueFor(workQueueItems(istDateOf(new Date())), capabilitiesOf({ roles: [ROLES.HOUSING_SALES_AGENT.name], designationId: 32 }));
    const team = items.find((i) => i.key === 'team-approvals')!;
    const signal = new AbortController().signal;
    expect((await team.count(signal)).count).toBe(2);
    expect(await listTotal(team)).toBe(2);
    const hom = workQueueFor(workQueueItems(istDateOf(new Date())), capabilitiesOf({ roles: [ROLES.HOM.name] }));
    expect(hom.map((i) => i.key)).not.toContain('team-approvals');
  });
});

// approval-page's inbox (issue 48): GET /sapna/v1/approval/inbox pages, filters and counts on the server, and lists
// only the approvals naming the caller a reviewer or the approving authority.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { approvalReviewerMappings, approvals } from '../../db/schema/index';
import { describeEachBackend, startTestServer, type TestServer } from '../../testing/harness';
import { caller, createCast } from '../../testing/opportunity-fixtures';
import { DAY_MS } from '../../../domain/format/ist-calendar';

type Row = { id: number; approvalType: string; status: string; createdAt: string; requestedBy: { userId: number } };
type Inbox = { results: Row[]; totalCount: number; page: number; size: number; counts: { approvalType: string; count: number }[]; requesters: { userId: number; name: string; count: number }[] };

describeEachBackend('approval inbox (approval-page)', (backend) => {
  let server: TestServer;
  let cast: Awaited<ReturnType<typeof createCast>>;
  const call = caller(() => server.app);
  const db = () => server.database.db;
  const now = Date.now();
  /** Ids by group, in the order they were requested (oldest first). */
  const made = { extend: [] as number[], discount: [] as number[], refund: [] as number[], other: [] as number[] };

  async function approval(values: { kind: string; by: number; authority: number; daysAgo: number; status?: string; reviewers?: number[] }): Promise<number> {
    const [row] = await db()
      .insert(approvals)
      .values({
        entityTypeId: values.kind === 'Refund' ? 20 : 18,
        entityId: 900_000 + Math.floor(values.daysAgo * 100),
        approvalType: values.kind,
        status: values.status ?? 'PendingApproval',
        requestedById: values.by,
        approvingAuthorityId: values.authority,
        createdAt: new Date(now - values.daysAgo * DAY_MS),
      })
      .returning({ id: approvals.id });
    for (const reviewerId of values.reviewers ?? []) await db().insert(approvalReviewerMappings).values({ approvalId: row!.id, reviewerId });
    return row!.id;
  }

  beforeAll(async () => {
    server = await startTestServer(backend);
    cast = await createCast(server);
    const { agent, peer, nsh, ch1, ch2, manager } = cast.ids;
    // Inserted out of age order, so the order the inbox answers comes from when each was requested, not its id.
    for (const daysAgo of [11.5, 0.5, 9.5, 2.5, 5.5, 8.5, 1.5, 10.5, 3.5, 6.5, 4.5, 7.5]) made.extend.push(await approval({ kind: 'ExtendSlotDate', by: agent, authority: nsh, daysAgo }));
    for (const daysAgo of [20.5, 0.2, 14.5, 1.2, 30.5, 3.2]) made.discount.push(await approval({ kind: 'Discount', by: peer, authority: nsh, daysAgo, reviewers: [ch1] }));
    for (const daysAgo of [40, 41, 42]) made.refund.push(await approval({ kind: 'Refund', by: agent, authority: nsh, daysAgo, status: 'Approved', reviewers: [ch2] }));
    // Someone else's to approve: never in nsh's inbox.
    for (const daysAgo of [12, 13]) made.other.push(await approval({ kind: 'PriceRestoration', by: agent, authority: manager, daysAgo }));
  });
  afterAll(() => server.close());

  const inbox = async (cookie: string, query = ''): Promise<Inbox> => {
    const response = await call(cookie, 'GET', `/api/sapna/v1/approval/inbox${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const ages = (rows: Row[]) => rows.map((r) => Date.parse(r.createdAt));
  const ascending = (xs: number[]) => xs.every((x, i) => i === 0 || xs[i - 1]! <= x);

  it('pages the open approvals 10 at a time on the server, oldest requested first, with the exact total', async () => {
    const first = await inbox(cast.cookies.nsh);
    expect(first).toMatchObject({ totalCount: 18, page: 0, size: 10 });
    expect(first.results).toHaveLength(10);
    const second = await inbox(cast.cookies.nsh, '?page=1');
    expect(second).toMatchObject({ totalCount: 18, page: 1, size: 10 });
    expect(second.results).toHaveLength(8);
    expect((await inbox(cast.cookies.nsh, '?page=2')).results).toEqual([]);
    const all = [...first.results, ...second.results];
    expect(new Set(all.map((r) => r.id))).toEqual(new Set([...made.extend, ...made.discount]));
    expect(ascending(ages(all))).toBe(true);
    expect(all[0]!.id).toBe(made.discount[4]); // requested 30.5 days ago
    expect(all.every((r) => r.status === 'PendingApproval')).toBe(true);
  });

  it('sorts newest first when asked', async () => {
    const newest = await inbox(cast.cookies.nsh, '?sort=newest&size=100');
    expect(newest.results.map((r) => r.id)).toEqual([...(await inbox(cast.cookies.nsh, '?size=100')).results.map((r) => r.id)].reverse());
    expect(newest.results[0]!.id).toBe(made.discount[1]); // 0.2 days ago
  });

  it('counts each kind under the other filters, whichever kind is chosen', async () => {
    const expected = [
      { approvalType: 'Discount', count: 6 },
      { approvalType: 'ExtendSlotDate', count: 12 },
    ];
    expect((await inbox(cast.cookies.nsh)).counts).toEqual(expected);
    const discounts = await inbox(cast.cookies.nsh, '?approvalType=Discount');
    expect(discounts.counts).toEqual(expected);
    expect(discounts.totalCount).toBe(6);
    expect(discounts.results.map((r) => r.approvalType)).toEqual(Array(6).fill('Discount'));
    expect((await inbox(cast.cookies.nsh, '?status=all')).counts).toEqual([...expected, { approvalType: 'Refund', count: 3 }]);
  });

  it('filters by kind, status, age and requester, each on the server', async () => {
    expect((await inbox(cast.cookies.nsh, '?approvalType=ExtendSlotDate&page=1')).results.map((r) => r.id)).toHaveLength(2);
    const approved = await inbox(cast.cookies.nsh, '?status=Approved');
    expect(approved.results.map((r) => r.id)).toEqual([...made.refund].reverse());
    expect((await inbox(cast.cookies.nsh, '?status=Rejected')).totalCount).toBe(0);
    expect((await inbox(cast.cookies.nsh, '?status=all')).totalCount).toBe(21);

    // Older than 7 days: the slot extensions requested 7.5 to 11.5 days ago and the discounts 14.5, 20.5, 30.5 days ago.
    const old = await inbox(cast.cookies.nsh, '?olderThanDays=7');
    expect(old.totalCount).toBe(8);
    expect(old.results.every((r) => now - Date.parse(r.createdAt) >= 7 * DAY_MS)).toBe(true);
    expect(old.counts).toEqual([
      { approvalType: 'Discount', count: 3 },
      { approvalType: 'ExtendSlotDate', count: 5 },
    ]);
    expect((await inbox(cast.cookies.nsh, '?olderThanDays=30')).results.map((r) => r.id)).toEqual([made.discount[4]]);

    const byPeer = await inbox(cast.cookies.nsh, `?requestedById=${cast.ids.peer}`);
    expect(byPeer.totalCount).toBe(6);
    expect(new Set(byPeer.results.map((r) => r.requestedBy.userId))).toEqual(new Set([cast.ids.peer]));
    // The requester choices stay whole while one is chosen, each with how many it asked for.
    expect(byPeer.requesters.map((r) => [r.userId, r.count]).sort((a, b) => a[0]! - b[0]!)).toEqual(
      [
        [cast.ids.agent, 12],
        [cast.ids.peer, 6],
      ].sort((a, b) => a[0]! - b[0]!),
    );
    expect(byPeer.requesters.every((r) => r.name.length > 0)).toBe(true);
    expect((await inbox(cast.cookies.nsh, `?requestedById=${cast.ids.peer}&approvalType=ExtendSlotDate`)).totalCount).toBe(0);
  });

  it('lists only what the caller reviews or approves: a reviewer their reviews, the approver theirs, nobody else anything', async () => {
    const reviewer = await inbox(cast.cookies.ch1, '?status=all&size=100');
    expect(new Set(reviewer.results.map((r) => r.id))).toEqual(new Set(made.discount));
    expect(reviewer.counts).toEqual([{ approvalType: 'Discount', count: 6 }]);
    const otherReviewer = await inbox(cast.cookies.ch2, '?status=all');
    expect(new Set(otherReviewer.results.map((r) => r.id))).toEqual(new Set(made.refund));
    const manager = await inbox(cast.cookies.manager);
    expect(new Set(manager.results.map((r) => r.id))).toEqual(new Set(made.other));
    const approver = await inbox(cast.cookies.nsh, '?status=all&size=100');
    expect(approver.results.some((r) => made.other.includes(r.id))).toBe(false);
    // The requester and an outsider act on none of them.
    for (const cookie of [cast.cookies.agent, cast.cookies.outsider, cast.cookies.finance]) {
      expect(await inbox(cookie, '?status=all')).toMatchObject({ results: [], totalCount: 0, counts: [], requesters: [] });
    }
  });

  it('refuses a bad filter with its message, 400', async () => {
    const cases: [string, string][] = [
      ['?status=Pending', 'Please select a status.'],
      ['?olderThanDays=5', 'Age must be one of 1, 3, 7, 30 days.'],
      ['?olderThanDays=week', 'Age must be one of 1, 3, 7, 30 days.'],
      ['?sort=cheapest', 'Sort must be oldest or newest.'],
      ['?approvalType=Holiday', 'Please select an approval type.'],
      ['?requestedById=abc', 'Invalid ID selected in dropdown field'],
      ['?size=101', 'Size must be between 1 and 100.'],
    ];
    for (const [query, msg] of cases) {
      const response = await call(cast.cookies.nsh, 'GET', `/api/sapna/v1/approval/inbox${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.msg, query).toBe(msg);
    }
  });
  it('team=true lists what the caller’s team asked for (home’s “Approvals of your team”), whoever acts on it; refused without teams', async () => {
    const { agent, peer } = cast.ids;
    const open = [...made.extend, ...made.discount, ...made.other];
    // The team leader's team is the agent and the peer (their reports); the leader is named on none of these.
    const leaders = await inbox(cast.cookies.leader, '?team=true&size=100');
    expect(leaders.totalCount).toBe(open.length);
    expect(new Set(leaders.results.map((r) => r.id))).toEqual(new Set(open));
    expect(leaders.requesters.map((r) => [r.userId, r.count])).toEqual(expect.arrayContaining([[agent, 14], [peer, 6]]));
    expect((await inbox(cast.cookies.leader, '?team=true&approvalType=Discount&size=1')).totalCount).toBe(made.discount.length);
    expect((await inbox(cast.cookies.leader, '?team=true&status=all')).totalCount).toBe(open.length + made.refund.length);
    // Without the flag the leader's inbox holds only what names them: nothing here.
    expect((await inbox(cast.cookies.leader)).totalCount).toBe(0);
    // A whole-brand manager's team is the brand: the same approvals (the manager asked for none).
    expect((await inbox(cast.cookies.manager, '?team=true&size=1')).totalCount).toBe(open.length);
    for (const who of ['agent', 'outsider'] as const) {
      const refused = await call(cast.cookies[who], 'GET', '/api/sapna/v1/approval/inbox?team=true');
      expect(refused.statusCode, who).toBe(403);
    }
  });
});

// Dashboards (issue 12): tile counts against hand-built rows, each tile's count equal to its list's length for every
// demo role and dashboard type, scope, sorting, paging, key search, the leaderboard, the performance trend, the
// payment-link figures, refusals and bad input.
import fc from 'fast-check';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DASHBOARD_MESSAGES, DASHBOARD_TYPES, TILES, TILE_KEYS, type Dashboard, type Leaderboard, type PaymentLinkAggregate, type PerformanceTrend, type TileKey, type TileRow } from '../../../domain/dashboards/tiles';
import { DAY_MS, istDateOf } from '../../../domain/format/ist-calendar';
import { opportunityPagePath, opportunityStatusName } from '../../../domain/opportunities/statuses';
import { paymentStatusName } from '../../../domain/payments/statuses';
import { termsheetStatusName } from '../../../domain/termsheets/statuses';
import { approvals, comments, opportunityPackageMappings, opportunityProductMappings, packageFamilies, packages, payments, refunds, statusChanges, termsheets } from '../../db/schema/index';
import { seedDemo } from '../../seed/demo/demo';
import { insertAccount, insertOpportunity, insertPackageMapping, insertPayments } from '../../testing/account-fixtures';
import { createUser, loginAs } from '../../testing/fixtures';
import { describeEachBackend, describeOnOneBackend, startTestServer, type TestServer } from '../../testing/harness';

type Page = { results: TileRow[]; totalCount: number; page: number; size: number };

describeEachBackend('dashboards', (backend) => {
  let server: TestServer;
  const cookie: Record<string, string> = {};
  let agentId = 0;
  const ids: Record<string, number> = {};

  const get = (who: string, url: string) => server.app.inject({ method: 'GET', url: `/api${url}`, headers: { cookie: cookie[who]! } });
  const tiles = async (who: string, type = 'owner') => {
    const res = await get(who, `/sapna/v1/dashboard/${type}`);
    expect(res.statusCode).toBe(200);
    return Object.fromEntries((res.json() as Dashboard).tiles.map((t) => [t.key, t.count]));
  };
  const list = async (who: string, key: string, query = '', type = 'owner') => {
    const res = await get(who, `/sapna/v1/dashboard/${type}/list/${key}?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Page;
  };

  beforeAll(async () => {
    server = await startTestServer(backend);
    const db = server.database.db;
    agentId = await createUser(db, { username: 'dash-agent', roles: ['HOUSING_OWNER_AGENT'] });
    await createUser(db, { username: 'dash-other', roles: ['HOUSING_OWNER_AGENT'] });
    await createUser(db, { username: 'dash-content', roles: ['HOUSING_CONTENT'] });
    await createUser(db, { username: 'dash-rcm', roles: ['RCM_USER'] });
    for (const name of ['agent', 'other', 'content', 'rcm']) cookie[name] = await loginAs(server.app, `dash-${name}`);

    const now = Date.now();
    const owner = await insertAccount(db, { agentId, name: 'Nair Homes', clientTypeId: 3 });
    const broker = await insertAccount(db, { agentId, name: 'Mehta Brokers', clientTypeId: 2 });
    // Follow-up: open, no comment in 7 days (one with an old comment), and one open with a fresh comment (not).
    ids.quiet = (await insertOpportunity(db, { accountId: owner.id, ownerId: agentId, statusId: 3, name: 'Quiet deal' })).id;
    ids.stale = (await insertOpportunity(db, { accountId: owner.id, ownerId: agentId, statusId: 1, name: 'Stale deal' })).id;
    ids.fresh = (await insertOpportunity(db, { accountId: owner.id, ownerId: agentId, statusId: 4, name: 'Fresh deal' })).id;
    const comment = { entityTypeId: 1, accountId: owner.id, activityType: 'Call', text: 'spoke', authorId: agentId };
    await db.insert(comments).values([
      { ...comment, entityId: ids.stale, happenedAt: new Date(now - 8 * DAY_MS) },
      { ...comment, entityId: ids.fresh, happenedAt: new Date(now - DAY_MS) },
    ]);
    // A broker account's open opportunity: on the broker dashboard, not the owner one.
    // It came from the Sales Connect call center number (the broker dashboard's sales-connect tile).
    ids.broker = (await insertOpportunity(db, { accountId: broker.id, ownerId: agentId, statusId: 1, name: 'Broker deal', campaign: 'call_center_number' })).id;
    // A tenant opportunity on the owner account: tenant dashboard only.
    ids.tenant = (await insertOpportunity(db, { accountId: owner.id, ownerId: agentId, statusId: 1, kind: 'tenant', name: 'Tenant deal' })).id;

    // Closed: one due for renewal in 10 days (not renewed), with a product not activated; one sold long ago.
    const [family] = await db.insert(packageFamilies).values({ name: 'Owner Plans' }).returning({ id: packageFamilies.id });
    const [pkg] = await db
      .insert(packages)
      .values({ name: 'Owner Gold', familyId: family!.id, ratePrice: '5000', salesPrice: '5000', validityDays: 30 })
      .returning({ id: packages.id });
    ids.due = (await insertOpportunity(db, { accountId: owner.id, ownerId: agentId, statusId: 2, name: 'Due deal' })).id;
    const dueMapping = await insertPackageMapping(db, { opportunityId: ids.due, salesPrice: '5000' });
    await db
      .update(opportunityPackageMappings)
      .set({ packageId: pkg!.id, validityDays: 11, createdAt: new Date(now - DAY_MS) })
      .where(eq(opportunityPackageMappings.id, dueMapping));
    await db.insert(opportunityProductMappings).values({ opportunityPackageMappingId: dueMapping, productId: 1 });
    // The old deal came from the Sales Connect direct partners page (the owner dashboard's sales-connect tile).
    ids.old = (await insertOpportunity(db, { accountId: owner.id, ownerId: agentId, statusId: 2, name: 'Old deal', campaign: 'direct_partners_page' })).id;
    const oldMapping = await insertPackageMapping(db, { opportunityId: ids.old, salesPrice: '2000' });
    await db
      .update(opportunityPackageMappings)
      .set({ packageId: pkg!.id, validityDays: 30, createdAt: new Date(now - 400 * DAY_MS) })
      .where(eq(opportunityPackageMappings.id, oldMapping));
    // It closed 400 days ago (its closed date: its move into Closed, issue 49).
    await db
      .update(statusChanges)
      .set({ changedAt: new Date(now - 400 * DAY_MS) })
      .where(and(eq(statusChanges.entity, 'opportunity'), eq(statusChanges.entityId, ids.old), eq(statusChanges.toStatusId, 2)));

    // Money on the due deal: approved 6 (paid today through a payment link), pending 1, rejected 7; termsheet Created.
    const money = await insertPayments(db, ids.due, owner.id, [
      { amount: '3000', statusId: 6 },
      { amount: '1000', statusId: 1 },
      { amount: '500', statusId: 7 },
    ]);
    ids.termsheet = money.termsheetId;
    [ids.approvedPayment, ids.pendingPayment, ids.rejectedPayment] = money.paymentIds as [number, number, number];
    await db.update(payments).set({ modeOfPaymentId: 10, paymentDate: istDateOf(new Date()) }).where(eq(payments.id, ids.approvedPayment));
    await db.update(payments).set({ modeOfPaymentId: 10, referenceNumber: 'REF-77' }).where(eq(payments.id, ids.pendingPayment));
    // A second, approved termsheet (not pending) on the old deal.
    const approvedTs = await insertPayments(db, ids.old, owner.id, []);
    await db.update(termsheets).set({ statusId: 3 }).where(eq(termsheets.id, approvedTs.termsheetId));
    // Discount approvals: one pending, one approved (not counted).
    await db.insert(approvals).values([
      { entityTypeId: 1, entityId: ids.quiet, approvalType: 'Discount', status: 'PendingApproval', requestedById: agentId },
      { entityTypeId: 1, entityId: ids.stale, approvalType: 'Discount', status: 'Approved', requestedById: agentId },
    ]);
  });

  afterAll(async () => {
    await server.close();
  });

  it('counts each tile by its definition on the owner dashboard', async () => {
    expect(await tiles('agent')).toEqual({
      followup: 2,
      renewal: 1,
      closed: 2,
      'housing-product': 1,
      'sales-connect': 1,
      'pending-termsheet': 1,
      'payment-approved': 1,
      'payment-rejected': 1,
      'payment-pending': 1,
      'discount-approvals': 1,
    });
  });

  it('takes the client type from the route: broker and tenant dashboards count their own', async () => {
    const broker = await tiles('agent', 'broker');
    expect(broker.followup).toBe(1);
    expect(broker['sales-connect']).toBe(1);
    expect((await list('agent', 'sales-connect', '', 'broker')).results.map((r) => r.opportunityId)).toEqual([ids.broker]);
    expect(broker.closed).toBe(0);
    expect((await list('agent', 'followup', '', 'broker')).results.map((r) => r.opportunityId)).toEqual([ids.broker]);
    expect((await list('agent', 'followup', '', 'tenant')).results.map((r) => r.opportunityId)).toEqual([ids.tenant]);
    const res = await get('agent', '/sapna/v1/dashboard/builder');
    expect((res.json() as Dashboard).clientTypeId).toBe(1);
  });

  it("gives each listed row its opportunity's kind, which names the page the row links to", async () => {
    const db = server.database.db;
    const builder = await insertAccount(db, { agentId, name: 'Kapoor Builders', clientTypeId: 1 });
    const builderDeal = (await insertOpportunity(db, { accountId: builder.id, ownerId: agentId, statusId: 1, kind: 'builder', name: 'Builder deal' })).id;
    const rows = (await list('agent', 'followup', '', 'builder')).results;
    expect(rows.map((r) => [r.opportunityId, r.opportunityKind])).toEqual([[builderDeal, 'builder']]);
    expect(opportunityPagePath(rows[0]!.opportunityKind, rows[0]!.opportunityId)).toBe(`/builder-opportunity/${builderDeal}`);
    expect((await list('agent', 'followup', '', 'tenant')).results.map((r) => r.opportunityKind)).toEqual(['tenant']);
    expect((await list('agent', 'followup')).results.map((r) => r.opportunityKind)).toEqual(['general', 'general']);
    expect((await list('agent', 'payment-approved')).results.map((r) => r.opportunityKind)).toEqual(['general']);
  });

  it('lists the rows behind a tile, newest first, with the total', async () => {
    const followup = await list('agent', 'followup');
    expect(followup.totalCount).toBe(2);
    expect(followup.results.map((r) => r.id)).toEqual([ids.stale, ids.quiet]);
    const pending = await list('agent', 'pending-termsheet');
    expect(pending.results.map((r) => [r.id, r.statusName])).toEqual([[ids.termsheet, 'Created']]);
    const approved = await list('agent', 'payment-approved');
    expect(approved.results[0]).toMatchObject({ entity: 'payment', id: ids.approvedPayment, amount: 3000, statusName: 'Approved', accountName: 'Nair Homes' });
    const closed = await list('agent', 'closed');
    expect(closed.results.map((r) => r.id)).toEqual([ids.old, ids.due]);
    expect(closed.results[1]!.amount).toBe(5000);
    // Sales Connect: the campaign opportunities (Old deal, from the direct partners page), whatever their status.
    expect((await list('agent', 'sales-connect')).results.map((r) => [r.id, r.statusName, r.amount])).toEqual([[ids.old, 'Closed', 2000]]);
    expect((await list('agent', 'discount-approvals')).results.map((r) => [r.opportunityId, r.statusName])).toEqual([[ids.quiet, 'PendingApproval']]);
  });

  it('searches a tile by key: ids and payment references', async () => {
    expect((await list('agent', 'payment-pending', 'key=REF-77')).totalCount).toBe(1);
    expect((await list('agent', 'payment-pending', 'key=REF-78')).totalCount).toBe(0);
    // A number matches the row's, its opportunity's or its account's id.
    expect((await list('agent', 'followup', `key=${ids.quiet}`)).results.map((r) => r.id)).toContain(ids.quiet);
    expect((await list('agent', 'followup', 'key=stale')).results.map((r) => r.id)).toEqual([ids.stale]);
    const ts = await get('agent', `/sapna/v1/termsheet/key-search?key=${ids.old}`);
    expect(ts.statusCode).toBe(200);
    expect((ts.json() as Page).results.map((r) => r.statusName)).toEqual(['Approved']);
    expect((await get('agent', '/sapna/v1/termsheet/key-search')).statusCode).toBe(400);
    expect((await get('other', `/sapna/v1/termsheet/key-search?key=${ids.old}`)).json()).toMatchObject({ totalCount: 0 });
  });

  it('counts only rows in scope', async () => {
    const other = await tiles('other');
    expect(Object.values(other).filter((n) => n !== null && n !== 0)).toEqual([]);
    expect((await list('other', 'closed')).totalCount).toBe(0);
  });

  it('ranks the leaderboard, draws the trend and adds up payment links for the current sales month', async () => {
    const board = (await get('agent', '/sapna/v1/leaderboard?type=owner')).json() as Leaderboard;
    expect(board.rows).toEqual([{ rank: 1, agentId, agentName: 'dash-agent Test', closedValue: 5000, accountsClosed: 1 }]);
    const trend = (await get('agent', '/sapna/v1/performance-trends?type=owner')).json() as PerformanceTrend;
    expect(trend.months).toHaveLength(6);
    expect(trend.months[5]).toMatchObject({ closedValue: 5000, collections: 3000 });
    const links = (await get('agent', '/sapna/v1/payment-link/aggregate?type=owner')).json() as PaymentLinkAggregate;
    expect(links).toMatchObject({ sent: { count: 2, amount: 4000 }, paid: { count: 1, amount: 3000 }, pending: { count: 1, amount: 1000 } });
  });

  it('refuses bad input and unknown names without a 500', async () => {
    expect((await get('agent', '/sapna/v1/dashboard/landlord')).json()).toEqual({ error: { msg: DASHBOARD_MESSAGES.unknownType } });
    expect((await get('agent', '/sapna/v1/dashboard/owner/list/nope')).statusCode).toBe(404);
    expect((await get('agent', '/sapna/v1/dashboard/owner/list/closed?page=5')).statusCode).toBe(422);
    expect((await get('agent', '/sapna/v1/dashboard/owner/list/closed?page=-1')).statusCode).toBe(400);
    expect((await get('agent', '/sapna/v1/leaderboard?type=landlord')).statusCode).toBe(400);
  });

  it('never answers 500 to random query strings and bodies on any route of the area', async () => {
    const paths = [
      '/sapna/v1/dashboard/owner',
      '/sapna/v1/dashboard/tenant/list/closed',
      '/sapna/v1/dashboard/broker/list/payment-pending',
      '/sapna/v1/termsheet/key-search',
      '/sapna/v1/leaderboard',
      '/sapna/v1/performance-trends',
      '/sapna/v1/payment-link/aggregate',
    ];
    const renewalPaths = ['', '/summary-monthwise', '/chart', '/agentwise', '/details', '/download'];
    const value = fc.oneof(fc.string({ maxLength: 12 }), fc.integer().map(String), fc.constantFrom('owner', '30D', '8-15', 'FoS', '-1', '1e9', '%', ''));
    const query = fc.dictionary(fc.constantFrom('page', 'size', 'key', 'type', 'x'), value, { maxKeys: 4 });
    const body = fc.dictionary(
      fc.constantFrom('profileType', 'sellerType', 'renewalBucket', 'lapsedBucket', 'upcomingBucket', 'page', 'size', 'x'),
      fc.oneof(value, fc.integer({ min: -5, max: 200 }), fc.constant(null)),
      { maxKeys: 4 },
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...paths), query, fc.constantFrom(...renewalPaths), body, async (path, q, renewalPath, payload) => {
        const res = await get('agent', `${path}?${new URLSearchParams(q).toString()}`);
        expect(res.statusCode, `${path} ${JSON.stringify(q)}`).toBeLessThan(500);
        const post = await server.app.inject({ method: 'POST', url: `/api/sapna/v1/renewal-report${renewalPath}`, headers: { cookie: cookie.agent! }, payload });
        expect(post.statusCode, `${renewalPath} ${JSON.stringify(payload)}`).toBeLessThan(500);
      }),
      { numRuns: 40 },
    );
  });

  it('is for sellers and the reports roles: content is refused, the read-only RCM reads', async () => {
    expect((await get('content', '/sapna/v1/dashboard/owner')).statusCode).toBe(403);
    expect((await get('content', '/sapna/v1/leaderboard')).statusCode).toBe(403);
    expect((await get('rcm', '/sapna/v1/dashboard/owner')).statusCode).toBe(200);
  });

  it('keeps a refunded payment on Payment Approved: it was approved (issue 48, README "Money")', async () => {
    // Refunded in part (14), then in full (10): the tile still counts it, its list shows it, and the link was paid.
    const db = server.database.db;
    const [row] = await db.select({ milestoneId: payments.milestoneId }).from(payments).where(eq(payments.id, ids.approvedPayment!));
    await db.insert(refunds).values({ paymentId: ids.approvedPayment!, milestoneId: row!.milestoneId, amount: '1000', remark: 'Part' });
    for (const [statusId, statusName] of [[14, 'Partially Refunded'], [10, 'Refunded']] as const) {
      await db.update(payments).set({ statusId }).where(eq(payments.id, ids.approvedPayment!));
      expect((await tiles('agent'))['payment-approved']).toBe(1);
      const approved = await list('agent', 'payment-approved');
      expect(approved.totalCount).toBe(1);
      expect(approved.results[0]).toMatchObject({ id: ids.approvedPayment, statusName });
      const links = (await get('agent', '/sapna/v1/payment-link/aggregate?type=owner')).json() as PaymentLinkAggregate;
      expect(links.paid).toEqual({ count: 1, amount: 3000 });
    }
  });
});

// Figure = its rows (issue 49): on the demo seed, each tile's figure equals the number of distinct rows its
// click-through lists (its first page and its last, which holds exactly the rest), and each row is one the tile means (its status is one of the tile's,
// its opportunity on the dashboard's side of the tenant line). One backend: it walks every page of every tile for
// every demo role, and the count/list agreement on both engines is dashboard-facts.test.ts's.
describeOnOneBackend('dashboards on the demo data', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend);
    await seedDemo(server.database.db, { password: 'demo' });
  }, 120_000);
  afterAll(async () => {
    await server.close();
  });

  // Each seller on their own dashboard(s), the team leader and the read-only RCM on the owner one, the manager on all.
  const CASES: [string, readonly string[]][] = [
    ['owner-agent', ['owner']],
    ['broker-telesales', ['broker']],
    ['builder-telesales', ['builder']],
    ['tenant-agent', ['tenant']],
    ['agent', ['broker', 'builder']],
    ['team-leader', ['owner']],
    ['rcm', ['owner']],
    ['manager', DASHBOARD_TYPES],
  ];

  /** The status names a tile's rows may show (its definition's statuses, by the names its entity's rows carry). */
  function statusNamesOf(key: TileKey): Set<string> | null {
    const tile = TILES[key];
    if (tile.approvalStatuses) return new Set(tile.approvalStatuses);
    if (!tile.statusIds) return null;
    const name = tile.entity === 'payment' ? paymentStatusName : tile.entity === 'termsheet' ? termsheetStatusName : opportunityStatusName;
    return new Set(tile.statusIds.map(name));
  }

  it('gives each tile the number of rows its list walks to, each row one the tile means, for every demo role and dashboard', async () => {
    let compared = 0;
    for (const [user, types] of CASES) {
      const cookie = await loginAs(server.app, user, 'demo');
      for (const type of types) {
        const board = await server.app.inject({ method: 'GET', url: `/api/sapna/v1/dashboard/${type}`, headers: { cookie } });
        expect(board.statusCode).toBe(200);
        for (const tile of (board.json() as Dashboard).tiles) {
          expect(TILE_KEYS).toContain(tile.key);
          if (tile.count === null) continue;
          const statuses = statusNamesOf(tile.key);
          const seen = new Set<string>();
          // The first page and the last, which must hold exactly the rest (100 a page).
          const lastPage = Math.max(0, Math.ceil(tile.count / 100) - 1);
          const pages = lastPage === 0 ? [0] : [0, lastPage];
          for (const page of pages) {
            const res = await server.app.inject({ method: 'GET', url: `/api/sapna/v1/dashboard/${type}/list/${tile.key}?size=100&page=${page}`, headers: { cookie } });
            expect(res.statusCode, res.body).toBe(200);
            const rows = (res.json() as Page).results;
            for (const row of rows) {
              seen.add(`${row.entity}-${row.id}`);
              expect(row.entity).toBe(tile.entity);
              if (statuses) expect(statuses, `${user} ${type} ${tile.key} row ${row.id}`).toContain(row.statusName);
              expect(row.opportunityKind === 'tenant', `${type} ${tile.key} row ${row.id}`).toBe(type === 'tenant');
            }
          }
          expect(seen.size, `${user} ${type} ${tile.key}`).toBe(lastPage === 0 ? tile.count : 100 + tile.count - lastPage * 100);
          compared += tile.count > 0 ? 1 : 0;
        }
      }
    }
    // The demo has rows behind many tiles (the comparison is not vacuous).
    expect(compared).toBeGreaterThan(20);
  }, 240_000);
});

// Product activation (activate, force-activate, details, tag listings) and complimentary products, through HTTP.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_DENIED_MESSAGES, FAILURE_MESSAGES, SUCCESS_MESSAGES } from '../../../domain/errors/messages';
import { COMPLIMENTARY_MESSAGES } from '../../../domain/opportunities/complimentary-products';
import {
  complementaryProducts,
  listings,
  opportunities,
  opportunityComplimentaryProducts,
  opportunityPackageMappings,
  opportunityProductMappings,
  payments,
  products,
} from '../../db/schema/index';
import { createUser, loginAs } from '../../testing/fixtures';
import { describeEachBackend, startTestServer, type TestServer } from '../../testing/harness';
import { createDeal, insertMilestone, insertPayment, insertTermsheet, type Deal } from '../../testing/money-fixtures';
import { caller, createCast } from '../../testing/opportunity-fixtures';

describeEachBackend('product activation and complimentary products', (backend) => {
  let server: TestServer;
  let cast: Awaited<ReturnType<typeof createCast>>;
  let admin: string;
  let content: string;
  const call = caller(() => server.app);
  const db = () => server.database.db;

  beforeAll(async () => {
    server = await startTestServer(backend);
    cast = await createCast(server);
    await createUser(db(), { username: 'pa-admin', roles: ['HOUSING_SALES_MANAGER', 'ADMIN'] });
    await createUser(db(), { username: 'pa-content', roles: ['HOUSING_CONTENT'] });
    admin = await loginAs(server.app, 'pa-admin');
    content = await loginAs(server.app, 'pa-content');
  });
  afterAll(() => server.close());

  /** A deal of the cast's agent; with a termsheet in `termsheetStatusId` and a milestone of ₹1,000 + ₹180 GST, paid as told. */
  async function deal(opts: { termsheetStatusId?: number; payments?: [string, number][]; opportunityStatusId?: number } = {}): Promise<Deal & { paymentIds: number[] }> {
    const d = await createDeal(db(), { agentId: cast.ids.agent, opportunityStatusId: opts.opportunityStatusId ?? 2 });
    const paymentIds: number[] = [];
    if (opts.termsheetStatusId !== undefined) {
      const milestoneId = await insertMilestone(db(), await insertTermsheet(db(), d, opts.termsheetStatusId), { amount: '1000.00', gst: '180.00' });
      for (const [amount, statusId] of opts.payments ?? []) paymentIds.push(await insertPayment(db(), milestoneId, amount, statusId));
    }
    return { ...d, paymentIds };
  }
  const activate = (cookie: string, d: Deal) => call(cookie, 'POST', '/api/sapna/v1/product-activation/activate', { opportunityProductMappingId: d.productMappingId });
  const details = (cookie: string, d: Deal) => call(cookie, 'GET', `/api/sapna/v1/product-activation/details?opportunityProductMappingId=${d.productMappingId}`);
  const productRow = async (d: Deal) => (await db().select().from(opportunityProductMappings).where(eq(opportunityProductMappings.id, d.productMappingId)))[0]!;
  const packageStatus = async (d: Deal) => (await db().select().from(opportunityPackageMappings).where(eq(opportunityPackageMappings.id, d.packageMappingId)))[0]!.statusId;

  describe('activate', () => {
    it('activates a product paid in full on an RCM-approved termsheet: processed true, Product Activated Successfully!', async () => {
      const d = await deal({ termsheetStatusId: 3, payments: [['1180.00', 6]] });
      const res = await activate(cast.cookies.agent, d);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ processed: true, message: SUCCESS_MESSAGES.productActivated, opportunityProductMappingId: d.productMappingId, activated: true, packageStatusId: 3 });
      const row = await productRow(d);
      expect(row.activated).toBe(true);
      expect(row.activatedById).toBe(cast.ids.agent);
      expect(row.forceActivated).toBe(false);
      const again = await activate(cast.cookies.agent, d);
      expect(again.statusCode).toBe(409);
      expect(again.json().error.msg).toBe('This product is already activated.');
    });

    it('records a request while money is pending or approved in part: processed false, Activation request sent; completes once paid', async () => {
      const d = await deal({ termsheetStatusId: 3, payments: [['500.00', 6], ['680.00', 1]] });
      const res = await activate(cast.cookies.agent, d);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ processed: false, message: SUCCESS_MESSAGES.activationRequestSent, activated: false, packageStatusId: 2 });
      const row = await productRow(d);
      expect(row.activated).toBe(false);
      expect(row.activationRequestedAt).not.toBeNull();
      expect(await packageStatus(d)).toBe(2);
      const seen = (await details(cast.cookies.agent, d)).json();
      expect(seen).toMatchObject({ canActivateNow: 'request', approvedAmount: 500, pendingAmount: 680, dueAmount: 1180, activationRequestedAt: expect.any(String) });

      await db().update(payments).set({ statusId: 6 }).where(eq(payments.id, d.paymentIds[1]!));
      const done = await activate(cast.cookies.agent, d);
      expect(done.json()).toMatchObject({ processed: true, message: SUCCESS_MESSAGES.productActivated });
    });

    it.each([
      ['no termsheet', {}],
      ['a termsheet RCM has not approved (shared, 2)', { termsheetStatusId: 2, payments: [['1180.00', 6]] as [string, number][] }],
      ['a cancelled termsheet (5)', { termsheetStatusId: 5, payments: [['1180.00', 6]] as [string, number][] }],
      ['nothing paid', { termsheetStatusId: 3, payments: [['1180.00', 7]] as [string, number][] }],
      ['a lost opportunity', { termsheetStatusId: 3, payments: [['1180.00', 6]] as [string, number][], opportunityStatusId: 6 }],
    ])('refuses with 409 Activation cannot be done right now! for %s, changing nothing', async (_what, opts) => {
      const d = await deal(opts);
      const before = await productRow(d);
      const res = await activate(cast.cookies.agent, d);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: { msg: FAILURE_MESSAGES.activationUnavailable } });
      expect(await productRow(d)).toEqual(before);
      expect(await packageStatus(d)).toBe(1);
      const seen = (await details(cast.cookies.agent, d)).json();
      expect(seen.canActivateNow).toBe('refuse');
      expect(seen.blockReason).toEqual(expect.any(String));
    });

    it('refuses while the package discount waits for approval, and names missing required parameters (400)', async () => {
      const d = await deal({ termsheetStatusId: 3, payments: [['1180.00', 6]] });
      await db().update(opportunityPackageMappings).set({ discountApproved: 'PendingApproval' }).where(eq(opportunityPackageMappings.id, d.packageMappingId));
      expect((await activate(cast.cookies.agent, d)).json().error.msg).toBe(FAILURE_MESSAGES.activationUnavailable);
      expect((await details(cast.cookies.agent, d)).json().blockReason).toBe('The package’s discount is not approved yet.');

      const e = await deal({ termsheetStatusId: 3, payments: [['1180.00', 6]] });
      await db().update(opportunityProductMappings).set({ activationParameters: '{"listings":""}' }).where(eq(opportunityProductMappings.id, e.productMappingId));
      const res = await activate(cast.cookies.agent, e);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.msg).toBe('Please fill the required activation parameters: listings');
    });

    it('refuses the read-only, finance (no sell), and anyone out of scope; bad input is 400', async () => {
      const d = await deal({ termsheetStatusId: 3, payments: [['1180.00', 6]] });
      expect((await activate(cast.cookies.rcm, d)).statusCode).toBe(403);
      expect((await activate(cast.cookies.finance, d)).statusCode).toBe(403);
      expect((await activate(cast.cookies.outsider, d)).statusCode).toBe(404);
      expect((await details(cast.cookies.outsider, d)).statusCode).toBe(404);
      for (const body of [{}, { opportunityProductMappingId: 'x' }, { opportunityProductMappingId: -1 }, { opportunityProductMappingId: 1e12 }]) {
        expect((await call(cast.cookies.agent, 'POST', '/api/sapna/v1/product-activation/activate', body)).statusCode).toBe(400);
      }
      expect((await call(cast.cookies.agent, 'POST', '/api/sapna/v1/product-activation/activate', { opportunityProductMappingId: 2_000_000_000 })).statusCode).toBe(404);
      expect((await productRow(d)).activated).toBe(false);
    });
  });

  describe('force-activate', () => {
    it('lets finance activate without the money, with a reason; sellers and the read-only are refused', async () => {
      const d = await deal();
      const force = (cookie: string, body: object) => call(cookie, 'POST', '/api/sapna/v1/product-activation/force-activate', { opportunityProductMappingId: d.productMappingId, ...body });
      expect((await force(cast.cookies.agent, { remark: 'paid by cheque' })).statusCode).toBe(403);
      expect((await force(cast.cookies.rcm, { remark: 'paid by cheque' })).statusCode).toBe(403);
      expect((await force(cast.cookies.finance, {})).json().error.msg).toBe('Please give the reason for force-activation.');
      const res = await force(cast.cookies.finance, { remark: 'Cheque cleared, not yet recorded' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ processed: true, message: SUCCESS_MESSAGES.productActivated, activated: true, packageStatusId: 3 });
      const seen = (await details(cast.cookies.rcm, d)).json();
      expect(seen).toMatchObject({ activated: true, forceActivated: true, activatedBy: expect.any(String), canActivateNow: 'refuse' });
      const row = await productRow(d);
      expect(row.activationRemark).toBe('Cheque cleared, not yet recorded');
    });

    it('still refuses a lost opportunity', async () => {
      const d = await deal({ opportunityStatusId: 7 });
      const res = await call(admin, 'POST', '/api/sapna/v1/product-activation/force-activate', { opportunityProductMappingId: d.productMappingId, remark: 'x' });
      expect(res.statusCode).toBe(409);
      expect(res.json().error.msg).toBe(FAILURE_MESSAGES.activationUnavailable);
    });
  });

  describe('tag listings', () => {
    async function listing(profileUuid: string, title: string) {
      const [row] = await db()
        .insert(listings)
        .values({ profileUuid, listingType: 'BUY', status: 'ACTIVE', price: '100', title, inventoryCanonicalUrl: `/buy/${title}`, dateAdded: new Date() })
        .returning({ id: listings.id });
      return row!.id;
    }

    it('tags listings of the account’s profile to an activated product only', async () => {
      const d = await deal({ termsheetStatusId: 3, payments: [['1180.00', 6]] });
      const mine = await listing('hp-42', `mine-${d.productMappingId}`);
      const theirs = await listing('hp-other', `theirs-${d.productMappingId}`);
      const tag = (cookie: string, listingIds: unknown) => call(cookie, 'POST', '/api/sapna/v1/product-activation/tag-listings', { opportunityProductMappingId: d.productMappingId, listingIds });
      const early = await tag(cast.cookies.agent, [mine]);
      expect(early.statusCode).toBe(409);
      expect(early.json().error.msg).toBe('Activate the product before tagging listings to it.');
      expect((await activate(cast.cookies.agent, d)).statusCode).toBe(200);
      expect((await tag(cast.cookies.agent, [theirs])).statusCode).toBe(400);
      expect((await tag(cast.cookies.agent, [])).statusCode).toBe(400);
      expect((await tag(cast.cookies.agent, ['x'])).statusCode).toBe(400);
      expect((await tag(cast.cookies.rcm, [mine])).statusCode).toBe(403);
      const res = await tag(cast.cookies.agent, [mine]);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ opportunityProductMappingId: d.productMappingId, listingIds: [mine] });
      expect((await details(cast.cookies.agent, d)).json().taggedListingIds).toEqual([mine]);
      const [other] = await db().select().from(listings).where(eq(listings.id, theirs));
      expect(other!.taggedProductMappingId).toBeNull();
    });
  });

  describe('complimentary products', () => {
    async function complimentaryDeal() {
      const d = await deal();
      const [mapping] = await db().select().from(opportunityPackageMappings).where(eq(opportunityPackageMappings.id, d.packageMappingId));
      const [free] = await db().insert(products).values({ name: `Free banner ${d.opportunityId}`, productTypeId: 5 }).returning({ id: products.id });
      const [notFree] = await db().insert(products).values({ name: `Paid banner ${d.opportunityId}`, productTypeId: 5 }).returning({ id: products.id });
      await db().insert(complementaryProducts).values({ packageId: mapping!.packageId, productId: free!.id });
      return { d, free: free!.id, notFree: notFree!.id };
    }
    const list = (cookie: string, d: Deal) => call(cookie, 'GET', `/api/sapna/v1/opportunity/${d.opportunityId}/complimentary-products`);
    const add = (cookie: string, d: Deal, productId: unknown, opportunityPackageMappingId: unknown = d.packageMappingId) =>
      call(cookie, 'POST', `/api/sapna/v1/opportunity/${d.opportunityId}/complimentary-products`, { opportunityPackageMappingId, productId });

    it('a manager adds a product the catalogue lists as complimentary to the package; the list shows it and what remains', async () => {
      const { d, free, notFree } = await complimentaryDeal();
      const before = (await list(cast.cookies.manager, d)).json();
      expect(before).toMatchObject({ results: [], canAdd: true, options: [{ opportunityPackageMappingId: d.packageMappingId, products: [{ productId: free }] }] });
      const res = await add(cast.cookies.manager, d, free);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ message: COMPLIMENTARY_MESSAGES.added, result: { productId: free, active: true, opportunityPackageMappingId: d.packageMappingId } });
      const after = (await list(cast.cookies.agent, d)).json();
      expect(after.canAdd).toBe(false);
      expect(after.results).toHaveLength(1);
      expect(after.options[0].products).toEqual([]);
      expect((await add(cast.cookies.manager, d, free)).statusCode).toBe(409);
      const wrong = await add(cast.cookies.manager, d, notFree);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error.msg).toBe(COMPLIMENTARY_MESSAGES.notComplimentary);
      expect((await add(cast.cookies.manager, d, free, 2_000_000_000)).statusCode).toBe(404);
      expect((await add(cast.cookies.manager, d, 'x')).statusCode).toBe(400);
    });

    it("refuses to add with 'You are not authorized to add Complimentary Products.' and to view with '...view Complimentary Products.'", async () => {
      const { d, free } = await complimentaryDeal();
      for (const cookie of [cast.cookies.agent, cast.cookies.finance]) {
        const res = await add(cookie, d, free);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ error: { msg: ACCESS_DENIED_MESSAGES.addComplimentaryProducts } });
      }
      // The read-only roles are refused every write before the route (the auth hook's read-only answer).
      expect((await add(cast.cookies.rcm, d, free)).statusCode).toBe(403);
      const seen = await list(content, d);
      expect(seen.statusCode).toBe(403);
      expect(seen.json()).toEqual({ error: { msg: ACCESS_DENIED_MESSAGES.viewComplimentaryProducts } });
      expect((await list(cast.cookies.rcm, d)).statusCode).toBe(200);
      expect((await list(cast.cookies.finance, d)).statusCode).toBe(200);
      expect((await list(cast.cookies.outsider, d)).statusCode).toBe(404);
      expect(await db().select().from(opportunityComplimentaryProducts).where(eq(opportunityComplimentaryProducts.opportunityId, d.opportunityId))).toEqual([]);
    });

    it('deactivates once (kept, marked inactive); then it may be given again', async () => {
      const { d, free } = await complimentaryDeal();
      const id = (await add(admin, d, free)).json().result.id as number;
      const off = (cookie: string) => call(cookie, 'PUT', `/api/sapna/v1/opportunity/complimentary-products/${id}/deactivate`);
      expect((await off(cast.cookies.agent)).json()).toEqual({ error: { msg: ACCESS_DENIED_MESSAGES.addComplimentaryProducts } });
      const res = await off(cast.cookies.manager);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ message: COMPLIMENTARY_MESSAGES.deactivated, result: { active: false, deactivatedAt: expect.any(String) } });
      expect((await off(cast.cookies.manager)).statusCode).toBe(409);
      expect((await call(cast.cookies.manager, 'PUT', '/api/sapna/v1/opportunity/complimentary-products/2000000000/deactivate')).statusCode).toBe(404);
      expect((await add(cast.cookies.manager, d, free)).statusCode).toBe(200);
      expect((await list(cast.cookies.manager, d)).json().results.map((r: { active: boolean }) => r.active)).toEqual([false, true]);
    });

    it('refuses adding on a lost opportunity', async () => {
      const { d, free } = await complimentaryDeal();
      await db().update(opportunities).set({ statusId: 6 }).where(eq(opportunities.id, d.opportunityId));
      expect((await add(cast.cookies.manager, d, free)).statusCode).toBe(409);
    });
  });
});

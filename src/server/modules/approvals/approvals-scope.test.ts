// Issue 56: what an approvals request names is checked before anything else. The opportunity-scoped discount
// routes answer a deal out of scope, another brand's deal and a made-up id alike (before saying whether a discount
// approval waits); an extension names a package mapping of a deal in scope; a restoration needs a discounted package.
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { approvals } from '../../db/schema/index';
import { createUser, loginAs } from '../../testing/fixtures';
import { describeEachBackend, startTestServer, type TestServer } from '../../testing/harness';
import { caller, createCast, insertAccount, insertOpportunity, insertPackage, insertPackageMapping } from '../../testing/opportunity-fixtures';

const MISSING = 999_999;

describeEachBackend('approvals: records named in a request', (backend) => {
  let server: TestServer;
  let cast: Awaited<ReturnType<typeof createCast>>;
  let packageId: number;
  const call = caller(() => server.app);
  const db = () => server.database.db;
  const approvalCount = async () => Number((await db().select({ n: count() }).from(approvals))[0]?.n ?? 0);
  const answer = async (res: { statusCode: number; json: () => { error?: { msg?: string } } }) => `${res.statusCode} ${res.json().error?.msg ?? ''}`;

  /** A deal with a discounted package (and a plain one), its discount sent for approval when `send`. */
  async function deal(ownerId: number, options: { domainId?: number; send?: boolean } = {}) {
    const account = await insertAccount(db(), { agentId: ownerId, domainId: options.domainId ?? 5 });
    const o = await insertOpportunity(db(), { accountId: account.id, ownerId, domainId: options.domainId ?? 5 });
    const discounted = await insertPackageMapping(db(), { opportunityId: o.id, packageId, discount: '100', discountApproved: 'Required' });
    const plain = await insertPackageMapping(db(), { opportunityId: o.id, packageId });
    return { id: o.id, discounted, plain };
  }

  let makaanAgent: number;
  let makaanManager: string;

  beforeAll(async () => {
    server = await startTestServer(backend);
    cast = await createCast(server);
    packageId = await insertPackage(db());
    makaanAgent = await createUser(db(), { username: 'scope-makaan-agent', roles: ['MAKAAN_SALES_AGENT'], domainId: 1 });
    await createUser(db(), { username: 'scope-makaan-manager', roles: ['MAKAAN_SALES_MANAGER'], domainId: 1 });
    makaanManager = await loginAs(server.app, 'scope-makaan-manager');
  });
  afterAll(() => server.close());

  it('the discount routes answer a deal out of scope, another brand’s and a made-up one alike, waiting approval or not', async () => {
    const waiting = await deal(cast.ids.agent);
    expect((await call(cast.cookies.agent, 'POST', `/api/sapna/v2/opportunity/${waiting.id}/send-for-discount-approval`, { remark: 'Festive offer' })).statusCode).toBe(200);
    const idle = await deal(cast.ids.agent);
    const routes = (id: number) => [
      ['PUT', `/api/sapna/v1/approval/process-review?opportunityId=${id}&status=Approved`],
      ['PUT', `/api/sapna/v1/opportunity/${id}/process-discount?discount=Approved`],
      ['POST', `/api/sapna/v1/opportunity/${id}/process-discount?discount=Approved`],
    ] as const;
    // An agent of the same brand outside the team, and a manager of the other brand.
    for (const cookie of [cast.cookies.outsider, makaanManager]) {
      for (const [i] of routes(0).entries()) {
        const answers = new Set<string>();
        for (const id of [waiting.id, idle.id, MISSING]) {
          const [method, url] = routes(id)[i]!;
          answers.add(await answer(await call(cookie, method, url)));
        }
        expect([...answers]).toEqual(['404 Opportunity not found.']);
      }
    }
    // Inside scope the answers say what they said before: no pending approval, or not theirs to act on.
    expect(await answer(await call(cast.cookies.agent, 'PUT', `/api/sapna/v1/opportunity/${idle.id}/process-discount?discount=Approved`))).toBe(
      '409 There is no pending discount approval for this opportunity.',
    );
    expect(await answer(await call(cast.cookies.agent, 'PUT', `/api/sapna/v1/opportunity/${waiting.id}/process-discount?discount=Approved`))).toBe(
      '403 You are not authorized to approve/reject this approval.',
    );
    // The reviewer (a manager of the brand) still reviews it.
    expect((await call(cast.cookies.ch1, 'PUT', `/api/sapna/v1/opportunity/${waiting.id}/process-discount?discount=Approved`)).statusCode).toBe(200);
  });

  it('an extension names a package mapping of a deal in the caller’s scope and brand; anything else is the same 404 and raises nothing', async () => {
    const peers = await deal(cast.ids.outsider);
    const makaan = await deal(makaanAgent, { domainId: 1 });
    const before = await approvalCount();
    const answers = new Set<string>();
    for (const entityId of [peers.plain, makaan.plain, MISSING]) {
      const res = await call(cast.cookies.agent, 'POST', '/api/sapna/v1/approval-reviewal/send-for-approval', { entityTypeId: 18, entityId, durationInDays: 7, approvalType: 'ExtendSlotDate' });
      answers.add(await answer(res));
    }
    expect([...answers]).toEqual(['404 Package not found on this opportunity.']);
    expect(await approvalCount()).toBe(before);
    const mine = await deal(cast.ids.agent);
    const sent = await call(cast.cookies.agent, 'POST', '/api/sapna/v1/approval-reviewal/send-for-approval', { entityTypeId: 18, entityId: mine.plain, durationInDays: 7, approvalType: 'ExtendSlotDate' });
    expect(sent.statusCode).toBe(200);
  });

  it('a price restoration needs a package sold at a discount', async () => {
    const account = await insertAccount(db(), { agentId: cast.ids.agent });
    const o = await insertOpportunity(db(), { accountId: account.id, ownerId: cast.ids.agent });
    await insertPackageMapping(db(), { opportunityId: o.id, packageId });
    const before = await approvalCount();
    const res = await call(cast.cookies.agent, 'POST', '/api/sapna/v1/approval-reviewal/send-for-approval', { entityTypeId: 1, entityId: o.id, approvalType: 'PriceRestoration' });
    expect(await answer(res)).toBe('400 There is no discounted package on this opportunity to restore the price of.');
    expect(await approvalCount()).toBe(before);
    const foreign = await deal(makaanAgent, { domainId: 1 });
    const other = await call(cast.cookies.agent, 'POST', '/api/sapna/v1/approval-reviewal/send-for-approval', { entityTypeId: 1, entityId: foreign.id, approvalType: 'PriceRestoration' });
    expect(await answer(other)).toBe('404 Opportunity not found.');
  });
});

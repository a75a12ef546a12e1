import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { approvals, notifications, opportunityPackageMappings } from '../../db/schema/index';
import { describeEachBackend, startTestServer, type TestServer } from '../../testing/harness';
import { caller, createCast, insertAccount, insertOpportunity, insertPackage, insertPackageMapping } from '../../testing/opportunity-fixtures';

// Issue 48: a rejected discount leaves the deal at the list price and tells the owner; an approved price
// restoration puts the discounted packages back at the list price.
describeEachBackend('approvals that bind: rejected discount, approved price restoration', (backend) => {
  let server: TestServer;
  let cast: Awaited<ReturnType<typeof createCast>>;
  let packageId: number;
  const call = caller(() => server.app);
  const db = () => server.database.db;

  beforeAll(async () => {
    server = await startTestServer(backend);
    cast = await createCast(server);
    packageId = await insertPackage(db(), { name: 'Gold Visibility' });
  });
  afterAll(() => server.close());

  async function discountedDeal() {
    const account = await insertAccount(db(), { agentId: cast.ids.agent });
    const o = await insertOpportunity(db(), { accountId: account.id, ownerId: cast.ids.agent, name: 'Festive deal' });
    const discounted = await insertPackageMapping(db(), { opportunityId: o.id, packageId, discount: '100', discountApproved: 'Required' });
    const plain = await insertPackageMapping(db(), { opportunityId: o.id, packageId });
    return { o, discounted, plain };
  }
  const mapping = async (id: number) => (await db().select().from(opportunityPackageMappings).where(eq(opportunityPackageMappings.id, id)))[0];
  const notesOf = (userId: number) => db().select().from(notifications).where(eq(notifications.userId, userId));

  it('a reviewer rejecting the discount marks the package Rejected and notifies the owner with a link to the opportunity', async () => {
    const { o, discounted } = await discountedDeal();
    const before = (await notesOf(cast.ids.agent)).length;
    const sent = await call(cast.cookies.agent, 'POST', `/api/sapna/v2/opportunity/${o.id}/send-for-discount-approval`, { remark: 'Festive offer' });
    const approvalId: number = sent.json().approvalId;
    const res = await call(cast.cookies.ch1, 'PUT', `/api/sapna/v1/approval-reviewal/process-review?approvalId=${approvalId}&status=Rejected`);
    expect(res.json()).toMatchObject({ status: 'Rejected', discountApproved: 'Rejected' });
    expect(await mapping(discounted)).toMatchObject({ discountApproved: 'Rejected' });
    const notes = await notesOf(cast.ids.agent);
    expect(notes).toHaveLength(before + 1);
    expect(notes.at(-1)).toMatchObject({
      kind: 'discount-rejected',
      title: 'Discount rejected',
      body: "The discount on 'Gold Visibility' of 'Festive deal' was rejected: the deal is at the list price.",
      link: `/opportunity/${o.id}`,
    });
  });

  it('an approved price restoration sets the discounted packages to the list price (discount 0) and tells the owner; a rejected one changes nothing', async () => {
    for (const answer of ['Rejected', 'Approved'] as const) {
      const { o, discounted, plain } = await discountedDeal();
      const sent = await call(cast.cookies.agent, 'POST', '/api/sapna/v1/approval-reviewal/send-for-approval', { entityTypeId: 1, entityId: o.id, approvalType: 'PriceRestoration' });
      expect(sent.statusCode).toBe(200);
      const approvalId: number = sent.json().approvalId;
      // The common matrix of the test database names no approver: the NSH is made the approving authority.
      await db().update(approvals).set({ approvingAuthorityId: cast.ids.nsh }).where(eq(approvals.id, approvalId));
      const res = await call(cast.cookies.nsh, 'POST', `/api/sapna/v1/approval-reviewal/process-approval?approvalId=${approvalId}&status=${answer}`);
      expect(res.statusCode).toBe(200);
      if (answer === 'Rejected') {
        expect(await mapping(discounted)).toMatchObject({ discount: '100.00', discountApproved: 'Required' });
        continue;
      }
      expect(await mapping(discounted)).toMatchObject({ discount: '0.00', discountApproved: 'NotRequired' });
      expect(await mapping(plain)).toMatchObject({ discount: '0.00', discountApproved: 'NotRequired' });
      expect((await notesOf(cast.ids.agent)).at(-1)).toMatchObject({
        kind: 'price-restored',
        body: "The price restoration of 'Festive deal' was approved: 'Gold Visibility' is back at the list price.",
      });
    }
  });
});

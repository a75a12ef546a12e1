import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvalReviewerMappings, approvals, changeLog, opportunityPackageMappings } from '../../db/schema/index';
import { describeEachBackend, startTestServer, type TestServer } from '../../testing/harness';
import { caller, createCast, insertAccount, insertOpportunity, insertPackage, insertPackageMapping } from '../../testing/opportunity-fixtures';

const DENIED = 'You are not authorized to approve/reject this approval.';

describeEachBackend('approvals: discount, extension and price restoration', (backend) => {
  let server: TestServer;
  let cast: Awaited<ReturnType<typeof createCast>>;
  let packageId: number;
  const call = caller(() => server.app);
  const db = () => server.database.db;

  beforeAll(async () => {
    server = await startTestServer(backend);
    cast = await createCast(server);
    packageId = await insertPackage(db());
  });
  afterAll(() => server.close());

  /** An agent's opportunity with one discounted package (Required) and one without discount. */
  async function discountedDeal(values: Partial<Parameters<typeof insertOpportunity>[1]> = {}) {
    const account = await insertAccount(db(), { agentId: cast.ids.agent });
    const o = await insertOpportunity(db(), { accountId: account.id, ownerId: cast.ids.agent, name: 'Discount deal', ...values });
    const discounted = await insertPackageMapping(db(), { opportunityId: o.id, packageId, discount: '100', discountApproved: 'Required' });
    const plain = await insertPackageMapping(db(), { opportunityId: o.id, packageId });
    return { o, discounted, plain };
  }
  const send = (cookie: string, opportunityId: number, body: object = { remark: 'Festive offer' }) =>
    call(cookie, 'POST', `/api/sapna/v2/opportunity/${opportunityId}/send-for-discount-approval`, body);
  async function sentDeal() {
    const deal = await discountedDeal();
    const approvalId: number = (await send(cast.cookies.agent, deal.o.id)).json().approvalId;
    return { ...deal, approvalId };
  }
  const review = (cookie: string, approvalId: number, status: string, method: 'PUT' | 'POST' = 'PUT') =>
    call(cookie, method, `/api/sapna/v1/approval-reviewal/process-review?approvalId=${approvalId}&status=${status}`);
  const approve = (cookie: string, approvalId: number, status: string) =>
    call(cookie, 'POST', `/api/sapna/v1/approval-reviewal/process-approval?approvalId=${approvalId}&status=${status}`);
  const discountApprovedOf = async (id: number) =>
    (await db().select().from(opportunityPackageMappings).where(eq(opportunityPackageMappings.id, id)))[0]?.discountApproved;

  describe('POST /sapna/v2/opportunity/{id}/send-for-discount-approval', () => {
    it('sends the discounted packages to the reviewers (CH) and the approving authority (NSH)', async () => {
      const { o, discounted, plain } = await discountedDeal();
      const res = await send(cast.cookies.agent, o.id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        message: 'Opportunity sent for discount approval',
        opportunityPackageMappings: [{ id: discounted, discountApproved: 'PendingApproval' }],
      });
      const [approval] = await db().select().from(approvals).where(eq(approvals.id, res.json().approvalId));
      expect(approval).toMatchObject({
        entityTypeId: 1,
        entityId: o.id,
        approvalType: 'Discount',
        status: 'PendingApproval',
        remark: 'Festive offer',
        requestedById: cast.ids.agent,
        approvingAuthorityId: cast.ids.nsh,
        opportunityPackageMappingIds: [discounted],
      });
      const reviewers = await db().select().from(approvalReviewerMappings).where(eq(approvalReviewerMappings.approvalId, approval!.id));
      expect(reviewers.map((r) => [r.reviewerId, r.status]).sort()).toEqual(
        [
          [cast.ids.ch1, 'PendingApproval'],
          [cast.ids.ch2, 'PendingApproval'],
        ].sort(),
      );
      expect(await discountApprovedOf(discounted)).toBe('PendingApproval');
      expect(await discountApprovedOf(plain)).toBe('NotRequired');
      const changes = await db().select().from(changeLog).where(and(eq(changeLog.entity, 'opportunity'), eq(changeLog.entityId, o.id)));
      expect(changes).toHaveLength(1);
    });

    it('requires a remark and something to approve', async () => {
      const { o } = await discountedDeal();
      const noRemark = await send(cast.cookies.agent, o.id, { remark: '' });
      expect(noRemark.statusCode).toBe(400);
      expect(noRemark.json().error.msg).toBe('This field is required.');
      await send(cast.cookies.agent, o.id);
      const nothing = await send(cast.cookies.agent, o.id);
      expect(nothing.statusCode).toBe(400);
      expect(nothing.json().error.msg).toBe('There is no discount waiting to be sent for approval.');
    });

    it('refuses a not-editable opportunity, read-only users and callers outside scope', async () => {
      const closed = await discountedDeal({ statusId: 2 });
      expect((await send(cast.cookies.agent, closed.o.id)).statusCode).toBe(409);
      const owner = await discountedDeal({ kind: 'owner', statusId: 8 });
      expect((await send(cast.cookies.agent, owner.o.id)).statusCode).toBe(409);
      const { o } = await discountedDeal();
      expect((await send(cast.cookies.rcm, o.id)).statusCode).toBe(403);
      expect((await send(cast.cookies.outsider, o.id)).statusCode).toBe(404);
    });
  });

  describe('process-review and process-approval', () => {
    it('reviewers map Approved to Reviewed; the approver then approves', async () => {
      const { o, discounted, approvalId } = await sentDeal();
      const first = await review(cast.cookies.ch1, approvalId, 'Approved');
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({
        approvalIds: [approvalId],
        status: 'PendingApproval',
        reviewerStatus: 'Reviewed',
        discountApproved: 'PendingApproval',
        opportunityPackageMappings: [{ id: discounted, discountApproved: 'PendingApproval' }],
      });
      const twice = await review(cast.cookies.ch1, approvalId, 'Approved');
      expect(twice.statusCode).toBe(409);
      expect(twice.json().error.msg).toBe('You have already reviewed this approval.');

      const early = await approve(cast.cookies.nsh, approvalId, 'Approved');
      expect(early.statusCode).toBe(409);
      expect(early.json().error.msg).toBe('Waiting for review.');

      expect((await review(cast.cookies.ch2, approvalId, 'Approved', 'POST')).json().reviewerStatus).toBe('Reviewed');
      const approved = await approve(cast.cookies.nsh, approvalId, 'Approved');
      expect(approved.statusCode).toBe(200);
      expect(approved.json()).toMatchObject({ status: 'Approved', reviewerStatus: null, discountApproved: 'Approved' });
      expect(await discountApprovedOf(discounted)).toBe('Approved');
      const page = (await call(cast.cookies.agent, 'GET', `/api/sapna/v3/opportunity-page/${o.id}`)).json();
      expect(page.opportunityPackageMappingDetails.find((m: { id: number }) => m.id === discounted).discountApproved).toBe('Approved');

      const again = await approve(cast.cookies.nsh, approvalId, 'Approved');
      expect(again.statusCode).toBe(409);
      expect(again.json().error.msg).toBe('This approval has already been processed.');
    });

    it.each(['Rejected', 'Declined', 'approved'])('a reviewer answering %s rejects the discount', async (answer) => {
      const { discounted, approvalId } = await sentDeal();
      const res = await review(cast.cookies.ch2, approvalId, answer);
      expect(res.json()).toMatchObject({ status: 'Rejected', reviewerStatus: 'Rejected', discountApproved: 'Rejected' });
      expect(await discountApprovedOf(discounted)).toBe('Rejected');
      const late = await review(cast.cookies.ch1, approvalId, 'Approved');
      expect(late.statusCode).toBe(409);
    });

    it('a rejected discount can be sent again', async () => {
      const { o, approvalId } = await sentDeal();
      await review(cast.cookies.ch1, approvalId, 'Rejected');
      const resend = await send(cast.cookies.agent, o.id);
      expect(resend.statusCode).toBe(200);
    });

    it('the approver answering anything but Approved rejects', async () => {
      const { discounted, approvalId } = await sentDeal();
      await review(cast.cookies.ch1, approvalId, 'Approved');
      await review(cast.cookies.ch2, approvalId, 'Approved');
      const res = await approve(cast.cookies.nsh, approvalId, 'NotNow');
      expect(res.json()).toMatchObject({ status: 'Rejected', discountApproved: 'Rejected' });
      expect(await discountApprovedOf(discounted)).toBe('Rejected');
    });

    it('refuses anyone who is not a reviewer or the approving authority', async () => {
      const { approvalId } = await sentDeal();
      for (const cookie of [cast.cookies.agent, cast.cookies.manager, cast.cookies.nsh]) {
        const res = await review(cookie, approvalId, 'Approved');
        expect(res.statusCode).toBe(403);
        expect(res.json().error.msg).toBe(DENIED);
      }
      for (const cookie of [cast.cookies.agent, cast.cookies.ch1, cast.cookies.leader]) {
        const res = await approve(cookie, approvalId, 'Approved');
        expect(res.statusCode).toBe(403);
        expect(res.json().error.msg).toBe(DENIED);
      }
      expect((await review(cast.cookies.rcm, approvalId, 'Approved')).statusCode).toBe(403);
    });

    it('refuses an unknown approval as one the caller may not act on (issue 56), and 400 without a status', async () => {
      const unknown = await review(cast.cookies.ch1, 99999999, 'Approved');
      expect([unknown.statusCode, unknown.json().error.msg]).toEqual([403, 'You are not authorized to approve/reject this approval.']);
      const noStatus = await call(cast.cookies.ch1, 'PUT', '/api/sapna/v1/approval-reviewal/process-review?approvalId=1');
      expect(noStatus.statusCode).toBe(400);
      expect(noStatus.json().error.msg).toBe('This field is required.');
    });

    it('processes through the opportunity-scoped variants', async () => {
      const { o, discounted } = await sentDeal();
      const byReview = await call(
        cast.cookies.ch1,
        'PUT',
        `/api/sapna/v1/approval/process-review?opportunityId=${o.id}&status=Approved&opportunityPackageMappingIds=${discounted}`,
      );
      expect(byReview.json()).toMatchObject({ reviewerStatus: 'Reviewed', discountApproved: 'PendingApproval' });
      const byDiscount = await call(cast.cookies.ch2, 'PUT', `/api/sapna/v1/opportunity/${o.id}/process-discount?discount=Approved`);
      expect(byDiscount.json()).toMatchObject({ reviewerStatus: 'Reviewed' });
      const denied = await call(cast.cookies.agent, 'POST', `/api/sapna/v1/opportunity/${o.id}/process-discount?discount=Approved`);
      expect(denied.statusCode).toBe(403);
      expect(denied.json().error.msg).toBe(DENIED);
      const approved = await call(cast.cookies.nsh, 'POST', `/api/sapna/v1/opportunity/${o.id}/process-discount?discount=Approved&opportunityPackageMappingIds=${discounted}`);
      expect(approved.json()).toMatchObject({ status: 'Approved', discountApproved: 'Approved' });
      const nothing = await call(cast.cookies.nsh, 'POST', `/api/sapna/v1/opportunity/${o.id}/process-discount?discount=Approved`);
      expect(nothing.statusCode).toBe(409);
      expect(nothing.json().error.msg).toBe('There is no pending discount approval for this opportunity.');
    });
  });

  describe('reading approvals', () => {
    it('lists an opportunity’s approvals with reviewers and approving authority', async () => {
      const { o, approvalId } = await sentDeal();
      await review(cast.cookies.ch1, approvalId, 'Approved');
      const res = await call(cast.cookies.agent, 'GET', `/api/sapna/v1/approval?opportunityId=${o.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().totalCount).toBe(1);
      const [approval] = res.json().results;
      expect(approval).toMatchObject({
        id: approvalId,
        entityTypeId: 1,
        entityId: o.id,
        approvalType: 'Discount',
        status: 'PendingApproval',
        approvingAuthority: { userId: cast.ids.nsh, name: 'nsh Test', designationId: 40 },
        requestedBy: { userId: cast.ids.agent, name: 'agent Test' },
        opportunity: { id: o.id, name: 'Discount deal' },
      });
      const ch1 = approval.approvalReviewerMappings.find((m: { reviewerId: number }) => m.reviewerId === cast.ids.ch1);
      expect(ch1).toMatchObject({ reviewerName: 'ch1 Test', designationId: 37, status: 'Reviewed' });
      expect((await call(cast.cookies.outsider, 'GET', `/api/sapna/v1/approval?opportunityId=${o.id}`)).statusCode).toBe(404);
    });

    it('gives each participant their pending approvals and everyone else an empty list', async () => {
      const { approvalId } = await sentDeal();
      const ids = async (cookie: string) => (await call(cookie, 'GET', '/api/sapna/v1/approval/all-approvals?size=100')).json().results.map((a: { id: number }) => a.id);
      expect(await ids(cast.cookies.ch1)).toContain(approvalId);
      expect(await ids(cast.cookies.nsh)).toContain(approvalId);
      expect(await ids(cast.cookies.agent)).toEqual([]);
      expect(await ids(cast.cookies.manager)).toEqual([]);
      await review(cast.cookies.ch1, approvalId, 'Rejected');
      expect(await ids(cast.cookies.nsh)).not.toContain(approvalId);
    });

    it('shows one approval to its participants, its requester and users whose scope holds it; refuses the rest', async () => {
      const { discounted, approvalId } = await sentDeal();
      const nsh = await call(cast.cookies.nsh, 'GET', `/api/sapna/v1/approval-page-details/${approvalId}`);
      expect(nsh.statusCode).toBe(200);
      expect(nsh.json()).toMatchObject({ id: approvalId, canReview: false, canApprove: false });
      expect(nsh.json().opportunityPackageMappingDetails.map((m: { id: number }) => m.id)).toEqual([discounted]);
      expect((await call(cast.cookies.ch1, 'GET', `/api/sapna/v1/approval-page-details/${approvalId}`)).json().canReview).toBe(true);
      expect((await call(cast.cookies.agent, 'GET', `/api/sapna/v1/approval-page-details/${approvalId}`)).statusCode).toBe(200);
      expect((await call(cast.cookies.leader, 'GET', `/api/sapna/v1/approval-page-details/${approvalId}`)).statusCode).toBe(200);
      const outsider = await call(cast.cookies.outsider, 'GET', `/api/sapna/v1/approval-page-details/${approvalId}`);
      expect(outsider.statusCode).toBe(403);
      expect(outsider.json().error.msg).toBe('You are not authorized to view Approval Details.');
      // An id that does not exist answers as one the caller may not see (issue 56).
      const unknown = await call(cast.cookies.ch1, 'GET', '/api/sapna/v1/approval-page-details/99999999');
      expect([unknown.statusCode, unknown.json().error.msg]).toEqual([403, 'You are not authorized to view Approval Details.']);
    });
  });

  describe('POST /sapna/v1/approval-reviewal/send-for-approval', () => {
    const request = (cookie: string, body: object) => call(cookie, 'POST', '/api/sapna/v1/approval-reviewal/send-for-approval', body);

    it('requests a slot-date extension, which the approving authority decides', async () => {
      // The entity is the package mapping whose slots run on, of a deal in the caller's scope (issue 56).
      const { plain } = await discountedDeal();
      const res = await request(cast.cookies.agent, { entityTypeId: 18, entityId: plain, durationInDays: 7, approvalType: 'ExtendSlotDate' });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('Opportunity sent for Extension approval');
      const [approval] = await db().select().from(approvals).where(eq(approvals.id, res.json().approvalId));
      expect(approval).toMatchObject({ entityTypeId: 18, entityId: plain, durationInDays: 7, approvalType: 'ExtendSlotDate', approvingAuthorityId: cast.ids.nsh });
      const duplicate = await request(cast.cookies.agent, { entityTypeId: 18, entityId: plain, durationInDays: 3, approvalType: 'ExtendSlotDate' });
      expect(duplicate.statusCode).toBe(409);
      expect(duplicate.json().error.msg).toBe('An approval of this kind is already pending for it.');
      const decided = await approve(cast.cookies.nsh, approval!.id, 'Approved');
      expect(decided.json()).toMatchObject({ status: 'Approved', discountApproved: null, opportunityPackageMappings: [] });
    });

    it('requests a price restoration on an opportunity', async () => {
      const { o } = await discountedDeal();
      const res = await request(cast.cookies.agent, { entityTypeId: 1, entityId: o.id, approvalType: 'PriceRestoration' });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('Approval sent for Price Restoration');
    });

    it.each([
      [{ entityTypeId: 18, entityId: 556, approvalType: 'ExtendSlotDate' }, 'Please enter the extension in days (a whole number of at least 1).'],
      [{ entityTypeId: 18, entityId: 556, durationInDays: 0, approvalType: 'ExtendSlotDate' }, 'Please enter the extension in days (a whole number of at least 1).'],
      [{ entityTypeId: 18, entityId: 556, durationInDays: 1.5, approvalType: 'ExtendSlotDate' }, 'Please enter the extension in days (a whole number of at least 1).'],
      [{ entityTypeId: 1, entityId: 556, durationInDays: 3, approvalType: 'ExtendSlotDate' }, 'This approval type does not apply to this entity.'],
      [{ entityTypeId: 18, entityId: 556, approvalType: 'PriceRestoration' }, 'This approval type does not apply to this entity.'],
      [{ entityTypeId: 1, entityId: 556, approvalType: 'Refund' }, 'This approval type cannot be requested here.'],
      [{ entityTypeId: 1, entityId: 556 }, 'This field is required.'],
      [{ entityId: 556, approvalType: 'PriceRestoration' }, 'This field is required.'],
    ])('refuses %j with 400', async (body, msg) => {
      const res = await request(cast.cookies.agent, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.msg).toBe(msg);
    });

    it('refuses read-only users, and price restoration outside scope or on a closed opportunity', async () => {
      expect((await request(cast.cookies.rcm, { entityTypeId: 18, entityId: 557, durationInDays: 2, approvalType: 'ExtendSlotDate' })).statusCode).toBe(403);
      const { o } = await discountedDeal();
      expect((await request(cast.cookies.outsider, { entityTypeId: 1, entityId: o.id, approvalType: 'PriceRestoration' })).statusCode).toBe(404);
      const closed = await discountedDeal({ statusId: 2 });
      expect((await request(cast.cookies.agent, { entityTypeId: 1, entityId: closed.o.id, approvalType: 'PriceRestoration' })).statusCode).toBe(409);
    });
  });
});

import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { contacts, dynamicProperties, paymentStatusChanges, payments, refunds, termsheets } from '../../db/schema/index';
import { createUser, loginAs } from '../../testing/fixtures';
import { describeEachBackend } from '../../testing/harness';
import { paymentActionsFixture } from '../../testing/payment-actions-fixture';
import { createDeal, insertMilestone, insertPayment, insertTermsheet, type Deal } from '../../testing/money-fixtures';

describeEachBackend('payment actions', (backend) => {
  const fixture = paymentActionsFixture(backend, 'pact');
  const { call, db, dealWithMilestone, recorded, statusOf } = fixture;
  let staff: ReturnType<typeof fixture.staff>;
  let server: ReturnType<typeof fixture.server>;
  beforeAll(() => {
    staff = fixture.staff();
    server = fixture.server();
  });


  describe('finance status changes', () => {
    it('approves, rejects and sends back to RAM with an audited history; the milestone counts status 6 only', async () => {
      const deal = await dealWithMilestone();
      const a = await recorded(deal.milestoneId, 1000);
      const b = await recorded(deal.milestoneId, 2000);
      const c = await recorded(deal.milestoneId, 3000);
      const approve = await call('PUT', `/sapna/v1/payment/${a}/status`, staff.finance, { action: 'approve' });
      expect(approve.status).toBe(200);
      expect(approve.body).toMatchObject({ message: 'Payment status updated', payment: { id: a, statusId: 6, statusName: 'Approved', editable: false } });
      expect((await call('PUT', `/sapna/v1/payment/${b}/status`, staff.finance, { action: 'reject', remark: 'Cheque bounced' })).body.payment.statusId).toBe(7);
      const sentBack = await call('PUT', `/sapna/v1/payment/${c}/status`, staff.admin, { action: 'sendBackToRam', remark: 'Wrong PIN' });
      expect(sentBack.body, JSON.stringify(sentBack.body)).toMatchObject({ payment: { statusId: 9 } });
      const details = await call('GET', `/sapna/v1/payment-details/${b}`, staff.agent);
      expect(details.body.statusHistory).toEqual([
        expect.objectContaining({ fromStatusId: null, toStatusId: 1, toStatusName: 'Pending', changedByName: 'pact-agent Test' }),
        expect.objectContaining({ fromStatusId: 1, fromStatusName: 'Pending', toStatusId: 7, toStatusName: 'Rejected', remark: 'Cheque bounced', changedByName: 'pact-finance Test' }),
      ]);
      expect(details.body.actions).toMatchObject({ changeStatus: false, recollect: true, refund: false });
      const listed = await call('GET', `/sapna/v1/milestone?opportunityId=${deal.opportunityId}`, staff.agent);
      expect(listed.body.results[0]).toMatchObject({ approvedPaymentAmount: 1000, pendingPaymentAmount: 3000 });
    });

    it('refuses: a remark missing (400), not with finance (409), a stale version (409), sellers and read-only roles (403), unknown (404)', async () => {
      const deal = await dealWithMilestone();
      const id = await recorded(deal.milestoneId);
      expect(await call('PUT', `/sapna/v1/payment/${id}/status`, staff.finance, { action: 'reject' })).toMatchObject({ status: 400, body: { error: { msg: 'Please enter a remark.' } } });
      expect(await call('PUT', `/sapna/v1/payment/${id}/status`, staff.finance, { action: 'approve', baseVersion: 9 })).toMatchObject({
        status: 409,
        body: { error: { msg: 'This payment was changed by someone else. Please review and try again.' } },
      });
      for (const who of [staff.agent, staff.content]) expect((await call('PUT', `/sapna/v1/payment/${id}/status`, who, { action: 'approve' })).status).toBe(403);
      for (const who of [staff.rcm, staff.ticketing, staff.lookupView]) expect((await call('PUT', `/sapna/v1/payment/${id}/status`, who, { action: 'approve' })).status).toBe(403);
      expect((await call('PUT', '/sapna/v1/payment/999999/status', staff.finance, { action: 'approve' })).status).toBe(404);
      expect((await call('PUT', `/sapna/v1/payment/${id}/status`, staff.finance, { action: 'close' })).status).toBe(400);
      expect(await statusOf(id)).toBe(1);
      await call('PUT', `/sapna/v1/payment/${id}/status`, staff.finance, { action: 'sendBackToRam', remark: 'fix' });
      expect(await call('PUT', `/sapna/v1/payment/${id}/status`, staff.finance, { action: 'approve' })).toMatchObject({
        status: 409,
        body: { error: { msg: 'Only a pending payment that is with finance can be approved, rejected or sent back to RAM.' } },
      });
      // The agent sends it to RCM again: back with finance, in 1, audited.
      const resent = await call('PUT', `/sapna/v1/payment/${id}?sendToRCM=true`, staff.agent, {});
      expect(resent.body).toMatchObject({ statusId: 1, sendToRcm: true });
      const history = await db().select().from(paymentStatusChanges).where(eq(paymentStatusChanges.paymentId, id));
      expect(history.map((h) => [h.fromStatusId, h.toStatusId])).toEqual([[null, 1], [1, 9], [9, 1]]);
    });
  });

  describe('recollect and represent', () => {
    it("recollects a rejected (7) payment once: 'Payment Recollected'; represents a bounced (8) one: 'Payment Represented'", async () => {
      const deal = await dealWithMilestone();
      const rejected = await insertPayment(db(), deal.milestoneId, '4000.00', 7);
      const res = await call('POST', `/sapna/v1/payment/${rejected}/recollect`, staff.agent, { paymentType: 'Recollection', pinCode: '560001' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ message: 'Payment Recollected', payment: { paymentType: 'Recollection', statusId: 1, amount: 4000, modeOfPaymentId: 1 } });
      const [created] = await db().select().from(payments).where(eq(payments.id, res.body.payment.id));
      expect(created?.originalPaymentId).toBe(rejected);
      expect((await call('GET', `/sapna/v1/payment-details/${rejected}`, staff.agent)).body).toMatchObject({ recollectedByPaymentId: created?.id, actions: { recollect: false } });
      expect(await call('POST', `/sapna/v1/payment/${rejected}/recollect`, staff.agent, { paymentType: 'Recollection', pinCode: '560001' })).toMatchObject({
        status: 409,
        body: { error: { msg: 'This payment was already recollected or represented.' } },
      });
      const bounced = await insertPayment(db(), deal.milestoneId, '100.00', 8);
      const rep = await call('POST', `/sapna/v1/payment/${bounced}/recollect`, staff.agent, { paymentType: 'Representation', pinCode: 110001, amount: 50 });
      expect(rep.body).toMatchObject({ message: 'Payment Represented', payment: { paymentType: 'Representation', amount: 50 } });
    });

    it('refuses: not rejected (409), PIN missing or invalid, amount zero or above due (400), read-only and finance (403), other books (404)', async () => {
      const deal = await dealWithMilestone({ amount: '1000.00', gst: '0.00' });
      const pending = await insertPayment(db(), deal.milestoneId, '100.00', 1);
      expect((await call('POST', `/sapna/v1/payment/${pending}/recollect`, staff.agent, { paymentType: 'Recollection', pinCode: '560001' })).body.error.msg).toBe(
        'Only a rejected payment (status 7 or 8) can be recollected or represented.',
      );
      const rejected = await insertPayment(db(), deal.milestoneId, '500.00', 7);
      const cases: [object, string][] = [
        [{}, 'PIN Code is mandatory for adding Payment'],
        [{ pinCode: '012345' }, 'PIN is not valid'],
        [{ pinCode: '560001', amount: 0 }, 'Please enter an amount greater than 0'],
        [{ pinCode: '560001', amount: 901 }, 'Payment amount exceeds the amount due on this milestone.'],
      ];
      for (const [body, msg] of cases) {
        expect(await call('POST', `/sapna/v1/payment/${rejected}/recollect`, staff.agent, { paymentType: 'Recollection', ...body }), msg).toMatchObject({ status: 400, body: { error: { msg } } });
      }
      for (const who of [staff.rcm, staff.ticketing, staff.lookupView, staff.finance]) {
        expect((await call('POST', `/sapna/v1/payment/${rejected}/recollect`, who, { paymentType: 'Recollection', pinCode: '560001' })).status).toBe(403);
      }
      expect((await call('POST', `/sapna/v1/payment/${rejected}/recollect`, staff.other, { paymentType: 'Recollection', pinCode: '560001' })).status).toBe(404);
      expect((await db().select().from(payments).where(eq(payments.milestoneId, deal.milestoneId))).length).toBe(2);
    });
  });

  describe('refunds', () => {
    it('refunds part then the rest of an approved payment; shown on the payment; refuses above what was approved', async () => {
      const deal = await dealWithMilestone();
      const id = await insertPayment(db(), deal.milestoneId, '1000.00', 6);
      const part = await call('POST', '/sapna/refund', staff.finance, { paymentId: id, amount: 300.1, remark: 'Overpaid' });
      expect(part).toMatchObject({ status: 200, body: { message: 'Refund recorded', refund: { paymentId: id, milestoneId: deal.milestoneId, amount: 300.1, remark: 'Overpaid' } } });
      // A partial refund: Partially Refunded (14), collected = amount less the refund (the ledger).
      expect(await statusOf(id)).toBe(14);
      expect(await call('POST', '/sapna/refund', staff.finance, { paymentId: id, amount: 699.91 })).toMatchObject({
        status: 400,
        body: { error: { msg: 'Refund amount exceeds the approved amount not yet refunded.' } },
      });
      expect((await call('GET', `/sapna/v1/payment-details/${id}`, staff.finance)).body).toMatchObject({ refundedAmount: 300.1, collectedAmount: 699.9, refundableAmount: 699.9, actions: { refund: true } });
      expect((await call('POST', '/sapna/refund', staff.finance, { paymentId: id, amount: 699.9 })).status).toBe(200);
      expect(await statusOf(id)).toBe(10);
      const details = await call('GET', `/sapna/v1/payment-details/${id}`, staff.agent);
      expect(details.body).toMatchObject({ refundedAmount: 1000, collectedAmount: 0, refundableAmount: 0, actions: { refund: false } });
      expect(details.body.refunds).toHaveLength(2);
      // Shown under the payment's milestone too (the opportunity and termsheet pages read milestones so).
      const milestone = (await call('GET', `/sapna/v1/milestone?opportunityId=${deal.opportunityId}`, staff.agent)).body.results[0];
      expect(milestone.refundDetails.map((r: { amount: number }) => r.amount)).toEqual([300.1, 699.9]);
      expect(milestone.approvedPaymentAmount).toBe(0);
      expect(await call('POST', '/sapna/refund', staff.finance, { paymentId: id, amount: 1 })).toMatchObject({ status: 409, body: { error: { msg: 'Only an approved payment can be refunded.' } } });
    });

    it('refuses zero amounts (400), content and read-only roles (403), unknown payments (404), changing nothing (a seller’s refund goes for approval: refund-approvals.test.ts)', async () => {
      const deal = await dealWithMilestone();
      const id = await insertPayment(db(), deal.milestoneId, '1000.00', 6);
      expect((await call('POST', '/sapna/refund', staff.finance, { paymentId: id, amount: 0 })).body.error.msg).toBe('Please enter an amount greater than 0');
      for (const who of [staff.content, staff.rcm, staff.ticketing, staff.lookupView]) expect((await call('POST', '/sapna/refund', who, { paymentId: id, amount: 1 })).status).toBe(403);
      expect((await call('POST', '/sapna/refund', staff.finance, { paymentId: 999999, amount: 1 })).status).toBe(404);
      expect(await db().select().from(refunds).where(eq(refunds.paymentId, id))).toEqual([]);
    });
  });

  describe('payment links', () => {
    // Account-link sharing is an owner agent's (or an admin's) on the allow-list, with the dynamic property on
    // (spec 000 §6; dynamic-properties/account-link-sharing.test.ts walks the gate); the pre-payment link is a seller's.
    let owner = '';
    let ownerDeal: () => Promise<Deal & { termsheetId: number; milestoneId: number }>;
    beforeAll(async () => {
      const ownerId = await createUser(db(), { username: 'pact-owner', roles: ['HOUSING_OWNER_AGENT'] });
      owner = await loginAs(server.app, 'pact-owner');
      await db().update(dynamicProperties).set({ value: true }).where(eq(dynamicProperties.key, 'accountLinkSharing.enabled'));
      await db().update(dynamicProperties).set({ value: ['pact-owner@example.test'] }).where(eq(dynamicProperties.key, 'accountLinkSharing.allowList'));
      ownerDeal = async () => {
        const deal = await createDeal(db(), { agentId: ownerId, kind: 'owner' });
        const termsheetId = await insertTermsheet(db(), deal, 1);
        return { ...deal, termsheetId, milestoneId: await insertMilestone(db(), termsheetId, { amount: '10000.00', gst: '1800.00' }) };
      };
    });

    it("shares the account's payment link and sends a pre-payment link through the mail edge", async () => {
      const deal = await ownerDeal();
      await db().update(contacts).set({ email: 'asha@example.test' }).where(eq(contacts.id, deal.contactId));
      server.mailer.sent.length = 0;
      const shared = await call('POST', '/sapna/v1/account/share-payment-link', owner, { accountId: deal.accountId });
      expect(shared.body).toMatchObject({ message: 'Link shared successfully', sentTo: 'asha@example.test' });
      expect(shared.body.link).toContain(`account=${deal.accountId}`);
      expect(shared.body.link).toContain('amountPaise=1180000');
      const pre = await call('POST', `/sapna/v1/opportunity/${deal.opportunityId}/pre-payment-link`, owner, { amount: 2500 });
      expect(pre.body).toMatchObject({ message: 'Pre Payment Link Sent Successfully', sentTo: 'asha@example.test' });
      expect(server.mailer.sent.map((m) => m.to)).toEqual(['asha@example.test', 'asha@example.test']);
      expect(server.mailer.sent[1]?.text).toContain('₹2,500');
      // What is owed counts a partly refunded payment (14) at what it kept (the ledger): 11,800 − (6,000 − 1,000).
      const paid = await insertPayment(db(), deal.milestoneId, '6000.00', 6);
      expect((await call('POST', '/sapna/refund', staff.finance, { paymentId: paid, amount: 1000 })).status).toBe(200);
      const owed = await call('POST', '/sapna/v1/account/share-payment-link', owner, { accountId: deal.accountId });
      expect(owed.body.link).toContain('amountPaise=680000');
      const reshare = await call('GET', `/sapna/v2/opportunity/reshare-payment-link?opportunityId=${deal.opportunityId}`, owner);
      expect(reshare.body.link).toContain(`opportunity=${deal.opportunityId}`);
      // A field agent still sends the pre-payment link of their own deal.
      const agentDeal = await dealWithMilestone();
      expect((await call('POST', `/sapna/v1/opportunity/${agentDeal.opportunityId}/pre-payment-link`, staff.agent, { amount: 2500, email: 'a@b.co' })).status).toBe(200);
    });

    it('refuses: no e-mail or zero amount (400), read-only roles, finance and field agents (403), other books (404)', async () => {
      const deal = await ownerDeal();
      expect((await call('POST', '/sapna/v1/account/share-payment-link', owner, { accountId: deal.accountId })).body.error.msg).toBe(
        'No contact with an e-mail address for this account.',
      );
      expect((await call('POST', `/sapna/v1/opportunity/${deal.opportunityId}/pre-payment-link`, owner, { amount: 0, email: 'a@b.co' })).body.error.msg).toBe(
        'Please enter an amount greater than 0',
      );
      for (const who of [staff.rcm, staff.ticketing, staff.lookupView, staff.finance, staff.agent]) {
        expect((await call('POST', '/sapna/v1/account/share-payment-link', who, { accountId: deal.accountId, email: 'a@b.co' })).status).toBe(403);
        expect((await call('POST', `/sapna/v1/opportunity/${deal.opportunityId}/pre-payment-link`, who, { amount: 1, email: 'a@b.co' })).status).toBe(who === staff.agent ? 404 : 403);
      }
      const agentDeal = await dealWithMilestone();
      expect((await call('POST', '/sapna/v1/account/share-payment-link', owner, { accountId: agentDeal.accountId, email: 'a@b.co' })).status).toBe(404);
      expect((await call('POST', `/sapna/v1/opportunity/${agentDeal.opportunityId}/pre-payment-link`, staff.other, { amount: 1, email: 'a@b.co' })).status).toBe(404);
    });
  });

  it('cancelled termsheets make recollection unavailable', async () => {
    const deal = await dealWithMilestone();
    const rejected = await insertPayment(db(), deal.milestoneId, '100.00', 7);
    await db().update(termsheets).set({ statusId: 5 }).where(eq(termsheets.id, deal.termsheetId));
    expect((await call('GET', `/sapna/v1/payment-details/${rejected}`, staff.agent)).body.actions.recollect).toBe(false);
    expect((await call('POST', `/sapna/v1/payment/${rejected}/recollect`, staff.agent, { paymentType: 'Recollection', pinCode: '560001' })).status).toBe(409);
  });
});

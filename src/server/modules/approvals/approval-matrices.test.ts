import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvals, approvingDesignations, discountApprovingAuthorities } from '../../db/schema/index';
import { createUser, loginAs } from '../../testing/fixtures';
import { describeEachBackend, startTestServer, type TestServer } from '../../testing/harness';
import { caller, createCast, insertAccount, insertOpportunity, insertPackage, insertPackageMapping } from '../../testing/opportunity-fixtures';

const DISCOUNT = '/api/sapna/v1/discount-approving-authorities';
const DESIGNATIONS = '/api/sapna/approving-designations';

describeEachBackend('approval matrices: discount-matrix and common-matrices', (backend) => {
  let server: TestServer;
  let cast: Awaited<ReturnType<typeof createCast>>;
  let admin: string;
  let ahId: number;
  const call = caller(() => server.app);
  const db = () => server.database.db;

  beforeAll(async () => {
    server = await startTestServer(backend);
    cast = await createCast(server);
    await createUser(db(), { username: 'matrix-admin', roles: ['HOUSING_SALES_MANAGER', 'ADMIN'] });
    admin = await loginAs(server.app, 'matrix-admin');
    ahId = await createUser(db(), { username: 'ah', roles: ['HOUSING_SALES_MANAGER'], designationId: 36 });
  });
  afterAll(() => server.close());

  const discountRows = async () => (await db().select().from(discountApprovingAuthorities)).length;
  const designationRows = async () => (await db().select().from(approvingDesignations)).length;

  describe('discount approving authorities', () => {
    it('lists the default levels of a client type: city heads review, the NSH approves', async () => {
      const res = await call(admin, 'GET', `${DISCOUNT}/get-all-entries?clientTypeId=2`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        clientTypeId: 2,
        results: [
          { designationId: 37, designationName: 'CH', approvalLevel: 1, role: 'Reviewer', domainId: 5 },
          { designationId: 40, designationName: 'NSH', approvalLevel: 2, role: 'Approver', domainId: 5 },
        ],
      });
    });

    it('adds a level that then decides the approver, refuses duplicates (409) and removes it', async () => {
      const added = await call(admin, 'POST', `${DISCOUNT}/update/add-entries`, { clientTypeId: 2, designationId: 36, approvalLevel: 3 });
      expect(added.statusCode).toBe(200);
      expect(added.json().message).toBe('Discount approval level added successfully!');

      // The matrix is the source: AH (level 3) now approves; CH and NSH review.
      const packageId = await insertPackage(db());
      const account = await insertAccount(db(), { agentId: cast.ids.agent, clientTypeId: 2 });
      const o = await insertOpportunity(db(), { accountId: account.id, ownerId: cast.ids.agent });
      await insertPackageMapping(db(), { opportunityId: o.id, packageId, discount: '50', discountApproved: 'Required' });
      const sent = await call(cast.cookies.agent, 'POST', `/api/sapna/v2/opportunity/${o.id}/send-for-discount-approval`, { remark: 'Matrix check' });
      expect(sent.statusCode).toBe(200);
      const details = (await call(cast.cookies.nsh, 'GET', `/api/sapna/v1/approval-page-details/${sent.json().approvalId}`)).json();
      expect(details.approvingAuthority.userId).toBe(ahId);
      expect(details.approvalReviewerMappings.map((m: { reviewerId: number }) => m.reviewerId).sort()).toEqual([cast.ids.ch1, cast.ids.ch2, cast.ids.nsh].sort());

      const before = await discountRows();
      const sameDesignation = await call(admin, 'POST', `${DISCOUNT}/update/add-entries`, { clientTypeId: 2, designationId: 36, approvalLevel: 4 });
      expect(sameDesignation.statusCode).toBe(409);
      expect(sameDesignation.json().error.msg).toBe('This designation is already a level of this matrix.');
      const sameLevel = await call(admin, 'POST', `${DISCOUNT}/update/add-entries`, { clientTypeId: 2, designationId: 35, approvalLevel: 3 });
      expect(sameLevel.statusCode).toBe(409);
      expect(sameLevel.json().error.msg).toBe('This approval level already exists in this matrix.');
      expect(await discountRows()).toBe(before);

      const removed = await call(admin, 'DELETE', `${DISCOUNT}/update/delete-entries?clientTypeId=2&id=${added.json().id}`);
      expect(removed.statusCode).toBe(200);
      expect(removed.json().message).toBe('Discount approval level removed successfully!');
      const again = await call(admin, 'DELETE', `${DISCOUNT}/update/delete-entries?clientTypeId=2&id=${added.json().id}`);
      expect(again.statusCode).toBe(404);
      expect(again.json().error.msg).toBe('Approval level not found.');
    });

    it('validates its input with clear messages and changes nothing', async () => {
      const before = await discountRows();
      const badType = await call(admin, 'POST', `${DISCOUNT}/update/add-entries`, { clientTypeId: 9, designationId: 36, approvalLevel: 3 });
      expect(badType.statusCode).toBe(400);
      expect(badType.json().error.msg).toBe('Please select a client type.');
      const badLevel = await call(admin, 'POST', `${DISCOUNT}/update/add-entries`, { clientTypeId: 1, designationId: 36, approvalLevel: 0 });
      expect(badLevel.json().error.msg).toBe('Please enter a level from 1 to 20.');
      const badDesignation = await call(admin, 'POST', `${DISCOUNT}/update/add-entries`, { clientTypeId: 1, designationId: 99, approvalLevel: 3 });
      expect(badDesignation.json().error.msg).toBe('Please select a designation.');
      expect((await call(admin, 'GET', `${DISCOUNT}/get-all-entries`)).statusCode).toBe(400);
      expect(await discountRows()).toBe(before);
    });

    it('is for Admin only: others and read-only roles are refused (403) and nothing changes', async () => {
      const before = await discountRows();
      for (const cookie of [cast.cookies.manager, cast.cookies.agent, cast.cookies.nsh, cast.cookies.finance]) {
        expect((await call(cookie, 'GET', `${DISCOUNT}/get-all-entries?clientTypeId=1`)).statusCode).toBe(403);
        expect((await call(cookie, 'POST', `${DISCOUNT}/update/add-entries`, { clientTypeId: 1, designationId: 36, approvalLevel: 3 })).statusCode).toBe(403);
        expect((await call(cookie, 'DELETE', `${DISCOUNT}/update/delete-entries?clientTypeId=1&id=1`)).statusCode).toBe(403);
      }
      const readOnly = await call(cast.cookies.rcm, 'POST', `${DISCOUNT}/update/add-entries`, { clientTypeId: 1, designationId: 36, approvalLevel: 3 });
      expect(readOnly.statusCode).toBe(403);
      expect(await discountRows()).toBe(before);
    });
  });

  describe('approving designations (common matrices)', () => {
    it('lists, adds (Matrix level added successfully!), refuses a duplicate (409) and removes a Refund level', async () => {
      const list = await call(admin, 'GET', `${DESIGNATIONS}?approvalType=Refund&domainId=5`);
      expect(list.statusCode).toBe(200);
      expect(list.json().results.map((r: { designationName: string; role: string }) => [r.designationName, r.role])).toEqual([
        ['CH', 'Reviewer'],
        ['NSH', 'Approver'],
      ]);
      const added = await call(admin, 'POST', DESIGNATIONS, { approvalType: 'Refund', domainId: 5, designationId: 36, approvalLevel: 3 });
      expect(added.statusCode).toBe(200);
      expect(added.json().message).toBe('Matrix level added successfully!');
      const before = await designationRows();
      const duplicate = await call(admin, 'POST', DESIGNATIONS, { approvalType: 'Refund', domainId: 5, designationId: 36, approvalLevel: 5 });
      expect(duplicate.statusCode).toBe(409);
      expect(await designationRows()).toBe(before);
      const removed = await call(admin, 'DELETE', `${DESIGNATIONS}?id=${added.json().id}&approvalType=Refund&domainId=5`);
      expect(removed.statusCode).toBe(200);
      expect(removed.json().message).toBe('Matrix level removed successfully!');
      expect((await call(admin, 'DELETE', `${DESIGNATIONS}?id=${added.json().id}&approvalType=Refund&domainId=5`)).statusCode).toBe(404);
    });

    it('decides who approves a price restoration', async () => {
      const added = await call(admin, 'POST', DESIGNATIONS, { approvalType: 'PriceRestoration', domainId: 5, designationId: 36, approvalLevel: 2 });
      expect(added.statusCode).toBe(200);
      const account = await insertAccount(db(), { agentId: cast.ids.agent });
      const o = await insertOpportunity(db(), { accountId: account.id, ownerId: cast.ids.agent });
      // A restoration needs a package sold at a discount (issue 56).
      await insertPackageMapping(db(), { opportunityId: o.id, packageId: await insertPackage(db()), discount: '500' });
      const sent = await call(cast.cookies.agent, 'POST', '/api/sapna/v1/approval-reviewal/send-for-approval', { entityTypeId: 1, entityId: o.id, approvalType: 'PriceRestoration' });
      expect(sent.statusCode).toBe(200);
      const [row] = await db().select().from(approvals).where(eq(approvals.id, sent.json().approvalId));
      expect(row?.approvingAuthorityId).toBe(ahId);
      await call(admin, 'DELETE', `${DESIGNATIONS}?id=${added.json().id}&approvalType=PriceRestoration&domainId=5`);
    });

    it('validates approvalType and domainId, and is for Admin only', async () => {
      const before = await designationRows();
      const badType = await call(admin, 'POST', DESIGNATIONS, { approvalType: 'Holiday', domainId: 5, designationId: 36, approvalLevel: 3 });
      expect(badType.statusCode).toBe(400);
      expect(badType.json().error.msg).toBe('Please select an approval type.');
      const badDomain = await call(admin, 'GET', `${DESIGNATIONS}?approvalType=Refund&domainId=7`);
      expect(badDomain.statusCode).toBe(400);
      expect(badDomain.json().error.msg).toBe('Unknown domain.');
      expect((await call(cast.cookies.manager, 'GET', `${DESIGNATIONS}?approvalType=Refund&domainId=5`)).statusCode).toBe(403);
      expect((await call(cast.cookies.manager, 'POST', DESIGNATIONS, { approvalType: 'Refund', domainId: 5, designationId: 36, approvalLevel: 3 })).statusCode).toBe(403);
      expect((await call(cast.cookies.rcm, 'DELETE', `${DESIGNATIONS}?id=1&approvalType=Refund&domainId=5`)).statusCode).toBe(403);
      expect(await designationRows()).toBe(before);
    });
  });
});

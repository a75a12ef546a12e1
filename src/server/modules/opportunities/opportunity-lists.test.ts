import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeLog, opportunityPackageMappings, packageFamilies } from '../../db/schema/index';
import { describeEachBackend, startTestServer, type TestServer } from '../../testing/harness';
import { createUser, loginAs } from '../../testing/fixtures';
import { caller, createCast, insertAccount, insertOpportunity, insertPackage, insertPackageMapping } from '../../testing/opportunity-fixtures';
import { DAY_MS } from '../../../domain/format/ist-calendar';

describeEachBackend('opportunity search, renewal report and package status', (backend) => {
  let server: TestServer;
  let cast: Awaited<ReturnType<typeof createCast>>;
  let packageId: number;
  const call = caller(() => server.app);
  const db = () => server.database.db;

  beforeAll(async () => {
    server = await startTestServer(backend);
    cast = await createCast(server);
    const [family] = await db().insert(packageFamilies).values({ name: 'Silver Plans' }).returning({ id: packageFamilies.id });
    packageId = await insertPackage(db(), { name: 'Silver', familyId: family!.id });
  });
  afterAll(() => server.close());

  describe('GET /sapna/v1/opportunity/search', () => {
    it('lists opportunities in scope newest first, 10 a page, with the table row fields', async () => {
      const account = await insertAccount(db(), { agentId: cast.ids.agent, name: 'Paging Realty' });
      const ids: number[] = [];
      for (let i = 0; i < 12; i += 1) ids.push((await insertOpportunity(db(), { accountId: account.id, ownerId: cast.ids.agent, name: `Paging ${i}` })).id);
      await insertPackageMapping(db(), { opportunityId: ids[11]!, packageId, salesPrice: '2500', discount: '500' });

      const first = await call(cast.cookies.agent, 'GET', `/api/sapna/v1/opportunity/search?accountId=${account.id}`);
      expect(first.statusCode).toBe(200);
      const page = first.json();
      expect(page).toMatchObject({ totalCount: 12, page: 0, size: 10 });
      expect(page.results.map((r: { id: number }) => r.id)).toEqual([...ids].reverse().slice(0, 10));
      expect(page.results[0]).toMatchObject({
        id: ids[11],
        name: 'Paging 11',
        typeId: 1,
        kind: 'general',
        accountId: account.id,
        accountName: 'Paging Realty',
        statusId: 1,
        ownerName: 'agent Test',
        dealValue: 2000,
        pendingCollectionAmount: 2360, // 2000 + 18% GST
        rowClass: null,
      });
      expect(typeof page.results[0].createdAt).toBe('string');
      const second = await call(cast.cookies.agent, 'GET', `/api/sapna/v1/opportunity/search?accountId=${account.id}&page=1`);
      expect(second.json().results.map((r: { id: number }) => r.id)).toEqual([ids[1], ids[0]]);
    });

    it('filters by text, id, status, bucket and owner; mine=true keeps the caller’s own', async () => {
      const account = await insertAccount(db(), { agentId: cast.ids.agent, name: 'Filter Realty' });
      const mine = await insertOpportunity(db(), { accountId: account.id, ownerId: cast.ids.agent, name: 'Zebra tower' });
      const leaders = await insertOpportunity(db(), { accountId: account.id, ownerId: cast.ids.leader, name: 'Lion tower', statusId: 7 });
      const lost = await insertOpportunity(db(), { accountId: account.id, ownerId: cast.ids.agent, name: 'Lost tower', statusId: 6 });
      const closed = await insertOpportunity(db(), { accountId: account.id, ownerId: cast.ids.agent, name: 'Closed tower', statusId: 2 });
      const ids = async (query: string) =>
        (await call(cast.cookies.agent, 'GET', `/api/sapna/v1/opportunity/search?accountId=${account.id}&${query}`)).json().results.map((r: { id: number }) => r.id);

      expect(await ids('q=zebra')).toEqual([mine.id]);
      expect(await ids(`q=${leaders.id}`)).toEqual([leaders.id]);
      expect(await ids('statusId=2')).toEqual([closed.id]);
      expect(await ids('bucket=lost')).toEqual([lost.id, leaders.id]);
      expect(await ids('bucket=open')).toEqual([mine.id]);
      expect(await ids(`ownerId=${cast.ids.leader}`)).toEqual([leaders.id]);
      expect(await ids('mine=true')).toEqual([closed.id, lost.id, mine.id]);
      const rows = (await call(cast.cookies.agent, 'GET', `/api/sapna/v1/opportunity/search?accountId=${account.id}`)).json().results;
      expect(rows.find((r: { id: number }) => r.id === closed.id).rowClass).toBe('opportunity-closed');
      expect(rows.find((r: { id: number }) => r.id === lost.id).rowClass).toBe('opportunity-lost');
    });

    it('limits rows to the caller’s scope', async () => {
      const account = await insertAccount(db(), { agentId: cast.ids.agent, name: 'Scope Realty' });
      const o = await insertOpportunity(db(), { accountId: account.id, ownerId: cast.ids.agent });
      const seen = async (cookie: string) =>
        (await call(cookie, 'GET', `/api/sapna/v1/opportunity/search?accountId=${account.id}`)).json().results.map((r: { id: number }) => r.id);
      expect(await seen(cast.cookies.outsider)).toEqual([]);
      expect(await seen(cast.cookies.peer)).toEqual([]);
      expect(await seen(cast.cookies.leader)).toEqual([o.id]);
      expect(await seen(cast.cookies.manager)).toEqual([o.id]);
      expect(await seen(cast.cookies.rcm)).toEqual([o.id]);
    });

    it('discount=rejected keeps the deals with a rejected discount not sent again (home\'s queue), in scope; content is refused', async () => {
      const account = await insertAccount(db(), { agentId: cast.ids.agent, name: 'Discount Realty' });
      const rejected = await insertOpportunity(db(), { accountId: account.id, ownerId: cast.ids.agent, name: 'Rejected tower' });
      const resent = await insertOpportunity(db(), { accountId: account.id, ownerId: cast.ids.agent, name: 'Resent tower' });
      const approved = await insertOpportunity(db(), { accountId: account.id, ownerId: cast.ids.agent, name: 'Approved tower' });
      const peers = await insertOpportunity(db(), { accountId: account.id, ownerId: cast.ids.peer, name: 'Peer tower' });
      await insertPackageMapping(db(), { opportunityId: rejected.id, packageId, discount: '100', discountApproved: 'Approved' });
      await insertPackageMapping(db(), { opportunityId: rejected.id, packageId, discount: '200', discountApproved: 'Rejected' });
      await insertPackageMapping(db(), { opportunityId: resent.id, packageId, discount: '200', discountApproved: 'PendingApproval' });
      await insertPackageMapping(db(), { opportunityId: approved.id, packageId, discount: '200', discountApproved: 'Approved' });
      await insertPackageMapping(db(), { opportunityId: peers.id, packageId, discount: '200', discountApproved: 'Rejected' });
      const page = async (cookie: string, query: string) => (await call(cookie, 'GET', `/api/sapna/v1/opportunity/search?accountId=${account.id}&discount=rejected&${query}`)).json();

      const agents = await page(cast.cookies.agent, 'mine=true&size=1');
      expect(agents.totalCount).toBe(1);
      expect(agents.results.map((r: { id: number }) => r.id)).toEqual([rejected.id]);
      const leaders = await page(cast.cookies.leader, 'bucket=open');
      expect(leaders.results.map((r: { id: number }) => r.id)).toEqual([peers.id, rejected.id]);
      expect(leaders.totalCount).toBe(2);
      expect((await page(cast.cookies.manager, '')).totalCount).toBe(2);
      expect((await page(cast.cookies.outsider, '')).totalCount).toBe(0);
      expect((await call(cast.cookies.agent, 'GET', '/api/sapna/v1/opportunity/search?discount=approved')).statusCode).toBe(400);
      await createUser(db(), { username: 'content-discounts', roles: ['HOUSING_CONTENT'] });
      const refused = await call(await loginAs(server.app, 'content-discounts'), 'GET', '/api/sapna/v1/opportunity/search?discount=rejected');
      expect(refused.statusCode).toBe(403);
    });

    it('keyset pages (after = the last id of the previous page) are the offset pages, for an agent and the whole brand', async () => {
      const account = await insertAccount(db(), { agentId: cast.ids.agent, name: 'Keyset Realty' });
      for (let i = 0; i < 13; i += 1) {
        await insertOpportunity(db(), { accountId: account.id, ownerId: i % 3 === 0 ? cast.ids.peer : cast.ids.agent, name: `Keyset ${i}`, statusId: i % 4 === 0 ? 2 : 1 });
      }
      const page = async (cookie: string, query: string) => {
        const body = (await call(cookie, 'GET', `/api/sapna/v1/opportunity/search?${query}`)).json();
        return { ids: body.results.map((r: { id: number }) => r.id) as number[], totalCount: body.totalCount as number, page: body.page as number };
      };
      for (const [cookie, filter] of [
        [cast.cookies.agent, `accountId=${account.id}`],
        [cast.cookies.leader, `accountId=${account.id}&bucket=open`],
        [cast.cookies.manager, 'q=Keyset'],
        [cast.cookies.manager, ''],
      ] as const) {
        let after: number | undefined;
        let seen = 0;
        for (let p = 0; ; p += 1) {
          const byOffset = await page(cookie, `${filter}&size=4&page=${p}`);
          const byKeyset = await page(cookie, `${filter}&size=4&page=${p}${after === undefined ? '' : `&after=${after}`}`);
          expect(byKeyset).toEqual(byOffset);
          seen += byOffset.ids.length;
          if (byOffset.ids.length < 4) break;
          after = byOffset.ids.at(-1);
        }
        expect(seen).toBe((await page(cookie, `${filter}&size=4`)).totalCount);
      }
    });

    it("a whole brand's name search lists the matches newest first, a page at a time, with their count", async () => {
      // The service reads such a page from the name's matches (sorted, not walked in id order): same rows, same order.
      const account = await insertAccount(db(), { agentId: cast.ids.agent, name: 'Zephyr Realty' });
      const made: number[] = [];
      for (let i = 0; i < 7; i += 1) made.push((await insertOpportunity(db(), { accountId: account.id, ownerId: cast.ids.agent, name: `Zephyr Heights ${i}` })).id);
      await insertOpportunity(db(), { accountId: account.id, ownerId: cast.ids.agent, name: 'Other Heights' });
      const newestFirst = [...made].sort((a, b) => b - a);
      const page = async (query: string) => (await call(cast.cookies.manager, 'GET', `/api/sapna/v1/opportunity/search?q=zephyr&size=5${query}`)).json();
      const first = await page('');
      expect(first.totalCount).toBe(7);
      expect(first.results.map((r: { id: number }) => r.id)).toEqual(newestFirst.slice(0, 5));
      expect((await page('&page=1')).results.map((r: { id: number }) => r.id)).toEqual(newestFirst.slice(5));
      expect((await page(`&page=1&after=${newestFirst[4]}`)).results.map((r: { id: number }) => r.id)).toEqual(newestFirst.slice(5));
    });

    it.each([
      ['after=0', 'After must be the id of the last row of the previous page.'],
      ['after=x', 'After must be the id of the last row of the previous page.'],
      ['bucket=won', 'Bucket must be open, closed or lost.'],
      ['size=0', 'Size must be between 1 and 100.'],
      ['page=-1', 'Page must be a whole number from 0.'],
      ['statusId=x', 'Invalid ID selected in dropdown field'],
    ])('refuses %s with 400', async (query, msg) => {
      const res = await call(cast.cookies.agent, 'GET', `/api/sapna/v1/opportunity/search?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.msg).toBe(msg);
    });
  });

  describe('GET /sapna/v1/report/opportunity', () => {
    it('gives each opportunity its renewal alert and renewal tag', async () => {
      const account = await insertAccount(db(), { agentId: cast.ids.agent });
      const now = Date.now();
      const dueSoon = await insertOpportunity(db(), { accountId: account.id, ownerId: cast.ids.agent, statusId: 2 });
      await insertPackageMapping(db(), { opportunityId: dueSoon.id, packageId, validityDays: 90, createdAt: new Date(now - 80 * DAY_MS) });
      await insertPackageMapping(db(), { opportunityId: dueSoon.id, packageId, validityDays: 30, createdAt: new Date(now - 60 * DAY_MS) });
      const open = await insertOpportunity(db(), { accountId: account.id, ownerId: cast.ids.agent, statusId: 1 });
      await insertPackageMapping(db(), { opportunityId: open.id, packageId, validityDays: 10, createdAt: new Date(now - 5 * DAY_MS) });
      const child = await insertOpportunity(db(), { accountId: account.id, ownerId: cast.ids.agent, statusId: 1, parentOpportunityId: open.id });

      const other = await insertAccount(db(), { agentId: cast.ids.agent });
      const expired = await insertOpportunity(db(), { accountId: other.id, ownerId: cast.ids.agent, statusId: 2 });
      await insertPackageMapping(db(), { opportunityId: expired.id, packageId, validityDays: 30, createdAt: new Date(now - 33 * DAY_MS) });
      const farOff = await insertOpportunity(db(), { accountId: other.id, ownerId: cast.ids.agent, statusId: 3 });

      const third = await insertAccount(db(), { agentId: cast.ids.agent });
      const renewedOld = await insertOpportunity(db(), { accountId: third.id, ownerId: cast.ids.agent, statusId: 2 });
      await insertPackageMapping(db(), { opportunityId: renewedOld.id, packageId, validityDays: 30, createdAt: new Date(now - 25 * DAY_MS) });
      const renewal = await insertOpportunity(db(), { accountId: third.id, ownerId: cast.ids.agent, statusId: 2 });
      await insertPackageMapping(db(), { opportunityId: renewal.id, packageId, validityDays: 365, createdAt: new Date(now - DAY_MS) });

      const outside = await insertOpportunity(db(), { accountId: (await insertAccount(db(), { agentId: cast.ids.outsider })).id, ownerId: cast.ids.outsider });

      const ids = [dueSoon, open, child, expired, farOff, renewedOld, renewal, outside].map((o) => o.id);
      const res = await call(cast.cookies.agent, 'GET', `/api/sapna/v1/report/opportunity?opportunityIds=${ids.join(',')}`);
      expect(res.statusCode).toBe(200);
      const byId = new Map(res.json().map((r: { opportunityId: number }) => [r.opportunityId, r]));
      // Issue 49, the renewal dashboard's rule: dueSoon's second package (same family, added later on the same deal)
      // does not renew its first; the deal falls due with its last package, in 10 days.
      expect(byId.get(dueSoon.id)).toMatchObject({ renewalAlert: 'Renewal due in 10 days', renewalTag: 'New', renewalState: 'upcoming' });
      // The open deal's package, added before dueSoon's first package ends, would renew it: a renewal.
      expect(byId.get(open.id)).toMatchObject({ renewalAlert: null, renewalTag: 'Renewal', renewalState: null });
      expect(byId.get(child.id)).toMatchObject({ renewalAlert: null, renewalTag: 'Renewal' });
      expect(byId.get(expired.id)).toMatchObject({ renewalAlert: 'Expired 3 days ago', renewalTag: 'New', renewalState: 'lapsed' });
      // No package: it renews nothing, though its account bought before.
      expect(byId.get(farOff.id)).toMatchObject({ renewalAlert: null, renewalTag: 'New', validTill: null });
      expect(byId.get(renewedOld.id)).toMatchObject({ renewalAlert: 'Renewed', renewalTag: 'New', renewalState: 'renewed' });
      expect(byId.get(renewal.id)).toMatchObject({ renewalAlert: null, renewalTag: 'Renewal', renewalState: 'upcoming' });
      expect(byId.has(outside.id)).toBe(false);
    });

    it.each([
      ['', 'This field is required.'],
      ['opportunityIds=1,a', 'Please enter valid digit with max size 10'],
      [`opportunityIds=${Array.from({ length: 101 }, (_, i) => i + 1).join(',')}`, 'Please enter not more than 100 IDs'],
    ])('refuses %s with 400', async (query, msg) => {
      const res = await call(cast.cookies.agent, 'GET', `/api/sapna/v1/report/opportunity?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.msg).toBe(msg);
    });
  });

  describe('package status', () => {
    it('changes the package status of a sold package (even on a closed opportunity) and lists packages by status', async () => {
      const account = await insertAccount(db(), { agentId: cast.ids.agent, name: 'Status Realty' });
      const o = await insertOpportunity(db(), { accountId: account.id, ownerId: cast.ids.agent, statusId: 2, name: 'Sold' });
      const mappingId = await insertPackageMapping(db(), { opportunityId: o.id, packageId });
      const res = await call(cast.cookies.agent, 'PUT', `/api/sapna/v1/package-status/change-status/${mappingId}`, { statusId: 3 });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ opportunityPackageMappingId: mappingId, statusId: 3, statusName: 'Active' });
      const [row] = await db().select().from(opportunityPackageMappings).where(eq(opportunityPackageMappings.id, mappingId));
      expect(row?.statusId).toBe(3);
      const changes = await db().select().from(changeLog).where(and(eq(changeLog.entity, 'opportunity'), eq(changeLog.entityId, o.id)));
      expect(changes).toHaveLength(1);

      const list = await call(cast.cookies.agent, 'GET', '/api/sapna/v2/opportunity?packageStatusTypeId=3');
      expect(list.statusCode).toBe(200);
      expect(list.json()).toMatchObject({ totalCount: 1, page: 0, size: 10 });
      expect(list.json().results[0]).toMatchObject({
        opportunityPackageMappingId: mappingId,
        opportunityId: o.id,
        opportunityName: 'Sold',
        accountName: 'Status Realty',
        packageName: 'Silver',
        statusId: 3,
      });
      const outsider = await call(cast.cookies.outsider, 'GET', '/api/sapna/v2/opportunity?packageStatusTypeId=3');
      expect(outsider.json()).toMatchObject({ totalCount: 0, results: [] });
    });

    it('lists packages in one status newest first for an agent, a team leader and the whole brand, each counting its scope only', async () => {
      const mine = await insertAccount(db(), { agentId: cast.ids.agent, name: 'Deactivated Realty' });
      const peers = await insertAccount(db(), { agentId: cast.ids.peer, name: 'Peer Realty' });
      const outsiders = await insertAccount(db(), { agentId: cast.ids.outsider, name: 'Outside Realty' });
      const ownOpportunity = await insertOpportunity(db(), { accountId: mine.id, ownerId: cast.ids.agent });
      const peerOpportunity = await insertOpportunity(db(), { accountId: peers.id, ownerId: cast.ids.peer });
      const outsideOpportunity = await insertOpportunity(db(), { accountId: outsiders.id, ownerId: cast.ids.outsider });
      const own1 = await insertPackageMapping(db(), { opportunityId: ownOpportunity.id, packageId, statusId: 5 });
      const peer1 = await insertPackageMapping(db(), { opportunityId: peerOpportunity.id, packageId, statusId: 5 });
      await insertPackageMapping(db(), { opportunityId: ownOpportunity.id, packageId, statusId: 4 });
      const outside1 = await insertPackageMapping(db(), { opportunityId: outsideOpportunity.id, packageId, statusId: 5 });
      const own2 = await insertPackageMapping(db(), { opportunityId: ownOpportunity.id, packageId, statusId: 5 });

      const list = async (cookie: string, size = 10) => {
        const body = (await call(cookie, 'GET', `/api/sapna/v2/opportunity?packageStatusTypeId=5&size=${size}`)).json();
        return { totalCount: body.totalCount, ids: body.results.map((r: { opportunityPackageMappingId: number }) => r.opportunityPackageMappingId) };
      };
      expect(await list(cast.cookies.agent)).toEqual({ totalCount: 2, ids: [own2, own1] });
      expect(await list(cast.cookies.leader)).toEqual({ totalCount: 3, ids: [own2, peer1, own1] });
      expect(await list(cast.cookies.manager)).toEqual({ totalCount: 4, ids: [own2, outside1, peer1, own1] });
      expect(await list(cast.cookies.manager, 2)).toEqual({ totalCount: 4, ids: [own2, outside1] });
      const second = (await call(cast.cookies.leader, 'GET', '/api/sapna/v2/opportunity?packageStatusTypeId=5&size=2&page=1')).json();
      expect(second.results.map((r: { opportunityPackageMappingId: number }) => r.opportunityPackageMappingId)).toEqual([own1]);
      const keyset = (await call(cast.cookies.leader, 'GET', `/api/sapna/v2/opportunity?packageStatusTypeId=5&size=2&page=1&after=${peer1}`)).json();
      expect(keyset).toMatchObject({ totalCount: 3, page: 1, size: 2 });
      expect(keyset.results.map((r: { opportunityPackageMappingId: number }) => r.opportunityPackageMappingId)).toEqual([own1]);
      const brandSecond = (await call(cast.cookies.manager, 'GET', `/api/sapna/v2/opportunity?packageStatusTypeId=5&size=2&page=1&after=${outside1}`)).json();
      expect(brandSecond.results.map((r: { opportunityPackageMappingId: number }) => r.opportunityPackageMappingId)).toEqual([peer1, own1]);
    });

    it('refuses a bad status, read-only users, and packages outside scope', async () => {
      const account = await insertAccount(db(), { agentId: cast.ids.agent });
      const o = await insertOpportunity(db(), { accountId: account.id, ownerId: cast.ids.agent });
      const mappingId = await insertPackageMapping(db(), { opportunityId: o.id, packageId });
      const bad = await call(cast.cookies.agent, 'PUT', `/api/sapna/v1/package-status/change-status/${mappingId}`, { statusId: 9 });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.msg).toBe('Please select a valid package status.');
      const missing = await call(cast.cookies.agent, 'PUT', `/api/sapna/v1/package-status/change-status/${mappingId}`, {});
      expect(missing.json().error.msg).toBe('This field is required.');
      expect((await call(cast.cookies.rcm, 'PUT', `/api/sapna/v1/package-status/change-status/${mappingId}`, { statusId: 2 })).statusCode).toBe(403);
      expect((await call(cast.cookies.outsider, 'PUT', `/api/sapna/v1/package-status/change-status/${mappingId}`, { statusId: 2 })).statusCode).toBe(404);
      expect((await call(cast.cookies.agent, 'PUT', '/api/sapna/v1/package-status/change-status/99999999', { statusId: 2 })).statusCode).toBe(404);
      const noType = await call(cast.cookies.agent, 'GET', '/api/sapna/v2/opportunity');
      expect(noType.statusCode).toBe(400);
      expect(noType.json().error.msg).toBe('This field is required.');
    });
  });
});

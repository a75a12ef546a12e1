import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { approvingDesignations, dynamicProperties, npSlots, products, projectConfigurations, projects, slotBookings, slotSwaps } from '../../db/schema/index';
import { createUser } from '../../testing/fixtures';
import { describeEachBackend, startTestServer, type TestServer } from '../../testing/harness';
import { insertAccount, insertCity, insertContact, insertOpportunity, insertPackage, insertPackageMapping, insertProject } from '../../testing/opportunity-fixtures';
import { createSupportCast } from '../../testing/support-fixtures';

describeEachBackend('np-slots', (backend) => {
  let server: TestServer;
  let cookies: Record<string, string>;
  let ids: Record<string, number>;
  let opmId: number;
  let otherOpmId: number;
  let good: { projectId: number; configId: number };
  let other: { projectId: number; configId: number };
  let noCover: { projectId: number; configId: number };
  let noPrice: { projectId: number; configId: number };

  beforeAll(async () => {
    server = await startTestServer(backend);
    ({ cookies, ids } = await createSupportCast(server, 'np'));
    const db = server.database.db;
    const cityId = await insertCity(db, 'Bengaluru');
    const [np] = await db.insert(products).values({ name: 'New Project Pinning', productTypeId: 7, isNpProduct: true }).returning({ id: products.id });
    const packageId = await insertPackage(db, { name: 'NP Pinning Premium', products: [{ productId: np!.id }] });
    const account = await insertAccount(db, { agentId: ids.agent! });
    await insertContact(db, { accountId: account.id, name: 'Primary Person', contactTypeId: 1 });
    await insertContact(db, { accountId: account.id, name: 'Child Verified', contactTypeId: 8, isVerified: true });
    await insertContact(db, { accountId: account.id, name: 'Child Unverified', contactTypeId: 8, isVerified: false });
    const opportunity = await insertOpportunity(db, { accountId: account.id, ownerId: ids.agent! });
    opmId = await insertPackageMapping(db, { opportunityId: opportunity.id, packageId, quantity: 2, cityId });
    const otherAccount = await insertAccount(db, { agentId: ids.admin! });
    const otherOpportunity = await insertOpportunity(db, { accountId: otherAccount.id, ownerId: ids.admin! });
    otherOpmId = await insertPackageMapping(db, { opportunityId: otherOpportunity.id, packageId, quantity: 2, cityId });
    const project = async (name: string, cover: boolean, price: string | null) => {
      const projectId = await insertProject(db, name, cityId);
      if (!cover) await db.update(projects).set({ hasCoverImage: false }).where(eq(projects.id, projectId));
      const [config] = await db.insert(projectConfigurations).values({ projectId, apartmentType: '3 BHK', areaSize: 1450, price }).returning({ id: projectConfigurations.id });
      return { projectId, configId: config!.id };
    };
    good = await project('Prestige Lakeside', true, '12500000');
    other = await project('Sobha Dream', true, '9800000');
    noCover = await project('Bare Towers', false, '5000000');
    noPrice = await project('Unpriced Residency', true, null);
    // The swap approval's matrix: a designation-40 approver.
    await createUser(db, { username: 'np-nsh', roles: ['HOUSING_SALES_MANAGER'], designationId: 40 });
    await db.insert(approvingDesignations).values({ domainId: 5, approvalType: 'SlotSwap', designationId: 40, approvalLevel: 1 }).onConflictDoNothing();
    await db.update(dynamicProperties).set({ value: ids.admin! }).where(eq(dynamicProperties.key, 'npSlot.stopUserId'));
  });
  afterAll(async () => server?.close());

  const call = (who: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    server.app.inject({ method, url, headers: { cookie: cookies[who]! }, ...(payload ? { payload } : {}) });
  const add = (who: string, p: { projectId: number; configId: number }, extra: object = {}, opm = opmId) =>
    call(who, 'POST', `/api/housingAdvert/np/create-slot?opmId=${opm}`, { projectId: p.projectId, flatConfigurationId: p.configId, startDate: '2027-03-01', endDate: '2027-03-31', ...extra });
  const slotCount = async () => (await server.database.db.select().from(npSlots)).length;

  it("adds a slot ('Slot added successfully!' on the screen), waits for activation, shows the summary", async () => {
    const res = await add('agent', good);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ opmV2Id: opmId, projectName: 'Prestige Lakeside', status: 'pending_activation', configDetails: { apartmentType: '3 BHK', areaSize: 1450, price: 12500000, flatConfigurationId: good.configId } });
    const pending = (await call('agent', 'GET', `/api/housingAdvert/np/pending-activations?opmId=${opmId}`)).json();
    expect(pending.length).toBe(1);
    const activated = await call('agent', 'POST', `/api/housingAdvert/np/activate-slot?opmId=${opmId}`, { slotId: pending[0].slotId });
    expect(activated.json().status).toBe('active');
    expect((await call('agent', 'POST', `/api/housingAdvert/np/activate-slot?opmId=${opmId}`, { slotId: pending[0].slotId })).statusCode).toBe(409);
    const summary = (await call('agent', 'GET', `/api/housingAdvert/np/get-summary-details?opmId=${opmId}`)).json();
    expect(summary).toMatchObject({ opmV2Id: opmId, packageName: 'NP Pinning Premium', quantity: 2, used: 1, active: 1, canStop: false, canEdit: true });
    expect((await call('rcm', 'GET', `/api/housingAdvert/np/get-summary-details?opmId=${opmId}`)).json().canEdit).toBe(false);
  });

  it('refuses a project without a cover image or without a priced configuration, with the spec messages; nothing changes', async () => {
    const before = await slotCount();
    const cover = await add('agent', noCover);
    expect(cover.statusCode).toBe(422);
    expect(cover.json().error.msg).toBe('Selected Project has no cover image. Please raise a Storm Ticket for the same.');
    const price = await add('agent', noPrice);
    expect(price.statusCode).toBe(422);
    expect(price.json().error.msg).toBe('Selected Project has no configuration with available price. Please select some other project');
    const dates = await add('agent', other, { startDate: '2027-04-01', endDate: '2027-03-01' });
    expect(dates.statusCode).toBe(400);
    expect(dates.body).toContain('Start Date should be earlier than or equal to End Date');
    expect((await add('agent', { projectId: 999999, configId: 1 })).statusCode).toBe(404);
    expect((await add('agent', good, {}, 999999)).statusCode).toBe(404);
    expect((await add('agent', good, {}, otherOpmId)).statusCode).toBe(404); // another agent's deal
    for (const who of ['rcm', 'ticketing', 'finance', 'content']) expect((await add(who, good)).statusCode, who).toBe(403);
    expect(await slotCount()).toBe(before);
  });

  it("swaps an active slot: a slot swap approval that swap-approval-details shows ('Slot approval request sent successfully!')", async () => {
    const [active] = (await call('agent', 'GET', `/api/housingAdvert/np/get-all-slots?opmId=${opmId}`)).json();
    const res = await call('agent', 'POST', `/api/housingAdvert/np/swap-slot?opmId=${opmId}`, { slotId: active.slotId, projectId: other.projectId, flatConfigurationId: other.configId, startDate: '2027-05-01', endDate: '2027-05-31', remark: 'Builder asked' });
    expect(res.statusCode, res.body).toBe(200);
    const { swapId, slot } = res.json();
    expect(slot).toMatchObject({ status: 'swap_pending', parentId: active.slotId, projectName: 'Sobha Dream' });
    const [swap] = await server.database.db.select().from(slotSwaps).where(eq(slotSwaps.id, swapId));
    expect(swap).toMatchObject({ fromSlotId: active.slotId, toSlotId: slot.slotId, status: 'PendingApproval' });
    const page = await call('admin', 'GET', `/api/sapna/v1/approval-page-details/${swap!.approvalId}`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({ approvalType: 'SlotSwap', entityId: swapId, status: 'PendingApproval' });
    const more = await call('admin', 'GET', `/api/sapna/v1/approval/package-more-details?entityId=${swapId}&approvalType=SlotSwap`);
    expect(more.json().slotSwap).toMatchObject({ id: swapId, toSlotId: slot.slotId });
    // The approval decided, the new slot runs and the old one stops.
    await server.database.db.update(slotSwaps).set({ status: 'Approved' }).where(eq(slotSwaps.id, swapId));
    const slots = (await call('agent', 'GET', `/api/housingAdvert/np/get-all-slots?opmId=${opmId}`)).json();
    expect(slots.map((s: { status: string }) => s.status)).toEqual(['stopped', 'active']);
  });

  it('stop: only the configured user (a setting); others 403; stopping twice is refused (409)', async () => {
    const slots = (await call('agent', 'GET', `/api/housingAdvert/np/get-all-slots?opmId=${opmId}`)).json();
    const active = slots.find((s: { status: string }) => s.status === 'active');
    for (const who of ['agent', 'rcm', 'content', 'lookupAdmin']) {
      expect((await call(who, 'POST', `/api/housingAdvert/np/stop-slot?opmId=${opmId}`, { slotId: active.slotId })).statusCode, who).toBe(403);
    }
    expect((await call('admin', 'GET', `/api/housingAdvert/np/get-summary-details?opmId=${opmId}`)).json().canStop).toBe(true);
    const stopped = await call('admin', 'POST', `/api/housingAdvert/np/stop-slot?opmId=${opmId}`, { slotId: active.slotId });
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect(stopped.json().status).toBe('stopped');
    expect((await call('admin', 'POST', `/api/housingAdvert/np/stop-slot?opmId=${opmId}`, { slotId: active.slotId })).statusCode).toBe(409);
    // A future slot stopped today frees all its days.
    expect((await server.database.db.select().from(slotBookings).where(eq(slotBookings.sourceId, active.slotId))).length).toBe(0);
  });

  it("keeps the package quantity ('Cannot Add more that 2 projects!') and the place's capacity (409)", async () => {
    const first = await add('agent', good, { startDate: '2027-07-01', endDate: '2027-07-10' });
    expect(first.statusCode, first.body).toBe(200);
    // Same product, city and dates, another deal: the city's one pinning slot is taken.
    const taken = await add('admin', other, { startDate: '2027-07-05', endDate: '2027-07-06' }, otherOpmId);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.msg).toBe('Slot is not available for the selected dates');
    expect((await add('agent', other, { startDate: '2027-08-01', endDate: '2027-08-10' })).statusCode).toBe(200);
    const over = await add('agent', other, { startDate: '2027-09-01', endDate: '2027-09-10' });
    expect(over.statusCode).toBe(422);
    expect(over.json().error.msg).toBe('Cannot Add more that 2 projects!');
  });

  it('the primary and the verified child POCs; new-projects lists projects with configurations', async () => {
    const poc = (await call('agent', 'GET', `/api/housingAdvert/np/primaryAndChildPoc?opmId=${opmId}`)).json();
    expect(poc.primary.name).toBe('Primary Person');
    expect(poc.children.map((c: { name: string }) => c.name)).toEqual(['Child Verified']);
    const options = (await call('agent', 'GET', `/api/housingAdvert/np/new-projects?opmId=${opmId}&q=bare`)).json();
    expect(options).toMatchObject([{ projectName: 'Bare Towers', hasCoverImage: false }]);
    expect((await call('agent', 'GET', `/api/housingAdvert/np/get-all-slots?opmId=${otherOpmId}`)).statusCode).toBe(404);
  });
});

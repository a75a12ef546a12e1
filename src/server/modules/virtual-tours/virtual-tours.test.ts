import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { users, virtualTourSlots } from '../../db/schema/index';
import { describeEachBackend, startTestServer, type TestServer } from '../../testing/harness';
import { caller, createCast, insertAccount, insertOpportunity, insertPolygons, insertSoldProduct } from '../../testing/opportunity-fixtures';
import { createUser, loginAs } from '../../testing/fixtures';

describeEachBackend('virtual-tour slots', (backend) => {
  let server: TestServer;
  let cookies: Record<string, string>;
  let opportunityId: number;
  let outsiderOpportunityId: number;
  const call = caller(() => server.app);
  const msg = (res: { json: () => unknown }) => (res.json() as { error: { msg: string } }).error.msg;
  const createUrl = '/api/housingAP/api/v0/create-video-tour-slot';
  const updateUrl = (id: number) => `/api/housingAdvert/api/v0/update-video-tour-slot/${id}`;

  const body = (overrides: Record<string, unknown> = {}, details: Record<string, unknown> = {}) => ({
    payment_details: { amount: 25000 },
    products: { '82': { polygon_uuids: ['poly-baner', 'poly-aundh'] } },
    profile_uuid: 'profile-1',
    opportunity_id: opportunityId,
    event_id: null,
    profile_type: 'BUILDER',
    product_details: {
      webinar_start_date_time: '2099-03-05T14:30:00+0530',
      webinar_end_date_time: '2099-03-05T15:30:00+0530',
      remarks: 'Launch webinar',
      promoted_listing_id: 77,
      service_type: 'buy',
      poc_details: 'Asha 9876543210',
      selling_type: 'paid',
      ...details,
    },
    ...overrides,
  });

  beforeAll(async () => {
    server = await startTestServer(backend);
    ({ cookies } = await createCast(server));
    const db = server.database.db;
    await createUser(db, { username: 'vt-content', roles: ['HOUSING_CONTENT'] });
    cookies.content = await loginAs(server.app, 'vt-content');
    // The deal's account carries the profile the slots promote (create-video-tour-slot checks it, issue 56).
    const account = await insertAccount(db, { agentId: null, housingProfileId: 'profile-1' });
    const ids = await db.select({ id: users.id, username: users.username }).from(users);
    const agentId = ids.find((u) => u.username === 'agent')!.id;
    const outsiderId = ids.find((u) => u.username === 'outsider')!.id;
    opportunityId = (await insertOpportunity(db, { accountId: account.id, ownerId: agentId })).id;
    outsiderOpportunityId = (await insertOpportunity(db, { accountId: account.id, ownerId: outsiderId })).id;
    // Issue 50: the polygons exist and the deals have a sold virtual-tour package.
    await insertPolygons(db, ['poly-baner', 'poly-aundh']);
    await insertSoldProduct(db, opportunityId, 82);
    await insertSoldProduct(db, outsiderOpportunityId, 82);
  });
  afterAll(() => server.close());

  it('an agent creates a slot (products keyed 82, +0530 times) and lists it', async () => {
    const res = await call(cookies.agent!, 'POST', createUrl, body());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      opportunity_id: opportunityId,
      polygon_uuids: ['poly-baner', 'poly-aundh'],
      amount: 25000,
      webinar_start_date_time: '2099-03-05T14:30:00+0530',
      status_id: 1,
      status_name: 'Scheduled',
      is_final: false,
    });
    const list = await call(cookies.agent!, 'GET', `/api/housingAdvert/api/v0/video-tour-slots?opportunity_id=${opportunityId}`);
    expect(list.json().data.map((s: { id: number }) => s.id)).toContain(res.json().id);
    // The outsider's scope does not hold the opportunity: the slot is not there for them.
    expect((await call(cookies.outsider!, 'GET', `/api/housingAdvert/api/v0/video-tour-slots/${res.json().id}`)).statusCode).toBe(404);
    expect((await call(cookies.rcm!, 'GET', `/api/housingAdvert/api/v0/video-tour-slots/${res.json().id}`)).statusCode).toBe(200);
  });

  it('refuses bad input with the messages and writes nothing', async () => {
    const before = await server.database.db.select().from(virtualTourSlots);
    const amount = await call(cookies.agent!, 'POST', createUrl, body({ payment_details: { amount: 0 } }));
    expect(amount.statusCode).toBe(400);
    expect(msg(amount)).toContain('Please enter an amount greater than 0');
    const polygons = await call(cookies.agent!, 'POST', createUrl, body({ products: { '82': { polygon_uuids: [] } } }));
    expect(msg(polygons)).toContain('Please select at least one polygon');
    const wrongKey = await call(cookies.agent!, 'POST', createUrl, body({ products: { '74': { polygon_uuids: ['x'] } } }));
    expect(wrongKey.statusCode).toBe(400);
    const reversed = await call(cookies.agent!, 'POST', createUrl, body({}, { webinar_end_date_time: '2099-03-05T13:30:00+0530' }));
    expect(msg(reversed)).toContain('Start Date should be earlier than or equal to End Date');
    const missing = await call(cookies.agent!, 'POST', createUrl, body({}, { webinar_start_date_time: '' }));
    expect(msg(missing)).toContain('Please enter webinar start');
    const badDate = await call(cookies.agent!, 'POST', createUrl, body({}, { webinar_start_date_time: '05/03/2099' }));
    expect(msg(badDate)).toContain('Please enter a valid date.');
    expect((await call(cookies.agent!, 'POST', createUrl, body({ opportunity_id: 999999 }))).statusCode).toBe(404);
    expect((await call(cookies.agent!, 'POST', createUrl, body({ opportunity_id: outsiderOpportunityId }))).statusCode).toBe(404);
    expect(await server.database.db.select().from(virtualTourSlots)).toEqual(before);
  });

  it('the profile named must be in the caller’s scope and brand: another team’s, another brand’s and a made-up one answer alike', async () => {
    const db = server.database.db;
    const outsiderId = (await db.select({ id: users.id }).from(users).where(eq(users.username, 'outsider')))[0]!.id;
    await insertAccount(db, { agentId: outsiderId, housingProfileId: 'profile-of-outsider' });
    await insertAccount(db, { agentId: null, domainId: 1, housingProfileId: 'profile-of-makaan' });
    const before = await db.select().from(virtualTourSlots);
    const answers = [];
    for (const profile of ['profile-of-outsider', 'profile-of-makaan', 'profile-nobody-has']) {
      const res = await call(cookies.agent!, 'POST', createUrl, body({ profile_uuid: profile }));
      answers.push(`${res.statusCode} ${msg(res)}`);
    }
    expect(answers).toEqual(Array(3).fill('404 Profile not found'));
    expect(await db.select().from(virtualTourSlots)).toEqual(before);
  });

  it('read-only and non-selling users are refused (403)', async () => {
    for (const who of ['rcm', 'content', 'finance']) {
      expect((await call(cookies[who]!, 'POST', createUrl, body())).statusCode, who).toBe(403);
      expect((await call(cookies[who]!, 'PUT', updateUrl(1), { slot_id: 1, package_details: { status_id: 4 } })).statusCode, who).toBe(403);
    }
  });

  it('edits, then cancels before the start: 4 Cancelled, final (409 on any change)', async () => {
    // Another day than the first test's: one webinar per polygon and day unless the config says more.
    const slot = (await call(cookies.agent!, 'POST', createUrl, body({}, { webinar_start_date_time: '2099-03-02T14:30:00+0530', webinar_end_date_time: '2099-03-02T15:30:00+0530' }))).json();
    const edit = await call(cookies.agent!, 'PUT', updateUrl(slot.id), {
      slot_id: slot.id,
      package_details: { event_id: 12 },
      promoted_products: { '82': { product_details: { webinar_start_date_time: '2099-03-06T10:00:00+0530', webinar_end_date_time: '2099-03-06T11:00:00+0530', remarks: 'Moved' } } },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json()).toMatchObject({ event_id: 12, remarks: 'Moved', webinar_start_date_time: '2099-03-06T10:00:00+0530' });
    const reversed = await call(cookies.agent!, 'PUT', updateUrl(slot.id), {
      slot_id: slot.id,
      promoted_products: { '82': { product_details: { webinar_end_date_time: '2099-03-06T09:00:00+0530' } } },
    });
    expect(reversed.statusCode).toBe(400);
    expect(msg(reversed)).toBe('Start Date should be earlier than or equal to End Date');
    const cancelled = await call(cookies.manager!, 'PUT', updateUrl(slot.id), { slot_id: slot.id, package_details: { status_id: 4, reason: 'Client postponed' } });
    expect(cancelled.json()).toMatchObject({ status_id: 4, status_name: 'Cancelled', is_final: true });
    const again = await call(cookies.agent!, 'PUT', updateUrl(slot.id), { slot_id: slot.id, package_details: { event_id: 13 } });
    expect(again.statusCode).toBe(409);
    expect(msg(again)).toBe('This slot is Cancelled and cannot be changed');
    const [row] = await server.database.db.select().from(virtualTourSlots).where(eq(virtualTourSlots.id, slot.id));
    expect(row!.eventId).toBe(12);
  });

  it('cancelling after the start sets 9 Promotion Ended, which is final too', async () => {
    // Booked ahead, then the webinar's time comes (a booking that has started is refused, issue 50).
    const slot = (await call(cookies.agent!, 'POST', createUrl, body({}, { webinar_start_date_time: '2099-04-01T10:00:00+0530', webinar_end_date_time: '2099-04-01T11:00:00+0530' }))).json();
    await server.database.db.update(virtualTourSlots).set({ webinarStartDateTime: new Date('2020-01-01T04:30:00Z'), webinarEndDateTime: new Date('2020-01-01T05:30:00Z') }).where(eq(virtualTourSlots.id, slot.id));
    const cancelled = await call(cookies.agent!, 'PUT', updateUrl(slot.id), { slot_id: slot.id, package_details: { status_id: 4, reason: 'Ran already' } });
    expect(cancelled.json()).toMatchObject({ status_id: 9, status_name: 'Promotion Ended', is_final: true });
    const again = await call(cookies.agent!, 'PUT', updateUrl(slot.id), { slot_id: slot.id, package_details: { status_id: 4, reason: 'Again' } });
    expect(again.statusCode).toBe(409);
    expect(msg(again)).toBe('This slot is Promotion Ended and cannot be changed');
  });

  it('unknown slot 404; slot id differing from the path 400; other status ids 400', async () => {
    expect((await call(cookies.agent!, 'PUT', updateUrl(999999), { slot_id: 999999, package_details: { status_id: 4 } })).statusCode).toBe(404);
    expect((await call(cookies.agent!, 'PUT', updateUrl(1), { slot_id: 2, package_details: {} })).statusCode).toBe(400);
    expect((await call(cookies.agent!, 'PUT', updateUrl(1), { slot_id: 1, package_details: { status_id: 2 } })).statusCode).toBe(400);
  });
});

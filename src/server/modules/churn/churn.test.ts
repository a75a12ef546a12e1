import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { churnSchedules, cities, listingLeads, listings } from '../../db/schema/index';
import { describeEachBackend, startTestServer, type TestServer } from '../../testing/harness';
import { callerOf, createAdminCast } from '../../testing/admin-config-fixtures';
import { insertAccount, insertContact } from '../../testing/opportunity-fixtures';
import { serverJobs } from '../../jobs/jobs';
import { startScheduler } from '../../jobs/scheduler';
import { runChurnSchedulerOnce } from './churn.service';

describeEachBackend('manual churn schedules', (backend) => {
  let server: TestServer;
  let cookies: Record<string, string>;
  let ids: Record<string, number>;
  let cityUuid: string;
  const call = callerOf(() => server);
  const base = '/api/housingAdvert/churn';
  const msg = (res: { json: () => unknown }) => (res.json() as { error: { msg: string } }).error.msg;
  const schedule = (overrides: Record<string, unknown> = {}) => ({
    churn_start_date: '2030-01-01',
    churn_end_date: '2030-01-10',
    last_n_days: 30,
    total_leads: 50,
    entity_type: 'profile',
    profile_uuid: 'churn-target',
    search_criteria: { inner_radius: 1, outer_radius: 5, city_uuids: [cityUuid], locality_uuids: [], project_ids: [] },
    lead_service_type: 'buy',
    min_price: 1_000_000,
    max_price: 9_000_000,
    min_price_relaxation: 10,
    max_price_relaxation: 10,
    bypass_ad_deficit: false,
    possession_flag: false,
    ...overrides,
  });

  beforeAll(async () => {
    server = await startTestServer(backend);
    ({ ids, cookies } = await createAdminCast(server, 'ch'));
    const db = server.database.db;
    cityUuid = randomUUID();
    const [city] = await db.insert(cities).values({ name: 'Pune', uuid: cityUuid, stateName: 'MH', tier: 1 }).returning();
    const listing = (profileUuid: string, price: string) => ({
      profileUuid,
      listingType: 'BUY',
      title: 'Flat',
      status: 'ACTIVE',
      price,
      cityId: city!.id,
      inventoryCanonicalUrl: '/x',
      dateAdded: new Date(),
    });
    const rows = await db
      .insert(listings)
      .values([listing('seller-a', '5000000'), listing('seller-a', '6000000'), listing('seller-b', '950000'), listing('seller-c', '20000000'), listing('churn-target', '5000000')])
      .returning();
    await db.insert(listingLeads).values(rows.map((r) => ({ listingId: r.id, service: 'BUY', leadCount: 4, leadDate: new Date() })));
    const account = await insertAccount(db, { agentId: null, housingProfileId: 'churn-target' });
    await insertContact(db, { accountId: account.id, name: 'Asha Rao', phone: '9876543210' });
  });
  afterAll(() => server.close());

  it('the dry run answers the profiles and lead count and writes nothing', async () => {
    const res = await call(cookies.manager!, 'POST', `${base}/simulate-manual-churn-schedule`, schedule());
    expect(res.statusCode, res.body).toBe(200);
    // seller-a (two listings, 8 leads) and seller-b (950,000 is inside the 10% relaxation); not seller-c, not the target.
    expect(res.json()).toEqual({
      profiles: [
        { profile_uuid: 'seller-a', properties: 2, leads: 8 },
        { profile_uuid: 'seller-b', properties: 1, leads: 4 },
      ],
      property_count: 3,
      lead_count: 12,
    });
    expect((await call(cookies.manager!, 'POST', `${base}/simulate-manual-churn-schedule`, schedule({ total_leads: 5 }))).json().lead_count).toBe(5);
    expect(await server.database.db.select().from(churnSchedules)).toEqual([]);
  });

  it('refuses bad input with its message and writes nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ churn_start_date: '01/01/2030' }, 'Please enter the date as YYYY-MM-DD'],
      [{ churn_start_date: '2030-01-11' }, 'Start Date should be earlier than or equal to End Date'],
      [{ total_leads: 0 }, 'Total leads should be greater than 0'],
      [{ min_price: 10, max_price: 5 }, 'Min price should be less than or equal to Max price'],
      [{ search_criteria: { inner_radius: 6, outer_radius: 5 } }, 'Outer radius should be greater than or equal to inner radius'],
      [{ profile_uuid: '' }, 'Please enter profile'],
    ];
    for (const [overrides, message] of cases) {
      for (const path of ['simulate-manual-churn-schedule', 'create-manual-churn-schedule']) {
        const res = await call(cookies.manager!, 'POST', `${base}/${path}`, schedule(overrides));
        expect(res.statusCode, message).toBe(400);
        expect(msg(res)).toContain(message);
      }
    }
    expect(await server.database.db.select().from(churnSchedules)).toEqual([]);
  });

  it('teams and Admin only (403 for agents, content, catalogue and read-only users, reads too)', async () => {
    for (const who of ['agent', 'content', 'lookupAdmin', 'rcm', 'ticketing']) {
      expect((await call(cookies[who]!, 'POST', `${base}/create-manual-churn-schedule`, schedule())).statusCode, who).toBe(403);
      expect((await call(cookies[who]!, 'GET', `${base}/manual-churn-schedules`)).statusCode, who).toBe(403);
    }
    expect(await server.database.db.select().from(churnSchedules)).toEqual([]);
  });

  it('creates a schedule the scheduler runs daily; the list filters and sorts; stop ends the runs (twice harmless)', async () => {
    const created = await call(cookies.manager!, 'POST', `${base}/create-manual-churn-schedule`, schedule({ entity_id: 42 }));
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().id as number;
    expect(created.json()).toMatchObject({ status: 'ACTIVE', leads_churned: 0, created_by: ids.manager, created_by_name: 'ch-manager Test', entity_id: 42 });
    await call(cookies.admin!, 'POST', `${base}/create-manual-churn-schedule`, schedule({ profile_uuid: 'other', total_leads: 7 }));

    const db = server.database.db;
    // Before the start day nothing is churned; the next run waits for the start.
    expect(await runChurnSchedulerOnce(db, new Date('2029-12-20T06:00:00Z'))).toEqual({ ran: 0, completed: 0 });
    // Day 1 of 10: 50 leads over 10 days, 5 today.
    await runChurnSchedulerOnce(db, new Date('2030-01-01T06:00:00Z'));
    const [day1] = await db.select().from(churnSchedules).where(eq(churnSchedules.id, id));
    expect(day1).toMatchObject({ leadsChurned: 5, runCount: 1, status: 'ACTIVE' });
    // The same day again: not due yet.
    await runChurnSchedulerOnce(db, new Date('2030-01-01T07:00:00Z'));
    expect((await db.select().from(churnSchedules).where(eq(churnSchedules.id, id)))[0]!.leadsChurned).toBe(5);

    const list = await call(cookies.manager!, 'GET', `${base}/manual-churn-schedules?profile_uuid=churn-target&status=ACTIVE&entity_id=42&created_by=${ids.manager}`);
    expect(list.json()).toMatchObject({ totalCount: 1, results: [{ id, leads_churned: 5 }] });
    const sorted = await call(cookies.admin!, 'GET', `${base}/manual-churn-schedules?sort_key=total_leads&sort_order=asc&size=1&page=0`);
    expect(sorted.json()).toMatchObject({ totalCount: 2, size: 1, results: [{ total_leads: 7 }] });
    expect((await call(cookies.admin!, 'GET', `${base}/manual-churn-schedules?sort_key=name`)).statusCode).toBe(400);

    const stopped = await call(cookies.admin!, 'POST', `${base}/stop-manual-churn-schedule?id=${id}`);
    expect(stopped.json()).toMatchObject({ status: 'STOPPED', next_run_at: null });
    const again = await call(cookies.manager!, 'POST', `${base}/stop-manual-churn-schedule?id=${id}`);
    expect(again.statusCode).toBe(200);
    expect(again.json().stopped_at).toBe(stopped.json().stopped_at);
    await runChurnSchedulerOnce(db, new Date('2030-01-05T06:00:00Z'));
    expect((await db.select().from(churnSchedules).where(eq(churnSchedules.id, id)))[0]).toMatchObject({ leadsChurned: 5, status: 'STOPPED' });
    expect((await call(cookies.manager!, 'POST', `${base}/stop-manual-churn-schedule?id=999999`)).statusCode).toBe(404);
  });

  it('the interval scheduler runs due schedules and stops', async () => {
    const db = server.database.db;
    const today = new Date().toISOString().slice(0, 10);
    const created = await call(cookies.manager!, 'POST', `${base}/create-manual-churn-schedule`, schedule({ churn_start_date: '2020-01-01', churn_end_date: '2099-12-31', total_leads: 3, profile_uuid: `now-${today}` }));
    const id = created.json().id as number;
    // The churn job as the server declares it (jobs.ts), at a 20 ms interval.
    const jobs = serverJobs({ config: { ...server.config, churnSchedulerIntervalMs: 20 }, database: server.database }).filter((job) => job.name === 'churn-scheduler');
    expect(jobs).toHaveLength(1);
    const scheduler = await startScheduler(db, jobs, { warn: () => undefined, error: () => undefined }, { claimTicks: false });
    try {
      await expect.poll(async () => (await db.select().from(churnSchedules).where(eq(churnSchedules.id, id)))[0]!.runCount, { timeout: 5000 }).toBe(1);
    } finally {
      await scheduler.stop();
    }
    await scheduler.stop();
  });

  it('lists the POCs of the profile', async () => {
    const res = await call(cookies.manager!, 'GET', `${base}/manual-churn-pocs?profile_uuid=churn-target`);
    expect(res.json()).toEqual({ results: [expect.objectContaining({ name: 'Asha Rao', phone: '9876543210' })] });
    expect((await call(cookies.manager!, 'GET', `${base}/manual-churn-pocs`)).statusCode).toBe(400);
  });
});
